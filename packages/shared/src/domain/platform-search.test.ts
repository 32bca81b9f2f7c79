import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildIndustrySearches,
  buildPlatformSearch,
  getPlatform,
  INDUSTRY_GROUPS,
  INDUSTRY_NOTE,
  isNewTagVisible,
  PLATFORMS,
  type Platform,
  type PlatformSearchInput,
  POPULAR_PLATFORM_IDS,
  searchSiteLabel,
} from './platform-search';
import { EMPTY_SEARCH_WARNING, MAX_SEARCH_TERMS } from './platform-search-terms';

const TYPICAL: PlatformSearchInput = {
  titles: ['Software Engineer', 'Backend Developer'],
  skills: ['Java', 'Kubernetes'],
  location: { city: 'Austin', state: 'TX', country: 'US' },
};

const TITLES = '("Software Engineer" OR "Backend Developer")';
const SKILLS = '(Java OR Kubernetes)';
const BOOLEAN = `${TITLES} AND ${SKILLS}`;
const XRAY = `${TITLES} ${SKILLS} "Austin"`;
const GOOGLE = 'https://www.google.com/search?q=';

// One exact expectation per platform for the typical input: the query and the search page the
// link opens (its query parameter is checked separately by decoding it).
const EXPECTED: Record<string, { query: string; base: string }> = {
  linkedin_recruiter: { query: BOOLEAN, base: 'https://www.linkedin.com/talent/search?keywords=' },
  google: {
    query: `site:linkedin.com/in ${XRAY} -intitle:profiles -inurl:dir`,
    base: GOOGLE,
  },
  linkedin: { query: BOOLEAN, base: 'https://www.linkedin.com/search/results/people/?keywords=' },
  bing: { query: `site:linkedin.com/in ${XRAY} -intitle:profiles`, base: 'https://www.bing.com/search?q=' },
  indeed: { query: `title:${TITLES} ${SKILLS}`, base: 'https://resumes.indeed.com/search?q=' },
  resume_search: {
    query: `(intitle:resume OR intitle:cv OR inurl:resume OR inurl:cv) ${XRAY} -job -jobs -sample -samples -template -templates -example -builder`,
    base: GOOGLE,
  },
  x: {
    query: `(site:x.com OR site:twitter.com) ${XRAY} -inurl:status -inurl:lists -inurl:hashtag`,
    base: GOOGLE,
  },
  upwork: { query: BOOLEAN, base: 'https://www.upwork.com/nx/search/talent/?q=' },
  github: {
    query: `site:github.com ${XRAY} -inurl:tab -inurl:blob -inurl:tree -inurl:issues -inurl:pull -inurl:topics -intitle:"at main" -intitle:"at master"`,
    base: GOOGLE,
  },
  stack_overflow: { query: `site:stackoverflow.com/users intitle:user ${XRAY}`, base: GOOGLE },
  gitlab: {
    query: `site:gitlab.com ${XRAY} -inurl:issues -inurl:merge_requests -inurl:blob -inurl:tree -inurl:explore`,
    base: GOOGLE,
  },
  dribbble: {
    query: `site:dribbble.com ${XRAY} -inurl:shots -inurl:tags -inurl:jobs -inurl:stories -inurl:search`,
    base: GOOGLE,
  },
  behance: {
    query: `site:behance.net ${XRAY} -inurl:gallery -inurl:joblist -inurl:search -inurl:galleries`,
    base: GOOGLE,
  },
  coroflot: { query: `site:coroflot.com ${XRAY} -inurl:design-jobs -inurl:jobs`, base: GOOGLE },
  figma: { query: `site:figma.com/@ ${XRAY}`, base: GOOGLE },
  adobe_portfolio: { query: `site:myportfolio.com ${XRAY}`, base: GOOGLE },
  doximity: { query: `site:doximity.com/pub ${XRAY}`, base: GOOGLE },
  healthgrades: {
    query: `site:healthgrades.com ${XRAY} -inurl:find-a-doctor -inurl:usearch -inurl:conditions`,
    base: GOOGLE,
  },
  vitals: { query: `site:vitals.com/doctors ${XRAY}`, base: GOOGLE },
  webmd: { query: `site:doctor.webmd.com/doctor ${XRAY}`, base: GOOGLE },
  zocdoc: { query: `site:zocdoc.com/doctor ${XRAY}`, base: GOOGLE },
  us_news_health: {
    query: `site:health.usnews.com/doctors ${XRAY} -inurl:city-index -inurl:specialists-index`,
    base: GOOGLE,
  },
  sharecare: { query: `site:sharecare.com/doctor ${XRAY}`, base: GOOGLE },
  google_scholar: { query: `site:scholar.google.com/citations ${XRAY}`, base: GOOGLE },
  researchgate: { query: `site:researchgate.net/profile ${XRAY}`, base: GOOGLE },
  archinect: {
    query: `site:archinect.com ${XRAY} -inurl:jobs -inurl:news -inurl:forum -inurl:firms`,
    base: GOOGLE,
  },
  artstation: {
    query: `site:artstation.com ${XRAY} -inurl:artwork -inurl:learning -inurl:marketplace -inurl:jobs -inurl:blogs`,
    base: GOOGLE,
  },
};

