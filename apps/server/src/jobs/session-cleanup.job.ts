import { z } from 'zod';
import { defineJob } from './define-job';

/** Deletes expired sessions every 15 minutes, in bounded batches. */
export const sessionCleanupJob = defineJob({
  name: 'session-cleanup',
  payload: z.strictObject({ batchSize: z.number().int().min(1).max(10_000).default(1000) }),
  handler: () => import('./session-cleanup.handler'),
  schedule: { cron: '*/15 * * * *', payload: { batchSize: 1000 } },
  retryLimit: 3,
});
