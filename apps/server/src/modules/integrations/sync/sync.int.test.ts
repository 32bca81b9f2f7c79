/**
 * Two-way sync between a linked project's pipeline and its Ashby job, against real PostgreSQL and
 * a local server playing Ashby's documented RPC endpoints (job.info, interviewStage.list,
 * application.list, application.changeStage): the stage mapping validated against the live list,
 * a Talentbase move pushed, an ATS move pulled, both-changed resolved (the ATS wins), unmapped
 * stages ignored, no bounce, a one-way vendor never read, signed webhooks (bad signature 401,
 * nothing changed) and another team's project 404.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../../jobs/queue';
import { JOBS } from '../../../jobs/registry';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { hmacHex } from '../connectors/http';
import {
  type Recorded,
  startVendorServer,
  type VendorServer,
} from '../connectors/test-support/vendor-server';
import { credentialsAad } from '../integrations.service';
import { ATS_SYNC_PUSH_QUEUE } from './sync-hook';
import { runAtsSyncPush, runSyncSweep } from './sync-run';

const KEY = 'ashby-sync-Key-1f2e3d4c';
const SIGNING = 'ashby-signing-Secret-9a8b';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const box = createSecretBox(crypto.randomBytes(32));
const deps = { secretBox: box, tuning: { sleep: async () => {}, maxRetries: 0 } };

/** Ashby's applications of job j1: id → current interview stage. */
const stages = new Map<string, string>();
let ashby: VendorServer;
let oneWay: VendorServer;

const ok = (results: unknown) => ({ json: { success: true, results, moreDataAvailable: false } });
function route(req: Recorded) {
  if (req.headers.authorization !== BASIC) return { status: 401, json: { success: false } };
  const body = req.json() as Record<string, string>;
  switch (req.path) {
    case '/job.info':
      return body.id === 'j1'
        ? ok({ id: 'j1', interviewPlanIds: ['plan-1'] })
        : { json: { success: false, errorInfo: { code: 'job_not_found', message: 'Job not found' } } };
    case '/interviewStage.list':
      return ok([
        { id: 's1', title: 'Application Review', orderInInterviewPlan: 0 },
        { id: 's2', title: 'Phone Screen', orderInInterviewPlan: 1 },
        { id: 's3', title: 'Onsite', orderInInterviewPlan: 2 },
        { id: 's9', title: 'Reference Check', orderInInterviewPlan: 3 },
      ]);
    case '/application.changeStage':
      stages.set(body.applicationId as string, body.interviewStageId as string);
      return ok({ id: body.applicationId });
    case '/application.list':
      return ok(
        [...stages].map(([id, stage]) => ({
          id,
          candidate: { id: `c-${id}`, name: 'Someone' },
          currentInterviewStage: { id: stage },
          createdAt: '2026-06-01T00:00:00.000Z',
        })),
      );
  }
  return undefined;
}

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let teamId = '';
let otherTeamId = '';
let ashbyConnection = '';
let projectId = '';
let oneWayProjectId = '';
let otherProjectId = '';
const people: Record<string, number> = {};
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

async function connection(team: string, provider: string, fields: Record<string, string>) {
  const id = crypto.randomUUID();
  await q(
    `insert into integration_connections (id, team_id, provider_id, scope, credentials, stored_fields)
     values ($1, $2, $3, 'team', $4, '["api_key"]'::jsonb)`,
    [id, team, provider, box.encrypt(JSON.stringify(fields), credentialsAad(id))],
  );
  return id;
}

async function project(c: TestClient, name: string): Promise<string> {
  const res = await c.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}

let seq = 0;
/** A candidate in the project, exported to the ATS job as application `app` at Application Review. */
async function exported(team: string, project: string, conn: string, app: string, job = 'j1') {
  seq += 1;
  const [row] = await q<{ id: string }>(
    `insert into talent_profiles (team_id, source, external_id, full_name, doc) values ($1, 'import', $2, $3, '{}'::jsonb) returning id`,
    [team, `sync-${seq}`, `Person ${seq}`],
  );
  const id = Number(row?.id);
  await q('insert into project_candidates (project_id, profile_id) values ($1, $2)', [project, id]);
  await q(
    `insert into ats_exports (team_id, project_id, profile_id, connection_id, job_id, stage_id, status,
                              external_candidate_id, external_application_id, finished_at)
     values ($1, $2, $3, $4, $5, 's1', 'done', $6, $7, now())`,
    [team, project, id, conn, job, `c-${app}`, app],
  );
  stages.set(app, 's1');
  return id;
}

