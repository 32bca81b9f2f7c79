import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bullhornConnector } from './bullhorn';
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

const USER = 'api.user';
const PASSWORD = 'bh-password-xyz987';
const CLIENT_SECRET = 'bh-client-secret-abc123';
const NOW = new Date('2026-11-27T12:00:00Z');
const JOBS = Array.from({ length: 3 }, (_, i) => ({
  id: 100 + i,
  title: `Job ${i}`,
  status: 'Accepting Candidates',
  address: { city: 'Boston' },
}));
type Cand = { id: number; firstName: string; lastName: string; email?: string };
type Sub = { id: number; candidate: number; jobOrder: number; status: string };
let cands: Cand[] = [];
let subs: Sub[] = [];
let validToken = 'bh-session-1';
let logins = 0;
let server: VendorServer;

function route(req: Recorded) {
  const p = req.path;
  if (p === '/rest-services/loginInfo')
    return req.query.get('username') === USER
      ? { json: { oauthUrl: `${server.url}/oauth`, restUrl: `${server.url}/rest-services` } }
      : { status: 400, json: { errorMessage: 'unknown user' } };
  if (p === '/oauth/authorize') {
    const qp = req.query;
    if (
      qp.get('client_id') !== 'client-1' ||
      qp.get('username') !== USER ||
      qp.get('password') !== PASSWORD ||
      qp.get('action') !== 'Login' ||
      qp.get('response_type') !== 'code'
    )
      return { status: 200, text: '<html>Login</html>' };
    return {
      status: 302,
      headers: { location: 'https://app.example/callback?code=code-42&client_id=client-1' },
    };
  }
  if (p === '/oauth/token' && req.method === 'POST') {
    const qp = req.query;
    if (
      qp.get('grant_type') !== 'authorization_code' ||
      qp.get('code') !== 'code-42' ||
      qp.get('client_secret') !== CLIENT_SECRET
    )
      return { status: 400, json: { error: 'invalid_grant' } };
    return {
      json: { access_token: 'access-1', token_type: 'Bearer', expires_in: 600, refresh_token: 'refresh-1' },
    };
  }
  if (p === '/rest-services/login' && req.method === 'POST') {
    if (req.query.get('access_token') !== 'access-1' || req.query.get('version') !== '2.0')
      return { status: 401, json: { errorMessage: 'bad token' } };
    logins += 1;
    return { json: { BhRestToken: validToken, restUrl: `${server.url}/rest-services/corp7/` } };
  }
  if (!p.startsWith('/rest-services/corp7/')) return undefined;
  if (req.headers.bhresttoken !== validToken)
    return { status: 401, json: { errorMessage: 'BhRestToken expired' } };
  const rest = p.slice('/rest-services/corp7/'.length);
  if (req.method === 'GET' && rest === 'search/JobOrder') {
    const start = Number(req.query.get('start'));
    return { json: { total: JOBS.length, start, count: 2, data: JOBS.slice(start, start + 2) } };
  }
  if (req.method === 'GET' && rest === 'meta/JobSubmission')
    return {
      json: {
        entity: 'JobSubmission',
        fields: [
          {
            name: 'status',
            options: [
              { value: 'Submitted', label: 'Submitted' },
              { value: 'Interview Scheduled', label: 'Interview Scheduled' },
            ],
          },
        ],
      },
    };
  if (req.method === 'GET' && rest === 'search/Candidate') {
    const email = /email:"([^"]+)"/.exec(req.query.get('query') ?? '')?.[1];
    const found = cands.filter((c) => c.email === email);
    return {
      json: { total: found.length, start: 0, count: found.length, data: found.map((c) => ({ id: c.id })) },
    };
  }
  if (req.method === 'PUT' && rest === 'entity/Candidate') {
    const body = req.json() as Cand;
    const c = { ...body, id: 500 + cands.length };
    cands.push(c);
    return { json: { changedEntityType: 'Candidate', changedEntityId: c.id, changeType: 'INSERT' } };
  }
  if (req.method === 'PUT' && /^file\/Candidate\/\d+$/.test(rest)) return { json: { fileId: 9 } };
  if (req.method === 'PUT' && rest === 'entity/Note')
    return { json: { changedEntityId: 77, changeType: 'INSERT' } };
  if (req.method === 'GET' && rest === 'query/JobSubmission') {
    const where = req.query.get('where') ?? '';
    const cand = /candidate\.id=(\d+)/.exec(where)?.[1];
    const job = /jobOrder\.id=(\d+)/.exec(where)![1];
    const list = subs.filter((s) => String(s.jobOrder) === job && (!cand || String(s.candidate) === cand));
    return {
      json: {
        start: 0,
        count: list.length,
        data: list.map((s) => ({
          id: s.id,
          status: s.status,
          dateAdded: Date.UTC(2026, 5, 1),
          candidate: { id: s.candidate, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
        })),
      },
    };
  }
  if (req.method === 'PUT' && rest === 'entity/JobSubmission') {
    const body = req.json() as { candidate: { id: number }; jobOrder: { id: number }; status: string };
    const s = {
      id: 900 + subs.length,
      candidate: body.candidate.id,
      jobOrder: body.jobOrder.id,
      status: body.status,
    };
    subs.push(s);
    return { json: { changedEntityId: s.id, changeType: 'INSERT' } };
  }
  if (req.method === 'POST' && rest === 'entity/JobSubmission/900')
    return { json: { changedEntityId: 900, changeType: 'UPDATE' } };
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  bullhornConnector({
    ...testOptions(
      {
        username: USER,
        password: PASSWORD,
        clientId: 'client-1',
        clientSecret: CLIENT_SECRET,
        baseUrl: server.url,
      },
      sleeps,
    ),
    now: () => NOW,
  });
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: '100',
  stage: null,
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: sampleCandidate(),
  ...over,
});
const rest = () => server.requests.filter((r) => r.path.startsWith('/rest-services/corp7/'));

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cands = [];
  subs = [];
  validToken = 'bh-session-1';
  logins = 0;
});

