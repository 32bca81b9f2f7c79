/**
 * Scorecards on project candidates: a hiring-team member's answers to one of the team's scorecard
 * forms about a candidate in a project, with an overall recommendation. The questions are copied
 * as answered, so editing or archiving the form later never changes a past scorecard. Also the
 * application form a job names and the answers recorded for its applicants (the same idea).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { matchApplicants } from './applicant-match';
import { projects } from './projects';
import { talentProfiles } from './talent';
import { teamForms } from './team-settings';

export const candidateScorecards = pgTable(
  'candidate_scorecards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    /** Forms are archived, never deleted; null only if a form row is ever removed by hand. */
    formId: bigint('form_id', { mode: 'number' }).references(() => teamForms.id, { onDelete: 'set null' }),
    formName: text('form_name').notNull(),
    /** The form's questions when the scorecard was written (contracts/forms.ts shape). */
    questions: jsonb('questions').notNull(),
    /** Answers keyed by question id (domain/form-answers.ts). */
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    recommendation: text('recommendation').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_scorecards_candidate_idx').on(t.teamId, t.projectId, t.profileId),
    index('candidate_scorecards_profile_idx').on(t.profileId),
    uniqueIndex('candidate_scorecards_author_idx').on(t.projectId, t.profileId, t.formId, t.authorId),
    check(
      'candidate_scorecards_recommendation_check',
      sql`${t.recommendation} in ('strong_no', 'no', 'yes', 'strong_yes')`,
    ),
  ],
);

/**
 * The application form an applicant-match job asks its applicants to answer (one per job), named
 * by the hiring team from the team's active application forms.
 */
export const jobApplicationForms = pgTable('job_application_forms', {
  projectId: bigint('project_id', { mode: 'number' })
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  teamId: uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  formId: bigint('form_id', { mode: 'number' })
    .notNull()
    .references(() => teamForms.id, { onDelete: 'cascade' }),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An applicant's answers to the job's application form, as a recruiter recorded them: like a
 * scorecard, with the questions copied as answered. One set per applicant.
 */
export const applicantFormAnswers = pgTable(
  'applicant_form_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    applicantId: bigint('applicant_id', { mode: 'number' })
      .notNull()
      .references(() => matchApplicants.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    formId: bigint('form_id', { mode: 'number' }).references(() => teamForms.id, { onDelete: 'set null' }),
    formName: text('form_name').notNull(),
    questions: jsonb('questions').notNull(),
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applicant_form_answers_applicant_idx').on(t.applicantId),
    index('applicant_form_answers_profile_idx').on(t.profileId),
  ],
);
