import type { JobContext } from '../../jobs/define-job';
import { deliveryConfig } from '../engage/delivery/delivery-config';
import { deliverWebhook } from './webhook-delivery';

export async function run(payload: { deliveryId: number }, ctx: JobContext): Promise<void> {
  await runBatch([payload], ctx);
}

export async function runBatch(payloads: { deliveryId: number }[], { db, log }: JobContext): Promise<void> {
  const { secretBox } = deliveryConfig();
  await Promise.all(
    payloads.map(async ({ deliveryId }) => {
      const outcome = await deliverWebhook(db, deliveryId, { secretBox });
      if (outcome !== 'skipped') log.info({ deliveryId, outcome }, 'webhook delivery');
    }),
  );
}