describe('Bullhorn connector', () => {
  it('logs in (loginInfo → authorize → token → REST login) and lists open jobs with start/count paging', async () => {
    const c = connector();
    const first = await c.listJobs();
    expect(server.requests.slice(0, 4).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /rest-services/loginInfo',
      'GET /oauth/authorize',
      'POST /oauth/token',
      'POST /rest-services/login',
    ]);
    expect(first.items.map((j) => j.id)).toEqual(['100', '101']);
    expect(first.items[0]).toEqual({
      id: '100',
      title: 'Job 0',
      status: 'Accepting Candidates',
      location: 'Boston',
    });
    expect(first.nextCursor).toBe('2');
    const second = await c.listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['102']);
    expect(second.nextCursor).toBeNull();
    expect(logins).toBe(1);
    const search = rest()[0]!;
    expect(search.headers.bhresttoken).toBe('bh-session-1');
    expect(search.query.get('query')).toBe('isOpen:1 AND isDeleted:0');
    expect(search.query.get('count')).toBe('100');
  });

  it('an expired BhRestToken logs in again once', async () => {
    const c = connector();
    await c.listJobs();
    validToken = 'bh-session-2';
    await c.listJobs();
    expect(logins).toBe(2);
  });

  it('a wrong password is an auth error without the password in it', async () => {
    const c = bullhornConnector(
      testOptions({
        username: USER,
        password: 'nope-wrong-1',
        clientId: 'client-1',
        clientSecret: CLIENT_SECRET,
        baseUrl: server.url,
      }),
    );
    const error = await caught(c.listJobs());
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain('nope-wrong-1');
  });

  it('lists submission statuses as stages', async () => {
    expect(await connector().listStages('100')).toEqual([
      { id: 'Submitted', name: 'Submitted', order: 0 },
      { id: 'Interview Scheduled', name: 'Interview Scheduled', order: 1 },
    ]);
  });

  it('pushes: candidate PUT, resume file, notes, job submission', async () => {
    expect(await connector().pushCandidate(push({ stage: 'Interview Scheduled' }))).toEqual({
      externalCandidateId: '500',
      externalApplicationId: '900',
      created: true,
    });
    const calls = rest().map((r) => `${r.method} ${r.path.replace('/rest-services/corp7/', '')}`);
    expect(calls).toEqual([
      'GET search/Candidate',
      'PUT entity/Candidate',
      'PUT file/Candidate/500',
      'PUT entity/Note',
      'PUT entity/Note',
      'PUT entity/JobSubmission',
    ]);
    const r = rest();
    expect(r[0]!.query.get('query')).toBe('email:"ada@example.com" AND isDeleted:0');
    expect(r[1]!.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '+44 20 7946 0000',
      occupation: 'Engineer',
      companyName: 'Analytical Engines',
      address: { city: 'London' },
      source: 'Talentbase',
      status: 'New Lead',
    });
    expect(r[2]!.json()).toEqual({
      externalID: 'portfolio',
      fileContent: Buffer.from(RESUME_BYTES).toString('base64'),
      fileExtension: 'pdf',
      fileType: 'SAMPLE',
      name: 'ada.pdf',
      contentType: 'application/pdf',
      type: 'Resume',
    });
    expect(r[3]!.json()).toEqual({
      personReference: { id: 500 },
      comments: 'Strong on maths',
      action: 'Other',
    });
    expect(r[5]!.json()).toEqual({
      candidate: { id: 500 },
      jobOrder: { id: 100 },
      status: 'Interview Scheduled',
      dateWebResponse: NOW.getTime(),
    });
  });

  it('a second push finds the candidate by email and the existing submission', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: '500',
      externalApplicationId: '900',
      created: false,
    });
    expect(rest().filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(cands).toHaveLength(1);
    expect(subs).toHaveLength(1);
  });

  it('moves a submission, pulls submissions of a job since a date', async () => {
    await connector().pushCandidate(push());
    await connector().moveCandidate('900', 'Interview Scheduled');
    expect(
      rest()
        .find((r) => r.method === 'POST')!
        .json(),
    ).toEqual({ status: 'Interview Scheduled' });
    const since = new Date('2026-01-01T00:00:00Z');
    expect(await connector().pullApplicants('100', since)).toEqual([
      {
        candidateId: '500',
        applicationId: '900',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: 'Submitted',
        appliedAt: '2026-06-01T00:00:00.000Z',
      },
    ]);
    expect(rest().at(-1)!.query.get('where')).toBe(`jobOrder.id=100 AND dateAdded>${since.getTime()}`);
    expect(await connector().listDeclineReasons()).toEqual([]);
  });

  transportFailureTests(() => ({ server, connector, secrets: [PASSWORD, CLIENT_SECRET] }));
});
