import { loadEnv } from '../../../env';
import type { JobContext } from '../../../jobs/define-job';
import { jobSender } from '../../../jobs/job-sender';
import { atsApplicantImportJob } from './ats-import.job';
import { queueScheduledImports } from './import-sweep';

export async function run(_payload: Record<string, never>, { db, log }: JobContext): Promise<void> {
  const send = jobSender(db);
  const queued = await queueScheduledImports(db, loadEnv().ATS_IMPORT_INTERVAL_MINUTES, (runId) =>
    send(atsApplicantImportJob, { runId }),
  );
  if (queued > 0) log.info({ queued }, 'scheduled ats applicant imports');
}
