/**
 * Feature gates of spec section 6 as data. A rule is a small expression tree over the
 * subject's plan, account roles, product solutions, permissions and features; `allows` evaluates
 * it. The server's route guard, the web app's navigation and `useCan` read this one table.
 */
import type { AccountPermission, AccountRole, Plan, PlanSubtype, ProductSolution, Subject } from './subject';

export type GateRule =
  | { role: AccountRole }
  | { plan: Plan }
  | { subtype: PlanSubtype }
  | { solution: ProductSolution }
  | { permission: AccountPermission }
  | { feature: string }
  | { teamAdmin: true }
  | { recruiterSeat: true }
  | { gate: FeatureGate }
  | { anyOf: readonly GateRule[] }
  | { allOf: readonly GateRule[] }
  | { not: GateRule }
  | { always: true };

/** The feature the server adds to the subject of this installation's operator (users.is_operator). */
export const PLATFORM_OPERATOR_FEATURE = 'platform_operator';

const any = (...rules: GateRule[]): GateRule => ({ anyOf: rules });
const all = (...rules: GateRule[]): GateRule => ({ allOf: rules });
const role = (r: AccountRole): GateRule => ({ role: r });
/** Work that needs a Recruiter seat; a Collaborator seat follows and comments. */
const recruiterSeat: GateRule = { recruiterSeat: true };

export const FEATURE_GATE_NAMES = [
  'sourcing',
  'projectCreate',
  'candidateImport',
  'candidateEdit',
  'candidateShare',
  'candidateExport',
  'reports',
  'teamSettings',
  'hiringTeamEdit',
  'orgAdminOnly',
  'hiringManagerOnly',
  'proAdmin',
  'appsHome',
  'campaignEngagement',
  'engage',
  'engageTeam',
  'engageLocalMail',
  'aiRecommendation',
  'rediscoveryRecommendation',
  'memberSettingsProfile',
  'billing',
  'payment',
  'adminMemberTable',
  'adminTeamInfo',
  'adminConsole',
  'diversityExtended',
  'dataProtection',
  'signedIn',
  'customerConsole',
  'subscriptionManage',
  'billingAdmin',
] as const;
export type FeatureGate = (typeof FEATURE_GATE_NAMES)[number];

