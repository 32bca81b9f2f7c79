import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Every minute: sends the 'Text' steps that are due (deliver-text.ts). Text rows need no job of
 * their own: a row stays 'scheduled' until the commit that records its send, so the next sweep
 * finds whatever a crash or a paused campaign left, and a text goes out at most a minute late.
 */
export const textSweepJob = defineJob({
  name: 'engage-text-sweep',
  payload: z.strictObject({ budgetMs: z.number().int().min(1000).max(55_000).default(45_000) }),
  handler: () => import('./text-sweep.handler'),
  schedule: { cron: '* * * * *', payload: { budgetMs: 45_000 } },
  retryLimit: 1,
});
