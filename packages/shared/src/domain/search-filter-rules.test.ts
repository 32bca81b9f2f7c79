import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFiltersSchema } from '../contracts/sourcing';
import { PROFILE_SOURCES } from './profile-sources';
import {
  checkSearchFilter,
  type FilterItem,
  type FilterRule,
  MAX_KEYWORDS_LENGTH,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTER_RULES,
  type SearchFilterKey,
  TITLE_SCOPES,
} from './search-filter-rules';
import { RADIUS_OPTIONS, RECENCY_PRESET_DAYS } from './sourcing-filters';

/** What the zod schema answers for one filter: the value it keeps, or that it refuses it. */
function schemaAnswer(key: SearchFilterKey, value: unknown) {
  const result = searchFiltersSchema.pick({ [key]: true } as { [K in SearchFilterKey]?: true }).safeParse({
    [key]: value,
  });
  return result.success ? { ok: true, value: (result.data as Record<string, unknown>)[key] } : { ok: false };
}

// Values near the edges of every rule: valid ones, and the ways a hand-edited link gets them wrong.
const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 10 }),
  fc.double({ noDefaultInfinity: false }),
  fc.string({ maxLength: 6 }),
  fc.constant({}),
  fc.constant([]),
);
const textish = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', '   ', ' Java ', 'x'.repeat(200), ` ${'x'.repeat(200)} `, 'x'.repeat(201)),
  junk,
);
const numberish = fc.oneof(
  fc.integer({ min: -2, max: 400 }),
  fc.constantFrom(2.5, 7.5, '7', '3', Number.NaN, Number.POSITIVE_INFINITY),
  ...RECENCY_PRESET_DAYS.map((d) => fc.constant(d)),
);
const radiusValues = RADIUS_OPTIONS.flatMap((o) => [o.miles, o.km]);
const radius = fc.oneof(
  fc.record(
    {
      unit: fc.constantFrom('mi', 'km', 'ft'),
      value: fc.oneof(fc.constantFrom(...radiusValues), fc.integer({ min: 0, max: 200 })),
    },
    { requiredKeys: [] },
  ),
  fc.record({ unit: fc.constant('mi'), value: fc.constant(5), extra: fc.constant(1) }),
  junk,
);
const location = fc.oneof(
  fc.record(
    {
      city: fc.oneof(
        fc.integer({ min: -3, max: 5_000 }),
        fc.constantFrom(2_147_483_647, 2_147_483_648, 4671654, '4671654', ' 12 ', '', 'abc', 1.5, true, [5]),
      ),
      region: fc.constantFrom('US-CA', 'us-ca', 'US-', 'DE-BY1', 'GB-ENG', 5),
      country: fc.constantFrom('US', 'usa', 'D', 'DE', ''),
      radius,
      other: fc.constant('x'),
    },
    { requiredKeys: [] },
  ),
  junk,
);
const language = fc.oneof(
  fc.record(
    {
      language: textish,
      minProficiency: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constantFrom(2.5, '3')),
      x: fc.constant(1),
    },
    { requiredKeys: [] },
  ),
  junk,
);

function itemArbitrary(item: FilterItem): fc.Arbitrary<unknown> {
  switch (item.kind) {
    case 'text':
      return textish;
    case 'choice':
      return fc.oneof(fc.constantFrom(...item.values), fc.constantFrom('wizard', '', 'SENIOR'), junk);
    case 'number':
      return fc.oneof(fc.constantFrom(...item.values), numberish);
    case 'location':
      return location;
    case 'language':
      return language;
    case 'source':
      return fc.oneof(
        fc.constantFrom(...PROFILE_SOURCES),
        fc.constantFrom(
          'jobboard_dice',
          'jobboard_',
          'jobboard_Dice',
          `jobboard_${'a'.repeat(41)}`,
          'x'.repeat(61),
          'other',
        ),
        junk,
      );
  }
}

function valueArbitrary(rule: FilterRule): fc.Arbitrary<unknown> {
  switch (rule.kind) {
    case 'list':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(itemArbitrary(rule.item), { maxLength: Math.min(rule.max + 2, 6) }),
        },
        {
          weight: 1,
          arbitrary: fc.array(itemArbitrary(rule.item), { minLength: rule.max - 1, maxLength: rule.max + 1 }),
        },
        { weight: 1, arbitrary: junk },
      );
    case 'keywords':
      return fc.oneof(
        fc.string({ maxLength: 20 }),
        fc.constantFrom('x'.repeat(MAX_KEYWORDS_LENGTH), 'x'.repeat(MAX_KEYWORDS_LENGTH + 1)),
        junk,
      );
    case 'scope':
      return fc.oneof(fc.constantFrom(...TITLE_SCOPES, 'both'), junk);
    case 'experienceRange':
      return fc.oneof(
        fc.record(
          {
            min: fc.oneof(fc.double({ min: -1, max: 81, noNaN: true }), fc.constantFrom('3', Number.NaN)),
            max: fc.oneof(fc.double({ min: -1, max: 81, noNaN: true }), fc.constantFrom(80, 0)),
            other: fc.constant(1),
          },
          { requiredKeys: [] },
        ),
        junk,
      );
    case 'recency':
      return numberish;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1), junk);
  }
}

describe('search filter rules', () => {
  it('name the schema’s filters, in its order', () => {
    expect(SEARCH_FILTER_KEYS).toEqual(Object.keys(searchFiltersSchema.shape));
  });

  for (const key of SEARCH_FILTER_KEYS) {
    it(`check ${key} as the zod schema does`, () => {
      fc.assert(
        fc.property(valueArbitrary(SEARCH_FILTER_RULES[key]), (value) => {
          const ours = checkSearchFilter(key, value);
          const zod = schemaAnswer(key, value);
          expect(ours.ok, JSON.stringify(value)).toBe(zod.ok);
          if (ours.ok && zod.ok) expect(ours.value).toEqual(zod.value);
        }),
        { numRuns: 400 },
      );
    });
  }

  it('give a reason a recruiter can read', () => {
    expect(checkSearchFilter('titles', ['  '])).toEqual({
      ok: false,
      message: 'Empty values are not allowed',
    });
    expect(checkSearchFilter('titles', Array(21).fill('Nurse'))).toEqual({
      ok: false,
      message: 'At most 20 job titles',
    });
    expect(checkSearchFilter('locations', [{ region: 'US-CA', radius: { unit: 'mi', value: 5 } }])).toEqual({
      ok: false,
      message: 'A radius needs a city',
    });
    expect(checkSearchFilter('experienceRange', { min: 9, max: 3 })).toEqual({
      ok: false,
      message: 'The minimum years must not be above the maximum',
    });
    expect(checkSearchFilter('skills', [' Java '])).toEqual({ ok: true, value: ['Java'] });
    const stray = [{ city: 5, radius: { unit: 'mi', value: 5, feet: 1 } }];
    expect(checkSearchFilter('locations', stray).ok).toBe(false);
    expect(schemaAnswer('locations', stray).ok).toBe(false);
  });
});
