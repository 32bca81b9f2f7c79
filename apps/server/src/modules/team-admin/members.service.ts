/**
 * Changing a team's seats: cancel, reactivate, remove, transfer, switch licence, and provisioning
 * a member (single sign-on, SCIM). Each change checks the transition table of
 * `@talentbase/shared/domain/member-transitions` (an invalid one is a 409 with its reason), keeps
 * at least one admin, ends the member's sessions when they lose access, and is written to the
 * audit log in the same transaction.
 */

import type { TeamLicense } from '@talentbase/shared/domain/accounts';
import { type MemberAction, memberActionProblem } from '@talentbase/shared/domain/member-transitions';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/tokens';
import {
  ADMIN_ROLES,
  defaultRolesSql,
  getMember,
  lockMember,
  type MemberRow,
  otherActiveAdmins,
} from './members.repository';
import { assertSeatsFree } from './seats';

/** Who makes a change: a signed-in admin, or the organisation's identity provider. */
export type Actor = {
  userId: string | null;
  teamId: string;
  orgId: string;
  via: 'user' | 'scim' | 'sso';
  ip?: string | null;
};

const isPending = (m: MemberRow) => m.user_id === null && m.status !== 3;

export function requireTransition(member: MemberRow, action: MemberAction): void {
  const problem = memberActionProblem(action, { status: member.status, pending: isPending(member) });
  if (problem) throw new AppError('CONFLICT', problem, { action, status: member.status });
}

async function auditMember(
  tx: Executor,
  actor: Actor,
  action: string,
  member: MemberRow,
  metadata: Record<string, unknown> = {},
) {
  await audit(tx, {
    action,
    teamId: member.team_id,
    orgId: actor.orgId,
    actorUserId: actor.userId,
    targetType: 'team_member',
    targetId: member.id,
    metadata: { email: member.email, via: actor.via, ...metadata },
    ip: actor.ip ?? null,
  });
}

/** Refuses a change that would leave the team with nobody to manage it, or an admin locking themself out. */
async function assertNotLastAdmin(tx: Executor, actor: Actor, member: MemberRow, verb: string) {
  const admins = await otherActiveAdmins(tx, member.team_id, member.id);
  const isAdmin = member.is_team_admin || member.account_roles.some((r) => ADMIN_ROLES.includes(r));
  if (isAdmin && admins === 0)
    throw new AppError(
      'CONFLICT',
      `${member.full_name ?? member.email} is the team's last admin: make someone else an admin first.`,
    );
  if (actor.userId !== null && member.user_id === actor.userId)
    throw new AppError('CONFLICT', `You cannot ${verb} yourself. Ask another admin of the team.`);
}

async function endSessions(tx: Executor, member: MemberRow) {
  if (member.user_id)
    await tx.execute(
      sql`delete from sessions where user_id = ${member.user_id} and team_id = ${member.team_id}`,
    );
}

async function setStatus(tx: Executor, member: MemberRow, status: number) {
  await tx.execute(sql`
    update team_members set status = ${status}, status_changed_at = now(), updated_at = now()
     where id = ${member.id}`);
}

export async function cancelSeat(tx: Executor, actor: Actor, teamId: string, teamMemberId: string) {
  const member = await lockMember(tx, teamId, teamMemberId);
  requireTransition(member, 'seatCancel');
  await assertNotLastAdmin(tx, actor, member, 'cancel the seat of');
  await setStatus(tx, member, 0);
  await endSessions(tx, member);
  await auditMember(tx, actor, 'member.seat_cancelled', member, { before: member.status });
  return getMember(tx, teamId, teamMemberId);
}

export async function reactivateSeat(tx: Executor, actor: Actor, teamId: string, teamMemberId: string) {
  const member = await lockMember(tx, teamId, teamMemberId);
  requireTransition(member, 'seatReactivate');
  // A cancelled seat was given back: reactivating takes one again.
  await assertSeatsFree(tx, teamId, member.license, 1);
  await setStatus(tx, member, member.is_team_admin ? 2 : 1);
  await auditMember(tx, actor, 'member.seat_reactivated', member);
  return getMember(tx, teamId, teamMemberId);
}

/**
 * Projects the member owned pass to `newOwnerUserId`; the member leaves every hiring team of the
 * team. Their notes, activity and sent messages stay, signed with their name.
 */
