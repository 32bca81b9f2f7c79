/**
 * The project lifecycle end to end over HTTP: create from the ten fields, list, information,
 * basic info, archive, unarchive, delete, last viewed, relations; who sees what; the starter
 * plan's limit; another team's ids.
 */
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // relationships@: may create projects, not a team admin
let colleague: TestClient; // enterprise member of the same team (team admin)
let member: TestClient; // another non-admin of the same team
let other: TestClient; // growth team
let starter: TestClient;

const FIELDS = {
  jobTitle: 'Staff Backend Engineer',
  projectStatus: 0,
  projectName: 'Backend hiring Q1',
  jobId: 'REQ-1042',
  projectDescription: 'Payments platform team.',
  department: 'Engineering',
  workArrangement: 'hybrid',
  employmentType: 'full_time',
  numberOfOpenings: 2,
  jobLocation: 'Austin, TX',
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  colleague = new TestClient(t.app);
  await colleague.login('demo@talentbase.dev');
  member = new TestClient(t.app);
  await member.login('crm@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  starter = new TestClient(t.app);
  await starter.login('starter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const create = (c: TestClient, fields: Record<string, unknown> = {}) =>
  c.post('/api/v1/projects/create', { ...FIELDS, ...fields });
const info = (c: TestClient, id: string) => c.get(`/api/v1/projects/projectInformation/${id}`);
const list = (c: TestClient, query = '') => c.get(`/api/v1/projects/list${query ? `?${query}` : ''}`);
const userId = async (email: string) =>
  (await t.db.pool.query('select id from users where email = $1', [email])).rows[0].id as string;
const addMember = async (projectId: string, email: string, role: number) =>
  t.db.pool.query('insert into project_members (project_id, user_id, role) values ($1, $2, $3)', [
    projectId,
    await userId(email),
    role,
  ]);

describe('create', () => {
  it('keeps the ten fields, makes the creator owner and says what the owner may do', async () => {
    const res = await create(owner);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      ...FIELDS,
      projectStatus: 0,
      archived: false,
      creationSource: 0,
      recruiterRole: 3,
    });
    expect(p.projectCreator.name).toBe(p.owner.name);
    expect(p.projectHiringMembers).toEqual([
      expect.objectContaining({ role: 3, email: 'relationships@talentbase.dev' }),
    ]);
    expect(p.permissions).toContain('project.editBasicInfo');
    expect(p.permissions).toContain('project.delete');
    const audits = await t.db.pool.query(
      `select 1 from audit_log where action = 'project.created' and target_id = $1`,
      [p.projectId],
    );
    expect(audits.rowCount).toBe(1);
  });

  it('refuses bad fields with a message under each, and writes nothing', async () => {
    const before = (await t.db.pool.query('select count(*)::int as n from projects')).rows[0].n;
    const res = await create(owner, {
      jobTitle: '  ',
      projectStatus: 4,
      workArrangement: 'moon',
      numberOfOpenings: 0,
      projectName: 'x'.repeat(121),
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toMatchObject({
      jobTitle: 'Enter job title',
      projectStatus: 'Please select',
      workArrangement: 'Please select',
      numberOfOpenings: 'At least 1 opening',
      projectName: 'Project name must be at most 120 characters',
    });
    expect((await create(owner, { extra: 1 })).status).toBe(400);
    expect((await t.db.pool.query('select count(*)::int as n from projects')).rows[0].n).toBe(before);
  });

  it('optional fields may be left out', async () => {
    const res = await owner.post('/api/v1/projects/create', {
      jobTitle: 'Nurse',
      projectStatus: 2,
      projectName: 'Night shift nurses',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      jobId: null,
      department: null,
      numberOfOpenings: null,
      projectStatus: 2,
    });
  });
});

describe('who sees a project', () => {
  it('a team-visible project shows to the team, read-only for those not on it', async () => {
    const { body } = await create(owner, { projectName: 'Visible to the team' });
    const id = body.data.projectId;
    const seen = await info(member, id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.recruiterRole).toBeNull();
    expect(seen.body.data.permissions).toEqual([]);
    const team = await list(member, 'scope=team&keyword=visible%20to%20the');
    expect(team.body.data.map((p: { projectId: string }) => p.projectId)).toContain(id);
    const mine = await list(member, 'scope=mine&keyword=visible%20to%20the');
    expect(mine.body.data).toEqual([]);
    expect((await member.post('/api/v1/projects/archive', { projectId: id })).status).toBe(403);
  });

  it('a hiring-team-only project is not found by others, but by team admins', async () => {
    const { body } = await create(owner, { projectName: 'Confidential search', projectStatus: 2 });
    const id = body.data.projectId;
    expect((await info(member, id)).status).toBe(404);
    expect((await member.post('/api/v1/projects/save-last-viewed', { projectId: id })).status).toBe(404);
    expect((await list(member, 'scope=team&keyword=confidential')).body.data).toEqual([]);
    expect((await info(colleague, id)).status).toBe(200);
    await addMember(id, 'crm@talentbase.dev', 0);
    const asViewer = await info(member, id);
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.data.recruiterRole).toBe(0);
    expect(asViewer.body.data.permissions).toContain('candidate.openProfile');
    expect(asViewer.body.data.permissions).not.toContain('candidate.move');
  });

  it('another team\u2019s project answers 404 everywhere and changes nothing', async () => {
    const { body } = await create(owner, { projectName: 'Not for growth' });
    const id = body.data.projectId;
    expect((await info(other, id)).status).toBe(404);
    expect((await other.post('/api/v1/projects/updateBasicInfo', { ...FIELDS, projectId: id })).status).toBe(
      404,
    );
    for (const change of ['archive', 'unarchive', 'delete', 'save-last-viewed'])
      expect((await other.post(`/api/v1/projects/${change}`, { projectId: id })).status).toBe(404);
    expect((await other.post('/api/v1/projects/getProjectRelation', { projectIds: [id] })).status).toBe(404);
    expect((await info(owner, id)).body.data).toMatchObject({
      projectName: 'Not for growth',
      projectStatus: 0,
    });
    expect((await info(owner, 'abc')).status).toBe(404);
    expect((await info(owner, '99999999')).status).toBe(404);
  });
});

describe('basic info', () => {
  it('the owner edits it; a recruiter on the project may not, and nothing changes', async () => {
    const { body } = await create(owner, { projectName: 'Editable' });
    const id = body.data.projectId;
    const edited = await owner.post('/api/v1/projects/updateBasicInfo', {
      ...FIELDS,
      projectId: id,
      projectName: 'Edited name',
      numberOfOpenings: 5,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ projectName: 'Edited name', numberOfOpenings: 5 });
    await addMember(id, 'crm@talentbase.dev', 1);
    const refused = await member.post('/api/v1/projects/updateBasicInfo', {
      ...FIELDS,
      projectId: id,
      projectName: 'No',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Forbidden resource');
    expect((await info(owner, id)).body.data.projectName).toBe('Edited name');
  });
});

describe('archive, unarchive, delete', () => {
  it('archive keeps the project out of the active list and unarchive brings back its status', async () => {
    const { body } = await create(owner, { projectName: 'Seasonal hiring', projectStatus: 2 });
    const id = body.data.projectId;
    expect((await owner.post('/api/v1/projects/archive', { projectId: id })).status).toBe(200);
    const archived = await info(owner, id);
    expect(archived.body.data).toMatchObject({ projectStatus: 4, archived: true, statusBeforeArchive: 2 });
    const tabs = await list(owner, 'keyword=seasonal&state=archived');
    expect(tabs.body.data.map((p: { projectId: string }) => p.projectId)).toEqual([id]);
    expect(tabs.body.counts).toEqual({ active: 0, archived: 1 });
    expect((await owner.post('/api/v1/projects/unarchive', { projectId: id })).status).toBe(200);
    expect((await info(owner, id)).body.data).toMatchObject({ projectStatus: 2, archived: false });
  });

  it('delete is owner only, then the project is gone for everyone', async () => {
    const { body } = await create(owner, { projectName: 'Short lived' });
    const id = body.data.projectId;
    await addMember(id, 'crm@talentbase.dev', 1);
    expect((await member.post('/api/v1/projects/delete', { projectId: id })).status).toBe(403);
    expect((await owner.post('/api/v1/projects/delete', { projectId: id })).status).toBe(200);
    expect((await info(owner, id)).status).toBe(404);
    expect((await info(colleague, id)).status).toBe(404);
    expect((await list(owner, 'keyword=short%20lived&state=all')).body.total).toBe(0);
    const audits = await t.db.pool.query(`select action from audit_log where target_id = $1 order by id`, [
      id,
    ]);
    expect(audits.rows.map((r) => r.action)).toEqual(['project.created', 'project.deleted']);
  });
});

describe('list', () => {
  it('searches, sorts by name or last viewed, and pages', async () => {
    for (const name of ['Zebra ops', 'Alpha ops', 'Middle ops']) await create(owner, { projectName: name });
    const byName = await list(owner, 'keyword=ops&sort=name');
    expect(byName.body.data.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Alpha ops',
      'Middle ops',
      'Zebra ops',
    ]);
    const middle = byName.body.data[1].projectId;
    expect((await owner.post('/api/v1/projects/save-last-viewed', { projectId: middle })).status).toBe(200);
    const recent = await list(owner, 'keyword=ops');
    expect(recent.body.data[0].projectId).toBe(middle);
    expect(recent.body.data[0].lastViewedAt).not.toBeNull();
    const page = await list(owner, 'keyword=ops&sort=name&start=1&limit=1');
    expect(page.body.data.map((p: { projectName: string }) => p.projectName)).toEqual(['Middle ops']);
    expect(page.body.total).toBe(3);
    expect((await list(owner, 'sort=sideways')).status).toBe(400);
    expect((await list(owner, 'limit=1000')).status).toBe(400);
    expect((await list(owner, 'keyword=%25%25%25')).status).toBe(200);
  });
});

describe('starter plan', () => {
  it('keeps at most three open projects, with the spec\u2019s message', async () => {
    for (const n of [1, 2, 3])
      expect((await create(starter, { projectName: `Starter ${n}` })).status).toBe(200);
    const refused = await create(starter, { projectName: 'Starter 4' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'PROJECT_LIMIT_REACHED', message: PROJECT_LIMIT_MESSAGE });
    expect((await starter.post('/api/v1/projects/quick-create', { projectName: 'Quick' })).status).toBe(422);

    const first = (await list(starter, 'keyword=starter%201')).body.data[0].projectId;
    expect((await starter.post('/api/v1/projects/archive', { projectId: first })).status).toBe(200);
    expect((await create(starter, { projectName: 'Starter 4' })).status).toBe(200);
    // Unarchiving counts like creating.
    expect((await starter.post('/api/v1/projects/unarchive', { projectId: first })).status).toBe(422);
    expect((await info(starter, first)).body.data.archived).toBe(true);
  });
});

describe('demo projects and relations', () => {
  it('sample projects -1 and -2 answer for anyone signed in', async () => {
    const res = await info(member, '-1');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ projectId: '-1', recruiterRole: 3 });
    expect((await member.post('/api/v1/projects/save-last-viewed', { projectId: '-2' })).status).toBe(200);
    expect((await info(member, '-3')).status).toBe(404);
  });

  it('relations of visible projects are listed', async () => {
    const { body } = await create(owner, { projectName: 'Linked to ATS' });
    const id = body.data.projectId;
    await t.db.pool.query(
      `insert into project_relations (team_id, project_id, type, ats_name, ats_job_id)
       select team_id, id, 'APPLICANT_MATCH', 'greenhouse', 'GH-77' from projects where id = $1`,
      [id],
    );
    const res = await owner.post('/api/v1/projects/getProjectRelation', { projectIds: [id, '-1'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        projectId: id,
        type: 'APPLICANT_MATCH',
        atsName: 'greenhouse',
        atsJobId: 'GH-77',
      }),
    ]);
    expect((await owner.post('/api/v1/projects/getProjectRelation', { projectIds: [] })).status).toBe(400);
  });
});

