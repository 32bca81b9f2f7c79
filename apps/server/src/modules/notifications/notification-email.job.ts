import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/** Sends the notification emails that are due (and the daily digests), every minute. */
export const notificationEmailJob = defineJob({
  name: 'notification-email',
  payload: z.strictObject({ limit: z.number().int().min(1).max(5000).default(500) }),
  handler: () => import('./notification-email.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 500 } },
  retryLimit: 1,
});
