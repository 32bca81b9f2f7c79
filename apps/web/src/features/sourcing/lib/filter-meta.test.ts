import { type SearchFilters, searchFiltersSchema } from '@talentbase/shared';
import { describe, expect, it } from 'vitest';
import { describeFilters, type FilterKey, LIST_FILTER_KEYS } from './filter-meta';

describe('filter meta', () => {
  it('lists every filter that holds a list, once, and nothing else', () => {
    // A list filter left out here would be read from a link as one value and get no chips.
    const keys = Object.keys(searchFiltersSchema.shape) as FilterKey[];
    const lists = keys.filter((key) => searchFiltersSchema.shape[key].safeParse([]).success);
    expect([...LIST_FILTER_KEYS].sort()).toEqual(lists.sort());
    expect(new Set(LIST_FILTER_KEYS).size).toBe(LIST_FILTER_KEYS.length);
  });

  it('words each active filter as the panel does, code lists through their labels', () => {
    const filters: SearchFilters = {
      keywords: ' kotlin ',
      titles: ['Nurse', 'Midwife'],
      locations: [{ country: 'US' }, { country: 'DE' }],
      experienceBands: ['4-6'],
      experienceRange: { min: 3 },
      seniorities: ['senior', 'manager'],
      languages: [{ language: 'Spanish', minProficiency: 4 }, { language: 'German' }],
      recencyDays: 30,
      activityLevels: [1],
      usWorkAuthorization: true,
      sources: ['hiretual', 'jobboard_dice_tech'],
    };
    expect(describeFilters(filters).map((d) => `${d.label}: ${d.text}`)).toMatchInlineSnapshot(`
      [
        "Keywords: kotlin",
        "Job titles: Nurse, Midwife",
        "Locations: United States; Germany",
        "Years of experience: 4-6 years",
        "Years of experience (range): At least 3 years",
        "Seniority: Senior, Manager",
        "Languages: Spanish (Fluent+), German",
        "Recency: Past month",
        "Activity level: No Activity Recorded",
        "U.S. work authorization: Candidates With U.S. Work Authorization",
        "Source: Open web, Job board (dice tech)",
      ]
    `);
  });
});
