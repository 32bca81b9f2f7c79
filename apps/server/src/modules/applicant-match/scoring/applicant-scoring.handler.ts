import type { JobContext } from '../../../jobs/define-job';
import { scoreJobApplicants } from './score-job-applicants';

export async function run(payload: { projectId: number }, ctx: JobContext): Promise<void> {
  const result = await scoreJobApplicants(ctx.db, payload.projectId);
  ctx.log.info({ projectId: payload.projectId, ...result }, 'applicants scored');
}
