/**
 * In-product guidance. `guidance_configs`: the tutorials, loaded from the repository's data file
 * (modules/guidance/guidance-data.ts) by name; the customer console may disable one, move its
 * expiry, priority or plan range. `guidance_states`: each member's seen / complete / feedback per
 * tutorial, erased with the user.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const guidanceConfigs = pgTable(
  'guidance_configs',
  {
    guidanceName: text('guidance_name').primaryKey(),
    tutorialType: text('tutorial_type').notNull(),
    route: text('route').notNull(),
    expiredUtcDate: timestamp('expired_utc_date', { withTimezone: true }),
    appearsOnce: boolean('appears_once').notNull().default(true),
    skipUpdateRedux: boolean('skip_update_redux').notNull().default(false),
    priority: integer('priority').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    minPlan: text('min_plan').notNull(),
    maxPlan: text('max_plan').notNull(),
    steps: jsonb('steps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('guidance_configs_priority_check', sql`${t.priority} between 701 and 1000`),
    check(
      'guidance_configs_expiry_check',
      sql`${t.expiredUtcDate} is null or ${t.expiredUtcDate} > timestamptz '2023-01-01 00:00:00+00'`,
    ),
  ],
);

export const guidanceStates = pgTable(
  'guidance_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guidanceName: text('guidance_name')
      .notNull()
      .references(() => guidanceConfigs.guidanceName, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    feedback: text('feedback').notNull().default('NO_FEEDBACK'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.guidanceName] }),
    check('guidance_states_feedback_check', sql`${t.feedback} in ('NO_FEEDBACK', 'HELPFUL', 'NOT_HELPFUL')`),
  ],
);
