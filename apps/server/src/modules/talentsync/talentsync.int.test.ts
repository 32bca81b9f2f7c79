/**
 * Talent sync over HTTP on a real database: Not Setup until a project is linked to an ATS job,
 * Configured after; link, re-link and unlink (owner and recruiter only, audited); a project made
 * from an ATS job (creation source MANUAL_CREATE_ATS); the sample projects; another team's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // relationships@: creates projects
let colleague: TestClient; // crm@: same team, put on projects with a role here
let other: TestClient; // growth.recruiter@: another team

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const signedIn = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const userId = async (email: string) =>
  (await q('select id from users where email = $1', [email])).rows[0].id as string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await signedIn('relationships@talentbase.dev');
  colleague = await signedIn('crm@talentbase.dev');
  other = await signedIn('growth.recruiter@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

const newProject = async (name: string, status = 0) => {
  const res = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: status,
    projectName: name,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.projectId as string;
};
const config = (c: TestClient, id: string) => c.get(`/api/v1/talentsync/getProjectConfig?projectId=${id}`);
const status = (c: TestClient, ids: string[]) =>
  c.post('/api/v1/talentsync/getConfigStatus', { projectIdList: ids });
const link = (c: TestClient, body: Record<string, unknown>) => c.post('/api/v1/talentsync/linkProject', body);

describe('config status and project config', () => {
  it('is Not Setup with empty data until linked, then Configured with the link', async () => {
    const id = await newProject('Sync me');
    expect((await config(owner, id)).body).toEqual({ data: {}, message: 'success' });
    expect((await status(owner, ['-1', id])).body).toEqual({
      data: [
        { projectId: '-1', status: 'Not Setup' },
        { projectId: id, status: 'Not Setup' },
      ],
    });

    const res = await link(owner, {
      projectId: id,
      atsName: 'Greenhouse Harvest',
      atsJobId: ' 4011 ',
      atsJobName: 'Staff Engineer',
      stageMapping: [{ stageId: 1, atsStageId: '77', atsStageName: 'Phone screen' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      projectId: id,
      atsName: 'greenhouse_harvest',
      atsJobId: '4011',
      atsJobName: 'Staff Engineer',
      stageMapping: [{ stageId: 1, atsStageId: '77', atsStageName: 'Phone screen' }],
      status: 'Configured',
    });
    expect(res.body.data.updatedBy).toBeTruthy();
    expect((await config(colleague, id)).body.data.atsJobId).toBe('4011');
    expect((await status(owner, [id])).body.data).toEqual([{ projectId: id, status: 'Configured' }]);
    // The spec's projectRelation shows the link too.
    const relation = await owner.post('/api/v1/projects/getProjectRelation', { projectIds: [id] });
    expect(relation.body.data).toEqual([
      expect.objectContaining({ type: 'ATS_SYNC', atsName: 'greenhouse_harvest', atsJobId: '4011' }),
    ]);

    // Re-linking replaces the link (one per project), audited with before and after.
    expect((await link(owner, { projectId: id, atsName: 'lever', atsJobId: 'abc-123' })).status).toBe(200);
    const rows = await q(`select ats_name, ats_job_id from project_relations where project_id = $1`, [id]);
    expect(rows.rows).toEqual([{ ats_name: 'lever', ats_job_id: 'abc-123' }]);
    const audits = await q(
      `select metadata from audit_log where action = 'project.ats_linked' and target_id = $1 order by id`,
      [id],
    );
    expect(audits.rows.map((r) => r.metadata.after.atsName)).toEqual(['greenhouse_harvest', 'lever']);
    expect(audits.rows[1].metadata.before).toEqual({ atsName: 'greenhouse_harvest', atsJobId: '4011' });

    // Unlinking goes back to Not Setup; a second unlink changes nothing.
    expect((await owner.post('/api/v1/talentsync/unlinkProject', { projectId: id })).status).toBe(200);
    expect((await status(owner, [id])).body.data[0].status).toBe('Not Setup');
    expect((await owner.post('/api/v1/talentsync/unlinkProject', { projectId: id })).status).toBe(200);
    const unlinked = await q(
      `select count(*)::int as n from audit_log where action = 'project.ats_unlinked' and target_id = $1`,
      [id],
    );
    expect(unlinked.rows[0].n).toBe(1);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const id = await newProject('Bad input');
    const bad = [
      { projectId: id, atsName: 'lever' },
      { projectId: id, atsName: 'lever', atsJobId: '   ' },
      { projectId: id, atsName: 'lever', atsJobId: 'x'.repeat(101) },
      { projectId: id, atsName: 'le/ver', atsJobId: '1' },
      { projectId: id, atsName: 'lever', atsJobId: 'a\nb' },
      { projectId: 'abc', atsName: 'lever', atsJobId: '1' },
      { projectId: id, atsName: 'lever', atsJobId: '1', extra: 1 },
      {
        projectId: id,
        atsName: 'lever',
        atsJobId: '1',
        stageMapping: [
          { stageId: 1, atsStageId: 'a' },
          { stageId: 1, atsStageId: 'b' },
        ],
      },
    ];
    for (const body of bad) {
      const res = await link(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await status(owner, [])).status).toBe(400);
    expect(
      (await q('select count(*)::int as n from project_relations where project_id = $1', [id])).rows[0].n,
    ).toBe(0);
  });

  it('lets owner and recruiter link, refuses the other roles, and hides projects one cannot see', async () => {
    const id = await newProject('Roles');
    const crm = await userId('crm@talentbase.dev');
    await q('insert into project_members (project_id, user_id, role) values ($1, $2, 2)', [id, crm]);
    const refused = await link(colleague, { projectId: id, atsName: 'lever', atsJobId: '9' });
    expect(refused.status).toBe(403);
    await q('update project_members set role = 1 where project_id = $1 and user_id = $2', [id, crm]);
    expect((await link(colleague, { projectId: id, atsName: 'lever', atsJobId: '9' })).status).toBe(200);

    // Another team, an unknown id and a sample project: 404 alike, nothing stored.
    for (const res of [
      await link(other, { projectId: id, atsName: 'lever', atsJobId: '1' }),
      await link(owner, { projectId: '987654321', atsName: 'lever', atsJobId: '1' }),
      await link(owner, { projectId: '-1', atsName: 'lever', atsJobId: '1' }),
      await other.post('/api/v1/talentsync/unlinkProject', { projectId: id }),
      await config(other, id),
      await status(other, [id]),
      await status(owner, ['-2', '987654321']),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body.message).toBe('Project not found');
    }
    expect((await config(owner, id)).body.data.atsJobId).toBe('9');
    // A hiring-team-only project: a teammate who is not on it cannot read its link.
    const hidden = await newProject('Hidden', 2);
    const mate = await signedIn('crm@talentbase.dev');
    expect((await config(mate, hidden)).status).toBe(404);
  });
});

describe('a project made from an ATS job', () => {
  it('carries creation source MANUAL_CREATE_ATS and is linked at once', async () => {
    const res = await owner.post('/api/v1/talentsync/createProject', {
      jobTitle: 'Data Engineer',
      projectStatus: 0,
      projectName: 'Data Engineer (Workable)',
      atsName: 'workable',
      atsJobId: 'DE-42',
      atsJobName: 'Data Engineer',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.creationSource).toBe(3);
    expect(res.body.data.recruiterRole).toBe(3);
    const id = res.body.data.projectId as string;
    expect((await status(owner, [id])).body.data[0].status).toBe('Configured');
    expect((await config(owner, id)).body.data).toMatchObject({ atsName: 'workable', atsJobId: 'DE-42' });
  });

  it('creates nothing when the ATS job is missing or the project fields are bad', async () => {
    const before = (await q('select count(*)::int as n from projects')).rows[0].n;
    for (const body of [
      { jobTitle: 'X', projectStatus: 0, projectName: 'No job', atsName: 'workable' },
      { jobTitle: '', projectStatus: 0, projectName: 'No title', atsName: 'workable', atsJobId: '1' },
    ])
      expect((await owner.post('/api/v1/talentsync/createProject', body)).status).toBe(400);
    expect((await q('select count(*)::int as n from projects')).rows[0].n).toBe(before);
  });
});
