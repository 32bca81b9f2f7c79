import type { JobContext } from '../../jobs/define-job';
import { runRule } from './retention-run';

export async function run(
  payload: { ruleId: number; runDate: string },
  { db, log }: JobContext,
): Promise<void> {
  const result = await runRule(db, payload.ruleId, payload.runDate);
  if (result)
    log.info({ ruleId: payload.ruleId, matched: result.matched, runDate: payload.runDate }, 'retention run');
}
