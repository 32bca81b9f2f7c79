/**
 * The scoring job's second phase, one batch: the scoring detail (the explanation behind a level:
 * quick checks with their evidence, insights) of applicants already ranked against the current
 * persona whose detail is not built yet. It is several times the ranking's work and garbage, so
 * it runs after the whole job is ranked, in small batches built in the detail thread
 * (detail-thread.ts): this thread reads the rows and saves the result, both as text, and the
 * work and its garbage stay off the event loop that answers recruiters (bench:match, "Full
 * details"). Without a detail thread a batch is built here, in slices that yield.
 *
 * The same builder answers a recruiter who opens an applicant before its batch came
 * (detail-on-demand.ts), in this thread: one applicant takes a few milliseconds. Built from the same stored features as the ranking, so the detail's
 * level and score are the ranked ones (scoreWithRanking computes both from one set of measures).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { PersonaFeatures } from '../matching/persona-features';
import { inSlices, type SliceOptions } from '../matching/rank-applicant';
import {
  type BuiltDetail,
  type DetailSource,
  detailFromResume,
  detailFromStored,
  detailRowsJson,
  type ResumeSource,
} from './detail-build';
import { detailThread } from './detail-thread';
import type { ScoringJob } from './rank-batch';

/** Applicants per detail batch: small, so no collection after a batch holds the loop for long. */
export const DETAIL_BATCH_SIZE = 100;

/** The columns a detail is built from (detail-build.ts DetailSource), of `match_applicants` as `a`. */
export const DETAIL_SOURCE_COLUMNS = sql`a.id::text as id, a.lack_resume, a.resume->>'text' as text,
  a.ranking_features::text as ranking_features, a.features::text as features`;

/** The persona a batch is built against: its features here, its JSON text for the detail thread. */
export type DetailPersona = { features: PersonaFeatures; json: string };

type LoadResumes = (ids: string[]) => Promise<ResumeSource[]>;

/**
 * Details built in this thread, yielding every few milliseconds: without a detail thread, and
 * for the one applicant a recruiter opens. Applicants whose stored features do not read back
 * (another format, a résumé changed since) have them computed from the résumé, which
 * `loadResumes` fetches for those few only; `store` then holds the columns to keep.
 */
export async function buildDetails(
  persona: PersonaFeatures,
  rows: readonly DetailSource[],
  loadResumes: LoadResumes,
  options: Pick<SliceOptions, 'onProgress'> = {},
): Promise<BuiltDetail[]> {
  const out: BuiltDetail[] = [];
  const missing: string[] = [];
  // A stored form takes some 50 µs to decode and a detail some 100: look at the clock every 8.
  await inSlices(
    rows.length,
    (i) => {
      const row = rows[i] as DetailSource;
      const built = detailFromStored(persona, row);
      if (built) out.push(built);
      else missing.push(row.id);
    },
    { checkEvery: 8, onProgress: options.onProgress },
  );
  if (missing.length > 0)
    for (const source of await loadResumes(missing)) out.push(detailFromResume(persona, source));
  return out;
}

/**
 * A batch's details as the jsonb rows saveDetails writes (one or two parts): built in the
 * detail thread, or here when there is none. `onProgress` sees this thread's slices only.
 */
export async function buildDetailRows(
  persona: DetailPersona,
  rows: DetailSource[],
  loadResumes: LoadResumes,
  options: Pick<SliceOptions, 'onProgress'> = {},
): Promise<{ parts: (string | Buffer)[]; count: number }> {
  const stored = await detailThread.build(persona.json, { rows });
  if (stored) {
    if (stored.missing.length === 0) return { parts: [stored.rows], count: stored.count };
    const resumes = await loadResumes(stored.missing);
    const rebuilt = (await detailThread.build(persona.json, { resumes })) ?? {
      rows: detailRowsJson(resumes.map((source) => detailFromResume(persona.features, source))),
      count: resumes.length,
    };
    return { parts: [stored.rows, rebuilt.rows], count: stored.count + rebuilt.count };
  }
  const built = await buildDetails(persona.features, rows, loadResumes, options);
  return { parts: [detailRowsJson(built)], count: built.length };
}

/** The résumés of a few applicants of a team, by id, as JSON text. */
export function resumeLoader(db: Executor, teamId: string): LoadResumes {
  return async (ids) => {
    const { rows } = await db.execute<ResumeSource>(sql`
      select id::text as id, resume::text as resume from match_applicants
       where id = any(${`{${ids.map(Number).join(',')}}`}::bigint[]) and team_id = ${teamId}`);
    return rows;
  };
}

/**
 * Saves built details (detailRowsJson's rows: JSON text, or jsonb's binary form from the detail
 * thread), only onto applicants still ranked against `version` with no detail yet: a detail never
 * lands on an applicant ranked again since (its level would not match).
 */
export async function saveDetails(
  db: Executor,
  teamId: string,
  version: number,
  rowsJson: string | Buffer,
): Promise<void> {
  await db.execute(sql`
    update match_applicants a
       set scoring_detail = r.detail,
           ranking_features = coalesce(r.ranking_features, a.ranking_features),
           features = coalesce(r.features, a.features)
      from jsonb_to_recordset(${rowsJson}::jsonb)
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
  persona: DetailPersona,
  batchSize: number,
  after: number,
): Promise<{ count: number; lastId: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<DetailSource>(sql`
      select ${DETAIL_SOURCE_COLUMNS}
        from match_applicants a
       where a.project_id = ${projectId} and a.team_id = ${job.team_id} and a.id > ${after}
         and a.scored_persona_version = ${job.persona_version} and a.scoring_detail is null
       order by a.id -- the column: "id" alone would sort the text alias
       limit ${batchSize}
       for update skip locked`);
    if (rows.length === 0) return { count: 0, lastId: after };
    const built = await buildDetailRows(persona, rows, resumeLoader(tx, job.team_id));
    for (const part of built.parts) await saveDetails(tx, job.team_id, job.persona_version, part);
    return { count: rows.length, lastId: Number(rows[rows.length - 1]?.id) };
  });
}
