import type { JobContext } from '../../jobs/define-job';
import { runErasure, totalRows } from './erasure-run';

export async function run(payload: { erasureId: string }, { db, log }: JobContext): Promise<void> {
  const outcome = await runErasure(db, payload.erasureId);
  // Counts only: the job log holds no personal data either.
  log.info(
    { erasureId: payload.erasureId, status: outcome.status, rows: totalRows(outcome.counts) },
    'erasure finished',
  );
}
