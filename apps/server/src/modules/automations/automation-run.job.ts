import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { AUTOMATION_RUN_QUEUE } from './stage-triggers';

/** One automation run (a rule and a stage entry), queued by the move that set it off. */
export const automationRunJob = defineJob({
  name: AUTOMATION_RUN_QUEUE,
  payload: z.strictObject({ runId: z.number().int().positive() }),
  handler: () => import('./automation-run.handler'),
  retryLimit: 2,
  pollingIntervalSeconds: 1,
});

/**
 * The safety net: runs whose job never got written (the queue did not exist yet) or whose worker
 * died mid-run are queued again, a bounded batch a minute.
 */
export const automationSweepJob = defineJob({
  name: 'automation-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(5000).default(500) }),
  handler: () => import('./automation-sweep.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 500 } },
  retryLimit: 1,
});
