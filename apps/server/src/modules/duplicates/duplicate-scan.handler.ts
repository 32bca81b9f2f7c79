import type { JobContext } from '../../jobs/define-job';
import { runDuplicateScan } from './duplicate-scan';

export async function run(payload: { scanId: number }, { db, log }: JobContext): Promise<void> {
  const started = Date.now();
  await runDuplicateScan(db, payload.scanId);
  log.info({ scanId: payload.scanId, ms: Date.now() - started }, 'duplicate scan finished');
}
