/**
 * Application forms on applicant-match jobs, on a real database: naming a form (only an active
 * application form of the team), recording an applicant's answers (the same checks as scorecards,
 * files left for later), roles, the copy of the questions, and other teams' ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let owner: TestClient; // demo@: creates the project and forms
let viewer: TestClient; // crm@: collaborator (0)
let other: TestClient; // growth.admin@: another team
let projectId: string;
let applicantId: string;
let profileId: number;
let form: { id: string; questions: { id: string }[] };
let scorecardFormId: string;

const MATCH = '/api/tb-v2/v1/applicant-match';
const sql = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const login = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const formPath = () => `${MATCH}/jobs/${projectId}/application-form`;
const answersPath = () => `${MATCH}/projects/${projectId}/applicants/${applicantId}/application-answers`;
const q = (i: number) => form.questions[i]?.id as string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = await login('demo@talentbase.dev');
  viewer = await login('crm@talentbase.dev');
  other = await login('growth.admin@talentbase.dev');
  const created = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Data Engineer',
    projectStatus: 0,
    projectName: 'Data hiring',
  });
  projectId = created.body.data.projectId;
  await sql(
    `insert into project_members (project_id, user_id, role) select $1, id, 0 from users where email = $2`,
    [projectId, 'crm@talentbase.dev'],
  );
  const job = await owner.post(`${MATCH}/jobs`, {
    projectId,
    jobDescription: 'Python and PostgreSQL, 5 years.',
  });
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  const person = await owner.post('/api/v1/candidatesV2/create', {
    fullName: 'Ari Applicant',
    confirmDuplicate: true,
  });
  profileId = person.body.profileId;
  applicantId = (
    await sql(
      `insert into match_applicants (team_id, project_id, profile_id, source)
       select team_id, id, $2, 'resume' from projects where id = $1 returning id::text as id`,
      [projectId, profileId],
    )
  ).rows[0].id;
  const made = await owner.post('/api/v1/forms', {
    name: 'Data application',
    kind: 'application',
    questions: [
      { type: 'short_text', label: 'Why us?', required: true },
      {
        type: 'single_choice',
        label: 'Notice period',
        options: ['Now', '1 month', '3 months'],
        required: true,
      },
      { type: 'file', label: 'Portfolio', required: true },
      { type: 'yes_no', label: 'Authorised to work here?' },
    ],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  form = made.body.data;
  scorecardFormId = (
    await owner.post('/api/v1/forms', {
      name: 'Screen',
      kind: 'scorecard',
      questions: [{ type: 'rating', label: 'x' }],
    })
  ).body.data.id;
}, 120_000);
afterAll(async () => t?.close());

describe('application forms on jobs', () => {
  it('names an active application form for the job; refuses scorecards, archived forms and collaborators', async () => {
    const before = await owner.get(formPath());
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ form: null, canEdit: true });
    expect(before.body.data.forms.map((f: { name: string }) => f.name)).toEqual(['Data application']);

    expect((await owner.put(formPath(), { formId: scorecardFormId })).status).toBe(400);
    const archived = await owner.post('/api/v1/forms', {
      name: 'Old application',
      kind: 'application',
      questions: [{ type: 'short_text', label: 'x' }],
    });
    await owner.post(`/api/v1/forms/${archived.body.data.id}/archive`, { archived: true });
    const refused = await owner.put(formPath(), { formId: archived.body.data.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/archived/);

    const asViewer = await viewer.put(formPath(), { formId: form.id });
    expect(asViewer.status).toBe(403);
    expect((await viewer.get(formPath())).body.data).toMatchObject({ form: null, canEdit: false, forms: [] });

    const set = await owner.put(formPath(), { formId: form.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.form).toMatchObject({ id: form.id, name: 'Data application', archived: false });
    const audited = await sql(
      `select 1 from audit_log where action = 'applicant_match.application_form.set'`,
    );
    expect(audited.rows.length).toBeGreaterThan(0);
  });

  it("records an applicant's answers, checked like scorecards, with files left for later", async () => {
    const empty = await owner.get(answersPath());
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ recorded: null, canRecord: true, form: { id: form.id } });

    const missing = await owner.put(answersPath(), { answers: { [q(1)]: 'Now' } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields[`answers.${q(0)}`]).toBe('Answer this question');
    // The required file question is not asked for here.
    expect(missing.body.details.fields[`answers.${q(2)}`]).toBeUndefined();
    const wrong = await owner.put(answersPath(), { answers: { [q(0)]: 'Data', [q(1)]: 'Tomorrow' } });
    expect(wrong.body.details.fields[`answers.${q(1)}`]).toBe('Choose one of the options');
    const file = await owner.put(answersPath(), {
      answers: { [q(0)]: 'Data', [q(1)]: 'Now', [q(2)]: 'cv.pdf' },
    });
    expect(file.status).toBe(400);
    expect((await viewer.put(answersPath(), { answers: { [q(0)]: 'Data', [q(1)]: 'Now' } })).status).toBe(
      403,
    );
    expect((await sql('select count(*)::int as n from applicant_form_answers')).rows[0].n).toBe(0);

    const ok = await owner.put(answersPath(), {
      answers: { [q(0)]: ' The data ', [q(1)]: '1 month', [q(3)]: true },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.recorded).toMatchObject({
      formName: 'Data application',
      answers: { [q(0)]: 'The data', [q(1)]: '1 month', [q(3)]: true },
    });
    const read = await viewer.get(answersPath());
    expect(read.body.data.recorded.answers[q(1)]).toBe('1 month');
    expect(read.body.data.canRecord).toBe(false);
    const activity = await sql(
      `select 1 from candidate_activities where profile_id = $1 and action = 'application_answers_recorded'`,
      [profileId],
    );
    expect(activity.rows).toHaveLength(1);

    // The form changes: the recorded answers keep the questions they answered.
    await owner.put(`/api/v1/forms/${form.id}`, {
      name: 'Data application',
      kind: 'application',
      questions: [{ id: q(0), type: 'short_text', label: 'Why this team?', required: true }],
    });
    const kept = await owner.get(answersPath());
    expect(kept.body.data.recorded.questions[0].label).toBe('Why us?');
    expect(kept.body.data.recorded.questions).toHaveLength(4);
    expect(kept.body.data.form.questions).toHaveLength(1);

    // The form is archived: no more answers against it until the job names an active one.
    await owner.post(`/api/v1/forms/${form.id}/archive`, { archived: true });
    const afterArchive = await owner.put(answersPath(), { answers: { [q(0)]: 'x' } });
    expect(afterArchive.status).toBe(400);
    expect(afterArchive.body.message).toMatch(/archived/);
    await owner.post(`/api/v1/forms/${form.id}/archive`, { archived: false });
  });

  it("answers 404 to another team's job, applicant and form", async () => {
    const before = (await sql('select count(*)::int as n from applicant_form_answers')).rows[0].n;
    expect((await other.get(formPath())).status).toBe(404);
    expect((await other.put(formPath(), { formId: null })).status).toBe(404);
    expect((await other.get(answersPath())).status).toBe(404);
    expect((await other.put(answersPath(), { answers: {} })).status).toBe(404);
    // Team B's own job with team A's form.
    const bProject = (
      await other.post('/api/v1/projects/create', {
        jobTitle: 'Nurse',
        projectStatus: 0,
        projectName: 'B job',
      })
    ).body.data.projectId;
    expect((await other.post(`${MATCH}/jobs`, { projectId: bProject, jobDescription: 'Care.' })).status).toBe(
      200,
    );
    expect((await other.put(`${MATCH}/jobs/${bProject}/application-form`, { formId: form.id })).status).toBe(
      404,
    );
    // Team A's applicant under team B's job.
    expect(
      (await other.get(`${MATCH}/projects/${bProject}/applicants/${applicantId}/application-answers`)).status,
    ).toBe(404);
    expect((await owner.get(`${MATCH}/jobs/999999/application-form`)).status).toBe(404);
    expect(
      (await owner.get(`${MATCH}/projects/${projectId}/applicants/abc/application-answers`)).status,
    ).toBe(404);
    expect((await sql('select count(*)::int as n from applicant_form_answers')).rows[0].n).toBe(before);
  });

  it('lets the job ask nothing again', async () => {
    const cleared = await owner.put(formPath(), { formId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.form).toBeNull();
    const refused = await owner.put(answersPath(), { answers: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/no application form/);
  });
});
