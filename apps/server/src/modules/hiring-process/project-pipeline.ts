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
  return (await projectPipelines(db, teamId, [projectId])).get(projectId) ?? defaultPipeline();
}

const defaultPipeline = (): ProjectPipeline => ({
  templateId: null,
  templateName: DEFAULT_TEMPLATE_NAME,
  detail: defaultTemplateDetail(),
});

/**
 * The pipelines of several projects of the team in one query (a screen listing projects asks
 * once, not once per project). Every id asked is in the map; another team's gets the default.
 */
export async function projectPipelines(
  db: Executor,
  teamId: string,
  projectIds: readonly number[],
): Promise<Map<number, ProjectPipeline>> {
  const found = new Map<number, ProjectPipeline>();
  if (projectIds.length > 0) {
    const result = await db.execute<{
      project_id: string;
      id: string;
      template_name: string;
      template_detail: TemplateDetail;
    }>(sql`
      select distinct on (p.id) p.id as project_id, t.id, t.template_name, t.template_detail
        from projects p
        join hiring_process_templates t
          on t.team_id = p.team_id
         and (t.id = p.hiring_process_template_id or (p.hiring_process_template_id is null and t.is_default))
       where p.id = any(${`{${projectIds.join(',')}}`}::bigint[]) and p.team_id = ${teamId}
       order by p.id, t.id`);
    for (const row of result.rows)
      found.set(Number(row.project_id), {
        templateId: Number(row.id),
        templateName: row.template_name,
        detail: row.template_detail,
      });
  }
  for (const id of projectIds) if (!found.has(id)) found.set(id, defaultPipeline());
  return found;
}
