/**
 * What a request knows about who is asking: built once per request from the session row, and
 * turned into the `CurrentUser` the web app receives. Both sides decide feature gates from the
 * same `subject`.
 */
import {
  ACCOUNT_ROLES,
  type AccountRole,
  type CurrentUser,
  PLATFORM_OPERATOR_FEATURE,
  PRODUCT_SOLUTIONS,
  type ProductSolution,
  permissionsFor,
  type Subject,
} from '@talentbase/shared';
import type { TeamScope } from '../../lib/team-scope';
import type { SessionRow } from './auth.repository';

export type AccountContext = {
  sessionId: string;
  scope: TeamScope;
  row: SessionRow;
  subject: Subject;
};

// The warning shows once nine tenths of the contract's reveal credits are used (docs/decisions.md).
const CREDIT_WARNING_RATIO = 0.9;

export function creditWarning(total: number, used: number): boolean {
  return total > 0 && used >= Math.ceil(total * CREDIT_WARNING_RATIO);
}

const isRole = (r: string): r is AccountRole => (ACCOUNT_ROLES as readonly string[]).includes(r);
const isSolution = (s: string): s is ProductSolution => (PRODUCT_SOLUTIONS as readonly string[]).includes(s);

/**
 * `installationFeatures` are features of this server rather than of the team (the local test-mail
 * catcher runs here): they join the team's features so gates and the navigation see them alike.
 */
export function buildContext(row: SessionRow, installationFeatures: readonly string[] = []): AccountContext {
  const roles = row.member.accountRoles.filter(isRole);
  // The operator of this installation (customer console) is a person, not a team: the flag
  // lives on the user and joins the subject as a feature no team can buy.
  const extra = row.user.isOperator
    ? [...installationFeatures, PLATFORM_OPERATOR_FEATURE]
    : installationFeatures;
  const subject: Subject = {
    plan: row.team.plan,
    planSubtype: row.team.planSubtype ?? null,
    roles,
    solutions: row.team.solutions.filter(isSolution),
    permissions: permissionsFor(roles, row.member.isTeamAdmin),
    // A team's own features never carry the operator's (only the user flag grants it).
    features: [...new Set([...row.team.features.filter((f) => f !== PLATFORM_OPERATOR_FEATURE), ...extra])],
    isTeamAdmin: row.member.isTeamAdmin,
    license: row.member.license,
  };
  return {
    sessionId: row.session.id,
    scope: { teamId: row.team.id, orgId: row.org.id, userId: row.user.id, license: row.member.license },
    row,
    subject,
  };
}

export function toCurrentUser(ctx: AccountContext): CurrentUser {
  const { user, team, org } = ctx.row;
  const remaining = Math.max(0, team.contractCredits - team.creditsUsed);
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    jobTitle: user.jobTitle,
    phone: user.phone,
    isTeamAdmin: ctx.subject.isTeamAdmin,
    userRoles: [...ctx.subject.roles],
    currentSubscriptionPlan: { plan: ctx.subject.plan, subtype: ctx.subject.planSubtype },
    team: { id: team.id, name: team.name },
    organization: { id: org.id, name: org.name },
    contractCredits: { total: team.contractCredits, used: team.creditsUsed, remaining },
    creditWarning: creditWarning(team.contractCredits, team.creditsUsed),
    subject: ctx.subject,
    license: ctx.row.member.license,
    isEventCoordinator: ctx.row.member.isEventCoordinator,
    hasAdminLicense: ctx.row.member.hasAdminLicense,
    lastLogoutAt: user.lastLogoutAt ? user.lastLogoutAt.toISOString() : null,
    onboardingProgress: (user.onboardingProgress ?? {}) as Record<string, unknown>,
    surveySettings: (user.surveySettings ?? {}) as Record<string, unknown>,
  };
}
