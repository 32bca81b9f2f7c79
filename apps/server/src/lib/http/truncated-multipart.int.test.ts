/**
 * A multipart body that stops early (no closing boundary, cut inside a part or its headers, no
 * boundary at all) is the client's fault: both upload routes answer 400 with a sentence saying
 * the upload is incomplete, store no file and write no row. The parser reported these as plain
 * errors, which were 500s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, PDF_FILE, tableState } from '../../modules/projects/project-test-helpers';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { MULTIPART_TRUNCATED_MESSAGE } from './multipart-errors';

let t: TestApp;
let c: TestClient;
let dataDir: string;
let candidateId: number;

const BOUNDARY = 'tbTruncated';
const FILES_URL = '/api/v1/candidateFiles/uploadCandidateFiles';
const IMPORT_URL = '/api/v1/candidates/import/upload';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-truncated-'));
  t = await createTestApp({ seed: true, env: { FILES_DIR: path.join(dataDir, 'files'), DATA_DIR: dataDir } });
  c = new TestClient(t.app);
  expect((await c.login('demo@talentbase.dev')).status).toBe(200);
  candidateId = (
    await c.post('/api/v1/candidatesV2/create', { fullName: 'Tess Truncated', confirmDuplicate: true })
  ).body.profileId;
  await c.get('/api/auth/csrf');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function send(
  url: string,
  payload: Buffer | string,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `tb_session=${c.cookie('tb_session')}; tb_csrf=${c.cookie('tb_csrf')}`,
      'x-csrf-token': c.cookie('tb_csrf') ?? '',
      'content-type': contentType,
    },
    payload,
  });
}

const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, contentType: string, data: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${fileName}"\r\ncontent-type: ${contentType}\r\n\r\n${data}\r\n`;
const CLOSE = `--${BOUNDARY}--\r\n`;

/** Every file the routes stored under the data directory. */
function storedFiles(dir = dataDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? storedFiles(p) : [p];
  });
}

describe('truncated multipart bodies', () => {
  const pdf = PDF_FILE.toString('latin1');
  const csv = 'Full Name,Email\nAda Lovelace,ada@example.org\nAlan Turing,alan@example.org\n';

  it('answer 400 "incomplete" on file upload, storing nothing', async () => {
    const whole =
      field('candidateId', String(candidateId)) + filePart('files', 'cv.pdf', 'application/pdf', pdf);
    const cases = {
      'closing boundary missing': whole,
      'cut in the middle of the file': whole.slice(0, whole.length - 20),
      'cut inside the part headers': `${field('candidateId', String(candidateId))}--${BOUNDARY}\r\ncontent-disp`,
      'cut inside a field': field('candidateId', String(candidateId)).slice(0, -6),
      'not multipart at all': 'just some text',
    };
    const before = await tableState(t.db.pool);
    for (const [what, body] of Object.entries(cases)) {
      const res = await send(FILES_URL, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toEqual({
        code: 'VALIDATION_FAILED',
        message: MULTIPART_TRUNCATED_MESSAGE,
        details: { reason: 'truncated' },
      });
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('answer 400 "incomplete" on import upload, keeping no import', async () => {
    const whole = filePart('file', 'people.csv', 'text/csv', csv);
    const before = await tableState(t.db.pool);
    for (const [what, body] of Object.entries({
      'closing boundary missing': whole,
      'cut in the middle of the file': whole.slice(0, whole.length - 25),
      'cut inside the part headers': `--${BOUNDARY}\r\ncontent-disposition: form-da`,
    })) {
      const res = await send(IMPORT_URL, body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toBe(MULTIPART_TRUNCATED_MESSAGE);
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('answer 400 naming the missing boundary', async () => {
    for (const url of [FILES_URL, IMPORT_URL]) {
      const res = await send(url, `${field('x', 'y')}${CLOSE}`, 'multipart/form-data');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/no multipart boundary/);
    }
  });

  it('still take whole uploads', async () => {
    const file = await send(
      FILES_URL,
      field('candidateId', String(candidateId)) + filePart('files', 'cv.pdf', 'application/pdf', pdf) + CLOSE,
    );
    expect(file.statusCode, file.body).toBe(200);
    const imported = await send(IMPORT_URL, filePart('file', 'people.csv', 'text/csv', csv) + CLOSE);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().totalRows).toBe(2);
    expect(storedFiles().length).toBe(2);
  });
});
