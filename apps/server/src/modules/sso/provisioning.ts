/**
 * The one place SSO and SCIM change team membership. The team-admin module's member service
 * (provisionMember, cancelSeat, reactivateSeat, removeMember) will own these rules; until it lands
 * this adapter does the minimal equivalent with direct SQL, so only this file changes then.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, teamMembers, teams, users } from '../../db/schema/index';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';

export type Actor = { userId: string | null; teamId: string; orgId: string; via: 'user' | 'scim' | 'sso' };

export type ProvisionInput = {
  teamId: string;
  email: string;
  fullName: string;
  license: 'Recruiter' | 'Collaborator';
  actor: Actor;
  source: 'sso' | 'scim' | 'invitation';
};

export type Provisioned = { teamMemberId: string; userId: string; created: boolean };

const auditActor = (actor: Actor) => ({
  teamId: actor.teamId,
  orgId: actor.orgId,
  actorUserId: actor.userId,
});

export async function provisionMember(tx: Executor, input: ProvisionInput): Promise<Provisioned> {
  const email = input.email.trim().toLowerCase();
  let [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    // A random password nobody knows: the user signs in through SSO (or resets it).
    [user] = await tx
      .insert(users)
      .values({ email, fullName: input.fullName, passwordHash: await hashPassword(randomToken()) })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
  }
  const [existing] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.email, email)))
    .limit(1);
  if (existing && existing.status !== 3) {
    return { teamMemberId: existing.id, userId: user.id, created: false };
  }
  let memberId: string;
  if (existing) {
    await tx
      .update(teamMembers)
      .set({ status: 1, userId: user.id, license: input.license, updatedAt: new Date() })
      .where(eq(teamMembers.id, existing.id));
    memberId = existing.id;
  } else {
    const [row] = await tx
      .insert(teamMembers)
      .values({ teamId: input.teamId, userId: user.id, email, license: input.license, status: 1 })
      .returning({ id: teamMembers.id });
    if (!row) throw new Error('member insert returned nothing');
    memberId = row.id;
  }
  await audit(tx, {
    ...auditActor(input.actor),
    action: 'team.member_provisioned',
    targetType: 'team_member',
    targetId: memberId,
    metadata: { via: input.actor.via, source: input.source, email, license: input.license },
  });
  return { teamMemberId: memberId, userId: user.id, created: true };
}

async function memberOf(tx: Executor, teamId: string, teamMemberId: string) {
  const [row] = await tx
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.id, teamMemberId)))
    .limit(1);
  if (!row || row.status === 3) throw new AppError('NOT_FOUND', 'Team member not found');
  return row;
}

async function endSessions(tx: Executor, teamId: string, userId: string | null) {
  if (userId) await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.teamId, teamId)));
}

/** Active user 1 or super 2 → kicked out 0; the member's sessions in this team end. */
export async function cancelSeat(tx: Executor, actor: Actor, teamId: string, teamMemberId: string) {
  const row = await memberOf(tx, teamId, teamMemberId);
  if (row.status === 0) return;
  await tx.update(teamMembers).set({ status: 0, updatedAt: new Date() }).where(eq(teamMembers.id, row.id));
  await endSessions(tx, teamId, row.userId);
  await audit(tx, {
    ...auditActor(actor),
    action: 'team.seat_cancelled',
    targetType: 'team_member',
    targetId: row.id,
    metadata: { via: actor.via, previousStatus: row.status },
  });
}

/** Kicked out 0 → active user 1. */
export async function reactivateSeat(tx: Executor, actor: Actor, teamId: string, teamMemberId: string) {
  const row = await memberOf(tx, teamId, teamMemberId);
  if (row.status !== 0) return;
  await tx.update(teamMembers).set({ status: 1, updatedAt: new Date() }).where(eq(teamMembers.id, row.id));
  await audit(tx, {
    ...auditActor(actor),
    action: 'team.seat_reactivated',
    targetType: 'team_member',
    targetId: row.id,
    metadata: { via: actor.via },
  });
}

/** Any status → removed 3; the member's sessions in this team end. */
export async function removeMember(
  tx: Executor,
  actor: Actor,
  teamId: string,
  teamMemberId: string,
  _options: { newOwnerUserId?: string } = {},
) {
  const row = await memberOf(tx, teamId, teamMemberId);
  await tx.update(teamMembers).set({ status: 3, updatedAt: new Date() }).where(eq(teamMembers.id, row.id));
  await endSessions(tx, teamId, row.userId);
  await audit(tx, {
    ...auditActor(actor),
    action: 'team.member_removed',
    targetType: 'team_member',
    targetId: row.id,
    metadata: { via: actor.via },
  });
}

/** The organisation of a team (actors carry it for the audit log). */
export async function orgOfTeam(tx: Executor, teamId: string): Promise<string> {
  const [row] = await tx.select({ orgId: teams.orgId }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Team not found');
  return row.orgId;
}
