/**
 * Where a stage change sets automations off. Every move (a recruiter's changeStage, the applicant
 * review, outreach moving a candidate to Contacted or Replied, an automation's own move) writes a
 * `stage_changed` activity through `recordActivity`, which hands the new entries here in the same
 * transaction. For each enabled rule whose stage the candidate entered, one run row is written —
 * unique per (rule, activity), so the stage entry is its deterministic key — and one pg-boss job
 * for it, both committing (or not) with the move itself.
 *
 * A move made by an automation carries its chain depth; a run set off at the limit is recorded as
 * skipped, so two rules moving a candidate back and forth stop after a few moves.
 */
import { AUTOMATION_LIMITS } from '@talentbase/shared/contracts/automations';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { insertJobsInTransaction } from '../../jobs/jobs-in-transaction';

export const AUTOMATION_RUN_QUEUE = 'automation-run';

export type StageEntry = {
  id: string | number;
  profile_id: string | number;
  project_id: string | number | null;
  detail: Record<string, unknown> | null;
};

type Position = { categoryId?: unknown; stageId?: unknown };
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The depth a move carries: 0 for a person's or outreach's move, n for the n-th automation move. */
export function chainDepthOf(detail: Record<string, unknown> | null): number {
  if (detail?.by !== 'automation') return 0;
  return num(detail.depth) ?? AUTOMATION_LIMITS.MAX_CHAIN;
}

export async function queueStageAutomations(
  tx: Executor,
  teamId: string,
  entries: readonly StageEntry[],
): Promise<number> {
  const moves = entries.flatMap((e) => {
    if (e.project_id === null) return [];
    const from = (e.detail?.from ?? {}) as Position;
    const to = (e.detail?.to ?? {}) as Position;
    const toCategory = num(to.categoryId);
    if (toCategory === null) return [];
    return [
      {
        activity_id: Number(e.id),
        profile_id: Number(e.profile_id),
        project_id: Number(e.project_id),
        from_category: num(from.categoryId),
        from_stage: num(from.stageId),
        to_category: toCategory,
        to_stage: num(to.stageId),
        depth: chainDepthOf(e.detail),
      },
    ];
  });
  if (moves.length === 0) return 0;
  // Entering: the position changed (a label change on the same stage is not an entry). A rule
  // without a stage fires when the candidate enters its category from another one.
  const { rows } = await tx.execute<{ id: string; rule_id: string; activity_id: string; status: string }>(sql`
    with m as (
      select * from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
        as m(activity_id bigint, profile_id bigint, project_id bigint, from_category int, from_stage int,
             to_category int, to_stage int, depth int)
    )
    insert into automation_runs (team_id, rule_id, activity_id, profile_id, project_id, depth, status, error, finished_at)
    select ${teamId}, r.id, m.activity_id, m.profile_id, m.project_id, m.depth,
           case when m.depth >= ${AUTOMATION_LIMITS.MAX_CHAIN} then 'skipped' else 'pending' end,
           case when m.depth >= ${AUTOMATION_LIMITS.MAX_CHAIN}
                then 'Not run: ' || m.depth || ' automation moves in a row reached the limit (a loop between rules?)' end,
           case when m.depth >= ${AUTOMATION_LIMITS.MAX_CHAIN} then now() end
      from automation_rules r
      join m on r.category_id = m.to_category
            and (r.project_id is null or r.project_id = m.project_id)
            and case when r.stage_id is null
                     then m.from_category is distinct from m.to_category
                     else r.stage_id = m.to_stage
                          and (m.from_category is distinct from m.to_category or m.from_stage is distinct from m.to_stage)
                end
     where r.team_id = ${teamId} and r.enabled
     order by m.activity_id, r.position, r.id
    on conflict (rule_id, activity_id) do nothing
    returning id::text as id, rule_id::text as rule_id, activity_id::text as activity_id, status`);
  const pending = rows.filter((r) => r.status === 'pending');
  if (pending.length > 0) await enqueueRuns(tx, pending);
  return rows.length;
}

/**
 * One job per run, written in the move's transaction into pg-boss's table (joined to the queue,
 * so nothing is written before a worker made the queue; the sweep picks such runs up later).
 * The singleton key names the rule and the stage entry.
 */
export async function enqueueRuns(
  tx: Executor,
  runs: readonly { id: string; rule_id: string; activity_id: string }[],
): Promise<void> {
  await insertJobsInTransaction(
    tx,
    AUTOMATION_RUN_QUEUE,
    runs.map((r) => ({
      data: { runId: Number(r.id) },
      singletonKey: `rule:${r.rule_id}:entry:${r.activity_id}`,
    })),
    { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true, expireSeconds: 15 * 60, keepDays: 14 },
  );
}
