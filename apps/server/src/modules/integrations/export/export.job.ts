import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Pushes one exported candidate to the team's ATS (export-run.ts). Rate limits, timeouts and an
 * unavailable ATS are retried with exponential back-off; refused credentials or data are not.
 */
export const atsExportJob = defineJob({
  name: 'ats-export',
  payload: z.strictObject({ exportId: z.number().int().positive() }),
  handler: () => import('./export.handler'),
  retryLimit: 4,
});
