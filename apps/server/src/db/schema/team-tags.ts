/**
 * `team_tags`: what a team says about a tag beyond its use on candidates (colour, description),
 * and tags an admin prepared before any candidate carries them. A tag's use lives in
 * `candidate_tags`; the team's tag list is both, joined by the lower-cased name.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

export const teamTags = pgTable(
  'team_tags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour'),
    description: text('description'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_tags_name_key').on(t.teamId, sql`lower(${t.name})`),
    check('team_tags_name_check', sql`length(${t.name}) between 1 and 40`),
  ],
);
