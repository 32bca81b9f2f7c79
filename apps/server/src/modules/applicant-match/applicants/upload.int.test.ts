import { FILE_MAX_BYTES } from '@talentbase/shared';
/**
 * Uploading applicants to a job over HTTP against a real database: a mix of résumé files and a
 * CSV gets one result per file or row in order; unreadable files and bad rows create nothing; the
 * same person twice in one upload, or again later, is a duplicate; a person the team already has
 * becomes the applicant with that profile; the callers the permission table does not allow, and
 * other teams, are refused without a write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';
import { makeDocx, makeEncryptedPdf, makeImageOnlyPdf, makeTextPdf } from '../intake/fixtures/build-files';
import { ENGLISH_RESUME, GERMAN_RESUME } from '../intake/fixtures/sample-resumes';

let t: RecordTestApp;
let secondJob: string;
let notAJob: string;

const JOBS = '/api/tb-v2/v1/applicant-match/jobs';
const upload = (projectId: string) => `/api/tb-v2/v1/applicant-match/projects/${projectId}/applicants/upload`;
const DESCRIPTION = `Senior Backend Engineer

Requirements:
- 5+ years of software development experience
- Strong Go, Python and PostgreSQL skills
- Bachelor's degree in Computer Science`;

beforeAll(async () => {
  t = await createRecordTestApp();
  const opened = await t.owner.post(JOBS, { projectId: t.projectId, jobDescription: DESCRIPTION });
  expect(opened.status).toBe(200);
  const second = await t.owner.post('/api/v1/projects/create', {
    jobTitle: 'Go Engineer',
    projectStatus: 0,
    projectName: 'Second job',
  });
  secondJob = second.body.data.projectId;
  expect((await t.owner.post(JOBS, { projectId: secondJob, jobDescription: DESCRIPTION })).status).toBe(200);
  const plain = await t.owner.post('/api/v1/projects/create', {
    jobTitle: 'Sourcing only',
    projectStatus: 0,
    projectName: 'Not a job',
  });
  notAJob = plain.body.data.projectId;
}, 180_000);
afterAll(() => t?.close());

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.pool.query(sql, params)).rows[0].n as number;
}
const applicants = (projectId: string) =>
  count('select count(*)::int as n from match_applicants where project_id = $1', [projectId]);
const teamFiles = () => count('select count(*)::int as n from candidate_files');
const profiles = () => count('select count(*)::int as n from talent_profiles');

const CSV = [
  'Full Name,Email,Phone,Title,Company,Location,LinkedIn,Favourite colour',
  'Bo Chen,bo.chen@example.com,+1 206 555 0100,Data Engineer,Initech,"Seattle, WA",linkedin.com/in/bochen,blue',
  'No Email,not-an-email,,,,,,',
  'Jane Q. Doe,jane.doe@example.com,,,,,,',
].join('\n');

describe('uploading applicants', () => {
  it('answers each file and row in order, adds the readable ones and invents nothing', async () => {
    const filesBefore = await teamFiles();
    const profilesBefore = await profiles();
    const res = await t.recruiter.upload(upload(t.projectId), {}, [
      { name: 'jane.pdf', data: await makeTextPdf(ENGLISH_RESUME) },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
      { name: 'locked.pdf', data: makeEncryptedPdf() },
      { name: 'scan.pdf', data: await makeImageOnlyPdf() },
      { name: 'lukas.docx', data: makeDocx(GERMAN_RESUME) },
      {
        name: 'ann.json',
        data: Buffer.from(
          JSON.stringify({
            basics: { name: 'Ann Lee', email: 'ann.lee@example.com', label: 'Backend Engineer' },
            work: [{ name: 'Hooli', position: 'Backend Engineer', startDate: '2019-01-01' }],
            skills: [{ name: 'Go' }, { name: 'PostgreSQL' }],
          }),
        ),
      },
      { name: 'applicants.csv', data: Buffer.from(CSV) },
      { name: 'jane-copy.txt', data: Buffer.from(ENGLISH_RESUME.join('\n')) },
    ]);
    expect(res.status).toBe(200);
    const rows = res.body.results.map((r: { fileName: string; row?: number; status: string }) => [
      r.fileName,
      r.row ?? null,
      r.status,
    ]);
    expect(rows).toEqual([
      ['jane.pdf', null, expect.stringMatching(/^added/)],
      ['empty.pdf', null, 'rejected'],
      ['locked.pdf', null, 'rejected'],
      ['scan.pdf', null, 'rejected'],
      ['lukas.docx', null, 'added_with_warnings'],
      ['ann.json', null, expect.stringMatching(/^added/)],
      ['applicants.csv', 1, 'added'],
      ['applicants.csv', 2, 'rejected'],
      ['applicants.csv', 3, 'duplicate'],
      ['jane-copy.txt', null, 'duplicate'],
    ]);
    const [jane, empty, locked, scan, lukas, , bo, noEmail, janeRow] = res.body.results;
    expect(empty.reason).toContain('empty');
    expect(locked.reason).toMatch(/password|encrypt/i);
    expect(scan.reason).toMatch(/scan|image|text/i);
    expect(lukas.warnings.join(' ')).toContain('German');
    expect(noEmail.reason).toMatch(/Email/);
    expect(janeRow.reason).toContain('jane.pdf');
    expect(jane).toMatchObject({ fullName: 'Jane Q. Doe', matchedCandidate: null });
    expect(jane.applicantId).toMatch(/^\d+$/);
    expect(bo).toMatchObject({ fullName: 'Bo Chen', warnings: [] });
    expect(res.body).toMatchObject({ added: 4, duplicates: 2, rejected: 4 });

    // Four people, four applicants, four new profiles; a kept file for each of the three résumés.
    expect(await applicants(t.projectId)).toBe(4);
    expect(await profiles()).toBe(profilesBefore + 4);
    expect(await teamFiles()).toBe(filesBefore + 3);
    const stored = (
      await t.db.pool.query(
        `select a.source, a.lack_resume, a.resume is not null as has_resume, a.features is not null as has_features,
                a.resume_file_id is not null as has_file, a.match_level, a.review_status, f.kind, f.profile_id = a.profile_id as own_file
           from match_applicants a left join candidate_files f on f.id = a.resume_file_id
          where a.project_id = $1 order by a.id`,
        [t.projectId],
      )
    ).rows;
    expect(stored).toEqual([
      expect.objectContaining({
        source: 'resume',
        lack_resume: false,
        has_resume: true,
        has_features: true,
        has_file: true,
        kind: 'resume',
        own_file: true,
      }),
      expect.objectContaining({ source: 'resume', lack_resume: false, has_file: true }),
      expect.objectContaining({ source: 'json_resume', lack_resume: false, has_file: true }),
      expect.objectContaining({
        source: 'csv',
        lack_resume: true,
        has_resume: false,
        has_features: false,
        has_file: false,
      }),
    ]);
    // All under review. Their level is not checked here: the scoring the upload asked for may
    // already be running in the background (the scoring tests check levels).
    expect(stored.every((r) => r.review_status === 1)).toBe(true);

    // The original file is kept for preview, served as it was uploaded.
    const fileId = (
      await t.db.pool.query('select resume_file_id::text as id from match_applicants where id = $1', [
        jane.applicantId,
      ])
    ).rows[0].id;
    const content = await t.recruiter.get(`/api/v1/candidateFiles/${fileId}/content`);
    expect(content.status).toBe(200);
    expect(String(content.headers['content-type'])).toBe('application/pdf');

    // Each applicant's record says they applied to this job.
    expect(
      await count(
        `select count(*)::int as n from candidate_activities where action = 'applied' and project_id = $1`,
        [t.projectId],
      ),
    ).toBe(4);
  });

  it('reuses the profile of a candidate the team already has, and refuses someone who already applied', async () => {
    const profilesBefore = await profiles();
    const janeId = (
      await t.db.pool.query(
        `select a.profile_id::text as id from match_applicants a join talent_profiles p on p.id = a.profile_id
          where a.project_id = $1 and p.full_name = 'Jane Q. Doe'`,
        [t.projectId],
      )
    ).rows[0].id;
    const elsewhere = await t.owner.upload(upload(secondJob), {}, [
      { name: 'jane.txt', data: Buffer.from(ENGLISH_RESUME.join('\n')) },
    ]);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.results[0]).toMatchObject({
      status: expect.stringMatching(/^added/),
      candidateId: janeId,
      matchedCandidate: {
        candidateId: janeId,
        fullName: 'Jane Q. Doe',
        reasons: expect.arrayContaining(['email']),
      },
    });
    expect(await profiles()).toBe(profilesBefore);

    const again = await t.owner.upload(upload(t.projectId), {}, [
      { name: 'jane-again.pdf', data: await makeTextPdf(ENGLISH_RESUME) },
    ]);
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate', candidateId: janeId });
    expect(again.body.results[0].reason).toContain('already applied');
    expect(await applicants(t.projectId)).toBe(4);
    expect(await profiles()).toBe(profilesBefore);
  });

  it('refuses callers without the role, other teams and projects that are not jobs, writing nothing', async () => {
    const before = await applicants(t.projectId);
    const filesBefore = await teamFiles();
    const file = [
      {
        name: 'zoe.txt',
        data: Buffer.from('Zoe Park\nzoe@example.com\n\nEXPERIENCE\nEngineer, Acme 2019 - 2024'),
      },
    ];

    const viewer = await t.viewer.upload(upload(t.projectId), {}, file);
    expect(viewer.status).toBe(403);
    const screener = await t.manager.upload(upload(t.projectId), {}, file);
    expect(screener.status).toBe(403);
    const other = await t.other.upload(upload(t.projectId), {}, file);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Project not found');
    const unknown = await t.owner.upload(upload('999999999'), {}, file);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(other.body.message);
    const plain = await t.owner.upload(upload(notAJob), {}, file);
    expect(plain.status).toBe(409);
    expect(plain.body.message).toContain('not an applicant-match job');
    const sample = await t.owner.upload(upload('-2'), {}, file);
    expect(sample.status).toBe(404);

    const none = await t.owner.upload(upload(t.projectId), { note: 'x' }, []);
    expect(none.status).toBe(400);
    const tooMany = await t.owner.upload(
      upload(t.projectId),
      {},
      Array.from({ length: 51 }, (_, i) => ({ name: `r${i}.txt`, data: Buffer.from(`Person ${i}`) })),
    );
    expect(tooMany.status).toBe(413);
    const notMultipart = await t.owner.post(upload(t.projectId), { files: [] });
    expect(notMultipart.status).toBe(415);

    expect(await applicants(t.projectId)).toBe(before);
    expect(await teamFiles()).toBe(filesBefore);
  });
  it('refuses a file over 10 MB on its own and reads the rest of the batch', async () => {
    const before = await applicants(t.projectId);
    const big = Buffer.alloc(FILE_MAX_BYTES + 1024, 0x20);
    big.write('%PDF-1.7\n');
    const res = await t.recruiter.upload(upload(t.projectId), {}, [
      { name: 'huge-scan.pdf', data: big },
      {
        name: 'ann-two.txt',
        data: Buffer.from(
          [
            'Ann Two',
            'ann.two@example.com',
            'Denver, CO, US',
            '',
            'EXPERIENCE',
            'Backend Engineer — Frontier Parcel | 2020-02 – Present',
            '- Builds Go services on PostgreSQL.',
            '',
            'SKILLS',
            'Go, PostgreSQL, Docker',
          ].join('\n'),
        ),
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results.map((r: { fileName: string; status: string }) => [r.fileName, r.status])).toEqual(
      [
        ['huge-scan.pdf', 'rejected'],
        ['ann-two.txt', expect.stringMatching(/^added/)],
      ],
    );
    expect(res.body.results[0].reason).toBe('"huge-scan.pdf" is over the 10 MB limit for a file.');
    expect(await applicants(t.projectId)).toBe(before + 1);
  });
});
