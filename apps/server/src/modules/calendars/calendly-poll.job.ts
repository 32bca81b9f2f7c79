import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { POLL_RETRIES } from './calendly-poll';

/**
 * Every 10 minutes (spec section 9): queues one poll per connected Calendly account, keyed by the
 * account so a poll still waiting or retrying is not queued twice.
 */
export const calendarPollSweepJob = defineJob({
  name: 'calendar-poll-sweep',
  payload: z.strictObject({ limit: z.number().int().min(1).max(10_000).default(1000) }),
  handler: () => import('./calendar-poll-sweep.handler'),
  schedule: { cron: '*/10 * * * *', payload: { limit: 1000 } },
  retryLimit: 0,
});

/** One account's poll: meeting events and the calendar link; retried 3 times, 3 minutes apart. */
export const calendarPollAccountJob = defineJob({
  name: 'calendar-poll-account',
  payload: z.strictObject({ accountId: z.number().int().positive() }),
  handler: () => import('./calendar-poll-account.handler'),
  retryLimit: POLL_RETRIES,
  retryDelaySeconds: 180,
  policy: 'stately',
});
