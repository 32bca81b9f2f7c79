/**
 * Hiring-process templates end to end over HTTP on a real database: the default materialised
 * once, create / edit / delete / set default with their rules, candidates never left without a
 * place, switching a project's template, the project information, access and another team's ids.
 */
import { LOCK_REASONS } from '@talentbase/shared';
import { defaultTemplateDetail } from '@talentbase/shared/domain/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { ensureDefaultTemplate } from './template-store';

let t: TestApp;
let admin: TestClient; // demo@: team admin of the pro team, has team settings, creates projects
let member: TestClient; // relationships@: same team, may create projects, no team settings
let otherAdmin: TestClient; // growth.admin@: team admin of another team

const TEMPLATES = '/api/v1/hiring-process/templates';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const teamOf = async (email: string) =>
  (
    await q('select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1', [
      email,
    ])
  ).rows[0].team_id as string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  member = new TestClient(t.app);
  await member.login('relationships@talentbase.dev');
  otherAdmin = new TestClient(t.app);
  await otherAdmin.login('growth.admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

type Detail = ReturnType<typeof defaultTemplateDetail>;
type Category = Detail[number];

let names = 0;
const uniqueName = (prefix = 'Process') => `${prefix} ${++names}`;

async function create(body: Record<string, unknown> = {}, c = admin) {
  return c.post(TEMPLATES, { templateName: uniqueName(), ...body });
}
async function createOk(body: Record<string, unknown> = {}) {
  const res = await create(body);
  expect(res.status).toBe(200);
  return res.body.data as { templateId: string; templateName: string; templateDetail: Detail };
}
const update = (id: string, templateName: string, templateDetail: unknown, c = admin) =>
  c.put(`${TEMPLATES}/${id}`, { templateName, templateDetail });
const remove = (id: string, c = admin) => c.request('DELETE', `${TEMPLATES}/${id}`);
const stored = async (id: string) =>
  (
    await q('select template_name, template_detail, is_default from hiring_process_templates where id = $1', [
      id,
    ])
  ).rows[0];
const audits = async (action: string, targetId: string) =>
  (await q('select 1 from audit_log where action = $1 and target_id = $2', [action, targetId])).rowCount;

/** The default pipeline with a custom category "Assessment" (two stages) before Archived. */
function withAssessment(): unknown[] {
  const d = defaultTemplateDetail();
  const archived = d.pop() as Category;
  return [
    ...d,
    {
      categoryName: 'Assessment',
      stages: [
        { stageName: 'Take-home', stageStatus: 0 },
        { stageName: 'Review', stageStatus: 1 },
      ],
    },
    archived,
  ];
}

async function createProject(name: string, c = admin): Promise<string> {
  const res = await c.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}
async function useTemplate(projectId: string, templateId: string | null) {
  await q('update projects set hiring_process_template_id = $2 where id = $1', [projectId, templateId]);
}
let profiles = 0;
async function place(projectId: string, categoryId: number, stageId: number | null) {
  const { rows } = await q(
    `insert into talent_profiles (source, full_name, doc) values ('import', $1, '{}') returning id`,
    [`Candidate ${++profiles}`],
  );
  await q(
    'insert into project_candidates (project_id, profile_id, category_id, stage_id) values ($1, $2, $3, $4)',
    [projectId, rows[0].id, categoryId, stageId],
  );
  return Number(rows[0].id);
}

describe('the default template', () => {
  it('is materialised on first read as the default outbound pipeline, once', async () => {
    const first = await admin.get(TEMPLATES);
    expect(first.status).toBe(200);
    const defaults = first.body.data.filter((x: { isDefault: boolean }) => x.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]).toMatchObject({
      templateName: 'Default outbound pipeline',
      templateDetail: defaultTemplateDetail(),
      isDefault: true,
    });
    const again = await member.get(TEMPLATES);
    expect(again.status).toBe(200);
    expect(again.body.data[0].templateId).toBe(defaults[0].templateId);
  });

  it('is created once when many first reads race', async () => {
    const teamId = await teamOf('starter@talentbase.dev');
    await Promise.all(Array.from({ length: 8 }, () => ensureDefaultTemplate(t.db.db, teamId)));
    const growth = await Promise.all(Array.from({ length: 5 }, () => otherAdmin.get(TEMPLATES)));
    expect(growth.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const counts = await q(
      `select team_id, count(*)::int as n from hiring_process_templates
        where is_default and team_id = any($1::uuid[]) group by team_id`,
      [[teamId, await teamOf('growth.admin@talentbase.dev')]],
    );
    expect(counts.rows.map((r) => r.n)).toEqual([1, 1]);
  });

  it('any team member may read; editing needs team settings', async () => {
    expect((await member.get(TEMPLATES)).status).toBe(200);
    const refused = await create({}, member);
    expect(refused.status).toBe(403);
    const { templateId } = await createOk();
    expect((await update(templateId, 'Nope', defaultTemplateDetail(), member)).status).toBe(403);
    expect((await remove(templateId, member)).status).toBe(403);
    expect((await member.post(`${TEMPLATES}/${templateId}/set-default`)).status).toBe(403);
    expect((await new TestClient(t.app).get(TEMPLATES)).status).toBe(401);
  });
});

describe('create', () => {
  it('starts from the default outbound pipeline, and is audited', async () => {
    const made = await createOk({ templateName: '  Engineering hiring  ' });
    expect(made.templateName).toBe('Engineering hiring');
    expect(made.templateDetail).toEqual(defaultTemplateDetail());
    expect(await audits('hiring_process.created', made.templateId)).toBe(1);
  });

  it('gives new categories ids from 10 and new stages ids from 100', async () => {
    const made = await createOk({ templateDetail: withAssessment() });
    const assessment = made.templateDetail.at(-2);
    expect(assessment).toEqual({
      categoryId: 10,
      categoryName: 'Assessment',
      stages: [
        { stageId: 100, stageName: 'Take-home', stageStatus: 0 },
        { stageId: 101, stageName: 'Review', stageStatus: 1 },
      ],
    });
  });

  it('copies another template of the team', async () => {
    const source = await createOk({ templateDetail: withAssessment() });
    const copy = await createOk({ copyFromTemplateId: source.templateId });
    expect(copy.templateDetail).toEqual(source.templateDetail);
    expect(copy.templateId).not.toBe(source.templateId);
  });

  it('refuses a name already used in the team, whatever its case (409), and writes nothing', async () => {
    await createOk({ templateName: 'Sales hiring' });
    const before = (await q('select count(*)::int as n from hiring_process_templates')).rows[0].n;
    const clash = await create({ templateName: 'SALES HIRING' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'A hiring process called “SALES HIRING” already exists. Choose another name.',
    );
    expect((await q('select count(*)::int as n from hiring_process_templates')).rows[0].n).toBe(before);
    // Another team may use the same name.
    expect((await otherAdmin.post(TEMPLATES, { templateName: 'Sales hiring' })).status).toBe(200);
  });

  it('refuses bad input with field messages', async () => {
    const blank = await create({ templateName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.details.fields.templateName).toBe('Enter a hiring process name');
    const long = await create({ templateName: 'x'.repeat(61) });
    expect(long.body.details.fields.templateName).toBe('At most 60 characters');
    const both = await create({ templateDetail: withAssessment(), copyFromTemplateId: '1' });
    expect(both.status).toBe(400);
    expect((await create({ extra: true })).status).toBe(400);
    const malformed = await admin.request('POST', TEMPLATES, '{"templateName":', {
      'content-type': 'application/json',
    });
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    const many = defaultTemplateDetail();
    const archived = many.pop() as Category;
    for (let i = 0; i < 19; i++) many.push({ categoryName: `Step ${i}`, stages: [] } as unknown as Category);
    many.push(archived);
    const tooMany = await create({ templateDetail: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.fields.templateDetail).toBe('At most 20 categories');
    const stages = withAssessment() as { stages: unknown[] }[];
    (stages.at(-2) as { stages: unknown[] }).stages = Array.from({ length: 31 }, (_, i) => ({
      stageName: `S${i}`,
      stageStatus: 0,
    }));
    const tooManyStages = await create({ templateDetail: stages });
    expect(tooManyStages.body.details.fields['templateDetail.5.stages']).toBe(
      'At most 30 stages in a category',
    );
    expect((await create({ copyFromTemplateId: '999999' })).status).toBe(404);
  });
});

describe('the rules of a hiring process', () => {
  let id: string;
  let detail: Detail;
  beforeAll(async () => {
    const made = await createOk({ templateDetail: withAssessment() });
    id = made.templateId;
    detail = made.templateDetail;
  });
  const clone = (): Detail => structuredClone(detail);
  const refused = async (next: unknown, field: string, message: string) => {
    const res = await update(id, 'Rules', next);
    expect(res.status).toBe(400);
    expect(res.body.details.fields[field]).toBe(message);
    expect((await stored(id)).template_detail).toEqual(detail);
  };

  it('keeps Sourcing and Archived, first and last', async () => {
    await refused(clone().slice(1), 'templateDetail', LOCK_REASONS.fixedCategory);
    await refused(clone().slice(0, -1), 'templateDetail', LOCK_REASONS.fixedCategory);
    const moved = clone();
    moved.push(moved.shift() as Category);
    await refused(moved, 'templateDetail.6', 'Sourcing stays the first category.');
    const renamed = clone();
    (renamed[0] as Category).categoryName = 'Prospects';
    await refused(renamed, 'templateDetail.0.categoryName', LOCK_REASONS.fixedCategory);
  });

  it('keeps the fixed sourcing stages as they are', async () => {
    const renamed = clone();
    (renamed[0] as Category).stages[0] = { stageId: 1, stageName: 'Great fit', stageStatus: 0 };
    await refused(renamed, 'templateDetail.0.stages.0', LOCK_REASONS.fixedStage);
    const removed = clone();
    (removed[0] as Category).stages.splice(1, 1);
    await refused(removed, 'templateDetail.0.stages.1', LOCK_REASONS.fixedStage);
    const added = clone();
    (added[0] as Category).stages.push({ stageName: 'Nurture', stageStatus: 0 } as never);
    await refused(added, 'templateDetail.0.stages.5', LOCK_REASONS.sourcingNoStages);
    const shown = clone();
    (shown[0] as Category).stages[4] = { stageId: 6, stageName: 'Exported', stageStatus: 0 };
    await refused(shown, 'templateDetail.0.stages.4', LOCK_REASONS.fixedStage);
  });

  it('lets the Archived stage be renamed but not shown', async () => {
    const shown = clone();
    (shown.at(-1) as Category).stages[0] = { stageId: 0, stageName: 'Archived', stageStatus: 0 };
    await refused(shown, 'templateDetail.6.stages.0.stageStatus', LOCK_REASONS.archivedStage);
    const renamed = clone();
    (renamed.at(-1) as Category).stages[0] = { stageId: 0, stageName: 'Closed', stageStatus: 1 };
    const res = await update(id, 'Rules', renamed);
    expect(res.status).toBe(200);
    expect(res.body.data.templateDetail.at(-1).stages[0].stageName).toBe('Closed');
    detail = res.body.data.templateDetail;
  });

  it('refuses unknown ids, moved stages and names used twice', async () => {
    const unknown = clone();
    (unknown[1] as Category).categoryId = 77;
    await refused(unknown, 'templateDetail.1.categoryId', 'Unknown category');
    const moved = clone();
    const stage = (moved[5] as Category).stages.pop();
    (moved[1] as Category).stages.push(stage as never);
    await refused(moved, 'templateDetail.1.stages.0.stageId', 'A stage cannot move to another category');
    const twice = clone();
    (twice[2] as Category).categoryName = 'screen';
    await refused(twice, 'templateDetail.2.categoryName', 'Another category is already called “screen”');
    const stageTwice = clone();
    (stageTwice[5] as Category).stages[1] = { stageId: 101, stageName: 'TAKE-HOME', stageStatus: 1 };
    await refused(
      stageTwice,
      'templateDetail.5.stages.1.stageName',
      'Another stage of this category is already called “TAKE-HOME”',
    );
    const bad = await update(id, 'Rules', [
      { categoryName: 'x', stages: [{ stageName: 'y', stageStatus: 3 }] },
    ]);
    expect(bad.status).toBe(400);
  });

  it('renames, reorders, hides and adds, keeping ids', async () => {
    const next = clone();
    const assessment = next[5] as Category;
    assessment.categoryName = 'Skills assessment';
    assessment.stages.reverse();
    (assessment.stages[0] as Category['stages'][number]).stageStatus = 0;
    (assessment.stages[1] as Category['stages'][number]).stageStatus = 1;
    (next[1] as Category).stages.push({ stageName: 'Phone screen', stageStatus: 0 } as never);
    [next[2], next[3]] = [next[3] as Category, next[2] as Category];
    const res = await update(id, '  Rules renamed ', next);
    expect(res.status).toBe(200);
    expect(res.body.data.templateName).toBe('Rules renamed');
    const saved = res.body.data.templateDetail as Detail;
    expect(saved.map((c) => c.categoryName)).toEqual([
      'Sourcing',
      'Screen',
      'Offer',
      'Interview',
      'Hired',
      'Skills assessment',
      'Archived',
    ]);
    expect(saved[5]?.stages).toEqual([
      { stageId: 101, stageName: 'Review', stageStatus: 0 },
      { stageId: 100, stageName: 'Take-home', stageStatus: 1 },
    ]);
    expect(saved[1]?.stages).toEqual([{ stageId: 102, stageName: 'Phone screen', stageStatus: 0 }]);
    expect(await audits('hiring_process.updated', id)).toBeGreaterThanOrEqual(1);
    detail = saved;
  });

  it('refuses another template’s name (409) and changes nothing', async () => {
    const other = await createOk({ templateName: 'Taken name' });
    const res = await update(id, 'taken NAME', clone());
    expect(res.status).toBe(409);
    expect(res.body.details.fields.templateName).toBe('This name is already taken');
    expect((await stored(other.templateId)).template_name).toBe('Taken name');
  });
});

describe('candidates keep a place', () => {
  it('refuses removing a stage or category that holds candidates, naming how many', async () => {
    const made = await createOk({ templateDetail: withAssessment() });
    const projectId = await createProject(uniqueName('Stage safety'));
    await useTemplate(projectId, made.templateId);
    await place(projectId, 10, 100);
    await place(projectId, 10, 100);
    await place(projectId, 3, null);

    const noTakeHome = structuredClone(made.templateDetail);
    (noTakeHome[5] as Category).stages.shift();
    const res = await update(made.templateId, made.templateName, noTakeHome);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Projects using this hiring process still have candidates there: 2 candidates are in Assessment › Take-home. Move them to another stage first.',
    );
    expect(res.body.details.candidates).toBe(2);

    const noInterview = structuredClone(made.templateDetail).filter((c) => c.categoryId !== 3);
    const res2 = await update(made.templateId, made.templateName, noInterview);
    expect(res2.status).toBe(409);
    expect(res2.body.message).toContain('1 candidate is in Interview.');
    expect((await stored(made.templateId)).template_detail).toEqual(made.templateDetail);

    // A deleted project's candidates do not hold the template back.
    await q('update projects set project_status = 1 where id = $1', [projectId]);
    expect((await update(made.templateId, made.templateName, noTakeHome)).status).toBe(200);
  });

  it('places stage-less candidates in the first shown stage when their category gains stages', async () => {
    const made = await createOk();
    const projectId = await createProject(uniqueName('Gains stages'));
    await useTemplate(projectId, made.templateId);
    const profileId = await place(projectId, 2, null);
    const next = structuredClone(made.templateDetail);
    (next[1] as Category).stages = [
      { stageName: 'Hidden first', stageStatus: 1 } as never,
      { stageName: 'Phone screen', stageStatus: 0 } as never,
    ];
    const res = await update(made.templateId, made.templateName, next);
    expect(res.status).toBe(200);
    const row = await q('select category_id, stage_id from project_candidates where profile_id = $1', [
      profileId,
    ]);
    expect(row.rows[0]).toEqual({ category_id: 2, stage_id: 101 });
  });
});

describe('delete and set default', () => {
  it('deletes an unused template; refuses a used one and the default (409)', async () => {
    const unused = await createOk();
    expect((await remove(unused.templateId)).status).toBe(200);
    expect(await stored(unused.templateId)).toBeUndefined();
    expect(await audits('hiring_process.deleted', unused.templateId)).toBe(1);

    const used = await createOk();
    const projectId = await createProject(uniqueName('Uses it'));
    await useTemplate(projectId, used.templateId);
    const refused = await remove(used.templateId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This hiring process is used by 1 project: switch them to another one first.',
    );
    const listed = (await admin.get(TEMPLATES)).body.data.find(
      (x: { templateId: string }) => x.templateId === used.templateId,
    );
    expect(listed).toMatchObject({ usedByProjectsNumber: 1, projectIdList: [projectId] });

    const theDefault = (await admin.get(TEMPLATES)).body.data[0];
    expect(theDefault.isDefault).toBe(true);
    const res = await remove(theDefault.templateId);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The default hiring process cannot be deleted: make another one the default first.',
    );
  });

  it('makes another template the default; running projects keep theirs', async () => {
    const oldDefault = (await admin.get(TEMPLATES)).body.data[0];
    const following = await createProject(uniqueName('Follows the default'));
    const next = await createOk({ templateName: uniqueName('New default') });
    const res = await admin.post(`${TEMPLATES}/${next.templateId}/set-default`);
    expect(res.status).toBe(200);
    expect(res.body.data.isDefault).toBe(true);
    const list = (await admin.get(TEMPLATES)).body.data;
    expect(list[0].templateId).toBe(next.templateId);
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
    const info = await admin.get(`/api/v1/projects/projectInformation/${following}`);
    expect(info.body.data.projectHiringProcess.templateId).toBe(oldDefault.templateId);
    const fresh = await createProject(uniqueName('New project'));
    const freshInfo = await admin.get(`/api/v1/projects/projectInformation/${fresh}`);
    expect(freshInfo.body.data.projectHiringProcess.templateId).toBe(next.templateId);
    expect(await audits('hiring_process.default_set', next.templateId)).toBe(1);
    // Back to the first default, so the other tests see the team as it was.
    expect((await admin.post(`${TEMPLATES}/${oldDefault.templateId}/set-default`)).status).toBe(200);
  });
});

describe('another team', () => {
  it('gets 404 for every template id of this team, and nothing changes', async () => {
    const mine = await createOk({ templateDetail: withAssessment() });
    const before = await stored(mine.templateId);
    expect((await update(mine.templateId, 'Stolen', mine.templateDetail, otherAdmin)).status).toBe(404);
    expect((await remove(mine.templateId, otherAdmin)).status).toBe(404);
    expect((await otherAdmin.post(`${TEMPLATES}/${mine.templateId}/set-default`)).status).toBe(404);
    expect(
      (await otherAdmin.post(TEMPLATES, { templateName: 'Copy', copyFromTemplateId: mine.templateId }))
        .status,
    ).toBe(404);
    const theirs = (await otherAdmin.get(TEMPLATES)).body.data.map(
      (x: { templateId: string }) => x.templateId,
    );
    expect(theirs).not.toContain(mine.templateId);
    expect(await stored(mine.templateId)).toEqual(before);
    expect((await update('abc', 'x', mine.templateDetail)).status).toBe(404);
  });
});

describe('a project’s hiring process', () => {
  it('is part of the project information, with stage labels and the pipeline’s columns', async () => {
    const projectId = await createProject(uniqueName('Info'));
    const res = await admin.get(`/api/v1/projects/projectInformation/${projectId}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.projectHiringProcess).toMatchObject({
      templateName: 'Default outbound pipeline',
      templateDetail: defaultTemplateDetail(),
    });
    expect(data.projectHiringProcess.projectIdList).toContain(projectId);
    expect(Object.keys(data.projectStageLabelConfig).sort()).toEqual(['1', '2', '3', '5']);
    expect(data.projectStageLabelConfig['5']).toEqual([
      { order: 1, label: 'N/A' },
      { order: 2, label: 'Canceled' },
      { order: 3, label: 'Reschedule later' },
    ]);
    expect(data.projectStageDetails.deprecated).toEqual([]);
    expect(
      data.projectStageDetails.activeStageDetails.map(
        (s: { stageName: string | null; categoryName: string }) => s.stageName ?? s.categoryName,
      ),
    ).toEqual(['Good Fit', 'Contacted', 'Replied', 'Scheduled', 'Screen', 'Interview', 'Offer', 'Hired']);

    const demo = await admin.get('/api/v1/projects/projectInformation/-1');
    expect(demo.body.data.projectHiringProcess).toMatchObject({
      templateId: null,
      templateDetail: defaultTemplateDetail(),
    });
  });

  it('the owner switches it; candidates keep their places; it is audited', async () => {
    const target = await createOk({ templateDetail: withAssessment() });
    const projectId = await createProject(uniqueName('Switch'));
    await place(projectId, 1, 2);
    const res = await admin.post(`/api/v1/projects/${projectId}/hiring-process`, {
      templateId: target.templateId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.projectHiringProcess).toMatchObject({
      templateId: target.templateId,
      projectIdList: [projectId],
    });
    expect(res.body.data.projectStageDetails.activeStageDetails).toContainEqual({
      categoryId: 10,
      categoryName: 'Assessment',
      stageId: 100,
      stageName: 'Take-home',
    });
    expect(await audits('project.hiring_process_switched', projectId)).toBe(1);
  });

  it('refuses a switch that would leave candidates without a place (409)', async () => {
    const from = await createOk({ templateDetail: withAssessment() });
    const to = await createOk();
    const projectId = await createProject(uniqueName('Stranded'));
    await useTemplate(projectId, from.templateId);
    await place(projectId, 10, 101);
    const res = await admin.post(`/api/v1/projects/${projectId}/hiring-process`, {
      templateId: to.templateId,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `“${to.templateName}” has no place for some candidates of this project: 1 candidate is in Assessment › Review. Move them to another stage first.`,
    );
    const row = await q('select hiring_process_template_id::text as id from projects where id = $1', [
      projectId,
    ]);
    expect(row.rows[0].id).toBe(from.templateId);
  });

  it('a Collaborator cannot switch (403); another team gets 404 for project and template', async () => {
    const target = await createOk();
    const projectId = await createProject(uniqueName('Roles'));
    const memberId = (await q(`select id from users where email = 'relationships@talentbase.dev'`)).rows[0]
      .id;
    await q('insert into project_members (project_id, user_id, role) values ($1, $2, 0)', [
      projectId,
      memberId,
    ]);
    const asCollaborator = await member.post(`/api/v1/projects/${projectId}/hiring-process`, {
      templateId: target.templateId,
    });
    expect(asCollaborator.status).toBe(403);
    expect(
      (
        await otherAdmin.post(`/api/v1/projects/${projectId}/hiring-process`, {
          templateId: target.templateId,
        })
      ).status,
    ).toBe(404);
    const theirs = (await otherAdmin.get(TEMPLATES)).body.data[0].templateId;
    expect(
      (await admin.post(`/api/v1/projects/${projectId}/hiring-process`, { templateId: theirs })).status,
    ).toBe(404);
    const row = await q('select hiring_process_template_id from projects where id = $1', [projectId]);
    expect(row.rows[0].hiring_process_template_id).toBeNull();
    expect(
      (await admin.post(`/api/v1/projects/${projectId}/hiring-process`, { templateId: 'x' })).status,
    ).toBe(400);
  });
});