async function handOverProjects(tx: Executor, member: MemberRow, newOwnerUserId: string) {
  if (!member.user_id) return 0;
  const { rows } = await tx.execute<{ project_id: string }>(sql`
    select pm.project_id::text from project_members pm join projects p on p.id = pm.project_id
     where pm.user_id = ${member.user_id} and pm.role = 3 and p.team_id = ${member.team_id}`);
  if (rows.length > 0) {
    const ids = JSON.stringify(rows.map((r) => Number(r.project_id)));
    await tx.execute(sql`
      insert into project_members (project_id, user_id, role)
      select id::bigint, ${newOwnerUserId}, 3 from jsonb_array_elements_text(${ids}::jsonb) as id
      on conflict (project_id, user_id) do update set role = 3`);
  }
  await tx.execute(sql`
    delete from project_members pm using projects p
     where p.id = pm.project_id and p.team_id = ${member.team_id} and pm.user_id = ${member.user_id}`);
  return rows.length;
}

async function requireActiveUser(tx: Executor, teamId: string, userId: string): Promise<void> {
  const { rows } = await tx.execute(sql`
    select 1 from team_members where team_id = ${teamId} and user_id = ${userId} and status in (1, 2)`);
  if (!rows[0]) throw notFound('New owner');
}

export async function removeMember(
  tx: Executor,
  actor: Actor,
  teamId: string,
  teamMemberId: string,
  options: { newOwnerUserId?: string | undefined } = {},
) {
  const member = await lockMember(tx, teamId, teamMemberId);
  requireTransition(member, 'remove');
  if (isPending(member))
    throw new AppError('CONFLICT', memberActionProblem('remove', { status: 1, pending: true }) ?? '');
  await assertNotLastAdmin(tx, actor, member, 'remove');
  const newOwner = options.newOwnerUserId ?? actor.userId;
  if (newOwner === member.user_id)
    throw new AppError('CONFLICT', 'Choose someone else to take over the projects.');
  let handedOver = 0;
  if (newOwner) {
    await requireActiveUser(tx, teamId, newOwner);
    handedOver = await handOverProjects(tx, member, newOwner);
  }
  await setStatus(tx, member, 3);
  await endSessions(tx, member);
  await auditMember(tx, actor, 'member.removed', member, {
    before: member.status,
    newOwnerUserId: newOwner,
    projects: handedOver,
  });
  return getMember(tx, teamId, teamMemberId);
}

export async function switchLicense(
  tx: Executor,
  actor: Actor,
  teamId: string,
  teamMemberId: string,
  license: TeamLicense,
) {
  const member = await lockMember(tx, teamId, teamMemberId);
  requireTransition(member, 'switchLicense');
  if (member.license === license) return member;
  // A cancelled seat holds no seat of either licence; the others move to the new licence's seats.
  if (member.status !== 0) await assertSeatsFree(tx, teamId, license, 1);
  await tx.execute(
    sql`update team_members set license = ${license}, updated_at = now() where id = ${member.id}`,
  );
  await auditMember(tx, actor, 'member.license_switched', member, { before: member.license, after: license });
  return getMember(tx, teamId, teamMemberId);
}

/**
 * An active seat on `teamId` for a person: their former membership of that team (cancelled or
 * removed) is revived, keeping one row per address and team, or a new row is made with
 * `newRoles`. The one place a person takes a seat without an invitation (a transfer, a
 * provisioning by SSO or SCIM); invitations take theirs set-based, in invitations.service.ts.
 * The caller has checked that a seat is free.
 */
