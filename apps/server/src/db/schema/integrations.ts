/**
 * Integration connections (issue 19): one row per team and provider of the connect catalogue
 * (`owner_key` ''), or per team, provider and user for the per-user entries (`owner_key` = the
 * user's id; Copper, the LinkedIn entries). The credentials are sealed with the secret box
 * (lib/secret-box.ts) with associated data `integration:<id>:credentials`, so a sealed value
 * copied to another row does not open. Non-secret settings (custom URLs) sit in `settings`.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

export type ConnectionTestRecord = { ok: boolean; message: string; checkedAt: string };

export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The catalogue id (packages/shared/src/integrations/connect-catalogue.ts). */
    providerId: text('provider_id').notNull(),
    scope: text('scope').notNull(),
    /** The member of a per-user connection; null for a team connection. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** '' for the team's connection, the user's id for a personal one (unique key). */
    ownerKey: text('owner_key').notNull().default(''),
    status: text('status').notNull().default('connected'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    /** Sealed JSON of the secret fields; null once disconnected. Never returned or logged. */
    credentials: text('credentials'),
    storedFields: jsonb('stored_fields').$type<string[]>().notNull().default([]),
    lastTest: jsonb('last_test').$type<ConnectionTestRecord | null>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('integration_connections_owner_key').on(t.teamId, t.providerId, t.ownerKey),
    index('integration_connections_team_idx').on(t.teamId),
    check('integration_connections_scope_check', sql`${t.scope} in ('team', 'user')`),
    check('integration_connections_status_check', sql`${t.status} in ('connected', 'error', 'disconnected')`),
    check(
      'integration_connections_owner_check',
      sql`(${t.scope} = 'team' and ${t.userId} is null and ${t.ownerKey} = '') or (${t.scope} = 'user' and ${t.userId} is not null and ${t.ownerKey} = ${t.userId}::text)`,
    ),
  ],
);
