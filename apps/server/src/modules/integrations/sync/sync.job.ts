import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { ATS_SYNC_PUSH_QUEUE } from './sync-hook';

/** Every 15 minutes unless ATS_SYNC_PULL_CRON (a five-field cron, UTC) says otherwise. */
export const ATS_SYNC_PULL_CRON = /^(\S+\s+){4}\S+$/.test(process.env.ATS_SYNC_PULL_CRON ?? '')
  ? (process.env.ATS_SYNC_PULL_CRON as string).trim()
  : '*/15 * * * *';

/** One Talentbase move written to the team's two-way ATS; back-off retries for a busy or absent ATS. */
export const atsSyncPushJob = defineJob({
  name: ATS_SYNC_PUSH_QUEUE,
  payload: z.strictObject({ stateId: z.number().int().positive() }),
  handler: () => import('./sync-push.handler'),
  retryLimit: 4,
});

/** The periodic pull of every linked job of a two-way ATS (and pushes the queue lost). */
export const atsSyncPullJob = defineJob({
  name: 'ats-sync-pull',
  payload: z.strictObject({ teamId: z.string().uuid().optional() }),
  handler: () => import('./sync-pull.handler'),
  schedule: { cron: ATS_SYNC_PULL_CRON, payload: {} },
  retryLimit: 0,
  policy: 'stately',
});
