/**
 * The applicant-scoring job against a real database (its handler run directly): every applicant
 * of the job is scored against the current persona in batches, with levels, scores in [0, 1) and
 * the ranking status kept current; an applicant without a résumé is 'not match' with lackResume;
 * features computed on the way are kept and give the same detail when read back; an edited
 * persona makes every applicant stale and the next run scores them again; another team's rows are
 * never touched. Ranking status and match insights answer the job over HTTP, and 404 for others.
 */
import type { Persona, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonDocument } from '../../../db/json-param';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { createTeamCandidates, createTeamCandidatesFromDocuments } from '../../candidates/create-candidate';
import { EVAL_JOBS } from '../matching/eval/jobs';
import { readResume } from '../matching/eval/read-resume';
import { HEALTH_RESUMES } from '../matching/eval/resumes-health';
import { TECH_DESIGN_RESUMES } from '../matching/eval/resumes-tech-design';
import { personaFeatures } from '../matching/persona-features';
import { scoreApplicant } from '../matching/score-applicant';
import { featuresFormat } from '../matching/stored-features';
import { run } from './applicant-scoring.handler';
import { inProcessScoringSettled } from './request-scoring';
import { scoreJobApplicants } from './score-job-applicants';
import { featuresFromColumns } from './stored-columns';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let projectId: string;
let scope: { teamId: string; userId: string };
let otherTeamId: string;

const BASE = '/api/tb-v2/v1/applicant-match';
const JOB = EVAL_JOBS.find((j) => j.id === 'backend-python');
const RESUMES = {
  python: TECH_DESIGN_RESUMES['sw-senior-python'],
  java: TECH_DESIGN_RESUMES['sw-java-backend'],
  designer: TECH_DESIGN_RESUMES['product-designer'],
  nurse: HEALTH_RESUMES['nurse-icu'],
} as Record<string, string>;

const query = async (text: string, params: unknown[] = []) => (await t.db.pool.query(text, params)).rows;
const ctx = () => ({ db: t.db.db, log: { info: () => {}, error: () => {} } });

