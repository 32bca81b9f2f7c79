/**
 * Writing pg-boss jobs inside the caller's transaction, so a job and the row it works on exist
 * together or not at all (a send job beside its message row, an automation run beside the stage
 * move, an ATS push beside the pipeline move). `boss.send` takes its own connection and cannot
 * join a transaction, so this inserts into pg-boss's job table exactly as `boss.insert` does.
 *
 * The insert is joined to the queue: before the worker has created the queue (a fresh database,
 * a test without a worker) nothing is written and the row alone is enough, because every queue
 * written here has a sweep that picks up rows left without a job.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jsonRows } from '../db/json-param';

export type TransactionalJob = {
  data: object;
  /** Names the work (`engage-message:42`): with `unlessWaiting: 'sameKey'`, one waiting job per key. */
  singletonKey?: string;
  /** Not before this time (default now). */
  startAfter?: Date;
};

export type TransactionalJobPolicy = {
  retryLimit: number;
  /** Seconds before the first retry (pg-boss doubles it with `retryBackoff`). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** pg-boss retries a job still active after this long. */
  expireSeconds: number;
  /** How long a finished job is kept, counted from its start. */
  keepDays: number;
  /**
   * Write nothing when a job is already waiting: with the same singleton key, or any job of the
   * queue (a job that keeps itself going, where a second copy would only repeat the work).
   */
  unlessWaiting?: 'sameKey' | 'anyInQueue';
};

const queuesSeen = new Set<string>();

/** The queue is there once the worker made it; only a found queue is remembered. */
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

/** Inserts the jobs in one statement; returns how many were written. */
export async function insertJobsInTransaction(
  tx: Executor,
  queue: string,
  jobs: readonly TransactionalJob[],
  policy: TransactionalJobPolicy,
): Promise<number> {
  if (jobs.length === 0 || !(await queueExists(tx, queue))) return 0;
  const payload = jsonRows(
    jobs.map((j) => ({
      data: j.data,
      key: j.singletonKey ?? null,
      at: (j.startAfter ?? null)?.toISOString() ?? null,
    })),
  );
  const waiting =
    policy.unlessWaiting === 'sameKey'
      ? sql`and not exists (select 1 from pgboss.job j where j.name = q.name and j.singleton_key = x.key
                              and j.state in ('created', 'retry'))`
      : policy.unlessWaiting === 'anyInQueue'
        ? sql`and not exists (select 1 from pgboss.job j where j.name = q.name and j.state in ('created', 'retry'))`
        : sql``;
  const result = await tx.execute(sql`
    insert into pgboss.job (name, data, start_after, singleton_key, retry_limit, retry_delay,
                            retry_backoff, expire_in, keep_until, policy)
    select q.name, x.data, coalesce(x.at, now()), x.key, ${policy.retryLimit}::int, ${policy.retryDelaySeconds}::int,
           ${policy.retryBackoff}::boolean, ${policy.expireSeconds}::int * interval '1 second',
           greatest(coalesce(x.at, now()), now()) + ${policy.keepDays}::int * interval '1 day', q.policy
      from jsonb_to_recordset(${payload}::jsonb) as x(data jsonb, key text, at timestamptz)
      join pgboss.queue q on q.name = ${queue}
     where true ${waiting}
    on conflict do nothing`);
  return result.rowCount ?? 0;
}
