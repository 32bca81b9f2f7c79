/**
 * Automations end to end on a real database and the real job queue: a recruiter's move sets the
 * rules off, the worker runs them (tag, label, in-app notification, activity, a failing action
 * recorded without stopping the others), a second delivery changes nothing, loops stop at the
 * limit; and the rule API's bad input, gates and another team's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { automationRunJob } from './automation-run.job';

let t: TestApp;
let queue: JobQueue;
let admin: TestClient; // demo@: team settings, creates the project (owner)
let member: TestClient; // relationships@: same team, no team settings
let other: TestClient; // growth.admin@: another team's admin
let anon: TestClient;
let projectId: string;
let campaignId: string;
let otherProjectId: string;
const quiet = { info: () => {}, error: () => {} };

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const userId = async (email: string) =>
  (await q<{ id: string }>('select id from users where email = $1', [email]))[0]?.id as string;

let seq = 0;
async function candidate(name: string): Promise<number> {
  seq += 1;
  const [row] = await q<{ id: string }>(
    `insert into talent_profiles (source, external_id, full_name, current_title, current_company, location, doc)
     values ('hiretual', $1, $2, 'Engineer', 'Acme', 'Austin, TX', '{}') returning id`,
    [`auto-${seq}`, name],
  );
  const id = Number(row?.id);
  const res = await admin.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [id] });
  expect(res.status).toBe(200);
  return id;
}

const move = (id: number, categoryId: number, stageId: number | null, client = admin) =>
  client.post('/api/v1/pipelines/changeStage', { projectId, candidateIds: [id], categoryId, stageId });

async function settle(profileId: number, count: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rows = await q<{ status: string }>(
      `select status from automation_runs where profile_id = $1 order by id`,
      [profileId],
    );
    if (rows.length >= count && rows.every((r) => !['pending', 'running'].includes(r.status))) return rows;
    if (Date.now() > end) throw new Error(`runs did not settle: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rule = (body: Record<string, unknown>, client = admin) => client.post('/api/v1/automations', body);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  member = new TestClient(t.app);
  other = new TestClient(t.app);
  anon = new TestClient(t.app);
  expect((await admin.login('demo@talentbase.dev')).status).toBe(200);
  expect((await member.login('relationships@talentbase.dev')).status).toBe(200);
  expect((await other.login('growth.admin@talentbase.dev')).status).toBe(200);
  const created = await admin.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: 'Automation project',
  });
  expect(created.status).toBe(200);
  projectId = created.body.data.projectId;
  const demo = await userId('demo@talentbase.dev');
  const [camp] = await q<{ id: string }>(
    `insert into engage_campaigns (team_id, user_id, sender_user_id, name)
     select team_id, $1, $1, 'Empty sequence' from projects where id = $2 returning id::text as id`,
    [demo, projectId],
  );
  campaignId = camp?.id as string;
  const growthRecruiter = new TestClient(t.app);
  await growthRecruiter.login('growth.recruiter@talentbase.dev');
  const otherProject = await growthRecruiter.post('/api/v1/projects/create', {
    jobTitle: 'Designer',
    projectStatus: 0,
    projectName: 'Other team project',
  });
  otherProjectId = otherProject.body.data.projectId;
  queue = await startQueue(t.db.url, JOBS, quiet);
  await queue.startWorkers(t.db.db);
}, 120_000);

afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe('automation rules run when a candidate enters a stage', () => {
  it('tags, labels, notifies the hiring team and logs; a failing action does not stop the others', async () => {
    const created = await rule({
      name: 'Replied: warm lead',
      projectId,
      categoryId: 1,
      stageId: 3,
      actions: [
        { type: 'add_tag', tag: 'Warm lead' },
        { type: 'enrol_sequence', campaignId },
        { type: 'change_label', stageLabel: 3 },
        { type: 'notify', userId: null, message: 'Call them today' },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Replied: warm lead',
      stageName: 'Replied',
      enabled: true,
    });

    const id = await candidate('Ada Lovelace');
    expect((await move(id, 1, 3)).status).toBe(200);
    const runs = await settle(id, 1);
    expect(runs.map((r) => r.status)).toEqual(['partial']);

    const [run] = await q<{ results: { type: string; status: string; message: string }[]; error: string }>(
      'select results, error from automation_runs where profile_id = $1',
      [id],
    );
    expect(run?.results.map((r) => [r.type, r.status])).toEqual([
      ['add_tag', 'done'],
      ['enrol_sequence', 'failed'],
      ['change_label', 'done'],
      ['notify', 'done'],
    ]);
    expect(run?.error).toMatch(/Enrol in sequence: This sequence has no steps/);

    const tags = await q('select tag from candidate_tags where profile_id = $1', [id]);
    expect(tags).toEqual([{ tag: 'Warm lead' }]);
    const [pc] = await q<{ stage_label: number; engagement_status: number }>(
      'select stage_label, engagement_status from project_candidates where profile_id = $1',
      [id],
    );
    expect(pc).toEqual({ stage_label: 3, engagement_status: 15 }); // Interested
    const notes = await q<{ user_id: string; title: string; body: string; category: string }>(
      'select user_id, title, body, category from notifications where team_id = (select team_id from projects where id = $1)',
      [projectId],
    );
    expect(notes).toEqual([
      {
        user_id: await userId('demo@talentbase.dev'),
        title: 'Ada Lovelace entered Replied in Automation project',
        body: 'Call them today',
        category: 'candidate',
      },
    ]);
    const activity = await q<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from candidate_activities where profile_id = $1 order by id`,
      [id],
    );
    const actions = activity.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['stage_changed', 'tagged', 'label_changed', 'automation_ran']),
    );
    expect(activity.find((a) => a.action === 'tagged')?.detail).toMatchObject({ by: 'automation' });
    expect(activity.find((a) => a.action === 'automation_ran')?.detail).toMatchObject({
      ruleName: 'Replied: warm lead',
      status: 'partial',
    });

    // The bell shows it; the run list and the rule's last run say what happened.
    const bell = await admin.get('/api/v1/notifications');
    expect(bell.status).toBe(200);
    expect(bell.body).toMatchObject({ totalNum: 1, showDot: true, unread: { candidate: 1 } });
    const read = await admin.post('/api/v1/notifications/read', { all: true });
    expect(read.body).toEqual({ updated: 1 });
    expect((await admin.get('/api/v1/notifications')).body).toMatchObject({ totalNum: 0, allRead: true });
    const runList = await admin.get('/api/v1/automations/runs');
    expect(runList.body.data[0]).toMatchObject({ candidateName: 'Ada Lovelace', status: 'partial' });
    const rules = await admin.get('/api/v1/automations');
    expect(rules.body.data[0].lastRun.status).toBe('partial');

    // The same job delivered again finds its run done: nothing happens twice.
    const [runRow] = await q<{ id: string }>('select id from automation_runs where profile_id = $1', [id]);
    await queue.send(automationRunJob, { runId: Number(runRow?.id) });
    await new Promise((r) => setTimeout(r, 2500));
    expect(await q('select 1 from notifications')).toHaveLength(1);
    expect(
      await q(`select 1 from candidate_activities where profile_id = $1 and action = 'automation_ran'`, [id]),
    ).toHaveLength(1);

    // A label change within the stage is not an entry; moving away and back is a new one.
    await admin.post('/api/v1/pipelines/changeLabel', { projectId, candidateIds: [id], stageLabel: 4 });
    expect(await q('select 1 from automation_runs where profile_id = $1', [id])).toHaveLength(1);
    await move(id, 1, 2);
    await move(id, 1, 3);
    expect((await settle(id, 2)).map((r) => r.status)).toEqual(['partial', 'partial']);
    // The tag was there already: skipped, not failed.
    const [second] = await q<{ results: { type: string; status: string }[] }>(
      'select results from automation_runs where profile_id = $1 order by id desc limit 1',
      [id],
    );
    expect(second?.results[0]).toMatchObject({ type: 'add_tag', status: 'skipped' });
  });

  it('rules that move candidates into each other stop at the loop limit', async () => {
    const toScreen = await rule({
      name: 'Interview back to Screen',
      projectId: null,
      categoryId: 3,
      stageId: null,
      actions: [{ type: 'move_stage', categoryId: 2, stageId: null }],
    });
    expect(toScreen.status).toBe(200);
    const toInterview = await rule({
      name: 'Screen on to Interview',
      projectId: null,
      categoryId: 2,
      stageId: null,
      actions: [{ type: 'move_stage', categoryId: 3, stageId: null }],
    });
    expect(toInterview.status).toBe(200);
    const id = await candidate('Grace Hopper');
    expect((await move(id, 2, null)).status).toBe(200);
    const end = Date.now() + 20_000;
    let runs: { status: string; depth: number }[] = [];
    while (Date.now() < end) {
      runs = await q('select status, depth from automation_runs where profile_id = $1 order by id', [id]);
      if (
        runs.some((r) => r.status === 'skipped') &&
        runs.every((r) => !['pending', 'running'].includes(r.status))
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(runs).toEqual([
      { status: 'succeeded', depth: 0 },
      { status: 'succeeded', depth: 1 },
      { status: 'succeeded', depth: 2 },
      { status: 'skipped', depth: 3 },
    ]);
    // Turned off, a rule does not run.
    for (const r of [toScreen, toInterview])
      expect(
        (await admin.post(`/api/v1/automations/${r.body.data.id}/enabled`, { enabled: false })).status,
      ).toBe(200);
    const id2 = await candidate('Katherine Johnson');
    await move(id2, 2, null);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await q('select 1 from automation_runs where profile_id = $1', [id2])).toHaveLength(0);
  });
});

describe('the rule API', () => {
  const valid = () => ({
    name: 'Tag hires',
    projectId: null,
    categoryId: 5,
    stageId: null,
    actions: [{ type: 'add_tag', tag: 'Hired' }],
  });

  it('answers 400 with a clear message for bad input and writes nothing', async () => {
    const before = await q('select 1 from automation_rules');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid(), name: '   ' }, /name/i],
      [{ ...valid(), actions: [] }, /at least one action/i],
      [{ ...valid(), actions: [{ type: 'explode' }] }, /Choose an action/],
      [{ ...valid(), categoryId: 77 }, /not in any of the team's hiring processes/],
      [{ ...valid(), stageId: 3 }, /not a stage of Hired/],
      [{ ...valid(), actions: [{ type: 'change_label', stageLabel: 2 }] }, /no labels/],
      [{ ...valid(), actions: [{ type: 'move_stage', categoryId: 5, stageId: null }] }, /stage it watches/],
      [{ ...valid(), actions: [{ type: 'add_tag', tag: 'x'.repeat(51) }] }, /at most 50/],
      [{ ...valid(), extra: true }, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await rule(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const malformed = await admin.request('POST', '/api/v1/automations', '{"name":', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(await q('select 1 from automation_rules')).toHaveLength(before.length);
  });

  it('edits, reorders and deletes, auditing each change', async () => {
    const a = (await rule({ ...valid(), name: 'First' })).body.data;
    const b = (await rule({ ...valid(), name: 'Second' })).body.data;
    const edited = await admin.put(`/api/v1/automations/${a.id}`, {
      ...valid(),
      name: 'First, edited',
      enabled: false,
    });
    expect(edited.body.data).toMatchObject({ name: 'First, edited', enabled: false });
    const all = (await admin.get('/api/v1/automations')).body.data.map((r: { id: string }) => r.id);
    const reversed = [...all].reverse();
    const reordered = await admin.post('/api/v1/automations/reorder', { ruleIds: reversed });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((r: { id: string }) => r.id)).toEqual(reversed);
    expect((await admin.post('/api/v1/automations/reorder', { ruleIds: [a.id] })).status).toBe(400);
    expect((await admin.request('DELETE', `/api/v1/automations/${b.id}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/v1/automations/${b.id}`)).status).toBe(404);
    const audits = await q<{ action: string }>(
      `select action from audit_log where target_type = 'automation_rule' and target_id = $1 order by id`,
      [a.id],
    );
    expect(audits.map((r) => r.action)).toEqual(['automation.created', 'automation.updated']);
    const options = await admin.get('/api/v1/automations/options');
    expect(options.status).toBe(200);
    expect(options.body.data.stages).toEqual(
      expect.arrayContaining([expect.objectContaining({ stageId: 3, stageName: 'Replied' })]),
    );
    expect(options.body.data.sequences).toEqual([{ id: campaignId, name: 'Empty sequence' }]);
  });

  it('refuses other roles (403), signed-out callers (401) and another team’s ids (404)', async () => {
    const mine = (await rule({ ...valid(), name: 'Mine' })).body.data;
    expect((await member.get('/api/v1/automations')).status).toBe(403);
    expect((await rule(valid(), member)).status).toBe(403);
    expect((await anon.get('/api/v1/automations')).status).toBe(401);
    expect((await other.get('/api/v1/automations')).body.data).toEqual([]);
    expect((await other.put(`/api/v1/automations/${mine.id}`, valid())).status).toBe(404);
    expect((await other.post(`/api/v1/automations/${mine.id}/enabled`, { enabled: false })).status).toBe(404);
    expect((await other.request('DELETE', `/api/v1/automations/${mine.id}`)).status).toBe(404);
    expect((await other.post('/api/v1/automations/reorder', { ruleIds: [mine.id] })).status).toBe(404);
    expect((await other.get(`/api/v1/automations/runs?ruleId=${mine.id}`)).status).toBe(404);
    // Naming our project, member or sequence from the other team: not found.
    expect((await rule({ ...valid(), projectId }, other)).status).toBe(404);
    expect(
      (await rule({ ...valid(), actions: [{ type: 'enrol_sequence', campaignId }] }, other)).status,
    ).toBe(404);
    const demo = await userId('demo@talentbase.dev');
    expect((await rule({ ...valid(), actions: [{ type: 'notify', userId: demo }] }, other)).status).toBe(404);
    expect((await rule({ ...valid(), projectId: otherProjectId })).status).toBe(404);
    expect((await admin.put('/api/v1/automations/abc', valid())).status).toBe(404);
  });
});
