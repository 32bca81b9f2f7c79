import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import { TEAMTAILOR_API_VERSION, teamtailorConnector } from './teamtailor';
import {
  type Recorded,
  sampleCandidate,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';

const KEY = 'tt-key-abcdef123456';
const JOBS = ['Backend Engineer', 'Designer', 'Recruiter'].map((title, i) => ({
  id: String(i + 1),
  type: 'jobs',
  attributes: { title, status: 'open' },
}));
type Cand = { id: string; email?: string; first: string; last: string };
type App = { id: string; candidate: string; job: string; stage: string | null };
let cands: Cand[] = [];
let apps: App[] = [];
let server: VendorServer;

const doc = (data: unknown, next?: string, included?: unknown[]) => ({
  headers: { 'content-type': 'application/vnd.api+json' },
  json: { data, ...(included ? { included } : {}), links: next ? { next } : {} },
});

function route(req: Recorded) {
  if (req.headers.authorization !== `Token token=${KEY}`)
    return { status: 401, json: { errors: [{ title: 'Unauthorized', status: '401' }] } };
  if (req.headers['x-api-version'] !== TEAMTAILOR_API_VERSION)
    return { status: 406, json: { errors: [{ title: 'Missing X-Api-Version' }] } };
  const path = req.path;
  if (req.method === 'GET' && path === '/v1/jobs') {
    const n = Number(req.query.get('page[number]') ?? '1');
    return doc(
      JOBS.slice((n - 1) * 2, n * 2),
      n * 2 < JOBS.length ? `${server.url}/v1/jobs?page%5Bnumber%5D=${n + 1}&page%5Bsize%5D=2` : undefined,
    );
  }
  if (req.method === 'GET' && path === '/v1/jobs/1/stages')
    return doc([
      { id: 's2', type: 'stages', attributes: { name: 'Interview', 'row-order': 2 } },
      { id: 's1', type: 'stages', attributes: { name: 'Inbox', 'row-order': 1 } },
    ]);
  if (req.method === 'GET' && path === '/v1/candidates') {
    const email = req.query.get('filter[email]');
    return doc(
      cands
        .filter((c) => c.email === email)
        .map((c) => ({ id: c.id, type: 'candidates', attributes: { email: c.email } })),
    );
  }
  if (req.method === 'POST' && path === '/v1/candidates') {
    const body = req.json() as { data: { attributes: Record<string, string> } };
    const c = {
      id: `c${cands.length + 1}`,
      email: body.data.attributes.email,
      first: body.data.attributes['first-name']!,
      last: body.data.attributes['last-name']!,
    };
    cands.push(c);
    return { status: 201, ...doc({ id: c.id, type: 'candidates', attributes: body.data.attributes }) };
  }
  if (req.method === 'POST' && path === '/v1/notes')
    return { status: 201, ...doc({ id: 'n1', type: 'notes' }) };
  const candApps = /^\/v1\/candidates\/([^/]+)\/job-applications$/.exec(path);
  if (req.method === 'GET' && candApps)
    return doc(
      apps
        .filter((a) => a.candidate === candApps[1])
        .map((a) => ({
          id: a.id,
          type: 'job-applications',
          relationships: { job: { data: { type: 'jobs', id: a.job } } },
        })),
    );
  if (req.method === 'POST' && path === '/v1/job-applications') {
    const body = req.json() as { data: { relationships: Record<string, { data: { id: string } }> } };
    const r = body.data.relationships;
    const a = {
      id: `a${apps.length + 1}`,
      candidate: r.candidate!.data.id,
      job: r.job!.data.id,
      stage: r.stage?.data.id ?? null,
    };
    apps.push(a);
    return { status: 201, ...doc({ id: a.id, type: 'job-applications' }) };
  }
  if (req.method === 'PATCH' && path === '/v1/job-applications/a1')
    return doc({ id: 'a1', type: 'job-applications' });
  if (req.method === 'GET' && path === '/v1/reject-reasons')
    return doc([{ id: 'rr1', type: 'reject-reasons', attributes: { reason: 'Salary expectations' } }]);
  if (req.method === 'GET' && path === '/v1/job-applications') {
    const list = apps.filter((a) => a.job === req.query.get('filter[job]'));
    return doc(
      list.map((a) => ({
        id: a.id,
        type: 'job-applications',
        attributes: { 'created-at': '2026-06-01T00:00:00.000Z' },
        relationships: {
          candidate: { data: { type: 'candidates', id: a.candidate } },
          stage: { data: a.stage ? { type: 'stages', id: a.stage } : null },
        },
      })),
      undefined,
      cands.map((c) => ({
        id: c.id,
        type: 'candidates',
        attributes: { 'first-name': c.first, 'last-name': c.last, email: c.email },
      })),
    );
  }
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  teamtailorConnector(testOptions({ apiKey: KEY, baseUrl: `${server.url}/v1`, actingUserId: 'u5' }, sleeps));
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: '1',
  stage: 's2',
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: sampleCandidate(),
  ...over,
});

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cands = [];
  apps = [];
});

