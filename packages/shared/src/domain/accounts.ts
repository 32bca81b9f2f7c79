// Team, plan and account-role codes (core spec sections 1, 3 and 6). Feature gates that combine
// them live in the permission tables, not here.

export const TEAM_LICENSE = { RECRUITER: 'Recruiter', COLLABORATOR: 'Collaborator' } as const;
export type TeamLicense = (typeof TEAM_LICENSE)[keyof typeof TEAM_LICENSE];

export const TEAM_LICENSE_OPTIONS = [
  { value: TEAM_LICENSE.RECRUITER, label: 'Recruiter' },
  { value: TEAM_LICENSE.COLLABORATOR, label: 'Collaborator' },
] as const;

export const MEMBER_STATUS = { KICKED_OUT: 0, ACTIVE_USER: 1, ACTIVE_SUPER: 2, REMOVED: 3 } as const;
export type MemberStatus = (typeof MEMBER_STATUS)[keyof typeof MEMBER_STATUS];

export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  0: 'Kicked out',
  1: 'Active user',
  2: 'Active super user',
  3: 'Removed',
};

export function isActiveMemberStatus(status: number): boolean {
  return status === MEMBER_STATUS.ACTIVE_USER || status === MEMBER_STATUS.ACTIVE_SUPER;
}

// Stored codes differ from the names on the pricing page: basic is sold as Starter and pro as
// Enterprise.
export const PLAN = { BASIC: 'basic', GROWTH: 'growth', PRO: 'pro' } as const;
export type Plan = (typeof PLAN)[keyof typeof PLAN];

export const PLAN_OPTIONS = [
  { value: PLAN.BASIC, label: 'Starter' },
  { value: PLAN.GROWTH, label: 'Growth' },
  { value: PLAN.PRO, label: 'Enterprise' },
] as const;

export const PLAN_SUBTYPE = { WAIVER: 'waiver', E1S: 'e1s', MID_MARKET: 'mid-market' } as const;
export type PlanSubtype = (typeof PLAN_SUBTYPE)[keyof typeof PLAN_SUBTYPE];

export const PLAN_SUBTYPES_BY_PLAN: Readonly<Record<Plan, readonly PlanSubtype[]>> = {
  basic: [],
  growth: [PLAN_SUBTYPE.WAIVER],
  pro: [PLAN_SUBTYPE.E1S, PLAN_SUBTYPE.MID_MARKET],
};

export function isPlanSubtypeOf(plan: Plan, subtype: string): subtype is PlanSubtype {
  return (PLAN_SUBTYPES_BY_PLAN[plan] as readonly string[]).includes(subtype);
}

export const PRODUCT_SOLUTION = {
  SOURCING: 'sourcing',
  RECRUIT_MATE: 'recruit_mate',
  EZ_JOBS: 'ez_jobs',
  RELATIONSHIPS: 'relationships',
  REDISCOVERY: 'rediscovery',
  APPLICANT_MATCH: 'applicant_match',
  CRM: 'crm',
} as const;
export type ProductSolution = (typeof PRODUCT_SOLUTION)[keyof typeof PRODUCT_SOLUTION];

export const PRODUCT_SOLUTION_OPTIONS = [
  { value: PRODUCT_SOLUTION.SOURCING, label: 'Sourcing' },
  { value: PRODUCT_SOLUTION.RECRUIT_MATE, label: 'Recruit mate' },
  { value: PRODUCT_SOLUTION.EZ_JOBS, label: 'EZ jobs' },
  { value: PRODUCT_SOLUTION.RELATIONSHIPS, label: 'Relationships' },
  { value: PRODUCT_SOLUTION.REDISCOVERY, label: 'Rediscovery' },
  { value: PRODUCT_SOLUTION.APPLICANT_MATCH, label: 'Applicant match' },
  { value: PRODUCT_SOLUTION.CRM, label: 'CRM' },
] as const;

export const ACCOUNT_ROLE = {
  ENTERPRISE_ADMIN: 'enterprise_admin',
  ENTERPRISE_MEMBER: 'enterprise_member',
  ENTERPRISE_HIRING_MANAGER: 'enterprise_hiring_manager',
  ORG_ADMIN: 'org_admin',
  RELATIONSHIPS: 'relationships',
  EZ_JOBS: 'ez_jobs',
  INSIGHTS: 'insights',
  CRM: 'crm',
  GROWTH_ADMIN: 'growth_admin',
  GROWTH_RECRUITER: 'growth_recruiter',
} as const;
export type AccountRole = (typeof ACCOUNT_ROLE)[keyof typeof ACCOUNT_ROLE];

export const ACCOUNT_ROLE_OPTIONS = [
  { value: ACCOUNT_ROLE.ENTERPRISE_ADMIN, label: 'Enterprise admin' },
  { value: ACCOUNT_ROLE.ENTERPRISE_MEMBER, label: 'Enterprise member' },
  { value: ACCOUNT_ROLE.ENTERPRISE_HIRING_MANAGER, label: 'Enterprise hiring manager' },
  { value: ACCOUNT_ROLE.ORG_ADMIN, label: 'Org admin' },
  { value: ACCOUNT_ROLE.RELATIONSHIPS, label: 'Relationships' },
  { value: ACCOUNT_ROLE.EZ_JOBS, label: 'EZ jobs' },
  { value: ACCOUNT_ROLE.INSIGHTS, label: 'Insights' },
  { value: ACCOUNT_ROLE.CRM, label: 'CRM' },
  { value: ACCOUNT_ROLE.GROWTH_ADMIN, label: 'Growth admin' },
  { value: ACCOUNT_ROLE.GROWTH_RECRUITER, label: 'Growth recruiter' },
] as const;
