/**
 * Outcomes that leave a message unsent, recorded the same way by the email and the text engine:
 * cancelled (and its thread stopped when asked), or moved to a later time (a window, a cap, or a
 * retry after a temporary failure, which counts an attempt and keeps the reason).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';

export type CancelledRow = {
  id: string | number;
  threadId: string | number;
  reason: string;
  stopThread: boolean;
};
export type MovedRow = { id: string | number; at: Date; retryReason: string | null };

export async function recordCancelled(tx: Executor, rows: readonly CancelledRow[]): Promise<void> {
  if (rows.length === 0) return;
  const data = jsonRows(
    rows.map((r) => ({
      id: Number(r.id),
      thread_id: Number(r.threadId),
      reason: r.reason,
      stop: r.stopThread,
    })),
  );
  await tx.execute(sql`
    update engage_messages m set status = 'cancelled', last_error = x.reason, updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, stop boolean)
     where m.id = x.id`);
  await tx.execute(sql`
    update engage_threads t
       set status = 'cancelled', is_active = false, cancel_reason = coalesce(t.cancel_reason, x.reason),
           updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, stop boolean)
     where t.id = x.thread_id and x.stop and t.is_active`);
}

export async function recordMoved(tx: Executor, rows: readonly MovedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const data = jsonRows(
    rows.map((r) => ({
      id: Number(r.id),
      at: r.at.toISOString(),
      retry: r.retryReason !== null,
      reason: r.retryReason?.slice(0, 2000) ?? null,
    })),
  );
  await tx.execute(sql`
    update engage_messages m
       set due_at = x.at, attempts = m.attempts + case when x.retry then 1 else 0 end,
           last_error = case when x.retry then x.reason else m.last_error end, updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as x(id bigint, at timestamptz, retry boolean, reason text)
     where m.id = x.id`);
}
