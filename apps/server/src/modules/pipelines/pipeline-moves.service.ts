/**
 * Changes to where candidates sit in a project's pipeline: move (changeStage), set the label
 * (changeLabel) and copy to another project. Each is one transaction with set-based statements,
 * all or nothing: one id that is not in the project refuses the whole request (404) and nothing
 * moves. Every moved candidate gets an activity entry (one insert for all of them) and the bulk
 * action one audit entry. Engagement statuses follow the label through `engagementStatusFor`.
 */
import type { ChangeLabelResponse, ChangeStageResponse, CopyToProjectResponse } from '@talentbase/shared';
import {
  engagementStatusFor,
  isLabelOf,
  NA_LABEL,
  stageLabelName,
} from '@talentbase/shared/domain/engagement-labels';
import {
  DEMO_MOVED_STAGE_NAME,
  defaultTemplateDetail,
  MOVE_TYPE,
  type MoveType,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { isDemoProjectId } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { ensureTeamCandidates, recordActivity } from '../candidates/team-candidates';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { lockTeamTemplatesShared } from '../hiring-process/template-store';
import { queueAtsStagePush } from '../integrations/sync/sync-hook';
import type { Caller } from '../projects/project-lifecycle.service';
import { requireProjectAction } from '../projects/projects.service';
import { emitAddedToProject, emitStageChanged } from '../public-api/webhook-events';
import { type NamedPosition, requirePosition } from './pipeline-positions';
import { notifyStageChanged } from './stage-change-notice';

export const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

type CurrentRow = { profile_id: string; category_id: number; stage_id: number | null; stage_label: number };

/** Locks the candidates' rows and reads where they are; 404 unless every id is in the project. */
async function lockCandidates(
  tx: Executor,
  projectId: number,
  candidateIds: readonly number[],
): Promise<CurrentRow[]> {
  const { rows } = await tx.execute<CurrentRow>(sql`
    select profile_id::text as profile_id, category_id, stage_id, stage_label
      from project_candidates
     where project_id = ${projectId} and profile_id = any(${idArray(candidateIds)}::bigint[])
     order by profile_id
       for update`);
  if (rows.length !== candidateIds.length) {
    throw new AppError(
      'NOT_FOUND',
      candidateIds.length === 1
        ? 'Candidate not found in this project'
        : 'Some candidates are not in this project',
      { missing: candidateIds.length - rows.length },
    );
  }
  return rows;
}

/** The name a recruiter reads for a stage: "Replied", or the category for one without stages. */
function positionName(detail: TemplateDetail, categoryId: number, stageId: number | null): string {
  const category = detail.find((c) => c.categoryId === categoryId);
  const stage = category?.stages.find((s) => s.stageId === stageId);
  return stage?.stageName ?? category?.categoryName ?? `Category ${categoryId}`;
}

export type ChangeStageInput = {
  candidateIds: number[];
  categoryId: number;
  stageId: number | null;
  stageLabel?: number;
  moveType?: MoveType;
};

function checkedTarget(detail: TemplateDetail, input: ChangeStageInput) {
  const to = requirePosition(detail, { categoryId: input.categoryId, stageId: input.stageId });
  const label = input.stageLabel ?? NA_LABEL;
  if (!isLabelOf(to.stageId, label)) {
    throw new AppError(
      'UNPROCESSABLE',
      `Label ${label} is not a label of ${to.stageName ?? to.categoryName}`,
      {
        stageId: to.stageId,
        stageLabel: label,
      },
    );
  }
  return { to, label, engagement: engagementStatusFor(to.stageId, label) };
}

function moveAnswer(to: NamedPosition, label: number, engagement: number, moved: number, unchanged: number) {
  return {
    moved,
    unchanged,
    to: {
      categoryId: to.categoryId,
      stageId: to.stageId,
      stageLabel: label,
      categoryName: to.categoryName,
      stageName: to.stageName,
      engagementStatus: engagement,
    },
  };
}

export async function changeStage(
  db: Database,
  caller: Caller,
  projectId: number,
  input: ChangeStageInput,
): Promise<ChangeStageResponse> {
  const { scope } = caller;
  if (isDemoProjectId(projectId)) {
    // The sample projects answer like the demo mode does, storing nothing (spec section 4).
    const { to, label, engagement } = checkedTarget(defaultTemplateDetail(), input);
    const named =
      input.moveType === MOVE_TYPE.MOVE_FORWARD ? { ...to, stageName: DEMO_MOVED_STAGE_NAME } : to;
    return moveAnswer(named, label, engagement, input.candidateIds.length, 0);
  }
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.move');
    return moveInPipeline(tx, caller, projectId, input);
  });
}

