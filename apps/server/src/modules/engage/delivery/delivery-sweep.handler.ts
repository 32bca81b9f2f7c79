import type { JobContext } from '../../../jobs/define-job';
import { sweepDueMessages } from './sweep';

export async function run(payload: { limit: number }, { db, log }: JobContext): Promise<void> {
  const result = await sweepDueMessages(db, { limit: payload.limit });
  if (result.enqueued > 0 || result.released > 0) log.info(result, 'engage delivery sweep');
}
