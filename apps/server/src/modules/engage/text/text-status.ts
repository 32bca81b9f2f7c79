/**
 * What a text's status means for the sequence and the pipeline, whether the provider reported it
 * in its answer to the send (the local provider says 'delivered' at once) or later through the
 * status callback (text-webhooks.ts):
 * - 'delivered' (the first time): a 'delivered' event, the thread delivered, and the candidate
 *   moves from Good Fit to Contacted, "Text delivered" (engagement 9);
 * - 'undelivered' or 'failed': the message failed with the carrier's error code, the thread's
 *   unsent steps are cancelled and it stops as bounced, a 'bounce' event, and a Good Fit
 *   candidate is labelled "Text bounced" (engagement 19). The number is not opted out: a carrier
 *   failure may be passing, and only the person may opt out;
 * - anything else (queued, sending, sent) is only recorded.
 * A final status is never replaced by a later, lesser one (callbacks can arrive out of order).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { emitEngagementEvents } from '../../public-api/webhook-events';
import { applyEngagement } from '../pipeline-effects';

export const FINAL_STATUSES = ['delivered', 'undelivered', 'failed'] as const;
const isFinal = (s: string) => (FINAL_STATUSES as readonly string[]).includes(s);

export type TextStatusTarget = {
  messageRowId: number;
  teamId: string;
  threadId: number;
  profileId: number;
  projectId: number | null;
};

export async function applyFinalStatus(
  tx: Executor,
  target: TextStatusTarget,
  status: string,
  errorCode: string | null,
): Promise<void> {
  const candidates =
    target.projectId === null ? [] : [{ projectId: target.projectId, profileId: target.profileId }];
  if (status === 'delivered') {
    await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind)
      values (${target.teamId}, ${target.messageRowId}, ${target.threadId}, 'delivered')`);
    await emitEngagementEvents(tx, 'engagement.text_delivered', [target.messageRowId]);
    await tx.execute(sql`
      update engage_threads set is_delivered = true, updated_at = now()
       where id = ${target.threadId} and team_id = ${target.teamId}`);
    await applyEngagement(tx, target.teamId, 'text_delivered', candidates);
    return;
  }
  const reason = `The text was not delivered (${status}${errorCode ? `, carrier error ${errorCode}` : ''})`;
  await tx.execute(sql`
    update engage_messages set status = 'failed', last_error = ${reason}, updated_at = now()
     where id = ${target.messageRowId}`);
  await tx.execute(sql`
    update engage_messages set status = 'cancelled', last_error = 'An earlier text bounced', updated_at = now()
     where thread_id = ${target.threadId} and team_id = ${target.teamId} and status in ('scheduled', 'sending')`);
  await tx.execute(sql`
    update engage_threads
       set is_bounced = true, is_active = false,
           status = case when status in ('ongoing', 'finished') then 'cancelled' else status end,
           cancel_reason = coalesce(cancel_reason, 'bounced'), updated_at = now()
     where id = ${target.threadId} and team_id = ${target.teamId}`);
  await tx.execute(sql`
    insert into engage_events (team_id, message_row_id, thread_id, kind)
    values (${target.teamId}, ${target.messageRowId}, ${target.threadId}, 'bounce')`);
  await emitEngagementEvents(tx, 'engagement.bounced', [target.messageRowId]);
  await applyEngagement(tx, target.teamId, 'text_bounced', candidates);
}

export type StatusReport = { messageRowId: number; sid: string; status: string; errorCode: string | null };

/**
 * A status callback: locks the message row (waiting for a send still being committed, so a
 * callback that overtakes its send's commit sees the sid once that commits), records the status
 * on the send, and applies a first final status. Answers false when the row has no send with that
 * sid (a send whose commit was lost, or a callback not ours): nothing changes.
 */
export async function recordTextStatus(tx: Executor, report: StatusReport): Promise<boolean> {
  const { rows } = await tx.execute<{
    team_id: string;
    thread_id: string;
    profile_id: string;
    project_id: string | null;
    status: string;
  }>(sql`
    select m.team_id, m.thread_id, t.profile_id, t.project_id, s.status
      from engage_messages m
      join engage_text_sends s on s.message_row_id = m.id and s.provider_sid = ${report.sid}
      join engage_threads t on t.id = m.thread_id
     where m.id = ${report.messageRowId}
       for update of m, s`);
  const row = rows[0];
  if (!row) return false;
  if (isFinal(row.status)) return true;
  await tx.execute(sql`
    update engage_text_sends set status = ${report.status}, error_code = ${report.errorCode}, updated_at = now()
     where message_row_id = ${report.messageRowId}`);
  if (isFinal(report.status))
    await applyFinalStatus(
      tx,
      {
        messageRowId: report.messageRowId,
        teamId: row.team_id,
        threadId: Number(row.thread_id),
        profileId: Number(row.profile_id),
        projectId: row.project_id === null ? null : Number(row.project_id),
      },
      report.status,
      report.errorCode,
    );
  return true;
}