/** The query parameter of a search link, decoded. */
function queryParam(url: string): string | null {
  const parsed = new URL(url);
  return parsed.searchParams.get(parsed.hostname === 'www.linkedin.com' ? 'keywords' : 'q');
}

describe('platform catalogue', () => {
  it('lists the eight popular searches in the order of the spec', () => {
    expect(POPULAR_PLATFORM_IDS).toEqual([
      'linkedin_recruiter',
      'google',
      'linkedin',
      'bing',
      'indeed',
      'resume_search',
      'x',
      'upwork',
    ]);
  });

  it('has the industry groups with 3, 5, 7, 2, 1 and 1 platforms, in order', () => {
    expect(INDUSTRY_GROUPS.map((group) => [group.label, group.platformIds.length])).toEqual([
      ['Engineer', 3],
      ['Design', 5],
      ['Healthcare', 7],
      ['Research', 2],
      ['Architecture', 1],
      ['Game', 1],
    ]);
    for (const group of INDUSTRY_GROUPS) {
      for (const id of group.platformIds) expect(getPlatform(id).group).toBe(group.id);
    }
  });

  it('gives every platform a unique id and a 16x16 icon path under /platforms', () => {
    expect(new Set(PLATFORMS.map((platform) => platform.id)).size).toBe(PLATFORMS.length);
    expect(PLATFORMS).toHaveLength(8 + 3 + 5 + 7 + 2 + 1 + 1);
    for (const platform of PLATFORMS) expect(platform.icon).toMatch(/^\/platforms\/[a-z0-9-]+\.svg$/);
  });

  it('explains that industry results come from several platforms', () => {
    expect(INDUSTRY_NOTE).toMatch(/multiple platforms/);
  });

  it('covers every platform in the expectations below', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(PLATFORMS.map((platform) => platform.id).sort());
  });

  it('names the site a link opens: the engine for an X-ray, the platform otherwise', () => {
    expect(searchSiteLabel('github')).toBe('Google');
    expect(searchSiteLabel('bing')).toBe('Bing');
    expect(searchSiteLabel('linkedin_recruiter')).toBe('LinkedIn Recruiter');
    expect(() => searchSiteLabel('nope')).toThrow(/Unknown platform/);
  });
});

