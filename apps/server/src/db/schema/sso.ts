/**
 * Single sign-on and provisioning (issue 17 part 6). An organisation has at most one SSO
 * connection (SAML 2.0 and/or OpenID Connect) for the organisation's email domains (kept on the
 * organisation row); users signing in through
 * it land in the connection's team. SCIM tokens and groups belong to one team.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, teamMembers, teams, users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The team new SSO users join (just-in-time provisioning) and whose admins manage this. */
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // The sign-in name (login URLs /api/auth/sso/saml/{slug}/login) and the email domains live on
    // the organisation row only: organizations.slug and organizations.allowed_domains.
    ssoRequired: boolean('sso_required').notNull().default(false),
    jitProvisioning: boolean('jit_provisioning').notNull().default(false),
    samlEnabled: boolean('saml_enabled').notNull().default(false),
    idpEntityId: text('idp_entity_id'),
    idpSsoUrl: text('idp_sso_url'),
    /** PEM body of the IdP's signing certificate (base64, no header lines). */
    idpCertificate: text('idp_certificate'),
    oidcEnabled: boolean('oidc_enabled').notNull().default(false),
    oidcIssuer: text('oidc_issuer'),
    oidcClientId: text('oidc_client_id'),
    /** Sealed with the secret box (lib/secret-box.ts); never returned to the browser. */
    oidcClientSecret: text('oidc_client_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sso_connections_org_key').on(t.orgId)],
);

/** Assertion ids already used, kept until the assertion expires (replay protection). */
export const ssoUsedAssertions = pgTable(
  'sso_used_assertions',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => ssoConnections.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.assertionId] }),
    index('sso_used_assertions_expires_idx').on(t.expiresAt),
  ],
);

/** OpenID Connect logins under way: state (hashed), nonce and PKCE verifier, for ten minutes. */
export const ssoLoginStates = pgTable('sso_login_states', {
  stateHash: text('state_hash').primaryKey(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => ssoConnections.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Where the app goes after signing in (a path of this app). */
  returnTo: text('return_to').notNull().default('/'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Bearer tokens of a team's SCIM client; only the SHA-256 is stored, the token is shown once. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters, to tell tokens apart on the page. */
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('scim_tokens_hash_key').on(t.tokenHash), index('scim_tokens_team_idx').on(t.teamId)],
);

export const scimGroups = pgTable(
  'scim_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scim_groups_team_name_key').on(t.teamId, t.displayName),
    check('scim_groups_name_check', sql`length(${t.displayName}) between 1 and 200`),
  ],
);

export const scimGroupMembers = pgTable(
  'scim_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scimGroups.id, { onDelete: 'cascade' }),
    teamMemberId: uuid('team_member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.teamMemberId] })],
);

/** The IdP's externalId of a SCIM-provisioned member, echoed back as RFC 7643 asks. */
export const scimUserLinks = pgTable('scim_user_links', {
  teamMemberId: uuid('team_member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  externalId: text('external_id'),
});
