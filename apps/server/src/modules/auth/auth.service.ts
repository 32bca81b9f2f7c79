/**
 * Sign up, log in, log out. Sign-up creates an organisation, its first team (starter plan) and
 * the user as that team's admin, all in one transaction. Log-in rotates the session: a new
 * token every time, so a token planted before log-in is worthless after it.
 */
import type { LoginRequest, SignupRequest } from '@talentbase/shared';
import { strictPasswordProblems } from '@talentbase/shared/validators/password';
import type { Database } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, fieldError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import * as repo from './auth.repository';

export type AuthSettings = {
  sessionTtlHours: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
};

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

export async function signup(
  db: Database,
  input: SignupRequest,
  settings: AuthSettings,
  client: ClientInfo,
): Promise<NewSession> {
  const weak = passwordPolicyError(input.password, 'password');
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.password);

  const created = await db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) return null;
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
    return { userId: user.id, teamId: team.id };
  });
  // Same answer whether the race was lost inside the transaction or the email existed before.
  if (!created)
    throw new AppError('CONFLICT', 'An account with this email already exists', {
      fields: { email: 'An account with this email already exists' },
    });
  return startSession(db, created.userId, created.teamId, settings, client);
}

const INVALID = () => new AppError('INVALID_CREDENTIALS', 'Email or password is incorrect');

export async function login(
  db: Database,
  input: LoginRequest,
  settings: AuthSettings,
  client: ClientInfo,
  previousSessionId: string | null,
): Promise<NewSession> {
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) {
    await verifyPassword(input.password, await decoyHash());
    throw INVALID();
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000);
    throw new AppError(
      'ACCOUNT_LOCKED',
      `Too many failed attempts. This account is locked for ${minutes} more minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: minutes * 60 },
    );
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const after = await repo.recordLoginFailure(
      db,
      user.id,
      settings.loginMaxFailures,
      settings.loginLockMinutes,
    );
    await audit(db, {
      action:
        after?.lockedUntil && after.lockedUntil.getTime() > Date.now() ? 'auth.locked' : 'auth.login_failed',
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: client.ip,
    });
    throw INVALID();
  }
  const teamId = await repo.findPrimaryTeamId(db, user.id);
  if (!teamId) throw new AppError('FORBIDDEN', 'This account is not an active member of any team');

  if (previousSessionId) await repo.deleteSession(db, previousSessionId);
  await repo.recordLoginSuccess(db, user.id);
  await audit(db, { action: 'auth.login', teamId, actorUserId: user.id, ip: client.ip });
  return startSession(db, user.id, teamId, settings, client);
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
