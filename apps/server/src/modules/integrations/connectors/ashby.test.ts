import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ashbyConnector } from './ashby';
import type { PushCandidateInput } from './connector';
import {
  caught,
  parseMultipart,
  RESUME_BYTES,
  type Recorded,
  sampleCandidate,
  startVendorServer,
  testOptions,
  transportFailureTests,
  type VendorServer,
} from './test-support/vendor-server';

const KEY = 'ashby-key-0f0e0d0c';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const JOBS = [
  { id: 'j1', title: 'Backend Engineer', status: 'Open', locationName: 'Berlin' },
  { id: 'j2', title: 'Designer', status: 'Open' },
  { id: 'j3', title: 'Recruiter', status: 'Closed', locationName: 'Remote' },
];
type Cand = { id: string; name: string; email?: string; applicationIds: string[] };
type App = { id: string; candidateId: string; jobId: string; stageId: string };
let cands: Cand[] = [];
let apps: App[] = [];
let server: VendorServer;

const ok = (results: unknown, more?: { moreDataAvailable: boolean; nextCursor?: string }) => ({
  json: { success: true, results, ...(more ?? {}) },
});

function route(req: Recorded) {
  if (req.headers.authorization !== BASIC)
    return { status: 401, json: { success: false, errors: ['invalid_api_key'] } };
  if (req.method !== 'POST') return { status: 405, json: { success: false } };
  if (req.path === '/candidate.uploadResume') {
    const parts = parseMultipart(req);
    return ok({ candidateId: parts.find((p) => p.name === 'candidateId')?.data.toString() });
  }
  const body = req.json() as Record<string, unknown>;
  switch (req.path) {
    case '/job.list': {
      const start = body.cursor ? Number(body.cursor) : 0;
      const slice = JOBS.slice(start, start + 2);
      return ok(
        slice,
        start + 2 < JOBS.length
          ? { moreDataAvailable: true, nextCursor: String(start + 2) }
          : { moreDataAvailable: false },
      );
    }
    case '/job.info':
      return body.id === 'j1'
        ? ok({ id: 'j1', interviewPlanIds: ['plan-1'] })
        : { json: { success: false, errorInfo: { code: 'job_not_found', message: 'Job not found' } } };
    case '/interviewStage.list':
      return ok([
        { id: 's1', title: 'Application Review', orderInInterviewPlan: 0 },
        { id: 's2', title: 'Phone Screen', orderInInterviewPlan: 1 },
        { id: 's9', title: 'Archived', orderInInterviewPlan: 9, type: 'Archived' },
      ]);
    case '/candidate.search':
      return ok(cands.filter((c) => c.email === body.email));
    case '/candidate.create': {
      const cand = {
        id: `c${cands.length + 1}`,
        name: String(body.name),
        email: body.email as string,
        applicationIds: [],
      };
      cands.push(cand);
      return ok(cand);
    }
    case '/candidate.createNote':
      return ok({ id: 'note-1' });
    case '/candidate.info':
      return ok(cands.find((c) => c.id === body.id));
    case '/application.info': {
      const app = apps.find((a) => a.id === body.applicationId)!;
      return ok({ id: app.id, job: { id: app.jobId } });
    }
    case '/application.create': {
      const app = {
        id: `a${apps.length + 1}`,
        candidateId: String(body.candidateId),
        jobId: String(body.jobId),
        stageId: String(body.interviewStageId ?? 's1'),
      };
      apps.push(app);
      cands.find((c) => c.id === app.candidateId)!.applicationIds.push(app.id);
      return ok({ id: app.id });
    }
    case '/application.changeStage':
      if (body.archiveReasonId !== undefined && body.archiveReasonId !== 'ar1')
        return {
          json: { success: false, errorInfo: { code: 'invalid_input', message: 'Unknown archive reason' } },
        };
      return ok({ id: body.applicationId });
    case '/archiveReason.list':
      return ok([
        { id: 'ar1', text: 'Not a fit', reasonType: 'RejectedByOrg', isArchived: false },
        { id: 'ar0', text: 'Old', isArchived: true },
      ]);
    case '/application.list':
      return ok(
        apps
          .filter((a) => a.jobId === body.jobId)
          .map((a) => ({
            id: a.id,
            candidate: {
              id: a.candidateId,
              name: 'Ada Lovelace',
              primaryEmailAddress: { value: 'ada@example.com' },
            },
            currentInterviewStage: { id: a.stageId },
            createdAt: '2026-06-01T00:00:00.000Z',
          })),
        { moreDataAvailable: false },
      );
  }
  return undefined;
}

const connector = (sleeps: number[] = []) =>
  ashbyConnector(testOptions({ apiKey: KEY, baseUrl: server.url, signingSecret: 'ashsec' }, sleeps));
const push = (over: Partial<PushCandidateInput> = {}): PushCandidateInput => ({
  job: 'j1',
  stage: 's2',
  idempotencyKey: `k-${crypto.randomUUID()}`,
  candidate: sampleCandidate(),
  ...over,
});
const calls = () => server.requests.map((r) => r.path);

beforeAll(async () => {
  server = await startVendorServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  cands = [];
  apps = [];
});

