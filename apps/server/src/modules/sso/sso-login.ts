/**
 * The end of every SSO sign-in, whatever the protocol: the identity provider vouched for an
 * email; it must be one of the organisation's domains (an IdP cannot sign people of other
 * organisations in), the person must hold a seat in one of the organisation's teams, or be
 * provisioned just in time into the connection's team when the setting is on. Then a session
 * starts exactly as a password sign-in's does.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamMembers, teams, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import * as auth from '../auth/auth.service';
import { orgOfTeam, provisionMember } from './provisioning';
import { type Connection, domainOf } from './sso-connections.service';

export const SSO_ERRORS = {
  invalid_response: 'The identity provider\u2019s answer could not be verified. Try again or ask your admin.',
  replayed: 'This sign-in answer was already used. Start the sign-in again.',
  wrong_domain: 'Your identity provider vouched for an email outside your organisation\u2019s domains.',
  no_account: 'You do not have a Talentbase account yet. Ask your team admin to invite you.',
  seat_cancelled: 'Your seat in this team was cancelled. Ask your team admin to reactivate it.',
  not_configured: 'Single sign-on is not set up for this organisation.',
  expired: 'The sign-in took too long. Start it again.',
  invitation_email_mismatch:
    'Your identity provider signed you in with another email address than the one invited. Sign in at the provider with the invited address, or ask your admin to invite the address you use.',
  invitation_browser: 'Finish accepting the invitation in the browser where you opened the invitation link.',
  invitation_unusable: 'This invitation can no longer be used. Ask your admin to send a new one.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;

export class SsoRefusal extends Error {
  audited = false;
  constructor(
    readonly code: SsoErrorCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Every refused SSO sign-in leaves an audit row: which connection, why, from where. */
export async function auditRefusal(
  db: Database,
  connection: Connection,
  protocol: 'saml' | 'oidc',
  err: SsoRefusal,
  client: auth.ClientInfo,
  email?: string,
) {
  if (err.audited) return;
  err.audited = true;
  await audit(db, {
    action: 'auth.sso_failed',
    orgId: connection.orgId,
    teamId: connection.teamId,
    targetType: 'sso_connection',
    targetId: connection.id,
    metadata: { protocol, code: err.code, reason: err.reason, ...(email ? { email } : {}) },
    ip: client.ip,
  });
}

export type SsoIdentity = { email: string; fullName: string | null };

export async function completeSsoLogin(
  db: Database,
  connection: Connection,
  identity: SsoIdentity,
  protocol: 'saml' | 'oidc',
  settings: auth.AuthSettings,
  client: auth.ClientInfo,
): Promise<auth.NewSession & { userId: string }> {
  const email = identity.email.trim().toLowerCase();
  const fail = async (code: SsoErrorCode, reason: string): Promise<never> => {
    const err = new SsoRefusal(code, reason);
    await auditRefusal(db, connection, protocol, err, client, email);
    throw err;
  };
  if (!connection.domains.includes(domainOf(email)))
    await fail('wrong_domain', `email domain ${domainOf(email)}`);

  const orgTeams = db.select({ id: teams.id }).from(teams).where(eq(teams.orgId, connection.orgId));
  const memberships = await db
    .select({
      id: teamMembers.id,
      teamId: teamMembers.teamId,
      status: teamMembers.status,
      userId: teamMembers.userId,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(users.email, email), inArray(teamMembers.teamId, orgTeams)))
    .orderBy(asc(teamMembers.createdAt));
  // The connection's own team first, then the oldest membership.
  const active = memberships
    .filter((m) => m.status === 1 || m.status === 2)
    .sort((a, b) => Number(b.teamId === connection.teamId) - Number(a.teamId === connection.teamId));
  let chosen: { teamId: string; userId: string } | null = active[0]?.userId
    ? { teamId: active[0].teamId, userId: active[0].userId }
    : null;
  if (!chosen) {
    if (memberships.some((m) => m.status === 0)) await fail('seat_cancelled', 'seat cancelled');
    if (!connection.jitProvisioning)
      await fail('no_account', 'no membership and just-in-time provisioning is off');
    chosen = await db.transaction(async (tx) => {
      const orgId = await orgOfTeam(tx, connection.teamId);
      const made = await provisionMember(tx, {
        teamId: connection.teamId,
        email,
        fullName: (identity.fullName?.trim() || email.split('@')[0] || email).slice(0, 120),
        license: 'Recruiter',
        actor: { userId: null, teamId: connection.teamId, orgId, via: 'sso' },
        source: 'sso',
      });
      return { teamId: connection.teamId, userId: made.userId };
    });
  }
  return startSsoSession(db, connection, chosen, protocol, settings, client);
}

/** A session for someone the identity provider vouched for, exactly as a password sign-in's. */
export async function startSsoSession(
  db: Database,
  connection: Connection,
  chosen: { teamId: string; userId: string },
  protocol: 'saml' | 'oidc',
  settings: auth.AuthSettings,
  client: auth.ClientInfo,
): Promise<auth.NewSession & { userId: string }> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), failedLoginCount: 0 })
    .where(eq(users.id, chosen.userId));
  await audit(db, {
    action: 'auth.login',
    orgId: connection.orgId,
    teamId: chosen.teamId,
    actorUserId: chosen.userId,
    metadata: { via: 'sso', protocol, connectionId: connection.id },
    ip: client.ip,
  });
  return {
    ...(await auth.startSession(db, chosen.userId, chosen.teamId, settings, client)),
    userId: chosen.userId,
  };
}
