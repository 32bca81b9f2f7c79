import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQueryString, toIndexedQueryString, toQueryString } from './query-string';

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

/** What the search page passed to qs before it read its own URLs. */
const qsParse = (search: string) =>
  qs.parse(search, { ignoreQueryPrefix: true, arrayLimit: 100, depth: 4, parameterLimit: 500 });

// JSON-like values under keys a URL writes readably (letters and digits, as filter names are).
const urlLeaf = fc.oneof(fc.string({ unit: 'grapheme' }), fc.integer(), fc.boolean());
const urlValue = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, urlLeaf, fc.array(tie('node'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,6}$/), tie('node'), { maxKeys: 3 }),
}));
const urlQuery = fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,8}$/), urlValue.node, { maxKeys: 5 });

describe('toIndexedQueryString', () => {
  it('writes indexed arrays with readable keys, as qs does', () => {
    const query = {
      titles: ['Software Engineer', 'C++ & Go'],
      locations: [{ city: 1, radius: { unit: 'mi' } }],
      start: 0,
    };
    expect(toIndexedQueryString(query)).toBe(
      'titles[0]=Software%20Engineer&titles[1]=C%2B%2B%20%26%20Go&locations[0][city]=1&locations[0][radius][unit]=mi&start=0',
    );
    fc.assert(
      fc.property(urlQuery, (q) => {
        expect(toIndexedQueryString(q)).toBe(
          qs.stringify(q, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true }),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseQueryString', () => {
  it('reads what it writes as qs reads it', () => {
    fc.assert(
      fc.property(urlQuery, (q) => {
        const text = toIndexedQueryString(q);
        expect(parseQueryString(`?${text}`)).toEqual(qsParse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('reads hand-made and hostile links as qs reads them, without throwing', () => {
    for (const search of [
      '',
      '?',
      'a=1&a=2&b[]=x&b[]=y&c[1]=second&c[0]=first',
      'big[101]=x&big[0]=y',
      'mixed[0]=x&mixed[name]=y',
      'plus=a+b&pct=50%&bad=%E0%A4%A&empty&=novalue',
      'deep[a][b][c][d][e][f]=1',
      '__proto__[polluted]=1&constructor[prototype][x]=1&toString=2&ok=1',
      'a[b]=1&a[c][]=2&a[c][]=3',
    ]) {
      expect(parseQueryString(search), search).toEqual(qsParse(search));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops reading after 500 pairs', () => {
    const text = Array.from({ length: 600 }, (_, i) => `k${i}=${i}`).join('&');
    expect(Object.keys(parseQueryString(text))).toHaveLength(500);
  });
});
