/**
 * Applicant match (issue 15): a project that is an applicant-match job (its `project_relations`
 * row of type APPLICANT_MATCH), with the job's description and ideal-candidate persona. The
 * persona is the current version; `match_persona_versions` keeps each one (who, when, how it was
 * made), so the history the spec's permissions show is a plain read.
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
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { candidateFiles } from './candidates';
import { projects } from './projects';
import { talentProfiles } from './talent';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
const projectRef = () =>
  bigint('project_id', { mode: 'number' })
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** One per applicant-match job: its description, current persona and ranking status. */
export const matchJobs = pgTable(
  'match_jobs',
  {
    projectId: bigint('project_id', { mode: 'number' })
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    jobDescription: text('job_description').notNull().default(''),
    /** The current persona (packages/shared contracts/applicant-match.ts `Persona`). */
    persona: jsonb('persona').notNull(),
    personaVersion: integer('persona_version').notNull().default(1),
    lackJd: boolean('lack_jd').notNull().default(true),
    /** Ranking status (spec section 3): 'idle', 'scoring' or 'done'. */
    matchStatus: text('match_status').notNull().default('idle'),
    totalCount: integer('total_count').notNull().default(0),
    scoringFinishedCount: integer('scoring_finished_count').notNull().default(0),
    startScoringDate: timestamp('start_scoring_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('match_jobs_team_idx').on(t.teamId),
    check('match_jobs_status_check', sql`${t.matchStatus} in ('idle', 'scoring', 'done')`),
  ],
);

/** Every persona a job has had: extracted from a description, or edited by someone. */
export const matchPersonaVersions = pgTable(
  'match_persona_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    projectId: projectRef(),
    version: integer('version').notNull(),
    persona: jsonb('persona').notNull(),
    /** 'extracted' (from the job description) or 'edited'. */
    source: text('source').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_persona_versions_project_version_idx').on(t.projectId, t.version),
    check('match_persona_versions_source_check', sql`${t.source} in ('extracted', 'edited')`),
  ],
);

/**
 * An applicant of a job: a team candidate (talent profile) who applied to the project, with their
 * review status (spec section 4: 0 declined, 1 under review, 2 moved forward), the parsed résumé
 * the score is computed from, and the last scoring. `match_level` is 'pending' until scored
 * against the job's current persona (`scored_persona_version` tells which one scored it).
 */
export const matchApplicants = pgTable(
  'match_applicants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    projectId: projectRef(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    reviewStatus: smallint('review_status').notNull().default(1),
    /** 'best', 'good', 'partial', 'not match' or 'pending' (domain/applicant-match MATCH_LEVEL). */
    matchLevel: text('match_level').notNull().default('pending'),
    /** The applicant score in [0, 1); 0 while pending. Orders applicants, best first. */
    score: real('score').notNull().default(0),
    /** The scoring detail (contracts/applicant-match `ScoringDetail`); null while pending. */
    scoringDetail: jsonb('scoring_detail'),
    scoredPersonaVersion: integer('scored_persona_version'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** The résumé read into the profile structure (`ParsedResume`); null when there is none. */
    resume: jsonb('resume'),
    lackResume: boolean('lack_resume').notNull().default(true),
    /**
     * What scoring reads of the résumé, computed once at intake (matching/features.ts, in its
     * stored form) so scoring a job again does not re-read every résumé; null until computed.
     */
    features: jsonb('features'),
    /**
     * The ranking part of the stored features ({ format, ranking }: matching/stored-features.ts),
     * apart from `features` (which keeps the words and the evidence spans). Ranking a job's
     * applicants reads only this column: kept apart it stays small (some 600 bytes) and inline,
     * with storage MAIN (migration 0017) so PostgreSQL compresses or moves the résumé and the
     * evidence out of the row first and reading it decompresses nothing. Null until computed.
     */
    rankingFeatures: jsonb('ranking_features'),
    /** The original file, kept for preview (a `candidate_files` row of the profile). */
    resumeFileId: bigint('resume_file_id', { mode: 'number' }).references(() => candidateFiles.id, {
      onDelete: 'set null',
    }),
    /** How the applicant arrived: 'resume', 'json_resume', 'csv', 'job_board' or 'ats'. */
    source: text('source').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    declineReasonId: bigint('decline_reason_id', { mode: 'number' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('match_applicants_project_profile_idx').on(t.projectId, t.profileId),
    // A stage's list, best first: the applicant list and its counts read only this index.
    index('match_applicants_list_idx').on(t.projectId, t.reviewStatus, t.score.desc(), t.id),
    index('match_applicants_profile_idx').on(t.profileId),
    check('match_applicants_review_status_check', sql`${t.reviewStatus} in (0, 1, 2)`),
    check(
      'match_applicants_level_check',
      sql`${t.matchLevel} in ('best', 'good', 'partial', 'not match', 'pending')`,
    ),
    check('match_applicants_score_check', sql`${t.score} >= 0 and ${t.score} < 1`),
    check(
      'match_applicants_source_check',
      sql`${t.source} in ('resume', 'json_resume', 'csv', 'job_board', 'ats')`,
    ),
  ],
);

/** Who opened which applicant, and when (the view log; unread = no row for the caller). */
export const matchApplicantViews = pgTable(
  'match_applicant_views',
  {
    applicantId: bigint('applicant_id', { mode: 'number' })
      .notNull()
      .references(() => matchApplicants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.applicantId, t.userId] }),
    index('match_applicant_views_user_idx').on(t.userId),
  ],
);

