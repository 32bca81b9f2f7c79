/**
 * The job queue (pg-boss, in the product's own PostgreSQL, schema `pgboss`). The API process
 * uses it to send jobs; the worker (inside `npm start`, or alone with `npm run worker`) also
 * works them. A payload is validated when sent and again when worked.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobContext, JobDefinition, JobLogger } from './define-job';

const ADMIN_SHUTDOWN = '57P01';

export type JobQueue = {
  send: <S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    options?: { singletonKey?: string },
  ) => Promise<string | null>;
  startWorkers: (db: Database) => Promise<void>;
  healthy: () => Promise<boolean>;
  stop: () => Promise<void>;
  boss: PgBoss;
};

export async function startQueue(
  databaseUrl: string,
  jobs: readonly JobDefinition[],
  log: JobLogger,
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (err: Error & { code?: string }) => {
    if (err.code !== ADMIN_SHUTDOWN) log.error({ err }, 'job queue error');
  });
  await boss.start();
  for (const job of jobs)
    await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });

  let stopping = false;

  const send: JobQueue['send'] = async (job, payload, options) => {
    const data = job.payload.parse(payload) as object;
    return boss.send(job.name, data, {
      retryLimit: job.retryLimit ?? 2,
      ...(job.retryDelaySeconds
        ? { retryDelay: job.retryDelaySeconds, retryBackoff: false }
        : { retryBackoff: true }),
      ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  };

  const startWorkers = async (db: Database) => {
    const ctx: JobContext = { db, log, stopping: () => stopping };
    for (const job of jobs) {
      const { run, runBatch } = await job.handler();
      const options = {
        batchSize: job.batchSize ?? 1,
        pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2,
      };
      await boss.work<unknown>(job.name, options, async (batch) => {
        if (runBatch) {
          await runBatch(
            batch.map((item) => job.payload.parse(item.data ?? {})),
            ctx,
          );
          return;
        }
        for (const item of batch) {
          const payload = job.payload.parse(item.data ?? {});
          await run(payload, ctx);
        }
      });
      if (job.schedule) await boss.schedule(job.name, job.schedule.cron, job.schedule.payload as object);
    }
  };

  const healthy = async () => {
    try {
      await boss.getQueue(jobs[0]?.name ?? '__none__');
      return true;
    } catch {
      return false;
    }
  };

  const stop = () => {
    stopping = true;
    return boss.stop({ graceful: true, timeout: 5000, wait: true });
  };
  return { send, startWorkers, healthy, stop, boss };
}
