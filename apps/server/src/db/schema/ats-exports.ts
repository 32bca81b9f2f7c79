/**
 * Candidates exported from a project to a team's connected ATS (issue 19, item 4): one row per
 * connection, person and ATS job (`job_id` '' for a push without a job, a prospect), so exporting
 * the same person to the same job again is the same record and the same ATS candidate. The row is
 * also the export job's idempotency store: once `external_candidate_id` is set, a retried or
 * repeated push answers it instead of calling the ATS again.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { integrationConnections } from './integrations';
import { projects } from './projects';
import { talentProfiles } from './talent';

export const atsExports = pgTable(
  'ats_exports',
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
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    /** The ATS job id; '' when the candidate goes in without a job (a prospect). */
    jobId: text('job_id').notNull().default(''),
    jobTitle: text('job_title'),
    stageId: text('stage_id'),
    stageName: text('stage_name'),
    status: text('status').notNull().default('queued'),
    externalCandidateId: text('external_candidate_id'),
    externalApplicationId: text('external_application_id'),
    /** Why the last attempt failed, as shown to the recruiter (never a credential). */
    error: text('error'),
    errorKind: text('error_kind'),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ats_exports_connection_profile_job_key').on(t.connectionId, t.profileId, t.jobId),
    index('ats_exports_project_idx').on(t.teamId, t.projectId, t.updatedAt),
    index('ats_exports_profile_idx').on(t.teamId, t.profileId),
    check('ats_exports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);
