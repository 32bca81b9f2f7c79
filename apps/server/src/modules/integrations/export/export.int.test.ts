/**
 * Exports to the team's ATS against real PostgreSQL and a local Greenhouse Harvest server: the
 * jobs and stages read through the connection, one row and one queued job per candidate, the push
 * with the row as idempotency store (a second export creates nothing in the ATS), retries for
 * rate limits, no retry for refused credentials (and no key in the message), the move to
 * Sourcing › Exported, tenancy (404) and the Sync to ATS permission (403).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../../jobs/queue';
import { JOBS } from '../../../jobs/registry';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import {
  type Recorded,
  startVendorServer,
  type VendorServer,
} from '../connectors/test-support/vendor-server';
import { credentialsAad } from '../integrations.service';
import { MAX_ATTEMPTS, runAtsExport } from './export-run';

const KEY = 'gh-export-Key-7c6b5a4f3e2d';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const box = createSecretBox(crypto.randomBytes(32));
const BASE = '/api/v1/integrations';

type Cand = {
  id: number;
  email_addresses: { value: string }[];
  applications: unknown[];
  [k: string]: unknown;
};
let gh: VendorServer;
const ghCandidates: Cand[] = [];
let nextApplication = 7000;

function route(req: Recorded) {
  if (req.headers.authorization !== BASIC)
    return { status: 401, json: { message: `Invalid Basic Auth credentials ${req.headers.authorization}` } };
  if (req.method === 'GET' && req.path === '/v1/jobs')
    return {
      json: [
        { id: 101, name: 'Backend Engineer', status: 'open', offices: [{ name: 'Berlin' }] },
        { id: 102, name: 'Designer', status: 'open', offices: [] },
      ],
    };
  if (req.method === 'GET' && req.path === '/v1/jobs/101/stages')
    return {
      json: [
        { id: 9002, name: 'Phone Screen', priority: 1 },
        { id: 9001, name: 'Application Review', priority: 0 },
      ],
    };
  if (req.method === 'GET' && req.path === '/v1/candidates') {
    const email = req.query.get('email');
    return { json: ghCandidates.filter((c) => c.email_addresses.some((e) => e.value === email)) };
  }
  if (req.method === 'POST' && req.path === '/v1/candidates') {
    const body = req.json() as {
      email_addresses: { value: string }[];
      applications: { job_id: number; initial_stage_id?: number }[];
    };
    const cand: Cand = {
      ...body,
      id: 5000 + ghCandidates.length,
      applications: body.applications.map((a) => ({
        id: nextApplication++,
        jobs: [{ id: a.job_id }],
        current_stage: { id: a.initial_stage_id ?? 9001 },
      })),
    };
    ghCandidates.push(cand);
    return { status: 201, json: cand };
  }
  if (req.method === 'POST' && /^\/v1\/candidates\/\d+\/(attachments|activity_feed\/notes)$/.test(req.path))
    return { status: 201, json: { id: 1 } };
  return undefined;
}

let t: TestApp;
let owner: TestClient; // relationships@ (pro team): creates the projects, so owner
let collaborator: TestClient; // crm@: Collaborator on the project
let other: TestClient; // growth.admin@: another team
let teamId = '';
let otherTeamId = '';
let connectionId = '';
let otherConnectionId = '';
let projectId = '';
let otherProjectId = '';
let queueStop: (() => Promise<void>) | null = null;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const teamOf = async (email: string) =>
  (
    await q<{ team_id: string }>(
      'select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1',
      [email],
    )
  )[0]?.team_id as string;

async function connection(team: string, key: string): Promise<string> {
  const id = crypto.randomUUID();
  const sealed = box.encrypt(
    JSON.stringify({ api_key: key, user_id: '42', baseUrl: `${gh.url}/v1` }),
    credentialsAad(id),
  );
  await q(
    `insert into integration_connections (id, team_id, provider_id, scope, credentials, stored_fields)
     values ($1, $2, 'greenhouse_harvest', 'team', $3, '["api_key","user_id"]'::jsonb)
     on conflict (team_id, provider_id, owner_key) do update set credentials = excluded.credentials
     returning id`,
    [id, team, sealed],
  );
  return (
    await q<{ id: string }>(
      `select id from integration_connections where team_id = $1 and provider_id = 'greenhouse_harvest'`,
      [team],
    )
  )[0]!.id;
}

async function allowPrivateHosts(team: string) {
  await q(
    `insert into engage_team_settings (team_id, allow_private_hosts) values ($1, true)
     on conflict (team_id) do update set allow_private_hosts = true`,
    [team],
  );
}

let seq = 0;
async function person(team: string, name: string, email: string | null, revealed: boolean): Promise<number> {
  seq += 1;
  const doc = JSON.stringify({
    social_links: { linkedin: `linkedin.com/in/p${seq}`, website: 'https://example.dev' },
  });
  const [row] = await q<{ id: string }>(
    `insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
     values ($1, 'import', $2, $3, 'Backend Engineer', 'Acme', 'Berlin', $4) returning id`,
    [team, `ats-${seq}`, name, doc],
  );
  const id = Number(row?.id);
  if (email)
    await q('insert into talent_contacts (profile_id, emails, phones) values ($1, $2, $3)', [
      id,
      JSON.stringify([{ address: email, type: 'work', primary: true }]),
      JSON.stringify([{ number: '+4930123456', type: 'work' }]),
    ]);
  if (revealed) await q('insert into contact_reveals (team_id, profile_id) values ($1, $2)', [team, id]);
  return id;
}

async function createProject(c: TestClient, name: string): Promise<string> {
  const res = await c.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}
async function add(c: TestClient, project: string, ids: number[]) {
  expect((await c.post(`/api/v1/projects/${project}/candidates`, { candidateIds: ids })).status).toBe(200);
}

/** What the worker does: run every queued export of the project until none is left to try now. */
async function drain(): Promise<string[]> {
  const outcomes: string[] = [];
  const queued = await q<{ id: string }>(`select id from ats_exports where status = 'queued' order by id`);
  for (const r of queued)
    outcomes.push(
      await runAtsExport(t.db.db, Number(r.id), { secretBox: box, tuning: { sleep: async () => {} } }),
    );
  return outcomes;
}

