/**
 * The scoring job's second phase, one batch: the scoring detail (the explanation behind a level:
 * quick checks with their evidence, insights) of applicants already ranked against the current
 * persona whose detail is not built yet. It is several times the ranking's work and garbage, so
 * it runs after the whole job is ranked, in small batches that yield to the event loop: a batch's
 * decoded features and details are dropped when it is saved, and young-generation collections
 * of a small batch stay short (bench:match, "Full details").
 *
 * The same builder answers a recruiter who opens an applicant before its batch came
 * (detail-on-demand.ts). Built from the same stored features as the ranking, so the detail's
 * level and score are the ranked ones (scoreWithRanking computes both from one set of measures).
 */
import type { ParsedResume, ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { applicantFeatures } from '../matching/features';
import type { PersonaFeatures } from '../matching/persona-features';
import { inSlices, type SliceOptions } from '../matching/rank-applicant';
import { scoreApplicant } from '../matching/score-applicant';
import { noResumeFeatures } from './no-resume-features';
import type { ScoringJob } from './rank-batch';
import { featuresFromColumns, type StoredColumns, storedColumns } from './stored-columns';

/** Applicants per detail batch: small, so no collection after a batch holds the loop for long. */
export const DETAIL_BATCH_SIZE = 100;

/** What a detail is built from: the stored columns and the résumé text the evidence points into. */
export type DetailSource = {
  id: string;
  lack_resume: boolean;
  text: string | null;
  ranking_features: unknown;
  features: unknown;
};

export type BuiltDetail = { id: number; detail: ScoringDetail; store: StoredColumns | null };

/**
 * Details for a batch, yielding every few milliseconds. Applicants whose stored features do not
 * read back (another format, a résumé changed since) have them computed from the résumé, which
 * `loadResumes` fetches for those few only; `store` then holds the columns to keep.
 */
export async function buildDetails(
  persona: PersonaFeatures,
  rows: readonly DetailSource[],
  loadResumes: (ids: string[]) => Promise<Map<string, ParsedResume | null>>,
  options: Pick<SliceOptions, 'onProgress'> = {},
): Promise<BuiltDetail[]> {
  const out: BuiltDetail[] = [];
  const missing: DetailSource[] = [];
  // A stored form takes some 50 µs to decode and a detail some 100: look at the clock every 8.
  await inSlices(
    rows.length,
    (i) => {
      const row = rows[i] as DetailSource;
      const features = row.lack_resume
        ? noResumeFeatures()
        : featuresFromColumns(row.ranking_features, row.features, row.text ?? '');
      if (features) out.push({ id: Number(row.id), detail: scoreApplicant(persona, features), store: null });
      else missing.push(row);
    },
    { checkEvery: 8, onProgress: options.onProgress },
  );
  if (missing.length > 0) {
    const resumes = await loadResumes(missing.map((r) => r.id));
    for (const row of missing) {
      const resume = resumes.get(row.id) ?? null;
      const features = resume ? applicantFeatures(resume) : noResumeFeatures();
      out.push({
        id: Number(row.id),
        detail: scoreApplicant(persona, features),
        store: resume ? storedColumns(features) : null,
      });
    }
  }
  return out;
}

/** The résumés of a few applicants of a team, by id. */
export function resumeLoader(db: Executor, teamId: string) {
  return async (ids: string[]) => {
    const { rows } = await db.execute<{ id: string; resume: ParsedResume | null }>(sql`
      select id::text as id, resume from match_applicants
       where id = any(${`{${ids.map(Number).join(',')}}`}::bigint[]) and team_id = ${teamId}`);
    return new Map(rows.map((r) => [r.id, r.resume]));
  };
}

/**
 * Saves built details, only onto applicants still ranked against `version` with no detail yet:
 * a detail never lands on an applicant ranked again since (its level would not match).
 */
export async function saveDetails(
  db: Executor,
  teamId: string,
  version: number,
  built: readonly BuiltDetail[],
): Promise<void> {
  if (built.length === 0) return;
  const rows = built.map((b) => ({
    id: b.id,
    detail: b.detail,
    ranking_features: b.store?.rankingFeatures ?? null,
    features: b.store?.features ?? null,
  }));
  await db.execute(sql`
    update match_applicants a
       set scoring_detail = r.detail,
           ranking_features = coalesce(r.ranking_features, a.ranking_features),
           features = coalesce(r.features, a.features)
      from jsonb_to_recordset(${jsonRows(rows)}::jsonb)
           as r(id bigint, detail jsonb, ranking_features jsonb, features jsonb)
     where a.id = r.id and a.team_id = ${teamId}
       and a.scored_persona_version = ${version} and a.scoring_detail is null`);
}

/**
 * One batch of details after applicant id `after` (the run walks the job in id order, so each
 * batch starts where the last ended instead of scanning the built ones again). Returns how
 * many it built and the last id; 0 when none is left.
 */
export async function detailBatch(
  db: Database,
  projectId: number,
  job: ScoringJob,
  persona: PersonaFeatures,
  batchSize: number,
  after: number,
): Promise<{ count: number; lastId: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<DetailSource>(sql`
      select id::text as id, lack_resume, resume->>'text' as text, ranking_features, features
        from match_applicants
       where project_id = ${projectId} and team_id = ${job.team_id} and id > ${after}
         and scored_persona_version = ${job.persona_version} and scoring_detail is null
       order by match_applicants.id -- the column: "id" alone would sort the text alias
       limit ${batchSize}
       for update skip locked`);
    if (rows.length === 0) return { count: 0, lastId: after };
    const built = await buildDetails(persona, rows, resumeLoader(tx, job.team_id));
    await saveDetails(tx, job.team_id, job.persona_version, built);
    return { count: rows.length, lastId: Number(rows[rows.length - 1]?.id) };
  });
}