const position = async (profileId: number, project = projectId) =>
  (
    await q<{ category_id: number; stage_id: number | null }>(
      'select category_id, stage_id from project_candidates where project_id = $1 and profile_id = $2',
      [project, profileId],
    )
  )[0];
const stateOf = async (profileId: number) =>
  (await q<Record<string, unknown>>('select * from ats_sync_states where profile_id = $1', [profileId]))[0];
const moves = () => ashby.requests.filter((r) => r.path === '/application.changeStage');
const move = (c: TestClient, project: string, ids: number[], categoryId: number, stageId: number | null) =>
  c.post('/api/v1/pipelines/changeStage', { projectId: project, candidateIds: ids, categoryId, stageId });

const MAPPING = [
  { stageId: 1, atsStageId: 's1' }, // Good Fit ↔ Application Review
  { stageId: 2, atsStageId: 's2' }, // Contacted ↔ Phone Screen
  { stageId: null, categoryId: 3, atsStageId: 's3' }, // Interview ↔ Onsite
];

beforeAll(async () => {
  ashby = await startVendorServer(route);
  oneWay = await startVendorServer(() => undefined);
  t = await createTestApp({ seed: true, deps: { secretBox: box } });
  // The queues exist (jobs are written in the move's transaction) but no worker runs the sync's:
  // the test runs them itself.
  const queue = await startQueue(
    t.db.url,
    JOBS.filter((j) => j.name === ATS_SYNC_PUSH_QUEUE || !j.name.startsWith('ats-sync')).map((j) =>
      j.name === ATS_SYNC_PUSH_QUEUE ? { ...j, handler: async () => ({ run: async () => {} }) } : j,
    ),
    { info: () => {}, error: () => {} },
  );
  queueStop = () => queue.stop();
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.admin@talentbase.dev');
  teamId = await teamOf('relationships@talentbase.dev');
  otherTeamId = await teamOf('growth.admin@talentbase.dev');
  for (const team of [teamId, otherTeamId])
    await q(
      `insert into engage_team_settings (team_id, allow_private_hosts) values ($1, true)
       on conflict (team_id) do update set allow_private_hosts = true`,
      [team],
    );
  ashbyConnection = await connection(teamId, 'ashby', {
    api_key: KEY,
    baseUrl: ashby.url,
    signing_secret: SIGNING,
  });
  const greenhouse = await connection(teamId, 'greenhouse_harvest', {
    api_key: KEY,
    baseUrl: `${oneWay.url}/v1`,
  });
  projectId = await project(owner, 'Two-way sync');
  oneWayProjectId = await project(owner, 'One-way sync');
  otherProjectId = await project(other, 'Other team sync');
  for (const name of ['push', 'pull', 'conflict', 'unmapped', 'webhook'])
    people[name] = await exported(teamId, projectId, ashbyConnection, `a-${name}`);
  people.oneWay = await exported(teamId, oneWayProjectId, greenhouse, 'g-1', '101');
  await q(
    `insert into project_relations (team_id, project_id, type, status, uniq_id, metadata, ats_name, ats_job_id)
     values ($1, $2, 'ATS_SYNC', 1, 'gh:101', $3::jsonb, 'greenhouse_harvest', '101')`,
    [teamId, oneWayProjectId, JSON.stringify({ stageMapping: [{ stageId: 2, atsStageId: '9002' }] })],
  );
}, 120_000);
afterAll(async () => {
  await queueStop?.();
  await t?.close();
  await ashby?.close();
  await oneWay?.close();
});

