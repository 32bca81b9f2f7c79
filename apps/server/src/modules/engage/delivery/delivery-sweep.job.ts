import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Every minute: gives a send job to each due message row that has none waiting (a row scheduled
 * by code that wrote only the row, a job lost with a crash, a campaign resumed after a pause)
 * and hands back rows a crashed worker left 'sending'. This is what makes a crash lose nothing.
 */
export const deliverySweepJob = defineJob({
  name: 'engage-delivery-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(100_000).default(20_000) }),
  handler: () => import('./delivery-sweep.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 20_000 } },
  retryLimit: 1,
});
