import { parseBoolean } from '@talentbase/shared/domain/boolean-query';
import { describe, expect, it } from 'vitest';
import type { Clause } from './filter-compiler';
import { keywordFraction, keywordWords, planSearch, type TermStats } from './search-plan';

// 1,000,000 profiles: code 1 is rare (1%), 2 and 3 are common (30%, 20%), 4 is 8%.
const COUNTS = new Map([
  [1, 10_000],
  [2, 300_000],
  [3, 200_000],
  [4, 80_000],
]);
const stats: TermStats = { total: 1_000_000, pages: 150_000, count: (c) => COUNTS.get(c) ?? 0 };
const any = (...codes: number[]): Clause => ({ codes, negated: false });
const none = (...codes: number[]): Clause => ({ codes, negated: true });
const noWords = () => 0;

describe('planSearch', () => {
  it('reads the rarest conditions from the index and checks the rest on the rows found', () => {
    const plan = planSearch(
      { clauses: [any(2), any(1), any(3)], keywordAst: null, tsquery: null },
      stats,
      noWords,
    );
    expect(plan.broad).toBe(false);
    expect(plan.indexClauses[0]).toEqual(any(1));
    expect(plan.filterClauses).toContainEqual(any(2));
    expect(plan.fraction).toBeCloseTo(0.01 * 0.3 * 0.2);
  });

  it('adds a condition to the index when it saves fetching many rows', () => {
    // 3% alone names 30,000 rows of which 5% pass: reading the 5% list beats fetching them all.
    const more = new Map([...COUNTS, [6, 30_000], [7, 50_000]]);
    const s2: TermStats = { ...stats, count: (c) => more.get(c) ?? 0 };
    const plan = planSearch({ clauses: [any(7), any(6)], keywordAst: null, tsquery: null }, s2, noWords);
    expect(plan.indexClauses).toEqual([any(7), any(6)]);
    expect(plan.filterClauses).toEqual([]);
  });

  it('keeps a common condition out of the index when few rows remain to check', () => {
    // 0.1% names 1,000 rows: checking "30%" on each beats reading 300,000 postings.
    const rare = new Map([...COUNTS, [5, 1_000]]);
    const s2: TermStats = { ...stats, count: (c) => rare.get(c) ?? 0 };
    const plan = planSearch({ clauses: [any(5), any(2)], keywordAst: null, tsquery: null }, s2, noWords);
    expect(plan.indexClauses).toEqual([any(5)]);
    expect(plan.filterClauses).toEqual([any(2)]);
  });

  it('reads rows in storage order when matches are dense, with a page bound', () => {
    const plan = planSearch({ clauses: [any(2), any(3)], keywordAst: null, tsquery: null }, stats, noWords);
    expect(plan.broad).toBe(true);
    expect(plan.indexClauses).toEqual([]);
    expect(plan.filterClauses).toEqual([any(2), any(3)]);
    expect(plan.scanPages).toBeGreaterThan(0);
    expect(plan.scanPages).toBeLessThan(stats.pages);
  });

  it('reads a narrowing clause instead of the clauses it stands for, which are checked on the rows', () => {
    // A skill (8%) within an area (30% by its cells, 3% by the precise cells of the circle).
    const skill = any(4);
    const place = any(1, 3);
    const narrowing: Clause = {
      codes: [99],
      negated: false,
      indexOnly: true,
      narrows: [skill, place],
      estimate: [skill, any(2)],
    };
    const plan = planSearch(
      { clauses: [skill, place, narrowing], keywordAst: null, tsquery: null },
      stats,
      noWords,
    );
    expect(plan.indexClauses).toEqual([narrowing]);
    expect(plan.filterClauses).toEqual([skill, place]);
    // It adds no condition of its own: the share of matches is that of the others.
    expect(plan.fraction).toBeCloseTo(0.08 * 0.21);
  });

  it('drops a narrowing clause the index does not read', () => {
    const narrowing: Clause = {
      codes: [99],
      negated: false,
      indexOnly: true,
      narrows: [any(2)],
      estimate: [any(2)],
    };
    const plan = planSearch(
      { clauses: [any(1), any(2), narrowing], keywordAst: null, tsquery: null },
      stats,
      noWords,
    );
    expect(plan.indexClauses).toEqual([any(1)]);
    expect(plan.filterClauses).toEqual([any(2)]);
  });

  it('never reads a NOT from the index', () => {
    const plan = planSearch({ clauses: [none(1), any(1)], keywordAst: null, tsquery: null }, stats, noWords);
    expect(plan.filterClauses).toEqual([none(1)]);
    expect(plan.indexClauses).toEqual([any(1)]);
  });

  it('is forced to the index when a bounded scan found too few', () => {
    const plan = planSearch({ clauses: [any(2), any(3)], keywordAst: null, tsquery: null }, stats, noWords, {
      forceIndex: true,
    });
    expect(plan.broad).toBe(false);
    expect(plan.indexClauses.length).toBeGreaterThan(0);
  });

  it('puts rare keywords in the index and reads on for common ones', () => {
    const ndoc = (w: string) => (w === 'kubernetes' ? 5_000 : w === 'senior' ? 400_000 : 0);
    const rare = planSearch(
      { clauses: [], keywordAst: parseBoolean('kubernetes').ast, tsquery: 'x' },
      stats,
      ndoc,
    );
    expect(rare.keywordsInIndex).toBe(true);
    const common = planSearch(
      { clauses: [], keywordAst: parseBoolean('senior').ast, tsquery: 'x' },
      stats,
      ndoc,
    );
    expect(common.keywordsInIndex).toBe(false);
    expect(common.broad).toBe(true);
  });
});

describe('keyword estimates', () => {
  const ndoc = (w: string) => ({ java: 50_000, python: 60_000, sales9q9engineer: 3_000 })[w] ?? 0;

  it('AND multiplies, OR adds up, NOT narrows nothing, phrases use their word pairs', () => {
    expect(keywordFraction(parseBoolean('java AND python').ast, ndoc, 1_000_000)).toBeCloseTo(0.05 * 0.06);
    expect(keywordFraction(parseBoolean('java OR python').ast, ndoc, 1_000_000)).toBeCloseTo(0.11);
    expect(keywordFraction(parseBoolean('NOT java').ast, ndoc, 1_000_000)).toBe(1);
    expect(keywordFraction(parseBoolean('"sales engineer"').ast, ndoc, 1_000_000)).toBeCloseTo(0.003);
    expect(keywordWords(parseBoolean('"Sales Engineer" java').ast)).toEqual(['sales9q9engineer', 'java']);
  });
});
