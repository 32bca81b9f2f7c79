/**
 * Custom fields a team defines for candidates and projects, and their values.
 *
 * - `custom_field_definitions`: name, type, options (`[{id, label}]`, ids stable across
 *   renames), help text, required (projects only), order, archived.
 * - `candidate_custom_values`: one row per (team, candidate, field); the value as JSON (string,
 *   number, boolean or a list of option ids). Erased with the candidate (GDPR).
 * - `project_custom_values`: one row per (project, field), with the team for tenancy.
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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projects } from './projects';
import { talentProfiles } from './talent';

export const customFieldDefinitions = pgTable(
  'custom_field_definitions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** candidate or project. */
    entity: text('entity').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    helpText: text('help_text'),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_field_definitions_team_idx').on(t.teamId, t.entity, t.position),
    // Two active fields of the same kind cannot share a name (an archived one may).
    uniqueIndex('custom_field_definitions_name_key')
      .on(t.teamId, t.entity, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    check('custom_field_definitions_entity_check', sql`${t.entity} in ('candidate', 'project')`),
    check(
      'custom_field_definitions_type_check',
      sql`${t.type} in ('text', 'number', 'date', 'single_select', 'multi_select', 'yes_no', 'url')`,
    ),
  ],
);

export const candidateCustomValues = pgTable(
  'candidate_custom_values',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => customFieldDefinitions.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.profileId, t.fieldId] }),
    index('candidate_custom_values_field_idx').on(t.fieldId),
    index('candidate_custom_values_profile_idx').on(t.profileId),
  ],
);

export const projectCustomValues = pgTable(
  'project_custom_values',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' })
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fieldId: bigint('field_id', { mode: 'number' })
      .notNull()
      .references(() => customFieldDefinitions.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.fieldId] }),
    index('project_custom_values_field_idx').on(t.fieldId),
  ],
);
