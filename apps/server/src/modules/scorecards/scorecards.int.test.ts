/**
 * Scorecards on a real database: filling, validation per question type, one per author and form,
 * the author alone edits, roles, the copy of the questions, other teams' ids, and erasure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { eraseThrough } from '../gdpr/gdpr-fixture';

let t: TestApp;
let queue: JobQueue;
let dataDir: string;
let owner: TestClient; // demo@: team admin, creates the project (owner) and the forms
let screener: TestClient; // relationships@: hiring manager (2) on the project
let viewer: TestClient; // crm@: collaborator (0) on the project
let outsider: TestClient; // admin@: same team, not on the hiring team
let other: TestClient; // growth.admin@: another team
let projectId: string;
let candidateId: number;
let form: { id: string; questions: { id: string; type: string }[] };
let q: Record<string, string>;

const sql = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
const login = async (email: string) => {
  const c = new TestClient(t.app);
  expect((await c.login(email)).status).toBe(200);
  return c;
};
const base = () => `/api/v1/projects/${projectId}/candidates/${candidateId}/scorecards`;
const count = async () =>
  (await sql('select count(*)::int as n from candidate_scorecards')).rows[0].n as number;

const scorecardForm = (name: string) => ({
  name,
  kind: 'scorecard',
  questions: [
    { type: 'rating', label: 'Problem solving', required: true },
    { type: 'single_choice', label: 'Level', options: ['Junior', 'Senior'], required: true },
    { type: 'multiple_choice', label: 'Strengths', options: ['Go', 'SQL', 'Teamwork'] },
    { type: 'short_text', label: 'Headline' },
    { type: 'long_text', label: 'Notes' },
    { type: 'yes_no', label: 'Would you work with them?', required: true },
  ],
});

const goodAnswers = () => ({
  [q.rating as string]: 4,
  [q.single as string]: 'Senior',
  [q.multiple as string]: ['SQL', 'Go'],
  [q.short as string]: '  Solid engineer  ',
  [q.yesno as string]: true,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-scorecards-'));
  t = await createTestApp({
    seed: true,
    env: {
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
      GDPR_LEDGER_DIR: path.join(dataDir, 'gdpr-ledger'),
    },
  });
  queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  await queue.startWorkers(t.db.db);
  owner = await login('demo@talentbase.dev');
  screener = await login('relationships@talentbase.dev');
  viewer = await login('crm@talentbase.dev');
  outsider = await login('admin@talentbase.dev');
  other = await login('growth.admin@talentbase.dev');
  const created = await owner.post('/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 0,
    projectName: 'Scorecard hiring',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  projectId = created.body.data.projectId;
  const added = await owner.post('/api/v1/candidatesV2/create', {
    projectId,
    fullName: 'Ada Scored',
    title: 'Engineer',
    company: 'Analytical Engines',
    confirmDuplicate: true,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  candidateId = added.body.profileId;
  for (const [email, role] of [
    ['relationships@talentbase.dev', 2],
    ['crm@talentbase.dev', 0],
  ] as const)
    await sql(
      `insert into project_members (project_id, user_id, role) select $1, id, $2 from users where email = $3`,
      [projectId, role, email],
    );
  const made = await owner.post('/api/v1/forms', scorecardForm('Technical interview'));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  form = made.body.data;
  const ids = form.questions.map((x) => x.id);
  q = {
    rating: ids[0] as string,
    single: ids[1] as string,
    multiple: ids[2] as string,
    short: ids[3] as string,
    long: ids[4] as string,
    yesno: ids[5] as string,
  };
}, 180_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('scorecards', () => {
  it('lists nothing yet, with the active scorecard forms to pick from', async () => {
    const app = await owner.post('/api/v1/forms', {
      name: 'Application basics',
      kind: 'application',
      questions: [{ type: 'short_text', label: 'Why us?' }],
    });
    expect(app.status).toBe(200);
    const res = await owner.get(base());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.canScore).toBe(true);
    expect(res.body.summary).toEqual({
      count: 0,
      recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 },
      ratings: [],
    });
    expect(res.body.forms.map((f: { name: string }) => f.name)).toEqual(['Technical interview']);
  });

  it('refuses each wrong answer with the question it is about, and writes nothing', async () => {
    const wrong: [string, unknown, string][] = [
      [q.rating as string, 6, 'Rate from 1 to 5'],
      [q.rating as string, 2.5, 'Rate from 1 to 5'],
      [q.rating as string, '4', 'Rate from 1 to 5'],
      [q.single as string, 'Principal', 'Choose one of the options'],
      [q.single as string, ['Senior'], 'Choose one of the options'],
      [q.multiple as string, ['SQL', 'Cobol'], 'Choose among the options'],
      [q.multiple as string, ['SQL', 'SQL'], 'Choose each option once'],
      [q.short as string, 42, 'Answer with text'],
      [q.short as string, 'x'.repeat(301), 'At most 300 characters'],
      [q.long as string, 'x'.repeat(5001), 'At most 5000 characters'],
      [q.yesno as string, 'yes', 'Answer yes or no'],
      [q.yesno as string, null, 'Answer this question'],
      [q.rating as string, '', 'Answer this question'],
    ];
    for (const [id, value, message] of wrong) {
      const res = await owner.post(base(), {
        formId: form.id,
        recommendation: 'yes',
        answers: { ...goodAnswers(), [id]: value },
      });
      expect(res.status, `${id}=${JSON.stringify(value)}`).toBe(400);
      expect(res.body.details.fields[`answers.${id}`], JSON.stringify(res.body)).toBe(message);
    }
    const missing = { ...goodAnswers() } as Record<string, unknown>;
    delete missing[q.single as string];
    const res = await owner.post(base(), { formId: form.id, recommendation: 'yes', answers: missing });
    expect(res.status).toBe(400);
    expect(res.body.details.fields[`answers.${q.single}`]).toBe('Answer this question');
    const unknown = await owner.post(base(), {
      formId: form.id,
      recommendation: 'yes',
      answers: { ...goodAnswers(), 'not-a-question': 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fields.answers).toMatch(/does not have/);
    for (const body of [
      { formId: form.id, answers: goodAnswers() },
      { formId: form.id, recommendation: 'maybe', answers: goodAnswers() },
      { formId: form.id, recommendation: 'yes', answers: goodAnswers(), extra: 1 },
      { formId: 'abc', recommendation: 'yes', answers: goodAnswers() },
      { formId: form.id, recommendation: 'yes', answers: [] },
    ])
      expect((await owner.post(base(), body)).status, JSON.stringify(body)).toBe(400);
    expect(await count()).toBe(0);
  });

  it('refuses an archived form and an application form', async () => {
    const archived = await owner.post('/api/v1/forms', scorecardForm('Old interview'));
    await owner.post(`/api/v1/forms/${archived.body.data.id}/archive`, { archived: true });
    const res = await owner.post(base(), {
      formId: archived.body.data.id,
      recommendation: 'yes',
      answers: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/archived/);
    const apps = await owner.get('/api/v1/forms?kind=application');
    const appForm = apps.body.data[0].id;
    const res2 = await owner.post(base(), { formId: appForm, recommendation: 'yes', answers: {} });
    expect(res2.status).toBe(400);
    expect(res2.body.message).toMatch(/application/);
    expect(await count()).toBe(0);
  });

  it('fills, sums up and records activity; one per author and form', async () => {
    const res = await owner.post(base(), {
      formId: form.id,
      recommendation: 'strong_yes',
      answers: goodAnswers(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      formName: 'Technical interview',
      recommendation: 'strong_yes',
      isMine: true,
      candidateId,
      projectId,
    });
    // Trimmed text, choices in the form's order, unanswered questions left out.
    expect(res.body.data.answers).toEqual({
      [q.rating as string]: 4,
      [q.single as string]: 'Senior',
      [q.multiple as string]: ['Go', 'SQL'],
      [q.short as string]: 'Solid engineer',
      [q.yesno as string]: true,
    });
    const again = await owner.post(base(), { formId: form.id, recommendation: 'no', answers: goodAnswers() });
    expect(again.status).toBe(409);

    const second = await screener.post(base(), {
      formId: form.id,
      recommendation: 'no',
      answers: { ...goodAnswers(), [q.rating as string]: 1 },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    const list = await viewer.get(base());
    expect(list.status).toBe(200);
    expect(list.body.canScore).toBe(false);
    expect(list.body.forms).toEqual([]);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((s: { isMine: boolean }) => !s.isMine)).toBe(true);
    expect(list.body.summary).toEqual({
      count: 2,
      recommendations: { strong_no: 0, no: 1, yes: 0, strong_yes: 1 },
      ratings: [
        {
          formName: 'Technical interview',
          questionId: q.rating,
          label: 'Problem solving',
          average: 2.5,
          count: 2,
        },
      ],
    });
    const activity = await sql(
      `select action, detail from candidate_activities where profile_id = $1 and action like 'scorecard%' order by id`,
      [candidateId],
    );
    expect(activity.rows.map((r) => r.action)).toEqual(['scorecard_added', 'scorecard_added']);
    expect(activity.rows[0].detail).toMatchObject({
      formName: 'Technical interview',
      recommendation: 'strong_yes',
    });
  });

  it('lets a collaborator read but not score (403), and someone off the hiring team not even see (404)', async () => {
    const before = await count();
    const res = await viewer.post(base(), { formId: form.id, recommendation: 'yes', answers: goodAnswers() });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect((await outsider.get(base())).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps the questions as answered when the form changes; only the author edits or deletes', async () => {
    const mine = (await owner.get(base())).body.data.find((s: { isMine: boolean }) => s.isMine);
    const theirs = (await owner.get(base())).body.data.find((s: { isMine: boolean }) => !s.isMine);
    // The form is edited: a question dropped, a label and options changed, a required one added.
    const edited = await owner.put(`/api/v1/forms/${form.id}`, {
      name: 'Technical interview',
      kind: 'scorecard',
      questions: [
        { id: q.rating, type: 'rating', label: 'Problem solving (renamed)', required: true },
        { id: q.single, type: 'single_choice', label: 'Level', options: ['Mid', 'Staff'], required: true },
        { type: 'short_text', label: 'New required question', required: true },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await owner.get(base())).body.data.find((s: { isMine: boolean }) => s.isMine);
    expect(after.questions).toEqual(mine.questions);
    expect(after.answers).toEqual(mine.answers);
    expect(after.questions[0].label).toBe('Problem solving');

    // An edit is checked against the questions as answered: 'Senior' is still an option there.
    const put = await owner.put(`${base()}/${mine.scorecardId}`, {
      recommendation: 'yes',
      answers: { ...goodAnswers(), [q.rating as string]: 5 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.recommendation).toBe('yes');
    expect(put.body.data.answers[q.rating as string]).toBe(5);
    const bad = await owner.put(`${base()}/${mine.scorecardId}`, {
      recommendation: 'yes',
      answers: { ...goodAnswers(), [q.single as string]: 'Staff' },
    });
    expect(bad.status).toBe(400);

    expect(
      (await owner.put(`${base()}/${theirs.scorecardId}`, { recommendation: 'yes', answers: {} })).status,
    ).toBe(403);
    expect((await owner.request('DELETE', `${base()}/${theirs.scorecardId}`)).status).toBe(403);
    expect((await viewer.request('DELETE', `${base()}/${theirs.scorecardId}`)).status).toBe(403);
    expect((await owner.put(`${base()}/999999`, { recommendation: 'yes', answers: {} })).status).toBe(404);
    expect((await owner.put(`${base()}/abc`, { recommendation: 'yes', answers: {} })).status).toBe(404);

    const del = await owner.request('DELETE', `${base()}/${mine.scorecardId}`);
    expect(del.status).toBe(200);
    const left = await owner.get(base());
    expect(left.body.data.map((s: { scorecardId: string }) => s.scorecardId)).toEqual([theirs.scorecardId]);
    // Deleted: the author may fill that form again, against the form as it is now.
    const refill = await owner.post(base(), {
      formId: form.id,
      recommendation: 'no',
      answers: {
        [q.rating as string]: 3,
        [q.single as string]: 'Staff',
        [edited.body.data.questions[2].id]: 'Hi',
      },
    });
    expect(refill.status, JSON.stringify(refill.body)).toBe(200);
    const actions = await sql(
      `select action from candidate_activities where profile_id = $1 and action like 'scorecard%' order by id`,
      [candidateId],
    );
    expect(actions.rows.map((r) => r.action)).toEqual([
      'scorecard_added',
      'scorecard_added',
      'scorecard_edited',
      'scorecard_deleted',
      'scorecard_added',
    ]);
  });

  it('answers 404 to another team, for the project, the candidate, the scorecard and the form', async () => {
    const before = await count();
    const [any] = (await owner.get(base())).body.data;
    expect((await other.get(base())).status).toBe(404);
    expect(
      (await other.post(base(), { formId: form.id, recommendation: 'yes', answers: goodAnswers() })).status,
    ).toBe(404);
    expect(
      (await other.put(`${base()}/${any.scorecardId}`, { recommendation: 'yes', answers: {} })).status,
    ).toBe(404);
    expect((await other.request('DELETE', `${base()}/${any.scorecardId}`)).status).toBe(404);
    // Team B's own project and candidate with team A's form: the form is not found.
    const bProject = await other.post('/api/v1/projects/create', {
      jobTitle: 'Designer',
      projectStatus: 0,
      projectName: 'B hiring',
    });
    expect(bProject.status, JSON.stringify(bProject.body)).toBe(200);
    const bCandidate = await other.post('/api/v1/candidatesV2/create', {
      projectId: bProject.body.data.projectId,
      fullName: 'Bo Other',
      confirmDuplicate: true,
    });
    expect(bCandidate.status, JSON.stringify(bCandidate.body)).toBe(200);
    const bBase = `/api/v1/projects/${bProject.body.data.projectId}/candidates/${bCandidate.body.profileId}/scorecards`;
    expect((await other.get(bBase)).status).toBe(200);
    expect((await other.post(bBase, { formId: form.id, recommendation: 'yes', answers: {} })).status).toBe(
      404,
    );
    // Team A's candidate under team B's project, and the reverse.
    expect(
      (
        await other.get(
          `/api/v1/projects/${bProject.body.data.projectId}/candidates/${candidateId}/scorecards`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await owner.get(`/api/v1/projects/${projectId}/candidates/${bCandidate.body.profileId}/scorecards`))
        .status,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it("is in the person's access export, with the questions answered", async () => {
    if (!owner.cookie('tb_csrf')) await owner.get('/api/auth/csrf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gdpr/access-export',
      headers: {
        cookie: `tb_session=${owner.cookie('tb_session')}; tb_csrf=${owner.cookie('tb_csrf')}`,
        'x-csrf-token': owner.cookie('tb_csrf') ?? '',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ by: 'candidate', value: String(candidateId) }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const data = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(res.rawPayload))['data.json'] as Uint8Array).toString(),
    );
    const person = data.people.find((p: { candidateId: number }) => p.candidateId === candidateId);
    expect(person.scorecards).toHaveLength(2);
    expect(person.scorecards[0]).toMatchObject({
      project: 'Scorecard hiring',
      form_name: 'Technical interview',
    });
    expect(person.scorecards[0].questions.length).toBeGreaterThan(0);
    expect(person.applicationAnswers).toEqual([]);
  });

  it('goes with the person when they are erased', async () => {
    expect(
      (await sql('select count(*)::int as n from candidate_scorecards where profile_id = $1', [candidateId]))
        .rows[0].n,
    ).toBeGreaterThan(0);
    const { preview, erasure } = await eraseThrough(owner, 'candidate', String(candidateId));
    expect(preview.body.counts.candidate_scorecards).toBe(2);
    expect(erasure.body.status, JSON.stringify(erasure.body)).toBe('done');
    expect(
      (await sql('select count(*)::int as n from candidate_scorecards where profile_id = $1', [candidateId]))
        .rows[0].n,
    ).toBe(0);
  });
});
