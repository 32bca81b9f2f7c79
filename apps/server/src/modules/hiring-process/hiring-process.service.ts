/**
 * Team settings › Hiring process: create, edit, delete a team's templates and choose its default.
 * Every change runs in one transaction behind the team's template lock (template-store.ts), is
 * checked by the one rules module (template-rules.ts) and against where candidates sit
 * (candidate-positions.ts), and is audited.
 */
import {
  type createTemplateRequestSchema,
  HIRING_PROCESS_LIMITS,
  type HiringProcessTemplate,
  type TemplateDetailInput,
} from '@talentbase/shared';
import { defaultTemplateDetail, type TemplateDetail } from '@talentbase/shared/domain/pipeline';
import { PROJECT_STATUS } from '@talentbase/shared/domain/projects';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Caller } from '../projects/project-lifecycle.service';
import {
  applyPlacements,
  assertNoneStranded,
  candidatePositions,
  planPositions,
} from './candidate-positions';
import { applyTemplateRules } from './template-rules';
import { ensureDefaultTemplate, getTemplate, lockTeamTemplates } from './template-store';

type StoredTemplate = { id: number; name: string; detail: TemplateDetail; isDefault: boolean };

/** SQL over alias p: the team's projects (not deleted) that follow the template. */
export function projectsFollowing(teamId: string, template: { id: number; isDefault: boolean }): SQL {
  return sql`p.team_id = ${teamId} and p.project_status <> ${PROJECT_STATUS.DELETED}
    and (p.hiring_process_template_id = ${template.id}
         or (p.hiring_process_template_id is null and ${template.isDefault}))`;
}

/** One of the team's templates, locked for the change; another team's id is not found. */
export async function loadTemplate(
  db: Executor,
  teamId: string,
  templateId: number,
): Promise<StoredTemplate> {
  const { rows } = await db.execute<{
    id: string;
    template_name: string;
    template_detail: TemplateDetail;
    is_default: boolean;
  }>(sql`
    select id::text as id, template_name, template_detail, is_default from hiring_process_templates
     where id = ${templateId} and team_id = ${teamId} for update`);
  const row = rows[0];
  if (!row) throw notFound('Hiring process');
  return {
    id: Number(row.id),
    name: row.template_name,
    detail: row.template_detail,
    isDefault: row.is_default,
  };
}

/** Template names are unique in a team whatever their case (409 names the clash). */
async function assertNameFree(db: Executor, teamId: string, name: string, exceptId: number | null) {
  const { rows } = await db.execute(sql`
    select 1 from hiring_process_templates
     where team_id = ${teamId} and lower(template_name) = lower(${name})
       ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}`);
  if (rows.length > 0)
    throw new AppError('CONFLICT', `A hiring process called “${name}” already exists. Choose another name.`, {
      fields: { templateName: 'This name is already taken' },
    });
}

function checkedDetail(base: TemplateDetail, input: TemplateDetailInput): TemplateDetail {
  const result = applyTemplateRules(base, input);
  if (!result.ok) throw fieldError(result.fields, 'Please correct the hiring process');
  return result.detail;
}

async function auditTemplate(db: Executor, caller: Caller, action: string, id: number, metadata: object) {
  await audit(db, {
    action: `hiring_process.${action}`,
    teamId: caller.scope.teamId,
    actorUserId: caller.scope.userId,
    targetType: 'hiring_process',
    targetId: String(id),
    metadata: metadata as Record<string, unknown>,
    ip: caller.ip,
  });
}

/** The locks and the default every change starts from. */
async function begin(tx: Executor, teamId: string) {
  await lockTeamTemplates(tx, teamId);
  await ensureDefaultTemplate(tx, teamId);
}

export async function createTemplate(
  db: Database,
  caller: Caller,
  body: z.infer<typeof createTemplateRequestSchema>,
): Promise<HiringProcessTemplate> {
  const { teamId } = caller.scope;
  return db.transaction(async (tx) => {
    await begin(tx, teamId);
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from hiring_process_templates where team_id = ${teamId}`,
    );
    if ((rows[0]?.n ?? 0) >= HIRING_PROCESS_LIMITS.MAX_TEMPLATES)
      throw new AppError(
        'CONFLICT',
        `A team keeps at most ${HIRING_PROCESS_LIMITS.MAX_TEMPLATES} hiring processes: delete one you no longer use first.`,
      );
    await assertNameFree(tx, teamId, body.templateName, null);
    let detail = defaultTemplateDetail();
    let copiedFrom: number | null = null;
    if (body.copyFromTemplateId) {
      const source = await loadTemplate(tx, teamId, Number(body.copyFromTemplateId));
      detail = source.detail;
      copiedFrom = source.id;
    } else if (body.templateDetail) {
      detail = checkedDetail(defaultTemplateDetail(), body.templateDetail);
    }
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into hiring_process_templates (team_id, template_name, template_detail, created_by)
      values (${teamId}, ${body.templateName}, ${JSON.stringify(detail)}::jsonb, ${caller.scope.userId})
      returning id::text as id`);
    const id = Number(inserted.rows[0]?.id);
    await auditTemplate(tx, caller, 'created', id, { templateName: body.templateName, copiedFrom });
    return getTemplate(tx, caller, id);
  });
}

