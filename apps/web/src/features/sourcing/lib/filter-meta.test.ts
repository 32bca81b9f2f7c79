import { searchFiltersSchema } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { type FilterKey, LIST_FILTER_KEYS } from './filter-meta';

describe('filter meta', () => {
  it('lists every filter that holds a list, once, and nothing else', () => {
    // A list filter left out here would be read from a link as one value and get no chips.
    const keys = Object.keys(searchFiltersSchema.shape) as FilterKey[];
    const lists = keys.filter((key) => searchFiltersSchema.shape[key].safeParse([]).success);
    expect([...LIST_FILTER_KEYS].sort()).toEqual(lists.sort());
    expect(new Set(LIST_FILTER_KEYS).size).toBe(LIST_FILTER_KEYS.length);
  });
});
