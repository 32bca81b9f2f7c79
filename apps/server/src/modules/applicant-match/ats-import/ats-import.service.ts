/**
 * Starting an import of a job's applicants from its ATS job, and what the job page shows of it.
 * Starting takes the permission to add applicants (owner, recruiter, sourcer: `candidate.add`),
 * like an upload; the project must be a linked applicant-match job whose team is connected to
 * that ATS. A run already queued or running is answered instead of a second one.
 */
import type { AtsImportRun, AtsImportState } from '@talentbase/shared/contracts/applicant-match-ats-import';
import { canInProject } from '@talentbase/shared/permissions/project-roles';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { parseProjectId, projectRole } from '../../projects/projects.service';
import { requireIntakeJob } from '../applicants/intake-access';
import { atsLabelOf, atsLinkOf, canReadApplicants, openLinked, secretBoxFor } from './ats-link';
import { failStaleRuns } from './import-run';

type RunRow = {
  id: string;
  status: AtsImportRun['status'];
  trigger: AtsImportRun['trigger'];
  ats_name: string;
  ats_job_id: string;
  total: number;
  processed: number;
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skipped_detail: AtsImportRun['skippedDetail'];
  without_resume: number;
  error: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
};

const RUN_COLUMNS = sql`id::text as id, status, trigger, ats_name, ats_job_id, total, processed, imported, updated,
  unchanged, skipped, skipped_detail, without_resume, error, created_at, finished_at`;

const present = (r: RunRow): AtsImportRun => ({
  id: r.id,
  status: r.status,
  trigger: r.trigger,
  atsName: r.ats_name,
  atsLabel: atsLabelOf(r.ats_name),
  atsJobId: r.ats_job_id,
  total: r.total,
  processed: r.processed,
  imported: r.imported,
  updated: r.updated,
  unchanged: r.unchanged,
  skipped: r.skipped,
  skippedDetail: r.skipped_detail ?? [],
  withoutResume: r.without_resume,
  error: r.error,
  createdAt: new Date(r.created_at).toISOString(),
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

async function latestRun(db: Executor, teamId: string, projectId: number): Promise<AtsImportRun | null> {
  const { rows } = await db.execute<RunRow>(sql`
    select ${RUN_COLUMNS} from match_ats_imports
     where project_id = ${projectId} and team_id = ${teamId}
     order by created_at desc, id desc limit 1`);
  return rows[0] ? present(rows[0]) : null;
}

/** The job page's view: the link, whether it can be imported from, and the latest run. */
export async function importState(
  db: Executor,
  caller: Caller,
  rawProjectId: string,
  intervalMinutes: number,
): Promise<AtsImportState> {
  const projectId = parseProjectId(rawProjectId);
  const { rows } = await db.execute(sql`
    select 1 from match_jobs j join projects p on p.id = j.project_id
     where j.project_id = ${projectId} and j.team_id = ${caller.scope.teamId} and ${visibleTo(caller)}`);
  if (rows.length === 0) throw notFound('Project');
  const link = await atsLinkOf(db, caller.scope.teamId, projectId);
  const role = await projectRole(db, caller.scope, projectId).catch(() => null);
  return {
    link: link
      ? {
          atsName: link.atsName,
          atsLabel: link.atsLabel,
          atsJobId: link.atsJobId,
          atsJobName: link.atsJobName,
        }
      : null,
    connected: link?.connectionId != null && link.connectionStatus !== 'disconnected',
    supported: link ? canReadApplicants(link) : false,
    canImport: role !== null && canInProject(role, 'candidate.add'),
    intervalMinutes,
    latest: await latestRun(db, caller.scope.teamId, projectId),
  };
}

export type StartDeps = { db: Database; enqueue: (runId: number) => Promise<unknown> };

export async function startImport(
  deps: StartDeps,
  caller: Caller,
  rawProjectId: string,
): Promise<AtsImportRun> {
  const { db } = deps;
  const projectId = await requireIntakeJob(db, caller, rawProjectId);
  const link = await atsLinkOf(db, caller.scope.teamId, projectId);
  if (!link)
    throw new AppError(
      'CONFLICT',
      'This job is not linked to a job of your ATS: link it first (Sync to ATS on the project).',
    );
  // Says at once when the connection is missing, refused or cannot be opened (422, no secret).
  await openLinked(db, secretBoxFor(db), link);
  await failStaleRuns(db, projectId);
  const { run, created } = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<RunRow>(sql`
      insert into match_ats_imports (team_id, project_id, ats_name, ats_job_id, trigger, requested_by)
      values (${caller.scope.teamId}, ${projectId}, ${link.atsName}, ${link.atsJobId}, 'manual', ${caller.scope.userId})
      on conflict do nothing
      returning ${RUN_COLUMNS}`);
    if (!rows[0]) {
      const { rows: active } = await tx.execute<RunRow>(sql`
        select ${RUN_COLUMNS} from match_ats_imports
         where project_id = ${projectId} and status in ('queued', 'running') limit 1`);
      if (!active[0]) throw new AppError('CONFLICT', 'An import has just finished: try again');
      return { run: present(active[0]), created: false };
    }
    await audit(tx, {
      action: 'applicant_match.ats_import.start',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { atsName: link.atsName, atsJobId: link.atsJobId, runId: rows[0].id },
      ip: caller.ip,
    });
    return { run: present(rows[0]), created: true };
  });
  if (created) await deps.enqueue(Number(run.id));
  return run;
}
