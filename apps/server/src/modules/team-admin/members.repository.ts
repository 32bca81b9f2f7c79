/** Reading a team's members: the member table, one member, and who manages the team. */
import {
  type MEMBER_FILTER_STATUSES,
  memberStatusLabel,
  type TeamMember,
} from '@talentbase/shared/contracts/team-admin';
import type { TeamLicense } from '@talentbase/shared/domain/accounts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';

/** Account roles that manage a team's members, besides the team-admin flag. */
export const ADMIN_ROLES = ['enterprise_admin', 'growth_admin', 'org_admin'];

/**
 * The account roles a new member gets (by invitation or provisioning): the plan's member role.
 * What they may do then follows from their licence (docs/decisions.md "Licences").
 */
export const defaultRolesSql = (teamId: string): SQL => sql`(
  select case t.plan when 'pro' then array['enterprise_member'] when 'growth' then array['growth_recruiter']
         else '{}'::text[] end
    from teams t where t.id = ${teamId})`;

export type MemberRow = {
  id: string;
  team_id: string;
  user_id: string | null;
  email: string;
  full_name: string | null;
  license: TeamLicense;
  status: number;
  is_team_admin: boolean;
  account_roles: string[];
  last_login_at: Date | string | null;
  created_at: Date | string;
  invitation_expires_at: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toTeamMember(r: MemberRow): TeamMember {
  return {
    teamMemberId: r.id,
    userId: r.user_id,
    emails: [r.email],
    fullName: r.full_name,
    license: r.license,
    status: r.status,
    statusLabel: r.user_id === null && r.status !== 3 ? 'Invited' : memberStatusLabel(r.status),
    pending: r.user_id === null && r.status !== 3,
    invitationExpiresAt: iso(r.invitation_expires_at),
    isTeamAdmin: r.is_team_admin || r.account_roles.some((role) => ADMIN_ROLES.includes(role)),
    lastLoginAt: iso(r.last_login_at),
    joinedAt: iso(r.created_at) as string,
  };
}

const SELECT = sql`
  select m.id::text, m.team_id::text, m.user_id::text, m.email, u.full_name, m.license, m.status,
         m.is_team_admin, m.account_roles, u.last_login_at, m.created_at,
         (select i.expires_at from team_invitations i
           where i.team_member_id = m.id and i.accepted_at is null and i.withdrawn_at is null
           order by i.created_at desc limit 1) as invitation_expires_at
    from team_members m left join users u on u.id = m.user_id`;

const STATUS_CONDITION: Record<(typeof MEMBER_FILTER_STATUSES)[number], SQL> = {
  active: sql`(m.status in (1, 2) and m.user_id is not null)`,
  pending: sql`(m.status in (1, 2) and m.user_id is null)`,
  cancelled: sql`m.status = 0`,
  removed: sql`m.status = 3`,
};

export async function listMembers(
  db: Executor,
  teamId: string,
  query: {
    start: number;
    limit: number;
    search?: string | undefined;
    licenses?: TeamLicense[] | undefined;
    statuses?: (typeof MEMBER_FILTER_STATUSES)[number][] | undefined;
  },
): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions: SQL[] = [sql`m.team_id = ${teamId}`];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(m.email ilike ${like} or u.full_name ilike ${like})`);
  }
  if (query.licenses?.length)
    conditions.push(sql`m.license in ${sql.raw(`('${query.licenses.join("','")}')`)}`);
  if (query.statuses?.length) {
    conditions.push(
      sql`(${sql.join(
        query.statuses.map((s) => STATUS_CONDITION[s]),
        sql` or `,
      )})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const limit = query.limit === 0 ? sql`all` : sql`${query.limit}`;
  const [page, count] = await Promise.all([
    db.execute<MemberRow>(sql`
      ${SELECT} where ${where}
      order by (m.status = 3), (m.user_id is null), lower(coalesce(u.full_name, m.email)), m.id
      limit ${limit} offset ${query.start}`),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from team_members m left join users u on u.id = m.user_id where ${where}`),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** One member of the team, locked for the change about to be made; another team's is not found. */
export async function lockMember(tx: Executor, teamId: string, teamMemberId: string): Promise<MemberRow> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    select id from team_members where id = ${teamMemberId} and team_id = ${teamId} for update`);
  if (!rows[0]) throw notFound('Team member');
  return getMember(tx, teamId, teamMemberId);
}

export async function getMember(db: Executor, teamId: string, teamMemberId: string): Promise<MemberRow> {
  const { rows } = await db.execute<MemberRow>(sql`
    ${SELECT} where m.id = ${teamMemberId} and m.team_id = ${teamId}`);
  if (!rows[0]) throw notFound('Team member');
  return rows[0];
}

/** The team's members with these sign-in addresses (lower-cased), any status. */
export async function membersByEmail(db: Executor, teamId: string, emails: string[]): Promise<MemberRow[]> {
  if (emails.length === 0) return [];
  // Joined with the list rather than `= any(array)`: a list of thousands would be compared with
  // every member, which is quadratic.
  const { rows } = await db.execute<MemberRow>(sql`
    with wanted as materialized (select distinct jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) as email)
    ${SELECT} join wanted w on w.email = m.email where m.team_id = ${teamId}`);
  return rows;
}

/** Active members who manage the team, other than `exceptMemberId`. */
export async function otherActiveAdmins(
  db: Executor,
  teamId: string,
  exceptMemberId: string,
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from team_members
     where team_id = ${teamId} and id <> ${exceptMemberId} and status in (1, 2) and user_id is not null
       and (is_team_admin or account_roles && ${sql.raw(`array['${ADMIN_ROLES.join("','")}']::text[]`)})`);
  return rows[0]?.n ?? 0;
}
