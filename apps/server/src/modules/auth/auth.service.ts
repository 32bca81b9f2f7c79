/**
 * Sign up, log in, log out. Sign-up creates an organisation, its first team (starter plan) and
 * the user as that team's admin, all in one transaction, and answers the same for an email that
 * already has an account. Log-in rotates the session: a new token every time, so a token planted
 * before log-in is worthless after it.
 */
import type { LoginRequest, SignupRequest } from '@talentbase/shared';
import { SSO_REQUIRED_MESSAGE } from '@talentbase/shared';
import { strictPasswordProblems } from '@talentbase/shared/validators/password';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import type { DeviceClaim } from '../../lib/device-cookie';
import { AppError, fieldError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { SystemMessage } from '../../lib/system-mail';
import { randomToken, sha256 } from '../../lib/tokens';
import { ssoRequiredFor } from '../sso/sso-connections.service';
import * as repo from './auth.repository';
import { type LoginThrottle, loginThrottledError } from './login-throttle';

export type AuthSettings = { sessionTtlHours: number };

export type ClientInfo = { ip: string | null; userAgent: string | null };

export type NewSession = { token: string; sessionId: string };

export async function startSession(
  db: Database,
  userId: string,
  teamId: string,
  settings: AuthSettings,
  client: ClientInfo,
): Promise<NewSession> {
  const token = randomToken();
  const sessionId = sha256(token);
  await repo.insertSession(db, {
    id: sessionId,
    userId,
    teamId,
    expiresAt: new Date(Date.now() + settings.sessionTtlHours * 3600_000),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
  });
  return { token, sessionId };
}

export function passwordPolicyError(password: string, field: string): AppError | null {
  const problems = strictPasswordProblems(password);
  return problems.length > 0 ? fieldError({ [field]: problems[0] ?? 'Password is too weak' }) : null;
}

/** What a sign-up leaves to do after answering: the note to the owner of an existing account. */
export type SignupOutcome = { created: boolean; ownerNotice: SystemMessage | null };

/**
 * Sign-up answers the same whether or not the email already has an account, so it cannot be used
 * to find out who has one: a new account is created (the web app then signs in), an existing one
 * is left alone and its owner gets an email saying someone tried. Both paths hash the password
 * and make one short transaction, so they also take about as long.
 */
export async function signup(db: Database, input: SignupRequest, client: ClientInfo): Promise<SignupOutcome> {
  const weak = passwordPolicyError(input.password, 'password');
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.password);

  const existing = await db.transaction(async (tx) => {
    const found = await repo.findUserByEmail(tx, input.email);
    if (found) {
      await audit(tx, {
        action: 'account.signup_existing_email',
        targetType: 'user',
        targetId: found.id,
        ip: client.ip,
      });
      return found;
    }
    const org = await repo.insertOrganization(tx, input.organizationName);
    const team = await repo.insertTeam(tx, {
      orgId: org.id,
      name: input.organizationName,
      plan: 'basic',
      planSubtype: null,
      solutions: ['sourcing'],
      contractCredits: 50,
    });
    const user = await repo.insertUser(tx, { email: input.email, fullName: input.fullName, passwordHash });
    await repo.insertMember(tx, {
      teamId: team.id,
      userId: user.id,
      email: user.email,
      accountRoles: [],
      isTeamAdmin: true,
    });
    await audit(tx, {
      action: 'account.signup',
      orgId: org.id,
      teamId: team.id,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: client.ip,
    });
    return null;
  });
  if (!existing) return { created: true, ownerNotice: null };
  return {
    created: false,
    ownerNotice: {
      kind: 'signup-existing-account',
      to: existing.email,
      subject: 'Someone tried to create a Talentbase account with your email',
      text: [
        `Hello ${existing.fullName},`,
        '',
        'Someone just tried to create a new Talentbase account with this email address, which already has one.',
        'If it was you, you do not need a new account: log in with this email and your password.',
        'If it was not you, you can ignore this message: nothing was changed and no new account was created.',
      ].join('\n'),
    },
  };
}

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect');

export type LoginGuard = { throttle: LoginThrottle; device: DeviceClaim | null };

export type LoginResult = NewSession & { userId: string };

/**
 * Log in. Wrong passwords are throttled with growing delays (login-throttle.ts) rather than
 * locking the account: per source address and per account for anonymous clients, per device for
 * a browser that signed in to this account before. Known and unknown emails go through the same
 * steps (a decoy hash for an unknown one, one audit row each), so the answers, their codes,
 * messages and delays do not tell them apart.
 */
export async function login(
  db: Database,
  input: LoginRequest,
  settings: AuthSettings,
  client: ClientInfo,
  previousSessionId: string | null,
  guard: LoginGuard,
): Promise<LoginResult> {
  const user = await repo.findUserByEmail(db, input.email);
  const deviceId =
    user && guard.device && guard.device.userId === user.id ? `${user.id}:${guard.device.deviceId}` : null;
  const keys = guard.throttle.loginKeys({ email: input.email, ip: client.ip, deviceId });
  const attempt = guard.throttle.throttle.attempt(keys);
  if (!attempt.allowed) throw loginThrottledError(attempt.retryAfterMs);

  // An organisation that requires SSO for its domains: decided by the domain alone, before the
  // password, so the answer says nothing about whether this address has an account.
  if (await ssoRequiredFor(db, input.email)) {
    await audit(db, {
      action: 'auth.login_refused_sso_required',
      actorUserId: user?.id ?? null,
      ip: client.ip,
    });
    throw new AppError('FORBIDDEN', SSO_REQUIRED_MESSAGE, { ssoRequired: true });
  }

  // An unknown email costs one hash check too, so that timing does not tell it apart.
  const matches = await verifyPassword(input.password, user ? user.passwordHash : await decoyHash());
  if (!user || !matches) {
    await audit(db, {
      action: 'auth.login_failed',
      actorUserId: user?.id ?? null,
      ...(user ? { targetType: 'user', targetId: user.id } : {}),
      metadata: { knownDevice: deviceId !== null },
      ip: client.ip,
    });
    throw INVALID();
  }
  attempt.succeeded();
  const teamId = await repo.findPrimaryTeamId(db, user.id);
  if (!teamId) throw new AppError('FORBIDDEN', 'This account is not an active member of any team');

  if (previousSessionId) await repo.deleteSession(db, previousSessionId);
  await repo.recordLoginSuccess(db, user.id);
  await audit(db, { action: 'auth.login', teamId, actorUserId: user.id, ip: client.ip });
  return { ...(await startSession(db, user.id, teamId, settings, client)), userId: user.id };
}

export async function logout(
  db: Database,
  sessionId: string,
  userId: string,
  teamId: string,
  ip: string | null,
) {
  await db.transaction(async (tx) => {
    await repo.deleteSession(tx, sessionId);
    await repo.recordLogout(tx, userId);
    await audit(tx, { action: 'auth.logout', teamId, actorUserId: userId, ip });
  });
}
