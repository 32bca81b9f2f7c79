import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Runs one duplicate scan (duplicate-scan.ts). Not retried: a failed scan is marked failed on
 * its row and the recruiter starts another, which reads the data as it is then.
 */
export const duplicateScanJob = defineJob({
  name: 'candidate-duplicate-scan',
  payload: z.strictObject({ scanId: z.number().int().positive() }),
  handler: () => import('./duplicate-scan.handler'),
  retryLimit: 0,
});
