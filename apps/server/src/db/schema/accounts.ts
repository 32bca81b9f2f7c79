/**
 * Organisations, teams, users and team members. A team is the tenant: every tenant row
 * carries `team_id` (or `org_id` for organisation-wide rows).
 */
import { ACCOUNT_ROLES, PLAN_SUBTYPES, PLANS, PRODUCT_SOLUTIONS } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import {
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Spec section 5 slug; unique across the installation, null until an org admin sets one. */
  slug: text('slug').unique('organizations_slug_key'),
  /** Email domains allowed to sign up and sign in with SSO (lower-cased). */
  allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plan: text('plan', { enum: PLANS }).notNull().default('basic'),
    planSubtype: text('plan_subtype', { enum: PLAN_SUBTYPES }),
    solutions: text('solutions').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    /** Contact reveals the contract allows; `credits_used` counts reveals made. */
    contractCredits: integer('contract_credits').notNull().default(0),
    creditsUsed: integer('credits_used').notNull().default(0),
    allInOne: boolean('all_in_one').notNull().default(true),
    /** Seats bought per licence: active members and pending invitations may not exceed them. */
    recruiterSeats: integer('recruiter_seats').notNull().default(5),
    collaboratorSeats: integer('collaborator_seats').notNull().default(5),
    /** Onboarding mode of spec section 4: NONE 0, IMPLANTATION 1, ONBOARDING 2. */
    onboardingMode: smallint('onboarding_mode').notNull().default(0),
    /** Setup checklist items an admin ticked by hand (the rest are worked out from the data). */
    setupChecklist: jsonb('setup_checklist').notNull().default(sql`'{}'::jsonb`),
    /** Set when an org admin archives the team: its members can no longer sign in to it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('teams_org_idx').on(t.orgId),
    check('teams_plan_check', sql`${t.plan} in (${sqlList(PLANS)})`),
    check(
      'teams_plan_subtype_check',
      sql`(${t.plan} = 'basic' and ${t.planSubtype} is null)
        or (${t.plan} = 'growth' and (${t.planSubtype} is null or ${t.planSubtype} = 'waiver'))
        or (${t.plan} = 'pro' and (${t.planSubtype} is null or ${t.planSubtype} in ('e1s', 'mid-market')))`,
    ),
    check('teams_solutions_check', sql`${t.solutions} <@ array[${sqlList(PRODUCT_SOLUTIONS)}]::text[]`),
    check('teams_credits_check', sql`${t.creditsUsed} >= 0 and ${t.contractCredits} >= 0`),
    check('teams_seats_check', sql`${t.recruiterSeats} >= 0 and ${t.collaboratorSeats} >= 0`),
    check('teams_onboarding_mode_check', sql`${t.onboardingMode} in (0, 1, 2)`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique across the product. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLogoutAt: timestamp('last_logout_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    onboardingProgress: jsonb('onboarding_progress').notNull().default(sql`'{}'::jsonb`),
    surveySettings: jsonb('survey_settings').notNull().default(sql`'{}'::jsonb`),
    /** Operator of this installation (customer console); granted only by the CLI or the seed. */
    isOperator: boolean('is_operator').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const TEAM_LICENSES = ['Recruiter', 'Collaborator'] as const;

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null while an invitation is pending. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    license: text('license', { enum: TEAM_LICENSES }).notNull().default('Recruiter'),
    /** kicked out 0, active user 1, active super 2, removed 3 (spec section 3). */
    status: smallint('status').notNull().default(1),
    isTeamAdmin: boolean('is_team_admin').notNull().default(false),
    accountRoles: text('account_roles').array().notNull().default(sql`'{}'::text[]`),
    isEventCoordinator: boolean('is_event_coordinator').notNull().default(false),
    hasAdminLicense: boolean('has_admin_license').notNull().default(false),
    /** Who sent the invitation this membership came from (null for founders and provisioning). */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the status last changed (seat cancelled, reactivated, removed). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('team_members_team_email_key').on(t.teamId, t.email),
    index('team_members_user_idx').on(t.userId),
    check('team_members_status_check', sql`${t.status} in (0, 1, 2, 3)`),
    check('team_members_license_check', sql`${t.license} in ('Recruiter', 'Collaborator')`),
    check('team_members_roles_check', sql`${t.accountRoles} <@ array[${sqlList(ACCOUNT_ROLES)}]::text[]`),
  ],
);
