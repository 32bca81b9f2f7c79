/**
 * Talentbase → ATS: observes pipeline moves (called from pipelines/pipeline-moves.service.ts,
 * like the stage-change notice) and, for exported candidates of a project linked to a two-way
 * ATS, records the move as a pending push and queues its job in the same transaction. A move the
 * sync itself made from the ATS (the state already says both sides agree) queues nothing: no bounce.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { insertJobsInTransaction } from '../../../jobs/jobs-in-transaction';
import type { TeamScope } from '../../../lib/team-scope';
import { atsStageFor, isTwoWay, linkOfProject } from './sync-links';

export const ATS_SYNC_PUSH_QUEUE = 'ats-sync-push';

/** Queues the push job in the move's transaction (nothing if the worker never made the queue: the sweep runs it). */
export async function enqueuePush(tx: Executor, stateId: number): Promise<void> {
  await insertJobsInTransaction(
    tx,
    ATS_SYNC_PUSH_QUEUE,
    [{ data: { stateId }, singletonKey: `ats-sync-push:${stateId}` }],
    {
      retryLimit: 4,
      retryDelaySeconds: 15,
      retryBackoff: true,
      expireSeconds: 15 * 60,
      keepDays: 14,
      unlessWaiting: 'sameKey',
    },
  );
}

export async function queueAtsStagePush(
  tx: Executor,
  scope: TeamScope,
  projectId: number,
  profileIds: readonly number[],
  to: { categoryId: number; stageId: number | null },
): Promise<void> {
  if (profileIds.length === 0) return;
  const link = await linkOfProject(tx, scope.teamId, projectId);
  if (!link || !isTwoWay(link.atsName)) return;
  const target = atsStageFor(link, to);
  if (!target) return;
  // Exported candidates of this project on the linked job, through a connection of that ATS.
  // The state already says both sides agree on this stage: the move came from the ATS (no bounce).
  const agree = sql`(s.category_id is not distinct from excluded.push_category_id
                and s.stage_id is not distinct from excluded.push_stage_id
                and s.ats_stage_id is not distinct from excluded.push_ats_stage_id)`;
  const { rows } = await tx.execute<{ id: string; push_status: string }>(sql`
    insert into ats_sync_states as s (team_id, project_id, profile_id, connection_id, ats_job_id,
                                      external_application_id, ats_stage_id, push_status, push_category_id, push_stage_id,
                                      push_ats_stage_id, push_requested_at, push_attempts, push_error)
    select e.team_id, e.project_id, e.profile_id, e.connection_id, e.job_id, e.external_application_id,
           e.stage_id, 'pending', ${to.categoryId}::int, ${to.stageId}::int, ${target.atsStageId}, clock_timestamp(), 0, null
      from ats_exports e join integration_connections c on c.id = e.connection_id
     where e.team_id = ${scope.teamId} and e.project_id = ${projectId}
       and e.profile_id = any(${`{${profileIds.join(',')}}`}::bigint[])
       and e.job_id = ${link.atsJobId} and e.status = 'done' and e.external_application_id is not null
       and c.provider_id = ${link.atsName}
    on conflict (project_id, profile_id) do update
       set push_status = case when ${agree} then
                           (case when s.push_status = 'pending' then 'idle' else s.push_status end)
                         else 'pending' end,
           push_category_id = case when ${agree} then s.push_category_id else excluded.push_category_id end,
           push_stage_id = case when ${agree} then s.push_stage_id else excluded.push_stage_id end,
           push_ats_stage_id = case when ${agree} then s.push_ats_stage_id else excluded.push_ats_stage_id end,
           push_requested_at = case when ${agree} then s.push_requested_at else excluded.push_requested_at end,
           push_attempts = case when ${agree} then s.push_attempts else 0 end,
           push_error = case when ${agree} then s.push_error else null end,
           updated_at = now()
    returning s.id::text as id, s.push_status`);
  for (const r of rows) if (r.push_status === 'pending') await enqueuePush(tx, Number(r.id));
}
