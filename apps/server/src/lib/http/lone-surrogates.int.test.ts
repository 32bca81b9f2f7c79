/**
 * A lone UTF-16 surrogate (half of an emoji) is refused with a 400 naming the field, wherever the
 * text comes in: JSON bodies of every route (checked once, in the body parser), query strings,
 * path parameters and multipart fields and file names. PostgreSQL cannot store such text in
 * json/jsonb (it failed the statement: a 500) and turns it into U+FFFD in text columns, so each
 * refusal must also leave every table as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, multipart, PDF_FILE, tableState } from '../../modules/projects/project-test-helpers';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';
import { LONE_SURROGATE_MESSAGE } from './request-text';

let t: TestApp;
let c: TestClient;
let projectId: string;
let candidateId: number;
let templateId: string;

const HIGH = '\ud800';
const LOW = '\udfff';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  c = new TestClient(t.app);
  expect((await c.login('demo@talentbase.dev')).status).toBe(200);
  projectId = (
    await c.post('/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName: 'Surrogates',
    })
  ).body.data.projectId;
  candidateId = (
    await c.post('/api/v1/candidatesV2/create', {
      projectId,
      fullName: 'Sam Surrogate',
      confirmDuplicate: true,
    })
  ).body.profileId;
  const template = await c.post('/api/v1/hiring-process/templates', { templateName: 'Surrogate process' });
  templateId = String(template.body.data?.templateId ?? template.body.templateId);
  expect(candidateId).toBeGreaterThan(0);
});
afterAll(() => t.close());

/** The refusal every case expects: 400 in the app's error shape, naming the field. */
function expectRefused(res: TestResponse, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toEqual({
    code: 'VALIDATION_FAILED',
    message: LONE_SURROGATE_MESSAGE,
    details: { fields: { [field]: expect.stringMatching(/lone surrogate/) } },
  });
}

