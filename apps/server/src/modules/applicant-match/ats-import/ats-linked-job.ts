/**
 * The ATS-shaped calls (ats/stages, ats/decline-reasons, ats/move-candidate-record) on a job
 * whose project is linked to a job of the team's connected ATS: the ATS answers them (the
 * connector's listStages and listDeclineReasons), in the same reply shapes as a local job. A call
 * names the job by its project, or by the ATS job id; a job that is neither linked nor local stays
 * 404 "Job not found" (../applicants/ats-local-job.ts). Connector failures become 422/429/503
 * answers naming the ATS, never a secret. A link to an ATS the team has not connected (or that
 * Talentbase cannot talk to) leaves the job's local answers in place.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { toAppError } from '../../integrations/export/ats-connection';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import type { LocalJob } from '../applicants/ats-local-job';
import { type AtsJobLink, canReadApplicants, findAtsLinks, openLinked, secretBoxFor } from './ats-link';

/** The linked job a call names, or null when it names none (the local job's answers apply then). */
export async function linkedJobFor(
  db: Executor,
  caller: Caller,
  ref: { atsJobId?: string | undefined; projectId?: string | undefined },
): Promise<AtsJobLink | null> {
  const teamId = caller.scope.teamId;
  let links: AtsJobLink[];
  if (ref.projectId !== undefined) {
    if (!/^\d{1,15}$/.test(ref.projectId)) return null;
    links = await findAtsLinks(db, teamId, { projectIds: [Number(ref.projectId)] });
    const link = links[0];
    // The project's ATS job named beside it must be its own (or the project id, as for a local job).
    if (
      link &&
      ref.atsJobId !== undefined &&
      ref.atsJobId !== link.atsJobId &&
      ref.atsJobId !== ref.projectId
    )
      throw notFound('Job');
  } else if (ref.atsJobId !== undefined) {
    links = await findAtsLinks(db, teamId, { atsJobId: ref.atsJobId });
  } else return null;
  // Only a provider Talentbase can talk to, through a connection the team has, answers for the job.
  links = links.filter((l) => l.connectionId !== null && canReadApplicants(l));
  if (links.length === 0) return null;
  const { rows } = await db.execute<{ id: string }>(sql`
    select p.id::text as id from projects p
     where p.id = any(${`{${links.map((l) => l.projectId).join(',')}}`}::bigint[]) and ${visibleTo(caller)}
     order by p.id limit 1`);
  const visible = rows[0];
  if (!visible) {
    if (ref.projectId !== undefined) throw notFound('Job');
    return null;
  }
  return links.find((l) => String(l.projectId) === visible.id) ?? null;
}

/** The job as the move records name it: the ATS job id and its name. */
export const linkedAsJob = (link: AtsJobLink): LocalJob => ({
  projectId: link.projectId,
  atsJobId: link.atsJobId,
  atsJobName: link.atsJobName ?? `${link.atsLabel} job ${link.atsJobId}`,
});

async function withConnector<T>(
  db: Database,
  link: AtsJobLink,
  call: (c: Awaited<ReturnType<typeof openLinked>>['connector']) => Promise<T>,
): Promise<T> {
  const opened = await openLinked(db, secretBoxFor(db), link);
  try {
    return await call(opened.connector);
  } catch (err) {
    throw toAppError(err, link.atsLabel);
  }
}

export async function linkedStages(db: Database, link: AtsJobLink) {
  const stages = await withConnector(db, link, (c) => c.listStages(link.atsJobId));
  return [...stages]
    .sort((a, b) => a.order - b.order)
    .map((s) => ({ atsStageId: s.id, atsStageName: s.name }));
}

export async function linkedDeclineReasons(db: Database, link: AtsJobLink) {
  return withConnector(db, link, (c) => c.listDeclineReasons());
}

export { withConnector };
