import type { JobContext } from '../../../jobs/define-job';
import { drainDueTexts } from './deliver-text';
import { textConfig } from './text-config';

export async function run(payload: { budgetMs: number }, { db, log }: JobContext): Promise<void> {
  const result = await drainDueTexts(db, { config: textConfig(), log }, { budgetMs: payload.budgetMs });
  if (result.sent + result.failed + result.cancelled + result.retried > 0)
    log.info(result, 'engage text sweep');
}
