/**
 * Importing a job's applicants from its linked ATS job, and the ATS-shaped calls routed to that
 * ATS, against real PostgreSQL and a local Greenhouse Harvest server: N applicants imported, a
 * second import adds only the new ones and updates stages, stages and decline reasons come from
 * the ATS, a move forward moves the application in the ATS and is recorded here, a 500 or 429 is
 * retried and then explained, refused credentials fail without the key, another team's job is 404
 * and a screener may not import.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../../jobs/queue';
import { JOBS } from '../../../jobs/registry';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import {
  type Recorded,
  startVendorServer,
  type VendorServer,
} from '../../integrations/connectors/test-support/vendor-server';
import { credentialsAad } from '../../integrations/integrations.service';
import { createFileStorage } from '../../storage/file-storage';
import { runAtsImport } from './import-run';
import { queueScheduledImports } from './import-sweep';

const KEY = 'gh-import-Key-1a2b3c4d5e6f';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const box = createSecretBox(crypto.randomBytes(32));
const MATCH = '/api/tb-v2/v1/applicant-match';
const DESCRIPTION = `Backend Engineer

Requirements:
- 3+ years of Go and PostgreSQL`;

type GhCandidate = {
  id: number;
  first_name: string;
  last_name: string;
  email_addresses: { value: string }[];
  applications: {
    id: number;
    jobs: { id: number }[];
    current_stage: { id: number } | null;
    applied_at: string;
  }[];
};
const ghCandidates: GhCandidate[] = [];
const moves: { applicationId: string; from: number; to: number }[] = [];
const rejects: { applicationId: string; reasonId: number; onBehalfOf: string | undefined }[] = [];
/** What Greenhouse answers a reject with, when a test wants it to refuse. */
let rejectFailure: { status: number; json?: unknown; text?: string } | null = null;

function applicant(id: number, first: string, last: string, email: string | null, stage = 9001): GhCandidate {
  return {
    id,
    first_name: first,
    last_name: last,
    email_addresses: email ? [{ value: email }] : [],
    applications: [
      {
        id: id + 1000,
        jobs: [{ id: 101 }],
        current_stage: { id: stage },
        applied_at: '2026-11-01T10:00:00Z',
      },
    ],
  };
}

const ADA_RESUME = `Ada Lovelace
ada@example.com

EXPERIENCE
Backend Engineer, Analytical Engines, 2019 - 2024
Built Go and PostgreSQL services.

SKILLS
Go, PostgreSQL`;

function route(req: Recorded) {
  // Greenhouse's attachment addresses are signed storage links, fetched without the key.
  if (req.method === 'GET' && req.path === '/files/ada.txt')
    return { text: ADA_RESUME, headers: { 'content-type': 'text/plain' } };
  if (req.headers.authorization !== BASIC)
    return { status: 401, json: { message: `Invalid Basic Auth credentials ${req.headers.authorization}` } };
  if (req.method === 'GET' && req.path === '/v1/candidates' && req.query.get('job_id') === '101')
    return { json: ghCandidates };
  const one = /^\/v1\/candidates\/(\d+)$/.exec(req.path);
  if (req.method === 'GET' && one)
    return {
      json: {
        id: Number(one[1]),
        attachments:
          one[1] === '501'
            ? [
                {
                  filename: 'ada.txt',
                  url: `${gh.url}/files/ada.txt`,
                  type: 'resume',
                  content_type: 'text/plain',
                },
              ]
            : [{ filename: 'cover.txt', url: `${gh.url}/files/none.txt`, type: 'cover_letter' }],
      },
    };
  if (req.method === 'GET' && req.path === '/v1/jobs/101/stages')
    return {
      json: [
        { id: 9003, name: 'Onsite', priority: 2 },
        { id: 9001, name: 'Application Review', priority: 0 },
        { id: 9002, name: 'Phone Screen', priority: 1 },
      ],
    };
  if (req.method === 'GET' && req.path === '/v1/rejection_reasons')
    return {
      json: [
        { id: 71, name: 'Lacks experience' },
        { id: 72, name: 'Hired someone else' },
      ],
    };
  const reject = /^\/v1\/applications\/(\d+)\/reject$/.exec(req.path);
  if (req.method === 'POST' && reject) {
    if (rejectFailure) return rejectFailure;
    const found = ghCandidates.flatMap((c) => c.applications).some((a) => String(a.id) === reject[1]);
    if (!found) return { status: 404, json: { message: 'Application not found' } };
    const body = req.json() as { rejection_reason_id: number };
    rejects.push({
      applicationId: reject[1]!,
      reasonId: body.rejection_reason_id,
      onBehalfOf: req.headers['on-behalf-of'] as string | undefined,
    });
    return { json: { id: Number(reject[1]), status: 'rejected' } };
  }
  const app = /^\/v1\/applications\/(\d+)(\/move)?$/.exec(req.path);
  if (app) {
    const found = ghCandidates.flatMap((c) => c.applications).find((a) => String(a.id) === app[1]);
    if (!found) return { status: 404, json: { message: 'Application not found' } };
    if (req.method === 'GET' && !app[2]) return { json: found };
    if (req.method === 'POST' && app[2]) {
      const body = req.json() as { from_stage_id: number; to_stage_id: number };
      moves.push({ applicationId: app[1]!, from: body.from_stage_id, to: body.to_stage_id });
      found.current_stage = { id: body.to_stage_id };
      return { json: { message: 'Moved' } };
    }
  }
  return undefined;
}

