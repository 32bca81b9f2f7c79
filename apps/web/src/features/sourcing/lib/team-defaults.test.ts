import { describe, expect, it } from 'vitest';
import { defaultCityRadius } from './distance';
import { withTeamDefaults } from './team-defaults';

const settings = {
  defaultRadiusMiles: 30,
  excludeInProjects: true,
  excludeContacted: false,
  excludeViewed: true,
  revealPolicy: 'all_members' as const,
  monthlyRevealCapPerMember: null,
};

describe('team sourcing defaults', () => {
  it('turns on the exclusions the team chose, unless the search already says', () => {
    expect(withTeamDefaults({ keywords: 'java' }, settings)).toEqual({
      keywords: 'java',
      excludeInProjects: true,
      excludeViewed: true,
    });
    expect(withTeamDefaults({ excludeViewed: false }, settings)).toEqual({
      excludeInProjects: true,
      excludeViewed: false,
    });
    expect(withTeamDefaults({ keywords: 'java' }, undefined)).toEqual({ keywords: 'java' });
  });

  it('starts a new city at the team radius, in the recruiter\u2019s unit', () => {
    expect(defaultCityRadius(30, 'mi')).toEqual({ unit: 'mi', value: 30 });
    expect(defaultCityRadius(30, 'km')).toEqual({ unit: 'km', value: 50 });
    expect(defaultCityRadius(null, 'mi')).toBeUndefined();
  });
});