describe('Ashby connector', () => {
  it('lists jobs with cursor paging (moreDataAvailable/nextCursor), all calls POST with Basic auth', async () => {
    const first = await connector().listJobs();
    expect(first.items.map((j) => j.id)).toEqual(['j1', 'j2']);
    expect(first.items[0]).toEqual({
      id: 'j1',
      title: 'Backend Engineer',
      status: 'Open',
      location: 'Berlin',
    });
    expect(first.nextCursor).toBe('2');
    const second = await connector().listJobs({ cursor: first.nextCursor });
    expect(second.items.map((j) => j.id)).toEqual(['j3']);
    expect(second.nextCursor).toBeNull();
    expect(server.requests[1]!.json()).toEqual({ limit: 100, cursor: '2' });
    expect(server.requests.every((r) => r.method === 'POST' && r.headers.authorization === BASIC)).toBe(true);
  });

  it('lists the stages of the job interview plan', async () => {
    expect(await connector().listStages('j1')).toEqual([
      { id: 's1', name: 'Application Review', order: 0 },
      { id: 's2', name: 'Phone Screen', order: 1 },
      { id: 's9', name: 'Archived', order: 9 },
    ]);
    expect(server.requests[1]!.json()).toEqual({ interviewPlanId: 'plan-1', limit: 100 });
  });

  it('a refusal answered as success:false is a typed error', async () => {
    const error = await caught(connector().listStages('nope'));
    expect(error.kind).toBe('not_found');
    expect(error.message).toContain('Job not found');
  });

  it('pushes: search, create, resume upload (multipart), notes, application in the stage', async () => {
    const result = await connector().pushCandidate(push());
    expect(result).toEqual({ externalCandidateId: 'c1', externalApplicationId: 'a1', created: true });
    expect(calls()).toEqual([
      '/candidate.search',
      '/candidate.create',
      '/candidate.uploadResume',
      '/candidate.createNote',
      '/candidate.createNote',
      '/candidate.createNote',
      '/application.create',
    ]);
    expect(server.requests[1]!.json()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0000',
      linkedInUrl: 'https://linkedin.com/in/ada',
      website: 'https://ada.dev',
    });
    const parts = parseMultipart(server.requests[2]!);
    expect(parts.find((p) => p.name === 'candidateId')!.data.toString()).toBe('c1');
    const file = parts.find((p) => p.name === 'resume')!;
    expect(file.filename).toBe('ada.pdf');
    expect(new Uint8Array(file.data)).toEqual(RESUME_BYTES);
    expect(server.requests[4]!.json()).toEqual({
      candidateId: 'c1',
      note: 'Strong on maths',
      sendNotifications: false,
    });
    expect(server.requests[6]!.json()).toEqual({ candidateId: 'c1', jobId: 'j1', interviewStageId: 's2' });
  });

  it('a second push finds the candidate and the application: no create', async () => {
    await connector().pushCandidate(push());
    server.reset();
    expect(await connector().pushCandidate(push())).toEqual({
      externalCandidateId: 'c1',
      externalApplicationId: 'a1',
      created: false,
    });
    expect(calls()).toEqual(['/candidate.search', '/candidate.info', '/application.info']);
    expect(cands).toHaveLength(1);
    expect(apps).toHaveLength(1);
  });

  it('an existing candidate pushed to another job gets one new application', async () => {
    await connector().pushCandidate(push());
    const res = await connector().pushCandidate(push({ job: 'j2', stage: null }));
    expect(res).toEqual({ externalCandidateId: 'c1', externalApplicationId: 'a2', created: false });
    expect(cands).toHaveLength(1);
  });

  it('archives an application: its job’s Archived stage, with the archive reason', async () => {
    await connector().pushCandidate(push());
    server.reset();
    await connector().rejectApplication!('a1', 'ar1');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/application.info',
      '/job.info',
      '/interviewStage.list',
      '/application.changeStage',
    ]);
    expect(server.requests.at(-1)!.json()).toEqual({
      applicationId: 'a1',
      interviewStageId: 's9',
      archiveReasonId: 'ar1',
    });
    const refused = await caught(connector().rejectApplication!('a1', 'nope'));
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toMatch(/Ashby refused application.changeStage: Unknown archive reason/);
    expect((await caught(connector().rejectApplication!('a1', null))).kind).toBe('invalid');
  });

  it('changes the stage, lists archive reasons, pulls applicants since a date', async () => {
    await connector().pushCandidate(push());
    await connector().moveCandidate('a1', 's1');
    expect(server.requests.at(-1)!.json()).toEqual({ applicationId: 'a1', interviewStageId: 's1' });
    expect(await connector().listDeclineReasons()).toEqual([{ id: 'ar1', name: 'Not a fit' }]);
    const since = new Date('2026-01-01T00:00:00Z');
    expect(await connector().pullApplicants('j1', since)).toEqual([
      {
        candidateId: 'c1',
        applicationId: 'a1',
        name: 'Ada Lovelace',
        emails: ['ada@example.com'],
        stageId: 's2',
        appliedAt: '2026-06-01T00:00:00.000Z',
      },
    ]);
    expect(server.requests.at(-1)!.json()).toEqual({
      jobId: 'j1',
      createdAfter: since.getTime(),
      limit: 100,
    });
  });

  it('verifies the Ashby-Signature header', () => {
    const body = '{"action":"applicationSubmit"}';
    const sig = crypto.createHmac('sha256', 'ashsec').update(body).digest('hex');
    expect(
      connector().verifyWebhook?.({ headers: { 'ashby-signature': `sha256=${sig}` }, rawBody: body }),
    ).toBe(true);
    expect(
      connector().verifyWebhook?.({ headers: { 'ashby-signature': `sha256=${sig}` }, rawBody: '{}' }),
    ).toBe(false);
  });

  transportFailureTests(() => ({
    server,
    connector,
    secrets: [KEY, Buffer.from(`${KEY}:`).toString('base64')],
  }));
});