let gh: VendorServer;
let t: TestApp;
let owner: TestClient; // demo@: creates the project (owner)
let manager: TestClient; // hiring.manager@: screener on the project
let other: TestClient; // growth.recruiter@: another team
let projectId = '';
let teamId = '';
let filesDir = '';
let queueStop: (() => Promise<void>) | null = null;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const deps = () => ({
  secretBox: box,
  storage: createFileStorage({ FILES_DIR: filesDir } as never),
  requestScoring: async () => {},
  tuning: { sleep: async () => {}, maxRetries: 1 },
});
const state = (c: TestClient, id = projectId) => c.get(`${MATCH}/projects/${id}/ats-import`);
const start = (c: TestClient, id = projectId) => c.post(`${MATCH}/projects/${id}/ats-import`, {});
async function importNow(c: TestClient = owner) {
  const started = await start(c);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const outcome = await runAtsImport(t.db.db, Number(started.body.id), deps());
  return { outcome, run: (await state(c)).body.latest };
}

async function connection(team: string, key: string) {
  const id = crypto.randomUUID();
  const sealed = box.encrypt(
    JSON.stringify({ api_key: key, user_id: '42', baseUrl: `${gh.url}/v1` }),
    credentialsAad(id),
  );
  // A new row each time: the sealed credentials are bound to their row's id.
  await q(`delete from integration_connections where team_id = $1 and provider_id = 'greenhouse_harvest'`, [
    team,
  ]);
  await q(
    `insert into integration_connections (id, team_id, provider_id, scope, credentials, stored_fields)
     values ($1, $2, 'greenhouse_harvest', 'team', $3, '["api_key","user_id"]'::jsonb)`,
    [id, team, sealed],
  );
}

