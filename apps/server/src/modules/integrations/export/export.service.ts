/**
 * Exporting project candidates to the team's ATS (issue 19, item 4). The request checks who may
 * (the project action "Sync to ATS": owner and recruiter), the connection (the team's or the
 * caller's own; another team's is 404), the candidates (all in the project, or nothing) and the
 * export catalogue's flags (job and stage required or not), then writes one row per candidate and
 * queues one job per row. A person already exported to the same job through the same connection
 * keeps their row: a failed one is queued again, a done one is left alone.
 */
import type {
  AtsExportResult,
  AtsExportsResponse,
  createAtsExportRequestSchema,
} from '@talentbase/shared/contracts/ats-exports';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, fieldError } from '../../../lib/errors';
import type { SecretBox } from '../../../lib/secret-box';
import type { TeamScope } from '../../../lib/team-scope';
import { requireProjectAction } from '../../projects/projects.service';
import { exportFlags, openForCaller, toAppError } from './ats-connection';

export type ExportDeps = {
  db: Database;
  secretBox: () => SecretBox;
  /** Queues the push of one row; answers false when the queue is not running. */
  enqueue: (exportId: number) => Promise<unknown>;
};

type CreateInput = z.output<typeof createAtsExportRequestSchema>;

export async function listJobs(deps: ExportDeps, scope: TeamScope, connectionId: string, cursor?: string) {
  const opened = await openForCaller(deps.db, deps.secretBox(), scope, connectionId);
  try {
    const page = await opened.connector.listJobs({ cursor: cursor ?? null });
    return { jobs: page.items, nextCursor: page.nextCursor };
  } catch (err) {
    throw toAppError(err, opened.name);
  }
}

export async function listStages(deps: ExportDeps, scope: TeamScope, connectionId: string, jobId: string) {
  const opened = await openForCaller(deps.db, deps.secretBox(), scope, connectionId);
  if (!exportFlags(opened.row.providerId).hasStages) return { stages: [] };
  try {
    const stages = await opened.connector.listStages(jobId);
    return { stages: [...stages].sort((a, b) => a.order - b.order) };
  } catch (err) {
    throw toAppError(err, opened.name);
  }
}

type ResultRow = {
  id: string;
  profile_id: string;
  full_name: string;
  connection_id: string;
  provider_id: string;
  job_id: string;
  job_title: string | null;
  stage_id: string | null;
  stage_name: string | null;
  status: AtsExportResult['status'];
  external_candidate_id: string | null;
  external_application_id: string | null;
  error: string | null;
  attempts: number;
  updated_at: Date | string;
};

