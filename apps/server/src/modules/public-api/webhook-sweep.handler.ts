import { sql } from 'drizzle-orm';
import type { JobContext } from '../../jobs/define-job';
import { insertJobsInTransaction } from '../../jobs/jobs-in-transaction';
import { webhookDeliveryJob } from './webhook-jobs';
import { dispatchWebhookEvents, dueDeliveries } from './webhooks.service';

/**
 * Fans new events out (safe side by side: skip locked), then gives each due delivery one waiting
 * `webhook-delivery` job. Sweeps are queued by the changes that write events as well as by the
 * minute's cron, so two may overlap: the second half runs one sweep at a time (an advisory lock)
 * and skips deliveries whose job is already waiting, so a delivery never gets two jobs.
 */
export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const dispatched = await dispatchWebhookEvents(db, payload.limit);
  const { due, queued } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('webhook-sweep', 0))`);
    const due = await dueDeliveries(tx, payload.limit);
    const queued = await insertJobsInTransaction(
      tx,
      webhookDeliveryJob.name,
      due.map((d) => ({
        data: { deliveryId: d.id },
        singletonKey: `webhook-delivery:${d.id}:${d.attempts}`,
      })),
      // Retries are the delivery's own schedule (webhook-delivery.ts), not the job's.
      {
        retryLimit: 0,
        retryDelaySeconds: 0,
        retryBackoff: false,
        expireSeconds: 15 * 60,
        keepDays: 14,
        unlessWaiting: 'sameKey',
      },
    );
    return { due: due.length, queued };
  });
  if (dispatched > 0 || due > 0) log.info({ dispatched, due, queued }, 'webhook sweep');
}
