/**
 * The pipeline end to end over HTTP on a real database: moves (one, many, all or nothing),
 * positions and labels, engagement statuses, the candidate list filter, the board's counts, the
 * pipeline benchmark, copy to project, the sample projects, roles and another team's ids.
 */
import { HIGH_AVAILABILITY } from '@talentbase/shared';
import { ENGAGEMENT_STATUS } from '@talentbase/shared/domain/engagement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // relationships@ (pro team): creates the projects, so owner
let collaborator: TestClient; // crm@ (pro team): Collaborator (0) on the main project
let manager: TestClient; // hiring.manager@ (pro team): Hiring manager (2)
let other: TestClient; // growth.recruiter@: another team
let otherTeamId: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const userId = async (email: string) =>
  (await q<{ id: string }>('select id from users where email = $1', [email]))[0]?.id as string;
const teamOf = async (email: string) =>
  (
    await q<{ team_id: string }>(
      'select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1',
      [email],
    )
  )[0]?.team_id as string;

type ProfileSpec = {
  name?: string;
  team?: string | null;
  availability?: number | null;
  emails?: { address: string; type: 'work' | 'personal' }[];
  phones?: { number: string; type: string }[];
};
let seq = 0;

/** Inserts profiles (open-web unless a team is given) and their contacts; answers their ids. */
async function profiles(specs: ProfileSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const s of specs) {
    seq += 1;
    const doc = JSON.stringify({ analytics: { availability: s.availability ?? null } });
    const [row] = await q<{ id: string }>(
      `insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
       values ($1, $2, $3, $4, 'Backend Engineer', 'Acme', 'Austin, TX', $5) returning id`,
      [s.team ?? null, s.team ? 'import' : 'hiretual', `pipe-${seq}`, s.name ?? `Person ${seq}`, doc],
    );
    const id = Number(row?.id);
    if (s.emails || s.phones) {
      await q('insert into talent_contacts (profile_id, emails, phones) values ($1, $2, $3)', [
        id,
        JSON.stringify(s.emails ?? []),
        JSON.stringify(s.phones ?? []),
      ]);
    }
    ids.push(id);
  }
  return ids;
}

const many = (n: number, spec: ProfileSpec = {}) => profiles(Array.from({ length: n }, () => ({ ...spec })));

async function createProject(c: TestClient, name: string): Promise<string> {
  const res = await c.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}

async function add(c: TestClient, projectId: string, ids: number[]) {
  const res = await c.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: ids });
  expect(res.status).toBe(200);
}

async function setRole(projectId: string, email: string, role: number) {
  await q(
    `insert into project_members (project_id, user_id, role) values ($1, $2, $3)
     on conflict (project_id, user_id) do update set role = excluded.role`,
    [projectId, await userId(email), role],
  );
}

const move = (c: TestClient, body: Record<string, unknown>) => c.post('/api/v1/pipelines/changeStage', body);
const label = (c: TestClient, body: Record<string, unknown>) => c.post('/api/v1/pipelines/changeLabel', body);
const list = (c: TestClient, body: Record<string, unknown>) => c.post('/api/v1/pipelines/candidates', body);

