/**
 * Paging a result to its end: every position one distinct profile, in a stable order, and the
 * total the first page promised. The data is large enough that relevance ranks several blocks
 * of matches and counts past the exact-count limit (search.repository.ts).
 */
import type { SearchFilters, SearchResponse } from '@talentbase/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestApp, type SearchTestApp } from '../../test/search-app';
import { TestClient } from '../../test/test-app';
import { CANDIDATE_POOL } from './search.repository';
import { EXACT_COUNT_LIMIT } from './search-query';

const PROFILES = 2600;
let t: SearchTestApp;
let recruiter: TestClient;

beforeAll(async () => {
  t = await createSearchTestApp([], PROFILES);
  recruiter = new TestClient(t.app);
  await recruiter.login('demo@talentbase.dev');
}, 180_000);
afterAll(() => t.close());

async function page(filters: SearchFilters, start: number, sort = 'relevance'): Promise<SearchResponse> {
  const res = await recruiter.post('/api/tb-v2/v1/sourcing/search', {
    filters,
    start,
    limit: 50,
    sort,
    record: false,
    facets: start === 0,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every page of a search, in order, until one comes back short. */
async function pageThrough(filters: SearchFilters, sort = 'relevance') {
  const first = await page(filters, 0, sort);
  const ids = first.hits.map((h) => h.profileId);
  let last = first;
  for (let start = 50; last.hits.length === 50; start += 50) {
    last = await page(filters, start, sort);
    ids.push(...last.hits.map((h) => h.profileId));
  }
  return { first, last, ids };
}

/** How many profiles really match, counted in SQL on the same words. */
async function visibleProfiles(): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>(
    'select count(*)::int as n from talent_search where team_id is null or team_id = $1',
    [t.proTeamId],
  );
  return rows[0]?.n ?? 0;
}

describe('paging to the end', () => {
  it('a search matching everyone: each profile once, the total exact, past the count limit', async () => {
    const everyone = await visibleProfiles();
    expect(everyone).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(everyone).toBeGreaterThan(2 * CANDIDATE_POOL);
    const { first, ids } = await pageThrough({ contact: [] as never[] });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(everyone);
    expect(first.total).toBe(everyone);
    expect(first.totalIsEstimate).toBe(false);
  });

  it('a broad keyword search: distinct profiles across the ranked blocks, and the promised total', async () => {
    const filters = { keywords: '(engineer OR manager OR nurse OR analyst OR developer OR specialist)' };
    const { first, last, ids } = await pageThrough(filters);
    expect(ids.length).toBeGreaterThan(CANDIDATE_POOL);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(first.total);
    expect(last.total).toBe(first.total);
  });

  it('the same page twice holds the same people in the same order', async () => {
    const filters = { keywords: 'manag* OR engineer' };
    const a = await page(filters, 950);
    const b = await page(filters, 950);
    expect(b.hits.map((h) => h.profileId)).toEqual(a.hits.map((h) => h.profileId));
    // A page that straddles two ranked blocks still holds distinct people.
    expect(new Set(a.hits.map((h) => h.profileId)).size).toBe(a.hits.length);
  });

  it('recency and experience sorts page through everyone once, in order', async () => {
    const filters = { keywords: 'engineer OR manager' };
    for (const sort of ['recency', 'experience']) {
      const { first, ids } = await pageThrough(filters, sort);
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids.length, sort).toBe(first.total);
    }
  });

  it('a page past the end is empty and says how many there are', async () => {
    const filters = { keywords: 'nurse' };
    const first = await page(filters, 0);
    const beyond = await page(filters, Math.ceil(first.total / 50) * 50 + 50);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });
});
