/**
 * Who may export which candidates. The candidates must be the team's (another team's id is
 * "not found", all or nothing); exporting from a project needs a project role allowed to export
 * (the permission table: Owner and Recruiter) and the candidates to be in that project.
 */
import { EXPORT_MAX_CANDIDATES, type ProjectAction } from '@talentbase/shared';
import type { TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { projectPipeline } from '../hiring-process/project-pipeline';
import { parseProjectId, requireProjectAction } from '../projects/projects.service';

export type ExportSelection = {
  candidateIds?: readonly number[];
  projectId?: string;
  categoryId?: number;
  stageId?: number;
};

export type ExportTargets = { ids: number[]; projectId: number | null; pipeline: TemplateDetail | null };

const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export async function resolveExportTargets(
  db: Executor,
  scope: TeamScope,
  selection: ExportSelection,
  action: Extract<ProjectAction, 'candidate.exportCsv' | 'candidate.exportPdf'>,
): Promise<ExportTargets> {
  const projectId = selection.projectId === undefined ? null : parseProjectId(selection.projectId);
  if (projectId !== null) await requireProjectAction(db, scope, projectId, action);
  const pipeline = projectId === null ? null : (await projectPipeline(db, scope.teamId, projectId)).detail;

  if (selection.candidateIds) {
    const ids = [...new Set(selection.candidateIds)];
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from team_candidates tc
       where tc.team_id = ${scope.teamId} and tc.merged_into is null
         and tc.profile_id = any(${idArray(ids)}::bigint[])
         ${projectId === null ? sql`` : sql`and exists (select 1 from project_candidates pc where pc.project_id = ${projectId} and pc.profile_id = tc.profile_id)`}`);
    if ((rows[0]?.n ?? 0) !== ids.length) throw notFound('Candidate');
    return { ids, projectId, pipeline };
  }

  if (projectId === null) throw new AppError('VALIDATION_FAILED', 'Choose candidates or a project to export');
  const { rows } = await db.execute<{ id: string }>(sql`
    select pc.profile_id::text as id from project_candidates pc
      join team_candidates tc on tc.team_id = ${scope.teamId} and tc.profile_id = pc.profile_id and tc.merged_into is null
     where pc.project_id = ${projectId}
       ${selection.categoryId === undefined ? sql`` : sql`and pc.category_id = ${selection.categoryId}`}
       ${selection.stageId === undefined ? sql`` : sql`and pc.stage_id = ${selection.stageId}`}
     order by pc.stage_updated_at desc, pc.profile_id
     limit ${EXPORT_MAX_CANDIDATES + 1}`);
  if (rows.length > EXPORT_MAX_CANDIDATES) {
    throw new AppError(
      'UNPROCESSABLE',
      `This project has more than ${EXPORT_MAX_CANDIDATES} candidates. Export one stage at a time.`,
    );
  }
  return { ids: rows.map((r) => Number(r.id)), projectId, pipeline };
}