describe('Teamtailor connector', () => {
  it('lists jobs following links.next, with the Token header and the API version', async () => {
    const first = await connector().listJobs();
    expect(first.items.map((j) => j.id)).toEqual(['1', '2']);
    expect(first.items[0]).toEqual({ id: '1', title: 'Backend Engineer', status: 'open', location: null });
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['3']);
    expect(second.nextCursor).toBeNull();
    const req = server.requests[0]!;
    expect(req.headers.authorization).toBe(`Token token=${KEY}`);
    expect(req.headers['x-api-version']).toBe('20240404');
    expect(req.headers.accept).toBe('application/vnd.api+json');
    expect(req.query.get('page[size]')).toBe('30');
  });

  it('lists the stages of a job in their order', async () => {
    expect(await connector().listStages('1')).toEqual([
      { id: 's1', name: 'Inbox', order: 1 },
      { id: 's2', name: 'Interview', order: 2 },
    ]);
  });

  it('pushes a sourced candidate, notes as the acting user, and a job application in the stage', async () => {
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'c1',
      externalApplicationId: 'a1',
      created: true,
    });
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/candidates')!;
    expect(create.headers['content-type']).toBe('application/vnd.api+json');
    expect(create.json()).toEqual({
      data: {
        type: 'candidates',
        attributes: {
          'first-name': 'Ada',
          'last-name': 'Lovelace',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
          pitch: 'Engineer at Analytical Engines',
          'linkedin-url': 'https://linkedin.com/in/ada',
          sourced: true,
          tags: ['Talentbase', 'sourcing'],
        },
      },
    });
    const notes = server.requests
      .filter((r) => r.path === '/v1/notes')
      .map((r) => r.json() as { data: { attributes: { note: string }; relationships: unknown } });
    expect(notes.map((n) => n.data.attributes.note)).toContain('Strong on maths');
    expect(notes[0]!.data.relationships).toEqual({
      candidate: { data: { type: 'candidates', id: 'c1' } },
      user: { data: { type: 'users', id: 'u5' } },
    });
    const application = server.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/job-applications',
    )!;
    expect(application.json()).toEqual({
      data: {
        type: 'job-applications',
        attributes: { sourced: true },
        relationships: {
          candidate: { data: { type: 'candidates', id: 'c1' } },
          job: { data: { type: 'jobs', id: '1' } },
          stage: { data: { type: 'stages', id: 's2' } },
        },
      },
    });
  });

  it('a second push finds the candidate by email and the existing application', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'c1',
      externalApplicationId: 'a1',
      created: false,
    });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(cands).toHaveLength(1);
    expect(apps).toHaveLength(1);
  });

  it('moves with a PATCH of the stage relationship, lists reject reasons, pulls applicants with their candidate', async () => {
    await connector().pushCandidate(push());
    await connector().moveCandidate('a1', 's1');
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.json()).toEqual({
      data: {
        id: 'a1',
        type: 'job-applications',
        relationships: { stage: { data: { type: 'stages', id: 's1' } } },
      },
    });
    expect(await connector().listDeclineReasons()).toEqual([{ id: 'rr1', name: 'Salary expectations' }]);
    const since = new Date('2026-01-01T00:00:00Z');
    expect(await connector().pullApplicants('1', since)).toEqual([
      {
        candidateId: 'c1',
        applicationId: 'a1',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: 's2',
        appliedAt: '2026-06-01T00:00:00.000Z',
      },
    ]);
    expect(server.requests.at(-1)!.query.get('filter[created-at][from]')).toBe(since.toISOString());
  });

  transportFailureTests(() => ({ server, connector, secrets: [KEY] }));
});
