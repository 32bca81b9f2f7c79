import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/** How long one run keeps reading mailboxes as they fall due before handing over to the next. */
export const POLL_RUN_SECONDS = 50;

/**
 * Reads the mailboxes whose IMAP poll is due (each every ENGAGE_POLL_INTERVAL_SECONDS) for
 * replies and bounces (poll-mailboxes.ts). Each run polls for POLL_RUN_SECONDS and writes the
 * next run; the every-minute schedule restarts the chain after a restart or a lost job.
 */
export const pollMailboxesJob = defineJob({
  name: 'engage-mail-poll',
  payload: z.strictObject({ limit: z.number().int().min(1).max(1000).default(50) }),
  handler: () => import('./poll-mailboxes.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 50 } },
  retryLimit: 0,
  pollingIntervalSeconds: 1,
});
