/**
 * Custom fields on a real database: definitions (every type, validation, order, archive versus
 * delete), candidate values (typed checks, all or nothing, tenancy), project values (required
 * on create and save), and who may change what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { createTeamCandidate } from '../candidates/create-candidate';

let t: TestApp;
let demo: TestClient; // team settings, candidate edit
let hiringManager: TestClient; // same team, no team settings
let growthAdmin: TestClient; // another team's admin
let teamId: string;
let candidateId: number;
let growthCandidateId: number;
const f: Record<string, { id: string; options: { id: string; label: string }[] }> = {};

const q = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;
const base = '/api/v1/team-settings/custom-fields';
const projectFields = (name: string) => ({ jobTitle: 'Engineer', projectStatus: 0, projectName: name });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  demo = new TestClient(t.app);
  await demo.login('demo@talentbase.dev');
  hiringManager = new TestClient(t.app);
  await hiringManager.login('hiring.manager@talentbase.dev');
  growthAdmin = new TestClient(t.app);
  await growthAdmin.login('growth.admin@talentbase.dev');
  const users = await q(
    `select u.id, u.email, m.team_id from users u join team_members m on m.user_id = u.id
      where u.email in ('demo@talentbase.dev', 'growth.admin@talentbase.dev')`,
  );
  const d = users.find((u) => u.email === 'demo@talentbase.dev');
  const g = users.find((u) => u.email === 'growth.admin@talentbase.dev');
  teamId = d.team_id;
  await t.db.db.transaction(async (tx) => {
    candidateId = (
      await createTeamCandidate(
        tx,
        { teamId, userId: d.id },
        { fullName: 'Field Person' },
        { source: 'import' },
      )
    ).profileId;
    growthCandidateId = (
      await createTeamCandidate(
        tx,
        { teamId: g.team_id, userId: g.id },
        { fullName: 'Growth Field Person' },
        { source: 'import' },
      )
    ).profileId;
  });
});

afterAll(async () => {
  await t?.close();
});

describe('definitions', () => {
  it('creates a field of every type, in order, and audits each', async () => {
    const specs = [
      { key: 'notice', type: 'text', name: 'Notice period', helpText: 'As the candidate said it' },
      { key: 'salary', type: 'number', name: 'Expected salary' },
      { key: 'available', type: 'date', name: 'Available from' },
      {
        key: 'level',
        type: 'single_select',
        name: 'Level',
        options: [{ label: 'Junior' }, { label: 'Senior' }],
      },
      {
        key: 'langs',
        type: 'multi_select',
        name: 'Languages',
        options: [{ label: 'English' }, { label: 'French' }, { label: 'German' }],
      },
      { key: 'relocate', type: 'yes_no', name: 'Will relocate' },
      { key: 'portfolio', type: 'url', name: 'Portfolio' },
    ];
    for (const { key, ...spec } of specs) {
      const res = await demo.post(base, { entity: 'candidate', ...spec });
      expect(res.status, key).toBe(200);
      expect(res.body).toMatchObject({
        entity: 'candidate',
        type: spec.type,
        name: spec.name,
        archived: false,
        valueCount: 0,
      });
      f[key] = res.body;
    }
    const list = await demo.get(`${base}?entity=candidate`);
    expect(list.body.data.map((x: { name: string }) => x.name)).toEqual(specs.map((s) => s.name));
    expect(f.level?.options.map((o) => o.label)).toEqual(['Junior', 'Senior']);
    const audited = await q(
      `select count(*)::int as n from audit_log where action = 'custom_field.created' and team_id = $1`,
      [teamId],
    );
    expect(audited[0].n).toBe(7);
  });

  it('refuses bad definitions with 400 and a duplicate name with 409', async () => {
    for (const body of [
      {},
      { entity: 'candidate', type: 'colour', name: 'X' },
      { entity: 'person', type: 'text', name: 'X' },
      { entity: 'candidate', type: 'text', name: '' },
      { entity: 'candidate', type: 'text', name: 'x'.repeat(61) },
      { entity: 'candidate', type: 'single_select', name: 'No options' },
      {
        entity: 'candidate',
        type: 'single_select',
        name: 'Twice',
        options: [{ label: 'A' }, { label: 'a' }],
      },
      { entity: 'candidate', type: 'text', name: 'Text with options', options: [{ label: 'A' }] },
      { entity: 'candidate', type: 'text', name: 'Required candidate', required: true },
      { entity: 'candidate', type: 'text', name: 'X', extra: 1 },
    ]) {
      const res = await demo.post(base, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await demo.post(base, { entity: 'candidate', type: 'text', name: 'notice PERIOD' })).status).toBe(
      409,
    );
    expect((await demo.get(`${base}?entity=people`)).status).toBe(400);
  });

  it('renames, edits options keeping their ids, and reorders', async () => {
    const level = f.level as (typeof f)[string];
    const [junior, senior] = level.options as unknown as [{ id: string }, { id: string }];
    const res = await demo.put(`${base}/${level.id}`, {
      name: 'Seniority',
      options: [
        { id: junior.id, label: 'Junior (0-2y)' },
        { id: senior.id, label: 'Senior' },
        { label: 'Lead' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Seniority');
    expect(res.body.options[0]).toEqual({ id: junior.id, label: 'Junior (0-2y)' });
    expect(res.body.options).toHaveLength(3);
    f.level = res.body;
    expect((await demo.put(`${base}/${level.id}`, { options: [{ id: 'nope', label: 'X' }] })).status).toBe(
      400,
    );
    expect((await demo.put(`${base}/${f.notice?.id}`, { required: true })).status).toBe(400);

    const order = [f.portfolio, f.notice, f.salary].map((x) => x?.id);
    const reordered = await demo.post(`${base}/reorder`, { entity: 'candidate', fieldIds: order });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.slice(0, 3).map((x: { id: string }) => x.id)).toEqual(order);
    expect(reordered.body.data).toHaveLength(7);
    expect(
      (await demo.post(`${base}/reorder`, { entity: 'candidate', fieldIds: [f.notice?.id, f.notice?.id] }))
        .status,
    ).toBe(400);
    expect((await demo.post(`${base}/reorder`, { entity: 'project', fieldIds: [f.notice?.id] })).status).toBe(
      404,
    );
  });
});

describe('candidate values', () => {
  const url = () => `/api/v1/candidates/${candidateId}/custom-fields`;

  it('stores a value of every type as checked, and reads them back', async () => {
    const values = {
      [f.notice?.id as string]: '  3 months ',
      [f.salary?.id as string]: 85000.5,
      [f.available?.id as string]: '2027-02-28',
      [f.level?.id as string]: f.level?.options[1]?.id,
      [f.langs?.id as string]: [f.langs?.options[2]?.id, f.langs?.options[0]?.id],
      [f.relocate?.id as string]: false,
      [f.portfolio?.id as string]: 'https://example.org/work',
    };
    const res = await demo.put(url(), { values });
    expect(res.status).toBe(200);
    expect(res.body.values[f.notice?.id as string]).toBe('3 months');
    // Multi select values keep the field's option order.
    expect(res.body.values[f.langs?.id as string]).toEqual([
      f.langs?.options[0]?.id,
      f.langs?.options[2]?.id,
    ]);
    expect(res.body.values[f.relocate?.id as string]).toBe(false);
    const read = await demo.get(url());
    expect(read.body.values).toEqual(res.body.values);
    expect(read.body.fields).toHaveLength(7);
  });

  it('refuses any bad value with a clear 400 and writes none of the change', async () => {
    const before = (await demo.get(url())).body.values;
    const bad = [
      [f.salary?.id, 'lots'],
      [f.available?.id, '2027-02-30'],
      [f.available?.id, '28/02/2027'],
      [f.level?.id, 'o-unknown'],
      [f.langs?.id, 'English'],
      [f.relocate?.id, 'yes'],
      [f.portfolio?.id, 'javascript:alert(1)'],
      [f.notice?.id, 'x'.repeat(2001)],
      ['999999', 'no such field'],
    ] as const;
    for (const [id, value] of bad) {
      const res = await demo.put(url(), {
        values: { [f.notice?.id as string]: 'changed', [id as string]: value },
      });
      expect(res.status, `${id} ${value}`).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.details.fields[id as string]).toBeTruthy();
    }
    expect((await demo.get(url())).body.values).toEqual(before);
    expect((await demo.put(url(), { values: [] })).status).toBe(400);
    expect((await demo.put(url(), {})).status).toBe(400);
  });

  it('clears a value with null', async () => {
    const res = await demo.put(url(), {
      values: { [f.notice?.id as string]: null, [f.relocate?.id as string]: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.values[f.notice?.id as string]).toBeUndefined();
    expect(res.body.values[f.relocate?.id as string]).toBe(true);
  });

  it("answers 404 for another team's candidate and for another team's field", async () => {
    expect((await demo.get(`/api/v1/candidates/${growthCandidateId}/custom-fields`)).status).toBe(404);
    expect(
      (await demo.put(`/api/v1/candidates/${growthCandidateId}/custom-fields`, { values: {} })).status,
    ).toBe(404);
    expect((await growthAdmin.get(url())).status).toBe(404);
    const growthField = await growthAdmin.post(base, {
      entity: 'candidate',
      type: 'text',
      name: 'Growth only',
    });
    expect(growthField.status).toBe(200);
    const res = await demo.put(url(), { values: { [growthField.body.id]: 'x' } });
    expect(res.status).toBe(400);
    for (const call of [
      () => demo.put(`${base}/${growthField.body.id}`, { name: 'Mine' }),
      () => demo.post(`${base}/${growthField.body.id}/archive`),
      () => demo.request('DELETE', `${base}/${growthField.body.id}`),
      () => demo.post(`${base}/reorder`, { entity: 'candidate', fieldIds: [growthField.body.id] }),
    ]) {
      expect((await call()).status).toBe(404);
    }
    expect((await demo.put(`${base}/abc`, { name: 'X' })).status).toBe(404);
    const names = (await demo.get(`${base}?entity=candidate`)).body.data.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Growth only');
  });

  it('refuses removing an option in use (409) and deleting a field with values (409); archiving hides it', async () => {
    const langs = f.langs as (typeof f)[string];
    const removeUsed = await demo.put(`${base}/${langs.id}`, {
      options: [{ id: langs.options[1]?.id, label: 'French' }],
    });
    expect(removeUsed.status).toBe(409);
    const del = await demo.request('DELETE', `${base}/${f.salary?.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toContain('Archive');
    const archived = await demo.post(`${base}/${f.salary?.id}/archive`);
    expect(archived.body).toMatchObject({ archived: true, valueCount: 1 });
    const read = await demo.get(url());
    expect(read.body.values[f.salary?.id as string]).toBeUndefined();
    expect(read.body.fields.map((x: { id: string }) => x.id)).not.toContain(f.salary?.id);
    expect((await demo.put(url(), { values: { [f.salary?.id as string]: 1 } })).status).toBe(400);
    const all = await demo.get(`${base}?entity=candidate&includeArchived=true`);
    expect(all.body.data.map((x: { id: string }) => x.id)).toContain(f.salary?.id);
    const restored = await demo.post(`${base}/${f.salary?.id}/restore`);
    expect(restored.body.archived).toBe(false);
    expect((await demo.get(url())).body.values[f.salary?.id as string]).toBe(85000.5);
    // A field without values is deleted.
    const spare = await demo.post(base, { entity: 'candidate', type: 'text', name: 'Spare' });
    expect((await demo.request('DELETE', `${base}/${spare.body.id}`)).status).toBe(200);
    const entry = await q(
      `select metadata from audit_log where action = 'custom_field.deleted' and target_id = $1`,
      [spare.body.id],
    );
    expect(entry[0]?.metadata).toMatchObject({ name: 'Spare' });
  });
});

describe('candidate export', () => {
  it('writes one column per active candidate field, values as people read them, formulas neutralised', async () => {
    const url = `/api/v1/candidates/${candidateId}/custom-fields`;
    expect((await demo.put(url, { values: { [f.notice?.id as string]: '=SUM(1,2)' } })).status).toBe(200);
    await demo.post(`${base}/${f.available?.id}/archive`);
    const res = await demo.post('/api/v1/candidates/export/csv', { candidateIds: [candidateId] });
    expect(res.status).toBe(200);
    const text = String(res.body);
    const [header, row] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/) as [string, string];
    expect(header).toContain('Portfolio,Notice period,Expected salary');
    expect(header).not.toContain('Available from');
    expect(row).toContain('https://example.org/work');
    expect(row).toContain("'=SUM(1,2)");
    expect(row).toContain('85000.5');
    expect(row).toContain('English; German');
    expect(row).toContain('Yes');
    await demo.post(`${base}/${f.available?.id}/restore`);
  });
});

describe('all-candidates filters', () => {
  const list = async (filters: unknown) =>
    demo.get(`/api/v1/candidates/all?customFields=${encodeURIComponent(JSON.stringify(filters))}`);
  const ids = (res: { body: { data: { profileId: number }[] } }) => res.body.data.map((d) => d.profileId);

  it('finds the candidate by each type of condition, and not by a condition it fails', async () => {
    const id = (k: string) => f[k]?.id as string;
    const french = f.langs?.options[1]?.id;
    const english = f.langs?.options[0]?.id;
    const hits = [
      [{ fieldId: id('portfolio'), contains: 'EXAMPLE.org' }],
      [{ fieldId: id('salary'), min: 80000, max: 90000 }],
      [{ fieldId: id('salary'), min: '85000.5' }],
      [{ fieldId: id('available'), min: '2027-01-01', max: '2027-12-31' }],
      [{ fieldId: id('langs'), anyOf: [french, english] }],
      [{ fieldId: id('level'), anyOf: [f.level?.options[1]?.id] }],
      [{ fieldId: id('relocate'), is: true }],
      [
        { fieldId: id('relocate'), is: true },
        { fieldId: id('salary'), max: 100000 },
      ],
    ];
    for (const filters of hits) {
      const res = await list(filters);
      expect(res.status, JSON.stringify(filters)).toBe(200);
      expect(ids(res), JSON.stringify(filters)).toEqual([candidateId]);
    }
    const misses = [
      [{ fieldId: id('portfolio'), contains: '%' }],
      [{ fieldId: id('salary'), min: 90000 }],
      [{ fieldId: id('available'), max: '2026-12-31' }],
      [{ fieldId: id('langs'), anyOf: [french] }],
      [{ fieldId: id('relocate'), is: false }],
    ];
    for (const filters of misses) {
      const res = await list(filters);
      expect(res.status, JSON.stringify(filters)).toBe(200);
      expect(ids(res), JSON.stringify(filters)).toEqual([]);
    }
  });

  it('refuses a condition that does not fit its field with 400', async () => {
    const id = (k: string) => f[k]?.id as string;
    for (const filters of [
      [{ fieldId: id('salary'), contains: 'x' }],
      [{ fieldId: id('salary'), min: 'lots' }],
      [{ fieldId: id('salary'), min: 5, max: 1 }],
      [{ fieldId: id('available'), min: '2027-13-01' }],
      [{ fieldId: id('langs'), anyOf: ['nope'] }],
      [{ fieldId: id('relocate') }],
      [{ fieldId: '999999', is: true }],
      [{ fieldId: id('relocate'), is: 'yes' }],
    ]) {
      const res = await list(filters);
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await demo.get('/api/v1/candidates/all?customFields=%7Bnot-json')).status).toBe(400);
  });
});

describe('project values', () => {
  let budget: string;
  let team: string;

  it('requires a required project field on create, and saves the value with the project', async () => {
    budget = (await demo.post(base, { entity: 'project', type: 'number', name: 'Budget', required: true }))
      .body.id;
    team = (await demo.post(base, { entity: 'project', type: 'text', name: 'Cost centre' })).body.id;
    const missing = await demo.post('/api/v1/projects/create', projectFields('Needs budget'));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Budget');
    expect(await q(`select 1 from projects where project_name = 'Needs budget'`)).toHaveLength(0);
    const bad = await demo.post('/api/v1/projects/create', {
      ...projectFields('Bad budget'),
      customFields: { [budget]: 'a lot' },
    });
    expect(bad.status).toBe(400);
    const ok = await demo.post('/api/v1/projects/create', {
      ...projectFields('With budget'),
      customFields: { [budget]: 120000, [team]: 'R&D' },
    });
    expect(ok.status).toBe(200);
    const id = ok.body.data.projectId;
    const read = await demo.get(`/api/v1/projects/${id}/custom-fields`);
    expect(read.status).toBe(200);
    expect(read.body.values).toEqual({ [budget]: 120000, [team]: 'R&D' });

    // Saving the basic info cannot clear a required value; the whole save is refused.
    const cleared = await demo.post('/api/v1/projects/updateBasicInfo', {
      projectId: id,
      ...projectFields('Renamed'),
      customFields: { [budget]: null },
    });
    expect(cleared.status).toBe(400);
    expect((await q('select project_name from projects where id = $1', [id]))[0].project_name).toBe(
      'With budget',
    );
    const saved = await demo.post('/api/v1/projects/updateBasicInfo', {
      projectId: id,
      ...projectFields('Renamed'),
      customFields: { [team]: 'Sales' },
    });
    expect(saved.status).toBe(200);
    expect((await demo.get(`/api/v1/projects/${id}/custom-fields`)).body.values[team]).toBe('Sales');
    expect((await growthAdmin.get(`/api/v1/projects/${id}/custom-fields`)).status).toBe(404);
    expect((await demo.get('/api/v1/projects/abc/custom-fields')).status).toBe(404);
  });
});

describe('who may', () => {
  it('lets any member read the definitions but only team settings change them (403)', async () => {
    expect((await hiringManager.get(`${base}?entity=candidate`)).status).toBe(200);
    for (const call of [
      () => hiringManager.post(base, { entity: 'candidate', type: 'text', name: 'Nope' }),
      () => hiringManager.put(`${base}/${f.notice?.id}`, { name: 'Nope' }),
      () => hiringManager.post(`${base}/${f.notice?.id}/archive`),
      () => hiringManager.post(`${base}/${f.notice?.id}/restore`),
      () => hiringManager.request('DELETE', `${base}/${f.notice?.id}`),
      () => hiringManager.post(`${base}/reorder`, { entity: 'candidate', fieldIds: [f.notice?.id] }),
    ]) {
      expect((await call()).status).toBe(403);
    }
    expect((await new TestClient(t.app).get(`${base}?entity=candidate`)).status).toBe(401);
  });
});

describe('merging duplicates', () => {
  it('keeps the kept candidate’s values and fills its gaps from the merged one', async () => {
    const make = async (fullName: string) =>
      (await demo.post('/api/v1/candidatesV2/create', { fullName, confirmDuplicate: true })).body
        .profileId as number;
    const keep = await make('Merge Keeper');
    const merge = await make('Merge Keeper');
    const notice = f.notice?.id as string;
    const relocate = f.relocate?.id as string;
    expect(
      (await demo.put(`/api/v1/candidates/${keep}/custom-fields`, { values: { [notice]: 'Kept' } })).status,
    ).toBe(200);
    expect(
      (
        await demo.put(`/api/v1/candidates/${merge}/custom-fields`, {
          values: { [notice]: 'Merged', [relocate]: true },
        })
      ).status,
    ).toBe(200);
    expect((await demo.post('/api/v1/candidates/merge', { keepId: keep, mergeId: merge })).status).toBe(200);
    const values = (await demo.get(`/api/v1/candidates/${keep}/custom-fields`)).body.values;
    expect(values[notice]).toBe('Kept');
    expect(values[relocate]).toBe(true);
    expect(await q('select 1 from candidate_custom_values where profile_id = $1', [merge])).toHaveLength(0);
  });
});
