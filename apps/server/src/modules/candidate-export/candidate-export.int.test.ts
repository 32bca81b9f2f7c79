/**
 * Exports on a real database: CSV through team templates with formulas neutralised and
 * contacts only where the team may see them, PDF with the watermark, the settings that drive
 * them, and who may do what (gates, project roles, another team's ids).
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { createTeamCandidate } from '../candidates/create-candidate';

let t: TestApp;
let demo: TestClient; // enterprise member, team admin: export, team settings
let admin: TestClient; // enterprise admin of the same team
let hiringManager: TestClient; // no export permission
let other: TestClient; // growth team recruiter: may export, no team settings
let growthAdmin: TestClient; // growth team admin: team settings of the growth team
let teamId: string;
let demoUserId: string;
let formulaId: number;
let plainId: number;
let openWebId: number;
let projectId: string;

const ids = async (sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  demo = new TestClient(t.app);
  await demo.login('demo@talentbase.dev');
  admin = new TestClient(t.app);
  await admin.login('admin@talentbase.dev');
  hiringManager = new TestClient(t.app);
  await hiringManager.login('hiring.manager@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  growthAdmin = new TestClient(t.app);
  await growthAdmin.login('growth.admin@talentbase.dev');
  const [row] = await ids(
    `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
  );
  teamId = row.team_id;
  demoUserId = row.id;
  const scope = { teamId, userId: demoUserId };
  await t.db.db.transaction(async (tx) => {
    formulaId = (
      await createTeamCandidate(
        tx,
        scope,
        {
          fullName: '=HYPERLINK("http://evil.example","Click")',
          title: '+Chief @ Hacker',
          company: '-Acme, Inc.',
          emails: ['formula@example.org'],
          phones: ['+1 415 555 0199'],
          skills: ['Excel', '@risk'],
        },
        { source: 'import' },
      )
    ).profileId;
    plainId = (
      await createTeamCandidate(
        tx,
        scope,
        {
          fullName: 'Łucja Nguyễn 王',
          title: 'Staff Engineer',
          company: 'Zoë "Quoted" Ltd',
          location: 'Austin',
          skills: ['Go'],
        },
        { source: 'import' },
      )
    ).profileId;
  });
  // An open-web profile the team added to a project but has not revealed: no contacts in exports.
  const [open] = await ids(`
    insert into talent_profiles (team_id, source, full_name, doc)
    select null, 'hiretual', 'Open Web Person', doc from talent_profiles where id = ${plainId}
    returning id`);
  openWebId = Number(open.id);
  await t.db.pool.query(
    `insert into talent_contacts (profile_id, emails, phones) values ($1, '[{"address":"secret@example.org","type":"work"}]', '[]')`,
    [openWebId],
  );
  await t.db.pool.query('insert into team_candidates (team_id, profile_id) values ($1, $2)', [
    teamId,
    openWebId,
  ]);
  const project = await demo.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: 'Export project',
  });
  projectId = project.body.data.projectId;
  await t.db.pool.query(
    `insert into project_candidates (project_id, profile_id, category_id, stage_id, stage_label)
     values ($1, $2, 1, 2, 3), ($1, $3, 1, 1, 1), ($1, $4, 1, 1, 1)`,
    [projectId, formulaId, plainId, openWebId],
  );
  await t.db.pool.query(
    `insert into candidate_tags (team_id, profile_id, tag) values ($1, $2, 'Backend'), ($1, $2, 'Referral')`,
    [teamId, plainId],
  );
}, 120_000);
afterAll(() => t.close());

function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

describe('CSV export', () => {
  it('writes the built-in columns, neutralises formulas, quotes per RFC 4180 and is audited', async () => {
    const res = await demo.post('/api/v1/candidates/export/csv', { candidateIds: [formulaId, plainId] });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="candidates-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(String(res.body));
    expect(rows[0]).toEqual([
      'Name',
      'Title',
      'Company',
      'Location',
      'Emails',
      'Phones',
      'LinkedIn',
      'Skills',
      'Tags',
      'Stage',
      'Label',
      'Source',
      'Added date',
    ]);
    expect(rows[1]?.slice(0, 3)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+Chief @ Hacker",
      "'-Acme, Inc.",
    ]);
    expect(rows[1]?.[4]).toBe('formula@example.org');
    expect(rows[1]?.[5]).toMatch(/^'\+1415/);
    expect(rows[1]?.[7]).toBe('Excel, @risk');
    expect(rows[2]?.slice(0, 3)).toEqual(['Łucja Nguyễn 王', 'Staff Engineer', 'Zoë "Quoted" Ltd']);
    expect(rows[2]?.[8]).toBe('Backend, Referral');
    expect(String(res.body)).toContain('"Zoë ""Quoted"" Ltd"');
    const [audit] = await ids(
      `select metadata from audit_log where action = 'candidate.exported' and actor_user_id = $1 order by id desc limit 1`,
      [demoUserId],
    );
    expect(audit.metadata).toMatchObject({ format: 'csv', count: 2 });
  });

  it('exports a project stage with its pipeline position, through the chosen template', async () => {
    const created = await demo.post('/api/v1/team-settings/csv-download-templates', {
      name: 'Pipeline review',
      columns: ['stage', 'label', 'name', 'emails', 'projects', 'notesCount'],
    });
    expect(created.status).toBe(200);
    const res = await demo.post('/api/v1/candidates/export/csv', {
      projectId,
      categoryId: 1,
      stageId: 2,
      templateId: created.body.id,
    });
    expect(res.status).toBe(200);
    expect(parseCsv(String(res.body))).toEqual([
      ['Stage', 'Label', 'Name', 'Emails', 'Projects', 'Notes'],
      [
        'Sourcing: Contacted',
        'Email opened',
        `'=HYPERLINK("http://evil.example","Click")`,
        'formula@example.org',
        'Export project',
        '0',
      ],
    ]);
  });

  it("exports a whole project with each candidate's label and the project's name in the file name", async () => {
    const created = await demo.post('/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName: 'Zoë: Go / Rust "Berlin" 王',
    });
    const zoeProject = created.body.data.projectId;
    // Contacted with a label, Good Fit with label 1 (the spec's N/A), and Screen, which has no stages.
    await t.db.pool.query(
      `insert into project_candidates (project_id, profile_id, category_id, stage_id, stage_label)
       values ($1, $2, 1, 2, 3), ($1, $3, 1, 1, 1), ($1, $4, 2, null, 1)`,
      [zoeProject, formulaId, plainId, openWebId],
    );
    const res = await demo.post('/api/v1/candidates/export/csv', { projectId: zoeProject });
    expect(res.status).toBe(200);
    const date = new Date().toISOString().slice(0, 10);
    // The ASCII fallback has no quote, slash or colon; filename* carries the exact name in UTF-8.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zoe_Go_Rust_Berlin_candidates-${date}.csv"; ` +
        `filename*=UTF-8''${encodeURIComponent(`Zoë Go Rust Berlin 王 candidates-${date}.csv`)}`,
    );
    const rows = parseCsv(String(res.body));
    const header = rows[0] ?? [];
    expect(header.slice(header.indexOf('Stage'), header.indexOf('Stage') + 2)).toEqual(['Stage', 'Label']);
    const byName = new Map(rows.slice(1).map((r) => [r[0], r]));
    const labelOf = (name: string) => byName.get(name)?.[header.indexOf('Label')];
    const stageOf = (name: string) => byName.get(name)?.[header.indexOf('Stage')];
    expect(rows).toHaveLength(4);
    expect(stageOf(`'=HYPERLINK("http://evil.example","Click")`)).toBe('Sourcing: Contacted');
    expect(labelOf(`'=HYPERLINK("http://evil.example","Click")`)).toBe('Email opened');
    expect(stageOf('Łucja Nguyễn 王')).toBe('Sourcing: Good Fit');
    expect(labelOf('Łucja Nguyễn 王')).toBe('No label');
    expect(stageOf('Open Web Person')).toBe('Screen');
    expect(labelOf('Open Web Person')).toBe('No label');
    // Outside a project there is no pipeline position: both cells stay empty.
    const loose = parseCsv(
      String((await demo.post('/api/v1/candidates/export/csv', { candidateIds: [plainId] })).body),
    );
    expect(loose[1]?.slice(header.indexOf('Stage'), header.indexOf('Stage') + 2)).toEqual(['', '']);
  });

  it('includes contact details only for candidates the team owns or revealed', async () => {
    const body = { candidateIds: [openWebId], templateId: undefined };
    const hidden = parseCsv(String((await demo.post('/api/v1/candidates/export/csv', body)).body));
    expect(hidden[1]?.[4]).toBe('');
    await t.db.pool.query('insert into contact_reveals (team_id, profile_id) values ($1, $2)', [
      teamId,
      openWebId,
    ]);
    const shown = parseCsv(String((await demo.post('/api/v1/candidates/export/csv', body)).body));
    expect(shown[1]?.[4]).toBe('secret@example.org');
  });

  it('uses the team default template when none is chosen', async () => {
    const def = await demo.post('/api/v1/team-settings/csv-download-templates', {
      name: 'Names only',
      columns: ['name', 'candidateId'],
      isDefault: true,
    });
    const res = await demo.post('/api/v1/candidates/export/csv', { candidateIds: [plainId] });
    expect(parseCsv(String(res.body))).toEqual([
      ['Name', 'Candidate ID'],
      ['Łucja Nguyễn 王', String(plainId)],
    ]);
    await demo.put(`/api/v1/team-settings/csv-download-templates/${def.body.id}`, { isDefault: false });
  });

  it('refuses bad input, other teams, missing gates and roles that may not export', async () => {
    expect((await demo.post('/api/v1/candidates/export/csv', {})).status).toBe(400);
    expect((await demo.post('/api/v1/candidates/export/csv', { candidateIds: [] })).status).toBe(400);
    expect((await demo.post('/api/v1/candidates/export/csv', { candidateIds: ['x'] })).status).toBe(400);
    expect(
      (await demo.post('/api/v1/candidates/export/csv', { candidateIds: [plainId], extra: 1 })).status,
    ).toBe(400);
    expect(
      (await demo.post('/api/v1/candidates/export/csv', { candidateIds: [1], categoryId: 1 })).status,
    ).toBe(400);
    expect(
      (await demo.post('/api/v1/candidates/export/csv', { candidateIds: [plainId, 999_999_999] })).status,
    ).toBe(404);
    expect(
      (await demo.post('/api/v1/candidates/export/csv', { candidateIds: [plainId], templateId: '999999' }))
        .status,
    ).toBe(404);
    expect(
      (await hiringManager.post('/api/v1/candidates/export/csv', { candidateIds: [plainId] })).status,
    ).toBe(403);
    expect((await other.post('/api/v1/candidates/export/csv', { candidateIds: [plainId] })).status).toBe(404);
    expect((await other.post('/api/v1/candidates/export/csv', { projectId })).status).toBe(404);
    expect((await other.post('/api/v1/candidates/export/pdf', { candidateIds: [plainId] })).status).toBe(404);

    // A Collaborator (role 0) on the project may not export from it, as CSV or PDF.
    const [adminUser] = await ids(`select id from users where email = 'admin@talentbase.dev'`);
    await t.db.pool.query('insert into project_members (project_id, user_id, role) values ($1, $2, 0)', [
      projectId,
      adminUser.id,
    ]);
    const csv = await admin.post('/api/v1/candidates/export/csv', { projectId });
    expect(csv.status).toBe(403);
    expect(csv.body.message).toBe('Forbidden resource');
    expect(
      (await admin.post('/api/v1/candidates/export/pdf', { candidateIds: [plainId], projectId })).status,
    ).toBe(403);
    await t.db.pool.query('update project_members set role = 1 where project_id = $1 and user_id = $2', [
      projectId,
      adminUser.id,
    ]);
    expect((await admin.post('/api/v1/candidates/export/csv', { projectId })).status).toBe(200);
    // A candidate outside the project cannot be exported "from" it.
    const outside = await demo.post('/api/v1/candidates/export/csv', {
      candidateIds: [plainId],
      projectId: '999999',
    });
    expect(outside.status).toBe(404);
  });
});

function pageTexts(doc: PDFDocument): string[] {
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    return streams
      .map((ref) => doc.context.lookup(ref as never))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => {
        const bytes = Buffer.from(s.contents);
        const filter = String(s.dict.get(doc.context.obj('Filter') as never) ?? '');
        return (filter.includes('FlateDecode') ? zlib.inflateSync(bytes) : bytes).toString('latin1');
      })
      .join('\n');
  });
}
/** A POST whose answer is bytes (a PDF), as the browser sends it. */
const rawPost = (client: TestClient, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `tb_session=${client.cookie('tb_session')}; tb_csrf=${client.cookie('tb_csrf')}`,
      'x-csrf-token': client.cookie('tb_csrf') ?? '',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(body),
  });
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('PDF export and the watermark', () => {
  it('is a PDF with a page per candidate, survives any Unicode, and carries the watermark when on', async () => {
    const off = await rawPost(demo, '/api/v1/candidates/export/pdf', { candidateIds: [plainId, formulaId] });
    expect(off.statusCode).toBe(200);
    expect(off.headers['content-type']).toBe('application/pdf');
    const plain = await PDFDocument.load(off.rawPayload);
    expect(plain.getPageCount()).toBe(2);
    expect(pageTexts(plain).join('')).not.toContain(hex('CONFIDENTIAL'));

    const bad = await demo.put('/api/v1/team-settings/pdf-watermark', { enabled: true, text: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.text).toBe('Enter the watermark text');
    expect(
      (await demo.put('/api/v1/team-settings/pdf-watermark', { enabled: true, text: 'x'.repeat(61) })).status,
    ).toBe(400);
    const set = await demo.put('/api/v1/team-settings/pdf-watermark', {
      enabled: true,
      text: 'CONFIDENTIAL Northwind',
    });
    expect(set.body).toEqual({ enabled: true, text: 'CONFIDENTIAL Northwind' });
    expect((await demo.get('/api/v1/team-settings/pdf-watermark')).body).toEqual(set.body);

    const res = await rawPost(demo, '/api/v1/candidates/export/pdf', {
      candidateIds: [plainId, formulaId],
      projectId,
    });
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(2);
    const texts = pageTexts(doc);
    for (const text of texts) expect(text).toContain(hex('CONFIDENTIAL Northwind'));
    expect(texts[0]).toContain(hex('Lucja Nguyen ?'));

    await demo.put('/api/v1/team-settings/pdf-watermark', { enabled: false, text: null });
    expect((await demo.get('/api/v1/team-settings/pdf-watermark')).body).toEqual({
      enabled: false,
      text: 'CONFIDENTIAL Northwind',
    });
    const again = await rawPost(demo, '/api/v1/candidates/export/pdf', { candidateIds: [plainId] });
    const noMark = pageTexts(await PDFDocument.load(again.rawPayload));
    expect(noMark.join('')).not.toContain(hex('CONFIDENTIAL Northwind'));
  });

  it('refuses more than 50 candidates and other teams; team settings need the gate', async () => {
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect((await demo.post('/api/v1/candidates/export/pdf', { candidateIds: many })).status).toBe(400);
    expect((await hiringManager.get('/api/v1/team-settings/pdf-watermark')).status).toBe(403);
    expect(
      (await hiringManager.put('/api/v1/team-settings/pdf-watermark', { enabled: false, text: null })).status,
    ).toBe(403);
    expect((await growthAdmin.get('/api/v1/team-settings/pdf-watermark')).body).toEqual({
      enabled: false,
      text: null,
    });
  });
});

describe('CSV download templates', () => {
  it('creates, renames, reorders, sets the default, deletes; names are unique per team', async () => {
    const base = '/api/v1/team-settings/csv-download-templates';
    const a = await demo.post(base, { name: 'Sourcing list', columns: ['name', 'title', 'company'] });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      name: 'Sourcing list',
      columns: ['name', 'title', 'company'],
      isDefault: false,
    });
    expect((await demo.post(base, { name: 'sourcing LIST', columns: ['name'] })).status).toBe(409);
    expect(
      (await demo.post(base, { name: 'Dupes', columns: ['name', 'name'] })).body.details.fields.columns,
    ).toBe('Each column can appear only once');
    expect((await demo.post(base, { name: 'Bad', columns: ['salary'] })).status).toBe(400);
    expect((await demo.post(base, { name: '  ', columns: ['name'] })).status).toBe(400);

    const renamed = await demo.put(`${base}/${a.body.id}`, {
      name: 'Sourcing short list',
      columns: ['company', 'name'],
    });
    expect(renamed.body).toMatchObject({ name: 'Sourcing short list', columns: ['company', 'name'] });
    const b = await demo.post(base, { name: 'Default one', columns: ['name'], isDefault: true });
    await demo.put(`${base}/${a.body.id}`, { isDefault: true });
    const list = await demo.get(base);
    expect(
      list.body.data.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: string }) => x.id),
    ).toEqual([a.body.id]);
    expect(list.body.builtInColumns).toContain('name');

    // Another team sees none of them and cannot touch them.
    expect((await other.get(base)).body.data).toEqual([]);
    expect((await growthAdmin.get(base)).body.data).toEqual([]);
    expect((await other.put(`${base}/${a.body.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await hiringManager.get(base)).status).toBe(403);
    expect((await growthAdmin.put(`${base}/${a.body.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await growthAdmin.request('DELETE', `${base}/${a.body.id}`)).status).toBe(404);

    expect((await demo.request('DELETE', `${base}/${b.body.id}`)).status).toBe(200);
    expect((await demo.request('DELETE', `${base}/${b.body.id}`)).status).toBe(404);
    const audits = await ids(
      `select action from audit_log where target_type = 'csv_download_template' and target_id = $1 order by id`,
      [b.body.id],
    );
    expect(audits.map((r) => r.action)).toEqual(['csv_template.created', 'csv_template.deleted']);
  });
});
