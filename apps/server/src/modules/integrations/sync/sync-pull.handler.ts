import type { JobContext } from '../../../jobs/define-job';
import { deliveryConfig } from '../../engage/delivery/delivery-config';
import { runSyncSweep } from './sync-run';

export async function run(payload: { teamId?: string }, { db, log }: JobContext): Promise<void> {
  const summary = await runSyncSweep(
    db,
    { secretBox: deliveryConfig().secretBox },
    { ...(payload.teamId ? { teamId: payload.teamId } : {}), log: (o, m) => log.info(o, m) },
  );
  if (summary.moved + summary.overridden > 0) log.info(summary, 'ats sync pull');
}
