/**
 * GET /api/v1/dashboard on a real database: my open projects with pipeline counts in pipeline
 * order, the activity feed limited to what I may see (never another team's, never a
 * hiring-team-only project I am not on), the totals, and a brand-new user's empty dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // relationships@ (pro team), owns the projects below
let member: TestClient; // crm@ (pro team), not a team admin, on no hiring team
let admin: TestClient; // demo@ (pro team), team admin
let otherTeam: TestClient; // growth.recruiter@ (growth team)
let fresh: TestClient; // hiring.manager@ (pro team), nothing of their own

let teamProject: string;
let privateProject: string;
let archivedProject: string;
let otherTeamProject: string;
const profiles: Record<string, number> = {};

const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const userId = async (email: string) =>
  (await q('select id from users where email = $1', [email])).rows[0].id as string;
const teamOf = async (email: string) =>
  (
    await q('select m.team_id from team_members m join users u on u.id = m.user_id where u.email = $1', [
      email,
    ])
  ).rows[0].team_id as string;

async function createProject(c: TestClient, projectName: string, projectStatus = 0): Promise<string> {
  const res = await c.post('/api/v1/projects/create', { jobTitle: 'Engineer', projectStatus, projectName });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}

async function profile(name: string): Promise<number> {
  const { rows } = await q(
    `insert into talent_profiles (source, full_name, doc) values ('import', $1, '{}') returning id`,
    [name],
  );
  return Number(rows[0].id);
}

async function place(projectId: string, profileId: number, categoryId: number) {
  await q(
    `insert into project_candidates (project_id, profile_id, category_id, stage_id) values ($1, $2, $3, $4)`,
    [projectId, profileId, categoryId, categoryId === 1 ? 1 : null],
  );
}

async function activity(
  email: string,
  profileId: number,
  projectId: string | null,
  action: string,
  ago = '1 minute',
) {
  await q(
    `insert into candidate_activities (team_id, profile_id, project_id, actor_id, action, created_at)
     values ($1, $2, $3, $4, $5, now() - $6::interval)`,
    [await teamOf(email), profileId, projectId, await userId(email), action, ago],
  );
}

const get = async (c: TestClient) => {
  const res = await c.get('/api/v1/dashboard');
  expect(res.status).toBe(200);
  return res.body.data;
};
type Entry = { action: string; candidate: { name: string }; project: { projectName: string } | null };
const feed = (data: { activity: Entry[] }) =>
  data.activity.map((a) => `${a.action}:${a.candidate.name}:${a.project?.projectName ?? '-'}`);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = new TestClient(t.app);
  await owner.login('relationships@talentbase.dev');
  member = new TestClient(t.app);
  await member.login('crm@talentbase.dev');
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  otherTeam = new TestClient(t.app);
  await otherTeam.login('growth.recruiter@talentbase.dev');
  fresh = new TestClient(t.app);
  await fresh.login('hiring.manager@talentbase.dev');

  archivedProject = await createProject(owner, 'Archived search');
  expect((await owner.post('/api/v1/projects/archive', { projectId: archivedProject })).status).toBe(200);
  privateProject = await createProject(owner, 'Confidential CFO search', 2);
  teamProject = await createProject(owner, 'Backend hiring');
  otherTeamProject = await createProject(otherTeam, 'Growth team role');

  for (const name of ['Ada Byron', 'Grace Hopper', 'Linus Torvalds', 'Outside Person', 'Kept Quiet'])
    profiles[name] = await profile(name);
  await place(teamProject, profiles['Ada Byron'] as number, 1);
  await place(teamProject, profiles['Grace Hopper'] as number, 2);
  await place(teamProject, profiles['Kept Quiet'] as number, 2);
  await place(privateProject, profiles['Linus Torvalds'] as number, 3);
  // The same person in two of my projects counts once among my candidates.
  await place(privateProject, profiles['Ada Byron'] as number, 1);
  await place(archivedProject, profiles['Kept Quiet'] as number, 1);
  await place(otherTeamProject, profiles['Outside Person'] as number, 1);

  const ada = profiles['Ada Byron'] as number;
  const grace = profiles['Grace Hopper'] as number;
  await activity('relationships@talentbase.dev', grace, teamProject, 'stage_changed', '10 days');
  await activity('relationships@talentbase.dev', grace, teamProject, 'stage_changed', '5 minutes');
  await activity('relationships@talentbase.dev', grace, teamProject, 'stage_changed', '4 minutes');
  await activity(
    'relationships@talentbase.dev',
    profiles['Linus Torvalds'] as number,
    privateProject,
    'note_added',
    '3 minutes',
  );
  await activity('demo@talentbase.dev', ada, null, 'info_updated', '2 minutes');
  await activity('relationships@talentbase.dev', ada, teamProject, 'video_called', '1 minute');
  await activity(
    'growth.recruiter@talentbase.dev',
    profiles['Outside Person'] as number,
    otherTeamProject,
    'stage_changed',
    '30 seconds',
  );
}, 120_000);
afterAll(() => t.close());

describe('GET /api/v1/dashboard', () => {
  it('lists my open projects, most recent first, with pipeline counts in pipeline order', async () => {
    const data = await get(owner);
    expect(data.projects.map((p: { projectName: string }) => p.projectName)).toEqual([
      'Backend hiring',
      'Confidential CFO search',
    ]);
    const backend = data.projects[0];
    expect(backend).toMatchObject({ projectId: teamProject, recruiterRole: 3, candidateCount: 3 });
    expect(backend.pipeline).toEqual([
      { categoryId: 1, categoryName: 'Sourcing', count: 1 },
      { categoryId: 2, categoryName: 'Screen', count: 2 },
      { categoryId: 3, categoryName: 'Interview', count: 0 },
      { categoryId: 4, categoryName: 'Offer', count: 0 },
      { categoryId: 5, categoryName: 'Hired', count: 0 },
      { categoryId: 6, categoryName: 'Archived', count: 0 },
    ]);
    expect(data.totals).toEqual({ openProjects: 2, candidatesInMyProjects: 4, movedThisWeek: 1 });
  });

  it('puts the project I opened last first', async () => {
    expect(
      (await owner.post('/api/v1/projects/save-last-viewed', { projectId: privateProject })).status,
    ).toBe(200);
    const data = await get(owner);
    expect(data.projects[0].projectId).toBe(privateProject);
  });

  it('shows the team activity newest first, with actor, candidate and project names', async () => {
    const data = await get(owner);
    expect(feed(data)).toEqual([
      'video_called:Ada Byron:Backend hiring',
      'info_updated:Ada Byron:-',
      'note_added:Linus Torvalds:Confidential CFO search',
      'stage_changed:Grace Hopper:Backend hiring',
      'stage_changed:Grace Hopper:Backend hiring',
      'stage_changed:Grace Hopper:Backend hiring',
    ]);
    expect(data.activity[1].actor.name).toBe('Dana Demo');
    expect(data.activity[0].actor.name).toBe('Riley Relations');
    // Only the listed fields leave the server: no activity detail.
    expect(Object.keys(data.activity[0]).sort()).toEqual([
      'action',
      'actor',
      'candidate',
      'createdAt',
      'id',
      'project',
    ]);
  });

  it('never shows a hiring-team-only project I am not on, nor another team', async () => {
    const data = await get(member);
    expect(data.projects).toEqual([]);
    expect(data.totals).toEqual({ openProjects: 0, candidatesInMyProjects: 0, movedThisWeek: 0 });
    const entries = feed(data);
    expect(entries).toContain('info_updated:Ada Byron:-');
    expect(entries).toContain('stage_changed:Grace Hopper:Backend hiring');
    expect(entries.join()).not.toContain('Confidential');
    expect(entries.join()).not.toContain('Linus');
    expect(entries.join()).not.toContain('Outside Person');

    const theirs = feed(await get(otherTeam));
    expect(theirs).toEqual(['stage_changed:Outside Person:Growth team role']);
  });

  it('lets a team admin see every project of the team in the feed, but lists only their own projects', async () => {
    const data = await get(admin);
    expect(data.projects).toEqual([]);
    expect(feed(data)).toContain('note_added:Linus Torvalds:Confidential CFO search');
  });

  it('drops a deleted project from my projects and its activity from the feed', async () => {
    const temp = await createProject(owner, 'Short-lived project');
    await activity(
      'relationships@talentbase.dev',
      profiles['Kept Quiet'] as number,
      temp,
      'added',
      '1 second',
    );
    expect(feed(await get(member))[0]).toBe('added:Kept Quiet:Short-lived project');
    expect((await owner.post('/api/v1/projects/delete', { projectId: temp })).status).toBe(200);
    const after = await get(owner);
    expect(after.projects.map((p: { projectId: string }) => p.projectId)).not.toContain(temp);
    expect(feed(after).join()).not.toContain('Short-lived');
    expect(feed(await get(member)).join()).not.toContain('Short-lived');
  });

  it('gives a brand-new user an empty dashboard', async () => {
    const data = await get(fresh);
    expect(data.projects).toEqual([]);
    expect(data.totals).toEqual({ openProjects: 0, candidatesInMyProjects: 0, movedThisWeek: 0 });
  });

  it('answers 401 when signed out, and refuses a body or query it does not take', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/v1/dashboard')).status).toBe(401);
    expect((await owner.post('/api/v1/dashboard', {})).status).toBe(404);
  });
});

describe('GET /api/v1/team/members-lite', () => {
  it('lists the active members of my team only, by name', async () => {
    const res = await owner.get('/api/v1/team/members-lite');
    expect(res.status).toBe(200);
    const emails = res.body.data.map((m: { email: string }) => m.email);
    expect(emails).toContain('relationships@talentbase.dev');
    expect(emails).toContain('crm@talentbase.dev');
    expect(emails).not.toContain('growth.recruiter@talentbase.dev');
    const names = res.body.data.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['email', 'id', 'name', 'preferredRole']);
    // Recruiter (1) unless the member chose another role in their hiring preferences.
    const demo = res.body.data.find((m: { email: string }) => m.email === 'demo@talentbase.dev');
    expect(demo.preferredRole).toBe(1);
    const prefs = (await owner.get('/api/settings/hiring')).body.data.preferences;
    await owner.put('/api/settings/hiring', { ...prefs, defaultProjectRole: 4 });
    const again = await owner.get('/api/v1/team/members-lite');
    const me = again.body.data.find((m: { email: string }) => m.email === 'relationships@talentbase.dev');
    expect(me.preferredRole).toBe(4);
    await owner.put('/api/settings/hiring', prefs);
  });

  it('leaves out removed seats and pending invitations', async () => {
    const team = await teamOf('crm@talentbase.dev');
    await q(`update team_members set status = 3 where user_id = $1`, [
      await userId('insights@talentbase.dev'),
    ]);
    await q(`insert into team_members (team_id, email, status) values ($1, 'invited@example.com', 1)`, [
      team,
    ]);
    const emails = (await owner.get('/api/v1/team/members-lite')).body.data.map(
      (m: { email: string }) => m.email,
    );
    expect(emails).not.toContain('insights@talentbase.dev');
    expect(emails).not.toContain('invited@example.com');
  });

  it('answers 401 when signed out', async () => {
    expect((await new TestClient(t.app).get('/api/v1/team/members-lite')).status).toBe(401);
  });
});