async function takeSeat(
  tx: Executor,
  seat: {
    teamId: string;
    formerMemberId: string | null;
    /** Null for a pending member moved before accepting their invitation. */
    userId: string | null;
    email: string;
    license: TeamLicense;
    newRoles: SQL;
  },
): Promise<string> {
  if (seat.formerMemberId) {
    await tx.execute(sql`
      update team_members set status = 1, user_id = ${seat.userId}, license = ${seat.license},
             status_changed_at = now(), updated_at = now()
       where id = ${seat.formerMemberId}`);
    return seat.formerMemberId;
  }
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into team_members (team_id, user_id, email, license, status, status_changed_at, account_roles)
    values (${seat.teamId}, ${seat.userId}, ${seat.email}, ${seat.license}, 1, now(), ${seat.newRoles})
    returning id::text`);
  return rows[0]?.id as string;
}

/**
 * Moves a member to another team of the organisation: the membership here ends (removed, their
 * projects handed over, sessions ended) and one starts there with the same licence, taking a seat.
 */
export async function transferMember(
  tx: Executor,
  actor: Actor,
  teamId: string,
  teamMemberId: string,
  targetTeamId: string,
) {
  const member = await lockMember(tx, teamId, teamMemberId);
  requireTransition(member, 'transfer');
  if (targetTeamId === teamId) throw new AppError('CONFLICT', 'This member is already on that team.');
  const { rows: target } = await tx.execute<{ id: string; name: string }>(sql`
    select id::text, name from teams where id = ${targetTeamId} and org_id = ${actor.orgId}`);
  if (!target[0]) throw notFound('Team');
  await assertNotLastAdmin(tx, actor, member, 'move');
  await assertSeatsFree(tx, targetTeamId, member.license, 1);
  const { rows: existing } = await tx.execute<{ id: string; status: number }>(sql`
    select id::text, status from team_members where team_id = ${targetTeamId} and email = ${member.email} for update`);
  if (existing[0] && existing[0].status !== 0 && existing[0].status !== 3)
    throw new AppError('CONFLICT', `${member.email} is already on ${target[0].name}.`);
  const targetMemberId = await takeSeat(tx, {
    teamId: targetTeamId,
    formerMemberId: existing[0]?.id ?? null,
    userId: member.user_id,
    email: member.email,
    license: member.license,
    // The member keeps the roles they had.
    newRoles: sql`(select account_roles from team_members where id = ${member.id})`,
  });
  const newOwner = actor.userId;
  const handedOver =
    newOwner && newOwner !== member.user_id ? await handOverProjects(tx, member, newOwner) : 0;
  await setStatus(tx, member, 3);
  await endSessions(tx, member);
  await auditMember(tx, actor, 'member.transferred', member, {
    toTeamId: targetTeamId,
    toTeamMemberId: targetMemberId,
    projects: handedOver,
  });
  await audit(tx, {
    action: 'member.transferred_in',
    teamId: targetTeamId,
    orgId: actor.orgId,
    actorUserId: actor.userId,
    targetType: 'team_member',
    targetId: targetMemberId,
    metadata: { email: member.email, fromTeamId: teamId, via: actor.via },
    ip: actor.ip ?? null,
  });
  return getMember(tx, teamId, teamMemberId);
}

export type ProvisionInput = {
  teamId: string;
  email: string;
  fullName: string;
  license: TeamLicense;
  actor: Actor;
  source: 'sso' | 'scim' | 'invitation';
};

/**
 * An active member for this address, made if need be (single sign-on's just-in-time
 * provisioning, SCIM): the user gets an unusable random password (they sign in through the
 * identity provider or reset it). An existing active member is returned as is; a pending
 * invitation is taken up; a removed member comes back. A cancelled seat stays cancelled: that
 * is the admin's decision (SCIM reactivates it with `active: true`).
 */
export async function provisionMember(tx: Executor, input: ProvisionInput) {
  const email = input.email.trim().toLowerCase();
  const { rows: users } = await tx.execute<{ id: string }>(
    sql`select id::text from users where email = ${email}`,
  );
  let userId = users[0]?.id;
  let created = false;
  if (!userId) {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into users (email, full_name, password_hash)
      values (${email}, ${input.fullName.trim().slice(0, 120) || email}, ${await hashPassword(randomToken(32))})
      returning id::text`);
    userId = rows[0]?.id as string;
    created = true;
  }
  const { rows: members } = await tx.execute<MemberRow>(sql`
    select id::text, status, user_id::text from team_members
     where team_id = ${input.teamId} and email = ${email} for update`);
  const member = members[0];
  if (member && member.status !== 3 && member.user_id !== null) {
    return { teamMemberId: member.id, userId, created: false };
  }
  if (member && member.status !== 3) {
    // A pending invitation: the seat is already held.
    await tx.execute(sql`
      update team_members set user_id = ${userId}, status_changed_at = now(), updated_at = now() where id = ${member.id}`);
    await tx.execute(
      sql`update team_invitations set accepted_at = now() where team_member_id = ${member.id} and accepted_at is null`,
    );
    await audit(tx, {
      action: 'member.provisioned',
      teamId: input.teamId,
      orgId: input.actor.orgId,
      actorUserId: input.actor.userId,
      targetType: 'team_member',
      targetId: member.id,
      metadata: { email, via: input.source },
    });
    return { teamMemberId: member.id, userId, created };
  }
  await assertSeatsFree(tx, input.teamId, input.license, 1);
  const teamMemberId = await takeSeat(tx, {
    teamId: input.teamId,
    formerMemberId: member?.id ?? null,
    userId,
    email,
    license: input.license,
    newRoles: defaultRolesSql(input.teamId),
  });
  await audit(tx, {
    action: 'member.provisioned',
    teamId: input.teamId,
    orgId: input.actor.orgId,
    actorUserId: input.actor.userId,
    targetType: 'team_member',
    targetId: teamMemberId,
    metadata: { email, via: input.source, license: input.license },
  });
  return { teamMemberId, userId, created };
}
