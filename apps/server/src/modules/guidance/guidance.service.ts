/**
 * Guidance: which tutorials a member sees now (the shared display rule), their seen / complete /
 * feedback, and the customer console's edits. The configs come from guidance-data.ts and are
 * loaded into `guidance_configs` once per process (upsert by name): the text and steps follow the
 * repository, while what the operator manages (disabled, expiry, priority, plan range) is only
 * set when a tutorial first appears and is never overwritten afterwards.
 */
import {
  type ConsoleGuidanceItem,
  type ConsoleGuidancePatch,
  GUIDANCE_EXPIRY_MESSAGE,
  type GuidanceConfig,
  type GuidanceItem,
  type GuidanceState,
  guidanceConfigSchema,
  type Plan,
} from '@talentbase/shared';
import type { GuidanceFeedback } from '@talentbase/shared/domain/guidance';
import { guidanceHiddenReason, sortGuidanceQueue } from '@talentbase/shared/domain/guidance-rule';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { guidanceConfigs, guidanceStates } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { GUIDANCE_CONFIGS } from './guidance-data';

type ConfigRow = typeof guidanceConfigs.$inferSelect;
type StateRow = typeof guidanceStates.$inferSelect;

const loaded = new WeakMap<object, Promise<void>>();

/** Loads the repository's configs into the table (once per database handle). */
export function ensureGuidanceConfigs(db: Database): Promise<void> {
  let p = loaded.get(db);
  if (!p) {
    p = syncGuidanceConfigs(db).catch((e) => {
      loaded.delete(db);
      throw e;
    });
    loaded.set(db, p);
  }
  return p;
}

