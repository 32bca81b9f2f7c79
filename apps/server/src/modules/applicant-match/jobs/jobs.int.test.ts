/**
 * Applicant-match jobs over HTTP against a real database: a project becomes a job with its
 * description, the persona is built from it and edited with every version kept, by the roles the
 * spec allows; conflicting edits, bad input and other teams are refused without a write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordTestApp, type RecordTestApp } from '../../candidate-records/record-fixture';

let t: RecordTestApp;
beforeAll(async () => {
  t = await createRecordTestApp();
}, 180_000);
afterAll(() => t?.close());

const BASE = '/api/tb-v2/v1/applicant-match/jobs';
const DESCRIPTION = `Senior Backend Engineer

We are hiring a backend engineer to build our payments platform.

Requirements:
- 5+ years of professional software development experience
- Strong Python and PostgreSQL skills
- Bachelor's degree in Computer Science or a related field
- Must be authorized to work in the United States

Nice to have:
- Experience with Kubernetes
- Fluent Spanish`;

const names = (list: { name: string }[]) => list.map((s) => s.name);

async function count(table: string): Promise<number> {
  return (await t.db.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n;
}

describe('applicant-match jobs', () => {
  it('opens a project as a job, builds the persona from the description and keeps each version', async () => {
    const opened = await t.owner.post(BASE, { projectId: t.projectId, jobDescription: DESCRIPTION });
    expect(opened.status).toBe(200);
    const job = opened.body;
    expect(job).toMatchObject({
      projectId: t.projectId,
      personaVersion: 1,
      lackJD: false,
      canEditPersona: true,
    });
    expect(names(job.persona.mustHaveSkills)).toEqual(expect.arrayContaining(['Python', 'PostgreSQL']));
    expect(job.persona.minYearsExperience).toBe(5);
    expect(job.rankingStatus).toMatchObject({ matchStatus: 'idle', totalCount: 0, scoringFinishedCount: 0 });
    const relation = await t.owner.post('/api/v1/projects/getProjectRelation', { projectIds: [t.projectId] });
    expect(relation.body.data).toEqual([expect.objectContaining({ type: 'APPLICANT_MATCH' })]);

    // The screener (hiring manager) edits the persona: version 2, kept in the history.
    const edited = {
      ...job.persona,
      niceToHaveSkills: [...job.persona.niceToHaveSkills, { name: 'Terraform', minYears: null }],
    };
    delete edited.lackJD;
    const saved = await t.manager.put(`${BASE}/${t.projectId}/persona`, { persona: edited, fromVersion: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.personaVersion).toBe(2);
    expect(names(saved.body.persona.niceToHaveSkills)).toContain('Terraform');

    // An edit made from version 1 now conflicts and changes nothing.
    const stale = await t.recruiter.put(`${BASE}/${t.projectId}/persona`, {
      persona: edited,
      fromVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('changed by someone else');

    const history = await t.owner.get(`${BASE}/${t.projectId}/persona-history`);
    expect(history.status).toBe(200);
    expect(history.body.data.map((v: { version: number; source: string }) => [v.version, v.source])).toEqual([
      [2, 'edited'],
      [1, 'extracted'],
    ]);
    expect(history.body.data[0].changedBy.name).toBeTruthy();

    // A new description builds the persona again as version 3.
    const described = await t.recruiter.put(`${BASE}/${t.projectId}/description`, { jobDescription: '' });
    expect(described.status).toBe(200);
    expect(described.body).toMatchObject({ personaVersion: 3, lackJD: true });
    expect(described.body.persona.lackJD).toBe(true);
  });

  it('lets only the roles the spec names edit, and hides the job from other teams', async () => {
    const before = await count('match_persona_versions');
    const job = (await t.owner.get(`${BASE}/${t.projectId}`)).body;
    const { lackJD: _, ...persona } = job.persona;
    const viewer = await t.viewer.put(`${BASE}/${t.projectId}/persona`, {
      persona,
      fromVersion: job.personaVersion,
    });
    expect(viewer.status).toBe(403);
    expect((await t.viewer.get(`${BASE}/${t.projectId}`)).body.canEditPersona).toBe(false);
    expect((await t.viewer.post(BASE, { projectId: t.projectId, jobDescription: 'x' })).status).toBe(403);
    expect((await t.other.get(`${BASE}/${t.projectId}`)).status).toBe(404);
    expect(
      (await t.other.put(`${BASE}/${t.projectId}/persona`, { persona, fromVersion: job.personaVersion }))
        .status,
    ).toBe(404);
    expect((await t.other.post(BASE, { projectId: t.projectId, jobDescription: DESCRIPTION })).status).toBe(
      404,
    );
    expect((await t.other.get(`${BASE}/${t.projectId}/persona-history`)).status).toBe(404);
    expect(await count('match_persona_versions')).toBe(before);
  });

  it('refuses bad input with a clear 400 and takes a 100,000-character description', async () => {
    const tooLong = await t.owner.post(BASE, { projectId: t.projectId, jobDescription: 'a'.repeat(100_001) });
    expect(tooLong.status).toBe(400);
    expect((await t.owner.post(BASE, { projectId: 'abc', jobDescription: 'x' })).status).toBe(400);
    expect((await t.owner.post(BASE, { projectId: t.projectId })).status).toBe(400);
    expect((await t.owner.get(`${BASE}/999999999`)).status).toBe(404);
    const job = (await t.owner.get(`${BASE}/${t.projectId}`)).body;
    const badPersona = await t.owner.put(`${BASE}/${t.projectId}/persona`, {
      persona: { ...job.persona, minYearsExperience: -3 },
      fromVersion: job.personaVersion,
    });
    expect(badPersona.status).toBe(400);
    const long = `${DESCRIPTION}\n\n${'We value clear writing and careful code review. '.repeat(2000)}`.slice(
      0,
      100_000,
    );
    const big = await t.owner.put(`${BASE}/${t.projectId}/description`, { jobDescription: long });
    expect(big.status).toBe(200);
    expect(names(big.body.persona.mustHaveSkills)).toEqual(expect.arrayContaining(['Python']));
  });
});
