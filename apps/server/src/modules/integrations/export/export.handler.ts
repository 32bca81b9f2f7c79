import { loadEnv } from '../../../env';
import type { JobContext } from '../../../jobs/define-job';
import { deliveryConfig } from '../../engage/delivery/delivery-config';
import { createFileStorage } from '../../storage/file-storage';
import { runAtsExport } from './export-run';

export async function run(payload: { exportId: number }, { db, log }: JobContext): Promise<void> {
  const outcome = await runAtsExport(db, payload.exportId, {
    secretBox: deliveryConfig().secretBox,
    storage: createFileStorage(loadEnv()),
  });
  if (outcome === 'failed') log.info({ exportId: payload.exportId }, 'ats export failed');
  // The queue retries the job later, with back-off; the row keeps the reason meanwhile.
  if (outcome === 'retry')
    throw new Error(`ATS export ${payload.exportId}: the ATS asked to try again later`);
}
