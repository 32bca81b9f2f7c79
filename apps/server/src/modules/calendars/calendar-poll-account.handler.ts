import { loadEnv } from '../../env';
import type { JobContext } from '../../jobs/define-job';
import { deliveryConfig } from '../engage/delivery/delivery-config';
import { pollCalendlyAccount } from './calendly-poll';

export async function run(payload: { accountId: number }, { db, log }: JobContext): Promise<void> {
  const summary = await pollCalendlyAccount(db, payload.accountId, {
    secretBox: deliveryConfig().secretBox,
    calendlyApiUrl: loadEnv().CALENDLY_API_URL,
  });
  if (summary && (summary.recorded > 0 || summary.canceled > 0)) log.info(summary, 'calendly poll');
}
