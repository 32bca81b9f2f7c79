/**
 * Retention rules of a team: delete candidates located in chosen regions (EU, EEA, UK, CH) who
 * have not been engaged for N months (who that is: retention-match.ts). This file keeps the rules
 * and their dry runs; the nightly runs are retention-run.ts.
 *
 * A rule is enabled only after a dry run of its current criteria (the admin sees how many would
 * go); a change of months or regions needs a new dry run before the rule may be on.
 */
import type { RetentionRule, RetentionRuleInput, RetentionRun } from '@talentbase/shared';
import { RETENTION_MAX_RULES, retentionRuleInputSchema } from '@talentbase/shared';
import type { DataProtectionRegion } from '@talentbase/shared/reference/gdpr-regions';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { bigints, type Counts } from './erasure-target';
import { matchRule } from './retention-match';

export type RuleRow = {
  id: string;
  team_id: string;
  name: string;
  months: number;
  regions: DataProtectionRegion[];
  suppress: boolean;
  enabled: boolean;
  criteria_changed_at: Date | string;
  dry_run_count: number | null;
  dry_run_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};
export type RunRow = {
  id: string;
  kind: 'dry_run' | 'run';
  status: 'running' | 'done' | 'failed';
  matched: number;
  erased: number;
  counts: Counts;
  started_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

export function toRun(r: RunRow): RetentionRun {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    matched: r.matched,
    erased: r.erased,
    counts: r.counts,
    startedAt: iso(r.started_at),
    finishedAt: r.finished_at ? iso(r.finished_at) : null,
    error: r.status === 'failed' ? 'The run stopped before it finished; the next night carries on.' : null,
  };
}

const dryRunCurrent = (r: RuleRow) =>
  r.dry_run_at !== null && new Date(r.dry_run_at).getTime() >= new Date(r.criteria_changed_at).getTime();

function toRule(r: RuleRow, lastRun: RunRow | null): RetentionRule {
  return {
    id: r.id,
    name: r.name,
    months: r.months,
    regions: r.regions,
    suppress: r.suppress,
    enabled: r.enabled,
    dryRun:
      dryRunCurrent(r) && r.dry_run_at !== null
        ? { count: r.dry_run_count ?? 0, at: iso(r.dry_run_at) }
        : null,
    lastRun: lastRun ? toRun(lastRun) : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export const RULE_COLUMNS = sql`id::text, team_id, name, months, regions, suppress, enabled, criteria_changed_at,
  dry_run_count, dry_run_at, created_at, updated_at`;
export const RUN_COLUMNS = sql`id::text, kind, status, matched, erased, counts, started_at, finished_at, error`;

async function lastRuns(db: Executor, ruleIds: string[]): Promise<Map<string, RunRow>> {
  if (ruleIds.length === 0) return new Map();
  const { rows } = await db.execute<RunRow & { rule_id: string }>(sql`
    select distinct on (rule_id) rule_id::text, ${RUN_COLUMNS} from retention_runs
     where rule_id = any(${bigints(ruleIds.map(Number))}::bigint[]) and kind = 'run'
     order by rule_id, started_at desc`);
  return new Map(rows.map((r) => [r.rule_id, r]));
}

function parseRuleId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound('Retention rule');
  return Number(raw);
}

async function getRuleRow(db: Executor, scope: TeamScope, rawId: string, lock = false): Promise<RuleRow> {
  const { rows } = await db.execute<RuleRow>(sql`
    select ${RULE_COLUMNS} from retention_rules
     where id = ${parseRuleId(rawId)} and team_id = ${scope.teamId}::uuid${lock ? sql` for update` : sql``}`);
  const row = rows[0];
  if (!row) throw notFound('Retention rule');
  return row;
}

export async function listRules(db: Database, scope: TeamScope): Promise<RetentionRule[]> {
  const { rows } = await db.execute<RuleRow>(sql`
    select ${RULE_COLUMNS} from retention_rules where team_id = ${scope.teamId}::uuid order by id`);
  const runs = await lastRuns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRule(r, runs.get(r.id) ?? null));
}

async function getRule(db: Executor, scope: TeamScope, id: string): Promise<RetentionRule> {
  const row = await getRuleRow(db, scope, id);
  return toRule(row, (await lastRuns(db, [row.id])).get(row.id) ?? null);
}

const NEEDS_DRY_RUN =
  'Run a dry run of these criteria first, so you see how many candidates would be deleted.';

