/**
 * Builders for accounts, shared by the demo seed and the tests so both create data the same
 * way the product does.
 */
import type { AccountRole, Plan, PlanSubtype, ProductSolution } from '@talentbase/shared';
import { hashPassword } from '../../lib/passwords';
import { insertMember, insertOrganization, insertTeam, insertUser } from '../../modules/auth/auth.repository';
import type { Executor } from '../client';

export type TeamSpec = {
  name: string;
  plan: Plan;
  planSubtype?: PlanSubtype | null;
  solutions?: ProductSolution[];
  features?: string[];
  contractCredits?: number;
  /** Seats bought per licence (the database's defaults otherwise). */
  recruiterSeats?: number;
  collaboratorSeats?: number;
};

export async function createOrganization(db: Executor, name: string) {
  return insertOrganization(db, name);
}

export async function createTeam(db: Executor, orgId: string, spec: TeamSpec) {
  return insertTeam(db, {
    orgId,
    name: spec.name,
    plan: spec.plan,
    planSubtype: spec.planSubtype ?? null,
    solutions: spec.solutions ?? ['sourcing'],
    features: spec.features ?? [],
    contractCredits: spec.contractCredits ?? 100,
    ...(spec.recruiterSeats !== undefined ? { recruiterSeats: spec.recruiterSeats } : {}),
    ...(spec.collaboratorSeats !== undefined ? { collaboratorSeats: spec.collaboratorSeats } : {}),
  });
}

export type MemberSpec = {
  email: string;
  fullName: string;
  password?: string;
  /** Reuse one hash for many users with the same password (scrypt is slow on purpose). */
  passwordHash?: string;
  roles?: AccountRole[];
  isTeamAdmin?: boolean;
  jobTitle?: string;
};

export async function createMember(db: Executor, teamId: string, spec: MemberSpec) {
  const passwordHash = spec.passwordHash ?? (await hashPassword(spec.password ?? 'Talentbase!2026'));
  const user = await insertUser(db, {
    email: spec.email.toLowerCase(),
    fullName: spec.fullName,
    passwordHash,
    jobTitle: spec.jobTitle ?? null,
  });
  await insertMember(db, {
    teamId,
    userId: user.id,
    email: user.email,
    accountRoles: spec.roles ?? [],
    isTeamAdmin: spec.isTeamAdmin ?? false,
  });
  return user;
}