describe('the stage mapping', () => {
  it('is checked against the pipeline and the ATS’s live stage list, with the ATS’s names', async () => {
    const bad = [
      [{ stageId: 999, atsStageId: 's1' }],
      [{ stageId: null, categoryId: 1, atsStageId: 's1' }], // Sourcing has stages: map those
      [{ stageId: 1, atsStageId: 'zz' }],
    ];
    for (const stageMapping of bad) {
      const res = await owner.post('/api/v1/talentsync/linkProject', {
        projectId,
        atsName: 'ashby',
        atsJobId: 'j1',
        stageMapping,
      });
      expect(res.status, JSON.stringify(stageMapping)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await q('select 1 from project_relations where project_id = $1', [projectId])).length).toBe(0);
    const res = await owner.post('/api/v1/talentsync/linkProject', {
      projectId,
      atsName: 'ashby',
      atsJobId: 'j1',
      atsJobName: 'Backend Engineer',
      stageMapping: MAPPING,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.stageMapping).toEqual([
      { stageId: 1, categoryId: 1, atsStageId: 's1', atsStageName: 'Application Review' },
      { stageId: 2, categoryId: 1, atsStageId: 's2', atsStageName: 'Phone Screen' },
      { stageId: null, categoryId: 3, atsStageId: 's3', atsStageName: 'Onsite' },
    ]);
  });

  it('another team’s project is 404, exactly like a missing one', async () => {
    const body = { atsName: 'ashby', atsJobId: 'j1', stageMapping: MAPPING };
    const res = await owner.post('/api/v1/talentsync/linkProject', { projectId: otherProjectId, ...body });
    expect(res.status).toBe(404);
    expect(
      (await owner.post('/api/v1/talentsync/linkProject', { projectId: '99999999', ...body })).status,
    ).toBe(404);
  });
});

describe('Talentbase → ATS', () => {
  it('a move to a mapped stage is queued and written to the ATS, with an activity on the candidate', async () => {
    const id = people.push as number;
    expect((await move(owner, projectId, [id], 1, 2)).status).toBe(200);
    const state = await stateOf(id);
    expect(state).toMatchObject({ push_status: 'pending', push_ats_stage_id: 's2' });
    const jobs = await q(`select data from pgboss.job where name = $1`, [ATS_SYNC_PUSH_QUEUE]);
    expect(jobs.map((j) => j.data)).toContainEqual({ stateId: Number(state?.id) });
    expect(await runAtsSyncPush(t.db.db, Number(state?.id), deps)).toBe('done');
    expect(moves().map((r) => r.json())).toEqual([{ applicationId: 'a-push', interviewStageId: 's2' }]);
    expect(await stateOf(id)).toMatchObject({ push_status: 'idle', stage_id: 2, ats_stage_id: 's2' });
    const activity = await q<{ detail: Record<string, unknown> }>(
      `select detail from candidate_activities where profile_id = $1 and action = 'ats_sync'`,
      [id],
    );
    expect(activity.map((a) => a.detail)).toEqual([
      expect.objectContaining({
        direction: 'to_ats',
        ats: 'Ashby',
        status: 'moved',
        atsStageName: 'Phone Screen',
      }),
    ]);
  });

  it('the pull after our own push changes nothing (no bounce)', async () => {
    const before = moves().length;
    const summary = await runSyncSweep(t.db.db, deps, { teamId });
    expect(summary.moved + summary.overridden).toBe(0);
    expect(await position(people.push as number)).toEqual({ category_id: 1, stage_id: 2 });
    expect(moves().length).toBe(before);
  });

  it('a move to an unmapped stage is never written', async () => {
    const id = people.unmapped as number;
    expect((await move(owner, projectId, [id], 1, 3)).status).toBe(200); // Replied: not mapped
    // The earlier pull recorded where both sides agreed; nothing waits to be written.
    expect((await stateOf(id))?.push_status).toBe('idle');
    await runSyncSweep(t.db.db, deps, { teamId });
    expect(
      moves().filter((r) => (r.json() as { applicationId: string }).applicationId === 'a-unmapped'),
    ).toEqual([]);
  });
});

describe('ATS → Talentbase', () => {
  it('an ATS move is applied through the pipeline (history), and not pushed back', async () => {
    const id = people.pull as number;
    stages.set('a-pull', 's3');
    const before = moves().length;
    const summary = await runSyncSweep(t.db.db, deps, { teamId });
    expect(summary.moved).toBeGreaterThanOrEqual(1);
    expect(await position(id)).toEqual({ category_id: 3, stage_id: null });
    const history = await q<{ action: string }>(
      `select action from candidate_activities where profile_id = $1 order by id`,
      [id],
    );
    expect(history.map((h) => h.action)).toEqual(['stage_changed', 'ats_sync']);
    expect(await stateOf(id)).toMatchObject({
      push_status: 'idle',
      category_id: 3,
      stage_id: null,
      ats_stage_id: 's3',
    });
    expect(moves().length).toBe(before);
    // Pulling again changes nothing.
    expect((await runSyncSweep(t.db.db, deps, { teamId })).moved).toBe(0);
  });

  it('both sides changed: the ATS wins and the Talentbase move is recorded as overridden', async () => {
    const id = people.conflict as number;
    expect((await move(owner, projectId, [id], 1, 2)).status).toBe(200); // pending push to s2
    const stateId = Number((await stateOf(id))?.id);
    stages.set('a-conflict', 's3'); // meanwhile the hiring manager moved them to Onsite
    const summary = await runSyncSweep(t.db.db, { ...deps }, { teamId });
    expect(summary.overridden).toBe(1);
    expect(await position(id)).toEqual({ category_id: 3, stage_id: null });
    expect(await stateOf(id)).toMatchObject({ push_status: 'overridden', ats_stage_id: 's3' });
    const notes = await q<{ detail: { status: string } }>(
      `select detail from candidate_activities where profile_id = $1 and action = 'ats_sync' order by id`,
      [id],
    );
    expect(notes.map((n) => n.detail.status)).toEqual(['overridden', 'moved']);
    // The queued push finds it overridden and writes nothing.
    expect(await runAtsSyncPush(t.db.db, stateId, deps)).toBe('skipped');
    expect(
      moves().filter((r) => (r.json() as { applicationId: string }).applicationId === 'a-conflict'),
    ).toEqual([]);
    expect(stages.get('a-conflict')).toBe('s3');
  });

  it('an unmapped ATS stage is remembered but never written; a removed application leaves the candidate', async () => {
    const id = people.unmapped as number;
    stages.set('a-unmapped', 's9');
    await runSyncSweep(t.db.db, deps, { teamId });
    expect(await position(id)).toEqual({ category_id: 1, stage_id: 3 });
    stages.delete('a-unmapped');
    await runSyncSweep(t.db.db, deps, { teamId });
    expect(await position(id)).toEqual({ category_id: 1, stage_id: 3 });
  });

  it('a one-way vendor is never pulled nor pushed', async () => {
    expect((await move(owner, oneWayProjectId, [people.oneWay as number], 1, 2)).status).toBe(200);
    await runSyncSweep(t.db.db, deps);
    expect(oneWay.requests).toEqual([]);
    expect(await stateOf(people.oneWay as number)).toBeUndefined();
  });
});

describe('the sync’s standing on the card', () => {
  it('counts synced, waiting, failed and overridden moves; another team’s project is 404', async () => {
    const res = await owner.get(`/api/v1/integrations/sync/projects/${projectId}/status`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ linked: true, twoWay: true, pending: 0, failed: 0, overridden: 1 });
    expect(res.body.data.synced).toBeGreaterThanOrEqual(3);
    expect(res.body.data.lastSyncedAt).toBeTruthy();
    const oneWayStatus = await owner.get(`/api/v1/integrations/sync/projects/${oneWayProjectId}/status`);
    expect(oneWayStatus.body.data).toMatchObject({ linked: true, twoWay: false });
    expect((await other.get(`/api/v1/integrations/sync/projects/${projectId}/status`)).status).toBe(404);
    expect((await owner.get('/api/v1/integrations/sync/projects/99999999/status')).status).toBe(404);
  });
});

