import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import { greenhouseConnector } from './greenhouse';
import {
  caught,
  type Recorded,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';

const KEY = 'gh-harvest-key-5f1e2d';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const JOBS = [
  { id: 101, name: 'Backend Engineer', status: 'open', offices: [{ name: 'Berlin' }] },
  { id: 102, name: 'Designer', status: 'open', offices: [] },
  { id: 103, name: 'Recruiter', status: 'closed', offices: [{ name: 'Remote' }] },
];
type Cand = {
  id: number;
  first_name: string;
  last_name: string;
  email_addresses: { value: string }[];
  applications: unknown[];
};
let candidates: Cand[] = [];
let server: VendorServer;

function route(req: Recorded) {
  if (req.headers.authorization !== BASIC)
    return { status: 401, json: { message: 'Invalid Basic Auth credentials' } };
  const page = Number(req.query.get('page') ?? '1');
  if (req.method === 'GET' && req.path === '/v1/jobs') {
    const slice = JOBS.slice((page - 1) * 2, page * 2);
    const headers: Record<string, string> = {};
    if (page * 2 < JOBS.length)
      headers.link = `<${server.url}/v1/jobs?page=${page + 1}&per_page=2>; rel="next", <${server.url}/v1/jobs?page=2&per_page=2>; rel="last"`;
    return { headers, json: slice };
  }
  if (req.method === 'GET' && req.path === '/v1/jobs/101/stages')
    return {
      json: [
        { id: 9001, name: 'Application Review', priority: 0 },
        { id: 9002, name: 'Phone Screen', priority: 1 },
      ],
    };
  if (req.method === 'GET' && req.path === '/v1/candidates') {
    const email = req.query.get('email');
    if (email) return { json: candidates.filter((c) => c.email_addresses.some((e) => e.value === email)) };
    return { json: candidates };
  }
  if (req.method === 'POST' && req.path === '/v1/candidates') {
    if (!req.headers['on-behalf-of']) return { status: 403, json: { message: 'On-Behalf-Of required' } };
    const body = req.json() as Omit<Cand, 'applications'> & { applications: { job_id: number }[] };
    const id = 5000 + candidates.length;
    const cand = {
      ...body,
      id,
      applications: body.applications.map((a, i) => ({
        id: 7000 + i,
        jobs: [{ id: a.job_id }],
        current_stage: { id: 9001 },
      })),
    };
    candidates.push(cand);
    return { status: 201, json: cand };
  }
  if (req.method === 'POST' && req.path === '/v1/prospects') {
    const id = 5000 + candidates.length;
    candidates.push({ ...(req.json() as Cand), id, applications: [] });
    return { status: 201, json: { id, applications: [{ id: 7100, prospect: true, jobs: [] }] } };
  }
  if (req.method === 'POST' && /^\/v1\/candidates\/\d+\/(attachments|activity_feed\/notes)$/.test(req.path))
    return { status: 201, json: { id: 1 } };
  if (req.method === 'GET' && req.path === '/v1/applications/7000')
    return { json: { id: 7000, current_stage: { id: 9001 } } };
  if (req.method === 'POST' && req.path === '/v1/applications/7000/move') return { json: { id: 7000 } };
  if (req.method === 'POST' && req.path === '/v1/applications/7000/reject') {
    const body = req.json() as { rejection_reason_id?: number };
    if (body.rejection_reason_id !== undefined && body.rejection_reason_id !== 1)
      return { status: 422, json: { errors: [{ message: 'Rejection reason is invalid' }] } };
    return { json: { id: 7000, status: 'rejected' } };
  }
  if (req.method === 'POST' && req.path === '/v1/applications/7999/reject')
    return { status: 404, json: { message: 'Resource not found' } };
  if (req.method === 'GET' && req.path === '/v1/rejection_reasons')
    return { json: [{ id: 1, name: 'Lacking skill(s)', type: { id: 1, name: 'We rejected them' } }] };
  return undefined;
}

const connector = (sleeps: number[] = [], extra: Partial<{ actingUserId: string }> = {}) =>
  greenhouseConnector(
    testOptions(
      { apiKey: KEY, baseUrl: `${server.url}/v1`, actingUserId: '42', signingSecret: 'whsec', ...extra },
      sleeps,
    ),
  );

const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: '101',
  stage: '9002',
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: {
    name: 'Ada Lovelace',
    emails: ['ada@example.com'],
    phones: ['+44 20 7946 0000'],
    title: 'Engineer',
    company: 'Analytical Engines',
    location: 'London',
    links: ['https://linkedin.com/in/ada', 'https://ada.dev'],
    resume: {
      filename: 'ada.pdf',
      contentType: 'application/pdf',
      bytes: new Uint8Array([37, 80, 68, 70, 0, 255]),
    },
    notes: ['Strong on maths'],
    source: { name: 'Talentbase', medium: 'sourcing' },
  },
  ...over,
});

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  candidates = [];
});