beforeAll(async () => {
  gh = await startVendorServer(route);
  t = await createTestApp({ seed: true, deps: { secretBox: box } });
  const queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  queueStop = () => queue.stop();
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  collaborator = new TestClient(t.app);
  await collaborator.login('crm@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.admin@talentbase.dev');
  teamId = await teamOf('relationships@talentbase.dev');
  otherTeamId = await teamOf('growth.admin@talentbase.dev');
  await allowPrivateHosts(teamId);
  await allowPrivateHosts(otherTeamId);
  connectionId = await connection(teamId, KEY);
  otherConnectionId = await connection(otherTeamId, KEY);
  projectId = await createProject(owner, 'ATS export');
  otherProjectId = await createProject(other, 'Other team export');
  const crm = (await q<{ id: string }>(`select id from users where email = 'crm@talentbase.dev'`))[0]!.id;
  await q(`insert into project_members (project_id, user_id, role) values ($1, $2, 0)`, [projectId, crm]);
}, 120_000);
afterAll(async () => {
  await queueStop?.();
  await t?.close();
  await gh?.close();
});

describe('jobs and stages of the connected ATS', () => {
  it('lists the jobs and the stages of a job, in order', async () => {
    const jobs = await owner.get(`${BASE}/connections/${connectionId}/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs.map((j: { id: string; title: string }) => [j.id, j.title])).toEqual([
      ['101', 'Backend Engineer'],
      ['102', 'Designer'],
    ]);
    const stages = await owner.get(`${BASE}/connections/${connectionId}/jobs/101/stages`);
    expect(stages.status).toBe(200);
    expect(stages.body.stages.map((s: { name: string }) => s.name)).toEqual([
      'Application Review',
      'Phone Screen',
    ]);
  });

  it('another team’s connection is not found; a bad job id is a 400', async () => {
    expect((await owner.get(`${BASE}/connections/${otherConnectionId}/jobs`)).status).toBe(404);
    expect((await owner.get(`${BASE}/connections/${crypto.randomUUID()}/jobs`)).status).toBe(404);
    expect((await owner.get(`${BASE}/connections/${connectionId}/jobs/a%20b/stages`)).status).toBe(400);
  });

  it('refused credentials are a 422 that names the ATS and never the key', async () => {
    const id = crypto.randomUUID();
    const wrong = 'gh-Wrong-key-0a9b8c7d6e5f';
    await q(
      `insert into integration_connections (id, team_id, provider_id, scope, credentials, stored_fields)
       values ($1, $2, 'greenhouse', 'team', $3, '["api_key"]'::jsonb)`,
      [
        id,
        teamId,
        box.encrypt(JSON.stringify({ api_key: wrong, baseUrl: `${gh.url}/v1` }), credentialsAad(id)),
      ],
    );
    const res = await owner.get(`${BASE}/connections/${id}/jobs`);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Greenhouse refused the connection’s credentials/);
    expect(JSON.stringify(res.body)).not.toContain(wrong);
    expect(JSON.stringify(res.body)).not.toContain(Buffer.from(`${wrong}:`).toString('base64'));
    await q('delete from integration_connections where id = $1', [id]);
  });

  it('a job the ATS does not know is a 404 naming the ATS', async () => {
    const res = await owner.get(`${BASE}/connections/${connectionId}/jobs/999/stages`);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Greenhouse/);
  });
});

describe('exporting candidates', () => {
  let ids: number[] = [];

  it('exports three candidates: three done rows, three ATS candidates, all at Exported', async () => {
    ids = [
      await person(teamId, 'Ada Lovelace', 'ada@example.com', true),
      await person(teamId, 'Grace Hopper', 'grace@example.com', true),
      await person(teamId, 'Alan Turing', 'alan@example.com', false),
    ];
    await add(owner, projectId, ids);
    await q(
      `insert into candidate_notes (team_id, profile_id, project_id, body, visibility) values ($1, $2, $3, 'Strong on maths', 2)`,
      [teamId, ids[0], projectId],
    );
    // The team's source tracking names what the ATS records as each candidate's source.
    const teamAdmin = new TestClient(t.app);
    await teamAdmin.login('admin@talentbase.dev');
    expect(await teamOf('admin@talentbase.dev')).toBe(teamId);
    const tracking = await teamAdmin.put('/api/v1/team-settings/ats-source-tracking', {
      sourceName: 'Talentbase',
      sourceMedium: 'Sourcing',
      overrides: [
        { providerId: 'greenhouse_harvest', sourceName: 'Northwind careers', sourceMedium: 'Referral' },
      ],
    });
    expect(tracking.status, JSON.stringify(tracking.body)).toBe(200);
    gh.reset();
    const res = await owner.post(`${BASE}/exports`, {
      projectId,
      candidateIds: ids,
      connectionId,
      jobId: '101',
      jobTitle: 'Backend Engineer',
      stageId: '9002',
      stageName: 'Phone Screen',
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(3);
    expect(res.body.progress).toMatchObject({ total: 3, queued: 3, done: 0 });
    const jobs = await q<{ data: { exportId: number }; retry_limit: number; retry_backoff: boolean }>(
      `select data, retry_limit, retry_backoff from pgboss.job where name = 'ats-export'`,
    );
    expect(jobs).toHaveLength(3);
    expect(jobs[0]).toMatchObject({ retry_limit: 4, retry_backoff: true });

    expect(await drain()).toEqual(['done', 'done', 'done']);
    const after = await owner.get(`${BASE}/exports?projectId=${projectId}`);
    expect(after.body.progress).toMatchObject({ total: 3, done: 3, failed: 0 });
    for (const r of after.body.results) {
      expect(r).toMatchObject({ status: 'done', jobId: '101', stageId: '9002', error: null });
      expect(r.externalCandidateId).toMatch(/^50\d\d$/);
      expect(r.externalApplicationId).toMatch(/^70\d\d$/);
    }
    const creates = gh.requests.filter((r) => r.method === 'POST' && r.path === '/v1/candidates');
    expect(creates).toHaveLength(3);
    for (const c of creates)
      expect((c.json() as { applications: unknown[] }).applications).toEqual([
        { job_id: 101, initial_stage_id: 9002 },
      ]);
    // Unrevealed contacts never leave: Alan went without email or phone.
    const alan = creates.map((c) => c.json() as Record<string, unknown>).find((b) => b.first_name === 'Alan');
    expect(alan).toMatchObject({ email_addresses: [], phone_numbers: [], title: 'Backend Engineer' });
    const ada = creates.map((c) => c.json() as Record<string, unknown>).find((b) => b.first_name === 'Ada');
    expect(ada).toMatchObject({ email_addresses: [{ value: 'ada@example.com', type: 'personal' }] });
    const notes = gh.requests.filter((r) => r.path.endsWith('/activity_feed/notes')).map((r) => r.text);
    expect(notes.some((n) => n.includes('Strong on maths'))).toBe(true);
    expect(notes.filter((n) => n.includes('Source: Northwind careers (Referral)'))).toHaveLength(3);

    const at = await q<{ category_id: number; stage_id: number }>(
      `select category_id, stage_id from project_candidates where project_id = $1 order by profile_id`,
      [projectId],
    );
    expect(at).toEqual(ids.map(() => ({ category_id: 1, stage_id: 6 })));
    const activity = await q<{ action: string }>(
      `select action from candidate_activities where project_id = $1 and profile_id = $2 order by id`,
      [projectId, ids[0]],
    );
    expect(activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(['stage_changed', 'exported_to_ats']),
    );
  });

  it('a second export of the same candidates to the same job creates nothing', async () => {
    gh.reset();
    const res = await owner.post(`${BASE}/exports`, {
      projectId,
      candidateIds: ids,
      connectionId,
      jobId: '101',
      stageId: '9002',
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(0);
    expect(res.body.progress).toMatchObject({ total: 3, done: 3 });
    expect(await drain()).toEqual([]);
    // Even a done row run again (a retried job) answers from the row, not from a new create.
    await q(`update ats_exports set status = 'queued' where profile_id = $1`, [ids[2]]);
    expect(await drain()).toEqual(['done']);
    expect(gh.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(ghCandidates).toHaveLength(3);
  });

  it('a rate limit is retried later and then succeeds', async () => {
    const [id] = [await person(teamId, 'Katherine Johnson', 'kj@example.com', true)];
    await add(owner, projectId, [id!]);
    const res = await owner.post(`${BASE}/exports`, {
      projectId,
      candidateIds: [id],
      connectionId,
      jobId: '101',
      stageId: '9001',
    });
    expect(res.status).toBe(200);
    // More 429s than the connector waits out in one run: the job gives up for now.
    gh.inject({ status: 429, headers: { 'retry-after': '1' }, json: { message: 'slow down' } }, 4);
    expect(await drain()).toEqual(['retry']);
    const [row] = await q<{ status: string; attempts: number; error: string }>(
      `select status, attempts, error from ats_exports where profile_id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.error).toMatch(/Greenhouse Harvest asks us to slow down/);
    expect(await drain()).toEqual(['done']);
    const [done] = await q<{ status: string; attempts: number }>(
      `select status, attempts from ats_exports where profile_id = $1`,
      [id],
    );
    expect(done).toEqual({ status: 'done', attempts: 2 });
  });

  it('refused credentials fail at once, without retry, and the message has no key', async () => {
    const id = await person(teamId, 'Hedy Lamarr', 'hedy@example.com', true);
    await add(owner, projectId, [id]);
    const res = await owner.post(`${BASE}/exports`, {
      projectId,
      candidateIds: [id],
      connectionId,
      jobId: '102',
      stageId: '9001',
    });
    expect(res.status).toBe(200);
    gh.inject({ status: 401, json: { message: `Invalid key ${KEY}` } }, 1);
    expect(await drain()).toEqual(['failed']);
    const [row] = await q<{ status: string; attempts: number; error: string }>(
      `select status, attempts, error from ats_exports where profile_id = $1`,
      [id],
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.error).toMatch(/refused the connection’s credentials/);
    expect(row?.error).not.toContain(KEY);
    const list = await owner.get(`${BASE}/exports?projectId=${projectId}`);
    expect(JSON.stringify(list.body)).not.toContain(KEY);
    expect(JSON.stringify(list.body)).not.toContain(Buffer.from(`${KEY}:`).toString('base64'));
    // Retry failed queues it again, and it goes through.
    const retried = await owner.post(`${BASE}/exports/retry`, { projectId });
    expect(retried.status).toBe(200);
    expect(retried.body.progress.failed).toBe(0);
    expect(await drain()).toEqual(['done']);
  });

  it('gives up after the last attempt of a retryable failure', async () => {
    const id = await person(teamId, 'Mary Jackson', 'mj@example.com', true);
    await add(owner, projectId, [id]);
    await owner.post(`${BASE}/exports`, {
      projectId,
      candidateIds: [id],
      connectionId,
      jobId: '101',
      stageId: '9001',
    });
    await q(`update ats_exports set attempts = $2 where profile_id = $1`, [id, MAX_ATTEMPTS - 1]);
    gh.inject({ status: 429, headers: { 'retry-after': '1' }, json: {} }, 4);
    expect(await drain()).toEqual(['failed']);
  });
});

