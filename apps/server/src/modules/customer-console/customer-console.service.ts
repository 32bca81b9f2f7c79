/**
 * The operator's view across every organisation of this installation. Reads only, in a few
 * aggregate queries (one row per organisation or team), so the dashboard stays one round trip
 * per section however many customers there are.
 */
import type {
  ConsoleCustomer,
  ConsoleCustomerDetail,
  ConsoleDashboard,
  ConsoleHealth,
  ConsoleTeam,
} from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';

const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());
const DAY = 86_400_000;

/**
 * attention: failed background jobs this week; idle: no activity for 14 days (or never);
 * healthy otherwise.
 */
export function healthOf(
  lastActivityAt: string | null,
  failedJobs7d: number,
  now = Date.now(),
): ConsoleHealth {
  if (failedJobs7d > 0) return 'attention';
  if (!lastActivityAt || now - new Date(lastActivityAt).getTime() > 14 * DAY) return 'idle';
  return 'healthy';
}

/** Failed pg-boss jobs per team over 7 days; none when the queue's schema is not there (tests). */
async function failedJobsByTeam(db: Executor): Promise<Map<string, number>> {
  const { rows: present } = await db.execute<{ ok: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as ok`,
  );
  if (!present[0]?.ok) return new Map();
  const { rows } = await db.execute<{ team_id: string; n: number }>(sql`
    select data->>'teamId' as team_id, count(*)::int as n from pgboss.job
     where state = 'failed' and coalesce(completed_on, created_on) > now() - interval '7 days'
       and data ? 'teamId'
     group by 1`);
  return new Map(rows.map((r) => [r.team_id, r.n]));
}

type TeamStatsRow = {
  id: string;
  org_id: string;
  name: string;
  plan: string;
  plan_subtype: string | null;
  solutions: string[];
  seat_limit: number | null;
  archived_at: string | null;
  contract_credits: number;
  credits_used: number;
  members: number;
  seats_used: number;
  projects: number;
  activity_30d: number;
  last_activity_at: string | null;
  last_login_at: string | null;
};

async function teamStats(db: Executor, orgId?: string): Promise<TeamStatsRow[]> {
  const { rows } = await db.execute<TeamStatsRow>(sql`
    select t.id, t.org_id, t.name, t.plan, t.plan_subtype, t.solutions,
           (t.recruiter_seats + t.collaborator_seats) as seat_limit, t.archived_at,
           t.contract_credits, t.credits_used,
           coalesce(m.members, 0) as members, coalesce(m.seats_used, 0) as seats_used,
           coalesce(m.last_login_at, null) as last_login_at,
           coalesce(p.projects, 0) as projects,
           coalesce(a.activity_30d, 0) as activity_30d, a.last_activity_at
      from teams t
      left join lateral (
        select count(*) filter (where tm.status in (1, 2) and tm.user_id is not null)::int as members,
               count(*) filter (where tm.status in (1, 2))::int as seats_used,
               max(u.last_login_at) as last_login_at
          from team_members tm left join users u on u.id = tm.user_id where tm.team_id = t.id) m on true
      left join lateral (
        select count(*)::int as projects from projects pr where pr.team_id = t.id and pr.project_status <> 1) p on true
      left join lateral (
        select count(*) filter (where al.created_at > now() - interval '30 days')::int as activity_30d,
               max(al.created_at) as last_activity_at
          from audit_log al where al.team_id = t.id) a on true
     ${orgId ? sql`where t.org_id = ${orgId}` : sql``}
     order by lower(t.name)`);
  return rows;
}

function maxIso(values: (string | null)[]): string | null {
  const times = values.filter((v): v is string => v !== null).map((v) => new Date(v).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

function customersFrom(
  orgs: { id: string; name: string; slug: string | null; created_at: string }[],
  teams: TeamStatsRow[],
  failed: Map<string, number>,
): ConsoleCustomer[] {
  return orgs.map((o) => {
    const own = teams.filter((t) => t.org_id === o.id);
    const active = own.filter((t) => t.archived_at === null);
    const lastActivityAt = maxIso(own.map((t) => iso(t.last_activity_at)));
    const failedJobs7d = own.reduce((n, t) => n + (failed.get(t.id) ?? 0), 0);
    return {
      id: o.id,
      name: o.name,
      slug: o.slug,
      teams: active.length,
      archivedTeams: own.length - active.length,
      members: active.reduce((n, t) => n + t.members, 0),
      seatsUsed: active.reduce((n, t) => n + t.seats_used, 0),
      seatLimit: active.some((t) => t.seat_limit === null)
        ? null
        : active.reduce((n, t) => n + (t.seat_limit ?? 0), 0),
      projects: own.reduce((n, t) => n + t.projects, 0),
      activity30d: own.reduce((n, t) => n + t.activity_30d, 0),
      lastActivityAt,
      lastLoginAt: maxIso(own.map((t) => iso(t.last_login_at))),
      failedJobs7d,
      health: healthOf(lastActivityAt, failedJobs7d),
      createdAt: iso(o.created_at) as string,
    };
  });
}

export async function consoleDashboard(db: Executor): Promise<ConsoleDashboard> {
  const { rows: orgs } = await db.execute<{
    id: string;
    name: string;
    slug: string | null;
    created_at: string;
  }>(sql`select id, name, slug, created_at from organizations order by lower(name) limit 5000`);
  const [teams, failed] = await Promise.all([teamStats(db), failedJobsByTeam(db)]);
  const customers = customersFrom(orgs, teams, failed);
  return {
    totals: {
      organizations: customers.length,
      teams: customers.reduce((n, c) => n + c.teams, 0),
      members: customers.reduce((n, c) => n + c.members, 0),
      seatsUsed: customers.reduce((n, c) => n + c.seatsUsed, 0),
      failedJobs7d: customers.reduce((n, c) => n + c.failedJobs7d, 0),
    },
    customers,
  };
}

export async function consoleCustomer(db: Executor, customerId: string): Promise<ConsoleCustomerDetail> {
  const { rows: orgs } = await db.execute<{
    id: string;
    name: string;
    slug: string | null;
    created_at: string;
    allowed_domains: string[];
  }>(sql`select id, name, slug, created_at, allowed_domains from organizations where id = ${customerId}`);
  const org = orgs[0];
  if (!org) throw notFound('Customer');
  const [teams, failed] = await Promise.all([teamStats(db, org.id), failedJobsByTeam(db)]);
  const [customer] = customersFrom([org], teams, failed);
  const { rows: days } = await db.execute<{ day: string; count: number }>(sql`
    select to_char(date_trunc('day', a.created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as count
      from audit_log a join teams t on t.id = a.team_id
     where t.org_id = ${org.id} and a.created_at > now() - interval '30 days'
     group by 1 order by 1`);
  const { rows: actions } = await db.execute<{ action: string; count: number }>(sql`
    select a.action, count(*)::int as count
      from audit_log a join teams t on t.id = a.team_id
     where t.org_id = ${org.id} and a.created_at > now() - interval '30 days'
     group by 1 order by 2 desc, 1 limit 10`);
  const consoleTeams: ConsoleTeam[] = teams.map((t) => ({
    id: t.id,
    name: t.name,
    plan: t.plan,
    planSubtype: t.plan_subtype,
    solutions: t.solutions,
    members: t.members,
    seatsUsed: t.seats_used,
    seatLimit: t.seat_limit,
    creditsTotal: t.contract_credits,
    creditsUsed: t.credits_used,
    projects: t.projects,
    lastActivityAt: iso(t.last_activity_at),
    archivedAt: iso(t.archived_at),
  }));
  return {
    customer: customer as ConsoleCustomer,
    allowedDomains: org.allowed_domains,
    teams: consoleTeams,
    activityByDay: days,
    topActions: actions,
  };
}
