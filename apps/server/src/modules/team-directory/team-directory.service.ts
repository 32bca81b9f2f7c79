/**
 * Who is on the caller's team, for picking people (the hiring team editor). Only members whose
 * seat is active (active user 1, active super 2) with an accepted invitation are listed: they
 * are exactly the people the hiring-team calls accept.
 */
import type { TeamMemberLite } from '@talentbase/shared';
import { MEMBER_STATUS } from '@talentbase/shared/domain/accounts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TeamScope } from '../../lib/team-scope';

/** Teams are seats bought one by one; this bound only protects the page from a runaway answer. */
const MAX_MEMBERS = 2000;

export async function activeTeamMembers(db: Executor, scope: TeamScope): Promise<TeamMemberLite[]> {
  const { rows } = await db.execute<TeamMemberLite>(sql`
    select u.id::text as id, u.full_name as name, u.email,
           case when p.preferences->>'defaultProjectRole' in ('0', '1', '2', '4')
                then (p.preferences->>'defaultProjectRole')::int else 1 end as "preferredRole"
      from team_members m join users u on u.id = m.user_id
      left join user_hiring_preferences p on p.team_id = m.team_id and p.user_id = m.user_id
     where m.team_id = ${scope.teamId}
       and m.status in (${MEMBER_STATUS.ACTIVE_USER}, ${MEMBER_STATUS.ACTIVE_SUPER})
     order by lower(u.full_name), u.email
     limit ${MAX_MEMBERS}`);
  return rows;
}
