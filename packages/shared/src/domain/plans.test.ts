import { describe, expect, it } from 'vitest';
import { offerFor, PLAN_CATALOG, planGates, planOffer, rolesOnPlan } from './plans';

describe('plan catalogue', () => {
  it('holds every plan and subtype the teams table accepts, in rank order for self-serve plans', () => {
    expect(offerFor('basic', null).id).toBe('starter');
    expect(offerFor('growth', null).id).toBe('growth');
    expect(offerFor('growth', 'waiver').id).toBe('growth-waiver');
    expect(offerFor('pro', 'e1s').id).toBe('enterprise-e1s');
    expect(offerFor('pro', 'mid-market').id).toBe('enterprise-mid-market');
    expect(offerFor('pro', null).id).toBe('enterprise');
    const ranks = PLAN_CATALOG.filter((p) => p.selfServe).map((p) => p.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('derives the gates from the feature-gate table: team settings and unlimited plans above Starter, apps on Enterprise', () => {
    const starter = planGates(planOffer('starter'));
    expect(starter.admin).toEqual(
      expect.arrayContaining(['sourcing', 'projectCreate', 'billing', 'payment']),
    );
    expect(starter.admin).not.toContain('teamSettings');
    const growth = planGates(planOffer('growth'));
    expect(growth.admin).toContain('teamSettings');
    expect(growth.recruiter).toContain('candidateShare');
    expect(growth.recruiter).not.toContain('subscriptionManage');
    const enterprise = planGates(planOffer('enterprise-mid-market'));
    expect(enterprise.admin).toEqual(expect.arrayContaining(['appsHome', 'proAdmin', 'projectCreate']));
    expect(planGates(planOffer('enterprise-e1s')).recruiter).not.toContain('candidateShare');
  });
});

describe('rolesOnPlan', () => {
  const recruiter = { isTeamAdmin: false, license: 'Recruiter' as const };
  const admin = { isTeamAdmin: true, license: 'Recruiter' as const };
  it('translates plan roles and keeps the others', () => {
    expect(rolesOnPlan([], admin, 'growth')).toEqual(['growth_admin']);
    expect(rolesOnPlan([], recruiter, 'growth')).toEqual(['growth_recruiter']);
    expect(rolesOnPlan(['growth_admin'], recruiter, 'pro')).toEqual([
      'enterprise_admin',
      'enterprise_member',
    ]);
    expect(rolesOnPlan(['growth_recruiter', 'relationships'], recruiter, 'pro')).toEqual([
      'relationships',
      'enterprise_member',
    ]);
    expect(rolesOnPlan(['enterprise_admin'], recruiter, 'growth')).toEqual(['growth_admin']);
    expect(rolesOnPlan(['enterprise_member', 'crm'], recruiter, 'basic')).toEqual(['crm']);
    expect(rolesOnPlan(['enterprise_hiring_manager'], recruiter, 'growth')).toEqual([
      'enterprise_hiring_manager',
    ]);
    expect(rolesOnPlan([], { isTeamAdmin: false, license: 'Collaborator' }, 'growth')).toEqual([]);
  });
});
