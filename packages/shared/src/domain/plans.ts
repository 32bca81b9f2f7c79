/**
 * The plans of spec section 6 as data: what each offers (seats per licence, monthly reveal
 * credits, product solutions) and, derived from the one feature-gate table, the gates it opens.
 * List prices are for display only and configurable here; billing (prices, proration, tax,
 * invoices) is owned by the billing module.
 */
import { can, FEATURE_GATE_NAMES, type FeatureGate } from '../permissions/feature-gates';
import {
  type AccountRole,
  type Plan,
  type PlanSubtype,
  PRODUCT_SOLUTIONS,
  type ProductSolution,
  permissionsFor,
  type Subject,
} from '../permissions/subject';

export const PLAN_IDS = [
  'starter',
  'growth',
  'growth-waiver',
  'enterprise-e1s',
  'enterprise-mid-market',
  'enterprise',
] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanOffer = {
  id: PlanId;
  label: string;
  plan: Plan;
  subtype: PlanSubtype | null;
  /** Order for upgrade and downgrade: a higher rank is an upgrade. */
  rank: number;
  /** Offered on the subscription page; the others are arranged with sales and only shown when held. */
  selfServe: boolean;
  /** A team on the starter plan may try it once. */
  trialAvailable: boolean;
  summary: string;
  seats: { Recruiter: number; Collaborator: number };
  monthlyCredits: number;
  solutions: readonly ProductSolution[];
  /** Display only (USD per month, the whole team); configurable; billing owns real pricing. */
  listPriceMonthly: number | null;
};

export const TRIAL_DAYS = 14;
export const BILLING_PERIOD_MONTHS = 1;

export const PLAN_CATALOG: readonly PlanOffer[] = [
  {
    id: 'starter',
    label: 'Starter',
    plan: 'basic',
    subtype: null,
    rank: 0,
    selfServe: true,
    trialAvailable: false,
    summary: 'One recruiter sourcing and reaching candidates, up to the starter project limit.',
    seats: { Recruiter: 1, Collaborator: 0 },
    monthlyCredits: 50,
    solutions: ['sourcing'],
    listPriceMonthly: 99,
  },
  {
    id: 'growth',
    label: 'Growth',
    plan: 'growth',
    subtype: null,
    rank: 1,
    selfServe: true,
    trialAvailable: true,
    summary: 'A small team: unlimited projects, shared candidates, team settings and relationships.',
    seats: { Recruiter: 5, Collaborator: 3 },
    monthlyCredits: 200,
    solutions: ['sourcing', 'relationships'],
    listPriceMonthly: 499,
  },
  {
    id: 'growth-waiver',
    label: 'Growth (waiver)',
    plan: 'growth',
    subtype: 'waiver',
    rank: 1,
    selfServe: false,
    trialAvailable: false,
    summary: 'Growth under a waiver agreement arranged with our sales team.',
    seats: { Recruiter: 5, Collaborator: 3 },
    monthlyCredits: 200,
    solutions: ['sourcing', 'relationships'],
    listPriceMonthly: null,
  },
  {
    id: 'enterprise-e1s',
    label: 'Enterprise E1S',
    plan: 'pro',
    subtype: 'e1s',
    rank: 2,
    selfServe: true,
    trialAvailable: true,
    summary: 'Enterprise for a lean team: sourcing, recruit mate and applicant match, apps home.',
    seats: { Recruiter: 10, Collaborator: 5 },
    monthlyCredits: 300,
    solutions: ['sourcing', 'recruit_mate', 'applicant_match'],
    listPriceMonthly: 1_290,
  },
  {
    id: 'enterprise-mid-market',
    label: 'Enterprise',
    plan: 'pro',
    subtype: 'mid-market',
    rank: 3,
    selfServe: true,
    trialAvailable: true,
    summary:
      'Every solution: sourcing, recruit mate, EZ jobs, relationships, rediscovery, applicant match and CRM.',
    seats: { Recruiter: 25, Collaborator: 10 },
    monthlyCredits: 500,
    solutions: PRODUCT_SOLUTIONS,
    listPriceMonthly: 2_990,
  },
  {
    id: 'enterprise',
    label: 'Enterprise (custom)',
    plan: 'pro',
    subtype: null,
    rank: 3,
    selfServe: false,
    trialAvailable: false,
    summary: 'A custom enterprise contract arranged with our sales team.',
    seats: { Recruiter: 25, Collaborator: 10 },
    monthlyCredits: 500,
    solutions: PRODUCT_SOLUTIONS,
    listPriceMonthly: null,
  },
];

export function planOffer(id: PlanId): PlanOffer {
  const offer = PLAN_CATALOG.find((p) => p.id === id);
  if (!offer) throw new Error(`Unknown plan ${id}`);
  return offer;
}

/** The offer a team holds, from its plan and subtype. */
export function offerFor(plan: Plan, subtype: PlanSubtype | null): PlanOffer {
  return (
    PLAN_CATALOG.find((p) => p.plan === plan && p.subtype === subtype) ??
    PLAN_CATALOG.find((p) => p.plan === plan) ??
    planOffer('starter')
  );
}

const PLAN_ROLES: readonly AccountRole[] = [
  'growth_admin',
  'growth_recruiter',
  'enterprise_admin',
  'enterprise_member',
];

/**
 * The plan roles of spec section 6 follow the plan: a starter team has none, a growth team has
 * growth admin and growth recruiter, an enterprise team enterprise admin and member. When a team
 * changes plan each member's plan roles are translated (an admin stays an admin, a recruiter a
 * recruiter); other roles (org admin, relationships, hiring manager, ...) are kept.
 */
export function rolesOnPlan(
  roles: readonly AccountRole[],
  member: { isTeamAdmin: boolean; license: 'Recruiter' | 'Collaborator' },
  plan: Plan,
): AccountRole[] {
  const kept = roles.filter((r) => !PLAN_ROLES.includes(r));
  const wasAdmin = member.isTeamAdmin || roles.includes('growth_admin') || roles.includes('enterprise_admin');
  const wasRecruiter =
    member.license === 'Recruiter' &&
    (roles.includes('growth_recruiter') ||
      roles.includes('enterprise_member') ||
      roles.includes('growth_admin') ||
      (member.isTeamAdmin && !roles.includes('enterprise_admin')) ||
      kept.length === 0);
  const added: AccountRole[] = [];
  if (plan === 'growth') {
    if (wasAdmin) added.push('growth_admin');
    else if (wasRecruiter) added.push('growth_recruiter');
  } else if (plan === 'pro') {
    if (wasAdmin) added.push('enterprise_admin');
    if (wasRecruiter) added.push('enterprise_member');
  }
  return [...kept, ...added];
}

function subjectOn(offer: PlanOffer, isTeamAdmin: boolean): Subject {
  const roles = rolesOnPlan([], { isTeamAdmin, license: 'Recruiter' }, offer.plan);
  return {
    plan: offer.plan,
    planSubtype: offer.subtype,
    roles,
    solutions: [...offer.solutions],
    permissions: permissionsFor(roles, isTeamAdmin),
    features: [],
    isTeamAdmin,
    license: 'Recruiter',
  };
}

/** The gates the plan opens for its team admin and for a recruiter, from FEATURE_GATES. */
export function planGates(offer: PlanOffer): { admin: FeatureGate[]; recruiter: FeatureGate[] } {
  const gates = (s: Subject) => FEATURE_GATE_NAMES.filter((g) => g !== 'signedIn' && can(s, g));
  return { admin: gates(subjectOn(offer, true)), recruiter: gates(subjectOn(offer, false)) };
}