type Position = {
  category_id: number;
  stage_id: number | null;
  stage_label: number;
  engagement_status: number;
};
async function positions(projectId: string, ids: number[]): Promise<Position[]> {
  return q<Position>(
    `select category_id, stage_id, stage_label, engagement_status from project_candidates
      where project_id = $1 and profile_id = any($2::bigint[]) order by profile_id`,
    [projectId, ids],
  );
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  collaborator = new TestClient(t.app);
  await collaborator.login('crm@talentbase.dev');
  manager = new TestClient(t.app);
  await manager.login('hiring.manager@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  otherTeamId = await teamOf('growth.recruiter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('changeStage', () => {
  it('moves one candidate, keeps the engagement status in step with the label, logs and audits it', async () => {
    const projectId = await createProject(owner, 'Move one');
    const [id] = await many(1);
    await add(owner, projectId, [id as number]);
    await q(
      `update project_candidates set stage_updated_at = now() - interval '3 days' where project_id = $1`,
      [projectId],
    );
    const res = await move(owner, {
      projectId,
      candidateIds: [id],
      categoryId: 1,
      stageId: 2,
      stageLabel: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      moved: 1,
      unchanged: 0,
      to: {
        categoryId: 1,
        stageId: 2,
        stageLabel: 3,
        categoryName: 'Sourcing',
        stageName: 'Contacted',
        engagementStatus: ENGAGEMENT_STATUS.EmailOpened,
      },
    });
    expect(await positions(projectId, [id as number])).toEqual([
      { category_id: 1, stage_id: 2, stage_label: 3, engagement_status: ENGAGEMENT_STATUS.EmailOpened },
    ]);
    const [fresh] = await q<{ age: number }>(
      `select extract(epoch from now() - stage_updated_at)::int as age from project_candidates where project_id = $1`,
      [projectId],
    );
    expect(fresh?.age).toBeLessThan(60);
    const activity = await q<{ detail: unknown }>(
      `select detail from candidate_activities where project_id = $1 and action = 'stage_changed'`,
      [projectId],
    );
    expect(activity.map((a) => a.detail)).toEqual([
      {
        from: { categoryId: 1, stageId: 1, stageLabel: 1 },
        to: { categoryId: 1, stageId: 2, stageLabel: 3 },
      },
    ]);
    const audits = await q(
      `select 1 from audit_log where action = 'pipeline.stage_changed' and target_id = $1`,
      [projectId],
    );
    expect(audits).toHaveLength(1);

    // Moving again without a label resets it to N/A, and the status with it.
    const reset = await move(owner, { projectId, candidateIds: [id], categoryId: 1, stageId: 3 });
    expect(reset.body.to).toMatchObject({ stageLabel: 1, engagementStatus: ENGAGEMENT_STATUS.NA });
    // A category without stages takes stageId null.
    const screen = await move(owner, { projectId, candidateIds: [id], categoryId: 2, stageId: null });
    expect(screen.status).toBe(200);
    expect(screen.body.to).toMatchObject({ categoryName: 'Screen', stageName: null });
    // Already there: nothing to do, no new activity.
    const again = await move(owner, { projectId, candidateIds: [id], categoryId: 2, stageId: null });
    expect(again.body).toMatchObject({ moved: 0, unchanged: 1 });
    const count = await q(
      `select 1 from candidate_activities where project_id = $1 and action = 'stage_changed'`,
      [projectId],
    );
    expect(count).toHaveLength(3);
  });

  it('moves many at once with one activity entry each and one audit entry', async () => {
    const projectId = await createProject(owner, 'Move many');
    const ids = await many(300);
    await add(owner, projectId, ids);
    const started = performance.now();
    const res = await move(owner, { projectId, candidateIds: ids, categoryId: 1, stageId: 3, stageLabel: 3 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(200);
    expect(res.body.moved).toBe(300);
    const rows = await positions(projectId, ids);
    expect(new Set(rows.map((r) => `${r.stage_id}/${r.stage_label}/${r.engagement_status}`))).toEqual(
      new Set([`3/3/${ENGAGEMENT_STATUS.Interested}`]),
    );
    const activities = await q(
      `select 1 from candidate_activities where project_id = $1 and action = 'stage_changed'`,
      [projectId],
    );
    expect(activities).toHaveLength(300);
    const audits = await q(
      `select 1 from audit_log where action = 'pipeline.stage_changed' and target_id = $1`,
      [projectId],
    );
    expect(audits).toHaveLength(1);
  });

  it('is all or nothing: one id that is not in the project moves nobody', async () => {
    const projectId = await createProject(owner, 'All or nothing');
    const ids = await many(3);
    const [outsider] = await many(1);
    await add(owner, projectId, ids);
    const res = await move(owner, {
      projectId,
      candidateIds: [...ids, outsider],
      categoryId: 1,
      stageId: 2,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Some candidates are not in this project');
    expect((await positions(projectId, ids)).every((r) => r.stage_id === 1)).toBe(true);
    expect(
      await q(`select 1 from candidate_activities where project_id = $1 and action = 'stage_changed'`, [
        projectId,
      ]),
    ).toEqual([]);
  });

  it('refuses a position or label that is not in the pipeline with 422 naming it', async () => {
    const projectId = await createProject(owner, 'Positions');
    const [id] = await many(1);
    await add(owner, projectId, [id as number]);
    const base = { projectId, candidateIds: [id] };
    const stage4 = await move(owner, { ...base, categoryId: 1, stageId: 4 });
    expect(stage4.status).toBe(422);
    expect(stage4.body.message).toBe("Stage 4 is not a stage of Sourcing in this project's pipeline");
    const noCategory = await move(owner, { ...base, categoryId: 99, stageId: null });
    expect(noCategory.status).toBe(422);
    expect(noCategory.body.message).toBe("Category 99 is not in this project's pipeline");
    const stageless = await move(owner, { ...base, categoryId: 3, stageId: 1 });
    expect(stageless.status).toBe(422);
    expect(stageless.body.message).toContain('Interview has no stages');
    const badLabel = await move(owner, { ...base, categoryId: 1, stageId: 5, stageLabel: 4 });
    expect(badLabel.status).toBe(422);
    expect(badLabel.body.message).toBe('Label 4 is not a label of Scheduled');
    expect(await positions(projectId, [id as number])).toEqual([
      { category_id: 1, stage_id: 1, stage_label: 1, engagement_status: 1 },
    ]);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const projectId = await createProject(owner, 'Bad input');
    const [id] = await many(1);
    await add(owner, projectId, [id as number]);
    const bad = [
      { projectId, candidateIds: [], categoryId: 1, stageId: 1 },
      { projectId, candidateIds: [id, id], categoryId: 1, stageId: 1 },
      { projectId, candidateIds: Array.from({ length: 1001 }, (_, i) => i + 1), categoryId: 1, stageId: 1 },
      { projectId, candidateIds: ['x'], categoryId: 1, stageId: 1 },
      { projectId, candidateIds: [id], categoryId: 1 },
      { projectId, candidateIds: [id], categoryId: 1, stageId: 1, extra: true },
      { projectId, candidateIds: [id], categoryId: 1, stageId: 1, moveType: 'sideways' },
      { projectId: 'abc', candidateIds: [id], categoryId: 1, stageId: 1 },
    ];
    for (const body of bad) expect((await move(owner, body)).status).toBe(400);
    expect(
      (
        await owner.request('POST', '/api/v1/pipelines/changeStage', '{"projectId":', {
          'content-type': 'application/json',
        })
      ).status,
    ).toBe(400);
    expect(
      await q(`select 1 from candidate_activities where project_id = $1 and action = 'stage_changed'`, [
        projectId,
      ]),
    ).toEqual([]);
  });
});

describe('changeLabel', () => {
  it('sets a label valid for each candidate stage and maps the engagement status per stage', async () => {
    const projectId = await createProject(owner, 'Labels');
    const [goodFit, replied, screen] = (await many(3)) as [number, number, number];
    await add(owner, projectId, [goodFit, replied, screen]);
    await move(owner, { projectId, candidateIds: [replied], categoryId: 1, stageId: 3 });
    await move(owner, { projectId, candidateIds: [screen], categoryId: 2, stageId: null });

    const shortlisted = await label(owner, { projectId, candidateIds: [goodFit, replied], stageLabel: 2 });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.body).toEqual({ updated: 2, unchanged: 0 });
    expect((await positions(projectId, [goodFit, replied])).map((r) => r.engagement_status)).toEqual([
      ENGAGEMENT_STATUS.GoodFitShortlisted,
      ENGAGEMENT_STATUS.RepliedShortlisted,
    ]);

    // Text bounced (6) is a Good Fit label only: a request touching Replied is refused whole.
    const mixed = await label(owner, { projectId, candidateIds: [goodFit, replied], stageLabel: 6 });
    expect(mixed.status).toBe(422);
    expect(mixed.body.message).toContain('Label 6 is not a label of Replied');
    const stageless = await label(owner, { projectId, candidateIds: [screen], stageLabel: 2 });
    expect(stageless.status).toBe(422);
    expect(stageless.body.message).toContain('Screen');
    expect((await positions(projectId, [goodFit])).map((r) => r.stage_label)).toEqual([2]);

    const interested = await label(owner, { projectId, candidateIds: [replied], stageLabel: 3 });
    expect(interested.status).toBe(200);
    expect(await positions(projectId, [replied])).toEqual([
      { category_id: 1, stage_id: 3, stage_label: 3, engagement_status: ENGAGEMENT_STATUS.Interested },
    ]);
    const logged = await q<{ detail: { from: number; to: number; label: string } }>(
      `select detail from candidate_activities where project_id = $1 and profile_id = $2 and action = 'label_changed'
        order by id`,
      [projectId, replied],
    );
    expect(logged.map((l) => l.detail)).toEqual([
      expect.objectContaining({ from: 1, to: 2, label: 'Shortlisted' }),
      expect.objectContaining({ from: 2, to: 3, label: 'Interested' }),
    ]);
  });
});

describe('moves and hiring-process edits', () => {
  it('a move waits while the team edits its hiring processes, so a stage cannot vanish under it', async () => {
    const projectId = await createProject(owner, 'Locked pipeline');
    const [id] = await many(1);
    await add(owner, projectId, [id as number]);
    const editor = await t.db.pool.connect();
    try {
      // What a template edit holds for its whole transaction (hiring-process/template-store.ts).
      await editor.query('begin');
      await editor.query(`select pg_advisory_xact_lock(hashtextextended('hiring-process:' || $1, 0))`, [
        await teamOf('relationships@talentbase.dev'),
      ]);
      let answered = false;
      const moving = move(owner, { projectId, candidateIds: [id], categoryId: 1, stageId: 2 }).then((res) => {
        answered = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
      await editor.query('commit');
      expect((await moving).status).toBe(200);
    } finally {
      await editor.query('rollback').catch(() => {});
      editor.release();
    }
  });
});

describe('the candidate list filter', () => {
  let projectId: string;
  let withPersonal: number;
  let withWork: number;
  let withPhone: number;
  let bare: number;
  let available: number;
  let inContacted: number[];

  beforeAll(async () => {
    projectId = await createProject(owner, 'List filter');
    [withPersonal, withWork, withPhone, bare, available] = (await profiles([
      { name: 'Personal Email', emails: [{ address: 'p@example.org', type: 'personal' }], availability: 0.2 },
      { name: 'Work Email', emails: [{ address: 'w@acme.test', type: 'work' }], availability: 0.5 },
      { name: 'Phone Only', phones: [{ number: '+15125550100', type: 'work' }] },
      { name: 'No Contact', availability: null },
      { name: 'Open To Move', availability: 0.9 },
    ])) as [number, number, number, number, number];
    inContacted = await many(12);
    await add(owner, projectId, [withPersonal, withWork, withPhone, bare, available, ...inContacted]);
    await move(owner, { projectId, candidateIds: inContacted, categoryId: 1, stageId: 2 });
    await label(owner, { projectId, candidateIds: inContacted.slice(0, 4), stageLabel: 2 });
    // Distinct move times, newest first = the last ids.
    await q(
      `update project_candidates set stage_updated_at = now() - (profile_id * interval '1 minute') where project_id = $1`,
      [projectId],
    );
  });

  const ids = (res: { body: { data: { candidateId: number }[] } }) => res.body.data.map((r) => r.candidateId);

  it('pages one stage newest move first, with its total', async () => {
    const page1 = await list(owner, { projectId, categoryId: 1, stageId: 2, limit: 5 });
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(12);
    expect(page1.body.totalCapped).toBe(false);
    const sorted = [...inContacted].sort((a, b) => a - b);
    expect(ids(page1)).toEqual(sorted.slice(0, 5));
    const page3 = await list(owner, { projectId, categoryId: 1, stageId: 2, limit: 5, start: 10 });
    expect(ids(page3)).toEqual(sorted.slice(10));
    expect(ids(await list(owner, { projectId, categoryId: 1, stageId: 2, limit: 5, offset: 10 }))).toEqual(
      sorted.slice(10),
    );
    const row = page1.body.data[0];
    expect(row).toMatchObject({
      currentTitle: 'Backend Engineer',
      currentCompany: 'Acme',
      location: 'Austin, TX',
      categoryId: 1,
      stageId: 2,
      hasContact: false,
      availability: null,
    });
    expect(Date.parse(row.stageUpdatedAt)).toBeLessThan(Date.now());
    expect(Date.parse(row.addedAt)).toBeGreaterThan(0);
  });

  it('filters by contact, personal email, availability and label', async () => {
    const goodFit = { projectId, categoryId: 1, stageId: 1 };
    expect((await list(owner, goodFit)).body.total).toBe(5);
    expect(ids(await list(owner, { ...goodFit, filterByContact: true })).sort()).toEqual(
      [withPersonal, withWork, withPhone].sort(),
    );
    const personal = await list(owner, { ...goodFit, filterByPersonalContact: true });
    expect(ids(personal)).toEqual([withPersonal]);
    expect(personal.body.data[0]).toMatchObject({
      name: 'Personal Email',
      hasContact: true,
      hasPersonalEmail: true,
    });
    const open = await list(owner, { ...goodFit, filterByAvailability: true });
    expect(ids(open)).toEqual([available]);
    expect(open.body.data[0].availability).toBeCloseTo(0.9);
    const shortlisted = await list(owner, { projectId, categoryId: 1, stageId: 2, stageNumber: 2 });
    expect(shortlisted.body.total).toBe(4);
    expect(ids(await list(owner, { ...goodFit, filterByContact: true, stageNumber: 2 }))).toEqual([]);
  });

  it('keeps the filters current when contacts or availability change, at the shared threshold', async () => {
    const goodFit = { projectId, categoryId: 1, stageId: 1 };
    await q('insert into talent_contacts (profile_id, emails, phones) values ($1, $2, $3)', [
      bare,
      JSON.stringify([{ address: 'home@example.org', type: 'personal' }]),
      '[]',
    ]);
    await q(`update talent_profiles set doc = $2 where id = $1`, [
      bare,
      JSON.stringify({ analytics: { availability: HIGH_AVAILABILITY } }),
    ]);
    try {
      expect(ids(await list(owner, { ...goodFit, filterByPersonalContact: true })).sort()).toEqual(
        [withPersonal, bare].sort(),
      );
      expect(ids(await list(owner, { ...goodFit, filterByAvailability: true })).sort()).toEqual(
        [available, bare].sort(),
      );
      await q(`update talent_contacts set emails = '[]' where profile_id = $1`, [bare]);
      expect(ids(await list(owner, { ...goodFit, filterByContact: true }))).not.toContain(bare);
    } finally {
      await q('delete from talent_contacts where profile_id = $1', [bare]);
      await q(`update talent_profiles set doc = $2 where id = $1`, [
        bare,
        JSON.stringify({ analytics: { availability: null } }),
      ]);
    }
    expect(
      (await q<{ flags: number }>('select flags from project_candidates where profile_id = $1', [bare]))[0]
        ?.flags,
    ).toBe(0);
  });

  it('lists a whole category or the whole project in one order', async () => {
    const sourcing = await list(owner, { projectId, categoryId: 1, limit: 100 });
    expect(sourcing.body.total).toBe(17);
    const all = await list(owner, { projectId, limit: 100 });
    expect(all.body.total).toBe(17);
    const times = all.body.data.map((r: { stageUpdatedAt: string }) => Date.parse(r.stageUpdatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list(owner, { projectId, categoryId: 5 })).body).toEqual({
      data: [],
      total: 0,
      totalCapped: false,
    });
  });

  it('refuses a bad filter with 400', async () => {
    for (const body of [
      { projectId, limit: 101 },
      { projectId, limit: 0 },
      { projectId, start: 5, offset: 10 },
      { projectId, start: -1 },
      { projectId, stageId: 2 },
      { projectId, filterByContact: 'yes' },
      { projectId, stageNumber: 0 },
      { projectId, sort: 'name' },
    ]) {
      expect((await list(owner, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts candidates per position and label for the board', async () => {
    const res = await owner.get(`/api/v1/pipelines/${projectId}/summary`);
    expect(res.status).toBe(200);
    const summary = res.body.data;
    expect(summary.total).toBe(17);
    expect(summary.templateName).toBeTruthy();
    expect(summary.categories.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      'Sourcing',
      'Screen',
      'Interview',
      'Offer',
      'Hired',
      'Archived',
    ]);
    expect(summary.positions).toEqual([
      { categoryId: 1, stageId: 1, count: 5, labels: [{ stageLabel: 1, count: 5 }] },
      {
        categoryId: 1,
        stageId: 2,
        count: 12,
        labels: [
          { stageLabel: 1, count: 8 },
          { stageLabel: 2, count: 4 },
        ],
      },
    ]);
  });

  it('groups candidate ids by engagement status', async () => {
    const res = await owner.post('/api/v1/pipelines/getCandidatesByStatus', { projectId });
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { statusName: string; count: number }) => [g.statusName, g.count])).toEqual([
      ['NA', 13],
      ['EmailDelivered', 4],
    ]);
    const delivered = res.body.data[1].candidateIds as number[];
    expect([...delivered].sort()).toEqual(inContacted.slice(0, 4).sort());
  });
});

describe('the pipeline benchmark', () => {
  it('counts contacted, replied and milestones from positions and past moves', async () => {
    const projectId = await createProject(owner, 'Benchmark');
    const [a, b, c, d, e, f, g] = (await many(7)) as [number, number, number, number, number, number, number];
    const empty = await owner.get(`/api/tb-v2/v1/project/${projectId}/pipeline-benchmark`);
    expect(empty.body.data).toEqual({
      enabled: false,
      hasGoodFit: false,
      conversationRate: 0,
      contactedCandidates: 0,
      milestones: [],
    });
    await add(owner, projectId, [a, b, c, d, e, f, g]);
    // a stays in Good Fit; b contacted; c replied; d went to Interview; e was contacted then archived;
    // f was exported to the ATS without being contacted; g was contacted, then exported.
    await move(owner, { projectId, candidateIds: [b, e, g], categoryId: 1, stageId: 2 });
    await move(owner, { projectId, candidateIds: [c], categoryId: 1, stageId: 3 });
    await move(owner, { projectId, candidateIds: [d], categoryId: 3, stageId: null });
    await move(owner, { projectId, candidateIds: [e], categoryId: 6, stageId: 0 });
    await move(owner, { projectId, candidateIds: [f, g], categoryId: 1, stageId: 6 });
    const res = await owner.get(`/api/tb-v2/v1/project/${projectId}/pipeline-benchmark`);
    expect(res.status).toBe(200);
    const bench = res.body.data;
    // An export is not contact: f is not counted, g is (it was contacted before).
    expect(bench).toMatchObject({ enabled: true, hasGoodFit: true, contactedCandidates: 5 });
    // Replied or further: c and d, out of 5 contacted.
    expect(bench.conversationRate).toBe(0.4);
    expect(bench.milestones.map((m: { name: string; count: number }) => [m.name, m.count])).toEqual([
      ['Sourcing', 7],
      ['Screen', 1],
      ['Interview', 1],
      ['Offer', 0],
      ['Hired', 0],
    ]);
    expect(bench.milestones[0].firstReachedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(bench.milestones[3].firstReachedAt).toBeNull();
  });
});

describe('copyToProject', () => {
  it('copies into Sourcing / Good Fit, reports those already there and logs where they came from', async () => {
    const from = await createProject(owner, 'Copy from');
    const to = await createProject(owner, 'Copy to');
    const [a, b, c] = (await many(3)) as [number, number, number];
    await add(owner, from, [a, b, c]);
    await add(owner, to, [c]);
    await move(owner, { projectId: from, candidateIds: [a, b], categoryId: 1, stageId: 3, stageLabel: 3 });
    const res = await owner.post('/api/v1/pipelines/copyToProject', {
      fromProjectId: from,
      toProjectId: to,
      candidateIds: [a, b, c],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ toProjectId: to, copied: 2, alreadyInProject: [c] });
    expect(await positions(to, [a, b])).toEqual([
      { category_id: 1, stage_id: 1, stage_label: 1, engagement_status: 1 },
      { category_id: 1, stage_id: 1, stage_label: 1, engagement_status: 1 },
    ]);
    const logged = await q<{ detail: unknown }>(
      `select detail from candidate_activities where project_id = $1 and action = 'added' and profile_id = $2`,
      [to, a],
    );
    expect(logged.map((l) => l.detail)).toEqual([{ from: 'project', projectId: from }]);

    const same = await owner.post('/api/v1/pipelines/copyToProject', {
      fromProjectId: from,
      toProjectId: from,
      candidateIds: [a],
    });
    expect(same.status).toBe(422);
    const [outsider] = await many(1);
    const missing = await owner.post('/api/v1/pipelines/copyToProject', {
      fromProjectId: from,
      toProjectId: to,
      candidateIds: [a, outsider],
    });
    expect(missing.status).toBe(404);

    // A Collaborator on the target may not add candidates to it.
    await setRole(to, 'crm@talentbase.dev', 0);
    await setRole(from, 'crm@talentbase.dev', 1);
    const refused = await collaborator.post('/api/v1/pipelines/copyToProject', {
      fromProjectId: from,
      toProjectId: to,
      candidateIds: [a],
    });
    expect(refused.status).toBe(403);
  });
});

describe('the sample projects', () => {
  it('answer the demo values and store nothing', async () => {
    const byStatus = await owner.post('/api/v1/pipelines/getCandidatesByStatus', { projectId: '-1' });
    expect(byStatus.status).toBe(200);
    expect(byStatus.body).toEqual({ data: [] });
    const bench = await owner.get('/api/tb-v2/v1/project/-2/pipeline-benchmark');
    expect(bench.body.data).toEqual({
      enabled: false,
      hasGoodFit: false,
      conversationRate: 0,
      contactedCandidates: 0,
      milestones: [],
    });
    const moved = await move(owner, {
      projectId: -1,
      candidateIds: [1],
      categoryId: 1,
      stageId: 2,
      moveType: 'moveForward',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.to.stageName).toBe('Moved');
    expect((await list(owner, { projectId: '-1' })).body).toEqual({ data: [], total: 0, totalCapped: false });
    expect((await owner.get('/api/v1/pipelines/-2/summary')).body.data.positions).toEqual([]);
  });
});

describe('roles and teams', () => {
  let projectId: string;
  let ids: number[];

  beforeAll(async () => {
    projectId = await createProject(owner, 'Roles');
    ids = await many(2);
    await add(owner, projectId, ids);
    await setRole(projectId, 'crm@talentbase.dev', 0);
    await setRole(projectId, 'hiring.manager@talentbase.dev', 2);
  });

  it('a Collaborator sees the pipeline but may not move or label (403), a Hiring manager may', async () => {
    expect((await list(collaborator, { projectId })).body.total).toBe(2);
    expect((await collaborator.get(`/api/v1/pipelines/${projectId}/summary`)).status).toBe(200);
    const refused = await move(collaborator, { projectId, candidateIds: ids, categoryId: 1, stageId: 2 });
    expect(refused.status).toBe(403);
    expect((await label(collaborator, { projectId, candidateIds: ids, stageLabel: 2 })).status).toBe(403);
    expect((await positions(projectId, ids)).every((r) => r.stage_id === 1 && r.stage_label === 1)).toBe(
      true,
    );
    const allowed = await move(manager, { projectId, candidateIds: ids, categoryId: 1, stageId: 2 });
    expect(allowed.status).toBe(200);
  });

  it("another team's project and candidates are not found, and nothing changes", async () => {
    const before = await positions(projectId, ids);
    expect((await move(other, { projectId, candidateIds: ids, categoryId: 1, stageId: 3 })).status).toBe(404);
    expect((await label(other, { projectId, candidateIds: ids, stageLabel: 2 })).status).toBe(404);
    expect((await list(other, { projectId })).status).toBe(404);
    expect((await other.get(`/api/v1/pipelines/${projectId}/summary`)).status).toBe(404);
    expect((await other.post('/api/v1/pipelines/getCandidatesByStatus', { projectId })).status).toBe(404);
    expect((await other.get(`/api/tb-v2/v1/project/${projectId}/pipeline-benchmark`)).status).toBe(404);
    const theirs = await createProject(other, 'Their project');
    expect(
      (
        await other.post('/api/v1/pipelines/copyToProject', {
          fromProjectId: projectId,
          toProjectId: theirs,
          candidateIds: ids,
        })
      ).status,
    ).toBe(404);
    expect(await q(`select 1 from project_candidates where project_id = $1`, [theirs])).toEqual([]);
    expect(await positions(projectId, ids)).toEqual(before);

    // Their own candidate, in their project, cannot be moved through ours.
    const [private1] = await profiles([{ team: otherTeamId }]);
    await add(other, theirs, [private1 as number]);
    expect(
      (await move(owner, { projectId, candidateIds: [...ids, private1], categoryId: 1, stageId: 3 })).status,
    ).toBe(404);
    expect(
      (await move(owner, { projectId: theirs, candidateIds: [private1], categoryId: 1, stageId: 3 })).status,
    ).toBe(404);
    expect(await positions(theirs, [private1 as number])).toEqual([
      { category_id: 1, stage_id: 1, stage_label: 1, engagement_status: 1 },
    ]);
    expect(await positions(projectId, ids)).toEqual(before);
  });
});