describe('Greenhouse Harvest connector', () => {
  it('lists jobs page by page following the Link header, with Basic auth', async () => {
    const first = await connector().listJobs();
    expect(first.items.map((j) => j.id)).toEqual(['101', '102']);
    expect(first.items[0]).toEqual({
      id: '101',
      title: 'Backend Engineer',
      status: 'open',
      location: 'Berlin',
    });
    expect(first.nextCursor).toContain('page=2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['103']);
    expect(second.nextCursor).toBeNull();
    expect(server.requests[0]!.headers.authorization).toBe(BASIC);
    expect(server.requests[0]!.query.get('per_page')).toBe('100');
  });

  it('refuses a next-page cursor on another host (the key would go with it)', async () => {
    const error = await caught(connector().listJobs({ cursor: 'https://evil.example/v1/jobs?page=2' }));
    expect(error.kind).toBe('invalid');
    expect(server.requests).toHaveLength(0);
  });

  it('lists the stages of a job', async () => {
    expect(await connector().listStages('101')).toEqual([
      { id: '9001', name: 'Application Review', order: 0 },
      { id: '9002', name: 'Phone Screen', order: 1 },
    ]);
  });

  it('pushes a candidate with an application, the resume as base64 and the notes, On-Behalf-Of set', async () => {
    const result = await connector().pushCandidate(push());
    expect(result).toEqual({ externalCandidateId: '5000', externalApplicationId: '7000', created: true });
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/candidates')!;
    expect(create.headers['on-behalf-of']).toBe('42');
    expect(create.headers['content-type']).toBe('application/json');
    expect(create.json()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: 'Analytical Engines',
      title: 'Engineer',
      phone_numbers: [{ value: '+44 20 7946 0000', type: 'mobile' }],
      email_addresses: [{ value: 'ada@example.com', type: 'personal' }],
      addresses: [{ value: 'London', type: 'home' }],
      website_addresses: [{ value: 'https://ada.dev', type: 'personal' }],
      social_media_addresses: [{ value: 'https://linkedin.com/in/ada' }],
      applications: [{ job_id: 101, initial_stage_id: 9002 }],
    });
    const attachment = server.requests.find((r) => r.path === '/v1/candidates/5000/attachments')!;
    expect(attachment.json()).toEqual({
      filename: 'ada.pdf',
      type: 'resume',
      content: Buffer.from([37, 80, 68, 70, 0, 255]).toString('base64'),
      content_type: 'application/pdf',
    });
    const notes = server.requests.filter((r) => r.path === '/v1/candidates/5000/activity_feed/notes');
    expect(notes.map((n) => n.json())).toEqual([
      { user_id: 42, body: 'Strong on maths', visibility: 'public' },
      { user_id: 42, body: 'Source: Talentbase (sourcing)', visibility: 'public' },
    ]);
  });

  it('a second push (new key) finds the candidate by email and creates nothing', async () => {
    await connector().pushCandidate(push());
    server.reset();
    const again = await connector().pushCandidate(push());
    expect(again).toEqual({ externalCandidateId: '5000', externalApplicationId: '7000', created: false });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(candidates).toHaveLength(1);
  });

  it('the same idempotency key twice calls Greenhouse once', async () => {
    const c = connector();
    const input = push();
    await c.pushCandidate(input);
    const count = server.requests.length;
    expect((await c.pushCandidate(input)).created).toBe(false);
    expect(server.requests.length).toBe(count);
  });

  it('without a job the candidate goes in as a prospect', async () => {
    const res = await connector().pushCandidate(push({ job: null, stage: null }));
    expect(res.created).toBe(true);
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/v1/prospects')).toBe(true);
  });

  it('a write without the acting user is refused before any call', async () => {
    const error = await caught(
      connector([], { actingUserId: '' }).pushCandidate(
        push({ candidate: { ...push().candidate, emails: [] } }),
      ),
    );
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/On-Behalf-Of/);
  });

  it('moves an application from its current stage', async () => {
    await connector().moveCandidate('7000', '9002');
    const move = server.requests.find((r) => r.path === '/v1/applications/7000/move')!;
    expect(move.json()).toEqual({ from_stage_id: 9001, to_stage_id: 9002 });
    expect(move.headers['on-behalf-of']).toBe('42');
  });

  it('rejects an application with a rejection reason and notes, On-Behalf-Of set', async () => {
    await connector().rejectApplication!('7000', '1', 'Looking for more Go');
    const reject = server.requests.find((r) => r.path === '/v1/applications/7000/reject')!;
    expect(reject.method).toBe('POST');
    expect(reject.json()).toEqual({ rejection_reason_id: 1, notes: 'Looking for more Go' });
    expect(reject.headers['on-behalf-of']).toBe('42');
    expect(reject.headers.authorization).toBe(BASIC);
  });

  it('a reason Greenhouse refuses, or an application it does not have, is an error naming Greenhouse', async () => {
    const invalid = await caught(connector().rejectApplication!('7000', '99'));
    expect(invalid.kind).toBe('invalid');
    expect(invalid.message).toMatch(/Greenhouse/);
    const missing = await caught(connector().rejectApplication!('7999', '1'));
    expect(missing.kind).toBe('not_found');
  });

  it('lists rejection reasons and pulls applicants of a job', async () => {
    expect(await connector().listDeclineReasons()).toEqual([{ id: '1', name: 'Lacking skill(s)' }]);
    await connector().pushCandidate(push());
    const since = new Date('2026-01-01T00:00:00Z');
    const applicants = await connector().pullApplicants('101', since);
    expect(applicants).toEqual([
      expect.objectContaining({
        candidateId: '5000',
        applicationId: '7000',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
      }),
    ]);
    const pull = server.requests.at(-1)!;
    expect(pull.query.get('job_id')).toBe('101');
    expect(pull.query.get('created_after')).toBe(since.toISOString());
  });

  it('verifies a webhook signature', () => {
    const body = '{"action":"ping"}';
    const sig = crypto.createHmac('sha256', 'whsec').update(body).digest('hex');
    const c = connector();
    expect(c.verifyWebhook?.({ headers: { signature: `sha256 ${sig}` }, rawBody: body })).toBe(true);
    expect(c.verifyWebhook?.({ headers: { signature: `sha256 ${sig}` }, rawBody: `${body} ` })).toBe(false);
    expect(c.verifyWebhook?.({ headers: {}, rawBody: body })).toBe(false);
  });

  transportFailureTests(() => ({
    server,
    connector,
    secrets: [KEY, Buffer.from(`${KEY}:`).toString('base64')],
  }));
});
