/**
 * The Engage helper calls of spec section 7: which mailboxes the caller may send from (their own
 * and those delegated to them), who nurturing campaigns send as, and the projects where the
 * caller holds given roles. Engagement accounts need the campaign-view permission and a
 * team-level check (the team's Engage gate); without them the answer is an empty list, as the
 * spec's silent failures say, never an error.
 */

import { can } from '@talentbase/shared';
import type {
  EngagementAccountsResponse,
  NurturingSenderInfoResponse,
  SearchProjectByRolesResponse,
} from '@talentbase/shared/contracts/engage-accounts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { containsPattern } from '../../../db/sql-lists';
import type { Caller } from '../../projects/project-lifecycle.service';
import { visibleTo } from '../../projects/project-visibility';
import { usersActedFor } from '../delegation-access';

type AccountRow = {
  user_id: string;
  name: string;
  from_name: string;
  from_address: string;
  provider: 'smtp' | 'local' | 'gmail' | 'outlook';
  status: 'untested' | 'ok' | 'failed';
};

export async function engagementAccounts(db: Executor, caller: Caller): Promise<EngagementAccountsResponse> {
  if (!can(caller.subject, 'campaignEngagement') || !can(caller.subject, 'engage')) return { data: [] };
  const users = await usersActedFor(db, caller.scope.teamId, caller.scope.userId);
  const { rows } = await db.execute<AccountRow>(sql`
    select mb.user_id::text as user_id, u.full_name as name, mb.from_name, mb.from_address,
           mb.provider, mb.status
      from engage_mailboxes mb
      join users u on u.id = mb.user_id
      join team_members tm on tm.user_id = mb.user_id and tm.team_id = mb.team_id and tm.status in (1, 2)
     where mb.team_id = ${caller.scope.teamId}
       and mb.user_id = any(${`{${users.join(',')}}`}::uuid[])
     order by (mb.user_id = ${caller.scope.userId}) desc, u.full_name`);
  return {
    data: rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      fromName: r.from_name,
      fromAddress: r.from_address,
      provider: r.provider,
      status: r.status,
      own: r.user_id === caller.scope.userId,
    })),
  };
}

export async function nurturingSenderInfo(
  db: Executor,
  caller: Caller,
): Promise<NurturingSenderInfoResponse> {
  if (!can(caller.subject, 'engage')) return { data: null };
  const { rows } = await db.execute<{
    from_name: string;
    from_address: string;
    provider: string;
    status: string;
  }>(sql`
    select from_name, from_address, provider, status from engage_mailboxes
     where team_id = ${caller.scope.teamId} and user_id = ${caller.scope.userId}`);
  const row = rows[0];
  if (!row) return { data: null };
  return {
    data: {
      userId: caller.scope.userId,
      fromName: row.from_name,
      fromAddress: row.from_address,
      // OAuth providers have no sender yet (docs/decisions.md, the sender seam).
      connected: (row.provider === 'smtp' || row.provider === 'local') && row.status !== 'failed',
    },
  };
}

export async function searchProjectByRoles(
  db: Executor,
  caller: Caller,
  input: { roles: number[]; keyword?: string | undefined; limit: number },
): Promise<SearchProjectByRolesResponse> {
  const keyword = input.keyword ? sql`and p.project_name ilike ${containsPattern(input.keyword)}` : sql``;
  const { rows } = await db.execute<{
    id: string;
    project_name: string;
    job_title: string | null;
    role: number;
  }>(sql`
    select p.id::text as id, p.project_name, p.job_title, m.role
      from projects p
      join project_members m on m.project_id = p.id and m.user_id = ${caller.scope.userId}
     where ${visibleTo(caller)} and p.project_status <> 4
       and m.role = any(${`{${input.roles.join(',')}}`}::int[]) ${keyword}
     order by p.updated_at desc, p.id desc
     limit ${input.limit}`);
  return {
    data: rows.map((r) => ({
      projectId: r.id,
      projectName: r.project_name,
      jobTitle: r.job_title,
      role: r.role,
    })),
  };
}
