/**
 * The organisation and its teams, for org admins. Every query is bounded by the caller's
 * organisation: a team of another organisation is not found (404), exactly like a missing one.
 * Changes and their audit entries commit together.
 */
import type {
  CreateTeamRequest,
  Organization,
  OrgTeam,
  OrgTeamDetail,
  UpdateOrganizationRequest,
  UpdateTeamRequest,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { TeamScope } from '../../lib/team-scope';
import { orgRequiresSso, saveSignInNames } from './sign-in-names';

export type Caller = { scope: TeamScope; ip: string | null };

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

export async function getOrganization(db: Executor, scope: TeamScope): Promise<Organization> {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    slug: string | null;
    allowed_domains: string[];
    created_at: string;
    active_teams: number;
    members: number;
    team_name: string;
  }>(sql`
    select o.id, o.name, o.slug, o.allowed_domains, o.created_at,
           (select count(*)::int from teams t where t.org_id = o.id and t.archived_at is null) as active_teams,
           (select count(distinct m.user_id)::int from team_members m join teams t on t.id = m.team_id
             where t.org_id = o.id and t.archived_at is null and m.status in (1, 2) and m.user_id is not null) as members,
           (select name from teams where id = ${scope.teamId}) as team_name
      from organizations o where o.id = ${scope.orgId}`);
  const o = rows[0];
  if (!o) throw notFound('Organisation');
  return {
    id: o.id,
    name: o.name,
    slug: o.slug,
    allowedDomains: o.allowed_domains,
    activeTeams: o.active_teams,
    members: o.members,
    currentTeam: { id: scope.teamId, name: o.team_name },
    createdAt: iso(o.created_at) as string,
  };
}

export async function updateOrganization(
  db: Database,
  caller: Caller,
  body: UpdateOrganizationRequest,
): Promise<Organization> {
  await db.transaction(async (tx) => {
    const { rows: before } = await tx.execute<{ name: string }>(
      sql`select name from organizations where id = ${caller.scope.orgId} for update`,
    );
    // Sign-in name and domains: one store and one set of rules, shared with the single sign-on page.
    const names = await saveSignInNames(tx, caller.scope.orgId, {
      slug: body.slug,
      domains: body.allowedDomains,
      ssoRequired: await orgRequiresSso(tx, caller.scope.orgId),
      domainsField: 'allowedDomains',
    });
    await tx.execute(
      sql`update organizations set name = ${body.name}, updated_at = now() where id = ${caller.scope.orgId}`,
    );
    const domains = names.after.domains;
    await audit(tx, {
      action: 'organization.updated',
      orgId: caller.scope.orgId,
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'organization',
      targetId: caller.scope.orgId,
      metadata: {
        before: before[0]
          ? { name: before[0].name, slug: names.before.slug, allowed_domains: names.before.domains }
          : null,
        after: { name: body.name, slug: body.slug, allowedDomains: domains },
      },
      ip: caller.ip,
    });
  });
  return getOrganization(db, caller.scope);
}

type TeamRow = {
  id: string;
  name: string;
  plan: string;
  plan_subtype: string | null;
  seat_limit: number | null;
  recruiter_seats: number;
  collaborator_seats: number;
  archived_at: string | null;
  created_at: string;
  members: number;
  seats_used: number;
};

const TEAM_COLUMNS = sql`t.id, t.name, t.plan, t.plan_subtype, t.archived_at, t.created_at,
  t.recruiter_seats, t.collaborator_seats, (t.recruiter_seats + t.collaborator_seats) as seat_limit,
  (select count(*)::int from team_members m where m.team_id = t.id and m.status in (1, 2) and m.user_id is not null) as members,
  (select count(*)::int from team_members m where m.team_id = t.id and m.status in (1, 2)) as seats_used`;

function toTeam(r: TeamRow, scope: TeamScope): OrgTeam {
  return {
    id: r.id,
    name: r.name,
    plan: r.plan,
    planSubtype: r.plan_subtype,
    members: r.members,
    seatsUsed: r.seats_used,
    seatLimit: r.seat_limit,
    archivedAt: iso(r.archived_at),
    isCurrent: r.id === scope.teamId,
    createdAt: iso(r.created_at) as string,
  };
}

export async function listTeams(db: Executor, scope: TeamScope): Promise<OrgTeam[]> {
  const { rows } = await db.execute<TeamRow>(sql`
    select ${TEAM_COLUMNS} from teams t where t.org_id = ${scope.orgId}
     order by t.archived_at nulls first, lower(t.name), t.created_at`);
  return rows.map((r) => toTeam(r, scope));
}

async function getTeamRow(db: Executor, scope: TeamScope, teamId: string, lock = false): Promise<TeamRow> {
  const { rows } = await db.execute<TeamRow>(sql`
    select ${TEAM_COLUMNS} from teams t where t.org_id = ${scope.orgId} and t.id = ${teamId}
    ${lock ? sql`for update` : sql``}`);
  const r = rows[0];
  if (!r) throw notFound('Team');
  return r;
}

async function getTeam(db: Executor, scope: TeamScope, teamId: string, lock = false): Promise<OrgTeam> {
  return toTeam(await getTeamRow(db, scope, teamId, lock), scope);
}

