import { describe, expect, it } from 'vitest';
import { term } from '../talent/search-terms';
import { countFacetCodes, topFacets } from './search-sample';

describe('facet counts', () => {
  it('count the codes of the rows, whatever empty rows leave behind', () => {
    const a = term('skill', 7);
    const b = term('city', 5128581);
    // Three rows: [a, b], [] and [a].
    const rows = countFacetCodes(`${a},${b},,${a}`);
    expect(rows).toEqual([
      { t: a, n: 2 },
      { t: b, n: 1 },
    ]);
    expect(countFacetCodes(null)).toEqual([]);
    expect(countFacetCodes('')).toEqual([]);
  });

  it('keep the top values of each group, scaled up from a sample', () => {
    const counts = topFacets(
      [
        { t: term('skill', 1), n: 3 },
        { t: term('skill', 2), n: 5 },
        { t: term('seniority', 1), n: 4 },
      ],
      10,
    );
    expect(counts.get('skill')).toEqual([
      { value: term('skill', 2), count: 50 },
      { value: term('skill', 1), count: 30 },
    ]);
    expect(counts.get('seniority')).toEqual([{ value: term('seniority', 1), count: 40 }]);
    expect(counts.get('company')).toEqual([]);
  });
});