describe('buildPlatformSearch for a typical search', () => {
  it.each(PLATFORMS.map((platform) => [platform.id, platform.kind] as const))('%s (%s)', (id) => {
    const expected = EXPECTED[id];
    const search = buildPlatformSearch(id, TYPICAL);
    expect(search.platformId).toBe(id);
    expect(search.query).toBe(expected?.query);
    expect(search.url.startsWith(expected?.base ?? '-')).toBe(true);
    expect(queryParam(search.url)).toBe(search.query);
  });

  it('encodes the whole query, brackets included', () => {
    expect(buildPlatformSearch('google', TYPICAL).url).toBe(
      'https://www.google.com/search?q=site%3Alinkedin.com%2Fin%20%28%22Software%20Engineer%22%20OR%20%22Backend%20Developer%22%29%20%28Java%20OR%20Kubernetes%29%20%22Austin%22%20-intitle%3Aprofiles%20-inurl%3Adir',
    );
  });

  it('sends Indeed the city and state as its location', () => {
    const url = new URL(buildPlatformSearch('indeed', TYPICAL).url);
    expect(url.searchParams.get('l')).toBe('Austin, TX');
  });

  it('tells the recruiter to set the location where the native search cannot take it', () => {
    expect(buildPlatformSearch('linkedin_recruiter', TYPICAL).warnings).toEqual([
      "Location is not part of the keywords: set Austin, TX, US in LinkedIn Recruiter's location filter after opening the search",
    ]);
    expect(buildPlatformSearch('google', TYPICAL).warnings).toEqual([]);
  });

  it('falls back to the state, then the country, for an X-ray without a city', () => {
    expect(buildPlatformSearch('github', { ...TYPICAL, location: { state: 'Texas' } }).query).toContain(
      ' "Texas" ',
    );
    expect(buildPlatformSearch('github', { ...TYPICAL, location: { country: 'Germany' } }).query).toContain(
      ' "Germany" ',
    );
    expect(buildPlatformSearch('github', { ...TYPICAL, location: undefined }).query).not.toContain('Austin');
  });

  it('throws for an unknown platform id', () => {
    expect(() => buildPlatformSearch('myspace', TYPICAL)).toThrow('Unknown platform: myspace');
  });
});

describe('terms', () => {
  it('leaves single words bare and quotes phrases, operators and symbols', () => {
    const search = buildPlatformSearch('linkedin', {
      titles: ['Engineer'],
      skills: ['C++', 'Node.js', 'OR', 'machine learning', '(java', 'site:evil.com'],
    });
    expect(search.query).toBe(
      'Engineer AND (C++ OR Node.js OR "OR" OR "machine learning" OR "(java" OR "site:evil.com")',
    );
  });

  it('strips double quotes inside values, straight or curly', () => {
    const search = buildPlatformSearch('google', {
      titles: ['Senior "Java" Dev', '“Lead” Engineer'],
      skills: [],
    });
    expect(search.query).toBe(
      'site:linkedin.com/in ("Senior Java Dev" OR "Lead Engineer") -intitle:profiles -inurl:dir',
    );
  });

  it('drops blanks and case-insensitive duplicates', () => {
    const search = buildPlatformSearch('upwork', {
      titles: ['  ', 'Designer', 'designer'],
      skills: ['', 'Figma'],
    });
    expect(search.query).toBe('Designer AND Figma');
    expect(search.warnings).toEqual([]);
  });

  it('uses at most ten titles and ten skills, and says so', () => {
    const many = (prefix: string) => Array.from({ length: 14 }, (_, index) => `${prefix}${index}`);
    const search = buildPlatformSearch('linkedin', { titles: many('title'), skills: many('skill') });
    expect(search.query.match(/title\d+/g)).toHaveLength(MAX_SEARCH_TERMS);
    expect(search.query.match(/skill\d+/g)).toHaveLength(MAX_SEARCH_TERMS);
    expect(search.query).toContain('title9');
    expect(search.query).not.toContain('title10');
    expect(search.warnings).toEqual([
      'Only the first 10 job titles are used',
      'Only the first 10 skills are used',
    ]);
  });

  it('shortens a very long value and warns', () => {
    const search = buildPlatformSearch('linkedin', { titles: ['x'.repeat(5000)], skills: [] });
    expect(search.query).toBe('x'.repeat(100));
    expect(search.warnings).toEqual(['Job titles longer than 100 characters were shortened']);
  });

  it('warns when a Google X-ray runs past the 32 words Google reads', () => {
    const titles = Array.from({ length: 10 }, (_, index) => `Senior Staff Engineer ${index}`);
    const search = buildPlatformSearch('github', { titles, skills: [] });
    expect(search.warnings.at(-1)).toMatch(/first 32 words/);
    expect(buildPlatformSearch('github', TYPICAL).warnings).toEqual([]);
  });

  it('asks for a title or skill when there is nothing to search for, and still gives a link', () => {
    const xray = buildPlatformSearch('github', { titles: [], skills: [] });
    expect(xray.warnings).toEqual([EMPTY_SEARCH_WARNING]);
    expect(xray.query).toBe(
      'site:github.com -inurl:tab -inurl:blob -inurl:tree -inurl:issues -inurl:pull -inurl:topics -intitle:"at main" -intitle:"at master"',
    );
    const native = buildPlatformSearch('linkedin_recruiter', { titles: [' '], skills: [] });
    expect(native.query).toBe('');
    expect(native.warnings).toEqual([EMPTY_SEARCH_WARNING]);
    expect(native.url).toBe('https://www.linkedin.com/talent/search?keywords=');
  });

  it('adds free keywords as one group, dropping quotes or brackets that do not pair up', () => {
    const input = { titles: ['Engineer'], skills: [], keywords: '"open source" OR fintech' };
    expect(buildPlatformSearch('linkedin', input).query).toBe('Engineer AND ("open source" OR fintech)');
    expect(buildPlatformSearch('linkedin', { ...input, keywords: 'startup" (remote' }).query).toBe(
      'Engineer AND (startup remote)',
    );
    expect(buildPlatformSearch('indeed', { titles: [], skills: [], keywords: 'fintech' }).query).toBe(
      'fintech',
    );
  });
});

