import { describe, expect, it } from 'vitest';
import { can, FEATURE_GATE_NAMES, type FeatureGate, grantedGates } from './feature-gates';
import {
  type AccountRole,
  type Plan,
  type PlanSubtype,
  type ProductSolution,
  permissionsFor,
  type Subject,
} from './subject';

function subject(
  plan: Plan,
  roles: AccountRole[] = [],
  extra: {
    subtype?: PlanSubtype;
    solutions?: ProductSolution[];
    features?: string[];
    teamAdmin?: boolean;
  } = {},
): Subject {
  return {
    plan,
    planSubtype: extra.subtype ?? null,
    roles,
    solutions: extra.solutions ?? ['sourcing'],
    permissions: permissionsFor(roles, extra.teamAdmin ?? false),
    features: extra.features ?? [],
    isTeamAdmin: extra.teamAdmin ?? false,
  };
}

// One case list per gate of spec section 6: [description, subject, expected].
const CASES: Record<FeatureGate, [string, Subject, boolean][]> = {
  sourcing: [
    ['enterprise member with sourcing', subject('pro', ['enterprise_member']), true],
    [
      'enterprise member without sourcing',
      subject('pro', ['enterprise_member'], { solutions: ['crm'] }),
      false,
    ],
    ['growth recruiter with sourcing', subject('growth', ['growth_recruiter']), true],
    ['growth admin', subject('growth', ['growth_admin']), false],
    ['starter', subject('basic', [], { solutions: [] }), true],
    ['enterprise admin', subject('pro', ['enterprise_admin']), false],
  ],
  projectCreate: [
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['growth recruiter', subject('growth', ['growth_recruiter']), true],
    ['enterprise member', subject('pro', ['enterprise_member']), true],
    ['relationships', subject('pro', ['relationships']), true],
    ['starter', subject('basic'), true],
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), false],
  ],
  candidateImport: [
    ['enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['enterprise member', subject('pro', ['enterprise_member']), true],
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['relationships', subject('pro', ['relationships']), true],
    ['starter', subject('basic'), false],
    ['insights', subject('pro', ['insights']), false],
  ],
  candidateEdit: [
    ['enterprise member on sourcing', subject('pro', ['enterprise_member']), true],
    ['growth recruiter on sourcing', subject('growth', ['growth_recruiter']), true],
    ['relationships without sourcing gate', subject('pro', ['relationships']), false],
    ['enterprise member without sourcing', subject('pro', ['enterprise_member'], { solutions: [] }), false],
  ],
  candidateShare: [
    ['enterprise member on sourcing', subject('pro', ['enterprise_member']), true],
    ['enterprise member on e1s', subject('pro', ['enterprise_member'], { subtype: 'e1s' }), false],
    ['growth recruiter', subject('growth', ['growth_recruiter']), true],
    ['relationships', subject('pro', ['relationships']), true],
    ['growth admin', subject('growth', ['growth_admin']), false],
  ],
  candidateExport: [
    ['enterprise member', subject('pro', ['enterprise_member']), true],
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), false],
  ],
  reports: [
    ['insights (view)', subject('pro', ['insights']), true],
    ['enterprise member (engagement view)', subject('pro', ['enterprise_member']), true],
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), false],
  ],
  teamSettings: [
    ['team admin on pro with sourcing', subject('pro', [], { teamAdmin: true }), true],
    [
      'team admin on pro with recruit mate only',
      subject('pro', [], { teamAdmin: true, solutions: ['recruit_mate'] }),
      true,
    ],
    ['team admin on pro without either', subject('pro', [], { teamAdmin: true, solutions: ['crm'] }), false],
    ['team admin on starter', subject('basic', [], { teamAdmin: true }), false],
    ['member without member-manage', subject('pro', ['enterprise_member']), false],
  ],
  hiringTeamEdit: [
    ['enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['growth recruiter', subject('growth', ['growth_recruiter']), true],
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), false],
  ],
  orgAdminOnly: [
    ['org admin', subject('pro', ['org_admin']), true],
    ['enterprise admin', subject('pro', ['enterprise_admin']), false],
  ],
  hiringManagerOnly: [
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), true],
    ['enterprise member', subject('pro', ['enterprise_member']), false],
  ],
  proAdmin: [
    ['pro enterprise admin (member-manage)', subject('pro', ['enterprise_admin']), true],
    ['growth admin (member-manage, not pro)', subject('growth', ['growth_admin']), false],
    ['org admin (team-manage) on any plan', subject('growth', ['org_admin']), true],
  ],
  appsHome: [
    ['pro', subject('pro'), true],
    ['growth', subject('growth'), false],
  ],
  campaignEngagement: [
    ['enterprise member', subject('pro', ['enterprise_member']), true],
    ['insights', subject('pro', ['insights']), false],
  ],
  engage: [
    ['enterprise member (campaign view)', subject('pro', ['enterprise_member']), true],
    ['starter without roles', subject('basic'), true],
    ['hiring manager', subject('pro', ['enterprise_hiring_manager']), false],
    ['org admin only', subject('pro', ['org_admin']), false],
  ],
  engageTeam: [
    ['enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['enterprise member', subject('pro', ['enterprise_member']), false],
    ['org admin (no campaign view)', subject('pro', ['org_admin']), false],
    ['starter team admin', subject('basic', [], { teamAdmin: true }), true],
  ],
  engageLocalMail: [
    [
      'engage user, catcher on',
      subject('pro', ['enterprise_member'], { features: ['local_test_mail'] }),
      true,
    ],
    ['engage user, catcher off', subject('pro', ['enterprise_member']), false],
    [
      'hiring manager, catcher on',
      subject('pro', ['enterprise_hiring_manager'], { features: ['local_test_mail'] }),
      false,
    ],
  ],
  aiRecommendation: [
    ['feature on', subject('pro', [], { features: ['ai_recommendation'] }), true],
    [
      'rediscovery only',
      subject('pro', [], { features: ['ai_recommendation', 'rediscovery_search_only'] }),
      false,
    ],
    ['feature off', subject('pro'), false],
  ],
  rediscoveryRecommendation: [
    ['rediscovery solution', subject('pro', [], { solutions: ['rediscovery'] }), true],
    ['without', subject('pro'), false],
  ],
  memberSettingsProfile: [
    ['pro hiring manager', subject('pro', ['enterprise_hiring_manager']), true],
    ['growth', subject('growth', ['growth_recruiter']), true],
    ['pro enterprise member', subject('pro', ['enterprise_member']), false],
  ],
  billing: [
    ['starter', subject('basic'), true],
    ['e1s', subject('pro', [], { subtype: 'e1s' }), true],
    ['mid-market', subject('pro', [], { subtype: 'mid-market' }), false],
  ],
  payment: [
    ['pro enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['pro member', subject('pro', ['enterprise_member']), false],
    ['growth', subject('growth'), true],
    ['starter', subject('basic'), true],
  ],
  adminMemberTable: [
    ['pro admin', subject('pro', ['enterprise_admin']), true],
    ['org admin', subject('growth', ['org_admin']), true],
    ['growth recruiter', subject('growth', ['growth_recruiter']), false],
  ],
  adminTeamInfo: [
    ['org admin', subject('pro', ['org_admin']), true],
    ['enterprise admin', subject('pro', ['enterprise_admin']), false],
  ],
  adminConsole: [
    ['team admin', subject('basic', [], { teamAdmin: true }), true],
    ['plain member', subject('pro', ['enterprise_member']), false],
  ],
  diversityExtended: [
    ['flag on', subject('pro', [], { features: ['diversity_extended'] }), true],
    ['flag off', subject('pro'), false],
  ],
  dataProtection: [
    ['team admin on starter', subject('basic', [], { teamAdmin: true }), true],
    ['enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['enterprise member', subject('pro', ['enterprise_member']), false],
    ['org admin without team admin', subject('pro', ['org_admin']), false],
    ['growth recruiter', subject('growth', ['growth_recruiter']), false],
  ],
  signedIn: [['anyone', subject('basic'), true]],
  customerConsole: [
    ['the installation operator', subject('basic', [], { features: ['platform_operator'] }), true],
    ['an org admin', subject('pro', ['org_admin']), false],
    [
      'an enterprise admin who is team admin',
      subject('pro', ['enterprise_admin'], { teamAdmin: true }),
      false,
    ],
  ],
  subscriptionManage: [
    ['team admin on starter', subject('basic', [], { teamAdmin: true }), true],
    ['enterprise admin', subject('pro', ['enterprise_admin']), true],
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['growth recruiter', subject('growth', ['growth_recruiter']), false],
    ['enterprise member', subject('pro', ['enterprise_member']), false],
  ],
  billingAdmin: [
    ['starter team admin', subject('basic', [], { teamAdmin: true }), true],
    ['enterprise admin on pro', subject('pro', ['enterprise_admin']), true],
    ['growth admin', subject('growth', ['growth_admin']), true],
    ['growth recruiter', subject('growth', ['growth_recruiter']), false],
    [
      'enterprise member team admin on mid-market',
      subject('pro', ['enterprise_member'], { teamAdmin: true }),
      false,
    ],
    ['e1s team admin', subject('pro', ['enterprise_member'], { subtype: 'e1s', teamAdmin: true }), true],
  ],
};

describe('feature gates', () => {
  it('has test cases for every gate', () => {
    expect(Object.keys(CASES).sort()).toEqual([...FEATURE_GATE_NAMES].sort());
  });

  for (const gate of FEATURE_GATE_NAMES) {
    for (const [description, s, expected] of CASES[gate]) {
      it(`${gate}: ${description} -> ${expected ? 'allowed' : 'refused'}`, () => {
        expect(can(s, gate)).toBe(expected);
      });
    }
  }

  it('lists the granted gates of a subject', () => {
    const gates = grantedGates(subject('basic', [], { teamAdmin: true }));
    expect(gates).toContain('sourcing');
    expect(gates).toContain('billing');
    expect(gates).not.toContain('appsHome');
  });
});
