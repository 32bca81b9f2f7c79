import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
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
import { workableBase, workableConnector } from './workable';

const TOKEN = 'wk-token-1234abcd5678';
const JOBS = [
  {
    id: '1',
    shortcode: 'AB12',
    title: 'Backend Engineer',
    state: 'published',
    location: { location_str: 'Berlin, Germany' },
  },
  { id: '2', shortcode: 'CD34', title: 'Designer', state: 'published' },
  { id: '3', shortcode: 'EF56', title: 'Recruiter', state: 'published' },
];
type Cand = {
  id: string;
  name: string;
  email?: string;
  stage: string;
  created_at: string;
  shortcode: string | null;
};
let cands: Cand[] = [];
let server: VendorServer;

function route(req: Recorded) {
  if (req.headers.authorization !== `Bearer ${TOKEN}`)
    return { status: 401, json: { error: 'Not authorized' } };
  if (req.method === 'GET' && req.path === '/spi/v3/jobs') {
    const since = Number(req.query.get('since_id') ?? '0');
    const slice = JOBS.filter((j) => Number(j.id) > since).slice(0, 2);
    const last = slice.at(-1);
    const more = last && JOBS.some((j) => Number(j.id) > Number(last.id));
    return {
      json: {
        jobs: slice,
        ...(more ? { paging: { next: `${server.url}/spi/v3/jobs?limit=2&since_id=${last!.id}` } } : {}),
      },
    };
  }
  if (req.method === 'GET' && req.path === '/spi/v3/jobs/AB12/stages')
    return {
      json: {
        stages: [
          { slug: 'sourced', name: 'Sourced', kind: 'sourced', position: 0 },
          { slug: 'applied', name: 'Applied', kind: 'applied', position: 1 },
        ],
      },
    };
  if (req.method === 'GET' && req.path === '/spi/v3/candidates') {
    const email = req.query.get('email');
    const sc = req.query.get('shortcode');
    return { json: { candidates: cands.filter((c) => c.email === email && (!sc || c.shortcode === sc)) } };
  }
  if (
    req.method === 'POST' &&
    (req.path === '/spi/v3/jobs/AB12/candidates' || req.path === '/spi/v3/talent_pool/candidates')
  ) {
    const body = req.json() as { candidate: { name: string; email?: string }; stage?: string };
    const c = {
      id: `wk${cands.length + 1}`,
      name: body.candidate.name,
      email: body.candidate.email,
      stage: body.stage ?? 'applied',
      created_at: '2026-06-01T00:00:00Z',
      shortcode: req.path.includes('AB12') ? 'AB12' : null,
    };
    cands.push(c);
    return { status: 201, json: { status: 'created', candidate: c } };
  }
  if (req.method === 'POST' && req.path === '/spi/v3/candidates/gone/disqualify')
    return { status: 404, json: { error: 'Not found' } };
  if (req.method === 'POST' && /^\/spi\/v3\/candidates\/[^/]+\/(comments|move|disqualify)$/.test(req.path))
    return { status: 200, json: {} };
  if (req.method === 'GET' && req.path === '/spi/v3/disqualification_reasons')
    return { json: { disqualification_reasons: [{ id: 'd1', name: 'Not enough experience' }] } };
  if (req.method === 'GET' && req.path === '/spi/v3/jobs/AB12/candidates') {
    const all = cands.filter((c) => c.shortcode === 'AB12');
    const second = req.query.get('since_id') === 'x';
    return {
      json: {
        candidates: second ? all.slice(1) : all.slice(0, 1),
        ...(all.length > 1 && !second
          ? { paging: { next: `${server.url}/spi/v3/jobs/AB12/candidates?since_id=x` } }
          : {}),
      },
    };
  }
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  workableConnector(
    testOptions({ apiKey: TOKEN, baseUrl: `${server.url}/spi/v3`, actingUserId: 'm-9' }, sleeps),
  );
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'AB12',
  stage: 'sourced',
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
});