async function addApplicant(resumeText: string | null, name: string, team = scope): Promise<number> {
  return t.db.db.transaction(async (tx) => {
    const resume = resumeText === null ? null : readResume(resumeText);
    const [profileId] = resume
      ? await createTeamCandidatesFromDocuments(tx, team, [resume], { source: 'import' })
      : await createTeamCandidates(tx, team, [{ fullName: name }], { source: 'import' });
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into match_applicants (team_id, project_id, profile_id, resume, lack_resume, source)
      values (${team.teamId}, ${Number(projectId)}, ${profileId as number},
              ${resume ? jsonDocument(resume) : null}::jsonb, ${resume === null}, ${resume ? 'resume' : 'csv'})
      returning id`);
    return Number(rows[0]?.id);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: rows are asserted on by value
type Row = Record<string, any>;
const byName = async (): Promise<Record<string, Row>> =>
  Object.fromEntries(
    (
      await query(
        `select a.id, p.full_name, a.match_level, a.score, a.scoring_detail, a.scored_persona_version, a.team_id,
                a.features, a.ranking_features, a.resume
           from match_applicants a join talent_profiles p on p.id = a.profile_id
          where a.project_id = $1 and a.team_id = $2`,
        [projectId, scope.teamId],
      )
    ).map((r) => [r.full_name, r]),
  );

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  owner = new TestClient(t.app);
  await owner.login('demo@talentbase.dev');
  other = new TestClient(t.app);
  await other.login('growth.recruiter@talentbase.dev');
  const [me] = await query(
    `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'demo@talentbase.dev'`,
  );
  scope = { teamId: me.team_id, userId: me.id };
  const [them] = await query(
    `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = 'growth.recruiter@talentbase.dev'`,
  );
  otherTeamId = them.team_id;
  const created = await owner.post('/api/v1/projects/create', {
    jobTitle: JOB?.jobTitle,
    jobLocation: 'Seattle, WA',
    projectStatus: 0,
    projectName: 'Backend hiring',
  });
  projectId = created.body.data.projectId;
  const opened = await owner.post(`${BASE}/jobs`, { projectId, jobDescription: JOB?.description });
  expect(opened.status).toBe(200);
  // Opening the job sets off a background run (no worker here): let it end before the applicants
  // are added, or on a busy machine it may score them before the tests do.
  await inProcessScoringSettled();
  // Ids across a power of ten (98, 99, 100, ...): batches must walk them in number order, not as text.
  await query('alter table match_applicants alter column id restart with 98');
  for (const [name, text] of Object.entries(RESUMES)) await addApplicant(text, name);
  await addApplicant(null, 'Casey Csvrow');
  // A row of another team filed under this project: the job must never score it.
  await addApplicant(RESUMES.python as string, 'Stray', { teamId: otherTeamId, userId: them.id });
}, 180_000);
afterAll(() => t?.close());

describe('applicant scoring', () => {
  it('scores every applicant in batches and keeps the ranking status', async () => {
    const result = await scoreJobApplicants(t.db.db, Number(projectId), { batchSize: 2 });
    expect(result).toEqual({ ranked: 5, detailed: 5, batches: 3 });
    const rows = await byName();
    const mine = Object.values(rows).filter((r) => r.team_id === scope.teamId);
    expect(mine).toHaveLength(5);
    for (const r of mine) {
      expect(r.scored_persona_version).toBe(1);
      expect(['best', 'good', 'partial', 'not match']).toContain(r.match_level);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThan(1);
      expect(r.scoring_detail.matchSummary.matchType).toBe(r.match_level);
    }
    const python = rows['Daniel Okafor'] as Row;
    const nurse = Object.values(rows).find((r) => /Gutierrez/.test(r.full_name ?? '')) as Row;
    expect(['best', 'good']).toContain(python.match_level);
    expect(nurse.match_level).toBe('not match');
    expect(python.score).toBeGreaterThan(nurse.score);

    const csv = rows['Casey Csvrow'] as Row;
    expect(csv).toMatchObject({ match_level: 'not match', score: 0, features: null, ranking_features: null });
    expect(csv.scoring_detail.lackResume).toBe(true);

    // Another team's row under this project id stays as it was.
    const stray = (
      await query(`select match_level, scored_persona_version from match_applicants where team_id = $1`, [
        otherTeamId,
      ])
    )[0];
    expect(stray).toEqual({ match_level: 'pending', scored_persona_version: null });

    const [job] = await query(
      `select match_status, total_count, scoring_finished_count, start_scoring_date, persona from match_jobs where project_id = $1`,
      [projectId],
    );
    expect(job).toMatchObject({ match_status: 'done', total_count: 5, scoring_finished_count: 5 });
    expect(job.start_scoring_date).not.toBeNull();

    // Features computed while scoring are kept, and scoring from them gives the same detail.
    const persona = personaFeatures(job.persona as Persona);
    expect(python.ranking_features.format).toBe(featuresFormat());
    expect(python.ranking_features.ranking).toBeDefined();
    expect(python.features.ranking).toBeUndefined();
    const features = featuresFromColumns(python.ranking_features, python.features, python.resume.text);
    expect(features).not.toBeNull();
    const again: ScoringDetail = scoreApplicant(persona, features as NonNullable<typeof features>);
    expect(JSON.parse(JSON.stringify(again))).toEqual(python.scoring_detail);
  });

  it('answers the ranking status and match insights of the job, and 404 for another team', async () => {
    const status = await owner.post(`${BASE}/jobs/ranking-status`, { projectId });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      jobProjectInfo: {
        projectId,
        projectName: 'Backend hiring',
        jobTitle: JOB?.jobTitle,
        jobLocation: 'Seattle, WA',
      },
      personaId: '1',
      projectId,
      type: 'APPLICANT_MATCH',
      matchStatus: 'finished',
      status: 'active',
      atsName: '',
      atsJobId: '',
      totalCount: 5,
      scoringFinishedCount: 5,
    });
    expect(Date.parse(status.body.startScoringDate)).not.toBeNaN();

    const insights = await owner.post(`${BASE}/jobs/match-insights`, {
      jobList: [{ projectId }, { projectId: '-2' }],
    });
    expect(insights.status).toBe(200);
    const [mine, sample] = insights.body.data;
    const levels = await query(
      `select match_level, count(*)::int as n from match_applicants where project_id = $1 and team_id = $2 group by 1`,
      [projectId, scope.teamId],
    );
    const n = (level: string) => levels.find((l) => l.match_level === level)?.n ?? 0;
    expect(mine).toEqual({
      projectId,
      atsJobId: '',
      matchInfo: {
        best: n('best'),
        good: n('good'),
        partial: n('partial'),
        notMatch: n('not match'),
        pending: 0,
      },
      stageCountInfo: [
        { stage: 0, count: 0 },
        { stage: 1, count: 5 },
        { stage: 2, count: 0 },
      ],
      lackJD: false,
      jobStatus: 'open',
      atsJobFormatTitle: `${JOB?.jobTitle} (Seattle, WA)`,
    });
    expect(mine.matchInfo.notMatch).toBeGreaterThanOrEqual(2);
    expect(sample.projectId).toBe('-2');

    const theirs = await other.post(`${BASE}/jobs/ranking-status`, { projectId });
    expect(theirs.status).toBe(404);
    const theirInsights = await other.post(`${BASE}/jobs/match-insights`, { jobList: [{ projectId }] });
    expect(theirInsights.status).toBe(404);
    expect(theirInsights.body.message).toBe(theirs.body.message);
    const notAJob = await owner.post('/api/v1/projects/create', {
      jobTitle: 'x',
      projectStatus: 0,
      projectName: 'Plain',
    });
    expect(
      (await owner.post(`${BASE}/jobs/ranking-status`, { projectId: notAJob.body.data.projectId })).status,
    ).toBe(404);
  });

  it('scores everyone again after the persona is edited, also when it changes during a run', async () => {
    const job = await owner.get(`${BASE}/jobs/${projectId}`);
    const persona = { ...job.body.persona, mustHaveSkills: [] };
    delete persona.lackJD;
    const edited = await owner.put(`${BASE}/jobs/${projectId}/persona`, { persona, fromVersion: 1 });
    expect(edited.status).toBe(200);
    await run({ projectId: Number(projectId) }, ctx());
    await vi.waitFor(
      async () => {
        const [row] = await query(
          `select match_status, scoring_finished_count from match_jobs where project_id = $1`,
          [projectId],
        );
        expect(row).toEqual({ match_status: 'done', scoring_finished_count: 5 });
      },
      { timeout: 10_000 },
    );
    expect(
      (
        await query(`select distinct scored_persona_version as v from match_applicants where team_id = $1`, [
          scope.teamId,
        ])
      ).map((r) => r.v),
    ).toEqual([2]);

    // The edit above also set off a run in the background (no worker here): on a busy machine it
    // can still hold the job, and the run below would then find nothing to do. Let it end first.
    await inProcessScoringSettled();
    // A persona saved while a run is under way: the same run scores everyone against it.
    // The run starts on version 3 and the persona is saved again (version 4) after its first batch.
    await query(`update match_jobs set persona_version = 3 where project_id = $1`, [projectId]);
    let edits = 0;
    const during = await scoreJobApplicants(t.db.db, Number(projectId), {
      batchSize: 1,
      afterBatch: async () => {
        if (edits++ === 0)
          await query(`update match_jobs set persona_version = 4 where project_id = $1`, [projectId]);
      },
    });
    expect(during.ranked).toBeGreaterThanOrEqual(6);
    await vi.waitFor(
      async () => {
        const versions = await query(
          `select distinct scored_persona_version as v from match_applicants where team_id = $1`,
          [scope.teamId],
        );
        expect(versions.map((r) => r.v)).toEqual([4]);
      },
      { timeout: 10_000 },
    );
    const status = await owner.post(`${BASE}/jobs/ranking-status`, { projectId });
    expect(status.body).toMatchObject({ personaId: '4', matchStatus: 'finished', scoringFinishedCount: 5 });
    // The edit above also set off a run in the background (no worker here): let it end, so the
    // next test's own runs are the only ones.
    await inProcessScoringSettled();
  });

  it('ranks the whole job first, then builds the details; a ranked applicant opened meanwhile gets its detail at once', async () => {
    await query(`update match_jobs set persona_version = persona_version + 1 where project_id = $1`, [
      projectId,
    ]);
    const [{ persona_version: version }] = await query(
      `select persona_version from match_jobs where project_id = $1`,
      [projectId],
    );
    const ranked = await scoreJobApplicants(t.db.db, Number(projectId), { details: false });
    expect(ranked).toMatchObject({ ranked: 5, detailed: 0 });
    let rows = Object.values(await byName());
    for (const r of rows) {
      expect(r.scored_persona_version).toBe(version);
      expect(['best', 'good', 'partial', 'not match']).toContain(r.match_level);
      expect(r.scoring_detail).toBeNull();
    }
    const status = await owner.post(`${BASE}/jobs/ranking-status`, { projectId });
    expect(status.body).toMatchObject({ matchStatus: 'finished', totalCount: 5, scoringFinishedCount: 5 });

    // Opened before its detail was built: built now, with the ranked level and score, and kept.
    const python = (await byName())['Daniel Okafor'] as Row;
    const opened = await owner.get(`${BASE}/applicants/scoring-detail/${python.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.matchSummary.matchType).toBe(python.match_level);
    expect(opened.body.score).toBeCloseTo(python.score, 6);
    expect(opened.body.quickCheck.length).toBeGreaterThan(0);
    const kept = (await byName())['Daniel Okafor'] as Row;
    expect(kept.scoring_detail).toEqual(
      JSON.parse(JSON.stringify({ ...opened.body, scoringDetailId: undefined, applicantId: undefined })),
    );
    // Another team asking for it gets 404, and builds nothing.
    expect((await other.get(`${BASE}/applicants/scoring-detail/${python.id}`)).status).toBe(404);

    // An applicant not ranked yet is still being scored.
    const newcomer = await addApplicant(TECH_DESIGN_RESUMES['data-analyst'] as string, 'Newcomer');
    const waiting = await owner.get(`${BASE}/applicants/scoring-detail/${newcomer}`);
    expect(waiting.status).toBe(409);

    // The next run ranks the newcomer, then builds every detail left.
    const rest = await scoreJobApplicants(t.db.db, Number(projectId), { detailBatchSize: 2 });
    expect(rest).toMatchObject({ ranked: 1, detailed: 5 });
    rows = Object.values(await byName());
    expect(rows).toHaveLength(6);
    for (const r of rows) {
      expect(r.scoring_detail.matchSummary.matchType).toBe(r.match_level);
      expect(r.scoring_detail.score).toBeCloseTo(r.score, 6);
    }
    expect((await owner.get(`${BASE}/applicants/scoring-detail/${newcomer}`)).status).toBe(200);
  });

  it('computes again the features stored in an older form or not at all, and ranks the same', async () => {
    const before = await byName();
    const python = before['Daniel Okafor'] as Row;
    const nurse = Object.values(before).find((r) => /Gutierrez/.test(r.full_name ?? '')) as Row;
    // The earlier single-column form, and nothing at all.
    await query(
      `update match_applicants set ranking_features = null, features = '{"format":1,"features":{"skills":{"$m":[]}}}' where id = $1`,
      [python.id],
    );
    await query(
      `update match_applicants set ranking_features = '{"format":"0.old","ranking":{}}', features = null where id = $1`,
      [nurse.id],
    );
    await query(`update match_jobs set persona_version = persona_version + 1 where project_id = $1`, [
      projectId,
    ]);
    await scoreJobApplicants(t.db.db, Number(projectId));
    const after = await byName();
    for (const r of [after['Daniel Okafor'], after[nurse.full_name]] as Row[]) {
      expect(r.ranking_features.format).toBe(featuresFormat());
      expect(r.features.format).toBe(featuresFormat());
      expect(typeof r.features.words).toBe('string');
    }
    expect((after['Daniel Okafor'] as Row).match_level).toBe(python.match_level);
    expect((after['Daniel Okafor'] as Row).score).toBe(python.score);
    expect((after[nurse.full_name] as Row).match_level).toBe(nurse.match_level);
  });
});
