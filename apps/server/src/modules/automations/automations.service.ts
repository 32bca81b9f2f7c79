/**
 * Automation rules: the team's list in order, saved whole (name, trigger, actions), turned on or
 * off, reordered and deleted; every change audited in its transaction. A rule names its stage by
 * category and stage id; a rule of one project must name a position of that project's pipeline,
 * a rule of any project one of the team's hiring processes has.
 */
import {
  AUTOMATION_LIMITS,
  type AutomationAction,
  type AutomationOptions,
  type AutomationRule,
  type AutomationRuleInput,
  type AutomationRun,
  automationRuleInputSchema,
} from '@talentbase/shared/contracts/automations';
import { isLabelOf } from '@talentbase/shared/domain/engagement-labels';
import {
  defaultTemplateDetail,
  stageLabelsFor,
  type TemplateDetail,
} from '@talentbase/shared/domain/pipeline';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { projectPipeline } from '../hiring-process/project-pipeline';

export type RuleCaller = { scope: TeamScope; ip: string | null };

type RuleRow = {
  id: string;
  name: string;
  enabled: boolean;
  position: number;
  project_id: string | null;
  project_name: string | null;
  category_id: number;
  stage_id: number | null;
  actions: AutomationAction[];
  updated_at: Date | string;
  last_status: AutomationRun['status'] | null;
  last_at: Date | string | null;
};

export function parseRuleId(id: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) throw notFound('Automation rule');
  return Number(id);
}

/** Every position of the team's hiring processes (the default outbound pipeline first). */
async function teamPositions(db: Executor, teamId: string): Promise<TemplateDetail> {
  const { rows } = await db.execute<{ template_detail: TemplateDetail }>(sql`
    select template_detail from hiring_process_templates where team_id = ${teamId} order by is_default desc, id`);
  const merged: TemplateDetail = [];
  for (const detail of [defaultTemplateDetail(), ...rows.map((r) => r.template_detail)]) {
    for (const category of detail) {
      let into = merged.find((c) => c.categoryId === category.categoryId);
      if (!into) {
        into = { categoryId: category.categoryId, categoryName: category.categoryName, stages: [] };
        merged.push(into);
      }
      for (const stage of category.stages)
        if (!into.stages.some((s) => s.stageId === stage.stageId)) into.stages.push(stage);
    }
  }
  return merged;
}

function positionName(detail: TemplateDetail, categoryId: number, stageId: number | null): string | null {
  const category = detail.find((c) => c.categoryId === categoryId);
  if (!category) return null;
  if (stageId === null) return category.categoryName;
  const stage = category.stages.find((s) => s.stageId === stageId);
  return stage ? stage.stageName : null;
}

function toRule(row: RuleRow, detail: TemplateDetail): AutomationRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    position: row.position,
    projectId: row.project_id,
    projectName: row.project_name,
    categoryId: row.category_id,
    stageId: row.stage_id,
    stageName:
      positionName(detail, row.category_id, row.stage_id) ?? `Stage ${row.stage_id ?? row.category_id}`,
    actions: row.actions,
    lastRun:
      row.last_status && row.last_at
        ? { status: row.last_status, at: new Date(row.last_at).toISOString() }
        : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const selectRules = (teamId: string, where = sql`true`) => sql`
  select r.id::text as id, r.name, r.enabled, r.position, r.project_id::text as project_id,
         p.project_name, r.category_id, r.stage_id, r.actions, r.updated_at,
         lr.status as last_status, lr.created_at as last_at
    from automation_rules r
    left join projects p on p.id = r.project_id
    left join lateral (select status, created_at from automation_runs x
                        where x.rule_id = r.id order by x.created_at desc, x.id desc limit 1) lr on true
   where r.team_id = ${teamId} and ${where}
   order by r.position, r.id`;

export async function listRules(db: Executor, scope: TeamScope): Promise<AutomationRule[]> {
  const detail = await teamPositions(db, scope.teamId);
  const { rows } = await db.execute<RuleRow>(selectRules(scope.teamId));
  return rows.map((r) => toRule(r, detail));
}

async function getRule(db: Executor, scope: TeamScope, ruleId: number): Promise<AutomationRule> {
  const detail = await teamPositions(db, scope.teamId);
  const { rows } = await db.execute<RuleRow>(selectRules(scope.teamId, sql`r.id = ${ruleId}`));
  const row = rows[0];
  if (!row) throw notFound('Automation rule');
  return toRule(row, detail);
}