/**
 * The move itself inside the caller's transaction, after the caller checked who may move: the
 * applicant review moves candidates forward under its own permission (applicant.moveForwardOrDecline)
 * with the same pipeline rules, stage checks, activity and audit as a move on the pipeline.
 */
export async function moveInPipeline(
  tx: Executor,
  caller: Pick<Caller, 'scope' | 'ip'>,
  projectId: number,
  input: ChangeStageInput,
): Promise<ChangeStageResponse> {
  const { scope } = caller;
  await lockTeamTemplatesShared(tx, scope.teamId);
  const { detail } = await projectPipeline(tx, scope.teamId, projectId);
  const { to, label, engagement } = checkedTarget(detail, input);
  const current = await lockCandidates(tx, projectId, input.candidateIds);
  const moving = current.filter(
    (r) => r.category_id !== to.categoryId || r.stage_id !== to.stageId || r.stage_label !== label,
  );
  if (moving.length > 0) {
    const ids = moving.map((r) => Number(r.profile_id));
    await tx.execute(sql`
        update project_candidates
           set category_id = ${to.categoryId}, stage_id = ${to.stageId}, stage_label = ${label},
               engagement_status = ${engagement}, stage_updated_at = now()
         where project_id = ${projectId} and profile_id = any(${idArray(ids)}::bigint[])`);
    const toDetail = { categoryId: to.categoryId, stageId: to.stageId, stageLabel: label };
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      moving.map((r) => ({
        profileId: Number(r.profile_id),
        projectId,
        action: 'stage_changed',
        detail: {
          from: { categoryId: r.category_id, stageId: r.stage_id, stageLabel: r.stage_label },
          to: toDetail,
          ...(input.moveType ? { moveType: input.moveType } : {}),
        },
      })),
    );
    await tx.execute(sql`update projects set updated_at = now() where id = ${projectId}`);
    // A new label in the same stage is not a stage change.
    const changedStage = moving.filter((r) => r.category_id !== to.categoryId || r.stage_id !== to.stageId);
    await notifyStageChanged(
      tx,
      scope,
      projectId,
      changedStage.map((r) => Number(r.profile_id)),
      to.stageName ?? to.categoryName,
    );
    await emitStageChanged(
      tx,
      scope.teamId,
      projectId,
      changedStage.map((r) => ({
        candidateId: Number(r.profile_id),
        from: { categoryId: r.category_id, stageId: r.stage_id, stageLabel: r.stage_label },
      })),
      { ...toDetail, categoryName: to.categoryName, stageName: to.stageName },
    );
    // Two-way ATS sync: exported candidates of a linked project follow in the ATS (a queued job).
    const changedIds = changedStage.map((r) => Number(r.profile_id));
    await queueAtsStagePush(tx, scope, projectId, changedIds, to);
  }
  await audit(tx, {
    action: 'pipeline.stage_changed',
    teamId: scope.teamId,
    actorUserId: scope.userId,
    targetType: 'project',
    targetId: String(projectId),
    metadata: {
      to: { categoryId: to.categoryId, stageId: to.stageId, stageLabel: label },
      moved: moving.length,
      candidateIds: input.candidateIds,
    },
    ip: caller.ip,
  });
  return moveAnswer(to, label, engagement, moving.length, current.length - moving.length);
}