describe('buildIndustrySearches', () => {
  it('builds one search per platform of the group', () => {
    const searches = buildIndustrySearches('healthcare', TYPICAL);
    expect(searches.map((search) => search.platformId)).toEqual(
      INDUSTRY_GROUPS.find((group) => group.id === 'healthcare')?.platformIds,
    );
    expect(buildIndustrySearches('engineer', TYPICAL)).toHaveLength(3);
    expect(buildIndustrySearches('game', TYPICAL).map((search) => search.query)).toEqual([
      EXPECTED.artstation?.query,
    ]);
  });
});

describe('isNewTagVisible', () => {
  const platform: Platform = { ...getPlatform('github'), newUntil: '2027-01-31' };

  it('shows the tag through the last day and hides it the day after', () => {
    expect(isNewTagVisible(platform, new Date(2026, 11, 1))).toBe(true);
    expect(isNewTagVisible(platform, new Date(2027, 0, 31, 0, 0))).toBe(true);
    expect(isNewTagVisible(platform, new Date(2027, 0, 31, 23, 59, 59))).toBe(true);
    expect(isNewTagVisible(platform, new Date(2027, 1, 1, 0, 0))).toBe(false);
  });

  it('never shows a tag without a valid date', () => {
    expect(isNewTagVisible({ ...platform, newUntil: undefined }, new Date(2000, 0, 1))).toBe(false);
    expect(isNewTagVisible({ ...platform, newUntil: 'soon' }, new Date(2000, 0, 1))).toBe(false);
    expect(isNewTagVisible(platform, new Date(Number.NaN))).toBe(false);
  });

  it('marks at least one catalogue platform as new for a while', () => {
    expect(PLATFORMS.some((entry) => entry.newUntil)).toBe(true);
  });
});

describe('any input', () => {
  // Random text rarely hits the characters that matter, so one source draws only from them:
  // lone surrogates (which encodeURIComponent rejects), quotes, brackets, controls, emoji.
  const tricky = fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      '"',
      '“',
      '(',
      ')',
      ':',
      '-',
      '\uD800',
      '\uDC00',
      '😀',
      '\u0000',
      'é',
      '%',
      '&',
    ),
  });
  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), tricky);
  const input = fc.record(
    {
      titles: fc.array(text, { maxLength: 15 }),
      skills: fc.array(text, { maxLength: 15 }),
      keywords: text,
      location: fc.record({ city: text, state: text, country: text }, { requiredKeys: [] }),
    },
    { requiredKeys: ['titles', 'skills'] },
  );

  it('never throws and always gives an https link whose query decodes back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLATFORMS.map((platform) => platform.id)), input, (id, value) => {
        const search = buildPlatformSearch(id, value);
        const url = new URL(search.url);
        expect(url.protocol).toBe('https:');
        expect(search.url).not.toMatch(/[\s"<>`{}|\\^]/);
        expect(queryParam(search.url)).toBe(search.query);
        // Every double quote in the query belongs to a pair.
        expect((search.query.match(/"/g)?.length ?? 0) % 2).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
