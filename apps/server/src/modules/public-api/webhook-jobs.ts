import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Fans new outbox events out to deliveries and gives each due delivery (a first attempt, a retry
 * whose wait is over, a replay) a `webhook-delivery` job. Queued by each change that writes events
 * (webhooks.service.ts `sweepSoon`), and every minute by the cron.
 */
export const webhookSweepJob = defineJob({
  name: 'webhook-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(10_000).default(500) }),
  handler: () => import('./webhook-sweep.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 500 } },
  retryLimit: 1,
});

/** One attempt of one delivery; retries are the delivery's own schedule, not the job's. */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-delivery',
  payload: z.strictObject({ deliveryId: z.number().int().positive() }),
  handler: () => import('./webhook-delivery.handler'),
  retryLimit: 0,
  batchSize: 5,
});
