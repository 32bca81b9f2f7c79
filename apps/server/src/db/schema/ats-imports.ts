/**
 * Applicants imported from the team's ATS into an applicant-match job (issue 19, item 5).
 *
 * - `match_ats_imports`: one row per import run of a job (asked for by a recruiter, or by the
 *   periodic import), with its progress and result counts and, when it failed, the reason the
 *   recruiter reads (never a credential). At most one run per job is queued or running.
 * - `match_applicant_ats_links`: which ATS application each imported applicant is, so a second
 *   import adds only the new ones, updates the stage of the others, and a move forward can
 *   address the application in the ATS.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { matchApplicants } from './applicant-match';
import { projects } from './projects';

export type AtsImportSkip = { name: string; reason: string };

export const matchAtsImports = pgTable(
  'match_ats_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The catalogue provider id and the ATS job, as linked when the run was asked for. */
    atsName: text('ats_name').notNull(),
    atsJobId: text('ats_job_id').notNull(),
    /** 'manual' (a recruiter asked) or 'scheduled' (the periodic import). */
    trigger: text('trigger').notNull().default('manual'),
    /** 'queued', 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** The first skipped applications with the reason (at most 50 kept). */
    skippedDetail: jsonb('skipped_detail').$type<AtsImportSkip[]>().notNull().default([]),
    /** Applicants imported without a résumé (the ATS gave none, or the connector cannot fetch one). */
    withoutResume: integer('without_resume').notNull().default(0),
    /** Why the run failed, or why it waits to try again, as the recruiter reads it. */
    error: text('error'),
    errorKind: text('error_kind'),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('match_ats_imports_project_idx').on(t.projectId, t.createdAt.desc()),
    uniqueIndex('match_ats_imports_active_key')
      .on(t.projectId)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('match_ats_imports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('match_ats_imports_trigger_check', sql`${t.trigger} in ('manual', 'scheduled')`),
  ],
);

export const matchApplicantAtsLinks = pgTable(
  'match_applicant_ats_links',
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
    atsName: text('ats_name').notNull(),
    atsJobId: text('ats_job_id').notNull(),
    externalCandidateId: text('external_candidate_id').notNull(),
    /** The ATS application (the candidate's id where the ATS has no application id). */
    externalApplicationId: text('external_application_id').notNull(),
    externalStageId: text('external_stage_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_applicant_ats_links_application_key').on(
      t.projectId,
      t.atsName,
      t.externalApplicationId,
    ),
    index('match_applicant_ats_links_applicant_idx').on(t.applicantId),
  ],
);
