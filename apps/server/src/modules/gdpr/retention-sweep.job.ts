import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';

/**
 * Nightly (02:30 UTC): selects the enabled retention rules and queues one `retention-run` per rule
 * and night (a deterministic key, so a second sweep the same night adds nothing).
 */
export const retentionSweepJob = defineJob({
  name: 'retention-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(10_000).default(1000) }),
  handler: () => import('./retention-sweep.handler'),
  schedule: { cron: '30 2 * * *', payload: { limit: 1000 } },
  retryLimit: 2,
});

/** One night's run of one rule (retention.service.ts `runRule`). */
export const retentionRunJob = defineJob({
  name: 'retention-run',
  payload: z.strictObject({
    ruleId: z.number().int().positive(),
    runDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  handler: () => import('./retention-run.handler'),
  retryLimit: 2,
});