export async function syncGuidanceConfigs(
  db: Executor,
  configs: readonly GuidanceConfig[] = GUIDANCE_CONFIGS,
): Promise<void> {
  if (configs.length === 0) return;
  await db
    .insert(guidanceConfigs)
    .values(
      configs.map((c) => ({
        guidanceName: c.guidanceName,
        tutorialType: c.tutorialType,
        route: c.route,
        expiredUtcDate: c.expiredUTCDate ? new Date(c.expiredUTCDate) : null,
        appearsOnce: c.appearsOnce,
        skipUpdateRedux: c.skipUpdateRedux,
        priority: c.priority,
        disabled: c.disabled,
        minPlan: c.minPlan,
        maxPlan: c.maxPlan,
        steps: c.steps,
      })),
    )
    .onConflictDoUpdate({
      target: guidanceConfigs.guidanceName,
      set: {
        tutorialType: sql`excluded.tutorial_type`,
        route: sql`excluded.route`,
        appearsOnce: sql`excluded.appears_once`,
        skipUpdateRedux: sql`excluded.skip_update_redux`,
        steps: sql`excluded.steps`,
      },
    });
  // A tutorial removed from the repository goes, with the members' states for it.
  await db.delete(guidanceConfigs).where(
    notInArray(
      guidanceConfigs.guidanceName,
      configs.map((c) => c.guidanceName),
    ),
  );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toConfig(r: ConfigRow): GuidanceConfig {
  return {
    guidanceName: r.guidanceName,
    tutorialType: r.tutorialType as GuidanceConfig['tutorialType'],
    expiredUTCDate: iso(r.expiredUtcDate),
    appearsOnce: r.appearsOnce,
    skipUpdateRedux: r.skipUpdateRedux,
    priority: r.priority,
    disabled: r.disabled,
    minPlan: r.minPlan as Plan,
    maxPlan: r.maxPlan as Plan,
    route: r.route,
    steps: r.steps as GuidanceConfig['steps'],
  };
}

function toState(r: StateRow | null | undefined): GuidanceState {
  return {
    seenAt: iso(r?.seenAt ?? null),
    completedAt: iso(r?.completedAt ?? null),
    feedback: (r?.feedback as GuidanceFeedback | undefined) ?? 'NO_FEEDBACK',
  };
}

/** The tutorials the rule shows this member on `path` now, in queue order. */
export async function listGuidance(
  db: Database,
  scope: TeamScope,
  plan: Plan,
  path: string,
  now = new Date(),
): Promise<GuidanceItem[]> {
  await ensureGuidanceConfigs(db);
  const rows = await db
    .select({ config: guidanceConfigs, state: guidanceStates })
    .from(guidanceConfigs)
    .leftJoin(
      guidanceStates,
      and(
        eq(guidanceStates.guidanceName, guidanceConfigs.guidanceName),
        eq(guidanceStates.userId, scope.userId),
      ),
    );
  const items = rows
    .map((r) => ({ config: toConfig(r.config), state: toState(r.state) }))
    .filter((i) => guidanceHiddenReason(i.config, { now, plan, path, state: i.state }) === null);
  const order = sortGuidanceQueue(items.map((i) => i.config)).map((c) => c.guidanceName);
  return order.map((name) => items.find((i) => i.config.guidanceName === name) as GuidanceItem);
}

async function configOrNotFound(db: Executor, guidanceName: string): Promise<ConfigRow> {
  const [row] = await db.select().from(guidanceConfigs).where(eq(guidanceConfigs.guidanceName, guidanceName));
  if (!row) throw new AppError('NOT_FOUND', `No tutorial named ${guidanceName}`);
  return row;
}

async function stateOf(db: Executor, userId: string, guidanceName: string): Promise<GuidanceState> {
  const [row] = await db
    .select()
    .from(guidanceStates)
    .where(and(eq(guidanceStates.userId, userId), eq(guidanceStates.guidanceName, guidanceName)));
  return toState(row);
}

/** Recorded once (the first time); nothing is written for a tutorial that appears every time. */
export async function markSeen(db: Database, scope: TeamScope, guidanceName: string): Promise<GuidanceState> {
  await ensureGuidanceConfigs(db);
  const config = await configOrNotFound(db, guidanceName);
  if (config.appearsOnce) {
    await db
      .insert(guidanceStates)
      .values({ userId: scope.userId, guidanceName, seenAt: sql`now()` })
      .onConflictDoUpdate({
        target: [guidanceStates.userId, guidanceStates.guidanceName],
        set: { seenAt: sql`coalesce(${guidanceStates.seenAt}, now())` },
      });
  }
  return stateOf(db, scope.userId, guidanceName);
}

export async function markComplete(
  db: Database,
  scope: TeamScope,
  guidanceName: string,
): Promise<GuidanceState> {
  await ensureGuidanceConfigs(db);
  await configOrNotFound(db, guidanceName);
  await db
    .insert(guidanceStates)
    .values({ userId: scope.userId, guidanceName, seenAt: sql`now()`, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [guidanceStates.userId, guidanceStates.guidanceName],
      set: {
        seenAt: sql`coalesce(${guidanceStates.seenAt}, now())`,
        completedAt: sql`coalesce(${guidanceStates.completedAt}, now())`,
      },
    });
  return stateOf(db, scope.userId, guidanceName);
}

export async function recordFeedback(
  db: Database,
  scope: TeamScope,
  guidanceName: string,
  feedback: GuidanceFeedback,
): Promise<GuidanceState> {
  await ensureGuidanceConfigs(db);
  await configOrNotFound(db, guidanceName);
  await db
    .insert(guidanceStates)
    .values({ userId: scope.userId, guidanceName, feedback, feedbackAt: sql`now()` })
    .onConflictDoUpdate({
      target: [guidanceStates.userId, guidanceStates.guidanceName],
      set: { feedback, feedbackAt: sql`now()` },
    });
  return stateOf(db, scope.userId, guidanceName);
}

// ---- customer console ----

async function consoleItems(db: Executor, names?: string[]): Promise<ConsoleGuidanceItem[]> {
  const counts = db
    .select({
      guidanceName: guidanceStates.guidanceName,
      seen: sql<number>`count(${guidanceStates.seenAt})::int`.as('seen'),
      completed: sql<number>`count(${guidanceStates.completedAt})::int`.as('completed'),
      helpful: sql<number>`count(*) filter (where ${guidanceStates.feedback} = 'HELPFUL')::int`.as('helpful'),
      notHelpful: sql<number>`count(*) filter (where ${guidanceStates.feedback} = 'NOT_HELPFUL')::int`.as(
        'not_helpful',
      ),
    })
    .from(guidanceStates)
    .groupBy(guidanceStates.guidanceName)
    .as('counts');
  const rows = await db
    .select({
      config: guidanceConfigs,
      seen: counts.seen,
      completed: counts.completed,
      helpful: counts.helpful,
      notHelpful: counts.notHelpful,
    })
    .from(guidanceConfigs)
    .leftJoin(counts, eq(counts.guidanceName, guidanceConfigs.guidanceName))
    .where(names ? inArray(guidanceConfigs.guidanceName, names) : undefined);
  const items = rows.map((r) => ({
    config: toConfig(r.config),
    seen: r.seen ?? 0,
    completed: r.completed ?? 0,
    helpful: r.helpful ?? 0,
    notHelpful: r.notHelpful ?? 0,
    updatedAt: r.config.updatedAt.toISOString(),
  }));
  const order = sortGuidanceQueue(items.map((i) => i.config)).map((c) => c.guidanceName);
  return order.map((n) => items.find((i) => i.config.guidanceName === n) as ConsoleGuidanceItem);
}

export async function consoleGuidanceList(db: Database): Promise<ConsoleGuidanceItem[]> {
  await ensureGuidanceConfigs(db);
  return consoleItems(db);
}

export async function consoleGuidanceUpdate(
  db: Database,
  scope: TeamScope,
  guidanceName: string,
  patch: ConsoleGuidancePatch,
  ip: string | null,
): Promise<ConsoleGuidanceItem> {
  await ensureGuidanceConfigs(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(guidanceConfigs)
      .where(eq(guidanceConfigs.guidanceName, guidanceName))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', `No tutorial named ${guidanceName}`);
    const before = toConfig(row);
    const after = { ...before, ...patch };
    const checked = guidanceConfigSchema.safeParse(after);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const message =
        field === 'expiredUTCDate' ? GUIDANCE_EXPIRY_MESSAGE : (issue?.message ?? 'Invalid change');
      throw new AppError('VALIDATION_FAILED', message, { fields: { [field || 'body']: message } });
    }
    await tx
      .update(guidanceConfigs)
      .set({
        disabled: after.disabled,
        expiredUtcDate: after.expiredUTCDate ? new Date(after.expiredUTCDate) : null,
        priority: after.priority,
        minPlan: after.minPlan,
        maxPlan: after.maxPlan,
        updatedAt: sql`now()`,
      })
      .where(eq(guidanceConfigs.guidanceName, guidanceName));
    const changed = Object.fromEntries(
      (Object.keys(patch) as (keyof ConsoleGuidancePatch)[])
        .filter((k) => before[k] !== after[k])
        .map((k) => [k, { from: before[k], to: after[k] }]),
    );
    await audit(tx, {
      action: 'guidance.config_updated',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'guidance_config',
      targetId: guidanceName,
      metadata: { changed },
      ip,
    });
    const [item] = await consoleItems(tx, [guidanceName]);
    return item as ConsoleGuidanceItem;
  });
}
