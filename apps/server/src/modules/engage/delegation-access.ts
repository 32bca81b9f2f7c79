/**
 * Email delegation (`/settings/email-delegation`): a user grants another member of the team the
 * right to send from their mailbox and to edit their sequences. Without a grant, another user's
 * sequence is read-only to you (spec section 6: "a sequence belongs to another user when its
 * account user differs from the current user"). One place answers "may this user act for that one".
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Whether `actorUserId` may send as, and edit the sequences of, `ownerUserId`. */
export async function canActFor(
  db: Executor,
  teamId: string,
  actorUserId: string,
  ownerUserId: string,
): Promise<boolean> {
  if (actorUserId === ownerUserId) return true;
  const { rows } = await db.execute(sql`
    select 1 from engage_delegations
     where team_id = ${teamId} and grantor_user_id = ${ownerUserId} and delegate_user_id = ${actorUserId}`);
  return rows.length > 0;
}

/** The users `actorUserId` may act for: themself first, then everyone who delegated to them. */
export async function usersActedFor(db: Executor, teamId: string, actorUserId: string): Promise<string[]> {
  const { rows } = await db.execute<{ grantor_user_id: string }>(sql`
    select grantor_user_id from engage_delegations
     where team_id = ${teamId} and delegate_user_id = ${actorUserId}
     order by created_at`);
  return [actorUserId, ...rows.map((r) => r.grantor_user_id)];
}
