/**
 * The scoring job's first phase, one batch: rank up to `batchSize` applicants that are not yet
 * ranked against the job's current persona, from their stored ranking part alone
 * (`ranking_features`, and the words for a job with free requirements), and write level, score
 * and persona version in one statement, with `scoring_detail` emptied (the detail of the
 * earlier persona no longer explains the new level; the second phase builds it again).
 *
 * An applicant whose features are not stored, or stored in another format, gets them computed
 * from the résumé here and both columns written with the ranking.
 */
import type { ParsedResume } from '@talentbase/shared/contracts/applicant-match';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { applicantFeatures } from '../matching/features';
import type { PersonaFeatures } from '../matching/persona-features';
import { rankMany } from '../matching/rank-applicant';
import { type RankingFeatures, rankingNeedsWords } from '../matching/ranking-features';
import { noResumeFeatures } from './no-resume-features';
import { refreshRankingStatus } from './ranking-counts';
import { rankingFromColumn, type StoredColumns, storedColumns } from './stored-columns';

export type ScoringJob = { team_id: string; persona_version: number };

type RankRow = {
  id: string;
  lack_resume: boolean;
  ranking_features: { format?: unknown } | null;
  words: string | null;
  words_format: string | null;
};

/** One batch; how many applicants it ranked (0: nothing stale is left unclaimed). */
export async function rankBatch(
  db: Database,
  projectId: number,
  job: ScoringJob,
  persona: PersonaFeatures,
  batchSize: number,
): Promise<number> {
  const needsWords = rankingNeedsWords(persona);
  return db.transaction(async (tx) => {
    // The words live in `features` (read whole, decompressed): only a job that ranks on them pays.
    const { rows } = await tx.execute<RankRow>(sql`
      select id::text as id, lack_resume, ranking_features,
             ${needsWords ? sql`features->>'words'` : sql`null::text`} as words,
             ${needsWords ? sql`features->>'format'` : sql`null::text`} as words_format
        from match_applicants
       where project_id = ${projectId} and team_id = ${job.team_id}
         and scored_persona_version is distinct from ${job.persona_version}
       order by match_applicants.id -- the column: "id" alone would sort the text alias
       limit ${batchSize}
       for update skip locked`);
    if (rows.length === 0) return 0;

    const ranks: RankingFeatures[] = new Array(rows.length);
    const missing: number[] = [];
    rows.forEach((row, i) => {
      if (row.lack_resume) {
        ranks[i] = noResumeFeatures().ranking;
        return;
      }
      const wordsFit =
        !needsWords || (row.words !== null && row.words_format === row.ranking_features?.format);
      const ranking = wordsFit ? rankingFromColumn(row.ranking_features, row.words) : null;
      if (ranking) ranks[i] = ranking;
      else missing.push(i);
    });

    const stored = new Map<number, StoredColumns>();
    if (missing.length > 0) {
      // Only these few read their résumé: computed once, then kept for every later ranking.
      const ids = missing.map((i) => Number(rows[i]?.id));
      const { rows: resumes } = await tx.execute<{ id: string; resume: ParsedResume | null }>(sql`
        select id::text as id, resume from match_applicants
         where id = any(${`{${ids.join(',')}}`}::bigint[]) and team_id = ${job.team_id}`);
      const byId = new Map(resumes.map((r) => [r.id, r.resume]));
      for (const i of missing) {
        const resume = byId.get((rows[i] as RankRow).id) ?? null;
        if (!resume) {
          ranks[i] = noResumeFeatures().ranking;
          continue;
        }
        const features = applicantFeatures(resume);
        ranks[i] = features.ranking;
        stored.set(i, storedColumns(features));
      }
    }

    const ranked = await rankMany(persona, ranks);
    const out = rows.map((row, i) => ({
      id: Number(row.id),
      level: ranked[i]?.level,
      score: ranked[i]?.score,
      ranking_features: stored.get(i)?.rankingFeatures ?? null,
      features: stored.get(i)?.features ?? null,
    }));
    await tx.execute(sql`
      update match_applicants a
         set match_level = r.level, score = r.score, scoring_detail = null,
             scored_persona_version = ${job.persona_version}, scored_at = now(),
             ranking_features = coalesce(r.ranking_features, a.ranking_features),
             features = coalesce(r.features, a.features), updated_at = now()
        from jsonb_to_recordset(${jsonRows(out)}::jsonb)
             as r(id bigint, level text, score real, ranking_features jsonb, features jsonb)
       where a.id = r.id and a.project_id = ${projectId} and a.team_id = ${job.team_id}`);
    await refreshRankingStatus(tx, job.team_id, projectId);
    return rows.length;
  });
}
