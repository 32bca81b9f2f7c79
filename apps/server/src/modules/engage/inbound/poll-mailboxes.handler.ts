import { loadEnv } from '../../../env';
import type { JobContext } from '../../../jobs/define-job';
import { deliveryConfig } from '../delivery/delivery-config';
import { pollDueMailboxes } from './poll-mailboxes';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const config = deliveryConfig();
  const polls = await pollDueMailboxes(
    db,
    {
      secretBox: config.secretBox,
      messageIdSecret: config.messageIdSecret,
      intervalSeconds: loadEnv().ENGAGE_POLL_INTERVAL_SECONDS,
      log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.info(o, m) },
    },
    payload.limit,
  );
  const busy = polls.filter((p) => p.read > 0 || p.error);
  if (busy.length > 0) log.info({ polls: busy }, 'engage mail poll');
}
