/**
 * Groups over HTTP on a real database: admins with the member table manage them, every member
 * reads them (filters), another team's groups and members answer 404, bad input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient; // admin@: enterprise admin on pro, member table (team admin rights via role)
let orgAdmin: TestClient; // org.admin@: member table through the org admin role
let member: TestClient; // relationships@: same team, reads only
let otherAdmin: TestClient; // growth.admin@, made an org admin: manages groups, of another team

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const memberId = async (email: string) =>
  (await q('select id from team_members where email = $1', [email])).rows[0].id as string;
const audits = async (action: string, targetId: string) =>
  (await q('select 1 from audit_log where action = $1 and target_id = $2', [action, targetId])).rowCount;
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await signedIn('demo@talentbase.dev');
  orgAdmin = await signedIn('org.admin@talentbase.dev');
  member = await signedIn('relationships@talentbase.dev');
  await q(
    "update team_members set account_roles = array['growth_admin', 'org_admin'] where email = 'growth.admin@talentbase.dev'",
  );
  otherAdmin = await signedIn('growth.admin@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

describe('groups', () => {
  let groupId = '';

  it('starts empty', async () => {
    const res = await member.get('/api/v1/groups');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('lets an admin create a group with members, audited', async () => {
    const res = await admin.post('/api/v1/groups', {
      name: 'Engineering hiring',
      description: 'Recruiters on engineering roles',
      teamMemberIds: [await memberId('demo@talentbase.dev'), await memberId('crm@talentbase.dev')],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Engineering hiring', memberCount: 2 });
    groupId = res.body.data.id;
    expect(await audits('group.created', groupId)).toBe(1);
    const list = await member.get('/api/v1/groups');
    expect(list.body.data.map((g: { name: string }) => g.name)).toEqual(['Engineering hiring']);
    expect(list.body.data[0].members.map((m: { email: string }) => m.email)).toEqual([
      'crm@talentbase.dev',
      'demo@talentbase.dev',
    ]);
  });

  it('refuses members without the member table (403) and changes nothing', async () => {
    expect((await member.post('/api/v1/groups', { name: 'Mine' })).status).toBe(403);
    expect((await member.request('PATCH', `/api/v1/groups/${groupId}`, { name: 'Mine' })).status).toBe(403);
    expect((await member.request('DELETE', `/api/v1/groups/${groupId}`)).status).toBe(403);
    expect(
      (
        await member.post(`/api/v1/groups/${groupId}/members`, {
          teamMemberIds: [await memberId('crm@talentbase.dev')],
        })
      ).status,
    ).toBe(403);
    expect((await q('select count(*)::int as n from member_groups')).rows[0].n).toBe(1);
  });

  it('answers 409 for a duplicate name (any case) and 400 for bad input, writing nothing', async () => {
    expect((await admin.post('/api/v1/groups', { name: 'ENGINEERING HIRING' })).status).toBe(409);
    for (const body of [
      { name: '' },
      { name: 'x'.repeat(81) },
      { name: 'A', extra: true },
      { name: 'A', teamMemberIds: ['nope'] },
    ])
      expect((await admin.post('/api/v1/groups', body)).status).toBe(400);
    expect((await q('select count(*)::int as n from member_groups')).rows[0].n).toBe(1);
  });

  it("answers 404 for another team's member and adds no one", async () => {
    const outsider = await memberId('growth.recruiter@talentbase.dev');
    const res = await admin.post('/api/v1/groups', { name: 'Mixed', teamMemberIds: [outsider] });
    expect(res.status).toBe(404);
    const add = await admin.post(`/api/v1/groups/${groupId}/members`, {
      teamMemberIds: [await memberId('insights@talentbase.dev'), outsider],
    });
    expect(add.status).toBe(404);
    expect((await admin.get(`/api/v1/groups/${groupId}`)).body.data.memberCount).toBe(2);
    expect((await q("select 1 from member_groups where name = 'Mixed'")).rowCount).toBe(0);
  });

  it("answers 404 for this team's group to another team, exactly like a missing one", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [groupId, missing]) {
      expect((await otherAdmin.get(`/api/v1/groups/${id}`)).status).toBe(404);
      expect((await otherAdmin.request('PATCH', `/api/v1/groups/${id}`, { name: 'Taken' })).status).toBe(404);
      expect((await otherAdmin.request('DELETE', `/api/v1/groups/${id}`)).status).toBe(404);
      expect(
        (
          await otherAdmin.post(`/api/v1/groups/${id}/members`, {
            teamMemberIds: [await memberId('growth.recruiter@talentbase.dev')],
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await otherAdmin.request(
            'DELETE',
            `/api/v1/groups/${id}/members/${await memberId('demo@talentbase.dev')}`,
          )
        ).status,
      ).toBe(404);
    }
    expect((await otherAdmin.get('/api/v1/groups')).body.data).toEqual([]);
    expect((await admin.get(`/api/v1/groups/${groupId}`)).body.data).toMatchObject({
      name: 'Engineering hiring',
      memberCount: 2,
    });
  });

  it('renames, adds and removes members, audited; an org admin manages them too', async () => {
    const renamed = await orgAdmin.request('PATCH', `/api/v1/groups/${groupId}`, { name: 'Engineering' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Engineering');
    expect(await audits('group.updated', groupId)).toBe(1);
    const insights = await memberId('insights@talentbase.dev');
    const added = await admin.post(`/api/v1/groups/${groupId}/members`, {
      teamMemberIds: [insights, insights],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.memberCount).toBe(3);
    const again = await admin.post(`/api/v1/groups/${groupId}/members`, { teamMemberIds: [insights] });
    expect(again.body.data.memberCount).toBe(3);
    const removed = await admin.request('DELETE', `/api/v1/groups/${groupId}/members/${insights}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.memberCount).toBe(2);
    expect(await audits('group.member_removed', groupId)).toBe(1);
    expect((await admin.request('DELETE', `/api/v1/groups/${groupId}/members/${insights}`)).status).toBe(404);
  });

  it("offers the team's active members and invitations to add, to admins only", async () => {
    const res = await admin.get('/api/v1/groups/eligible-members');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m: { email: string }) => m.email)).toContain('crm@talentbase.dev');
    expect(res.body.data.map((m: { email: string }) => m.email)).not.toContain('growth.admin@talentbase.dev');
    expect((await member.get('/api/v1/groups/eligible-members')).status).toBe(403);
  });

  it('drops members removed from the team from the group', async () => {
    await q("update team_members set status = 3 where email = 'crm@talentbase.dev'");
    const res = await admin.get(`/api/v1/groups/${groupId}`);
    expect(res.body.data.members.map((m: { email: string }) => m.email)).toEqual(['demo@talentbase.dev']);
    await q("update team_members set status = 1 where email = 'crm@talentbase.dev'");
  });

  it('deletes a group (members stay on the team), audited', async () => {
    const res = await admin.request('DELETE', `/api/v1/groups/${groupId}`);
    expect(res.status).toBe(200);
    expect(await audits('group.deleted', groupId)).toBe(1);
    expect((await admin.get(`/api/v1/groups/${groupId}`)).status).toBe(404);
    expect((await q("select 1 from team_members where email = 'demo@talentbase.dev'")).rowCount).toBe(1);
  });
});

describe('sharing a project with a group', () => {
  let projectId = '';
  let groupId = '';
  let otherGroupId = '';
  const team = async (c: TestClient) =>
    (await c.get(`/api/v1/projects/projectInformation/${projectId}`)).status;
  const members = async () =>
    (
      await q(
        'select u.email, m.role from project_members m join users u on u.id = m.user_id where m.project_id = $1 order by u.email',
        [projectId],
      )
    ).rows;

  beforeAll(async () => {
    const project = await admin.post('/api/v1/projects/create', {
      jobTitle: 'Staff engineer',
      projectStatus: 2,
      projectName: 'Staff engineer (hiring team only)',
    });
    expect(project.status).toBe(200);
    projectId = project.body.data.projectId;
    const group = await admin.post('/api/v1/groups', {
      name: 'Staff engineer panel',
      teamMemberIds: [await memberId('crm@talentbase.dev'), await memberId('demo@talentbase.dev')],
    });
    groupId = group.body.data.id;
    const other = await otherAdmin.post('/api/v1/groups', { name: 'Growth panel' });
    otherGroupId = other.body.data.id;
  });

  it("adds the group's members to the hiring team with the role; the owner keeps theirs", async () => {
    const crm = await signedIn('crm@talentbase.dev');
    expect(await team(crm)).toBe(404);
    const res = await admin.post('/api/v1/projects/hiringTeam/addGroup', { projectId, groupId, role: 1 });
    expect(res.status).toBe(200);
    expect(await members()).toEqual([
      { email: 'crm@talentbase.dev', role: 1 },
      { email: 'demo@talentbase.dev', role: 3 },
    ]);
    expect(await team(crm)).toBe(200);
    expect(
      (
        await q("select 1 from audit_log where action = 'project.shared_with_group' and target_id = $1", [
          projectId,
        ])
      ).rowCount,
    ).toBe(1);
    // Sharing again with another role changes no one already on the team.
    expect(
      (await admin.post('/api/v1/projects/hiringTeam/addGroup', { projectId, groupId, role: 0 })).status,
    ).toBe(200);
    expect((await members()).find((m: { email: string }) => m.email === 'crm@talentbase.dev')?.role).toBe(1);
  });

  it("answers 404 for another team's group or project, 400 for the owner role, and changes nothing", async () => {
    const before = await members();
    const foreignGroup = await admin.post('/api/v1/projects/hiringTeam/addGroup', {
      projectId,
      groupId: otherGroupId,
      role: 1,
    });
    expect(foreignGroup.status).toBe(404);
    const foreignProject = await otherAdmin.post('/api/v1/projects/hiringTeam/addGroup', {
      projectId,
      groupId: otherGroupId,
      role: 1,
    });
    expect(foreignProject.status).toBe(404);
    expect(
      (await admin.post('/api/v1/projects/hiringTeam/addGroup', { projectId, groupId, role: 3 })).status,
    ).toBe(400);
    expect(await members()).toEqual(before);
  });
});
