/**
 * Writes one job for a queue unless one is already waiting, straight into pg-boss's job table
 * (as `boss.insert` does, joined to the queue so nothing is written before the worker made it).
 * For jobs that keep themselves going: a run that ends asks for the next one at once, and a
 * second writer (the cron safety net, another worker) finds it waiting and adds nothing.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

export async function enqueueIfNoneWaiting(db: Executor, queue: string, data: object): Promise<boolean> {
  const result = await db.execute(sql`
    insert into pgboss.job (name, data, start_after, retry_limit, expire_in, keep_until, policy)
    select q.name, ${JSON.stringify(data)}::jsonb, now(), 0, interval '15 minutes', now() + interval '1 day', q.policy
      from pgboss.queue q
     where q.name = ${queue}
       and not exists (select 1 from pgboss.job j where j.name = ${queue} and j.state in ('created', 'retry'))`);
  return (result.rowCount ?? 0) > 0;
}
