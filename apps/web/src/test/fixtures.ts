import type { CurrentUser } from '@talentbase/shared';

type Subject = CurrentUser['subject'];

export function subject(overrides: Partial<Subject> = {}): Subject {
  return {
    plan: 'basic',
    planSubtype: null,
    roles: [],
    solutions: [],
    permissions: [],
    features: [],
    isTeamAdmin: false,
    ...overrides,
  };
}

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const s = overrides.subject ?? subject();
  return {
    id: 'u1',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    jobTitle: 'Recruiter',
    phone: null,
    isTeamAdmin: s.isTeamAdmin,
    userRoles: [...s.roles],
    currentSubscriptionPlan: { plan: s.plan, subtype: s.planSubtype },
    team: { id: 't1', name: 'Acme Talent' },
    organization: { id: 'o1', name: 'Acme Inc' },
    contractCredits: { total: 100, used: 40, remaining: 60 },
    creditWarning: false,
    license: s.license ?? 'Recruiter',
    isEventCoordinator: false,
    hasAdminLicense: false,
    lastLogoutAt: null,
    onboardingProgress: {},
    surveySettings: {},
    ...overrides,
    subject: s,
  };
}
