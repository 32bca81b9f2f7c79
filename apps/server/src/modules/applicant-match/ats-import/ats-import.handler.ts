import { loadEnv } from '../../../env';
import type { JobContext } from '../../../jobs/define-job';
import { deliveryConfig } from '../../engage/delivery/delivery-config';
import { createFileStorage } from '../../storage/file-storage';
import { requestScoring } from '../scoring/request-scoring';
import { runAtsImport } from './import-run';

export async function run(payload: { runId: number }, { db, log }: JobContext): Promise<void> {
  const outcome = await runAtsImport(db, payload.runId, {
    secretBox: deliveryConfig().secretBox,
    storage: createFileStorage(loadEnv()),
    requestScoring: (projectId) => requestScoring(db, projectId),
  });
  if (outcome === 'failed') log.info({ runId: payload.runId }, 'ats applicant import failed');
  // The queue retries the job later, with back-off; the row keeps the reason meanwhile.
  if (outcome === 'retry')
    throw new Error(`ATS applicant import ${payload.runId}: the ATS asked to try again later`);
}
