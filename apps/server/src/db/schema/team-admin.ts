/**
 * Invitations to a team. The pending membership itself is a `team_members` row with no user (it
 * holds the seat); this row holds the single-use link: only the SHA-256 of its token is kept.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teamMembers, teams, users } from './accounts';

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The pending membership; null once it is withdrawn (the row stays for the audit trail). */
    teamMemberId: uuid('team_member_id').references(() => teamMembers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_key').on(t.tokenHash),
    index('team_invitations_team_idx').on(t.teamId, t.email),
    index('team_invitations_member_idx').on(t.teamMemberId),
    check('team_invitations_send_count_check', sql`${t.sendCount} >= 1`),
  ],
);
