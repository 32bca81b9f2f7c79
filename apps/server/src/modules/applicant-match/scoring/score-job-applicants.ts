/**
 * Scores a job's applicants against its current persona: ranks first, details after.
 *
 * 1. Ranking (rank-batch.ts): batches of stale applicants (scored against another persona
 *    version, or never) are ranked from their small stored ranking part and get level, score and
 *    version in one statement per batch, with the ranking status recounted. The applicant list
 *    is ready when this ends: some thousands of applicants a second.
 * 2. Details (detail-batch.ts): small batches of ranked applicants get their scoring detail.
 *    Before each, the run looks for stale applicants again, so a persona saved meanwhile (or an
 *    upload) is ranked before any more details are built. A recruiter who opens an applicant
 *    whose detail is not built yet gets it built on the spot (detail-on-demand.ts).
 *
 * Batches claim their rows `for update skip locked`, so two runs at once share the work. Only
 * the job's own team's applicants are read or written: every statement names the team.
 */
import type { Persona } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jsonDocument } from '../../../db/json-param';
import { personaFeatures } from '../matching/persona-features';
import { yieldToLoop } from '../matching/rank-applicant';
import { DETAIL_BATCH_SIZE, type DetailPersona, detailBatch } from './detail-batch';
import { rankBatch, type ScoringJob } from './rank-batch';
import { refreshRankingStatus } from './ranking-counts';

/** Applicants ranked per batch (one transaction, one write). */
export const RANK_BATCH_SIZE = 1000;

export type ScoringOptions = {
  batchSize?: number;
  detailBatchSize?: number;
  /** false: rank only, leave the details to a later run or to the recruiter opening one. */
  details?: boolean;
  /** Called after each batch; lets a caller watch a run's progress (the tests edit the persona mid-run with it). */
  afterBatch?: (run: ScoringRun) => Promise<void>;
};
export type ScoringRun = { ranked: number; detailed: number; batches: number };

type JobRow = ScoringJob & { persona: Persona };

async function loadJob(db: Database, projectId: number): Promise<JobRow | null> {
  const { rows } = await db.execute<JobRow>(sql`
    select team_id, persona, persona_version from match_jobs where project_id = ${projectId}`);
  return rows[0] ?? null;
}

/**
 * Ranks until nothing is stale, then builds details until none is missing. Applicants another
 * run holds are left to it; the status is recounted at the end either way, so it reads 'done'
 * only when every applicant is ranked against the current persona.
 */
export async function scoreJobApplicants(
  db: Database,
  projectId: number,
  options: ScoringOptions = {},
): Promise<ScoringRun> {
  const rankSize = options.batchSize ?? RANK_BATCH_SIZE;
  const detailSize = options.detailBatchSize ?? DETAIL_BATCH_SIZE;
  const run: ScoringRun = { ranked: 0, detailed: 0, batches: 0 };
  let job = await loadJob(db, projectId);
  if (!job) return run;
  await refreshRankingStatus(db, job.team_id, projectId);
  let cached = null as { version: number; persona: DetailPersona } | null;
  let after = 0;
  while (job) {
    if (cached?.version !== job.persona_version)
      cached = {
        version: job.persona_version,
        persona: { features: personaFeatures(job.persona), json: jsonDocument(job.persona) },
      };
    const ranked = await rankBatch(db, projectId, job, cached.persona.features, rankSize);
    if (ranked > 0) {
      run.ranked += ranked;
      run.batches++;
      after = 0;
    } else {
      if (options.details === false) break;
      const built = await detailBatch(db, projectId, job, cached.persona, detailSize, after);
      if (built.count === 0) break;
      run.detailed += built.count;
      after = built.lastId;
    }
    await options.afterBatch?.(run);
    await yieldToLoop();
    job = await loadJob(db, projectId);
  }
  if (job) await refreshRankingStatus(db, job.team_id, projectId);
  return run;
}