describe('Workable connector', () => {
  it('builds the account base URL from the subdomain and refuses a malformed one', () => {
    expect(workableBase({ subdomain: 'Acme' })).toBe('https://acme.workable.com/spi/v3');
    expect(() => workableBase({ subdomain: 'evil.com/x' })).toThrow(/subdomain/);
  });

  it('lists published jobs by shortcode following paging.next, with the Bearer token', async () => {
    const first = await connector().listJobs();
    expect(first.items).toEqual([
      { id: 'AB12', title: 'Backend Engineer', status: 'published', location: 'Berlin, Germany' },
      { id: 'CD34', title: 'Designer', status: 'published', location: null },
    ]);
    expect(first.nextCursor).toContain('since_id=2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['EF56']);
    expect(second.nextCursor).toBeNull();
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(server.requests[0]!.query.get('state')).toBe('published');
  });

  it('lists the stages of a job by slug', async () => {
    expect(await connector().listStages('AB12')).toEqual([
      { id: 'sourced', name: 'Sourced', order: 0 },
      { id: 'applied', name: 'Applied', order: 1 },
    ]);
  });

  it('pushes a sourced candidate with the resume as base64 into the stage, then the notes as comments', async () => {
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'wk1',
      externalApplicationId: 'wk1',
      created: true,
    });
    const create = server.requests.find(
      (r) => r.method === 'POST' && r.path === '/spi/v3/jobs/AB12/candidates',
    )!;
    expect(create.headers['content-type']).toBe('application/json');
    expect(create.json()).toEqual({
      sourced: true,
      stage: 'sourced',
      candidate: {
        name: 'Ada Lovelace',
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        headline: 'Engineer at Analytical Engines',
        address: 'London',
        summary: 'Strong on maths',
        domain: 'Talentbase',
        social_profiles: [{ type: 'linkedin', url: 'https://linkedin.com/in/ada' }],
        resume: { name: 'ada.pdf', data: Buffer.from(RESUME_BYTES).toString('base64') },
      },
    });
    const comment = server.requests.find((r) => r.path === '/spi/v3/candidates/wk1/comments')!;
    expect(comment.json()).toEqual({ member_id: 'm-9', comment: { body: 'Strong on maths' } });
  });

  it('a second push finds the candidate on the job by email', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'wk1',
      externalApplicationId: 'wk1',
      created: false,
    });
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(server.requests[0]!.query.get('shortcode')).toBe('AB12');
  });

  it('without a job the candidate goes to the talent pool', async () => {
    const res = await connector().pushCandidate(push({ job: null, stage: null }));
    expect(res).toEqual({ externalCandidateId: 'wk1', created: true });
    expect(server.requests.some((r) => r.path === '/spi/v3/talent_pool/candidates')).toBe(true);
  });

  it('disqualifies a candidate as the acting member with the reason Workable knows by name', async () => {
    await connector().rejectApplication!('wk1', 'd1');
    const disqualify = server.requests.find((r) => r.path === '/spi/v3/candidates/wk1/disqualify')!;
    expect(disqualify.method).toBe('POST');
    expect(disqualify.json()).toEqual({ member_id: 'm-9', disqualification_reason: 'Not enough experience' });
    const unknown = await caught(connector().rejectApplication!('wk1', 'd9'));
    expect(unknown.kind).toBe('not_found');
    expect((await caught(connector().rejectApplication!('gone', 'd1'))).kind).toBe('not_found');
  });

  it('moves as the acting member, lists disqualification reasons, pulls applicants across pages', async () => {
    await connector().pushCandidate(push());
    await connector().pushCandidate(
      push({ candidate: { ...sampleCandidate(), name: 'Grace Hopper', emails: ['grace@example.com'] } }),
    );
    await connector().moveCandidate('wk1', 'applied');
    expect(server.requests.find((r) => r.path === '/spi/v3/candidates/wk1/move')!.json()).toEqual({
      member_id: 'm-9',
      target_stage: 'applied',
    });
    expect(await connector().listDeclineReasons()).toEqual([{ id: 'd1', name: 'Not enough experience' }]);
    const since = new Date('2026-01-01T00:00:00Z');
    const applicants = await connector().pullApplicants('AB12', since);
    expect(applicants.map((a) => a.candidateId)).toEqual(['wk1', 'wk2']);
    expect(
      server.requests
        .find((r) => r.path === '/spi/v3/jobs/AB12/candidates' && r.method === 'GET')!
        .query.get('created_after'),
    ).toBe(since.toISOString());
  });

  it('a move without an acting member is refused before any call', async () => {
    const c = workableConnector(testOptions({ apiKey: TOKEN, baseUrl: `${server.url}/spi/v3` }));
    expect((await caught(c.moveCandidate('wk1', 'applied'))).kind).toBe('invalid');
    expect(server.requests).toHaveLength(0);
  });

  it('X-Rate-Limit-Reset is honoured when Retry-After is absent', async () => {
    const sleeps: number[] = [];
    server.inject({
      status: 429,
      headers: { 'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 3) },
    });
    await connector(sleeps).listJobs();
    expect(sleeps[0]).toBeGreaterThan(1000);
    expect(sleeps[0]).toBeLessThanOrEqual(3000);
  });

  transportFailureTests(() => ({ server, connector, secrets: [TOKEN] }));
});
