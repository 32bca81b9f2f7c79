/**
 * The delivery sweep. A due 'scheduled' row must go out even when its job is missing: a writer
 * that only updated the row (outbox restart, resume), a database restored without pg-boss's
 * tables, a worker killed between taking a job and its commit. The sweep finds due rows of
 * ongoing campaigns that nobody holds (SKIP LOCKED: a row being sent right now is locked) and
 * that have no job waiting, and writes one job per row in the same transaction.
 *
 * The engine never leaves a row 'sending' (its lock is the claim), but code that marks rows
 * 'sending' and dies would strand them: the sweep hands such rows back after five minutes.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { enqueueAnswerJobs, enqueueSendJobs, SEND_ANSWER_QUEUE, SEND_MESSAGE_QUEUE } from './send-jobs';

export type SweepResult = { enqueued: number; released: number };

export async function sweepDueMessages(
  db: Database,
  options: { limit?: number; now?: Date; lookaheadSeconds?: number } = {},
): Promise<SweepResult> {
  const limit = options.limit ?? 20_000;
  const now = options.now ?? new Date();
  const horizon = new Date(now.getTime() + (options.lookaheadSeconds ?? 0) * 1000).toISOString();
  return db.transaction(async (tx) => {
    const released = await tx.execute(sql`
      update engage_messages set status = 'scheduled', claimed_at = null, updated_at = now()
       where status = 'sending' and claimed_at < ${now.toISOString()}::timestamptz - interval '5 minutes'`);
    // Attempt markers of rows that are no longer waiting (cancelled by an unsubscribe after a
    // crash, say) have nothing left to settle (unknown-outcome.ts).
    await tx.execute(sql`
      delete from engage_send_attempts a
       where a.started_at < ${now.toISOString()}::timestamptz - interval '1 hour'
         and not exists (select 1 from engage_messages m where m.id = a.message_row_id and m.status = 'scheduled')`);
    const hasQueue = await tx.execute<{ ok: boolean }>(
      sql`select to_regclass('pgboss.job') is not null as ok`,
    );
    if (!hasQueue.rows[0]?.ok) return { enqueued: 0, released: released.rowCount ?? 0 };
    const { rows } = await tx.execute<{ id: string; due_at: Date }>(sql`
      select m.id, m.due_at from engage_messages m
        join engage_campaigns c on c.id = m.campaign_id and c.status = 'ongoing'
       where m.status = 'scheduled' and m.channel = 'Email' and m.due_at <= ${horizon}::timestamptz
         and not exists (
           select 1 from pgboss.job j
            where j.name = ${SEND_MESSAGE_QUEUE} and j.singleton_key = ${'engage-message:'} || m.id
              and j.state in ('created', 'retry'))
       order by m.due_at
       limit ${limit}
         for update of m skip locked`);
    const enqueued = await enqueueSendJobs(
      tx,
      rows.map((r) => ({ messageRowId: Number(r.id), startAfter: new Date(r.due_at) })),
    );
    // Answers written in the inbox, by the same rule.
    const { rows: answers } = await tx.execute<{ id: string; due_at: Date }>(sql`
      select a.id, a.due_at from engage_answers a
       where a.status = 'scheduled' and a.due_at <= ${horizon}::timestamptz
         and not exists (
           select 1 from pgboss.job j
            where j.name = ${SEND_ANSWER_QUEUE} and j.singleton_key = ${'engage-answer:'} || a.id
              and j.state in ('created', 'retry', 'active'))
       order by a.due_at
       limit ${limit}
         for update of a skip locked`);
    const answered = await enqueueAnswerJobs(
      tx,
      answers.map((r) => ({ answerId: Number(r.id), startAfter: new Date(r.due_at) })),
    );
    return { enqueued: enqueued + answered, released: released.rowCount ?? 0 };
  });
}
