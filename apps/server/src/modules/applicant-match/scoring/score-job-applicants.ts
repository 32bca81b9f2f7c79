/**
 * Scores a job's applicants against its current persona, in batches, until none is left that was
 * scored against another version (or never). Each batch is one transaction: it claims up to
 * `batchSize` stale applicants (`for update skip locked`, so two runs at once share the work
 * instead of doing it twice), scores them, writes level, score, detail and version in one
 * statement, and recounts the ranking status. The persona is read again before every batch, so
 * an edit made during a run is picked up by that run. Scoring yields to the event loop every few
 * milliseconds, so a job of 50,000 applicants never holds the process.
 *
 * Only the job's own team's applicants are read or written: every statement names the team the
 * job belongs to.
 */
import type { ParsedResume, Persona, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { type PersonaFeatures, personaFeatures } from '../matching/persona-features';
import { scoreApplicant } from '../matching/score-applicant';
import { refreshRankingStatus } from './ranking-counts';
import { featuresOf, storedFeatures } from './stored-features';

export const SCORING_BATCH_SIZE = 500;
/** Longest stretch of scoring before the event loop gets a turn. */
const SLICE_MS = 8;

export type ScoringOptions = { batchSize?: number };
export type ScoringRun = { scored: number; batches: number };

type JobRow = { team_id: string; persona: Persona; persona_version: number };
type ApplicantRow = {
  id: string;
  lack_resume: boolean;
  resume: ParsedResume | null;
  features: string | null;
};

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function loadJob(db: Database, projectId: number): Promise<JobRow | null> {
  const { rows } = await db.execute<JobRow>(sql`
    select team_id, persona, persona_version from match_jobs where project_id = ${projectId}`);
  return rows[0] ?? null;
}

type Scored = {
  id: number;
  level: string;
  score: number;
  detail: ScoringDetail;
  features: unknown;
};

async function scoreRows(persona: PersonaFeatures, rows: readonly ApplicantRow[]): Promise<Scored[]> {
  const out: Scored[] = [];
  let sliceStart = performance.now();
  for (const row of rows) {
    const { features, computed } = featuresOf({
      lackResume: row.lack_resume,
      resume: row.resume,
      storedFeatures: row.features,
    });
    const detail = scoreApplicant(persona, features);
    out.push({
      id: Number(row.id),
      level: detail.matchSummary.matchType,
      score: detail.score,
      detail,
      // Features computed here (none stored, or of an older format) are kept for the next run.
      features: computed ? storedFeatures(features) : null,
    });
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  return out;
}

/** One batch; the number of applicants it scored (0: nothing stale is left unclaimed). */
async function scoreBatch(
  db: Database,
  projectId: number,
  job: JobRow,
  persona: PersonaFeatures,
  batchSize: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<ApplicantRow>(sql`
      select id::text as id, lack_resume, resume, features::text as features
        from match_applicants
       where project_id = ${projectId} and team_id = ${job.team_id}
         and scored_persona_version is distinct from ${job.persona_version}
       order by id
       limit ${batchSize}
       for update skip locked`);
    if (rows.length === 0) return 0;
    const scored = await scoreRows(persona, rows);
    await tx.execute(sql`
      update match_applicants a
         set match_level = r.level, score = r.score, scoring_detail = r.detail,
             scored_persona_version = ${job.persona_version}, scored_at = now(),
             features = coalesce(r.features, a.features), updated_at = now()
        from jsonb_to_recordset(${jsonRows(scored)}::jsonb)
             as r(id bigint, level text, score real, detail jsonb, features jsonb)
       where a.id = r.id and a.project_id = ${projectId} and a.team_id = ${job.team_id}`);
    await refreshRankingStatus(tx, job.team_id, projectId);
    return rows.length;
  });
}

/**
 * Scores until nothing is stale. Applicants another run holds are left to it; the status is
 * recounted at the end either way, so it reads 'done' only when every applicant is scored.
 */
export async function scoreJobApplicants(
  db: Database,
  projectId: number,
  options: ScoringOptions = {},
): Promise<ScoringRun> {
  const batchSize = options.batchSize ?? SCORING_BATCH_SIZE;
  const run: ScoringRun = { scored: 0, batches: 0 };
  let job = await loadJob(db, projectId);
  if (!job) return run;
  await refreshRankingStatus(db, job.team_id, projectId);
  let cached = null as { version: number; features: PersonaFeatures } | null;
  while (job) {
    if (cached?.version !== job.persona_version)
      cached = { version: job.persona_version, features: personaFeatures(job.persona) };
    const n = await scoreBatch(db, projectId, job, cached.features, batchSize);
    if (n === 0) break;
    run.scored += n;
    run.batches++;
    await yieldToLoop();
    job = await loadJob(db, projectId);
  }
  if (job) await refreshRankingStatus(db, job.team_id, projectId);
  return run;
}
