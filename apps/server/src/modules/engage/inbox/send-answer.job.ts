import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { SEND_ANSWER_QUEUE, SEND_JOB_RETRY_LIMIT } from '../delivery/send-jobs';

/**
 * Sends one answer written in the inbox (answer-delivery.ts). The job is written in the
 * transaction that writes the answer; the delivery sweep writes one for an answer left waiting
 * without a job (a crash between taking the job and the commit).
 */
export const sendAnswerJob = defineJob({
  name: SEND_ANSWER_QUEUE,
  payload: z.strictObject({ answerId: z.number().int().positive() }),
  handler: () => import('./send-answer.handler'),
  retryLimit: SEND_JOB_RETRY_LIMIT,
  pollingIntervalSeconds: 0.5,
});
