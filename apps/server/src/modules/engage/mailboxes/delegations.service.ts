/**
 * Email delegation (`/settings/email-delegation`): I let another active member of my team send
 * from my mailbox and edit my sequences (delegation-access.ts answers "may X act for Y").
 * A user of another team, or one who is not an active member, is not found (404) exactly like an
 * unknown id; granting to oneself is refused. Granting twice or revoking what is not granted is
 * harmless (the answer is the same list).
 */
import type { DelegationPerson, DelegationsResponse } from '@talentbase/shared/contracts/engage-mailboxes';
import { MEMBER_STATUS } from '@talentbase/shared/domain/accounts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { activeTeamMembers } from '../../team-directory/team-directory.service';

type PersonRow = { user_id: string; name: string; email: string; since: Date | string };

const person = (r: PersonRow): DelegationPerson => ({
  userId: r.user_id,
  name: r.name,
  email: r.email,
  since: new Date(r.since).toISOString(),
});

export async function listDelegations(db: Executor, scope: TeamScope): Promise<DelegationsResponse> {
  const granted = await db.execute<PersonRow>(sql`
    select u.id::text as user_id, u.full_name as name, u.email, d.created_at as since
      from engage_delegations d join users u on u.id = d.delegate_user_id
     where d.team_id = ${scope.teamId} and d.grantor_user_id = ${scope.userId}
     order by lower(u.full_name), u.email`);
  const received = await db.execute<PersonRow>(sql`
    select u.id::text as user_id, u.full_name as name, u.email, d.created_at as since
      from engage_delegations d join users u on u.id = d.grantor_user_id
     where d.team_id = ${scope.teamId} and d.delegate_user_id = ${scope.userId}
     order by lower(u.full_name), u.email`);
  const grantedIds = new Set(granted.rows.map((r) => r.user_id));
  const members = await activeTeamMembers(db, scope);
  return {
    granted: granted.rows.map(person),
    received: received.rows.map(person),
    grantable: members
      .filter((m) => m.id !== scope.userId && !grantedIds.has(m.id))
      .map((m) => ({ userId: m.id, name: m.name, email: m.email, since: null })),
  };
}

async function activeMember(db: Executor, scope: TeamScope, userId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from team_members
     where team_id = ${scope.teamId} and user_id = ${userId}
       and status in (${MEMBER_STATUS.ACTIVE_USER}, ${MEMBER_STATUS.ACTIVE_SUPER})`);
  return rows.length > 0;
}

export async function grantDelegation(
  db: Database,
  scope: TeamScope,
  delegateUserId: string,
  ip: string | null,
): Promise<DelegationsResponse> {
  if (delegateUserId === scope.userId) {
    throw new AppError('UNPROCESSABLE', 'You already send from your own mailbox: choose someone else', {
      fields: { delegateUserId: 'Choose someone other than yourself' },
    });
  }
  await db.transaction(async (tx) => {
    if (!(await activeMember(tx, scope, delegateUserId))) throw notFound('Team member');
    const { rows } = await tx.execute(sql`
      insert into engage_delegations (team_id, grantor_user_id, delegate_user_id)
      values (${scope.teamId}, ${scope.userId}, ${delegateUserId})
      on conflict do nothing returning 1`);
    if (rows.length === 0) return;
    await audit(tx, {
      action: 'engage.delegation_granted',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'user',
      targetId: delegateUserId,
      ip,
    });
  });
  return listDelegations(db, scope);
}

/** Revoking ends the right at once: the next send or edit by that user is checked again. */
export async function revokeDelegation(
  db: Database,
  scope: TeamScope,
  delegateUserId: string,
  ip: string | null,
): Promise<DelegationsResponse> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      delete from engage_delegations
       where team_id = ${scope.teamId} and grantor_user_id = ${scope.userId}
         and delegate_user_id = ${delegateUserId}
      returning 1`);
    if (rows.length === 0) {
      // Another team's user, or nobody: not found. A member of mine not granted: nothing to do.
      if (
        !(await activeMember(tx, scope, delegateUserId)) &&
        !(await memberOfTeam(tx, scope, delegateUserId))
      )
        throw notFound('Delegation');
      return;
    }
    await audit(tx, {
      action: 'engage.delegation_revoked',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'user',
      targetId: delegateUserId,
      ip,
    });
  });
  return listDelegations(db, scope);
}

async function memberOfTeam(db: Executor, scope: TeamScope, userId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from team_members where team_id = ${scope.teamId} and user_id = ${userId}`);
  return rows.length > 0;
}