describe('lone surrogates in JSON bodies', () => {
  // JSON.stringify writes a lone surrogate as the escape `\ud800`, as a browser's client would.
  const cases = () =>
    [
      {
        what: 'project name',
        method: 'POST',
        url: '/api/v1/projects/create',
        body: { jobTitle: 'Engineer', projectStatus: 0, projectName: `Team ${HIGH}` },
        field: 'projectName',
      },
      {
        what: 'project location',
        method: 'POST',
        url: '/api/v1/projects/updateBasicInfo',
        body: {
          projectId,
          jobTitle: 'Engineer',
          projectStatus: 0,
          projectName: 'Ok',
          jobLocation: `Paris${LOW}`,
        },
        field: 'jobLocation',
      },
      {
        what: 'tags',
        method: 'POST',
        url: '/api/v1/pipelines/addTags',
        body: { candidateIds: [candidateId], tags: ['fine', `half ${HIGH}`], projectId },
        field: 'tags.1',
      },
      {
        what: 'candidate info (location)',
        method: 'POST',
        url: '/api/v1/candidatesV2/updateCandidateInfo',
        body: { candidateId, part: 'basicInfo', value: { fullname: 'Sam', location: `Lyon ${HIGH}` } },
        field: 'value.location',
      },
      {
        what: 'new candidate',
        method: 'POST',
        url: '/api/v1/candidatesV2/create',
        body: { fullName: `${LOW}Sam`, confirmDuplicate: true },
        field: 'fullName',
      },
      {
        what: 'hiring-process template',
        method: 'POST',
        url: '/api/v1/hiring-process/templates',
        body: { templateName: `Process ${HIGH}` },
        field: 'templateName',
      },
      {
        what: 'hiring-process stage name',
        method: 'PUT',
        url: `/api/v1/hiring-process/templates/${templateId}`,
        body: {
          templateName: 'Renamed',
          templateDetail: [
            { categoryName: 'Screen', stages: [{ stageName: `Call ${HIGH}`, stageStatus: 1 }] },
          ],
        },
        field: 'templateDetail.0.stages.0.stageName',
      },
      {
        what: 'watermark',
        method: 'PUT',
        url: '/api/v1/team-settings/pdf-watermark',
        body: { enabled: true, text: `Confidential ${HIGH}` },
        field: 'text',
      },
      {
        what: 'note',
        method: 'POST',
        url: '/api/v1/pipelines/addNotes',
        body: { candidateId, body: `Called ${LOW}`, visibility: 2 },
        field: 'body',
      },
      {
        what: 'an unknown key (before the schema sees it)',
        method: 'POST',
        url: '/api/v1/projects/create',
        body: { jobTitle: 'Engineer', projectStatus: 0, projectName: 'Ok', [`x${HIGH}`]: 1 },
        field: `x${HIGH}`,
      },
    ] as const;

  it('answers 400 naming the field, on every route named in the report, and writes nothing', async () => {
    const before = await tableState(t.db.pool);
    for (const k of cases()) {
      const res = await c.request(k.method, k.url, JSON.stringify(k.body), {
        'content-type': 'application/json',
      });
      expect(JSON.stringify(k.body), k.what).toMatch(/\\ud[89a-f]/);
      expectRefused(res, k.field);
    }
    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
  });

  it('still accepts well-formed text outside the BMP (a real emoji is a surrogate pair)', async () => {
    const res = await c.post('/api/v1/pipelines/addTags', {
      candidateIds: [candidateId],
      tags: ['rocket 🚀'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const watermark = await c.put('/api/v1/team-settings/pdf-watermark', {
      enabled: true,
      text: 'Secret 🔒',
    });
    expect(watermark.status).toBe(200);
    expect((await c.get('/api/v1/team-settings/pdf-watermark')).body.text ?? '').toMatch(/🔒/);
  });

  it('refuses the escape even when written in upper case or as the low half first', async () => {
    for (const text of [
      '{"jobTitle":"E","projectStatus":0,"projectName":"A\\uD83D"}',
      '{"jobTitle":"E","projectStatus":0,"projectName":"\\uDE00\\uD83D"}',
    ]) {
      const res = await c.request('POST', '/api/v1/projects/create', text, {
        'content-type': 'application/json',
      });
      expectRefused(res, 'projectName');
    }
  });
});

describe('lone surrogates outside JSON bodies', () => {
  const inject = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: `tb_session=${c.cookie('tb_session')}` } });

  it('cannot get one through a query string or a path parameter', async () => {
    // A URL is bytes: a raw surrogate is sent as U+FFFD, and the percent-escapes of one are not
    // UTF-8, so the query parser leaves them undecoded. Either way the handler gets valid text.
    const cursor = Buffer.from(JSON.stringify({ n: HIGH, id: 1 })).toString('base64url');
    for (const url of [
      `/api/v1/candidates/all?keyword=a${HIGH}`,
      '/api/v1/candidates/all?keyword=%ED%A0%80&tag=%uD800',
      `/api/v1/candidates/all?sort=name&cursor=${cursor}`,
      `/api/v1/candidates/tags?q=${LOW}`,
      `/api/v1/projects/list?keyword=%ED%B0%80`,
    ]) {
      const res = await inject(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const param = await inject(`/api/v1/candidates/import/${HIGH}`);
    expect(param.statusCode).toBe(404);
  });

  it('answers a percent-encoded surrogate in the path in the app error shape', async () => {
    const res = await inject('/api/v1/candidates/%ED%A0%80/record');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/not valid/),
      details: null,
    });
  });

  it('refuses them in multipart fields and file names decoded as UTF-16, and stores no file', async () => {
    const before = await tableState(t.db.pool);
    const boundary = 'tbSurrogate';
    const send = (url: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: `tb_session=${c.cookie('tb_session')}; tb_csrf=${c.cookie('tb_csrf')}`,
          'x-csrf-token': c.cookie('tb_csrf') ?? '',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    const field = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    // "\ud800.pdf" in UTF-16LE, percent-encoded as RFC 5987 allows for filename*.
    const utf16Name = `%00%D8${[...'.pdf'].map((ch) => `%${ch.charCodeAt(0).toString(16)}%00`).join('')}`;
    const file = (disposition: string, contentType: string, data: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; ${disposition}\r\ncontent-type: ${contentType}\r\n\r\n${data}\r\n`;

    const upload = await send(
      '/api/v1/candidateFiles/uploadCandidateFiles',
      Buffer.from(
        field('candidateId', String(candidateId)) +
          file(
            `name="files"; filename*=utf-16le''${utf16Name}`,
            'application/pdf',
            PDF_FILE.toString('latin1'),
          ) +
          `--${boundary}--\r\n`,
      ),
    );
    expect(upload.statusCode, upload.body).toBe(400);
    expect(upload.json().message).toBe(LONE_SURROGATE_MESSAGE);

    const utf16Field = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="projectId"\r\ncontent-type: text/plain; charset=utf-16le\r\n\r\n`,
      ),
      Buffer.from([0x31, 0x00, 0x00, 0xd8]),
      Buffer.from(
        `\r\n${field('candidateId', String(candidateId))}${file('name="files"; filename="cv.pdf"', 'application/pdf', PDF_FILE.toString('latin1'))}--${boundary}--\r\n`,
      ),
    ]);
    const fieldRes = await send('/api/v1/candidateFiles/uploadCandidateFiles', utf16Field);
    expect(fieldRes.statusCode, fieldRes.body).toBe(400);
    expect(fieldRes.json().details.fields).toEqual({ projectId: expect.stringMatching(/lone surrogate/) });

    const importRes = await send(
      '/api/v1/candidates/import/upload',
      Buffer.from(
        `${file(
          `name="file"; filename*=utf-16le''${utf16Name.replace('%70%00%64%00%66%00', '%63%00%73%00%76%00')}`,
          'text/csv',
          'Full Name\nAda\n',
        )}--${boundary}--\r\n`,
      ),
    );
    expect(importRes.statusCode, importRes.body).toBe(400);
    expect(importRes.json().message).toBe(LONE_SURROGATE_MESSAGE);

    expect(changedTables(before, await tableState(t.db.pool))).toEqual([]);
    // A well-formed upload still goes through.
    const good = await multipart(
      t.app,
      c,
      '/api/v1/candidateFiles/uploadCandidateFiles',
      { candidateId: String(candidateId) },
      [{ field: 'files', name: 'cv.pdf', data: PDF_FILE, contentType: 'application/pdf' }],
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
  });
});
