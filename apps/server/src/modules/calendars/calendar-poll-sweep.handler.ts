import type { JobContext } from '../../jobs/define-job';
import { jobSender } from '../../jobs/job-sender';
import { connectedCalendlyAccounts } from './calendly-poll';
import { calendarPollAccountJob } from './calendly-poll.job';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const send = jobSender(db);
  const ids = await connectedCalendlyAccounts(db, payload.limit);
  for (const accountId of ids)
    await send(calendarPollAccountJob, { accountId }, { singletonKey: `calendar-poll:${accountId}` });
  if (ids.length > 0) log.info({ accounts: ids.length }, 'calendar poll sweep');
}