beforeAll(async () => {
  gh = await startVendorServer(route);
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-ats-import-'));
  t = await createTestApp({ seed: true, env: { FILES_DIR: filesDir }, deps: { secretBox: box } });
  const queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  queueStop = () => queue.stop();
  owner = await signedIn('demo@talentbase.dev');
  manager = await signedIn('hiring.manager@talentbase.dev');
  other = await signedIn('growth.recruiter@talentbase.dev');
  teamId = (
    await q<{ team_id: string }>(
      `select m.team_id from team_members m join users u on u.id = m.user_id where u.email = 'demo@talentbase.dev'`,
    )
  )[0]!.team_id;
  await q(
    `insert into engage_team_settings (team_id, allow_private_hosts) values ($1, true)
     on conflict (team_id) do update set allow_private_hosts = true`,
    [teamId],
  );
  const created = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 0,
    projectName: 'Backend from Greenhouse',
  });
  projectId = created.body.data.projectId;
  expect((await owner.post(`${MATCH}/jobs`, { projectId, jobDescription: DESCRIPTION })).status).toBe(200);
  const managerId = (
    await q<{ id: string }>(`select id from users where email = 'hiring.manager@talentbase.dev'`)
  )[0]!.id;
  await q('insert into project_members (project_id, user_id, role) values ($1, $2, 2)', [
    projectId,
    managerId,
  ]);
  ghCandidates.push(
    applicant(501, 'Ada', 'Lovelace', 'ada@example.com'),
    applicant(502, 'Grace', 'Hopper', 'grace@example.com'),
    applicant(503, 'Linus', 'Torvalds', null),
    { ...applicant(504, '', '', null), first_name: '', last_name: '' },
  );
}, 180_000);
afterAll(async () => {
  await queueStop?.();
  await t?.close();
  await gh?.close();
});

