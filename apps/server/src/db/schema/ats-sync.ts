/**
 * Two-way sync between a linked project's pipeline and its ATS job (issue 19, item 5): the last
 * state both sides agreed on, per (project, candidate). A pull compares the ATS's stage with
 * `ats_stage_id`, a move in Talentbase compares its stage with `stage_id`; a side whose value
 * differs changed since the last sync. A pending push (Talentbase → ATS) is kept here too, with
 * the time of the move, so a newer ATS change can override it (docs/decisions.md).
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
import { teams } from './accounts';
import { integrationConnections } from './integrations';
import { projects } from './projects';
import { talentProfiles } from './talent';

export const atsSyncStates = pgTable(
  'ats_sync_states',
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
    atsJobId: text('ats_job_id').notNull(),
    externalApplicationId: text('external_application_id').notNull(),
    /** The pipeline position both sides last agreed on (category, and stage or null; null category: not known yet). */
    categoryId: integer('category_id'),
    stageId: integer('stage_id'),
    /** The ATS stage both sides last agreed on (null: not known yet). */
    atsStageId: text('ats_stage_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** idle | pending (a Talentbase move waits to be written to the ATS) | failed | overridden */
    pushStatus: text('push_status').notNull().default('idle'),
    pushCategoryId: integer('push_category_id'),
    pushStageId: integer('push_stage_id'),
    pushAtsStageId: text('push_ats_stage_id'),
    /** When the Talentbase move that is waiting happened. */
    pushRequestedAt: timestamp('push_requested_at', { withTimezone: true }),
    pushAttempts: integer('push_attempts').notNull().default(0),
    /** What the recruiter reads when the last push failed (never a credential). */
    pushError: text('push_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ats_sync_states_project_profile_key').on(t.projectId, t.profileId),
    index('ats_sync_states_team_idx').on(t.teamId, t.connectionId),
    check(
      'ats_sync_states_push_status_check',
      sql`${t.pushStatus} in ('idle', 'pending', 'failed', 'overridden')`,
    ),
  ],
);
