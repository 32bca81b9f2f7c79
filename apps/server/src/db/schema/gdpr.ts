/**
 * Data protection (modules/gdpr): erasures and their per-table counts, the suppression list that
 * keeps erased people from coming back, which ledger entries this database has applied, and the
 * teams' retention rules with their runs.
 *
 * Nothing here holds a person's data: erasures keep profile ids only until they are done, the
 * suppression list keeps keyed hashes (HMAC-SHA-256 with a key kept outside the database) of
 * normalised emails and phones.
 */
import { DATA_PROTECTION_REGIONS } from '@talentbase/shared/reference/gdpr-regions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One erasure: a data-subject request, a retention run's deletions, or a ledger entry replayed
 * after a restore. Status: pending, running, done, failed; `phase` and `progress` (0 to 100)
 * while it runs; `counts` per table (ERASURE_COUNT_LABEL in packages/shared contracts/gdpr.ts).
 */
export const gdprErasures = pgTable(
  'gdpr_erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** request, retention, replay. */
    reason: text('reason').notNull().default('request'),
    /** How the person was found: candidate, email or phone (never the value typed). */
    lookup: text('lookup'),
    retentionRuleId: bigint('retention_rule_id', { mode: 'number' }),
    /** Profiles erased whole (with every team's records of them); emptied once done. */
    profileIds: bigint('profile_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** Open-web profiles of which only this team's records go (retention); emptied once done. */
    teamRecordIds: bigint('team_record_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    people: integer('people').notNull().default(0),
    /** Suppression entries to write: `[{ teamId: uuid | null, kind: 1 | 2, hash }]`; emptied once done. */
    hashes: jsonb('hashes').notNull().default(sql`'[]'::jsonb`),
    suppress: boolean('suppress').notNull().default(true),
    status: text('status').notNull().default('pending'),
    phase: text('phase').notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    counts: jsonb('counts').notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('gdpr_erasures_team_idx').on(t.teamId, t.createdAt),
    check('gdpr_erasures_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check('gdpr_erasures_reason_check', sql`${t.reason} in ('request', 'retention', 'replay')`),
    check('gdpr_erasures_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * People who must not come back: keyed hashes of their normalised emails (kind 1) and E.164
 * phones (kind 2). `team_id` null is product-wide (an erased open-web profile: the talent loader
 * skips them); otherwise the team's imports and adds skip them.
 */
export const gdprSuppressions = pgTable(
  'gdpr_suppressions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    hash: text('hash').notNull(),
    /** The erasure that put it here (no foreign key: a replayed ledger entry may have no row). */
    erasureId: uuid('erasure_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gdpr_suppressions_key').on(
      sql`coalesce(${t.teamId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.kind,
      t.hash,
    ),
    index('gdpr_suppressions_hash_idx').on(t.hash),
    check('gdpr_suppressions_kind_check', sql`${t.kind} in (1, 2)`),
  ],
);

/**
 * Which entries of the erasure ledger (a file outside the database, modules/gdpr/erasure-ledger.ts)
 * this database has applied. A database restored from an older backup lacks the later ones, and
 * the server applies them again on start.
 */
export const gdprLedgerApplied = pgTable('gdpr_ledger_applied', {
  erasureId: uuid('erasure_id').primaryKey(),
  /** True when applied by a replay on start rather than by the erasure itself. */
  replayed: boolean('replayed').notNull().default(false),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A team's retention rule: delete unengaged candidates located in the regions after N months. */
export const retentionRules = pgTable(
  'retention_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    months: integer('months').notNull(),
    regions: text('regions').array().notNull(),
    suppress: boolean('suppress').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    /** When months or regions last changed: a dry run older than this does not count. */
    criteriaChangedAt: timestamp('criteria_changed_at', { withTimezone: true }).notNull().defaultNow(),
    dryRunCount: integer('dry_run_count'),
    dryRunAt: timestamp('dry_run_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retention_rules_team_idx').on(t.teamId),
    index('retention_rules_enabled_idx').on(t.id).where(sql`${t.enabled}`),
    check('retention_rules_months_check', sql`${t.months} between 1 and 120`),
    check(
      'retention_rules_regions_check',
      sql`${t.regions} <@ array[${sqlList(DATA_PROTECTION_REGIONS)}]::text[] and cardinality(${t.regions}) > 0`,
    ),
  ],
);

/** Each dry run and run of a rule, with its counts; kept when the rule is deleted. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: bigint('rule_id', { mode: 'number' }).references(() => retentionRules.id, {
      onDelete: 'set null',
    }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** dry_run or run. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('running'),
    matched: integer('matched').notNull().default(0),
    erased: integer('erased').notNull().default(0),
    counts: jsonb('counts').notNull().default(sql`'{}'::jsonb`),
    erasureId: uuid('erasure_id'),
    /** Who asked (a dry run, a run started by hand); null for the nightly sweep. */
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    /** The night a scheduled run belongs to (UTC date): one run per rule and night. */
    runDate: text('run_date'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('retention_runs_rule_idx').on(t.ruleId, t.startedAt),
    index('retention_runs_team_idx').on(t.teamId, t.startedAt),
    uniqueIndex('retention_runs_night_key')
      .on(t.ruleId, t.runDate)
      .where(sql`${t.kind} = 'run' and ${t.runDate} is not null`),
    check('retention_runs_kind_check', sql`${t.kind} in ('dry_run', 'run')`),
    check('retention_runs_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);