export const FEATURE_GATES: Record<FeatureGate, GateRule> = {
  // "Sourcing: enterprise member or growth recruiter with the sourcing solution, or starter."
  sourcing: all(
    recruiterSeat,
    any(all(any(role('enterprise_member'), role('growth_recruiter')), { solution: 'sourcing' }), {
      plan: 'basic',
    }),
  ),
  // "Project creation: growth admin or recruiter, enterprise member, relationships, or starter."
  projectCreate: all(
    recruiterSeat,
    any(role('growth_admin'), role('growth_recruiter'), role('enterprise_member'), role('relationships'), {
      plan: 'basic',
    }),
  ),
  // "Candidate import: growth admin or recruiter, enterprise admin or member, relationships."
  candidateImport: all(
    recruiterSeat,
    any(
      role('growth_admin'),
      role('growth_recruiter'),
      role('enterprise_admin'),
      role('enterprise_member'),
      role('relationships'),
    ),
  ),
  // "Candidate edit: sourcing plus enterprise member, growth, or relationships."
  candidateEdit: all(
    recruiterSeat,
    all({ gate: 'sourcing' }, any(role('enterprise_member'), { plan: 'growth' }, role('relationships'))),
  ),
  // "Candidate share: enterprise member on sourcing (not e1s), growth recruiter, relationships."
  candidateShare: all(
    recruiterSeat,
    any(
      all(role('enterprise_member'), { solution: 'sourcing' }, { not: { subtype: 'e1s' } }),
      role('growth_recruiter'),
      role('relationships'),
    ),
  ),
  // "Candidate export: the export permission."
  candidateExport: all(recruiterSeat, { permission: 'candidate.export' }),
  // "Reports: view or engagement-view permission."
  reports: any({ permission: 'report.view' }, { permission: 'engagement.view' }),
  // "Team settings: member-manage permission with sourcing or recruit mate, not starter."
  teamSettings: all(
    { permission: 'member.manage' },
    any({ solution: 'sourcing' }, { solution: 'recruit_mate' }),
    { not: { plan: 'basic' } },
  ),
  // "Hiring team editing: enterprise member or admin, growth admin or recruiter, relationships."
  hiringTeamEdit: all(
    recruiterSeat,
    any(
      role('enterprise_member'),
      role('enterprise_admin'),
      role('growth_admin'),
      role('growth_recruiter'),
      role('relationships'),
    ),
  ),
  // Strict gates.
  orgAdminOnly: role('org_admin'),
  hiringManagerOnly: role('enterprise_hiring_manager'),
  // "pro admin (pro plan with member-manage, or team-manage permission)"
  proAdmin: any(all({ plan: 'pro' }, { permission: 'member.manage' }), { permission: 'team.manage' }),
  // "Apps home: shown to pro plans."
  appsHome: { plan: 'pro' },
  // "Campaign engagement accounts need the campaign-view permission" (the team-level check is server-side).
  campaignEngagement: { permission: 'campaign.view' },
  // Not named by the spec (docs/decisions.md "Engage: who sees it"): the Engage screens, the
  // user's mailbox and email delegation follow the campaign-view permission; a starter team
  // (no account roles) emails its candidates too.
  engage: all(recruiterSeat, any({ permission: 'campaign.view' }, { plan: 'basic' })),
  // The team's messages, sequences and templates under /admin/sourcing/engage: Engage plus
  // member management (an admin of the team).
  engageTeam: all({ gate: 'engage' }, { permission: 'member.manage' }),
  // The "Local test mail" screen (not in the spec, issue 14): Engage users, only while this
  // installation runs the local test-mail catcher (the server adds the feature to every subject).
  engageLocalMail: all({ gate: 'engage' }, { feature: 'local_test_mail' }),
  // "AI recommendation needs the AI-recommendation feature and is skipped when the account is
  // limited to rediscovery search only."
  aiRecommendation: all({ feature: 'ai_recommendation' }, { not: { feature: 'rediscovery_search_only' } }),
  rediscoveryRecommendation: { solution: 'rediscovery' },
  // "the settings/profile page is open to the enterprise hiring-manager role on pro and to growth"
  memberSettingsProfile: any(all(role('enterprise_hiring_manager'), { plan: 'pro' }), { plan: 'growth' }),
  // "billing is for starter and e1s users"
  billing: any({ plan: 'basic' }, { subtype: 'e1s' }),
  // "payment is for enterprise admin on pro and for growth and starter"
  payment: any(all(role('enterprise_admin'), { plan: 'pro' }), { plan: 'growth' }, { plan: 'basic' }),
  // "the admin console has a member table (pro admin or org admin), team info (org admin only)"
  adminMemberTable: any({ gate: 'proAdmin' }, role('org_admin')),
  adminTeamInfo: role('org_admin'),
  // The admin console itself: anyone who can manage members or teams.
  adminConsole: any({ gate: 'proAdmin' }, role('org_admin'), { permission: 'member.manage' }),
  // Diversity filters lgbt and asian-american are behind a feature flag.
  diversityExtended: { feature: 'diversity_extended' },
  // Erasure, access export, retention and the audit list (issue 12; not in the spec): the team's
  // admins. A team admin on any plan (a one-person starter team must answer its candidates'
  // requests too), and the plans' admin roles: enterprise admin and growth admin.
  dataProtection: any({ teamAdmin: true }, role('enterprise_admin'), role('growth_admin')),
  // Every signed-in user: personal settings, dashboard.
  signedIn: { always: true },
  // The customer console (issue 17): the operator of this installation, across all organisations.
  // No team role grants it; the server adds the feature to an operator user's subject.
  customerConsole: { feature: PLATFORM_OPERATOR_FEATURE },
  // Changing the team's plan (start a trial, upgrade, downgrade, cancel, reactivate; issue 18):
  // the team's admins, as for data protection. Everyone sees the plan on /settings/subscription.
  subscriptionManage: any({ teamAdmin: true }, role('enterprise_admin'), role('growth_admin')),
  // Buying seats and credits, the credit ledger and the invoices (issue 18; decisions.md "Credits,
  // purchases and invoices"): an admin of the team on a plan that has the billing or payment screen.
  billingAdmin: all(
    any({ gate: 'billing' }, { gate: 'payment' }),
    any({ teamAdmin: true }, role('enterprise_admin'), role('growth_admin')),
  ),
};

export function allows(rule: GateRule, subject: Subject): boolean {
  if ('always' in rule) return true;
  if ('role' in rule) return subject.roles.includes(rule.role);
  if ('plan' in rule) return subject.plan === rule.plan;
  if ('subtype' in rule) return subject.planSubtype === rule.subtype;
  if ('solution' in rule) return subject.solutions.includes(rule.solution);
  if ('permission' in rule) return subject.permissions.includes(rule.permission);
  if ('feature' in rule) return subject.features.includes(rule.feature);
  if ('teamAdmin' in rule) return subject.isTeamAdmin;
  if ('recruiterSeat' in rule) return subject.license !== 'Collaborator';
  if ('gate' in rule) return allows(FEATURE_GATES[rule.gate], subject);
  if ('anyOf' in rule) return rule.anyOf.some((r) => allows(r, subject));
  if ('allOf' in rule) return rule.allOf.every((r) => allows(r, subject));
  return !allows(rule.not, subject);
}

export function can(subject: Subject, gate: FeatureGate): boolean {
  return allows(FEATURE_GATES[gate], subject);
}

export function grantedGates(subject: Subject): FeatureGate[] {
  return FEATURE_GATE_NAMES.filter((g) => can(subject, g));
}
