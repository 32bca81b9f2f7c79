import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Runs one erasure (erasure-run.ts): every row about a person, with a per-table count kept on the
 * erasure. Retried once; a retry resumes after the last committed phase, and an erasure that never
 * finished is finished by the ledger replay on the next start.
 */
export const erasureJob = defineJob({
  name: 'gdpr-erasure',
  payload: z.strictObject({ erasureId: z.string().uuid() }),
  handler: () => import('./erasure.handler'),
  retryLimit: 1,
});
