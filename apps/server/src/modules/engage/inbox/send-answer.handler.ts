import type { JobContext } from '../../../jobs/define-job';
import { engineDeps } from '../delivery/engine';
import { deliverAnswer } from './answer-delivery';

export async function run(payload: { answerId: number }, { db, log }: JobContext): Promise<void> {
  const outcome = await deliverAnswer(db, engineDeps(log), payload.answerId);
  if (outcome.status === 'failed' || outcome.status === 'retry')
    log.info({ answerId: payload.answerId, ...outcome }, 'engage answer did not go out');
}
