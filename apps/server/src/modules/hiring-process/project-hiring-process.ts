/**
 * A project's hiring process: what the project page shows (projectHiringProcess, the stage
 * labels and the pipeline's columns, spec section 3) and switching the project to another of the
 * team's templates, which the project owner may do (`project.editBasicInfo`) as long as every
 * candidate keeps a place in the new pipeline.
 */
import type { ProjectHiringProcess, ProjectPipelineInfo, ProjectStageDetails } from '@talentbase/shared';
import {
  defaultTemplateDetail,
  STAGE_STATUS,
  stageLabelsFor,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Caller } from '../projects/project-lifecycle.service';
import { requireProjectAction } from '../projects/projects.service';
import {
  applyPlacements,
  assertNoneStranded,
  candidatePositions,
  planPositions,
} from './candidate-positions';
import { loadTemplate } from './hiring-process.service';
import { DEFAULT_TEMPLATE_NAME, projectPipeline } from './project-pipeline';
import { ensureDefaultTemplate, getTemplate, lockTeamTemplates } from './template-store';

/** Stage labels (spec section 4) of the process's stages, keyed by stage id. */
export function stageLabelConfig(detail: TemplateDetail): Record<string, { order: number; label: string }[]> {
  const config: Record<string, { order: number; label: string }[]> = {};
  for (const category of detail)
    for (const stage of category.stages) {
      const labels = stageLabelsFor(stage.stageId);
      if (labels.length > 0) config[String(stage.stageId)] = labels.map((l) => ({ ...l }));
    }
  return config;
}

/** The pipeline's columns in order: shown stages, and each category without stages as one column. */
export function stageDetails(detail: TemplateDetail): ProjectStageDetails {
  const activeStageDetails = detail.flatMap((category): ProjectStageDetails['activeStageDetails'] => {
    const base = { categoryId: category.categoryId, categoryName: category.categoryName };
    if (category.stages.length === 0) return [{ ...base, stageId: null, stageName: null }];
    return category.stages
      .filter((s) => s.stageStatus === STAGE_STATUS.VISIBLE)
      .map((s) => ({ ...base, stageId: s.stageId, stageName: s.stageName }));
  });
  return { activeStageDetails, deprecated: [] };
}

function pipelineInfo(hiringProcess: ProjectHiringProcess): ProjectPipelineInfo {
  return {
    projectHiringProcess: hiringProcess,
    projectStageLabelConfig: stageLabelConfig(hiringProcess.templateDetail),
    projectStageDetails: stageDetails(hiringProcess.templateDetail),
  };
}

/** The hiring-process part of a project's information (the caller may see the project). */
export async function projectPipelineInfo(db: Executor, caller: Caller, projectId: number) {
  await ensureDefaultTemplate(db, caller.scope.teamId);
  const pipeline = await projectPipeline(db, caller.scope.teamId, projectId);
  if (pipeline.templateId === null) throw new Error(`project ${projectId} has no hiring process`);
  const { isDefault: _isDefault, ...template } = await getTemplate(db, caller, pipeline.templateId);
  return pipelineInfo(template);
}

/** The sample projects of the demo mode follow the default outbound pipeline. */
export function demoPipelineInfo(): ProjectPipelineInfo {
  const now = new Date().toISOString();
  return pipelineInfo({
    templateId: null,
    templateName: DEFAULT_TEMPLATE_NAME,
    templateDetail: defaultTemplateDetail(),
    createDate: now,
    updateDate: now,
    usedByProjectsNumber: 0,
    usedByProjectsNames: [],
    projectIdList: [],
  });
}

/** Moves a project to another of the team's templates (owner); candidates keep their places. */
export async function switchProjectTemplate(
  db: Database,
  caller: Caller,
  projectId: number,
  templateId: number,
): Promise<ProjectPipelineInfo> {
  const { teamId } = caller.scope;
  await db.transaction(async (tx) => {
    await lockTeamTemplates(tx, teamId);
    await ensureDefaultTemplate(tx, teamId);
    await requireProjectAction(tx, caller.scope, projectId, 'project.editBasicInfo');
    const target = await loadTemplate(tx, teamId, templateId);
    const current = await projectPipeline(tx, teamId, projectId);
    const thisProject = sql`p.id = ${projectId} and p.team_id = ${teamId}`;
    const plan = planPositions(target.detail, await candidatePositions(tx, thisProject));
    assertNoneStranded(
      current.detail,
      plan,
      `“${target.name}” has no place for some candidates of this project:`,
    );
    await applyPlacements(tx, plan, thisProject);
    const { rowCount } = await tx.execute(sql`
      update projects set hiring_process_template_id = ${target.id}, updated_at = now()
       where id = ${projectId} and team_id = ${teamId}`);
    if (rowCount !== 1) throw new AppError('CONFLICT', 'The project changed meanwhile: try again.');
    await audit(tx, {
      action: 'project.hiring_process_switched',
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { from: current.templateId, to: target.id, placements: plan.placements },
      ip: caller.ip,
    });
  });
  return projectPipelineInfo(db, caller, projectId);
}