describe('before the job is linked and connected', () => {
  it('says the job is not linked and refuses to import (409)', async () => {
    const res = await state(owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ link: null, connected: false, latest: null, canImport: true });
    const started = await start(owner);
    expect(started.status).toBe(409);
    expect(started.body.message).toMatch(/not linked/);
  });

  it('linked but not connected: a clear 422', async () => {
    const linked = await owner.post('/api/v1/talentsync/linkProject', {
      projectId,
      atsName: 'greenhouse_harvest',
      atsJobId: '101',
      atsJobName: 'Backend Engineer (GH)',
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const started = await start(owner);
    expect(started.status).toBe(422);
    expect(started.body.message).toMatch(/Greenhouse.*not connected/);
    expect((await state(owner)).body).toMatchObject({
      link: { atsName: 'greenhouse_harvest', atsJobId: '101', atsJobName: 'Backend Engineer (GH)' },
      connected: false,
      supported: true,
    });
    // Until the ATS is connected, the job's review keeps its own hiring process.
    const stages = await owner.post(`${MATCH}/ats/stages`, { projectId });
    expect(stages.status).toBe(200);
    expect(stages.body.data.map((s: { atsStageId: string }) => s.atsStageId)).not.toContain('9001');
  });
});

describe('importing applicants', () => {
  beforeAll(async () => {
    await connection(teamId, KEY);
  });

  it('imports the job’s applications as applicants, skipping the one without name or email', async () => {
    const { outcome, run } = await importNow();
    expect(outcome).toBe('done');
    expect(run).toMatchObject({
      status: 'done',
      trigger: 'manual',
      total: 4,
      processed: 4,
      imported: 3,
      updated: 0,
      skipped: 1,
      withoutResume: 2,
      error: null,
    });
    expect(run.skippedDetail[0].reason).toMatch(/no name or email/);
    // Ada's résumé came from Greenhouse and was read like an upload; the others have none.
    const resumes = await q<{ full_name: string; lack_resume: boolean; file: string | null }>(
      `select p.full_name, a.lack_resume, f.file_name as file
         from match_applicants a join talent_profiles p on p.id = a.profile_id
         left join candidate_files f on f.id = a.resume_file_id
        where a.project_id = $1 order by p.full_name`,
      [projectId],
    );
    expect(resumes).toEqual([
      { full_name: 'Ada Lovelace', lack_resume: false, file: 'ada.txt' },
      { full_name: 'Grace Hopper', lack_resume: true, file: null },
      { full_name: 'Linus Torvalds', lack_resume: true, file: null },
    ]);
    expect(gh.requests.find((r) => r.path === '/files/ada.txt')?.headers.authorization).toBeUndefined();
    const rows = await q<{ full_name: string; source: string; application: string; stage: string }>(
      `select p.full_name, a.source, l.external_application_id as application, l.external_stage_id as stage
         from match_applicants a join talent_profiles p on p.id = a.profile_id
         join match_applicant_ats_links l on l.applicant_id = a.id
        where a.project_id = $1 order by p.full_name`,
      [projectId],
    );
    expect(rows).toEqual([
      { full_name: 'Ada Lovelace', source: 'ats', application: '1501', stage: '9001' },
      { full_name: 'Grace Hopper', source: 'ats', application: '1502', stage: '9001' },
      { full_name: 'Linus Torvalds', source: 'ats', application: '1503', stage: '9001' },
    ]);
    const ranking = await owner.post(`${MATCH}/jobs/ranking-status`, { projectId });
    expect(ranking.body.totalCount).toBe(3);
  });

  it('a second import adds only the new applicants and updates the stage of the others', async () => {
    ghCandidates[1]!.applications[0]!.current_stage = { id: 9002 };
    ghCandidates.push(applicant(505, 'Edsger', 'Dijkstra', 'edsger@example.com'));
    const { outcome, run } = await importNow();
    expect(outcome).toBe('done');
    expect(run).toMatchObject({ total: 5, imported: 1, updated: 1, unchanged: 2, skipped: 1 });
    expect(
      (
        await q<{ n: number }>('select count(*)::int as n from match_applicants where project_id = $1', [
          projectId,
        ])
      )[0]!.n,
    ).toBe(4);
    const grace = await q<{ stage: string }>(
      `select external_stage_id as stage from match_applicant_ats_links where external_application_id = '1502'`,
    );
    expect(grace[0]!.stage).toBe('9002');
    // And once more with nothing new: nothing changes.
    const again = await importNow();
    expect(again.run).toMatchObject({ imported: 0, updated: 0, unchanged: 4 });
  });

  it('a run in progress is answered instead of a second one; a stalled one gives way', async () => {
    const first = await start(owner);
    const second = await start(owner);
    expect(second.body.id).toBe(first.body.id);
    expect(await runAtsImport(t.db.db, Number(first.body.id), deps())).toBe('done');
    const stalled = await start(owner);
    await q(
      `update match_ats_imports set status = 'running', updated_at = now() - interval '2 hours' where id = $1`,
      [stalled.body.id],
    );
    const fresh = await start(owner);
    expect(fresh.body.id).not.toBe(stalled.body.id);
    const [old] = await q<{ status: string; error: string }>(
      'select status, error from match_ats_imports where id = $1',
      [stalled.body.id],
    );
    expect(old).toEqual({ status: 'failed', error: 'The import stopped without finishing: start it again' });
    expect(await runAtsImport(t.db.db, Number(fresh.body.id), deps())).toBe('done');
  });

  it('a screener may not import; another team’s job is not found', async () => {
    expect((await start(manager)).status).toBe(403);
    expect((await state(manager)).body.canImport).toBe(false);
    expect((await state(other)).status).toBe(404);
    expect((await start(other)).status).toBe(404);
    expect((await state(owner, '999999999')).status).toBe(404);
  });
});

describe('when the ATS fails', () => {
  it('a 500 is retried later with the reason shown, then succeeds', async () => {
    gh.inject({ status: 500, text: 'upstream exploded' }, 5);
    const { outcome, run } = await importNow();
    expect(outcome).toBe('retry');
    expect(run.status).toBe('queued');
    expect(run.error).toMatch(/Greenhouse Harvest could not be reached/);
    gh.reset();
    expect(await runAtsImport(t.db.db, Number(run.id), deps())).toBe('done');
  });

  it('a lasting 429 waits with “slow down”, and after the last attempt fails', async () => {
    gh.inject({ status: 429, headers: { 'retry-after': '600' } }, 50);
    const { outcome, run } = await importNow();
    expect(outcome).toBe('retry');
    expect(run.error).toMatch(/slow down/);
    let last = outcome;
    for (let i = 0; i < 4; i += 1) last = await runAtsImport(t.db.db, Number(run.id), deps());
    expect(last).toBe('failed');
    expect((await state(owner)).body.latest).toMatchObject({ status: 'failed' });
    gh.reset();
  });

  it('refused credentials fail at once, naming the ATS and never the key', async () => {
    await connection(teamId, 'gh-Wrong-Key-9f8e7d6c5b4a');
    const { outcome, run } = await importNow();
    expect(outcome).toBe('failed');
    expect(run.error).toMatch(/refused the connection’s credentials/);
    expect(JSON.stringify(run)).not.toContain('Wrong-Key');
    const stages = await owner.post(`${MATCH}/ats/stages`, { projectId });
    expect(stages.status).toBe(422);
    expect(JSON.stringify(stages.body)).not.toContain('Wrong-Key');
    await connection(teamId, KEY);
  });
});

describe('the ATS-shaped calls of a linked job', () => {
  it('answer the ATS’s stages in order and its decline reasons, by project or ATS job id', async () => {
    const byProject = await owner.post(`${MATCH}/ats/stages`, { projectId });
    expect(byProject.status).toBe(200);
    expect(byProject.body.data).toEqual([
      { atsStageId: '9001', atsStageName: 'Application Review' },
      { atsStageId: '9002', atsStageName: 'Phone Screen' },
      { atsStageId: '9003', atsStageName: 'Onsite' },
    ]);
    expect((await owner.post(`${MATCH}/ats/stages`, { atsJobId: '101' })).body).toEqual(byProject.body);
    const reasons = await owner.post(`${MATCH}/ats/decline-reasons`, { projectId });
    expect(reasons.body.data).toEqual([
      { id: '71', name: 'Lacks experience' },
      { id: '72', name: 'Hired someone else' },
    ]);
    expect((await owner.post(`${MATCH}/ats/declineReasons`, { atsJobId: '101' })).body).toEqual(reasons.body);
  });

  it('another team, or a job neither linked nor local, is 404 Job not found', async () => {
    for (const body of [{ projectId }, { atsJobId: '101' }]) {
      const res = await other.post(`${MATCH}/ats/stages`, body);
      expect(res.status).toBe(404);
    }
    const none = await owner.post(`${MATCH}/ats/stages`, { atsJobId: 'no-such-job' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Job not found');
    expect((await other.post(`${MATCH}/ats/move-candidate-record`, { atsJobId: '101' })).status).toBe(404);
  });

  it('a move forward moves the application in the ATS and is recorded here, keyed by candidate', async () => {
    const applicants = await q<{ id: string; profile_id: string; application: string }>(
      `select a.id::text as id, a.profile_id::text as profile_id, l.external_application_id as application
         from match_applicants a join match_applicant_ats_links l on l.applicant_id = a.id
        where a.project_id = $1 order by a.id`,
      [projectId],
    );
    const ada = applicants[0]!;
    const res = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [ada.id],
      action: 'moveForward',
      toAtsStageId: '9003',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.moved).toEqual([
      expect.objectContaining({ atsJobId: '101', toAtsStageId: '9003', toAtsStageName: 'Onsite', status: 2 }),
    ]);
    expect(moves).toEqual([{ applicationId: ada.application, from: 9001, to: 9003 }]);
    const record = await owner.post(`${MATCH}/ats/move-candidate-record`, { atsJobId: '101' });
    expect(record.body[ada.profile_id]).toMatchObject({
      atsJobId: '101',
      atsJobName: 'Backend Engineer (GH)',
      moveType: 'moveForward',
      toAtsStageName: 'Onsite',
    });
    const link = await q<{ stage: string }>(
      'select external_stage_id as stage from match_applicant_ats_links where external_application_id = $1',
      [ada.application],
    );
    expect(link[0]!.stage).toBe('9003');
    // A stage the ATS job does not have is a 400, and nothing moves.
    const bad = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [applicants[1]!.id],
      action: 'moveForward',
      toAtsStageId: '123',
    });
    expect(bad.status).toBe(400);
    expect(moves).toHaveLength(1);
    // An applicant who came by upload is not in the ATS: skipped with what to do, nothing moves.
    const [profile] = await q<{ id: string }>(
      `insert into talent_profiles (team_id, source, external_id, full_name, doc)
       values ($1, 'import', 'upload-1', 'Uma Upload', '{}') returning id::text as id`,
      [teamId],
    );
    const [uploaded] = await q<{ id: string }>(
      `insert into match_applicants (team_id, project_id, profile_id, source) values ($1, $2, $3, 'resume')
       returning id::text as id`,
      [teamId, projectId, profile!.id],
    );
    const notInAts = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [uploaded!.id],
      action: 'moveForward',
    });
    expect(notInAts.status).toBe(200);
    expect(notInAts.body.moved).toEqual([]);
    expect(notInAts.body.skipped[0].reason).toMatch(/Not in Greenhouse Harvest yet: export them/);
    expect(moves).toHaveLength(1);
    await q('delete from match_applicants where id = $1', [uploaded!.id]);
  });

  it('a decline names one of the ATS’s reasons, declines the application there, then here', async () => {
    const [, grace] = await q<{ id: string; application: string }>(
      `select a.id::text as id, l.external_application_id as application
         from match_applicants a join match_applicant_ats_links l on l.applicant_id = a.id
        where a.project_id = $1 order by a.id`,
      [projectId],
    );
    const wrong = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [grace!.id],
      action: 'reject',
      declineReasonId: '1',
    });
    expect(wrong.status).toBe(404);
    const ok = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [grace!.id],
      action: 'reject',
      declineReasonId: '71',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.moved[0]).toMatchObject({ status: 0, atsJobId: '101', sentToAts: true });
    // The unknown reason sent nothing; the known one rejected Grace's application, as the Greenhouse user.
    expect(rejects).toEqual([{ applicationId: grace!.application, reasonId: 71, onBehalfOf: '42' }]);
    const activity = await q<{ detail: Record<string, unknown> }>(
      `select detail from candidate_activities where action = 'applicant_declined' and project_id = $1`,
      [projectId],
    );
    expect(activity[0]!.detail).toMatchObject({
      declineReason: 'Lacks experience',
      sentTo: 'Greenhouse Harvest',
    });
    // Declined again: reported as already declined, and Greenhouse is not asked twice.
    const again = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [grace!.id],
      action: 'reject',
      declineReasonId: '71',
    });
    expect(again.body.skipped).toEqual([{ applicantId: grace!.id, reason: 'Already declined' }]);
    expect(rejects).toHaveLength(1);
    // Reopened here only, then declined again: Greenhouse still has her declined and is not asked again.
    const reopened = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [grace!.id],
      action: 'reopen',
    });
    expect(reopened.body.moved).toHaveLength(1);
    const redeclined = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [grace!.id],
      action: 'reject',
      declineReasonId: '72',
    });
    expect(redeclined.status, JSON.stringify(redeclined.body)).toBe(200);
    expect(redeclined.body.moved[0]).toMatchObject({ status: 0, sentToAts: true });
    expect(rejects).toHaveLength(1);
  });

  it('when the ATS is down, a move forward is a 503 and nothing is written', async () => {
    const [, , linus] = await q<{ id: string }>(
      'select id::text as id from match_applicants where project_id = $1 order by id',
      [projectId],
    );
    gh.inject({ status: 503, text: 'maintenance' }, 10);
    const res = await owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: [linus!.id],
      action: 'moveForward',
    });
    gh.reset();
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/Greenhouse Harvest/);
    const row = await q<{ review_status: number }>(
      'select review_status from match_applicants where id = $1',
      [linus!.id],
    );
    expect(row[0]!.review_status).toBe(1);
  });
});

