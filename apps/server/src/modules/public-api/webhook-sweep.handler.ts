import type { JobContext } from '../../jobs/define-job';
import { jobSender } from '../../jobs/job-sender';
import { webhookDeliveryJob } from './webhook-jobs';
import { dispatchWebhookEvents, dueDeliveries } from './webhooks.service';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const dispatched = await dispatchWebhookEvents(db, payload.limit);
  const due = await dueDeliveries(db, payload.limit);
  const send = jobSender(db);
  for (const d of due)
    await send(
      webhookDeliveryJob,
      { deliveryId: d.id },
      { singletonKey: `webhook-delivery:${d.id}:${d.attempts}` },
    );
  if (dispatched > 0 || due.length > 0) log.info({ dispatched, due: due.length }, 'webhook sweep');
}