const toResult = (r: ResultRow): AtsExportResult => ({
  id: String(r.id),
  candidateId: Number(r.profile_id),
  candidateName: r.full_name,
  connectionId: r.connection_id,
  providerId: r.provider_id,
  jobId: r.job_id === '' ? null : r.job_id,
  jobTitle: r.job_title,
  stageId: r.stage_id,
  stageName: r.stage_name,
  status: r.status,
  externalCandidateId: r.external_candidate_id,
  externalApplicationId: r.external_application_id,
  error: r.error,
  attempts: r.attempts,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The project's exports, newest first, with the progress of the ones not finished yet counted in. */
export async function listExports(
  db: Executor,
  scope: TeamScope,
  projectId: number,
): Promise<AtsExportsResponse> {
  await requireProjectAction(db, scope, projectId, 'candidate.openProfile');
  const { rows } = await db.execute<ResultRow>(sql`
    select e.id::text as id, e.profile_id::text as profile_id, p.full_name, e.connection_id::text as connection_id,
           c.provider_id, e.job_id, e.job_title, e.stage_id, e.stage_name, e.status,
           e.external_candidate_id, e.external_application_id, e.error, e.attempts, e.updated_at
      from ats_exports e
      join talent_profiles p on p.id = e.profile_id
      join integration_connections c on c.id = e.connection_id
     where e.team_id = ${scope.teamId} and e.project_id = ${projectId}
     order by e.updated_at desc, e.id desc
     limit 2000`);
  const results = rows.map(toResult);
  const count = (s: AtsExportResult['status']) => results.filter((r) => r.status === s).length;
  return {
    results,
    progress: {
      total: results.length,
      queued: count('queued'),
      running: count('running'),
      done: count('done'),
      failed: count('failed'),
    },
  };
}

export async function createExport(
  deps: ExportDeps,
  scope: TeamScope,
  ip: string | null,
  input: CreateInput,
): Promise<AtsExportsResponse & { created: number }> {
  const { db } = deps;
  const projectId = input.projectId;
  await requireProjectAction(db, scope, projectId, 'candidate.syncToAts');
  const opened = await openForCaller(db, deps.secretBox(), scope, input.connectionId);
  const flags = exportFlags(opened.row.providerId);
  const jobId = input.jobId ?? null;
  const stageId = input.stageId ?? null;
  if (flags.hasJobs && !flags.jobOptional && !jobId)
    throw fieldError({ jobId: `Choose the ${opened.name} job to export to` });
  if (!flags.hasJobs && jobId) throw fieldError({ jobId: `${opened.name} has no jobs to export to` });
  if (jobId && flags.needStage && !stageId)
    throw fieldError({ stageId: `Choose the ${opened.name} stage to place the candidates in` });
  if (stageId && (!flags.hasStages || !jobId))
    throw fieldError({
      stageId: flags.hasStages ? 'Choose a job before a stage' : `${opened.name} has no stages`,
    });

  const { ids, created } = await db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.syncToAts');
    const { rows: present } = await tx.execute<{ profile_id: string }>(sql`
      select profile_id::text as profile_id from project_candidates
       where project_id = ${projectId} and profile_id = any(${`{${input.candidateIds.join(',')}}`}::bigint[])`);
    if (present.length !== input.candidateIds.length)
      throw new AppError(
        'NOT_FOUND',
        input.candidateIds.length === 1
          ? 'Candidate not found in this project'
          : 'Some candidates are not in this project',
        { missing: input.candidateIds.length - present.length },
      );
    const { rows } = await tx.execute<{ id: string; inserted: boolean; status: string }>(sql`
      insert into ats_exports (team_id, project_id, profile_id, connection_id, job_id, job_title, stage_id, stage_name, requested_by)
      select ${scope.teamId}, ${projectId}, p, ${opened.row.id}, ${jobId ?? ''}, ${input.jobTitle ?? null},
             ${stageId}, ${input.stageName ?? null}, ${scope.userId}
        from unnest(${`{${input.candidateIds.join(',')}}`}::bigint[]) as p
      on conflict (connection_id, profile_id, job_id) do update
         set project_id = excluded.project_id,
             stage_id = case when ats_exports.status = 'done' then ats_exports.stage_id else excluded.stage_id end,
             stage_name = case when ats_exports.status = 'done' then ats_exports.stage_name else excluded.stage_name end,
             job_title = coalesce(excluded.job_title, ats_exports.job_title),
             status = case when ats_exports.status = 'failed' then 'queued' else ats_exports.status end,
             error = case when ats_exports.status = 'failed' then null else ats_exports.error end,
             attempts = case when ats_exports.status = 'failed' then 0 else ats_exports.attempts end,
             requested_by = excluded.requested_by,
             updated_at = now()
       where ats_exports.team_id = excluded.team_id
      returning id::text as id, (xmax = 0) as inserted, status`);
    await audit(tx, {
      action: 'ats_export.requested',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: {
        connectionId: opened.row.id,
        providerId: opened.row.providerId,
        jobId,
        stageId,
        candidateIds: input.candidateIds,
      },
      ip,
    });
    return {
      ids: rows.filter((r) => r.status === 'queued').map((r) => Number(r.id)),
      created: rows.filter((r) => r.inserted).length,
    };
  });
  for (const id of ids) await deps.enqueue(id);
  return { ...(await listExports(db, scope, projectId)), created };
}

/** Queues the project's failed exports again (the "Retry failed" button). */
export async function retryFailed(
  deps: ExportDeps,
  scope: TeamScope,
  projectId: number,
): Promise<AtsExportsResponse> {
  await requireProjectAction(deps.db, scope, projectId, 'candidate.syncToAts');
  const { rows } = await deps.db.execute<{ id: string }>(sql`
    update ats_exports set status = 'queued', error = null, error_kind = null, attempts = 0, updated_at = now()
     where team_id = ${scope.teamId} and project_id = ${projectId} and status = 'failed'
    returning id::text as id`);
  for (const r of rows) await deps.enqueue(Number(r.id));
  return listExports(deps.db, scope, projectId);
}
