/**
 * An invitation being accepted through single sign-on: started from the invitation page, it
 * holds the invitation (by its link's hash) on the server for the round trip to the identity
 * provider. The browser holds a random key in an http-only cookie whose hash is `flow_hash`, so
 * only the browser that started it can finish it; for OpenID Connect the flow is also tied to the
 * one state it sent (`state_hash`). Single use, ten minutes.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ssoConnections } from './sso';

export const ssoInvitationFlows = pgTable('sso_invitation_flows', {
  flowHash: text('flow_hash').primaryKey(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => ssoConnections.id, { onDelete: 'cascade' }),
  /** SHA-256 of the invitation link's token: a resent link (new token) ends the flow. */
  invitationTokenHash: text('invitation_token_hash').notNull(),
  /** The link's token sealed with the secret box, to send the person back to the invitation page. */
  invitationTokenSealed: text('invitation_token_sealed').notNull(),
  protocol: text('protocol', { enum: ['saml', 'oidc'] }).notNull(),
  /** OpenID Connect: SHA-256 of the state sent to the provider. */
  stateHash: text('state_hash'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
