import type { JobContext } from '../../jobs/define-job';
import { runAutomationJob } from './automation-runner';

export async function run(payload: { runId: number }, { db, log }: JobContext): Promise<void> {
  await runAutomationJob(db, payload.runId, log);
}
