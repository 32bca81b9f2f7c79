/**
 * Reading a team's hiring-process templates with their usage, and the two guards every change
 * takes first: the team's default template exists (materialised from the default outbound
 * pipeline on first use), and the team's template changes run one at a time.
 *
 * A project follows its own template, or the team's default one when it has none; deleted
 * projects follow nothing. Usage counts every such project; names and ids are only those the
 * caller may see (the project visibility rule of project-lifecycle.service.ts).
 */
import type { HiringProcessTemplate } from '@talentbase/shared';
import { defaultTemplateDetail, type TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Caller } from '../projects/project-lifecycle.service';
import { visibleTo } from '../projects/project-visibility';
import { DEFAULT_TEMPLATE_NAME } from './project-pipeline';

/** At most this many project names per template: the count says how many there are in all. */
export const USED_BY_NAMES_LIMIT = 200;

/** SQL: project `p` follows template `t` (both aliases in scope). */
export const FOLLOWS_TEMPLATE = sql`p.team_id = t.team_id and p.project_status <> ${PROJECT_STATUS.DELETED}
  and (p.hiring_process_template_id = t.id or (p.hiring_process_template_id is null and t.is_default))`;

/**
 * Makes sure the team has its default template. Two first reads at once both try the insert;
 * the partial unique index on (team_id) where is_default lets exactly one in, the other waits for
 * it and does nothing.
 */
export async function ensureDefaultTemplate(db: Executor, teamId: string): Promise<void> {
  const { rows } = await db.execute(
    sql`select 1 from hiring_process_templates where team_id = ${teamId} and is_default`,
  );
  if (rows.length > 0) return;
  await db.execute(sql`
    insert into hiring_process_templates (team_id, template_name, template_detail, is_default)
    values (${teamId}, ${DEFAULT_TEMPLATE_NAME}, ${JSON.stringify(defaultTemplateDetail())}::jsonb, true)
    on conflict do nothing`);
}

/**
 * Serialises the team's template changes and project switches (a transaction-scoped advisory
 * lock), so a stage is never removed while a project moves onto the template, and two renames
 * cannot both pass the name check.
 */
export async function lockTeamTemplates(db: Executor, teamId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`hiring-process:${teamId}`}, 0))`);
}

/**
 * The same lock, shared: a move into a stage holds it from checking the stage to writing the
 * candidates, so a stage cannot be removed in between. Moves do not wait for one another.
 */
export async function lockTeamTemplatesShared(db: Executor, teamId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended(${`hiring-process:${teamId}`}, 0))`,
  );
}

type TemplateRow = {
  id: string;
  template_name: string;
  template_detail: TemplateDetail;
  is_default: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  used: number;
  visible: { id: string; name: string }[];
};

const iso = (d: Date | string) => new Date(d).toISOString();

function toTemplate(r: TemplateRow): HiringProcessTemplate {
  return {
    templateId: String(r.id),
    templateName: r.template_name,
    templateDetail: r.template_detail,
    createDate: iso(r.created_at),
    updateDate: iso(r.updated_at),
    isDefault: r.is_default,
    usedByProjectsNumber: r.used,
    usedByProjectsNames: r.visible.map((p) => p.name),
    projectIdList: r.visible.map((p) => p.id),
  };
}

async function selectTemplates(db: Executor, caller: Caller, where: SQL): Promise<HiringProcessTemplate[]> {
  const { rows } = await db.execute<TemplateRow>(sql`
    select t.id::text as id, t.template_name, t.template_detail, t.is_default, t.created_at, t.updated_at,
           (select count(*)::int from projects p where ${FOLLOWS_TEMPLATE}) as used,
           coalesce((select json_agg(json_build_object('id', v.id::text, 'name', v.project_name))
                       from (select p.id, p.project_name from projects p
                              where ${FOLLOWS_TEMPLATE} and ${visibleTo(caller)}
                              order by lower(p.project_name), p.id
                              limit ${USED_BY_NAMES_LIMIT}) v), '[]'::json) as visible
      from hiring_process_templates t
     where t.team_id = ${caller.scope.teamId} and ${where}
     order by t.is_default desc, lower(t.template_name), t.id`);
  return rows.map(toTemplate);
}

/** The team's templates, the default first, then by name. */
export async function listTemplates(db: Executor, caller: Caller): Promise<HiringProcessTemplate[]> {
  await ensureDefaultTemplate(db, caller.scope.teamId);
  return selectTemplates(db, caller, sql`true`);
}

/** One template of the caller's team, or not found (another team's id included). */
export async function getTemplate(
  db: Executor,
  caller: Caller,
  templateId: number,
): Promise<HiringProcessTemplate> {
  const [template] = await selectTemplates(db, caller, sql`t.id = ${templateId}`);
  if (!template) throw notFound('Hiring process');
  return template;
}

export function parseTemplateId(id: string): number {
  if (!/^\d{1,15}$/.test(id)) throw notFound('Hiring process');
  return Number(id);
}
