import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Imports one run's applicants from the linked ATS job (import-run.ts). Rate limits, timeouts and
 * an unavailable ATS are retried with exponential back-off; refused credentials are not.
 */
export const atsApplicantImportJob = defineJob({
  name: 'applicant-ats-import',
  payload: z.strictObject({ runId: z.number().int().positive() }),
  handler: () => import('./ats-import.handler'),
  retryLimit: 4,
});

/**
 * Every five minutes: the linked jobs whose last import is older than ATS_IMPORT_INTERVAL_MINUTES
 * get a scheduled run (import-sweep.ts); 0 turns it off.
 */
export const atsApplicantImportSweepJob = defineJob({
  name: 'applicant-ats-import-sweep',
  payload: z.strictObject({}),
  handler: () => import('./import-sweep.handler'),
  schedule: { cron: '*/5 * * * *', payload: {} },
  retryLimit: 0,
});
