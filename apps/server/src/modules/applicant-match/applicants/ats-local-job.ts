/**
 * The ATS-shaped calls on a job that lives only in Talentbase (issue 15, item 5): its "ATS" is
 * the project itself. Its atsJobId is the project id as text (or the call names the projectId),
 * its stages are the positions of the project's hiring process, and an "ATS stage id" is a
 * pipeline position written as `categoryId` (a category without stages) or
 * `categoryId-stageId`. A job linked to a job of the team's connected ATS is answered by that
 * ATS first (../ats-import/ats-linked-job.ts); any other atsJobId is not found here, like another
 * team's job.
 */
import type { MoveCandidateResult } from '@talentbase/shared/contracts/applicant-match-demo';
import {
  CATEGORY_ID,
  type PipelinePosition,
  STAGE_STATUS,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { projectPipeline } from '../../hiring-process/project-pipeline';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { parseProjectId } from '../../projects/projects.service';

export type LocalJob = { projectId: number; atsJobId: string; atsJobName: string };

/** A local job the caller may see, named by its project or by its atsJobId; else 404 "Job not found". */
export async function requireLocalJob(
  db: Executor,
  caller: Caller,
  ref: { atsJobId?: string | undefined; projectId?: string | undefined },
): Promise<LocalJob> {
  const byProject = ref.projectId !== undefined ? parseProjectId(ref.projectId) : null;
  const byJob =
    ref.atsJobId !== undefined ? (/^\d{1,15}$/.test(ref.atsJobId) ? Number(ref.atsJobId) : -1) : null;
  if (byJob === -1 || (byProject !== null && byJob !== null && byProject !== byJob)) throw notFound('Job');
  const projectId = byProject ?? byJob;
  if (projectId === null) throw notFound('Job');
  const { rows } = await db.execute<{ name: string }>(sql`
    select coalesce(nullif(p.job_title, ''), p.project_name) as name
      from match_jobs j join projects p on p.id = j.project_id
     where j.project_id = ${projectId} and j.team_id = ${caller.scope.teamId} and ${visibleTo(caller)}`);
  const row = rows[0];
  if (!row) throw notFound('Job');
  return { projectId, atsJobId: String(projectId), atsJobName: row.name };
}

export const atsStageIdOf = (p: PipelinePosition) =>
  p.stageId === null ? String(p.categoryId) : `${p.categoryId}-${p.stageId}`;

/** The position an ATS stage id names (400 when it is not one; whether it is in the pipeline is the pipeline's check). */
export function positionOfAtsStageId(id: string): PipelinePosition {
  const m = /^(\d{1,6})(?:-(\d{1,6}))?$/.exec(id);
  if (!m)
    throw new AppError('VALIDATION_FAILED', `"${id}" is not a stage of this job: pick one from ats/stages`);
  return { categoryId: Number(m[1]), stageId: m[2] === undefined ? null : Number(m[2]) };
}

export type AtsStage = { atsStageId: string; atsStageName: string; position: PipelinePosition };

/**
 * The stages an applicant can be moved forward to: every shown position of the hiring process,
 * in its order, except Archived (leaving the funnel is a decline, not a move forward).
 */
export function moveTargets(detail: TemplateDetail): AtsStage[] {
  return detail
    .filter((c) => c.categoryId !== CATEGORY_ID.ARCHIVED)
    .flatMap((c): AtsStage[] =>
      c.stages.length === 0
        ? [
            {
              atsStageId: String(c.categoryId),
              atsStageName: c.categoryName,
              position: { categoryId: c.categoryId, stageId: null },
            },
          ]
        : c.stages
            .filter((s) => s.stageStatus === STAGE_STATUS.VISIBLE)
            .map((s) => ({
              atsStageId: atsStageIdOf({ categoryId: c.categoryId, stageId: s.stageId }),
              atsStageName: s.stageName,
              position: { categoryId: c.categoryId, stageId: s.stageId },
            })),
    );
}

/**
 * Where "move forward" puts a candidate when no stage is named: the first stage of the hiring
 * process after Sourcing (the applicant has been screened by the review already), or Sourcing's
 * first stage when the process has nothing after it.
 */
export function defaultMoveTarget(detail: TemplateDetail): AtsStage {
  const targets = moveTargets(detail);
  const after = targets.find((t) => t.position.categoryId !== CATEGORY_ID.SOURCING);
  const first = after ?? targets[0];
  if (!first) throw new AppError('UNPROCESSABLE', "This project's hiring process has no stage to move to");
  return first;
}

export async function localJobStages(db: Executor, caller: Caller, job: LocalJob): Promise<AtsStage[]> {
  const { detail } = await projectPipeline(db, caller.scope.teamId, job.projectId);
  return moveTargets(detail);
}

type MoveRow = {
  profile_id: string;
  status: number;
  move_type: string;
  from_stage_id: string;
  from_stage_name: string;
  to_stage_id: string;
  to_stage_name: string;
};

/** The latest move of each candidate of the job, keyed by candidate id. */
export async function latestMoves(
  db: Executor,
  caller: Caller,
  job: LocalJob,
  candidateIds?: readonly string[],
): Promise<Record<string, MoveCandidateResult>> {
  const only = candidateIds?.filter((id) => /^\d{1,15}$/.test(id));
  if (only && only.length === 0) return {};
  const { rows } = await db.execute<MoveRow>(sql`
    select distinct on (m.profile_id) m.profile_id::text as profile_id, m.status, m.move_type,
           m.from_stage_id, m.from_stage_name, m.to_stage_id, m.to_stage_name
      from match_moves m
     where m.project_id = ${job.projectId} and m.team_id = ${caller.scope.teamId}
       ${only ? sql`and m.profile_id = any(${`{${only.join(',')}}`}::bigint[])` : sql``}
     order by m.profile_id, m.created_at desc, m.id desc`);
  return Object.fromEntries(
    rows.map((r) => [
      r.profile_id,
      {
        atsJobId: job.atsJobId,
        atsJobName: job.atsJobName,
        candidateId: r.profile_id,
        status: r.status,
        moveType: r.move_type,
        fromAtsStageId: r.from_stage_id,
        fromAtsStageName: r.from_stage_name,
        toAtsStageId: r.to_stage_id,
        toAtsStageName: r.to_stage_name,
      },
    ]),
  );
}
