/**
 * Writing send jobs in the caller's transaction: the job that delivers a message row is inserted
 * beside the row (or the row's new due time), so either both exist or neither does. pg-boss 10
 * keeps a partition per queue; we insert into its job table exactly as `boss.insert` does, joined
 * to the queue so that nothing is written before the worker has created the queue. When there is
 * no queue yet (a fresh database the worker has not started on), the row alone is enough: the
 * sweep enqueues due rows that have no job (delivery-sweep.handler.ts).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';

export const SEND_MESSAGE_QUEUE = 'engage-send-message';
/** A recruiter's answer from the inbox (inbox/answer-delivery.ts). */
export const SEND_ANSWER_QUEUE = 'engage-send-answer';
/** One key per message row: the sweep looks for a waiting job by it. */
export const sendJobKey = (messageRowId: number) => `engage-message:${messageRowId}`;
export const SEND_JOB_RETRY_LIMIT = 3;
export const SEND_JOB_EXPIRE_SECONDS = 300;

const queuesSeen = new Set<string>();

async function queueExists(tx: Executor, queue: string): Promise<boolean> {
  if (queuesSeen.has(queue)) return true;
  const { rows } = await tx.execute<{ ok: boolean }>(
    sql`select to_regclass('pgboss.queue') is not null as ok`,
  );
  if (!rows[0]?.ok) return false;
  const found = await tx.execute(sql`select 1 from pgboss.queue where name = ${queue}`);
  if (found.rows.length > 0) queuesSeen.add(queue);
  return queuesSeen.has(queue);
}

export type SendJob = { messageRowId: number; startAfter: Date };

type QueueShape = { queue: string; field: string; keyPrefix: string };

/** One job per row id, each with `{ [field]: id }` and the singleton key `keyPrefix + id`. */
async function insertJobs(
  tx: Executor,
  { queue, field, keyPrefix }: QueueShape,
  jobs: readonly { id: number; startAfter: Date }[],
): Promise<number> {
  if (jobs.length === 0 || !(await queueExists(tx, queue))) return 0;
  const payload = jsonRows(jobs.map((j) => ({ id: j.id, at: j.startAfter.toISOString() })));
  const result = await tx.execute(sql`
    insert into pgboss.job (name, data, start_after, singleton_key, retry_limit, retry_delay,
                            retry_backoff, expire_in, keep_until, policy)
    select q.name, jsonb_build_object(${field}::text, x.id), x.at, ${keyPrefix} || x.id,
           ${SEND_JOB_RETRY_LIMIT}, 10, true, ${SEND_JOB_EXPIRE_SECONDS} * interval '1 second',
           greatest(x.at, now()) + interval '14 days', q.policy
      from jsonb_to_recordset(${payload}::jsonb) as x(id bigint, at timestamptz)
      join pgboss.queue q on q.name = ${queue}`);
  return result.rowCount ?? 0;
}

/** Inserts one send job per entry (one statement); returns how many were written. */
export async function enqueueSendJobs(tx: Executor, jobs: readonly SendJob[]): Promise<number> {
  return insertJobs(
    tx,
    { queue: SEND_MESSAGE_QUEUE, field: 'messageRowId', keyPrefix: 'engage-message:' },
    jobs.map((j) => ({ id: j.messageRowId, startAfter: j.startAfter })),
  );
}

/** The job that sends answers from the inbox, written beside their rows. */
export async function enqueueAnswerJobs(
  tx: Executor,
  jobs: readonly { answerId: number; startAfter: Date }[],
): Promise<number> {
  return insertJobs(
    tx,
    { queue: SEND_ANSWER_QUEUE, field: 'answerId', keyPrefix: 'engage-answer:' },
    jobs.map((j) => ({ id: j.answerId, startAfter: j.startAfter })),
  );
}