/** Checks what the rule names belongs to the team and fits the pipeline; 404 for another team's ids. */
async function checkRule(db: Executor, scope: TeamScope, input: AutomationRuleInput) {
  const rule = automationRuleInputSchema.parse(input);
  let detail: TemplateDetail;
  if (rule.projectId !== null) {
    const { rows } = await db.execute(sql`
      select 1 from projects where id = ${Number(rule.projectId)} and team_id = ${scope.teamId} and project_status <> 1`);
    if (rows.length === 0) throw notFound('Project');
    detail = (await projectPipeline(db, scope.teamId, Number(rule.projectId))).detail;
  } else detail = await teamPositions(db, scope.teamId);
  const where = rule.projectId === null ? "any of the team's hiring processes" : "this project's pipeline";
  const category = detail.find((c) => c.categoryId === rule.categoryId);
  if (!category) throw fieldError({ categoryId: `This category is not in ${where}` });
  if (rule.stageId !== null && !category.stages.some((s) => s.stageId === rule.stageId))
    throw fieldError({ stageId: `This stage is not a stage of ${category.categoryName} in ${where}` });
  for (const [i, action] of rule.actions.entries()) {
    const field = `actions.${i}`;
    if (action.type === 'change_label') {
      if (rule.stageId === null || !isLabelOf(rule.stageId, action.stageLabel))
        throw fieldError({
          [`${field}.stageLabel`]:
            rule.stageId === null || stageLabelsFor(rule.stageId).length === 0
              ? `${category.categoryName} has no labels to set`
              : 'Choose a label of the stage the rule watches',
        });
    } else if (action.type === 'move_stage') {
      const to = detail.find((c) => c.categoryId === action.categoryId);
      const fits =
        to &&
        (to.stages.length === 0
          ? action.stageId === null
          : to.stages.some((s) => s.stageId === action.stageId));
      if (!fits) throw fieldError({ [`${field}.stageId`]: `Choose a stage of ${where}` });
      if (action.categoryId === rule.categoryId && (rule.stageId === null || action.stageId === rule.stageId))
        throw fieldError({ [`${field}.stageId`]: 'A rule cannot move candidates into the stage it watches' });
    } else if (action.type === 'notify' && action.userId !== null) {
      const { rows } = await db.execute(sql`
        select 1 from team_members where team_id = ${scope.teamId} and user_id = ${action.userId} and status in (1, 2)`);
      if (rows.length === 0) throw notFound('Team member');
    } else if (action.type === 'enrol_sequence') {
      const { rows } = await db.execute(sql`
        select 1 from engage_campaigns where id = ${Number(action.campaignId)} and team_id = ${scope.teamId}`);
      if (rows.length === 0) throw notFound('Sequence');
    }
  }
  return rule;
}

export async function createRule(db: Database, caller: RuleCaller, input: AutomationRuleInput) {
  const { scope } = caller;
  const id = await db.transaction(async (tx) => {
    // One admin's saves at a time per team: the count and the next position stay right.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`automations:${scope.teamId}`}, 0))`,
    );
    const rule = await checkRule(tx, scope, input);
    const { rows: count } = await tx.execute<{ n: number; next: number }>(sql`
      select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next
        from automation_rules where team_id = ${scope.teamId}`);
    if ((count[0]?.n ?? 0) >= AUTOMATION_LIMITS.MAX_RULES)
      throw new AppError('CONFLICT', `A team has at most ${AUTOMATION_LIMITS.MAX_RULES} automation rules`);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into automation_rules (team_id, name, enabled, position, project_id, category_id, stage_id, actions,
                                    created_by, updated_by)
      values (${scope.teamId}, ${rule.name}, ${rule.enabled}, ${count[0]?.next ?? 0},
              ${rule.projectId === null ? null : Number(rule.projectId)}, ${rule.categoryId}, ${rule.stageId},
              ${JSON.stringify(rule.actions)}::jsonb, ${scope.userId}, ${scope.userId})
      returning id::text as id`);
    const id = Number(rows[0]?.id);
    await audit(tx, {
      action: 'automation.created',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'automation_rule',
      targetId: String(id),
      metadata: { rule },
      ip: caller.ip,
    });
    return id;
  });
  return getRule(db, scope, id);
}

export async function updateRule(
  db: Database,
  caller: RuleCaller,
  ruleId: number,
  input: AutomationRuleInput,
) {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      select 1 from automation_rules where id = ${ruleId} and team_id = ${scope.teamId} for update`);
    if (rows.length === 0) throw notFound('Automation rule');
    const rule = await checkRule(tx, scope, input);
    await tx.execute(sql`
      update automation_rules
         set name = ${rule.name}, enabled = ${rule.enabled},
             project_id = ${rule.projectId === null ? null : Number(rule.projectId)},
             category_id = ${rule.categoryId}, stage_id = ${rule.stageId},
             actions = ${JSON.stringify(rule.actions)}::jsonb, updated_by = ${scope.userId}, updated_at = now()
       where id = ${ruleId}`);
    await audit(tx, {
      action: 'automation.updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'automation_rule',
      targetId: String(ruleId),
      metadata: { rule },
      ip: caller.ip,
    });
  });
  return getRule(db, scope, ruleId);
}

