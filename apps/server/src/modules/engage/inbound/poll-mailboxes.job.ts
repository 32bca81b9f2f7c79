import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';

/**
 * Every minute: reads the mailboxes whose IMAP poll is due (each every ENGAGE_POLL_INTERVAL_SECONDS)
 * for replies and bounces (poll-mailboxes.ts).
 */
export const pollMailboxesJob = defineJob({
  name: 'engage-mail-poll',
  payload: z.strictObject({ limit: z.number().int().min(1).max(1000).default(50) }),
  handler: () => import('./poll-mailboxes.handler'),
  schedule: { cron: '* * * * *', payload: { limit: 50 } },
  retryLimit: 0,
});
