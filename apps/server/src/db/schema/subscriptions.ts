/**
 * One subscription per team: which plan it is on, the current period, trial and cancellation.
 * The plan itself also lives on `teams.plan` (feature gates read it on every request); this row
 * says how the team came to hold it and when it renews.
 */
import { SUBSCRIPTION_STATUSES } from '@talentbase/shared';
import { PLAN_IDS } from '@talentbase/shared/domain/plans';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './accounts';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const teamSubscriptions = pgTable(
  'team_subscriptions',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: PLAN_IDS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** End of the current period: the next renewal, or when a cancellation takes effect. */
    renewsAt: timestamp('renews_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The plan the team goes back to when its trial ends. */
    trialFromPlanId: text('trial_from_plan_id', { enum: PLAN_IDS }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialUsed: boolean('trial_used').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('team_subscriptions_plan_check', sql`${t.planId} in (${sqlList(PLAN_IDS)})`),
    check('team_subscriptions_status_check', sql`${t.status} in (${sqlList(SUBSCRIPTION_STATUSES)})`),
  ],
);