export async function setRuleEnabled(db: Database, caller: RuleCaller, ruleId: number, enabled: boolean) {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update automation_rules set enabled = ${enabled}, updated_by = ${scope.userId}, updated_at = now()
       where id = ${ruleId} and team_id = ${scope.teamId}`);
    if ((result.rowCount ?? 0) === 0) throw notFound('Automation rule');
    await audit(tx, {
      action: enabled ? 'automation.enabled' : 'automation.disabled',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'automation_rule',
      targetId: String(ruleId),
      ip: caller.ip,
    });
  });
  return getRule(db, scope, ruleId);
}

export async function deleteRule(db: Database, caller: RuleCaller, ruleId: number) {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`
      delete from automation_rules where id = ${ruleId} and team_id = ${scope.teamId} returning name`);
    if (rows.length === 0) throw notFound('Automation rule');
    await audit(tx, {
      action: 'automation.deleted',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'automation_rule',
      targetId: String(ruleId),
      metadata: { name: rows[0]?.name },
      ip: caller.ip,
    });
  });
}

/** The full order of the team's rules: every rule once, no other team's. */
export async function reorderRules(db: Database, caller: RuleCaller, ruleIds: readonly string[]) {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`automations:${scope.teamId}`}, 0))`,
    );
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id::text as id from automation_rules where team_id = ${scope.teamId}`);
    const mine = new Set(rows.map((r) => r.id));
    if (ruleIds.some((id) => !mine.has(id))) throw notFound('Automation rule');
    if (new Set(ruleIds).size !== ruleIds.length || ruleIds.length !== mine.size)
      throw fieldError({ ruleIds: 'List every rule of the team once, in the new order' });
    await tx.execute(sql`
      update automation_rules r set position = o.ord - 1, updated_at = now()
        from unnest(${`{${ruleIds.join(',')}}`}::bigint[]) with ordinality as o(id, ord)
       where r.id = o.id and r.team_id = ${scope.teamId}`);
    await audit(tx, {
      action: 'automation.reordered',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'team',
      targetId: scope.teamId,
      metadata: { ruleIds },
      ip: caller.ip,
    });
  });
  return listRules(db, scope);
}

export async function ruleOptions(db: Executor, scope: TeamScope): Promise<AutomationOptions> {
  const detail = await teamPositions(db, scope.teamId);
  const stages = detail.flatMap((c) =>
    c.stages.length === 0
      ? [
          {
            categoryId: c.categoryId,
            categoryName: c.categoryName,
            stageId: null,
            stageName: null,
            labels: [],
          },
        ]
      : [
          {
            categoryId: c.categoryId,
            categoryName: c.categoryName,
            stageId: null,
            stageName: null,
            labels: [],
          },
          ...c.stages.map((s) => ({
            categoryId: c.categoryId,
            categoryName: c.categoryName,
            stageId: s.stageId,
            stageName: s.stageName,
            labels: stageLabelsFor(s.stageId).map((l) => ({ order: l.order, label: l.label })),
          })),
        ],
  );
  const { rows: projects } = await db.execute<{ id: string; name: string }>(sql`
    select id::text as id, project_name as name from projects
     where team_id = ${scope.teamId} and project_status in (0, 2, 3) order by lower(project_name), id limit 500`);
  const { rows: members } = await db.execute<{ user_id: string; name: string; email: string }>(sql`
    select u.id as user_id, u.full_name as name, u.email from team_members tm join users u on u.id = tm.user_id
     where tm.team_id = ${scope.teamId} and tm.status in (1, 2) order by lower(u.full_name), u.email`);
  const { rows: sequences } = await db.execute<{ id: string; name: string }>(sql`
    select id::text as id, name from engage_campaigns
     where team_id = ${scope.teamId} and not is_archived and status not in ('cancelled', 'finished')
     order by lower(name), id limit 500`);
  return {
    stages,
    projects,
    members: members.map((m) => ({ userId: m.user_id, name: m.name, email: m.email })),
    sequences,
  };
}

type RunRow = {
  id: string;
  rule_id: string;
  rule_name: string;
  profile_id: string;
  candidate_name: string | null;
  project_id: string;
  status: AutomationRun['status'];
  error: string | null;
  results: AutomationRun['results'];
  created_at: Date | string;
  finished_at: Date | string | null;
};

export async function listRuns(
  db: Executor,
  scope: TeamScope,
  query: { ruleId?: string; limit: number },
): Promise<AutomationRun[]> {
  if (query.ruleId) {
    const { rows: rule } = await db.execute(sql`
      select 1 from automation_rules where id = ${Number(query.ruleId)} and team_id = ${scope.teamId}`);
    if (rule.length === 0) throw notFound('Automation rule');
  }
  const { rows } = await db.execute<RunRow>(sql`
    select x.id::text as id, x.rule_id::text as rule_id, r.name as rule_name, x.profile_id::text as profile_id,
           tp.full_name as candidate_name, x.project_id::text as project_id, x.status, x.error, x.results,
           x.created_at, x.finished_at
      from automation_runs x
      join automation_rules r on r.id = x.rule_id
      left join talent_profiles tp on tp.id = x.profile_id
     where x.team_id = ${scope.teamId} ${query.ruleId ? sql`and x.rule_id = ${Number(query.ruleId)}` : sql``}
     order by x.created_at desc, x.id desc limit ${query.limit}`);
  return rows.map((r) => ({
    id: r.id,
    ruleId: r.rule_id,
    ruleName: r.rule_name,
    candidateId: r.profile_id,
    candidateName: r.candidate_name ?? 'Candidate',
    projectId: r.project_id,
    status: r.status,
    error: r.error,
    results: r.results,
    createdAt: new Date(r.created_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  }));
}
