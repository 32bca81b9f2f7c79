/**
 * Offers on a project candidate and their approval steps. An offer belongs to a team and a
 * project candidate (project_id, profile_id); a candidate has at most one standing offer per
 * project (a partial unique index: declined and withdrawn offers stay as history). Approval steps
 * are resolved to people when the offer is submitted, one round per submission, so a rejected
 * and resubmitted offer keeps who decided what the first time.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projectCandidates, projects } from './projects';

export const candidateOffers = pgTable(
  'candidate_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' }).notNull(),
    /** initiated, pending_approval, approved, sent, accepted; declined and withdrawn end it. */
    status: text('status').notNull().default('initiated'),
    salaryAmount: numeric('salary_amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** year, month or hour. */
    salaryPeriod: text('salary_period').notNull(),
    bonusPercent: numeric('bonus_percent', { precision: 5, scale: 2 }),
    startDate: date('start_date'),
    answerByDate: date('answer_by_date'),
    benefits: text('benefits').notNull().default(''),
    signatory: text('signatory').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The submission the current approval steps belong to (0 before the first submission). */
    approvalRound: smallint('approval_round').notNull().default(0),
    /** The candidate's engagement status before the offer: declined or withdrawn restores it. */
    engagementBefore: smallint('engagement_before').notNull().default(1),
    /** The comment of the last rejection, decline or withdrawal. */
    lastComment: text('last_comment'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.projectId, t.profileId],
      foreignColumns: [projectCandidates.projectId, projectCandidates.profileId],
      name: 'candidate_offers_candidate_fk',
    })
      // A merge of duplicates moves the project candidate to the kept record: its offers follow.
      .onDelete('cascade')
      .onUpdate('cascade'),
    index('candidate_offers_candidate_idx').on(t.projectId, t.profileId, t.createdAt.desc()),
    index('candidate_offers_team_idx').on(t.teamId, t.status),
    uniqueIndex('candidate_offers_open_key')
      .on(t.projectId, t.profileId)
      .where(sql`${t.status} not in ('declined', 'withdrawn')`),
    check(
      'candidate_offers_status_check',
      sql`${t.status} in ('initiated', 'pending_approval', 'approved', 'sent', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('candidate_offers_period_check', sql`${t.salaryPeriod} in ('year', 'month', 'hour')`),
  ],
);

export const candidateOfferApprovals = pgTable(
  'candidate_offer_approvals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => candidateOffers.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    stepOrder: smallint('step_order').notNull(),
    /** member, project_owner or hiring_manager: where in the chain the step comes from. */
    kind: text('kind').notNull(),
    approverId: uuid('approver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending, approved or rejected. */
    decision: text('decision').notNull().default('pending'),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_offer_approvals_step_key').on(t.offerId, t.round, t.stepOrder),
    index('candidate_offer_approvals_approver_idx').on(t.approverId, t.decision),
    check(
      'candidate_offer_approvals_decision_check',
      sql`${t.decision} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      'candidate_offer_approvals_kind_check',
      sql`${t.kind} in ('member', 'project_owner', 'hiring_manager')`,
    ),
  ],
);