describe('signed webhooks', () => {
  const url = () => `/api/v1/integrations/sync/webhooks/${ashbyConnection}`;
  const body = JSON.stringify({ action: 'applicationUpdate', data: { application: { id: 'a-webhook' } } });

  it('a bad or missing signature is 401 and changes nothing', async () => {
    const id = people.webhook as number;
    stages.set('a-webhook', 's2');
    const anyone = new TestClient(t.app);
    const attempts: Record<string, string>[] = [
      {},
      { 'ashby-signature': `sha256=${hmacHex('wrong-secret', body)}` },
    ];
    for (const headers of attempts) {
      const res = await anyone.request('POST', url(), body, {
        'content-type': 'application/json',
        ...headers,
      });
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain(SIGNING);
    }
    expect(await position(id)).toEqual({ category_id: 1, stage_id: 1 });
  });

  it('a signed webhook pulls at once', async () => {
    const anyone = new TestClient(t.app);
    const res = await anyone.request('POST', url(), body, {
      'content-type': 'application/json',
      'ashby-signature': `sha256=${hmacHex(SIGNING, body)}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ received: true, moved: 1 });
    expect(await position(people.webhook as number)).toEqual({ category_id: 1, stage_id: 2 });
  });

  it('an unknown connection, or one of a one-way vendor, is 404', async () => {
    const anyone = new TestClient(t.app);
    for (const id of [crypto.randomUUID(), 'not-a-uuid'])
      expect(
        (
          await anyone.request('POST', `/api/v1/integrations/sync/webhooks/${id}`, body, {
            'content-type': 'application/json',
          })
        ).status,
      ).toBe(404);
  });
});
