/**
 * Database access for accounts and sessions. Sessions are looked up by the SHA-256 of the
 * cookie token; an account context is one join (session, user, membership, team, organisation).
 */
import type { AccountRole, Plan, PlanSubtype, ProductSolution } from '@talentbase/shared';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, sessions, teamMembers, teams, users } from '../../db/schema/index';

/** Member statuses that may sign in: active user 1, active super 2. */
export const ACTIVE_MEMBER_STATUSES = [1, 2];

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function getUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewAccount = {
  organizationName: string;
  teamName: string;
  plan: Plan;
  planSubtype: PlanSubtype | null;
  solutions: ProductSolution[];
  features?: string[];
  contractCredits: number;
  email: string;
  fullName: string;
  passwordHash: string;
  accountRoles: AccountRole[];
  isTeamAdmin: boolean;
};

export async function insertOrganization(db: Executor, name: string) {
  const [org] = await db.insert(organizations).values({ name }).returning();
  if (!org) throw new Error('organisation insert returned nothing');
  return org;
}

export async function insertTeam(
  db: Executor,
  values: Pick<NewAccount, 'plan' | 'planSubtype' | 'solutions' | 'features' | 'contractCredits'> & {
    orgId: string;
    name: string;
    recruiterSeats?: number;
    collaboratorSeats?: number;
  },
) {
  const [team] = await db
    .insert(teams)
    .values({ ...values, features: values.features ?? [] })
    .returning();
  if (!team) throw new Error('team insert returned nothing');
  return team;
}

export async function insertUser(
  db: Executor,
  values: { email: string; fullName: string; passwordHash: string; jobTitle?: string | null },
) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

export async function insertMember(
  db: Executor,
  values: {
    teamId: string;
    userId: string;
    email: string;
    accountRoles: AccountRole[];
    isTeamAdmin: boolean;
  },
) {
  await db.insert(teamMembers).values({ ...values, status: values.isTeamAdmin ? 2 : 1 });
}

/**
 * The team a user lands in after logging in: their earliest active membership of a team that is
 * not archived (an archived team's members cannot sign in to it).
 */
export async function findPrimaryTeamId(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), isNull(teams.archivedAt)))
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.status, ACTIVE_MEMBER_STATUSES)))
    .orderBy(asc(teamMembers.createdAt))
    .limit(1);
  return row?.teamId;
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteOtherSessions(db: Executor, userId: string, keepId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepId}`));
}

/** Refresh `last_seen_at` at most every five minutes: reads stay reads on a busy session. */
export async function touchSession(db: Executor, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, sql`now() - interval '5 minutes'`)));
}

export async function loadSessionRow(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt },
      user: users,
      member: {
        isTeamAdmin: teamMembers.isTeamAdmin,
        accountRoles: teamMembers.accountRoles,
        license: teamMembers.license,
        status: teamMembers.status,
        isEventCoordinator: teamMembers.isEventCoordinator,
        hasAdminLicense: teamMembers.hasAdminLicense,
      },
      team: teams,
      org: { id: organizations.id, name: organizations.name },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, sessions.teamId), eq(teamMembers.userId, sessions.userId)),
    )
    .innerJoin(teams, eq(teams.id, sessions.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.orgId))
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, sql`now()`),
        inArray(teamMembers.status, ACTIVE_MEMBER_STATUSES),
        // Archiving a team ends its members' sessions at once.
        isNull(teams.archivedAt),
      ),
    )
    .limit(1);
  return row;
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof loadSessionRow>>>;

/**
 * Failed sign-ins are throttled in memory (login-throttle.ts), not in `failed_login_count` and
 * `locked_until`: those columns are only reset here, so a lock written by an older release ends.
 */
export async function recordLoginSuccess(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function recordLogout(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ lastLogoutAt: sql`now()` }).where(eq(users.id, userId));
}

export async function deleteExpiredSessions(db: Executor, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${sessions} where ${sessions.id} in (
      select id from ${sessions} where ${sessions.expiresAt} <= now() limit ${limit}
    )`);
  return result.rowCount ?? 0;
}
