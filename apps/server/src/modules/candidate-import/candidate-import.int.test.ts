/**
 * CSV import end to end on a real database: upload checks, mapping, the job (run directly, and
 * once through pg-boss), exact counts and a row-accurate report, resume after a crash, access.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { createTeamCandidate } from '../candidates/create-candidate';
import { importFiles, importFilesRoot } from './import-files';
import { IMPORT_BATCH_SIZE, runImport } from './import-run';

let t: TestApp;
let queue: JobQueue;
let dataDir: string;
let demo: TestClient; // enterprise member: may import, team admin of the pro team
let hiringManager: TestClient; // no import gate
let other: TestClient; // growth team
let teamId: string;
let demoUserId: string;
const quiet = { info: () => {}, error: () => {} };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-import-'));
  t = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } });
  // The queue's tables and queues, without workers: the job is run directly below.
  queue = await startQueue(t.db.url, JOBS, quiet);
  demo = new TestClient(t.app);
  await demo.login('demo@talentbase.dev');
  hiringManager = new TestClient(t.app);
  await hiringManager.login('hiring.manager@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  const row = (
    await t.db.pool.query(
      `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
    )
  ).rows[0];
  teamId = row.team_id;
  demoUserId = row.id;
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const files = () => importFiles(importFilesRoot(dataDir));
const storedFiles = () => {
  const dir = path.join(importFilesRoot(dataDir), 'candidate-imports');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
};
const importCount = async () =>
  (await t.db.pool.query('select count(*)::int as n from candidate_imports')).rows[0].n;

async function upload(
  client: TestClient,
  fileName: string,
  content: string | Buffer,
  contentType = 'text/csv',
) {
  const boundary = `----tb${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  if (!client.cookie('tb_csrf')) await client.get('/api/auth/csrf');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/candidates/import/upload',
    headers: {
      cookie: `tb_session=${client.cookie('tb_session')}; tb_csrf=${client.cookie('tb_csrf')}`,
      'x-csrf-token': client.cookie('tb_csrf') ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

const HEADER = 'First Name,Last Name,Email,Phone,Job Title,Company,City,Skills';
const personRow = (i: number) =>
  `Tbimp${i},Person${i},person${i}@example.org,+44 20 7${String(i).padStart(3, '0')} ${String(i).padStart(4, '0')},Engineer ${i % 7},Company ${i % 40},Austin,"Go, SQL"`;
const MAPPING = ['firstName', 'lastName', 'emails', 'phones', 'title', 'company', 'location', 'skills'];

async function createProject(name: string): Promise<string> {
  const res = await demo.post('/api/v1/projects/create', {
    jobTitle: 'Engineer',
    projectStatus: 0,
    projectName: name,
  });
  expect(res.status).toBe(200);
  return res.body.data.projectId;
}

describe('upload', () => {
  it('answers the header, the first 20 rows, the row count and a suggested mapping; sniffs ; and a BOM', async () => {
    const csv = `\uFEFFVorname;Last name;E-mail;Mobile;Job Title;Firma\r\n${Array.from({ length: 25 }, (_, i) => `Ann${i};Lee;ann${i}@x.io;+44 20 7946 0${String(i).padStart(3, '0')};CTO;Acme`).join('\r\n')}\r\n`;
    const res = await upload(demo, 'people.csv', csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fileName: 'people.csv',
      delimiter: ';',
      totalRows: 25,
      headers: ['Vorname', 'Last name', 'E-mail', 'Mobile', 'Job Title', 'Firma'],
      suggestedMapping: ['firstName', 'lastName', 'emails', 'phones', 'title', null],
    });
    expect(res.body.rows).toHaveLength(20);
    expect(res.body.rows[0]).toEqual(['Ann0', 'Lee', 'ann0@x.io', '+44 20 7946 0000', 'CTO', 'Acme']);
    const progress = await demo.get(`/api/v1/candidates/import/${res.body.importId}`);
    expect(progress.body).toMatchObject({ status: 'uploaded', totalRows: 25, processedRows: 0 });
  });

  it('refuses files that are not CSV, too big, empty or only a header, and stores nothing', async () => {
    const beforeRows = await importCount();
    const beforeFiles = storedFiles();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const cases: [string, string | Buffer, number, RegExp][] = [
      ['photo.csv', png, 415, /not a CSV/],
      ['sheet.csv', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(100, 1)]), 415, /Excel/],
      ['people.xlsx', `${HEADER}\n${personRow(1)}\n`, 415, /Only \.csv/],
      ['latin1.csv', Buffer.from('Name\nJos\xe9\n', 'latin1'), 415, /UTF-8/],
      ['empty.csv', '', 422, /empty/],
      ['blank.csv', '\n\n  \n', 422, /empty/],
      ['header.csv', `${HEADER}\r\n`, 422, /no candidates/],
      ['broken.csv', 'Name,Email\n"Jane,jane@x.io\n', 422, /could not be read as CSV/],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await upload(demo, name, content);
      expect([name, res.status]).toEqual([name, status]);
      expect(res.body.message).toMatch(message);
    }
    const tooBig = `${HEADER}\n${'x'.repeat(20 * 1024 * 1024)}\n`;
    const big = await upload(demo, 'big.csv', tooBig);
    expect(big.status).toBe(413);
    expect(big.body.message).toMatch(/larger than 20 MB/);
    const json = await demo.post('/api/v1/candidates/import/upload', { file: 'x' });
    expect(json.status).toBe(415);
    expect(await importCount()).toBe(beforeRows);
    expect(storedFiles()).toBe(beforeFiles);
  });

  it('needs the import gate; another team cannot see the import', async () => {
    expect((await upload(hiringManager, 'a.csv', `${HEADER}\n${personRow(1)}\n`)).status).toBe(403);
    const mine = await upload(demo, 'a.csv', `${HEADER}\n${personRow(1)}\n`);
    expect((await other.get(`/api/v1/candidates/import/${mine.body.importId}`)).status).toBe(404);
    expect((await other.get(`/api/v1/candidates/import/${mine.body.importId}/report`)).status).toBe(404);
    const start = await other.post('/api/v1/candidates/import/start', {
      importId: mine.body.importId,
      mapping: MAPPING,
      duplicatePolicy: 'skip',
    });
    expect(start.status).toBe(404);
    expect((await demo.get('/api/v1/candidates/import/abc')).status).toBe(404);
  });
});

describe('start', () => {
  it('checks the mapping, the project role and refuses a second start', async () => {
    const up = await upload(demo, 'b.csv', `${HEADER}\n${personRow(2)}\n`);
    const importId = up.body.importId;
    const start = (body: object) =>
      demo.post('/api/v1/candidates/import/start', { importId, duplicatePolicy: 'skip', ...body });
    const noName = await start({ mapping: [null, null, 'emails', null, null, null, null, null] });
    expect(noName.status).toBe(400);
    expect(noName.body.details.fields.mapping).toBe(
      'Map a column to Full name, or to First name and Last name',
    );
    expect(
      (await start({ mapping: ['fullName', 'title', 'title', null, null, null, null, null] })).body.message,
    ).toBe('Job title is mapped to more than one column');
    expect((await start({ mapping: ['fullName'] })).status).toBe(400);
    expect((await start({ mapping: MAPPING, duplicatePolicy: 'merge' })).status).toBe(400);

    const projectId = await createProject('Import role check');
    const otherProject = await other.post('/api/v1/projects/quick-create', { projectName: 'Growth project' });
    expect((await start({ mapping: MAPPING, projectId: otherProject.body.project.projectId })).status).toBe(
      404,
    );
    await t.db.pool.query('update project_members set role = 0 where project_id = $1', [projectId]);
    const collaborator = await start({ mapping: MAPPING, projectId });
    expect(collaborator.status).toBe(403);
    await t.db.pool.query('update project_members set role = 3 where project_id = $1', [projectId]);

    const ok = await start({ mapping: MAPPING, projectId });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'queued', projectId, duplicatePolicy: 'skip' });
    expect((await start({ mapping: MAPPING })).status).toBe(409);
  });
});

describe('the import job', () => {
  it('imports 10,000 rows with exact counts, a row-accurate report, into the project, searchable', async () => {
    // An existing candidate of the team that row 402 repeats.
    await t.db.db.transaction((tx) =>
      createTeamCandidate(
        tx,
        { teamId, userId: demoUserId },
        { fullName: 'Existing Person', emails: ['existing@example.org'] },
        { source: 'import' },
      ),
    );
    const lines = Array.from({ length: 10_000 }, (_, i) => personRow(i));
    lines[100] = ',,nobody@example.org,,,,,'; // row 102: no name
    lines[200] = 'Bad,Email,not-an-email,,,,,'; // row 202
    lines[300] = 'Bad,Phone,badphone@example.org,call me maybe,,,,'; // row 302
    lines[400] = 'Again,Existing,existing@example.org,,,,,'; // row 402: already a candidate
    lines[500] = 'Copy,Of Ten,person10@example.org,,,,,'; // row 502: same as row 12
    lines[9999] = 'Last,Row,last@@example.org,,,,,'; // row 10001
    lines[4242] = (lines[4242] ?? '').replace('Engineer 0', 'Quasarologist'); // found by its title
    const csv = `${HEADER}\n${lines.join('\n')}\n`;
    const up = await upload(demo, 'ten-thousand.csv', csv);
    expect(up.status).toBe(200);
    expect(up.body.totalRows).toBe(10_000);
    const projectId = await createProject('Imported engineers');
    const start = await demo.post('/api/v1/candidates/import/start', {
      importId: up.body.importId,
      mapping: MAPPING,
      duplicatePolicy: 'skip',
      projectId,
    });
    expect(start.status).toBe(200);

    // Not timed here (tests do not time things); see the module's report for measured figures.
    const result = await runImport(t.db.db, files(), Number(up.body.importId));
    expect(result.status).toBe('done');

    const progress = (await demo.get(`/api/v1/candidates/import/${up.body.importId}`)).body;
    expect(progress).toMatchObject({
      status: 'done',
      totalRows: 10_000,
      processedRows: 10_000,
      createdCount: 9_994,
      duplicateCount: 2,
      errorCount: 4,
      reportTruncated: false,
    });
    expect(progress.report).toEqual([
      { row: 102, column: 'First Name', message: 'Name is missing' },
      { row: 202, column: 'Email', message: 'Enter a valid email address: not-an-email' },
      { row: 302, column: 'Phone', message: "Phone number can't contain letters: call me maybe" },
      {
        row: 402,
        column: 'Email',
        message:
          'Already a candidate: Existing Person (email): not created again, the existing candidate was added to the project',
      },
      { row: 502, column: 'Email', message: 'Same person as row 12 (email): skipped' },
      { row: 10001, column: 'Email', message: 'Enter a valid email address: last@@example.org' },
    ]);

    const inProject = await t.db.pool.query(
      `select count(*)::int as n from project_candidates where project_id = $1`,
      [projectId],
    );
    expect(inProject.rows[0].n).toBe(9_995); // the 9,994 new ones and the existing candidate
    const team = await t.db.pool.query(
      `select count(*)::int as n from talent_profiles where team_id = $1 and full_name like 'Tbimp%'`,
      [teamId],
    );
    expect(team.rows[0].n).toBe(9_994);
    const activities = await t.db.pool.query(
      `select count(*)::int as n from candidate_activities where team_id = $1 and action = 'imported' and project_id = $2`,
      [teamId, projectId],
    );
    expect(activities.rows[0].n).toBe(9_994);

    const [found] = (
      await t.db.pool.query(
        `select id from talent_profiles where team_id = $1 and full_name = 'Tbimp4242 Person4242'`,
        [teamId],
      )
    ).rows;
    const search = await demo.post('/api/tb-v2/v1/sourcing/search', {
      filters: { keywords: 'Quasarologist' },
      record: false,
    });
    expect(search.status).toBe(200);
    expect(search.body.hits.map((h: { profileId: number }) => Number(h.profileId))).toEqual([
      Number(found.id),
    ]);

    const report = await demo.get(`/api/v1/candidates/import/${up.body.importId}/report`);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    const reportLines = String(report.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(reportLines[0]).toBe('Row,Column,Problem,Name');
    expect(reportLines.slice(1).map((l) => l.split(',')[0])).toEqual([
      '102',
      '202',
      '302',
      '402',
      '502',
      '10001',
    ]);

    const audits = await t.db.pool.query(
      `select action, metadata from audit_log where target_id = $1 and target_type = 'candidate_import' order by id`,
      [up.body.importId],
    );
    expect(audits.rows.map((r) => r.action)).toEqual([
      'candidate.import_uploaded',
      'candidate.import_started',
      'candidate.import_completed',
      'candidate.import_report_downloaded',
    ]);
    expect(audits.rows[2].metadata).toMatchObject({ created: 9_994, duplicates: 2, errors: 4 });

    // Running the job again (a duplicate delivery) changes nothing.
    expect((await runImport(t.db.db, files(), Number(up.body.importId))).status).toBe('skipped');
    expect(
      (
        await t.db.pool.query(
          `select count(*)::int as n from talent_profiles where team_id = $1 and full_name like 'Tbimp%'`,
          [teamId],
        )
      ).rows[0].n,
    ).toBe(9_994);
  }, 600_000);

  it('resumes after a crash without creating anyone twice, and still finds duplicates across the crash', async () => {
    const size = IMPORT_BATCH_SIZE * 2 + 100;
    const lines = Array.from({ length: size }, (_, i) => `Resume${i} Person,resume${i}@example.org`);
    lines[5] = ',nobody@example.org'; // row 7, first batch
    lines[IMPORT_BATCH_SIZE + 5] = 'Bad Email,nope'; // second batch
    lines[IMPORT_BATCH_SIZE * 2 + 5] = 'Twin Of Three,resume3@example.org'; // third batch, same as row 5
    const up = await upload(demo, 'resume.csv', `Name,Email\n${lines.join('\n')}\n`);
    await demo.post('/api/v1/candidates/import/start', {
      importId: up.body.importId,
      mapping: ['fullName', 'emails'],
      duplicatePolicy: 'skip',
    });
    // The worker dies while writing the second batch's report, before that batch commits.
    const real = files();
    let puts = 0;
    const crashing = {
      ...real,
      put: async (key: string, data: Buffer) => {
        puts++;
        if (puts === 2) throw new Error('worker killed');
        return real.put(key, data);
      },
    };
    await expect(runImport(t.db.db, crashing, Number(up.body.importId))).rejects.toThrow('worker killed');
    const midway = (await demo.get(`/api/v1/candidates/import/${up.body.importId}`)).body;
    expect(midway).toMatchObject({
      status: 'running',
      processedRows: IMPORT_BATCH_SIZE,
      createdCount: IMPORT_BATCH_SIZE - 1,
      errorCount: 1,
    });

    expect((await runImport(t.db.db, files(), Number(up.body.importId))).status).toBe('done');
    const done = (await demo.get(`/api/v1/candidates/import/${up.body.importId}`)).body;
    expect(done).toMatchObject({
      status: 'done',
      processedRows: size,
      createdCount: size - 3,
      errorCount: 2,
      duplicateCount: 1,
    });
    expect(done.report.map((p: { row: number }) => p.row)).toEqual([
      7,
      IMPORT_BATCH_SIZE + 7,
      IMPORT_BATCH_SIZE * 2 + 7,
    ]);
    expect(done.report[2].message).toBe('Same person as row 5 (email): skipped');
    const created = await t.db.pool.query(
      `select count(*)::int as n, count(distinct full_name)::int as names from talent_profiles where team_id = $1 and full_name like 'Resume%'`,
      [teamId],
    );
    expect(created.rows[0]).toEqual({ n: size - 3, names: size - 3 });
    const report = String((await demo.get(`/api/v1/candidates/import/${up.body.importId}/report`)).body);
    expect(report.trim().split('\r\n')).toHaveLength(4);
  }, 120_000);

  it('with the create policy, imports a duplicate anyway and says so', async () => {
    const up = await upload(
      demo,
      'create.csv',
      'Name,Email\nDup One,dupe@example.org\nDup Two,DUPE@example.org\n',
    );
    await demo.post('/api/v1/candidates/import/start', {
      importId: up.body.importId,
      mapping: ['fullName', 'emails'],
      duplicatePolicy: 'create',
    });
    await runImport(t.db.db, files(), Number(up.body.importId));
    const done = (await demo.get(`/api/v1/candidates/import/${up.body.importId}`)).body;
    expect(done).toMatchObject({ createdCount: 2, duplicateCount: 1, errorCount: 0 });
    expect(done.report).toEqual([
      { row: 3, column: 'Email', message: 'Same person as row 2 (email): created anyway' },
    ]);
  });

  it('runs through the real queue when started over HTTP', async () => {
    await queue.startWorkers(t.db.db);
    const up = await upload(demo, 'queued.csv', 'Name,Title\nQueue Person,Designer\nQueue Other,Writer\n');
    const start = await demo.post('/api/v1/candidates/import/start', {
      importId: up.body.importId,
      mapping: ['fullName', 'title'],
      duplicatePolicy: 'skip',
    });
    expect(start.status).toBe(200);
    let progress = start.body;
    for (let i = 0; i < 100 && progress.status !== 'done' && progress.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      progress = (await demo.get(`/api/v1/candidates/import/${up.body.importId}`)).body;
    }
    expect(progress).toMatchObject({ status: 'done', createdCount: 2, errorCount: 0 });
  }, 60_000);
});
