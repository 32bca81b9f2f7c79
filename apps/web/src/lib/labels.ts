/** Human labels for shared codes that the shared package does not label itself. */
import type { FeatureGate, PlanSubtype } from '@talentbase/shared';

const PLAN_SUBTYPE_LABEL: Record<PlanSubtype, string> = {
  waiver: 'Waiver',
  e1s: 'E1S',
  'mid-market': 'Mid-market',
};

export function planSubtypeLabel(subtype: PlanSubtype): string {
  return PLAN_SUBTYPE_LABEL[subtype];
}

export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

/** What each feature gate opens, in the words a recruiter would use. `signedIn` is everyone's. */
export const GATE_LABEL: Record<Exclude<FeatureGate, 'signedIn'>, string> = {
  sourcing: 'Sourcing search',
  projectCreate: 'Create projects',
  candidateImport: 'Import candidates',
  candidateEdit: 'Edit candidates',
  candidateShare: 'Share candidates',
  candidateExport: 'Export candidates',
  reports: 'Reports',
  teamSettings: 'Team settings',
  hiringTeamEdit: 'Edit hiring teams',
  orgAdminOnly: 'Organisation administration',
  hiringManagerOnly: 'Hiring-manager views',
  proAdmin: 'Enterprise administration',
  appsHome: 'Apps',
  campaignEngagement: 'Campaign engagement',
  engage: 'Engage (sequences and outbox)',
  engageTeam: "The team's messages",
  engageLocalMail: 'Local test mail (this installation only)',
  aiRecommendation: 'AI recommendations',
  rediscoveryRecommendation: 'Rediscovery recommendations',
  memberSettingsProfile: 'Member profile settings',
  billing: 'Billing',
  payment: 'Payment',
  adminMemberTable: 'Member management',
  adminTeamInfo: 'Team information',
  adminConsole: 'Admin console',
  diversityExtended: 'Extended diversity filters',
  dataProtection: 'Data protection (erasure, retention, audit)',
  customerConsole: 'Customer console (installation operator)',
  subscriptionManage: 'Plan and subscription changes',
  billingAdmin: 'Buying seats and credits, invoices',
};
