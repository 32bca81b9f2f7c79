import { loadEnv } from '../../../env';
import type { JobContext } from '../../../jobs/define-job';
import { insertJobsInTransaction } from '../../../jobs/jobs-in-transaction';
import { deliveryConfig } from '../delivery/delivery-config';
import { pollForAWhile } from './poll-mailboxes';
import { POLL_RUN_SECONDS, pollMailboxesJob } from './poll-mailboxes.job';

/**
 * One run reads each mailbox whenever it falls due for POLL_RUN_SECONDS, then asks for the next
 * run at once: the worker takes it within a second, so mailboxes are read on time, whatever the
 * cron's own timing (it only restarts the chain if it ever breaks).
 */
export async function run(payload: { limit: number }, { db, log, stopping }: JobContext): Promise<void> {
  const config = deliveryConfig();
  const polls = await pollForAWhile(
    db,
    {
      secretBox: config.secretBox,
      messageIdSecret: config.messageIdSecret,
      intervalSeconds: loadEnv().ENGAGE_POLL_INTERVAL_SECONDS,
      log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.info(o, m) },
    },
    { budgetMs: POLL_RUN_SECONDS * 1000, limit: payload.limit, ...(stopping ? { stop: stopping } : {}) },
  );
  const busy = polls.filter((p) => p.read > 0 || p.error);
  if (busy.length > 0) log.info({ polls: busy }, 'engage mail poll');
  // The next run, unless one already waits (the cron safety net or another worker wrote it).
  if (!stopping?.())
    await insertJobsInTransaction(db, pollMailboxesJob.name, [{ data: { limit: payload.limit } }], {
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireSeconds: 15 * 60,
      keepDays: 1,
      unlessWaiting: 'anyInQueue',
    });
}