/** The team's reasons for declining an applicant (the ATS-shaped decline-reasons calls of a local job). */
export const matchDeclineReasons = pgTable(
  'match_decline_reasons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** A retired reason stays for the moves that used it but is no longer offered. */
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_decline_reasons_team_idx').on(t.teamId, t.position),
    uniqueIndex('match_decline_reasons_name_idx')
      .on(t.teamId, sql`lower(${t.name})`)
      .where(sql`not ${t.archived}`),
  ],
);

/** Every move forward or decline (spec section 3, Move-candidate result); the record call reads the latest per candidate. */
export const matchMoves = pgTable(
  'match_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: teamRef(),
    projectId: projectRef(),
    applicantId: bigint('applicant_id', { mode: 'number' })
      .notNull()
      .references(() => matchApplicants.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' }).notNull(),
    /** The review status the move set (2 moved forward, 0 declined, 1 back to review). */
    status: smallint('status').notNull(),
    /** 'moveForward', 'reject' or 'reopen'. */
    moveType: text('move_type').notNull(),
    fromStageId: text('from_stage_id').notNull(),
    fromStageName: text('from_stage_name').notNull(),
    toStageId: text('to_stage_id').notNull(),
    toStageName: text('to_stage_name').notNull(),
    declineReasonId: bigint('decline_reason_id', { mode: 'number' }).references(
      () => matchDeclineReasons.id,
      {
        onDelete: 'set null',
      },
    ),
    movedBy: uuid('moved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_moves_project_idx').on(t.projectId, t.profileId, t.createdAt.desc()),
    check('match_moves_type_check', sql`${t.moveType} in ('moveForward', 'reject', 'reopen')`),
  ],
);

/**
 * A job's email configuration (the spec's "email config" with atsName, and the "rejection email
 * config"): whether declining sends the rejection email, from which user's mailbox, and its
 * subject and body. The emails go out as a one-step campaign with source APPLICANT_MATCH
 * (`rejection_campaign_id`), so the Engage delivery engine tracks and suppresses them like any other.
 */
export const matchEmailConfigs = pgTable('match_email_configs', {
  projectId: bigint('project_id', { mode: 'number' })
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  teamId: teamRef(),
  atsName: text('ats_name'),
  rejectionEnabled: boolean('rejection_enabled').notNull().default(false),
  /** Whose mailbox sends the rejection emails (null: the person who declines). */
  senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
  rejectionSubject: text('rejection_subject').notNull().default(''),
  rejectionBody: text('rejection_body').notNull().default(''),
  rejectionCampaignId: bigint('rejection_campaign_id', { mode: 'number' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** One rejection email per applicant, whatever happens: sending twice is refused here. */
export const matchRejectionEmails = pgTable(
  'match_rejection_emails',
  {
    applicantId: bigint('applicant_id', { mode: 'number' })
      .primaryKey()
      .references(() => matchApplicants.id, { onDelete: 'cascade' }),
    teamId: teamRef(),
    projectId: projectRef(),
    /** The Engage thread that carries the email (null when it was not sent, with the reason). */
    threadId: bigint('thread_id', { mode: 'number' }),
    /** 'queued', or 'skipped' with `reason` (no email address, suppressed, unsubscribed ...). */
    status: text('status').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('match_rejection_emails_project_idx').on(t.projectId),
    check('match_rejection_emails_status_check', sql`${t.status} in ('queued', 'skipped')`),
  ],
);
