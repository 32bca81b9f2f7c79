/** Forms over HTTP on a real database: CRUD, duplicate, archive, bad input, gates, other teams. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';

let t: TestApp;
let admin: TestClient;
let member: TestClient;
let other: TestClient;
let anon: TestClient;

const scorecard = () => ({
  name: 'Engineering interview',
  kind: 'scorecard',
  description: 'For the technical round',
  questions: [
    { type: 'rating', label: 'Problem solving', required: true },
    { type: 'single_choice', label: 'Recommendation', options: ['Hire', 'No hire'], required: true },
    { type: 'long_text', label: 'Notes' },
  ],
});

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  member = new TestClient(t.app);
  other = new TestClient(t.app);
  anon = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  await member.login('relationships@talentbase.dev');
  await other.login('growth.admin@talentbase.dev');
}, 120_000);
afterAll(async () => t?.close());

describe('forms', () => {
  it('creates, edits (question ids kept), duplicates and archives a form, auditing each', async () => {
    const created = await admin.post('/api/v1/forms', scorecard());
    expect(created.status).toBe(200);
    const form = created.body.data;
    expect(form).toMatchObject({ name: 'Engineering interview', kind: 'scorecard', archived: false });
    expect(form.questions.map((q: { type: string }) => q.type)).toEqual([
      'rating',
      'single_choice',
      'long_text',
    ]);
    const ids = form.questions.map((q: { id: string }) => q.id);
    expect(new Set(ids).size).toBe(3);

    const reordered = [
      form.questions[2],
      form.questions[0],
      { type: 'yes_no', label: 'Would you work with them?' },
    ];
    const edited = await admin.put(`/api/v1/forms/${form.id}`, { ...scorecard(), questions: reordered });
    expect(edited.status).toBe(200);
    expect(edited.body.data.questions.map((q: { id: string }) => q.id).slice(0, 2)).toEqual([ids[2], ids[0]]);

    const copy = await admin.post(`/api/v1/forms/${form.id}/duplicate`);
    expect(copy.body.data.name).toBe('Engineering interview (copy)');
    const copy2 = await admin.post(`/api/v1/forms/${form.id}/duplicate`);
    expect(copy2.body.data.name).toBe('Engineering interview (copy 2)');

    // Same name again: 409.
    expect((await admin.post('/api/v1/forms', scorecard())).status).toBe(409);

    const archived = await admin.post(`/api/v1/forms/${copy2.body.data.id}/archive`, { archived: true });
    expect(archived.body.data.archived).toBe(true);
    const active = await admin.get('/api/v1/forms');
    expect(active.body.data.map((f: { name: string }) => f.name)).toEqual([
      'Engineering interview',
      'Engineering interview (copy)',
    ]);
    const old = await admin.get('/api/v1/forms?archived=true');
    expect(old.body.data).toHaveLength(1);
    expect((await admin.get('/api/v1/forms?kind=application')).body.data).toEqual([]);
    const audits = await t.db.pool.query(
      `select action from audit_log where target_type = 'form' order by id`,
    );
    expect(audits.rows.map((r) => r.action)).toEqual([
      'form.created',
      'form.updated',
      'form.duplicated',
      'form.duplicated',
      'form.archived',
    ]);
  });

  it('answers 400 with a clear message for bad forms and writes nothing', async () => {
    const before = (await t.db.pool.query('select count(*)::int as n from team_forms')).rows[0].n;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...scorecard(), name: '' }, /Enter a form name/],
      [{ ...scorecard(), kind: 'survey' }, /scorecard or application/],
      [{ ...scorecard(), questions: [] }, /at least one question/],
      [{ ...scorecard(), questions: [{ type: 'file', label: 'CV' }] }, /job applications only/],
      [
        { ...scorecard(), questions: [{ type: 'single_choice', label: 'Pick', options: ['A'] }] },
        /at least 2 options/,
      ],
      [
        { ...scorecard(), questions: [{ type: 'multiple_choice', label: 'Pick', options: ['A', 'a'] }] },
        /Each option once/,
      ],
      [
        { ...scorecard(), questions: [{ type: 'short_text', label: 'Name', options: ['A', 'B'] }] },
        /Only choice/,
      ],
      [{ ...scorecard(), questions: [{ type: 'dance', label: 'x' }] }, /question type/],
      [
        { ...scorecard(), questions: Array.from({ length: 51 }, () => ({ type: 'yes_no', label: 'Q' })) },
        /At most 50/,
      ],
      [{ ...scorecard(), name: 'x'.repeat(81) }, /At most 80/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/v1/forms', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const application = await admin.post('/api/v1/forms', {
      name: 'Apply: Engineer',
      kind: 'application',
      questions: [{ type: 'file', label: 'Resume', required: true }],
    });
    expect(application.status).toBe(200);
    const after = (await t.db.pool.query('select count(*)::int as n from team_forms')).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('refuses members without team settings (403), signed-out callers (401) and another team (404)', async () => {
    const form = (await admin.post('/api/v1/forms', { ...scorecard(), name: 'Private' })).body.data;
    expect((await member.get('/api/v1/forms')).status).toBe(403);
    expect((await anon.get('/api/v1/forms')).status).toBe(401);
    expect((await other.get('/api/v1/forms')).body.data).toEqual([]);
    expect((await other.get(`/api/v1/forms/${form.id}`)).status).toBe(404);
    expect((await other.put(`/api/v1/forms/${form.id}`, scorecard())).status).toBe(404);
    expect((await other.post(`/api/v1/forms/${form.id}/duplicate`)).status).toBe(404);
    expect((await other.post(`/api/v1/forms/${form.id}/archive`, { archived: true })).status).toBe(404);
    expect((await admin.get('/api/v1/forms/999999')).status).toBe(404);
    expect((await admin.get('/api/v1/forms/abc')).status).toBe(404);
  });
});
