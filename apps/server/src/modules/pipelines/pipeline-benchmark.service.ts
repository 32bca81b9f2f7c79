/**
 * The pipeline benchmark (spec section 3): how far the project's candidates have got.
 *
 * A candidate "reached" a position when it sits there now, or a stage_changed activity of this
 * project took it there; reaching a later position counts as passing the earlier ones (a funnel).
 * Candidates that have left the project are not counted. Archived is not progress and has no rank.
 */
import type { PipelineBenchmark } from '@talentbase/shared';
import { CATEGORY_ID, STAGE_ID } from '@talentbase/shared/domain/pipeline';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { requirePipelineReader } from './pipeline-list.service';
import { funnelRanks } from './pipeline-positions';

/** What the sample projects answer (spec section 7: the disabled values). */
export const DISABLED_BENCHMARK: PipelineBenchmark = {
  enabled: false,
  hasGoodFit: false,
  conversationRate: 0,
  contactedCandidates: 0,
  milestones: [],
};

export async function pipelineBenchmark(
  db: Database,
  scope: TeamScope,
  projectId: number,
): Promise<PipelineBenchmark> {
  if (isDemoProjectId(projectId)) return DISABLED_BENCHMARK;
  await requirePipelineReader(db, scope, projectId);
  const { detail } = await projectPipeline(db, scope.teamId, projectId);
  const ranks = funnelRanks(detail);
  const rankOf = (categoryId: number, stageId: number | null) =>
    ranks.find((r) => r.categoryId === categoryId && r.stageId === stageId)?.rank ?? null;
  // With a pipeline that has no Contacted or Replied stage, nobody can reach them.
  const contactedRank = rankOf(CATEGORY_ID.SOURCING, STAGE_ID.CONTACTED) ?? Number.MAX_SAFE_INTEGER;
  const repliedRank = rankOf(CATEGORY_ID.SOURCING, STAGE_ID.REPLIED) ?? Number.MAX_SAFE_INTEGER;
  const categories = detail.filter((c) => c.categoryId !== CATEGORY_ID.ARCHIVED);
  const firstRankOfCategory = categories.map(
    (c) => ranks.find((r) => r.categoryId === c.categoryId)?.rank ?? Number.MAX_SAFE_INTEGER,
  );
  const ranksJson = JSON.stringify(
    ranks.map((r) => ({ category_id: r.categoryId, stage_id: r.stageId, rank: r.rank })),
  );

  const { rows } = await db.execute<{
    total: number;
    good_fit: number;
    contacted: number;
    replied: number;
    reached: number[] | null;
    first_at: (string | null)[] | null;
  }>(sql`
    with ranks as (
      select * from jsonb_to_recordset(${ranksJson}::jsonb) as r(category_id int, stage_id int, rank int)
    ),
    members as (
      select profile_id, category_id, stage_id, stage_updated_at, created_at
        from project_candidates where project_id = ${projectId}
    ),
    events as (
      select m.profile_id, m.category_id, m.stage_id, m.stage_updated_at as at from members m
      union all
      select a.profile_id, (a.detail #>> '{to,categoryId}')::int, (a.detail #>> '{to,stageId}')::int, a.created_at
        from candidate_activities a
        join members m on m.profile_id = a.profile_id
       where a.team_id = ${scope.teamId} and a.project_id = ${projectId} and a.action = 'stage_changed'
    ),
    reached as (
      select e.profile_id, r.rank, e.at
        from events e join ranks r on r.category_id = e.category_id and r.stage_id is not distinct from e.stage_id
    ),
    best as (select profile_id, max(rank) as rank from reached group by profile_id),
    milestones as (
      select t.ord, count(distinct x.profile_id)::int as n, min(x.at) as first_at
        from unnest(${`{${firstRankOfCategory.join(',')}}`}::int[]) with ordinality as t(first_rank, ord)
        left join reached x on x.rank >= t.first_rank
       group by t.ord
    )
    select (select count(*)::int from members) as total,
           (select count(*)::int from members where category_id = ${CATEGORY_ID.SOURCING} and stage_id = ${STAGE_ID.GOOD_FIT}) as good_fit,
           (select count(*)::int from best where rank >= ${contactedRank}) as contacted,
           (select count(*)::int from best where rank >= ${repliedRank}) as replied,
           (select array_agg(n order by ord) from milestones) as reached,
           (select array_agg(to_char(first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') order by ord)
              from milestones) as first_at`);
  const row = rows[0];
  if (!row || row.total === 0) return { ...DISABLED_BENCHMARK, milestones: [] };
  const contacted = row.contacted;
  return {
    enabled: true,
    hasGoodFit: row.good_fit > 0,
    conversationRate: contacted === 0 ? 0 : Math.round((row.replied / contacted) * 10_000) / 10_000,
    contactedCandidates: contacted,
    milestones: categories.map((c, i) => {
      const first = row.first_at?.[i] ?? null;
      return {
        categoryId: c.categoryId,
        name: c.categoryName,
        count: row.reached?.[i] ?? 0,
        firstReachedAt: first,
      };
    }),
  };
}
