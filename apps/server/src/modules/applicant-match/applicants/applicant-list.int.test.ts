/**
 * The applicant list of a real job against a real database: sorting, match-level, unread and
 * keyword filters, paging, the counts beside it, the view log, the résumé and its file, and the
 * scoring detail; who may read them (the project's visibility rule) and another team's ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AM, type ApplicantTestApp, createApplicantTestApp } from './applicant-list-fixture';

let t: ApplicantTestApp;
let ids: string[];
const list = (body: Record<string, unknown>, client = t.owner) =>
  client.post(`${AM}/projects/${t.projectId}/applicants/search`, { stage: 1, ...body });
const names = (res: { body: { applicants: { profile: { basic: { fullname: string } } }[] } }) =>
  res.body.applicants.map((a) => a.profile.basic.fullname);

beforeAll(async () => {
  t = await createApplicantTestApp();
  ids = await t.addApplicants([
    { name: 'Ava Best', score: 0.91, level: 'best', appliedMinutesAgo: 50, email: true },
    { name: 'Ben Good', score: 0.72, level: 'good', appliedMinutesAgo: 10, company: 'Globex' },
    { name: 'Cid Tie', score: 0.72, level: 'good', appliedMinutesAgo: 30 },
    { name: 'Dee Partial', score: 0.41, level: 'partial', appliedMinutesAgo: 5, title: 'Data Analyst' },
    { name: 'Eve Pending', level: 'pending', appliedMinutesAgo: 1 },
    { name: 'Fay Forward', score: 0.8, level: 'best', status: 2 },
    { name: 'Gus Declined', score: 0.2, level: 'not match', status: 0 },
  ]);
}, 180_000);
afterAll(() => t?.close());

describe('the applicant list', () => {
  it('gives a stage best first, ties by id, with the shape of the sample list', async () => {
    const res = await list({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(5);
    expect(names(res)).toEqual(['Ava Best', 'Ben Good', 'Cid Tie', 'Dee Partial', 'Eve Pending']);
    const [first] = res.body.applicants;
    expect(first).toMatchObject({
      applicantId: ids[0],
      scoringDetailId: ids[0],
      stage: 1,
      matchType: 'best',
      score: 0.91,
      viewed: false,
      source: { applicantMatchId: ids[0] },
    });
    expect(first.candidateId).toMatch(/^\d+$/);
    // Contacts stay masked until the team reveals them, as on the candidate record.
    expect(first.contacts.revealed).toBe(false);
    expect(first.contacts.emailV2.primaryEmail).toBeNull();
    expect(first.contacts.emailV2.maskedEmails).toEqual(['p***@m***.example']);
    expect(
      (await list({ stage: 2 })).body.applicants.map((a: { applicantId: string }) => a.applicantId),
    ).toEqual([ids[5]]);
    expect(names(await list({ stage: 0 }))).toEqual(['Gus Declined']);
  });

  it('sorts by application date (newest first) or by name', async () => {
    expect(names(await list({ sort: 'appliedAt' }))).toEqual([
      'Eve Pending',
      'Dee Partial',
      'Ben Good',
      'Cid Tie',
      'Ava Best',
    ]);
    expect(names(await list({ sort: 'name' }))).toEqual([
      'Ava Best',
      'Ben Good',
      'Cid Tie',
      'Dee Partial',
      'Eve Pending',
    ]);
  });

  it('filters by match level and keyword (name, title or company; wildcards are letters)', async () => {
    const good = await list({ matchLevels: ['good', 'pending'] });
    expect(good.body.total).toBe(3);
    expect(names(good)).toEqual(['Ben Good', 'Cid Tie', 'Eve Pending']);
    expect(names(await list({ keyword: 'globex' }))).toEqual(['Ben Good']);
    expect(names(await list({ keyword: 'data analyst' }))).toEqual(['Dee Partial']);
    expect((await list({ keyword: '%' })).body.total).toBe(0);
  });

  it('pages with start and limit, keeping the total', async () => {
    const page = await list({ start: 2, limit: 2 });
    expect(page.body.total).toBe(5);
    expect(names(page)).toEqual(['Cid Tie', 'Dee Partial']);
    const past = await list({ start: 10, limit: 2 });
    expect(past.body).toEqual({ total: 5, applicants: [] });
  });

  it('marks what the caller opened: view log, unread, stage summary and counts', async () => {
    const before = await t.owner.get(`${AM}/projects/${t.projectId}/applicants/unread`);
    expect(before.body).toEqual({
      total: 7,
      byStage: [
        { stage: 0, count: 1 },
        { stage: 1, count: 5 },
        { stage: 2, count: 1 },
      ],
    });
    for (let i = 0; i < 2; i++) {
      const viewed = await t.owner.post(`${AM}/projects/${t.projectId}/applicants/${ids[0]}/view-log`, {});
      expect(viewed.status, JSON.stringify(viewed.body)).toBe(200);
      expect(viewed.body).toEqual({});
    }
    const { rows } = await t.db.pool.query(
      'select view_count, first_viewed_at <= last_viewed_at as ordered from match_applicant_views where applicant_id = $1',
      [ids[0]],
    );
    expect(rows).toEqual([{ view_count: 2, ordered: true }]);

    expect((await list({})).body.applicants[0].viewed).toBe(true);
    expect(names(await list({ unreadOnly: true }))).not.toContain('Ava Best');
    // Read is per person: the recruiter has not opened it.
    expect((await list({}, t.recruiter)).body.applicants[0].viewed).toBe(false);
    const summary = await t.owner.get(`${AM}/projects/${t.projectId}/applicants/stage-summary`);
    expect(summary.body.stages).toEqual([
      { stage: 0, count: 1, unread: 1 },
      { stage: 1, count: 5, unread: 4 },
      { stage: 2, count: 1, unread: 1 },
    ]);
    const count = await t.owner.get(`${AM}/projects/${t.projectId}/applicants/count`);
    expect(count.body).toEqual({ total: 7, byGroup: { UnderReview: 5, MovedForward: 1, Declined: 1 } });
  });

  it('answers 404 alike for another team, an outsider of a members-only project and unknown ids', async () => {
    for (const client of [t.other, t.outsider]) {
      expect((await list({}, client)).status).toBe(404);
      expect((await client.get(`${AM}/projects/${t.projectId}/applicants/count`)).status).toBe(404);
      expect(
        (await client.post(`${AM}/projects/${t.projectId}/applicants/${ids[0]}/view-log`, {})).status,
      ).toBe(404);
      expect((await client.get(`${AM}/applicants/${ids[0]}/resume`)).status).toBe(404);
      expect((await client.get(`${AM}/applicants/${ids[0]}/resume/file`)).status).toBe(404);
      expect((await client.get(`${AM}/applicants/scoring-detail/${ids[0]}`)).status).toBe(404);
    }
    // An applicant of another project is not one of this project's.
    const [theirs] = await t.addApplicants([{ name: 'Hal Theirs' }], t.otherProjectId);
    expect(
      (await t.owner.post(`${AM}/projects/${t.projectId}/applicants/${theirs}/view-log`, {})).status,
    ).toBe(404);
    expect((await t.owner.get(`${AM}/applicants/${theirs}/resume`)).status).toBe(404);
    expect((await list({ keyword: 'Hal' })).body.total).toBe(0);
    // The viewer (collaborator) of the project reads it.
    expect((await list({}, t.viewer)).status).toBe(200);
  });

  it('refuses bad filters with 400', async () => {
    for (const body of [
      { matchLevels: ['excellent'] },
      { sort: 'salary' },
      { keyword: 'x'.repeat(201) },
      { unreadOnly: 'yes' },
      { limit: 101 },
    ])
      expect((await list(body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('résumé and scoring detail', () => {
  it('gives the résumé text and a file URL that serves it privately', async () => {
    const res = await t.owner.get(`${AM}/applicants/${ids[0]}/resume`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      applicantId: ids[0],
      location: `${AM}/applicants/${ids[0]}/resume/file`,
      text: 'Ava Best\nBackend Engineer at Initech\nGo, PostgreSQL',
      fileName: null,
    });
    // No file was kept (the fixture's applicants came as text): the text is served as plain text.
    const file = await t.owner.get(res.body.data.location);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="resume-\d+\.txt"/);
    expect(file.headers['cache-control']).toBe('private, max-age=300');
  });

  it('streams the original file with its type, and sends a type it does not trust as a download', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const { rows } = await t.db.pool.query('select profile_id from match_applicants where id = $1', [ids[1]]);
    const upload = await t.owner.upload(
      '/api/v1/candidateFiles/uploadCandidateFiles',
      { candidateId: String(rows[0].profile_id) },
      [{ field: 'files', name: 'Ben Good résumé.pdf', data: pdf, contentType: 'application/pdf' }],
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const fileId = (
      await t.db.pool.query('select id from candidate_files where profile_id = $1', [rows[0].profile_id])
    ).rows[0].id;
    await t.db.pool.query('update match_applicants set resume_file_id = $1 where id = $2', [fileId, ids[1]]);
    const meta = await t.owner.get(`${AM}/applicants/${ids[1]}/resume`);
    expect(meta.body.data).toMatchObject({ fileName: 'Ben Good résumé.pdf', contentType: 'application/pdf' });
    const file = await t.owner.get(meta.body.data.location);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('inline;');
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''Ben%20Good%20r%C3%A9sum%C3%A9.pdf",
    );
    expect(String(file.body).startsWith('%PDF-1.7')).toBe(true);

    await t.db.pool.query(`update candidate_files set content_type = 'text/html' where id = $1`, [fileId]);
    const html = await t.owner.get(meta.body.data.location);
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('explains a scored applicant (the detail id is the applicant id) and says when one is still pending', async () => {
    const res = await t.owner.get(`${AM}/applicants/scoring-detail/${ids[0]}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      scoringDetailId: ids[0],
      applicantId: ids[0],
      score: 0.91,
      matchSummary: { matchType: 'best' },
    });
    const pending = await t.owner.get(`${AM}/applicants/scoring-detail/${ids[4]}`);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toContain('still being scored');
    expect((await t.owner.get(`${AM}/applicants/scoring-detail/99999999`)).status).toBe(404);
  });
});
