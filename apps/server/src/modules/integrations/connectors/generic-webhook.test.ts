import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import { genericWebhookConnector, signGenericPayload } from './generic-webhook';
import {
  caught,
  RESUME_BYTES,
  type Recorded,
  sampleCandidate,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';

const SECRET = 'whsec-generic-77aa88bb';
const NOW = new Date('2026-11-27T12:00:00Z');
let server: VendorServer;
const received = new Map<string, { candidateId: string; applicationId: string }>();

/** A receiver following the documented contract: checks the signature, dedupes on Idempotency-Key. */
function route(req: Recorded) {
  if (req.method !== 'POST' || req.path !== '/hooks/talentbase') return undefined;
  const ts = Number(req.headers['x-talentbase-timestamp']);
  if (req.headers['x-talentbase-signature'] !== signGenericPayload(SECRET, ts, req.text))
    return { status: 401, json: { error: 'bad signature' } };
  const envelope = req.json() as { event: string; data: Record<string, unknown> };
  switch (envelope.event) {
    case 'jobs.list':
      return envelope.data.cursor
        ? { json: { jobs: [{ id: 'J3', title: 'Recruiter' }], nextCursor: null } }
        : {
            json: {
              jobs: [
                { id: 'J1', title: 'Backend Engineer', location: 'Berlin' },
                { id: 'J2', title: 'Designer' },
              ],
              nextCursor: 'p2',
            },
          };
    case 'stages.list':
      return {
        json: {
          stages: [
            { id: 'new', name: 'New' },
            { id: 'screen', name: 'Screen' },
          ],
        },
      };
    case 'candidate.push': {
      const key = String(req.headers['idempotency-key']);
      const existing = received.get(key);
      if (existing) return { json: { ...existing, created: false } };
      const made = { candidateId: `C${received.size + 1}`, applicationId: `A${received.size + 1}` };
      received.set(key, made);
      return { status: 201, json: { ...made, created: true } };
    }
    default:
      return { status: 204 };
  }
}

const connector = (sleeps: number[] = []) =>
  genericWebhookConnector({
    ...testOptions({ baseUrl: `${server.url}/hooks/talentbase`, signingSecret: SECRET }, sleeps),
    now: () => NOW,
  });
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'J1',
  stage: 'screen',
  idempotencyKey: 'team-1:person-9:conn-3:J1',
  candidate: sampleCandidate(),
  ...over,
});

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  received.clear();
});

describe('Generic webhook connector', () => {
  it('posts the documented envelope, signed with HMAC-SHA256 over timestamp and body, with the Idempotency-Key', async () => {
    const result = await connector().pushCandidate(push());
    expect(result).toEqual({ externalCandidateId: 'C1', externalApplicationId: 'A1', created: true });
    const req = server.requests[0]!;
    const ts = Math.floor(NOW.getTime() / 1000);
    expect(req.headers['x-talentbase-timestamp']).toBe(String(ts));
    expect(req.headers['x-talentbase-signature']).toBe(
      `v1=${crypto.createHmac('sha256', SECRET).update(`${ts}.${req.text}`).digest('hex')}`,
    );
    expect(req.headers['x-talentbase-event']).toBe('candidate.push');
    expect(req.headers['idempotency-key']).toBe('team-1:person-9:conn-3:J1');
    const body = req.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'candidate.push',
      deliveryId: req.headers['x-talentbase-delivery'],
      occurredAt: NOW.toISOString(),
      data: {
        idempotencyKey: 'team-1:person-9:conn-3:J1',
        job: 'J1',
        stage: 'screen',
        candidate: {
          name: 'Ada Lovelace',
          emails: ['ada@example.com'],
          notes: ['Strong on maths'],
          source: { name: 'Talentbase', medium: 'sourcing' },
          resume: {
            filename: 'ada.pdf',
            contentType: 'application/pdf',
            base64: Buffer.from(RESUME_BYTES).toString('base64'),
          },
        },
      },
    });
    expect(JSON.stringify(req.headers)).not.toContain(SECRET);
  });

  it('pushing the same person twice leaves one record at the receiver', async () => {
    await connector().pushCandidate(push());
    const again = await connector().pushCandidate(push());
    expect(again).toEqual({ externalCandidateId: 'C1', externalApplicationId: 'A1', created: false });
    expect(received.size).toBe(1);
  });

  it('query events: jobs with a cursor, stages; a receiver without them gives empty lists', async () => {
    const first = await connector().listJobs();
    expect(first).toEqual({
      items: [
        { id: 'J1', title: 'Backend Engineer', status: null, location: 'Berlin' },
        { id: 'J2', title: 'Designer', status: null, location: null },
      ],
      nextCursor: 'p2',
    });
    expect((await connector().listJobs({ cursor: 'p2' })).items.map((j) => j.id)).toEqual(['J3']);
    expect((await connector().listStages('J1')).map((s) => s.id)).toEqual(['new', 'screen']);
    expect(await connector().listDeclineReasons()).toEqual([]);
    expect(await connector().pullApplicants('J1')).toEqual([]);
    await connector().moveCandidate('A1', 'screen');
    expect(server.requests.at(-1)!.json()).toMatchObject({
      event: 'application.move',
      data: { applicationId: 'A1', stageId: 'screen' },
    });
  });

  it('verifies an inbound call signed the same way, refusing old or altered ones', () => {
    const body = '{"event":"application.hired"}';
    const ts = Math.floor(NOW.getTime() / 1000);
    const c = connector();
    const headers = {
      'x-talentbase-timestamp': String(ts),
      'x-talentbase-signature': signGenericPayload(SECRET, ts, body),
    };
    expect(c.verifyWebhook?.({ headers, rawBody: body })).toBe(true);
    expect(c.verifyWebhook?.({ headers, rawBody: `${body}x` })).toBe(false);
    const old = ts - 3600;
    expect(
      c.verifyWebhook?.({
        headers: {
          'x-talentbase-timestamp': String(old),
          'x-talentbase-signature': signGenericPayload(SECRET, old, body),
        },
        rawBody: body,
      }),
    ).toBe(false);
  });

  it('an endpoint without a URL or secret is refused before any call', async () => {
    const error = await caught(
      genericWebhookConnector(testOptions({ baseUrl: `${server.url}/hooks/talentbase` })).pushCandidate(
        push(),
      ),
    );
    expect(error.kind).toBe('invalid');
    expect(server.requests).toHaveLength(0);
  });

  it('a private address is refused unless the team allows private hosts', async () => {
    const error = await caught(
      genericWebhookConnector({
        ...testOptions({ baseUrl: `${server.url}/hooks/talentbase`, signingSecret: SECRET }),
        allowPrivateHosts: false,
      }).listJobs(),
    );
    expect(error.kind).toBe('invalid');
    expect(server.requests).toHaveLength(0);
  });

  transportFailureTests(() => ({ server, connector, secrets: [SECRET] }));
});

describe('Generic webhook connector, concurrent pushes', () => {
  it('two pushes of the same key at once make one call', async () => {
    server.reset();
    received.clear();
    const c = connector();
    const [a, b] = await Promise.all([c.pushCandidate(push()), c.pushCandidate(push())]);
    expect(server.requests).toHaveLength(1);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.externalCandidateId).toBe(b.externalCandidateId);
  });
});