export async function updateTemplate(
  db: Database,
  caller: Caller,
  templateId: number,
  body: { templateName: string; templateDetail: TemplateDetailInput },
): Promise<HiringProcessTemplate> {
  const { teamId } = caller.scope;
  return db.transaction(async (tx) => {
    await begin(tx, teamId);
    const current = await loadTemplate(tx, teamId, templateId);
    await assertNameFree(tx, teamId, body.templateName, current.id);
    const detail = checkedDetail(current.detail, body.templateDetail);
    const following = projectsFollowing(teamId, current);
    const plan = planPositions(detail, await candidatePositions(tx, following));
    assertNoneStranded(
      current.detail,
      plan,
      'Projects using this hiring process still have candidates there:',
    );
    await applyPlacements(tx, plan, following);
    await tx.execute(sql`
      update hiring_process_templates
         set template_name = ${body.templateName}, template_detail = ${JSON.stringify(detail)}::jsonb,
             updated_at = now()
       where id = ${current.id}`);
    await auditTemplate(tx, caller, 'updated', current.id, {
      before: { templateName: current.name, templateDetail: current.detail },
      after: { templateName: body.templateName, templateDetail: detail },
      placements: plan.placements,
    });
    return getTemplate(tx, caller, current.id);
  });
}

export async function deleteTemplate(db: Database, caller: Caller, templateId: number): Promise<void> {
  const { teamId } = caller.scope;
  await db.transaction(async (tx) => {
    await begin(tx, teamId);
    const current = await loadTemplate(tx, teamId, templateId);
    if (current.isDefault)
      throw new AppError(
        'CONFLICT',
        'The default hiring process cannot be deleted: make another one the default first.',
      );
    const { rows } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from projects p where ${projectsFollowing(teamId, current)}`,
    );
    const used = rows[0]?.n ?? 0;
    if (used > 0)
      throw new AppError(
        'CONFLICT',
        `This hiring process is used by ${used === 1 ? '1 project' : `${used} projects`}: switch them to another one first.`,
        { usedByProjectsNumber: used },
      );
    // Deleted projects keep their rows; they let go of the template (and follow the default).
    await tx.execute(
      sql`update projects set hiring_process_template_id = null where hiring_process_template_id = ${current.id}`,
    );
    await tx.execute(sql`delete from hiring_process_templates where id = ${current.id}`);
    await auditTemplate(tx, caller, 'deleted', current.id, {
      templateName: current.name,
      templateDetail: current.detail,
    });
  });
}

/**
 * Makes a template the team's default: new projects follow it. Projects that followed the old
 * default keep it (they are pinned to it), so no running pipeline changes under its candidates.
 */
export async function setDefaultTemplate(
  db: Database,
  caller: Caller,
  templateId: number,
): Promise<HiringProcessTemplate> {
  const { teamId } = caller.scope;
  return db.transaction(async (tx) => {
    await begin(tx, teamId);
    const target = await loadTemplate(tx, teamId, templateId);
    if (!target.isDefault) {
      const { rows } = await tx.execute<{ id: string }>(sql`
        update hiring_process_templates set is_default = false, updated_at = now()
         where team_id = ${teamId} and is_default returning id::text as id`);
      const previous = rows[0] ? Number(rows[0].id) : null;
      if (previous !== null)
        await tx.execute(sql`
          update projects set hiring_process_template_id = ${previous}
           where team_id = ${teamId} and hiring_process_template_id is null`);
      await tx.execute(
        sql`update hiring_process_templates set is_default = true, updated_at = now() where id = ${target.id}`,
      );
      await auditTemplate(tx, caller, 'default_set', target.id, { previous });
    }
    return getTemplate(tx, caller, target.id);
  });
}
