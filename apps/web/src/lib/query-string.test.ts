import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

const asQs = (query: Record<string, unknown>) =>
  qs.stringify(query, { arrayFormat: 'brackets', skipNulls: true });

describe('toQueryString', () => {
  it('writes bracket arrays, nested keys and skips null and undefined', () => {
    const query = {
      q: 'Ada Lovelace & co (50%)',
      ids: [1, 2],
      range: { min: 3, max: undefined },
      open: true,
      gone: null,
      none: [],
    };
    expect(toQueryString(query)).toBe(
      'q=Ada%20Lovelace%20%26%20co%20%2850%25%29&ids%5B%5D=1&ids%5B%5D=2&range%5Bmin%5D=3&open=true',
    );
    expect(toQueryString(query)).toBe(asQs(query));
  });

  it('writes what qs writes for any JSON-like query', () => {
    const leaf = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 3 }), tie('object')),
      object: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('node'), { maxKeys: 3 }),
    }));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value.node, { maxKeys: 5 }),
        (query) => {
          expect(toQueryString(query)).toBe(asQs(query));
        },
      ),
      { numRuns: 300 },
    );
  });
});
