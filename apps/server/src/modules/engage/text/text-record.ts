import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { deliveryConfig } from '../delivery/delivery-config';
import { scheduleNextSteps } from '../delivery/next-steps';
import { enqueueSendJobs } from '../delivery/send-jobs';
import { notifySequencesFinished } from '../delivery/sequence-finished';
import { recordCancelled, recordMoved } from '../delivery/unsent-outcomes';
import { applyFinalStatus, FINAL_STATUSES } from './text-status';
import type { TextOutcome } from './text-types';

type Of<K extends TextOutcome['kind']> = Extract<TextOutcome, { kind: K }>;

async function recordSent(tx: Executor, sent: Of<'sent'>[], now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const data = jsonRows(
    sent.map((o) => ({
      id: Number(o.row.id),
      body: o.body,
      response: `${o.sid} ${o.status}`,
      last: o.row.next_step === null,
      thread_id: Number(o.row.thread_id),
    })),
  );
  await tx.execute(sql`
    update engage_messages m
       set status = 'sent', sent_at = ${nowIso}::timestamptz, smtp_response = x.response, body = x.body,
           attempts = m.attempts + 1, last_error = null, updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as x(id bigint, body text, response text, last boolean, thread_id bigint)
     where m.id = x.id`);
  await tx.execute(sql`
    update engage_threads t set status = case when x.last then 'finished' else t.status end, updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as x(id bigint, body text, response text, last boolean, thread_id bigint)
     where t.id = x.thread_id`);
  await notifySequencesFinished(
    tx,
    sent.filter((o) => o.row.next_step === null).map((o) => o.row.thread_id),
  );
  await tx.execute(sql`
    insert into engage_text_sends (message_row_id, team_id, provider_sid, from_number, to_number, status, error_code)
    select x.id, x.team_id, x.sid, x.from_number, x.to_number, x.status, x.error_code
      from jsonb_to_recordset(${jsonRows(
        sent.map((o) => ({
          id: Number(o.row.id),
          team_id: o.row.team_id,
          sid: o.sid,
          from_number: o.row.from_number,
          to_number: o.to,
          status: o.status,
          error_code: o.errorCode,
        })),
      )}::jsonb) as x(id bigint, team_id uuid, sid text, from_number text, to_number text, status text, error_code text)
    on conflict (message_row_id) do update
       set provider_sid = excluded.provider_sid, status = excluded.status, error_code = excluded.error_code,
           updated_at = now()`);

  // The next step of each thread (text or email), due from this send, in the same commit. An
  // email step after a text goes out through the email engine's job; text rows are swept.
  await enqueueSendJobs(
    tx,
    await scheduleNextSteps(
      tx,
      sent.map((o) => o.row),
      now,
      deliveryConfig().messageIdSecret,
      'Text',
    ),
  );
  // A provider that already knows the outcome (the local provider: delivered at once).
  for (const o of sent)
    if ((FINAL_STATUSES as readonly string[]).includes(o.status))
      await applyFinalStatus(
        tx,
        {
          messageRowId: Number(o.row.id),
          teamId: o.row.team_id,
          threadId: Number(o.row.thread_id),
          profileId: Number(o.row.profile_id),
          projectId: o.row.project_id === null ? null : Number(o.row.project_id),
        },
        o.status,
        o.errorCode,
      );
}

export async function recordTextOutcomes(tx: Executor, outcomes: TextOutcome[], now: Date): Promise<void> {
  const sent = outcomes.filter((o): o is Of<'sent'> => o.kind === 'sent');
  if (sent.length > 0) await recordSent(tx, sent, now);

  const failed = outcomes.filter((o): o is Of<'failed'> => o.kind === 'failed');
  if (failed.length > 0) {
    const data = jsonRows(
      failed.map((o) => ({
        id: Number(o.row.id),
        thread_id: Number(o.row.thread_id),
        reason: o.reason.slice(0, 2000),
      })),
    );
    await tx.execute(sql`
      update engage_messages m set status = 'failed', last_error = x.reason, attempts = m.attempts + 1, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text)
       where m.id = x.id`);
    await tx.execute(sql`
      update engage_threads t set status = 'failed', cancel_reason = x.reason, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text)
       where t.id = x.thread_id`);
  }

  await recordCancelled(
    tx,
    outcomes
      .filter((o): o is Of<'cancelled'> => o.kind === 'cancelled')
      .map((o) => ({
        id: o.row.id,
        threadId: o.row.thread_id,
        reason: o.reason,
        stopThread: o.stopThread === true,
      })),
  );
  await recordMoved(
    tx,
    outcomes
      .filter((o): o is Of<'reschedule' | 'retry'> => o.kind === 'reschedule' || o.kind === 'retry')
      .map((o) => ({ id: o.row.id, at: o.at, retryReason: o.kind === 'retry' ? o.reason : null })),
  );
}
