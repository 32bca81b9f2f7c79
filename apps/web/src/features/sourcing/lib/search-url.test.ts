import type { SearchFilters } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { buildSearchUrl, emptySearchState, parseSearchUrl, type SearchUrlState } from './search-url';

const FULL: SearchFilters = {
  keywords: '(java OR kotlin) AND "distributed systems" -intern',
  titles: ['Software Engineer', 'Backend Developer'],
  titleScope: 'current_or_past',
  excludeTitles: ['Intern'],
  skills: ['Java', 'C++'],
  niceToHaveSkills: ['Kubernetes'],
  locations: [
    { city: 4671654, radius: { unit: 'mi', value: 30 } },
    { region: 'US-TX' },
    { country: 'DE' },
    { city: 2950159, radius: { unit: 'km', value: 50 } },
  ],
  experienceBands: ['4-6', '10+'],
  experienceRange: { min: 3, max: 12.5 },
  tenureBands: ['<0.5', '4+'],
  seniorities: ['senior', 'manager'],
  educationLevels: ['ph.d', 'master'],
  majors: ['Computer Science'],
  schools: ['MIT & Harvard'],
  languages: [{ language: 'Spanish', minProficiency: 4 }, { language: 'German' }],
  companies: ['AT&T', 'Google'],
  companyScope: 'past',
  excludeCompanies: ['Acme = Inc?'],
  companySizes: ['1-50', '10001+'],
  fundingStages: ['series_a'],
  companyTypes: ['unicorn'],
  industries: ['Computer Software'],
  diversity: ['women', 'veteran'],
  contact: ['has_personal_email'],
  recencyDays: 30,
  activityLevels: [3, 4],
  usWorkAuthorization: true,
  clearances: ['ts_sci'],
  sources: ['hiretual', 'jobboard_dice'],
};

describe('search URL', () => {
  it('writes the brief example shape: bracket indices, readable keys, encoded values', () => {
    const url = buildSearchUrl({
      ...emptySearchState(),
      filters: {
        titles: ['Software Engineer'],
        skills: ['Java'],
        locations: [{ city: 4671654, radius: { unit: 'mi', value: 30 } }],
      },
    });
    expect(url).toBe(
      '?titles[0]=Software%20Engineer&skills[0]=Java&locations[0][city]=4671654' +
        '&locations[0][radius][unit]=mi&locations[0][radius][value]=30&sort=relevance&start=0',
    );
  });

  it('round-trips every filter and the paging state', () => {
    const state: SearchUrlState = {
      filters: FULL,
      sort: 'experience',
      start: 50,
      limit: 25,
      historyId: 'sh_42',
      profileId: 7,
    };
    const parsed = parseSearchUrl(buildSearchUrl(state));
    expect(parsed.problems).toEqual([]);
    expect(parsed.hasSearch).toBe(true);
    expect(parsed.state).toEqual(state);
  });

  it('reads a bare page as no search, and leaves empty values out when writing', () => {
    expect(parseSearchUrl('')).toEqual({ state: emptySearchState(), hasSearch: false, problems: [] });
    const url = buildSearchUrl({
      ...emptySearchState(),
      filters: { keywords: '  ', titles: [], skills: ['Go'] },
    });
    expect(url).toBe('?skills[0]=Go&sort=relevance&start=0');
  });

  it('accepts a plain key for a one-item list and lists longer than the qs array limit', () => {
    const many = Array.from({ length: 25 }, (_, i) => `companies[${i}]=C${i}`).join('&');
    const { state, problems } = parseSearchUrl(`?skills=Java&${many}`);
    expect(state.filters.skills).toEqual(['Java']);
    expect(state.filters.companies).toHaveLength(25);
    expect(state.filters.companies?.[24]).toBe('C24');
    expect(problems).toEqual([]);
  });

  it('drops junk with a notice instead of failing', () => {
    const { state, problems, hasSearch } = parseSearchUrl(
      '?titles[0]=Nurse&titles[1]=&titles[2]=Nurse' +
        '&locations[0][city]=abc&locations[1][city]=5&locations[1][radius][unit]=mi&locations[1][radius][value]=31' +
        '&locations[2][region]=US-CA&locations[3][city]=9&locations[3][radius][unit]=km&locations[3][radius][value]=16' +
        '&recencyDays=5&activityLevels[0]=9&activityLevels[1]=2&usWorkAuthorization=maybe' +
        '&experienceRange[min]=9&experienceRange[max]=3&seniorities[0]=wizard&sort=best&start=-4&limit=7' +
        '&historyId=drop%20table&profile=x&keywords[0]=a&__proto__[polluted]=1&utm_source=mail',
    );
    expect(hasSearch).toBe(true);
    expect(state.filters).toEqual({
      titles: ['Nurse'],
      locations: [{ region: 'US-CA' }, { city: 9, radius: { unit: 'km', value: 16 } }],
      activityLevels: [2],
    });
    expect(state.sort).toBe('relevance');
    expect(state.start).toBe(0);
    expect(state.limit).toBe(10);
    expect(state.historyId).toBeUndefined();
    expect(state.profileId).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const text = problems.join('\n');
    for (const label of [
      'Job titles',
      'Locations',
      'Recency',
      'Activity level',
      'U.S. work authorization',
      'Years of experience (range)',
      'Seniority',
      'Sort',
      'Page',
      'Page size',
      'Saved search',
      'Profile',
      'Keywords',
    ]) {
      expect(text).toContain(`${label}:`);
    }
  });

  it('keeps at most the allowed number of values and never pages past the result window', () => {
    const titles = Array.from({ length: 25 }, (_, i) => `titles[${i}]=T${i}`).join('&');
    const { state, problems } = parseSearchUrl(`?${titles}&start=9995&limit=10`);
    expect(state.filters.titles).toHaveLength(20);
    expect(state.start).toBe(9990);
    expect(problems.some((p) => p.startsWith('Job titles: only the first 20'))).toBe(true);
    expect(problems.some((p) => p.includes('10,000'))).toBe(true);
  });

  it('survives hostile strings and deep nesting', () => {
    const long = 'x'.repeat(5000);
    const { state, problems } = parseSearchUrl(
      `?keywords=${long}&titles[0][a][b][c][d][e]=1&skills[0]=%3Cscript%3Ealert(1)%3C%2Fscript%3E&%E0%A4%A=1`,
    );
    expect(state.filters.keywords).toBeUndefined();
    expect(state.filters.titles).toBeUndefined();
    expect(state.filters.skills).toEqual(['<script>alert(1)</script>']);
    expect(problems.length).toBeGreaterThan(0);
  });
});