describe('declines sent to the ATS', () => {
  const linusId = async () =>
    (
      await q<{ id: string }>(
        `select a.id::text as id from match_applicants a join talent_profiles p on p.id = a.profile_id
          where a.project_id = $1 and p.full_name = 'Linus Torvalds'`,
        [projectId],
      )
    )[0]!.id;
  const status = async (id: string) =>
    (await q<{ review_status: number }>('select review_status from match_applicants where id = $1', [id]))[0]!
      .review_status;
  const moveCount = async (id: string) =>
    Number(
      (
        await q<{ n: string }>('select count(*)::text as n from match_moves where applicant_id = $1', [id])
      )[0]!.n,
    );
  const decline = (ids: string[]) =>
    owner.post(`${MATCH}/projects/${projectId}/applicants/review`, {
      applicantIds: ids,
      action: 'reject',
      declineReasonId: '72',
    });

  it('Greenhouse refusing the reject leaves the applicant undeclined, with its reason (422)', async () => {
    const linus = await linusId();
    rejectFailure = { status: 422, json: { errors: [{ message: 'Application is hired' }] } };
    const res = await decline([linus]);
    rejectFailure = null;
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.message).toMatch(/Greenhouse Harvest/);
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    expect(await status(linus)).toBe(1);
    expect(await moveCount(linus)).toBe(0);
  });

  it('Greenhouse unreachable: a 503 and nothing written', async () => {
    const linus = await linusId();
    rejectFailure = { status: 503, text: 'maintenance' };
    const res = await decline([linus]);
    rejectFailure = null;
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/Greenhouse Harvest/);
    expect(await status(linus)).toBe(1);
    expect(await moveCount(linus)).toBe(0);
  });

  it('an applicant without a Greenhouse application is declined here only, and the reply says so', async () => {
    const [profile] = await q<{ id: string }>(
      `insert into talent_profiles (team_id, source, external_id, full_name, doc)
       values ($1, 'import', 'upload-2', 'Uma Upload', '{}') returning id::text as id`,
      [teamId],
    );
    const [uploaded] = await q<{ id: string }>(
      `insert into match_applicants (team_id, project_id, profile_id, source) values ($1, $2, $3, 'resume')
       returning id::text as id`,
      [teamId, projectId, profile!.id],
    );
    const linus = await linusId();
    const before = rejects.length;
    const res = await decline([uploaded!.id, linus]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = Object.fromEntries(
      res.body.moved.map((m: { applicantId: string; sentToAts: boolean }) => [m.applicantId, m.sentToAts]),
    );
    expect(byId).toEqual({ [uploaded!.id]: false, [linus]: true });
    expect(rejects.slice(before).map((r) => r.reasonId)).toEqual([72]);
    expect(await status(uploaded!.id)).toBe(0);
    const activity = await q<{ detail: Record<string, unknown> }>(
      `select detail from candidate_activities where action = 'applicant_declined' and profile_id = $1`,
      [profile!.id],
    );
    expect(activity[0]!.detail).toMatchObject({ notSentTo: 'Greenhouse Harvest' });
    await q('delete from match_applicants where id = $1', [uploaded!.id]);
  });
});

describe('periodic imports', () => {
  it('queues a scheduled run for linked jobs whose last import is older than the interval', async () => {
    const queued: number[] = [];
    expect(await queueScheduledImports(t.db.db, 30, async (id) => queued.push(id))).toBe(0);
    await q(`update match_ats_imports set created_at = now() - interval '2 hours' where project_id = $1`, [
      projectId,
    ]);
    expect(await queueScheduledImports(t.db.db, 30, async (id) => queued.push(id))).toBe(1);
    expect(await queueScheduledImports(t.db.db, 30, async (id) => queued.push(id))).toBe(0);
    expect(await queueScheduledImports(t.db.db, 0, async (id) => queued.push(id))).toBe(0);
    expect(await runAtsImport(t.db.db, queued[0]!, deps())).toBe('done');
    const [run] = await q<{ trigger: string; status: string }>(
      'select trigger, status from match_ats_imports where id = $1',
      [queued[0]],
    );
    expect(run).toEqual({ trigger: 'scheduled', status: 'done' });
    // A scheduled run reads only the applications created since the last run.
    const last = gh.requests.filter((r) => r.path === '/v1/candidates').at(-1);
    expect(last?.query.get('created_after')).toBeTruthy();
  });
});
