import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushCandidateInput } from './connector';
import { jazzhrConnector } from './jazzhr';
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

const KEY = 'jz-key-00112233aabb';
const JOBS = Array.from({ length: 101 }, (_, i) => ({
  id: `job_${i + 1}`,
  title: `Job ${i + 1}`,
  status: 'Open',
  city: 'Austin',
  state: 'TX',
}));
type Appl = {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
  apply_date: string;
  job_id?: string;
};
let applicants: Appl[] = [];
let server: VendorServer;

function route(req: Recorded) {
  const apikey = req.method === 'GET' ? req.query.get('apikey') : (req.json() as { apikey?: string }).apikey;
  if (apikey !== KEY) return { status: 401, json: { error: 'Invalid API key' } };
  let m = /^\/v1\/jobs\/page\/(\d+)$/.exec(req.path);
  if (req.method === 'GET' && m) {
    const n = Number(m[1]);
    return { json: JOBS.slice((n - 1) * 100, n * 100) };
  }
  m = /^\/v1\/applicants\/name\/(.+)$/.exec(req.path);
  if (req.method === 'GET' && m) {
    const name = decodeURIComponent(m[1]!);
    const found = applicants
      .filter((a) => `${a.first_name} ${a.last_name}` === name)
      .map(({ email: _e, ...rest }) => rest);
    return { json: found.length === 1 ? found[0] : found };
  }
  m = /^\/v1\/applicants\/job_id\/([^/]+)(?:\/from_apply_date\/([\d-]+))?\/page\/(\d+)$/.exec(req.path);
  if (req.method === 'GET' && m) {
    const list = applicants.filter((a) => a.job_id === m![1] && (!m![2] || a.apply_date >= m![2]));
    return { json: list.length === 1 ? list[0] : list };
  }
  m = /^\/v1\/applicants\/([^/]+)$/.exec(req.path);
  if (req.method === 'GET' && m) return { json: applicants.find((a) => a.id === m![1]) ?? {} };
  if (req.method === 'POST' && req.path === '/v1/applicants') {
    const body = req.json() as Record<string, string>;
    const a = {
      id: `prospect_${applicants.length + 1}`,
      first_name: body.first_name!,
      last_name: body.last_name!,
      email: body.email,
      apply_date: '2026-06-01',
      job_id: body.job,
    };
    applicants.push(a);
    return { json: { prospect_id: a.id } };
  }
  if (req.method === 'POST' && req.path === '/v1/notes') return { json: { note_id: 'n1' } };
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  jazzhrConnector(testOptions({ apiKey: KEY, baseUrl: `${server.url}/v1`, actingUserId: 'usr_1' }, sleeps));
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'job_1',
  stage: null,
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
  applicants = [];
});

describe('JazzHR connector', () => {
  it('lists jobs 100 a page with the apikey parameter; a full page asks for the next', async () => {
    const first = await connector().listJobs();
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toEqual({ id: 'job_1', title: 'Job 1', status: 'Open', location: 'Austin, TX' });
    expect(first.nextCursor).toBe('2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['job_101']);
    expect(second.nextCursor).toBeNull();
    expect(server.requests[0]!.path).toBe('/v1/jobs/page/1');
    expect(server.requests[0]!.query.get('apikey')).toBe(KEY);
  });

  it('pushes an applicant with the resume as base64-resume and the key in the body, then notes', async () => {
    expect(await connector().pushCandidate(push({ stage: 'wf_3' }))).toEqual({
      externalCandidateId: 'prospect_1',
      created: true,
    });
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/applicants')!;
    expect(create.json()).toEqual({
      apikey: KEY,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      address: 'London',
      linkedin: 'https://linkedin.com/in/ada',
      job: 'job_1',
      workflow_step_id: 'wf_3',
      source: 'Talentbase',
      'base64-resume': Buffer.from(RESUME_BYTES).toString('base64'),
    });
    const notes = server.requests.filter((r) => r.path === '/v1/notes').map((r) => r.json());
    expect(notes).toEqual([
      {
        apikey: KEY,
        applicant_id: 'prospect_1',
        user_id: 'usr_1',
        contents: 'Engineer at Analytical Engines',
        security: '0',
      },
      {
        apikey: KEY,
        applicant_id: 'prospect_1',
        user_id: 'usr_1',
        contents: 'Strong on maths',
        security: '0',
      },
    ]);
  });

  it('a second push finds the applicant by name and matching email (single result as an object)', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'prospect_1',
      created: false,
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/applicants/name/Ada%20Lovelace',
      'GET /v1/applicants/prospect_1',
    ]);
    expect(applicants).toHaveLength(1);
  });

  it('a namesake with another email is a different person', async () => {
    await connector().pushCandidate(push());
    const other = await connector().pushCandidate(
      push({ candidate: { ...sampleCandidate(), emails: ['other.ada@example.com'] } }),
    );
    expect(other.created).toBe(true);
    expect(applicants).toHaveLength(2);
  });

  it('pulls applicants of a job from a date; stages, moves and reasons are not in the published API', async () => {
    await connector().pushCandidate(push());
    const applicantsOut = await connector().pullApplicants('job_1', new Date('2026-01-01T00:00:00Z'));
    expect(applicantsOut).toEqual([
      {
        candidateId: 'prospect_1',
        applicationId: null,
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: null,
        appliedAt: '2026-06-01',
      },
    ]);
    expect(server.requests.at(-1)!.path).toBe(
      '/v1/applicants/job_id/job_1/from_apply_date/2026-01-01/page/1',
    );
    expect(await connector().listStages('job_1')).toEqual([]);
    expect(await connector().listDeclineReasons()).toEqual([]);
    expect((await caught(connector().moveCandidate('prospect_1', 'x'))).kind).toBe('invalid');
  });

  it('no error message carries the key even though it travels in the query string', async () => {
    server.inject({ status: 404, json: { error: `no such job for apikey=${KEY}` } });
    const error = await caught(connector().listJobs());
    expect(error.kind).toBe('not_found');
    expect(error.message).not.toContain(KEY);
  });

  transportFailureTests(() => ({ server, connector, secrets: [KEY] }));
});
