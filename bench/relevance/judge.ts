/**
 * Judging the whole data set: every profile the demo user may see is read once from the database
 * (the stored document, not the search index) and every query's rubric grades it. At 20,000 to
 * 50,000 profiles this takes seconds and makes the ideal ordering of NDCG exact.
 */
import type { TalentProfileDoc } from '@talentbase/shared';
import type pg from 'pg';
import { type Grade, gradeOf, type ProfileView, type RelevanceQuery, viewOf } from './rubric';

/** How many of the rubric's best profiles go into the judgement pool beside the engine's results. */
export const RUBRIC_POOL = 20;

export type QueryJudgement = {
  counts: Record<Grade, number>;
  /** The rubric's best profiles, highest grade first, then by profile id. */
  best: { view: ProfileView; grade: Grade }[];
};

/** Profiles visible to the team: open-web ones and the team's own. */
export async function loadViews(
  pool: pg.Pool,
  teamId: string,
  onBatch: (done: number, total: number) => void,
): Promise<Map<number, ProfileView>> {
  const total = Number(
    (
      await pool.query('select count(*) as n from talent_profiles where team_id is null or team_id = $1', [
        teamId,
      ])
    ).rows[0].n,
  );
  const views = new Map<number, ProfileView>();
  let after = 0;
  for (;;) {
    const { rows } = await pool.query<{ id: string; external_id: string | null; doc: string }>(
      `select id, external_id, doc from talent_profiles
        where (team_id is null or team_id = $1) and id > $2 order by id limit 2000`,
      [teamId, after],
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      const id = Number(r.id);
      views.set(id, viewOf(id, r.external_id ?? `id:${id}`, JSON.parse(r.doc) as TalentProfileDoc));
      after = id;
    }
    onBatch(views.size, total);
  }
  return views;
}

export function judgeAll(
  queries: readonly RelevanceQuery[],
  views: ReadonlyMap<number, ProfileView>,
  onQuery: (done: number, total: number) => void,
): Map<string, QueryJudgement> {
  const out = new Map<string, QueryJudgement>();
  let done = 0;
  for (const q of queries) {
    const counts: Record<Grade, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
    const graded: { view: ProfileView; grade: Grade }[] = [];
    for (const view of views.values()) {
      const grade = gradeOf(q, view);
      counts[grade]++;
      if (grade > 0) graded.push({ view, grade });
    }
    graded.sort((a, b) => b.grade - a.grade || a.view.id - b.view.id);
    out.set(q.id, { counts, best: graded.slice(0, RUBRIC_POOL) });
    onQuery(++done, queries.length);
  }
  return out;
}
