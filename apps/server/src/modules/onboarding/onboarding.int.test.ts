/**
 * The getting-started checklist over HTTP on a real database: a brand-new member starts at 0 %
 * with NoProject; each tick appears because their data changed (a project, a candidate in it, a
 * mailbox); another team's data never counts; saved progress is validated and completion recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../db/seed/factories';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let user: TestClient;
let userId: string;
let teamId: string;
let otherTeamId: string;
const EMAIL = 'new.starter@talentbase.dev';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

const checklist = async () => {
  const res = await user.get('/api/v1/onboarding');
  expect(res.status).toBe(200);
  return res.body;
};
type StepView = { step: string; state: string; items: { key: string; done: boolean }[] };
const step = (body: { steps: StepView[] }, name: string) =>
  body.steps.find((s) => s.step === name) as StepView;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  teamId = (await q(`select id from teams where name = 'Northwind Recruiting'`)).rows[0].id;
  otherTeamId = (await q(`select id from teams where name = 'Northwind Growth'`)).rows[0].id;
  await createMember(t.db.db, teamId, {
    email: EMAIL,
    fullName: 'Nia Newstart',
    roles: ['enterprise_member'],
  });
  userId = (await q('select id::text from users where email = $1', [EMAIL])).rows[0].id;
  user = new TestClient(t.app);
  expect((await user.login(EMAIL)).status).toBe(200);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/v1/onboarding', () => {
  it('a brand-new member sees every step to do, NoProject and 0 %', async () => {
    const body = await checklist();
    expect(body.eligible).toBe(true); // joined today
    expect(body.percent).toBe(0);
    expect(body.complete).toBe(false);
    expect(body.flags.NoProject).toBe(true);
    expect(Object.entries(body.flags).filter(([k, v]) => v && k !== 'NoProject')).toEqual([]);
    expect(body.steps.map((s: { step: string }) => s.step)).toEqual([
      'GetStarted',
      'FindCandidates',
      'ManageProject',
      'ContactCandidates',
      'ConnectToATS',
      'CollaborateWithTeam',
    ]);
    expect(body.steps.map((s: { state: string }) => s.state)).toEqual([
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    // No browser extension: its button is never offered; the ATS buttons are.
    expect(body.steps.flatMap((s: { buttons: string[] }) => s.buttons)).not.toContain('AddToChrome');
    expect(step(body, 'ConnectToATS')).toMatchObject({ state: 'todo' });
    expect(body.survey).toBeNull();
  });

  it('another team’s data never counts', async () => {
    // The same person's rows in a team they are not signed in to.
    await q(`insert into projects (team_id, project_name, created_by) values ($1, 'Elsewhere', $2)`, [
      otherTeamId,
      userId,
    ]);
    await q(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address)
       values ($1, $2, 'smtp', 'Nia', 'nia@elsewhere.example')`,
      [otherTeamId, userId],
    );
    await q(`insert into audit_log (team_id, actor_user_id, action) values ($1, $2, 'candidate.exported')`, [
      otherTeamId,
      userId,
    ]);
    const body = await checklist();
    expect(body.flags).toMatchObject({
      NoProject: true,
      HadProject: false,
      EmailConnected: false,
      ExportToAts: false,
    });
    expect(body.percent).toBe(0);
  });

  it('the survey ticks Get started; a project ticks HadProject; a candidate in it finishes two steps', async () => {
    const survey = await user.post('/api/v1/user/update-survey-settings', {
      settings: { onboarding: { role: 'sourcer', hiringFor: ['engineering'] } },
    });
    expect(survey.status).toBe(200);
    let body = await checklist();
    expect(body.survey).toEqual({ role: 'sourcer', hiringFor: ['engineering'] });
    expect(step(body, 'GetStarted').state).toBe('done');
    expect(body.percent).toBe(17);

    const made = await user.post('/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName: 'Onboarding first project',
    });
    expect(made.status).toBe(200);
    const projectId = made.body.data.projectId;
    body = await checklist();
    expect(body.flags).toMatchObject({ NoProject: false, HadProject: true, CandidateAdded: false });
    expect(step(body, 'ManageProject').items).toEqual([
      expect.objectContaining({ key: 'project', done: true }),
      expect.objectContaining({ key: 'pipeline', done: false }),
    ]);
    expect(step(body, 'FindCandidates').state).toBe('current');

    const profile = await user.post('/api/v1/candidatesV2/create', {
      fullName: 'Orla Onboard',
      emails: ['orla.onboard@example.org'],
    });
    expect(profile.status).toBe(200);
    const add = await user.post(`/api/v1/projects/${projectId}/candidates`, {
      candidateIds: [profile.body.profileId],
    });
    expect(add.status).toBe(200);
    await q(
      `insert into search_history (user_id, team_id, search_string, summary, filters_hash)
       values ($1, $2, '{}', 'Engineers', 'onboarding-test')`,
      [userId, teamId],
    );
    body = await checklist();
    expect(body.flags).toMatchObject({ CandidateAdded: true, SearchRun: true });
    expect(step(body, 'FindCandidates').state).toBe('done');
    expect(step(body, 'ManageProject').state).toBe('done');
    expect(step(body, 'ContactCandidates').state).toBe('current');
    expect(body.percent).toBe(50);
  });

  it('a mailbox connected in this team gives EmailConnected', async () => {
    await q(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address)
       values ($1, $2, 'smtp', 'Nia', 'nia@northwind.example')`,
      [teamId, userId],
    );
    const body = await checklist();
    expect(body.flags.EmailConnected).toBe(true);
    expect(step(body, 'ContactCandidates').items[0]).toMatchObject({ key: 'mailbox', done: true });
  });

  it('an export to a connected ATS ticks ExportToAts, as a CSV export does', async () => {
    expect((await checklist()).flags.ExportToAts).toBe(false);
    const connection = (
      await q(
        `insert into integration_connections (team_id, provider_id, scope)
         values ($1, 'greenhouse_harvest', 'team') returning id`,
        [teamId],
      )
    ).rows[0].id;
    const { project_id, profile_id } = (
      await q(
        `select pc.project_id, pc.profile_id from project_candidates pc join projects p on p.id = pc.project_id
          where p.team_id = $1 and pc.added_by = $2 limit 1`,
        [teamId, userId],
      )
    ).rows[0];
    await q(
      `insert into ats_exports (team_id, project_id, profile_id, connection_id, job_id, requested_by)
       values ($1, $2, $3, $4, 'job-1', $5)`,
      [teamId, project_id, profile_id, connection, userId],
    );
    const body = await checklist();
    expect(body.flags.ExportToAts).toBe(true);
    expect(step(body, 'ConnectToATS').state).toBe('done');
    await q('delete from ats_exports where connection_id = $1', [connection]);
    await q('delete from integration_connections where id = $1', [connection]);
  });

  it('bad progress bodies answer 400 and write nothing', async () => {
    const before = (await q('select onboarding_progress from users where id = $1', [userId])).rows[0];
    for (const body of [
      { onboardingProgress: { skipped: ['FindCandidate'] } },
      { onboardingProgress: { skipped: 'GetStarted' } },
      { onboardingProgress: { dismissed: 'yes' } },
      { onboardingProgress: { GetStarted: 'done' } },
      { onboardingProgress: { completedAt: 'tomorrow' } },
      { onboardingProgress: [] },
      {},
    ]) {
      const res = await user.post('/api/v1/user/update-onboarding-progress', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const bad = await user.post('/api/v1/user/update-onboarding-progress', {
      onboardingProgress: { skipped: ['Nope'] },
    });
    expect(JSON.stringify(bad.body.details)).toMatch(/Unknown onboarding step/);
    const survey = await user.post('/api/v1/user/update-survey-settings', {
      settings: { onboarding: { role: 'astronaut', hiringFor: [] } },
    });
    expect(survey.status).toBe(400);
    expect((await q('select onboarding_progress from users where id = $1', [userId])).rows[0]).toEqual(
      before,
    );
    expect((await checklist()).survey).toEqual({ role: 'sourcer', hiringFor: ['engineering'] });
  });

  it('skipping and hiding are saved; the last step finished records completedAt once', async () => {
    const saved = await user.post('/api/v1/user/update-onboarding-progress', {
      onboardingProgress: { skipped: ['ContactCandidates', 'ConnectToATS'], dismissed: true },
    });
    expect(saved.status).toBe(200);
    let body = await checklist();
    expect(body).toMatchObject({
      dismissed: true,
      skipped: ['ContactCandidates', 'ConnectToATS'],
      percent: 83,
    });
    expect(step(body, 'ContactCandidates').state).toBe('skipped');
    expect(body.completedAt).toBeNull();

    // A teammate on the project's hiring team finishes the last step.
    const colleague = (await q(`select id::text from users where email = 'relationships@talentbase.dev'`))
      .rows[0].id;
    const project = (
      await q(`select id from projects where team_id = $1 and created_by = $2`, [teamId, userId])
    ).rows[0].id;
    await q('insert into project_members (project_id, user_id, role) values ($1, $2, 1)', [
      project,
      colleague,
    ]);
    body = await checklist();
    expect(body.flags.HiringTeamShared).toBe(true);
    expect(body).toMatchObject({ complete: true, percent: 100 });
    expect(body.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const first = body.completedAt;
    // Saving progress again (restoring the card) keeps the recorded moment; a sent one is ignored.
    await user.post('/api/v1/user/update-onboarding-progress', {
      onboardingProgress: { dismissed: false, completedAt: '2020-01-01T00:00:00.000Z' },
    });
    body = await checklist();
    expect(body.completedAt).toBe(first);
    expect(body.dismissed).toBe(false);
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).get('/api/v1/onboarding')).status).toBe(401);
  });
});