async function assertNameFree(tx: Executor, scope: TeamScope, name: string, exceptId?: string) {
  const { rows } = await tx.execute(sql`
    select 1 from teams where org_id = ${scope.orgId} and lower(name) = lower(${name})
       ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
  if (rows.length)
    throw new AppError('CONFLICT', 'The organisation already has a team with this name', {
      fields: { name: 'The organisation already has a team with this name' },
    });
}

/**
 * A new team takes the plan, solutions and features of the team the admin is signed into (the
 * organisation's contract), with no reveal credits of its own and no members yet.
 */
export async function createTeam(db: Database, caller: Caller, body: CreateTeamRequest): Promise<OrgTeam> {
  const id = await db.transaction(async (tx) => {
    // One organisation's team names are checked one change at a time.
    await tx.execute(sql`select 1 from organizations where id = ${caller.scope.orgId} for update`);
    await assertNameFree(tx, caller.scope, body.name);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into teams (org_id, name, plan, plan_subtype, solutions, features, all_in_one)
      select org_id, ${body.name}, plan, plan_subtype, solutions, features, all_in_one
        from teams where id = ${caller.scope.teamId}
      returning id`);
    const teamId = rows[0]?.id as string;
    await audit(tx, {
      action: 'team.created',
      orgId: caller.scope.orgId,
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'team',
      targetId: teamId,
      metadata: { name: body.name },
      ip: caller.ip,
    });
    return teamId;
  });
  return getTeam(db, caller.scope, id);
}

export async function updateTeam(
  db: Database,
  caller: Caller,
  teamId: string,
  body: UpdateTeamRequest,
): Promise<OrgTeam> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from organizations where id = ${caller.scope.orgId} for update`);
    const before = await getTeam(tx, caller.scope, teamId, true);
    await assertNameFree(tx, caller.scope, body.name, teamId);
    await tx.execute(sql`update teams set name = ${body.name}, updated_at = now() where id = ${teamId}`);
    await audit(tx, {
      action: 'team.updated',
      orgId: caller.scope.orgId,
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'team',
      targetId: teamId,
      metadata: { before: { name: before.name }, after: { name: body.name } },
      ip: caller.ip,
    });
  });
  return getTeam(db, caller.scope, teamId);
}

/**
 * Archiving keeps the team's data; its members can no longer sign in to it (their sessions stop
 * at the next request). The team the admin is signed into and the organisation's last active
 * team cannot be archived: someone must still be able to sign in and undo it.
 */
export async function setTeamArchived(
  db: Database,
  caller: Caller,
  teamId: string,
  archived: boolean,
): Promise<OrgTeam> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from organizations where id = ${caller.scope.orgId} for update`);
    const team = await getTeam(tx, caller.scope, teamId, true);
    if (archived === (team.archivedAt !== null)) return;
    if (archived) {
      if (teamId === caller.scope.teamId)
        throw new AppError('CONFLICT', 'You cannot archive the team you are signed into. Switch team first.');
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from teams where org_id = ${caller.scope.orgId} and archived_at is null`,
      );
      if ((rows[0]?.n ?? 0) <= 1)
        throw new AppError('CONFLICT', 'The organisation needs at least one active team');
    }
    await tx.execute(
      sql`update teams set archived_at = ${archived ? sql`now()` : sql`null`}, updated_at = now() where id = ${teamId}`,
    );
    await audit(tx, {
      action: archived ? 'team.archived' : 'team.restored',
      orgId: caller.scope.orgId,
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'team',
      targetId: teamId,
      metadata: { name: team.name },
      ip: caller.ip,
    });
  });
  return getTeam(db, caller.scope, teamId);
}

export async function teamDetail(db: Executor, scope: TeamScope, teamId: string): Promise<OrgTeamDetail> {
  const row = await getTeamRow(db, scope, teamId);
  const team = toTeam(row, scope);
  const { rows: members } = await db.execute<{
    id: string;
    user_id: string | null;
    name: string | null;
    email: string;
    license: string;
    status: number;
    is_team_admin: boolean;
    last_login_at: string | null;
  }>(sql`
    select m.id, m.user_id, u.full_name as name, m.email, m.license, m.status, m.is_team_admin, u.last_login_at
      from team_members m left join users u on u.id = m.user_id
     where m.team_id = ${teamId} and m.status <> 3
     order by m.status = 0, lower(coalesce(u.full_name, m.email))
     limit 1000`);
  const { rows: activity } = await db.execute<{
    id: number;
    action: string;
    actor_name: string | null;
    target_type: string | null;
    created_at: string;
  }>(sql`
    select a.id, a.action, u.full_name as actor_name, a.target_type, a.created_at
      from audit_log a left join users u on u.id = a.actor_user_id
     where a.team_id = ${teamId}
     order by a.created_at desc, a.id desc limit 20`);
  const { rows: others } = await db.execute<{ id: string; name: string }>(sql`
    select id, name from teams where org_id = ${scope.orgId} and id <> ${teamId} and archived_at is null
     order by lower(name)`);
  const seated = members.filter((m) => m.status === 1 || m.status === 2);
  return {
    team,
    members: members.map((m) => ({
      id: m.id,
      userId: m.user_id,
      name: m.name,
      email: m.email,
      license: m.license,
      status: m.status,
      isTeamAdmin: m.is_team_admin,
      lastLoginAt: iso(m.last_login_at),
    })),
    licenses: {
      Recruiter: seated.filter((m) => m.license === 'Recruiter').length,
      Collaborator: seated.filter((m) => m.license === 'Collaborator').length,
    },
    licenseSeats: { Recruiter: row.recruiter_seats, Collaborator: row.collaborator_seats },
    seatsFree: team.seatLimit === null ? null : Math.max(0, team.seatLimit - team.seatsUsed),
    recentActivity: activity.map((a) => ({
      id: Number(a.id),
      action: a.action,
      actorName: a.actor_name,
      targetType: a.target_type,
      at: iso(a.created_at) as string,
    })),
    otherTeams: others,
  };
}
