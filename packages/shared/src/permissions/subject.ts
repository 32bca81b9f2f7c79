/**
 * Who is asking: the facts every feature gate is decided on. The server builds it from the
 * session (team plan, solutions, the member's account roles); the web app gets the same object
 * from `GET /api/auth/me`, so both sides decide identically.
 */
export const PLANS = ['basic', 'growth', 'pro'] as const;
export type Plan = (typeof PLANS)[number];
export const PLAN_SUBTYPES = ['waiver', 'e1s', 'mid-market'] as const;
export type PlanSubtype = (typeof PLAN_SUBTYPES)[number];

/** Which subtypes each plan accepts: growth has waiver, pro (enterprise) has e1s and mid-market. */
export const PLAN_SUBTYPES_BY_PLAN: Record<Plan, readonly PlanSubtype[]> = {
  basic: [],
  growth: ['waiver'],
  pro: ['e1s', 'mid-market'],
};

export const PLAN_LABEL: Record<Plan, string> = { basic: 'Starter', growth: 'Growth', pro: 'Enterprise' };

export const ACCOUNT_ROLES = [
  'enterprise_admin',
  'enterprise_member',
  'enterprise_hiring_manager',
  'org_admin',
  'relationships',
  'ez_jobs',
  'insights',
  'crm',
  'growth_admin',
  'growth_recruiter',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ACCOUNT_ROLE_LABEL: Record<AccountRole, string> = {
  enterprise_admin: 'Enterprise admin',
  enterprise_member: 'Enterprise member',
  enterprise_hiring_manager: 'Enterprise hiring manager',
  org_admin: 'Org admin',
  relationships: 'Relationships',
  ez_jobs: 'EZ jobs',
  insights: 'Insights',
  crm: 'CRM',
  growth_admin: 'Growth admin',
  growth_recruiter: 'Growth recruiter',
};

export const PRODUCT_SOLUTIONS = [
  'sourcing',
  'recruit_mate',
  'ez_jobs',
  'relationships',
  'rediscovery',
  'applicant_match',
  'crm',
] as const;
export type ProductSolution = (typeof PRODUCT_SOLUTIONS)[number];

export const PRODUCT_SOLUTION_LABEL: Record<ProductSolution, string> = {
  sourcing: 'Sourcing',
  recruit_mate: 'Recruit mate',
  ez_jobs: 'EZ jobs',
  relationships: 'Relationships',
  rediscovery: 'Rediscovery',
  applicant_match: 'Applicant match',
  crm: 'CRM',
};

/**
 * Account-level permissions named by the spec's gates ("the export permission", "member-manage
 * permission", ...). The spec does not say which role holds which; ROLE_PERMISSIONS below is our
 * reading (docs/decisions.md).
 */
export const ACCOUNT_PERMISSIONS = [
  'member.manage',
  'team.manage',
  'candidate.export',
  'report.view',
  'engagement.view',
  'campaign.view',
  'applicant.edit',
] as const;
export type AccountPermission = (typeof ACCOUNT_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<AccountRole, readonly AccountPermission[]> = {
  enterprise_admin: ['member.manage', 'candidate.export', 'report.view', 'engagement.view', 'campaign.view'],
  enterprise_member: ['candidate.export', 'engagement.view', 'campaign.view', 'applicant.edit'],
  enterprise_hiring_manager: ['applicant.edit'],
  org_admin: ['team.manage', 'member.manage', 'report.view', 'engagement.view'],
  relationships: ['candidate.export', 'campaign.view', 'engagement.view'],
  ez_jobs: ['campaign.view'],
  insights: ['report.view'],
  crm: ['candidate.export', 'campaign.view'],
  growth_admin: ['member.manage', 'candidate.export', 'report.view', 'engagement.view', 'campaign.view'],
  growth_recruiter: ['candidate.export', 'engagement.view', 'campaign.view', 'applicant.edit'],
};

/** A team admin manages the team's members whatever their account roles. */
export const TEAM_ADMIN_PERMISSIONS: readonly AccountPermission[] = ['member.manage'];

export type Subject = {
  plan: Plan;
  planSubtype: PlanSubtype | null;
  roles: AccountRole[];
  solutions: ProductSolution[];
  permissions: AccountPermission[];
  /** Product features switched on for the team (e.g. `ai_recommendation`, `diversity_extended`). */
  features: string[];
  isTeamAdmin: boolean;
  /**
   * The seat's licence (spec section 3). A Collaborator seat follows, reads and comments: the gates
   * that create, contact, export or edit need a Recruiter seat, and in every project the member acts
   * as a Collaborator whatever the hiring team says (docs/decisions.md "Licences"). Absent means
   * Recruiter.
   */
  license?: 'Recruiter' | 'Collaborator';
};

export function permissionsFor(roles: readonly AccountRole[], isTeamAdmin: boolean): AccountPermission[] {
  const granted = new Set<AccountPermission>(isTeamAdmin ? TEAM_ADMIN_PERMISSIONS : []);
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role]) granted.add(p);
  return ACCOUNT_PERMISSIONS.filter((p) => granted.has(p));
}
