/**
 * The ranking status kept on `match_jobs` (spec section 3): how many applicants the job has, how
 * many are scored against its current persona, and whether scoring is under way. It is always
 * recounted from the applicants rather than incremented, so two runs scoring at once, an upload
 * during a run, or a persona edit cannot leave it wrong.
 *
 * match_status: 'idle' with no applicants, 'scoring' while any applicant is not scored against
 * the current persona, 'done' when all are. start_scoring_date is set when scoring starts again.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type RankingCounts = { total: number; finished: number; status: 'idle' | 'scoring' | 'done' };

export async function refreshRankingStatus(
  db: Executor,
  teamId: string,
  projectId: number,
): Promise<RankingCounts | null> {
  const { rows } = await db.execute<{
    total: number;
    finished: number;
    match_status: RankingCounts['status'];
  }>(sql`
    with counts as (
      select count(*)::int as total,
             count(*) filter (where a.scored_persona_version = (
               select persona_version from match_jobs where project_id = ${projectId}))::int as finished
        from match_applicants a
       where a.project_id = ${projectId} and a.team_id = ${teamId}
    )
    update match_jobs j
       set total_count = c.total,
           scoring_finished_count = c.finished,
           match_status = case when c.total = 0 then 'idle' when c.finished < c.total then 'scoring' else 'done' end,
           start_scoring_date = case
             when c.finished < c.total and j.match_status <> 'scoring' then now()
             else j.start_scoring_date end
      from counts c
     where j.project_id = ${projectId} and j.team_id = ${teamId}
    returning c.total, c.finished, j.match_status`);
  const row = rows[0];
  return row ? { total: row.total, finished: row.finished, status: row.match_status } : null;
}
