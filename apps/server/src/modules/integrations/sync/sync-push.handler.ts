import type { JobContext } from '../../../jobs/define-job';
import { deliveryConfig } from '../../engage/delivery/delivery-config';
import { runAtsSyncPush } from './sync-run';

export async function run(payload: { stateId: number }, { db, log }: JobContext): Promise<void> {
  const outcome = await runAtsSyncPush(db, payload.stateId, { secretBox: deliveryConfig().secretBox });
  if (outcome === 'failed') log.info({ stateId: payload.stateId }, 'ats sync push failed');
  // The queue tries again later, with back-off; the state keeps the reason meanwhile.
  if (outcome === 'retry') throw new Error(`ATS sync ${payload.stateId}: the ATS asked to try again later`);
}
