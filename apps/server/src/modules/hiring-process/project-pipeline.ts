/**
 * A project's pipeline: the categories and stages of its hiring-process template, or of the
 * team's default template, or (until the team saves one) the spec's default outbound pipeline.
 * Pipelines, the board, imports and reports all ask here, so a project has one pipeline.
 */
import { defaultTemplateDetail, type TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ProjectPipeline = { templateId: number | null; templateName: string; detail: TemplateDetail };

export const DEFAULT_TEMPLATE_NAME = 'Default outbound pipeline';

export async function projectPipeline(
  db: Executor,
  teamId: string,
  projectId: number,
): Promise<ProjectPipeline> {
  const result = await db.execute<{ id: string; template_name: string; template_detail: TemplateDetail }>(sql`
    select t.id, t.template_name, t.template_detail
      from projects p
      join hiring_process_templates t
        on t.team_id = p.team_id
       and (t.id = p.hiring_process_template_id or (p.hiring_process_template_id is null and t.is_default))
     where p.id = ${projectId} and p.team_id = ${teamId}
     limit 1`);
  const row = result.rows[0];
  if (!row) return { templateId: null, templateName: DEFAULT_TEMPLATE_NAME, detail: defaultTemplateDetail() };
  return { templateId: Number(row.id), templateName: row.template_name, detail: row.template_detail };
}
