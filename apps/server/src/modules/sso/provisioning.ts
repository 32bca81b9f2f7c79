/**
 * The one place SSO and SCIM change team membership: the team administration's member service,
 * so the identity provider follows the same rules as an admin (seat transitions, purchased
 * seats, the last admin, sessions ending, the audit log).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { teams } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

export {
  type Actor,
  cancelSeat,
  provisionMember,
  reactivateSeat,
  removeMember,
} from '../team-admin/members.service';

/** The organisation of a team (actors carry it for the audit log). */
export async function orgOfTeam(tx: Executor, teamId: string): Promise<string> {
  const [row] = await tx.select({ orgId: teams.orgId }).from(teams).where(eq(teams.id, teamId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Team not found');
  return row.orgId;
}
