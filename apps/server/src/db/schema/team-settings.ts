/**
 * Team settings of issue 17 part 5: automations (rules, their runs), the in-app notifications
 * they and other events write, forms (scorecards and applications), the offer approval chain,
 * notification defaults (team) and choices (user), and each user's hiring preferences.
 *
 * A rule's run is kept once per (rule, stage entry): the stage entry is the `stage_changed`
 * activity that recorded the move, so however often the job is delivered, a move runs a rule once.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projects } from './projects';
import { talentProfiles } from './talent';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const byUser = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** "When a candidate enters <stage> (of one project, or of any project), then <actions>". */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: id(),
    teamId: teamRef(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Rules run in this order (0 first). */
    position: integer('position').notNull().default(0),
    /** Null: the stage of any project's pipeline. */
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'cascade',
    }),
    categoryId: smallint('category_id').notNull(),
    /** Null: entering the category (any of its stages, or the category itself when it has none). */
    stageId: smallint('stage_id'),
    /** The actions in order: [{ type: 'add_tag', tag }, ...] (contracts/automations.ts). */
    actions: jsonb('actions').notNull().default(sql`'[]'::jsonb`),
    createdBy: byUser('created_by'),
    updatedBy: byUser('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('automation_rules_team_idx').on(t.teamId, t.position)],
);

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    teamId: teamRef(),
    ruleId: bigint('rule_id', { mode: 'number' })
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    /** The `stage_changed` activity of the move that set the rule off. */
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** How many automation moves led here (0: a person's or outreach's move). */
    depth: smallint('depth').notNull().default(0),
    /** pending, running, succeeded, partial (some actions failed), failed, skipped. */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    /** One entry per action: { type, status: 'done' | 'failed' | 'skipped', message }. */
    results: jsonb('results').notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('automation_runs_entry_idx').on(t.ruleId, t.activityId),
    index('automation_runs_team_idx').on(t.teamId, t.createdAt.desc()),
    index('automation_runs_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      'automation_runs_status_check',
      sql`${t.status} in ('pending', 'running', 'succeeded', 'partial', 'failed', 'skipped')`,
    ),
  ],
);

/** In-app notifications (the bell): unread counts per category (spec section 3, Notifications). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** What caused it: automation, stage_changed, replied, mention ... (notification settings). */
    event: text('event').notNull().default('automation'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** Shown in the bell (the user wants this event in the app); false: kept only to be emailed. */
    inApp: boolean('in_app').notNull().default(true),
    /** Email of it: 0 none wanted, 1 due now, 2 due in the daily digest, 3 sent, 4 could not be sent. */
    emailStatus: smallint('email_status').notNull().default(0),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    // The bell pages newest first by id (ids grow with time).
    index('notifications_user_idx').on(t.userId, t.teamId, t.id.desc()),
    index('notifications_email_due_idx')
      .on(t.emailStatus, t.createdAt)
      .where(sql`${t.emailStatus} in (1, 2)`),
    check('notifications_category_check', sql`${t.category} in ('candidate', 'personal', 'team')`),
  ],
);

/** Question sets for scorecards and job applications. */
export const teamForms = pgTable(
  'team_forms',
  {
    id: id(),
    teamId: teamRef(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: byUser('created_by'),
    updatedBy: byUser('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('team_forms_team_idx').on(t.teamId, t.kind, t.name),
    check('team_forms_kind_check', sql`${t.kind} in ('scorecard', 'application')`),
  ],
);

/** One row per team: the offer approval chain and default offer fields. */
export const offerSettings = pgTable('offer_settings', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  approvalRequired: boolean('approval_required').notNull().default(true),
  approvers: jsonb('approvers').notNull().default(sql`'[]'::jsonb`),
  defaults: jsonb('defaults').notNull().default(sql`'{}'::jsonb`),
  updatedBy: byUser('updated_by'),
  updatedAt: updatedAt(),
});

/** The team's notification defaults: per event, in-app and email, and the email digest. */
export const teamNotificationSettings = pgTable('team_notification_settings', {
  teamId: uuid('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedBy: byUser('updated_by'),
  updatedAt: updatedAt(),
});

/** A user's own choices; an event they never set follows the team's default. */
export const userNotificationSettings = pgTable(
  'user_notification_settings',
  {
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** Personal hiring preferences (/admin/settings/hiring). */
export const userHiringPreferences = pgTable(
  'user_hiring_preferences',
  {
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferences: jsonb('preferences').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);
