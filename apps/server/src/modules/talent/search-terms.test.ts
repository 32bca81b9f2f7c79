import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketTerms,
  countryTerm,
  languageTerm,
  languageTerms,
  NS,
  namespaceRange,
  rowBucketTerms,
  SAMPLE_BUCKETS,
  teamScopeTerm,
  term,
  termNamespace,
  termValue,
} from './search-terms';

describe('search terms', () => {
  it('pack a namespace and a value and unpack them again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(NS) as (keyof typeof NS)[])),
        fc.integer({ min: 0, max: 2 ** 24 - 1 }),
        (ns, v) => {
          const code = term(ns, v);
          expect(code).toBeLessThanOrEqual(2 ** 31 - 1);
          expect(termNamespace(code)).toBe(NS[ns]);
          expect(termValue(code)).toBe(v);
          const [lo, hi] = namespaceRange(ns);
          expect(code >= lo && code <= hi).toBe(true);
        },
      ),
    );
    expect(() => term('skill', 2 ** 24)).toThrow(RangeError);
    expect(() => term('skill', -1)).toThrow(RangeError);
  });

  it('encode countries by their letters and refuse anything else', () => {
    expect(countryTerm('us')).toBe(countryTerm('US'));
    expect(countryTerm('GB')).not.toBe(countryTerm('US'));
    expect(() => countryTerm('USA')).toThrow(RangeError);
  });

  it('store a language once per level up to the person\u2019s own, so a minimum is one code', () => {
    const held = languageTerms(7, 3);
    expect(held).toHaveLength(3);
    expect(held).toContain(languageTerm(7, 1));
    expect(held).toContain(languageTerm(7, 3));
    expect(held).not.toContain(languageTerm(7, 4));
  });

  it('give teams their own scope code', () => {
    expect(teamScopeTerm('a3a0a226-ba28-4e84-95ad-f60ea878b277')).not.toBe(
      teamScopeTerm('1e523d54-561e-4cfe-ae75-85ba79a6652c'),
    );
  });

  it('select exactly the first n buckets with few codes, whatever n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SAMPLE_BUCKETS }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (n, id) => {
          const codes = new Set(bucketTerms(n));
          expect(codes.size).toBeLessThanOrEqual(27);
          const selected = rowBucketTerms(id).some((c) => codes.has(c));
          expect(selected).toBe(bucketOf(id) < n);
        },
      ),
    );
  });

  it('spread consecutive ids evenly over the buckets', () => {
    const counts = new Array<number>(SAMPLE_BUCKETS).fill(0);
    for (let id = 1; id <= 100_000; id++) counts[bucketOf(id)] = (counts[bucketOf(id)] ?? 0) + 1;
    expect(Math.min(...counts)).toBeGreaterThan(60);
    expect(Math.max(...counts)).toBeLessThan(140);
  });
});
