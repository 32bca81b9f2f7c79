import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { SEND_JOB_RETRY_LIMIT, SEND_MESSAGE_QUEUE } from './send-jobs';

/**
 * Delivers one message row when it is due (deliver.ts). Jobs are written in the transaction that
 * creates or moves the row (send-jobs.ts), fetched in batches and handled together; a job whose
 * row is no longer 'scheduled' does nothing, one whose row moved later schedules itself again.
 */
export const sendMessageJob = defineJob({
  name: SEND_MESSAGE_QUEUE,
  payload: z.strictObject({ messageRowId: z.number().int().positive() }),
  handler: () => import('./send-message.handler'),
  retryLimit: SEND_JOB_RETRY_LIMIT,
  batchSize: 100,
  pollingIntervalSeconds: 0.5,
});
