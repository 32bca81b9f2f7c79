import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { emitEngagementEvents } from '../../public-api/webhook-events';
import { applyEngagement } from '../pipeline-effects';
import type { DeliveryDeps, Outcome } from './delivery-types';
import { scheduleNextSteps } from './next-steps';
import { enqueueSendJobs, type SendJob } from './send-jobs';
import { notifySequencesFinished } from './sequence-finished';
import { recordCancelled, recordMoved } from './unsent-outcomes';

/** Records every outcome set-wise in the open transaction. */
export async function recordOutcomes(
  tx: Executor,
  outcomes: Outcome[],
  now: Date,
  deps: DeliveryDeps,
): Promise<void> {
  const nowIso = now.toISOString();
  const jobs: SendJob[] = [];

  const sent = outcomes.filter((o): o is Extract<Outcome, { kind: 'sent' }> => o.kind === 'sent');
  if (sent.length > 0) {
    const data = jsonRows(
      sent.map((o) => ({
        id: Number(o.row.id),
        mailbox_id: o.mailboxId,
        subject: o.subject,
        body: o.body,
        response: o.response.slice(0, 1000),
      })),
    );
    await tx.execute(sql`
      update engage_messages m
         set status = 'sent', sent_at = ${nowIso}::timestamptz, smtp_response = x.response,
             subject = x.subject, body = x.body, mailbox_id = x.mailbox_id, attempts = m.attempts + 1,
             last_error = null, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, mailbox_id bigint, subject text, body text, response text)
       where m.id = x.id`);
    await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind)
      select m.team_id, m.id, m.thread_id, 'delivered' from engage_messages m
       where m.id = any(${`{${sent.map((o) => o.row.id).join(',')}}`}::bigint[])`);
    await emitEngagementEvents(
      tx,
      'engagement.email_sent',
      sent.map((o) => o.row.id),
    );
    // Threads: delivered; finished after their last step.
    const threadData = jsonRows(
      sent.map((o) => ({ id: Number(o.row.thread_id), last: o.row.next_step === null })),
    );
    await tx.execute(sql`
      update engage_threads t
         set is_delivered = true, status = case when x.last then 'finished' else t.status end,
             updated_at = now()
        from jsonb_to_recordset(${threadData}::jsonb) as x(id bigint, last boolean)
       where t.id = x.id`);
    await notifySequencesFinished(
      tx,
      sent.filter((o) => o.row.next_step === null).map((o) => o.row.thread_id),
    );
    // The day counters were reserved before sending (admit).
    // The next step of each thread, due from this send.
    jobs.push(
      ...(await scheduleNextSteps(
        tx,
        sent.map((o) => o.row),
        now,
        deps.config.messageIdSecret,
        'Email',
      )),
    );
    // Pipeline: first delivery moves Good Fit -> Contacted (per team).
    const byTeam = new Map<string, { projectId: number; profileId: number }[]>();
    for (const o of sent) {
      if (o.row.project_id === null) continue;
      const list = byTeam.get(o.row.team_id) ?? [];
      list.push({ projectId: Number(o.row.project_id), profileId: Number(o.row.profile_id) });
      byTeam.set(o.row.team_id, list);
    }
    for (const [teamId, list] of byTeam) await applyEngagement(tx, teamId, 'delivered', list);
  }

  const failed = outcomes.filter((o): o is Extract<Outcome, { kind: 'failed' }> => o.kind === 'failed');
  if (failed.length > 0) {
    const data = jsonRows(
      failed.map((o) => ({
        id: Number(o.row.id),
        thread_id: Number(o.row.thread_id),
        reason: o.reason.slice(0, 2000),
        bounced: o.bounced === true,
        mailbox_id: o.mailboxId ?? null,
      })),
    );
    await tx.execute(sql`
      update engage_messages m
         set status = 'failed', last_error = x.reason, attempts = m.attempts + 1,
             mailbox_id = coalesce(x.mailbox_id, m.mailbox_id), updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, bounced boolean, mailbox_id bigint)
       where m.id = x.id`);
    await tx.execute(sql`
      update engage_threads t
         set status = 'failed', is_bounced = t.is_bounced or x.bounced, cancel_reason = x.reason, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, bounced boolean, mailbox_id bigint)
       where t.id = x.thread_id`);
    const bounced = failed.filter((o) => o.bounced);
    if (bounced.length > 0) {
      await tx.execute(sql`
        insert into engage_events (team_id, message_row_id, thread_id, kind)
        select m.team_id, m.id, m.thread_id, 'bounce' from engage_messages m
         where m.id = any(${`{${bounced.map((o) => o.row.id).join(',')}}`}::bigint[])`);
      await emitEngagementEvents(
        tx,
        'engagement.bounced',
        bounced.map((o) => o.row.id),
      );
      const byTeam = new Map<string, { projectId: number; profileId: number }[]>();
      for (const o of bounced) {
        if (o.row.project_id === null) continue;
        const list = byTeam.get(o.row.team_id) ?? [];
        list.push({ projectId: Number(o.row.project_id), profileId: Number(o.row.profile_id) });
        byTeam.set(o.row.team_id, list);
      }
      for (const [teamId, list] of byTeam) await applyEngagement(tx, teamId, 'bounced', list);
    }
  }

  await recordCancelled(
    tx,
    outcomes
      .filter((o): o is Extract<Outcome, { kind: 'cancelled' }> => o.kind === 'cancelled')
      .map((o) => ({
        id: o.row.id,
        threadId: o.row.thread_id,
        reason: o.reason,
        stopThread: o.stopThread === true,
      })),
  );
  const moved = outcomes.filter(
    (o): o is Extract<Outcome, { kind: 'reschedule' | 'retry' }> =>
      o.kind === 'reschedule' || o.kind === 'retry',
  );
  await recordMoved(
    tx,
    moved.map((o) => ({ id: o.row.id, at: o.at, retryReason: o.kind === 'retry' ? o.reason : null })),
  );
  for (const o of moved) jobs.push({ messageRowId: Number(o.row.id), startAfter: o.at });
  await enqueueSendJobs(tx, jobs);
}
