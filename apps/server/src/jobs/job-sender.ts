/**
 * Sending a job from a request handler. The API and the worker share the product's database,
 * so a sender only needs the pool: it writes the job row through pg-boss on the same pool the
 * request uses (no second connection pool, no need to wait for the worker to start). The worker
 * (queue.ts `startWorkers`) creates the queues; until it has, `send` answers null.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobDefinition } from './define-job';

export type JobSender = <S extends z.ZodType>(
  job: JobDefinition<S>,
  payload: z.input<S>,
  options?: { singletonKey?: string; expireInSeconds?: number },
) => Promise<string | null>;

export function jobSender(db: Database): JobSender {
  const boss = new PgBoss({
    schema: 'pgboss',
    db: { executeSql: (text: string, values?: unknown[]) => db.$client.query(text, values) },
  });
  return async (job, payload, options) => {
    const data = job.payload.parse(payload) as object;
    return boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 2,
      ...(job.retryDelaySeconds
        ? { retryDelay: job.retryDelaySeconds, retryBackoff: false }
        : { retryBackoff: true }),
      ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
      // pg-boss retries a job still running after 15 minutes; long work says how long it may take.
      ...(options?.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
    });
  };
}
