/**
 * Writing send jobs in the caller's transaction: the job that delivers a message row is inserted
 * beside the row (or the row's new due time), so either both exist or neither does
 * (jobs/jobs-in-transaction.ts). When there is no queue yet (a fresh database the worker has not
 * started on), the row alone is enough: the sweep enqueues due rows that have no job
 * (delivery-sweep.handler.ts).
 */
import type { Executor } from '../../../db/client';
import { insertJobsInTransaction } from '../../../jobs/jobs-in-transaction';

export const SEND_MESSAGE_QUEUE = 'engage-send-message';
/** A recruiter's answer from the inbox (inbox/answer-delivery.ts). */
export const SEND_ANSWER_QUEUE = 'engage-send-answer';
/** One key per message row: the sweep looks for a waiting job by it. */
export const sendJobKey = (messageRowId: number) => `engage-message:${messageRowId}`;
export const SEND_JOB_RETRY_LIMIT = 3;
export const SEND_JOB_EXPIRE_SECONDS = 300;

export type SendJob = { messageRowId: number; startAfter: Date };

type QueueShape = { queue: string; field: string; keyPrefix: string };

/** One job per row id, each with `{ [field]: id }` and the singleton key `keyPrefix + id`. */
function insertJobs(
  tx: Executor,
  { queue, field, keyPrefix }: QueueShape,
  jobs: readonly { id: number; startAfter: Date }[],
): Promise<number> {
  return insertJobsInTransaction(
    tx,
    queue,
    jobs.map((j) => ({
      data: { [field]: j.id },
      singletonKey: `${keyPrefix}${j.id}`,
      startAfter: j.startAfter,
    })),
    {
      retryLimit: SEND_JOB_RETRY_LIMIT,
      retryDelaySeconds: 10,
      retryBackoff: true,
      expireSeconds: SEND_JOB_EXPIRE_SECONDS,
      keepDays: 14,
    },
  );
}

/** Inserts one send job per entry (one statement); returns how many were written. */
export async function enqueueSendJobs(tx: Executor, jobs: readonly SendJob[]): Promise<number> {
  return insertJobs(
    tx,
    { queue: SEND_MESSAGE_QUEUE, field: 'messageRowId', keyPrefix: 'engage-message:' },
    jobs.map((j) => ({ id: j.messageRowId, startAfter: j.startAfter })),
  );
}

/** The job that sends answers from the inbox, written beside their rows. */
export async function enqueueAnswerJobs(
  tx: Executor,
  jobs: readonly { answerId: number; startAfter: Date }[],
): Promise<number> {
  return insertJobs(
    tx,
    { queue: SEND_ANSWER_QUEUE, field: 'answerId', keyPrefix: 'engage-answer:' },
    jobs.map((j) => ({ id: j.answerId, startAfter: j.startAfter })),
  );
}
