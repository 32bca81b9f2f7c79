/**
 * Keywords as recruiters write them, against fixture people who spell things one way each
 * (keyword-search-fixtures.ts): word forms, title abbreviations, exact phrases, proximity,
 * wildcards inside quotes, operators that do not apply, other scripts, and the reasons every hit
 * gives. Only the fixtures are in the database, so each result is known exactly.
 */
import type { SearchFilters, SearchResponse } from '@talentbase/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestApp, type SearchTestApp } from '../../test/search-app';
import { TestClient } from '../../test/test-app';
import { KEYWORD_FIXTURES } from './keyword-search-fixtures';

let t: SearchTestApp;
let recruiter: TestClient;

beforeAll(async () => {
  t = await createSearchTestApp(KEYWORD_FIXTURES, 0);
  recruiter = new TestClient(t.app);
  await recruiter.login('demo@talentbase.dev');
}, 120_000);
afterAll(() => t.close());

async function search(keywords: string, filters: SearchFilters = {}): Promise<SearchResponse> {
  const res = await recruiter.post('/api/tb-v2/v1/sourcing/search', {
    filters: { keywords, ...filters },
    limit: 50,
    record: false,
    facets: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The fixture keys a search finds, sorted. */
async function found(keywords: string, filters: SearchFilters = {}): Promise<string[]> {
  const body = await search(keywords, filters);
  return body.hits.map((h) => h.fullName.split(' ')[0]?.toLowerCase() ?? '').sort();
}

describe('word forms and abbreviations', () => {
  it('a plural finds the same people as the singular, both ways', async () => {
    const nurse = await found('nurse');
    expect(nurse).toEqual(['association', 'registered']);
    expect(await found('nurses')).toEqual(nurse);
    expect(await found('"texas nurse association"')).toEqual(['association']);
  });

  it('Sr., senior, VP and vice president find each other, quoted or not', async () => {
    const senior = ['abbreviated', 'spelled'];
    expect(await found('Sr. Software Engineer')).toEqual(senior);
    expect(await found('senior software engineer')).toEqual(senior);
    expect(await found('"senior software engineer"')).toEqual(senior);
    expect(await found('"sr software engineer"')).toEqual(senior);
    expect(await found('vp')).toEqual(['vicepresident', 'vp']);
    expect(await found('"vice president"')).toEqual(['vicepresident', 'vp']);
    expect(await found('cpa')).toEqual(['accountant']);
  });

  it('a word with a hyphenated synonym still finds the word as written', async () => {
    // ecommerce's synonym e-commerce is two index words and a pair: it must not swallow the rest.
    expect(await found('ecommerce')).toEqual(['architect']);
    expect(await found('zzunknown OR ecommerce')).toEqual(['architect']);
  });

  it('a synonym works both ways, and quotes turn synonyms off', async () => {
    const sysadmin = await found('sysadmin');
    expect(sysadmin).toContain('sysadmin');
    expect(sysadmin).toEqual(expect.arrayContaining(await found('"systems administrator"')));
    // A quoted phrase means these words in this order: Software Developer is a synonym, not a match.
    expect(await found('"software engineer"')).toEqual(['abbreviated', 'spelled']);
    const response = await search('"software engineer"');
    expect(response.query?.expansions.filter((e) => e.kind === 'synonym')).toEqual([]);
  });
});

describe('proximity, wildcards in quotes and operators that do not apply', () => {
  it('NEAR, W/n, <near/n> and ~n search word distances instead of adding words', async () => {
    expect(await found('architect NEAR web')).toEqual(['architect']);
    expect(await found('architect NEAR/2 web')).toEqual(['architect']);
    expect(await found('architect W/1 ecommerce')).toEqual([]);
    expect(await found('ecommerce <near/5> marketing')).toEqual(['architect']);
    expect(await found('"sales manager"~2')).toEqual(['salesteam']);
    expect(await found('"sales manager" /3')).toEqual(['salesteam']);
    expect(await found('"sales manager"')).toEqual([]);
    expect(await found('marketing PRE/6 ecommerce')).toEqual([]);
    expect(await found('ecommerce PRE/6 marketing')).toEqual(['architect']);
  });

  it('a trailing wildcard and a one-word gap work inside quotes', async () => {
    expect(await found('"account manage*"')).toEqual(['account']);
    expect(await found('"current * financial advisor"')).toEqual(['advisor']);
    expect(await found('"current financial advisor"')).toEqual([]);
  });

  it('a leading ~ and an unknown field are not searched for as words', async () => {
    expect(await found('sales ~manager')).toEqual(await found('sales manager'));
    const followers = await search('followers:>50 nurse');
    expect(followers.hits.map((h) => h.fullName.split(' ')[0]?.toLowerCase()).sort()).toEqual([
      'association',
      'registered',
    ]);
    expect(followers.query?.warnings.map((w) => w.message).join(' ')).toContain('followers:>50');
  });

  it('NOT alone and web-search operators alone find nobody, and say why', async () => {
    for (const q of ['NOT nurse', '-nurse', 'site:linkedin.com/in', 'site:linkedin.com/in -intitle:jobs']) {
      const res = await search(q);
      expect(res.total, q).toBe(0);
      expect(res.warnings.join(' '), q).toContain('Nothing was searched');
      expect(res.query?.warnings.length, q).toBeGreaterThan(0);
    }
    // With a filter, NOT excludes from what the filter finds.
    const houston = await found('NOT nurse', { locations: [{ region: 'US-TX' }] });
    expect(houston).not.toContain('registered');
    expect(houston.length).toBeGreaterThan(0);
  });

  it('-inurl:(a|b) and -inurl:a are both left out; "not for profit" is a phrase', async () => {
    const nurse = await found('nurse');
    expect(await found('nurse -inurl:(cv|resume)')).toEqual(nurse);
    expect(await found('nurse -inurl:cv')).toEqual(nurse);
    expect(await found('not for profit')).toEqual(['vp']);
  });
});

describe('other scripts', () => {
  it('finds Chinese inside longer words, Arabic whatever its vowel marks, Cyrillic in any case', async () => {
    expect(await found('工程师')).toEqual(['chinese']);
    expect(await found('软件')).toEqual(['chinese']);
    expect(await found('北京')).toEqual(['chinese']);
    expect(await found('"后端开发"')).toEqual(['chinese']);
    expect(await found('مهندس')).toEqual(['arabic']);
    expect(await found('الرياض')).toEqual(['arabic']);
    expect(await found('инженер')).toEqual(['russian']);
    expect(await found('ИНЖЕНЕР')).toEqual(['russian']);
    expect(await found('москве')).toEqual(['russian']);
  });

  it('marks what it found in the other script', async () => {
    const [hit] = (await search('工程师')).hits;
    expect(hit?.match.keywordTerms).toEqual(['工程师']);
    expect(hit?.match.highlights.find((h) => h.field === 'title')?.ranges).toEqual([[2, 5]]);
  });
});

describe('every hit says why it matched', () => {
  it('names the field a keyword was found in, wherever it is', async () => {
    const cases: [string, string][] = [
      ['"certified public accountant"', 'certification'],
      ['accounting', 'major'],
      ['hospital', 'industry'],
      ['houston', 'location'],
      ['nurses', 'summary'],
    ];
    for (const [q, field] of cases) {
      const res = await search(q);
      expect(res.hits.length, q).toBeGreaterThan(0);
      for (const hit of res.hits) {
        expect(hit.match.keywordTerms.length, `${q}: ${hit.fullName}`).toBeGreaterThan(0);
        expect(
          hit.match.reasons.some((r) => r.startsWith('Mentions')),
          q,
        ).toBe(true);
      }
      expect(
        res.hits.some((h) => h.match.highlights.some((x) => x.field === field)),
        q,
      ).toBe(true);
    }
  });

  it('gives a reason for each filter it passed', async () => {
    const res = await search('', { industries: ['Hospitals and Health Care'] });
    expect(res.hits.map((h) => h.fullName)).toEqual(['Hospital Fixture']);
    expect(res.hits[0]?.match.reasons).toContain('Industry: Hospitals and Health Care');
  });
});
