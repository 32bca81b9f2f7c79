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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projects } from './projects';

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
