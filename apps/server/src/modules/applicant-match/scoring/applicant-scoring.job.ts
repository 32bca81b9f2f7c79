import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Scores one job's applicants against its current persona (score-job-applicants.ts). One run
 * waits per project at most ('stately', keyed by the project): a run picks up every applicant
 * that is stale when it gets there, so more requests while one waits add nothing.
 */
export const applicantScoringJob = defineJob({
  name: 'applicant-scoring',
  payload: z.strictObject({ projectId: z.number().int().positive() }),
  handler: () => import('./applicant-scoring.handler'),
  policy: 'stately',
  retryLimit: 3,
});

export const applicantScoringKey = (projectId: number) => `applicant-scoring:${projectId}`;