describe('hiring team', () => {
  const team = async (id: string) =>
    (await info(owner, id)).body.data.projectHiringMembers.map((m: { email: string; role: number }) => [
      m.email,
      m.role,
    ]);

  it('a removed seat cannot be put on a hiring team', async () => {
    const { body } = await create(owner, { projectName: 'Seats only' });
    const crm = await userId('crm@talentbase.dev');
    await t.db.pool.query('update team_members set status = 3 where user_id = $1', [crm]);
    try {
      const refused = await owner.post('/api/v1/projects/hiringTeam/setMember', {
        projectId: body.data.projectId,
        userId: crm,
        role: 1,
      });
      expect(refused.status).toBe(404);
      expect(await team(body.data.projectId)).toEqual([['relationships@talentbase.dev', 3]]);
    } finally {
      await t.db.pool.query('update team_members set status = 1 where user_id = $1', [crm]);
    }
  });

  it('the owner adds a member, changes the role, removes them; Owner is never assigned', async () => {
    const { body } = await create(owner, { projectName: 'Team building' });
    const id = body.data.projectId;
    const crm = await userId('crm@talentbase.dev');
    const added = await owner.post('/api/v1/projects/hiringTeam/setMember', {
      projectId: id,
      userId: crm,
      role: 2,
    });
    expect(added.status).toBe(200);
    expect(await team(id)).toEqual([
      ['relationships@talentbase.dev', 3],
      ['crm@talentbase.dev', 2],
    ]);
    expect(
      (await owner.post('/api/v1/projects/hiringTeam/setMember', { projectId: id, userId: crm, role: 3 }))
        .status,
    ).toBe(400);
    await owner.post('/api/v1/projects/hiringTeam/setMember', { projectId: id, userId: crm, role: 0 });
    expect(await team(id)).toContainEqual(['crm@talentbase.dev', 0]);
    // A collaborator may not edit the team.
    const demo = await userId('demo@talentbase.dev');
    expect(
      (await member.post('/api/v1/projects/hiringTeam/setMember', { projectId: id, userId: demo, role: 1 }))
        .status,
    ).toBe(403);
    const removed = await owner.post('/api/v1/projects/hiringTeam/removeMember', {
      projectId: id,
      userId: crm,
    });
    expect(removed.body.data.map((m: { email: string }) => m.email)).toEqual([
      'relationships@talentbase.dev',
    ]);
    const audits = await t.db.pool.query(
      `select action from audit_log where target_id = $1 and action like 'project.member%' order by id`,
      [id],
    );
    expect(audits.rows.map((r) => r.action)).toEqual([
      'project.member_set',
      'project.member_set',
      'project.member_removed',
    ]);
  });

  it('the owner can be neither removed nor leave; after a transfer the old owner is a recruiter', async () => {
    const { body } = await create(owner, { projectName: 'Handover' });
    const id = body.data.projectId;
    const me = await userId('relationships@talentbase.dev');
    const crm = await userId('crm@talentbase.dev');
    expect(
      (await owner.post('/api/v1/projects/hiringTeam/removeMember', { projectId: id, userId: me })).status,
    ).toBe(422);
    const leave = await owner.post('/api/v1/projects/quitHiringTeam', { projectId: id });
    expect(leave.status).toBe(422);
    expect(leave.body.message).toBe('Transfer ownership of the project before you leave it.');
    const moved = await owner.post('/api/v1/projects/updateProjectOwner', { projectId: id, userId: crm });
    expect(moved.status).toBe(200);
    expect(await team(id)).toEqual([
      ['crm@talentbase.dev', 3],
      ['relationships@talentbase.dev', 1],
    ]);
    // Now a recruiter, they may leave; the project is visible to the team, so it stays readable.
    expect((await owner.post('/api/v1/projects/quitHiringTeam', { projectId: id })).status).toBe(200);
    const after = await info(owner, id);
    expect(after.body.data.recruiterRole).toBeNull();
    expect((await owner.post('/api/v1/projects/quitHiringTeam', { projectId: id })).status).toBe(422);
  });

  it('someone of another team is not found; another team cannot touch the team', async () => {
    const { body } = await create(owner, { projectName: 'Guarded team' });
    const id = body.data.projectId;
    const outsider = await userId('growth.recruiter@talentbase.dev');
    expect(
      (
        await owner.post('/api/v1/projects/hiringTeam/setMember', {
          projectId: id,
          userId: outsider,
          role: 1,
        })
      ).status,
    ).toBe(404);
    expect(
      (await owner.post('/api/v1/projects/updateProjectOwner', { projectId: id, userId: outsider })).status,
    ).toBe(404);
    const crm = await userId('crm@talentbase.dev');
    for (const [path, payload] of [
      ['hiringTeam/setMember', { projectId: id, userId: crm, role: 1 }],
      ['hiringTeam/removeMember', { projectId: id, userId: crm }],
      ['updateProjectOwner', { projectId: id, userId: crm }],
      ['quitHiringTeam', { projectId: id }],
    ] as const)
      expect((await other.post(`/api/v1/projects/${path}`, payload)).status).toBe(404);
    expect(await team(id)).toEqual([['relationships@talentbase.dev', 3]]);
    expect(
      (await owner.post('/api/v1/projects/hiringTeam/setMember', { projectId: id, userId: 'nope', role: 1 }))
        .status,
    ).toBe(400);
  });
});
