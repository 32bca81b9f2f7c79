/**
 * Scorecards on project candidates: a hiring-team member's answers to one of the team's scorecard
 * forms about a candidate in a project, with an overall recommendation. The questions are copied
 * as answered, so editing or archiving the form later never changes a past scorecard.
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
