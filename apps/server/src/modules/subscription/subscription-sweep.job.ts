import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/** Ends trials and cancelled periods and rolls renewals every 15 minutes, so features close on time. */
export const subscriptionSweepJob = defineJob({
  name: 'subscription-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(10_000).default(500) }),
  handler: () => import('./subscription-sweep.handler'),
  schedule: { cron: '*/15 * * * *', payload: { limit: 500 } },
  retryLimit: 3,
});