export async function changeLabel(
  db: Database,
  caller: Caller,
  projectId: number,
  input: { candidateIds: number[]; stageLabel: number },
): Promise<ChangeLabelResponse> {
  const { scope } = caller;
  const label = input.stageLabel;
  if (isDemoProjectId(projectId)) return { updated: input.candidateIds.length, unchanged: 0 };
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, projectId, 'candidate.move');
    const current = await lockCandidates(tx, projectId, input.candidateIds);
    const stages = [...new Set(current.map((r) => r.stage_id))];
    const without = stages.filter((stageId) => !isLabelOf(stageId, label));
    if (without.length > 0) {
      const { detail } = await projectPipeline(tx, scope.teamId, projectId);
      const names = without.map((stageId) => {
        const row = current.find((r) => r.stage_id === stageId);
        return positionName(detail, row?.category_id ?? 0, stageId);
      });
      throw new AppError(
        'UNPROCESSABLE',
        `Label ${label} is not a label of ${names.join(', ')}: choose candidates of one stage and one of its labels`,
        { stageLabel: label, stageIds: without },
      );
    }
    const changing = current.filter((r) => r.stage_label !== label);
    if (changing.length > 0) {
      // The label is the same for all; the engagement status depends on each one's stage.
      const byStage: SQL[] = stages
        .filter((s): s is number => s !== null)
        .map((s) => sql`when ${s}::int then ${engagementStatusFor(s, label)}::int`);
      const status =
        byStage.length > 0
          ? sql`(case stage_id ${sql.join(byStage, sql` `)} else ${engagementStatusFor(null, label)}::int end)::smallint`
          : sql`${engagementStatusFor(null, label)}::smallint`;
      await tx.execute(sql`
        update project_candidates set stage_label = ${label}, engagement_status = ${status}
         where project_id = ${projectId}
           and profile_id = any(${idArray(changing.map((r) => Number(r.profile_id)))}::bigint[])`);
      await recordActivity(
        tx,
        scope.teamId,
        scope.userId,
        changing.map((r) => ({
          profileId: Number(r.profile_id),
          projectId,
          action: 'label_changed',
          detail: {
            categoryId: r.category_id,
            stageId: r.stage_id,
            from: r.stage_label,
            to: label,
            label: stageLabelName(r.stage_id, label),
          },
        })),
      );
    }
    await audit(tx, {
      action: 'pipeline.label_changed',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { stageLabel: label, updated: changing.length, candidateIds: input.candidateIds },
      ip: caller.ip,
    });
    return { updated: changing.length, unchanged: current.length - changing.length };
  });
}

/**
 * Copies candidates from a project you are on to one where you may add candidates. They start in
 * Sourcing / Good Fit like any new candidate; those already in the target are reported, not added.
 */
export async function copyToProject(
  db: Database,
  caller: Caller,
  fromProjectId: number,
  toProjectId: number,
  candidateIds: number[],
): Promise<CopyToProjectResponse> {
  const { scope } = caller;
  // Sample projects hold no stored candidates and take none.
  if (isDemoProjectId(fromProjectId) || isDemoProjectId(toProjectId)) throw notFound('Project');
  if (fromProjectId === toProjectId) {
    throw new AppError('UNPROCESSABLE', 'Choose another project: the candidates are already in this one');
  }
  return db.transaction(async (tx) => {
    await requireProjectAction(tx, scope, fromProjectId, 'candidate.openProfile');
    await requireProjectAction(tx, scope, toProjectId, 'candidate.add');
    await lockCandidates(tx, fromProjectId, candidateIds);
    const inserted = await tx.execute<{ profile_id: string }>(sql`
      insert into project_candidates (project_id, profile_id, added_by)
      select ${toProjectId}, unnest(${idArray(candidateIds)}::bigint[]), ${scope.userId}
      on conflict do nothing returning profile_id::text as profile_id`);
    const copied = inserted.rows.map((r) => Number(r.profile_id));
    const copiedSet = new Set(copied);
    await ensureTeamCandidates(tx, scope.teamId, copied, scope.userId);
    await emitAddedToProject(tx, scope.teamId, toProjectId, copied);
    await recordActivity(
      tx,
      scope.teamId,
      scope.userId,
      copied.map((profileId) => ({
        profileId,
        projectId: toProjectId,
        action: 'added',
        detail: { from: 'project', projectId: String(fromProjectId) },
      })),
    );
    if (copied.length > 0)
      await tx.execute(sql`update projects set updated_at = now() where id = ${toProjectId}`);
    await audit(tx, {
      action: 'pipeline.candidates_copied',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'project',
      targetId: String(toProjectId),
      metadata: { fromProjectId: String(fromProjectId), candidateIds, copied: copied.length },
      ip: caller.ip,
    });
    return {
      toProjectId: String(toProjectId),
      copied: copied.length,
      alreadyInProject: candidateIds.filter((id) => !copiedSet.has(id)),
    };
  });
}