export async function createRule(
  db: Database,
  scope: TeamScope,
  input: RetentionRuleInput,
  ip: string | null,
): Promise<RetentionRule> {
  const rule = retentionRuleInputSchema.parse(input);
  // A new rule has had no dry run yet: it starts off.
  if (rule.enabled) throw new AppError('CONFLICT', NEEDS_DRY_RUN, { fields: { enabled: NEEDS_DRY_RUN } });
  return db.transaction(async (tx) => {
    const { rows: count } = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from retention_rules where team_id = ${scope.teamId}::uuid`,
    );
    if ((count[0]?.n ?? 0) >= RETENTION_MAX_RULES)
      throw new AppError('UNPROCESSABLE', `A team has at most ${RETENTION_MAX_RULES} retention rules.`);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into retention_rules (team_id, name, months, regions, suppress, enabled, created_by)
      values (${scope.teamId}::uuid, ${rule.name}, ${rule.months}, ${`{${rule.regions.join(',')}}`}::text[],
              ${rule.suppress}, false, ${scope.userId}::uuid)
      returning id::text`);
    const id = rows[0]?.id as string;
    await audit(tx, {
      action: 'gdpr.retention_rule_saved',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'retention_rule',
      targetId: id,
      metadata: {
        created: true,
        months: rule.months,
        regions: rule.regions,
        suppress: rule.suppress,
        enabled: false,
      },
      ip,
    });
    return getRule(tx, scope, id);
  });
}

export async function updateRule(
  db: Database,
  scope: TeamScope,
  id: string,
  input: RetentionRuleInput,
  ip: string | null,
): Promise<RetentionRule> {
  const rule = retentionRuleInputSchema.parse(input);
  return db.transaction(async (tx) => {
    const current = await getRuleRow(tx, scope, id, true);
    const sameCriteria =
      current.months === rule.months &&
      [...current.regions].sort().join() === [...rule.regions].sort().join();
    if (rule.enabled && (!sameCriteria || !dryRunCurrent(current))) {
      throw new AppError('CONFLICT', NEEDS_DRY_RUN, { fields: { enabled: NEEDS_DRY_RUN } });
    }
    await tx.execute(sql`
      update retention_rules
         set name = ${rule.name}, months = ${rule.months}, regions = ${`{${rule.regions.join(',')}}`}::text[],
             suppress = ${rule.suppress}, enabled = ${rule.enabled}, updated_at = now()
             ${sameCriteria ? sql`` : sql`, criteria_changed_at = now()`}
       where id = ${current.id}`);
    await audit(tx, {
      action: 'gdpr.retention_rule_saved',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'retention_rule',
      targetId: current.id,
      metadata: {
        months: rule.months,
        regions: rule.regions,
        suppress: rule.suppress,
        enabled: rule.enabled,
      },
      ip,
    });
    return getRule(tx, scope, current.id);
  });
}

export async function deleteRule(
  db: Database,
  scope: TeamScope,
  id: string,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getRuleRow(tx, scope, id, true);
    await tx.execute(sql`delete from retention_rules where id = ${current.id}`);
    await audit(tx, {
      action: 'gdpr.retention_rule_deleted',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'retention_rule',
      targetId: current.id,
      metadata: { name: current.name },
      ip,
    });
  });
}

export async function listRuns(db: Database, scope: TeamScope, id: string): Promise<RetentionRun[]> {
  const rule = await getRuleRow(db, scope, id);
  const { rows } = await db.execute<RunRow>(sql`
    select ${RUN_COLUMNS} from retention_runs where rule_id = ${rule.id} order by started_at desc, id desc limit 30`);
  return rows.map(toRun);
}

/** Counts what the rule would delete now, and keeps the count: enabling the rule needs it. */
export async function dryRunRule(
  db: Database,
  scope: TeamScope,
  id: string,
  ip: string | null,
): Promise<{ rule: RetentionRule; run: RetentionRun }> {
  const rule = await getRuleRow(db, scope, id);
  const matched = await matchRule(db, rule);
  const counts = {
    own_profiles: matched.filter((m) => !m.openWeb).length,
    open_web_records: matched.filter((m) => m.openWeb).length,
  };
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<RunRow>(sql`
      insert into retention_runs (rule_id, team_id, kind, status, matched, counts, triggered_by, finished_at)
      values (${rule.id}, ${scope.teamId}::uuid, 'dry_run', 'done', ${matched.length}, ${JSON.stringify(counts)}::jsonb,
              ${scope.userId}::uuid, now())
      returning ${RUN_COLUMNS}`);
    await tx.execute(sql`
      update retention_rules set dry_run_count = ${matched.length}, dry_run_at = now() where id = ${rule.id}`);
    await audit(tx, {
      action: 'gdpr.retention_dry_run',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'retention_rule',
      targetId: rule.id,
      metadata: { matched: matched.length, ...counts },
      ip,
    });
    return { rule: await getRule(tx, scope, rule.id), run: toRun(rows[0] as RunRow) };
  });
}
