import type { JobContext } from '../../../jobs/define-job';
import { deliverMessages, drainDue } from './deliver';
import { engineDeps } from './engine';

export async function run(payload: { messageRowId: number }, ctx: JobContext): Promise<void> {
  await runBatch([payload], ctx);
}

/**
 * The jobs' own rows first, then, while a burst lasts, whatever else is due (the batch path):
 * jobs of rows already sent on the way find nothing to do.
 */
export async function runBatch(payloads: { messageRowId: number }[], { db, log }: JobContext): Promise<void> {
  const deps = engineDeps(log);
  const ids = [...new Set(payloads.map((p) => p.messageRowId))].sort((a, b) => a - b);
  // A full fetch means a burst: drain everything due in parallel first; the jobs' own rows are
  // then mostly sent already and cost one locked read each.
  if (payloads.length > 1) await drainDue(db, deps, { batchSize: 100, budgetMs: 10_000, concurrency: 3 });
  for (let i = 0; i < ids.length; i += 100) {
    await deliverMessages(db, deps, { ids: ids.slice(i, i + 100) });
  }
}