describe('checks', () => {
  it('job and stage follow the export catalogue; bad input is a 400 and writes nothing', async () => {
    const [id] = await q<{ profile_id: string }>(
      `select profile_id from project_candidates where project_id = $1 limit 1`,
      [projectId],
    );
    const body = { projectId, candidateIds: [Number(id!.profile_id)], connectionId };
    const noStage = await owner.post(`${BASE}/exports`, { ...body, jobId: '101' });
    expect(noStage.status).toBe(400);
    expect(noStage.body.details.fields.stageId).toMatch(/stage/);
    const stageOnly = await owner.post(`${BASE}/exports`, { ...body, stageId: '9001' });
    expect(stageOnly.status).toBe(400);
    expect((await owner.post(`${BASE}/exports`, { ...body, candidateIds: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await owner.post(`${BASE}/exports`, { ...body, candidateIds: tooMany })).status).toBe(400);
    expect((await owner.post(`${BASE}/exports`, { ...body, connectionId: 'nope' })).status).toBe(400);
    expect((await owner.get(`${BASE}/exports?projectId=abc`)).status).toBe(400);
  });

  it('another team’s connection, project or candidate is a 404', async () => {
    const [row] = await q<{ profile_id: string }>(
      `select profile_id from project_candidates where project_id = $1 limit 1`,
      [projectId],
    );
    const candidateId = Number(row!.profile_id);
    const before = await q(`select count(*)::int as n from ats_exports`);
    const body = { projectId, candidateIds: [candidateId], connectionId, jobId: '101', stageId: '9001' };
    expect((await owner.post(`${BASE}/exports`, { ...body, connectionId: otherConnectionId })).status).toBe(
      404,
    );
    expect((await owner.post(`${BASE}/exports`, { ...body, projectId: otherProjectId })).status).toBe(404);
    // The other team is on the Growth plan: exports (like the apps home) are not theirs at all.
    expect((await other.post(`${BASE}/exports`, { ...body, connectionId: otherConnectionId })).status).toBe(
      403,
    );
    expect((await other.get(`${BASE}/exports?projectId=${projectId}`)).status).toBe(403);
    const stranger = await person(otherTeamId, 'Other Person', null, false);
    expect((await owner.post(`${BASE}/exports`, { ...body, candidateIds: [stranger] })).status).toBe(404);
    expect(await q(`select count(*)::int as n from ats_exports`)).toEqual(before);
  });

  it('a collaborator may see the results but not sync to the ATS (403)', async () => {
    const [row] = await q<{ profile_id: string }>(
      `select profile_id from project_candidates where project_id = $1 limit 1`,
      [projectId],
    );
    const res = await collaborator.post(`${BASE}/exports`, {
      projectId,
      candidateIds: [Number(row!.profile_id)],
      connectionId,
      jobId: '101',
      stageId: '9001',
    });
    expect(res.status).toBe(403);
    expect((await collaborator.post(`${BASE}/exports/retry`, { projectId })).status).toBe(403);
    expect((await collaborator.get(`${BASE}/exports?projectId=${projectId}`)).status).toBe(200);
  });
});
