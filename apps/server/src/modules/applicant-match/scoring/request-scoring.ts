/**
 * Asking for a job's applicants to be scored, after the change that made them stale has
 * committed (an upload, a new description, an edited persona). The worker's queue runs it; a
 * lone API process without a worker (no queue created yet, or the queue unreachable) scores in
 * this process instead, in the background, so scoring never waits for a worker that is not there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type JobSender, jobSender } from '../../../jobs/job-sender';
import { applicantScoringJob, applicantScoringKey } from './applicant-scoring.job';
import { scoreJobApplicants } from './score-job-applicants';

/** Scoring may take minutes for a large job; pg-boss would otherwise retry it after 15. */
const EXPIRE_SECONDS = 60 * 60;

export type ScoringRequester = (projectId: number) => Promise<void>;

async function queueExists(db: Database): Promise<boolean> {
  try {
    const { rows } = await db.execute(
      sql`select 1 from pgboss.queue where name = ${applicantScoringJob.name}`,
    );
    return rows.length > 0;
  } catch {
    return false;
  }
}

export function scoringRequester(db: Database, send: JobSender | null = jobSender(db)): ScoringRequester {
  return async (projectId) => {
    let queued = false;
    if (send) {
      try {
        const id = await send(
          applicantScoringJob,
          { projectId },
          { singletonKey: applicantScoringKey(projectId), expireInSeconds: EXPIRE_SECONDS },
        );
        // No id: a run is already waiting for this job (it will see these applicants), or the
        // worker has not created the queue (then nobody would run it).
        queued = id !== null || (await queueExists(db));
      } catch {
        queued = false;
      }
    }
    if (!queued) scoreInThisProcess(db, projectId);
  };
}

/** The runs this process started on its own, until they end. */
const inProcessRuns = new Set<Promise<unknown>>();

function scoreInThisProcess(db: Database, projectId: number): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => scoreJobApplicants(db, projectId))
    .catch(() => {});
  inProcessRuns.add(run);
  void run.finally(() => inProcessRuns.delete(run));
}

/**
 * Resolves once every scoring run this process started on its own has ended, so a test that
 * scores a job itself is not raced by a background run an edit set off.
 */
export async function inProcessScoringSettled(): Promise<void> {
  while (inProcessRuns.size > 0) await Promise.allSettled([...inProcessRuns]);
}

const requesters = new WeakMap<Database, ScoringRequester>();

/** Asks for a job's applicants to be scored, with the product's queue on this database. */
export function requestScoring(db: Database, projectId: number): Promise<void> {
  let requester = requesters.get(db);
  if (!requester) {
    requester = scoringRequester(db);
    requesters.set(db, requester);
  }
  return requester(projectId);
}
