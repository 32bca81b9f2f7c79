/**
 * OAuth sign-ins to an integration under way (issue 19): the one-time state (stored hashed), bound
 * to the browser session (hashed), team, user and provider that started it, with the PKCE verifier
 * and, for form-plus-OAuth entries, the sealed form fields. Ten minutes; deleted when used.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';

export const integrationOauthStates = pgTable(
  'integration_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    sessionHash: text('session_hash').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    /** 'team' (the company authorisation) or 'user' (a member's personal connection). */
    scope: text('scope').notNull(),
    /** Sealed (secret box) PKCE verifier and entered form fields. */
    sealed: text('sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integration_oauth_states_expires_idx').on(t.expiresAt)],
);
