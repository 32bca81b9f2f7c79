import type { ChangePasswordRequest, UpdateProfileRequest } from '@talentbase/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { TeamScope } from '../../lib/team-scope';
import { deleteOtherSessions, getUserById } from '../auth/auth.repository';
import { passwordPolicyError } from '../auth/auth.service';
import { type LoginThrottle, passwordChangeThrottledError } from '../auth/login-throttle';

export async function updateProfile(
  db: Database,
  scope: TeamScope,
  input: UpdateProfileRequest,
  ip: string | null,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        fullName: input.fullName,
        jobTitle: input.jobTitle || null,
        phone: input.phone || null,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, scope.userId));
    await audit(tx, {
      action: 'user.profile_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'user',
      targetId: scope.userId,
      metadata: { fields: Object.keys(input) },
      ip,
    });
  });
}

/**
 * Changing the password ends every other session of the user: whoever knew the old password
 * is signed out everywhere but here. Wrong current passwords are throttled like sign-ins (a
 * borrowed session must not become a way to guess the password).
 */
export async function changePassword(
  db: Database,
  scope: TeamScope,
  sessionId: string,
  input: ChangePasswordRequest,
  ip: string | null,
  throttle: LoginThrottle,
) {
  const attempt = throttle.throttle.attempt(throttle.passwordChangeKeys(scope.userId));
  if (!attempt.allowed) throw passwordChangeThrottledError(attempt.retryAfterMs);
  const user = await getUserById(db, scope.userId);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw fieldError({ currentPassword: 'Current password is incorrect' });
  }
  attempt.succeeded();
  const weak = passwordPolicyError(input.newPassword, 'newPassword');
  if (weak) throw weak;
  if (input.newPassword === input.currentPassword) {
    throw fieldError({ newPassword: 'Choose a password different from the current one' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, scope.userId));
    await deleteOtherSessions(tx, scope.userId, sessionId);
    await audit(tx, { action: 'user.password_changed', teamId: scope.teamId, actorUserId: scope.userId, ip });
  });
}
