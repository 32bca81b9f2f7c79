import { deleteExpiredSessions } from '../modules/auth/auth.repository';
import type { JobContext } from './define-job';

// Enough batches for any realistic backlog in one run; the next run takes the rest.
const MAX_BATCHES = 100;

export async function run(payload: { batchSize: number }, { db, log }: JobContext): Promise<void> {
  let deleted = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await deleteExpiredSessions(db, payload.batchSize);
    deleted += n;
    if (n < payload.batchSize) break;
  }
  if (deleted > 0) log.info({ deleted }, 'expired sessions deleted');
}
