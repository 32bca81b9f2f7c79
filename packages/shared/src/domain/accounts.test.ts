import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLE,
  ACCOUNT_ROLE_OPTIONS,
  isActiveMemberStatus,
  isPlanSubtypeOf,
  MEMBER_STATUS,
  PLAN,
  PLAN_OPTIONS,
  PLAN_SUBTYPES_BY_PLAN,
  PRODUCT_SOLUTION,
  PRODUCT_SOLUTION_OPTIONS,
  TEAM_LICENSE,
} from './accounts';

describe('team members', () => {
  it('have the spec licences and status codes', () => {
    expect(Object.values(TEAM_LICENSE)).toEqual(['Recruiter', 'Collaborator']);
    expect(MEMBER_STATUS).toEqual({ KICKED_OUT: 0, ACTIVE_USER: 1, ACTIVE_SUPER: 2, REMOVED: 3 });
    expect([0, 1, 2, 3].map(isActiveMemberStatus)).toEqual([false, true, true, false]);
  });
});

describe('plans', () => {
  it('sell basic as Starter and pro as Enterprise', () => {
    expect(PLAN_OPTIONS).toEqual([
      { value: 'basic', label: 'Starter' },
      { value: 'growth', label: 'Growth' },
      { value: 'pro', label: 'Enterprise' },
    ]);
  });

  it('accept only their own subtypes', () => {
    expect(PLAN_SUBTYPES_BY_PLAN).toEqual({ basic: [], growth: ['waiver'], pro: ['e1s', 'mid-market'] });
    expect(isPlanSubtypeOf(PLAN.PRO, 'e1s')).toBe(true);
    expect(isPlanSubtypeOf(PLAN.GROWTH, 'e1s')).toBe(false);
    expect(isPlanSubtypeOf(PLAN.BASIC, 'waiver')).toBe(false);
  });
});

describe('solutions and account roles', () => {
  it('list the seven product solutions as snake_case codes', () => {
    expect(Object.values(PRODUCT_SOLUTION)).toEqual([
      'sourcing',
      'recruit_mate',
      'ez_jobs',
      'relationships',
      'rediscovery',
      'applicant_match',
      'crm',
    ]);
    expect(PRODUCT_SOLUTION_OPTIONS.map((option) => option.value)).toEqual(Object.values(PRODUCT_SOLUTION));
  });

  it('list the ten account roles as snake_case codes with labels', () => {
    expect(Object.values(ACCOUNT_ROLE)).toEqual([
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
    ]);
    for (const code of Object.values(ACCOUNT_ROLE)) expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
    expect(ACCOUNT_ROLE_OPTIONS.map((option) => option.value)).toEqual(Object.values(ACCOUNT_ROLE));
  });
});
