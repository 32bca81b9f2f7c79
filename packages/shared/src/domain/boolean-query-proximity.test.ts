// Proximity as recruiters paste it from other tools: each form must become a NearNode or a
// phrase's slop, never an extra word like `~2`, `/3`, `w/5` or `<near/5>`.
import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_MAX_TERMS,
  type BooleanWarningCode,
  type BoolNode,
  hasBooleanSyntax,
  type LeafNode,
  NEAR_DEFAULT_DISTANCE,
  NEAR_MAX_DISTANCE,
  type NearNode,
  type ParsedBoolean,
  parseBoolean,
} from './boolean-query';

const t = (value: string): LeafNode => ({ type: 'term', value, wildcard: false });
const x = (value: string): LeafNode => ({ type: 'term', value, wildcard: false, exact: true });
const ph = (value: string, slop?: number): LeafNode =>
  slop === undefined
    ? { type: 'phrase', value, words: value.split(' ') }
    : { type: 'phrase', value, words: value.split(' '), slop };
const near = (left: LeafNode, right: LeafNode, distance: number, ordered = false): NearNode => ({
  type: 'near',
  left,
  right,
  distance,
  ordered,
});
const and = (...children: BoolNode[]): BoolNode => ({ type: 'and', children });
const or = (...children: BoolNode[]): BoolNode => ({ type: 'or', children });
const not = (child: BoolNode): BoolNode => ({ type: 'not', child });
const codes = (parsed: ParsedBoolean): BooleanWarningCode[] => parsed.warnings.map((warning) => warning.code);

/** The normalised text must read back as the same search, without warnings. */
function expectStable(parsed: ParsedBoolean): void {
  expect(parseBoolean(parsed.normalized)).toMatchObject({ ast: parsed.ast, normalized: parsed.normalized });
  expect(parseBoolean(parsed.normalized).warnings.filter((w) => w.code !== 'ONLY_NEGATIVE')).toEqual([]);
}

describe('phrase slop', () => {
  it.each([
    ['"sales manager"~2', 2],
    ['"sales manager" ~2', 2],
    ['"sales manager" /3', 3],
    ['"sales manager"/3', 3],
  ])('reads %s as the phrase with slop', (input, slop) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ph('sales manager', slop));
    expect(parsed.normalized).toBe(`"sales manager"~${slop}`);
    expect(parsed.warnings).toEqual([]);
    expect(parsed.positiveTerms).toEqual(['sales manager']);
    expectStable(parsed);
  });

  it('reads a one-word quote with ~N as just the (exact) term', () => {
    const parsed = parseBoolean('"java"~2');
    expect(parsed.ast).toEqual(x('java'));
    expect(parsed.warnings).toEqual([]);
  });

  it('reads ~0 as the plain phrase', () => {
    expect(parseBoolean('"sales manager"~0').ast).toEqual(ph('sales manager'));
  });

  it('caps a slop above NEAR_MAX_DISTANCE, saying so', () => {
    const parsed = parseBoolean('"sales manager"~40');
    expect(parsed.ast).toEqual(ph('sales manager', NEAR_MAX_DISTANCE));
    expect(parsed.warnings).toEqual([
      {
        code: 'PROXIMITY_DISTANCE',
        message: 'We search at most 25 words apart, so "~40" was searched as 25.',
        position: 15,
      },
    ]);
  });
});

describe('proximity operators', () => {
  it.each([
    ['architect NEAR web', near(t('architect'), t('web'), NEAR_DEFAULT_DISTANCE), 'architect NEAR/10 web'],
    ['ecommerce <near/5> marketing', near(t('ecommerce'), t('marketing'), 5), 'ecommerce NEAR/5 marketing'],
    ['ecommerce <NEAR/5> marketing', near(t('ecommerce'), t('marketing'), 5), 'ecommerce NEAR/5 marketing'],
    ['ecommerce<near/5>marketing', near(t('ecommerce'), t('marketing'), 5), 'ecommerce NEAR/5 marketing'],
    ['sales NEAR/3 manager', near(t('sales'), t('manager'), 3), 'sales NEAR/3 manager'],
    ['sales near/3 manager', near(t('sales'), t('manager'), 3), 'sales NEAR/3 manager'],
    ['sales Near/3 manager', near(t('sales'), t('manager'), 3), 'sales NEAR/3 manager'],
    ['sales W/5 manager', near(t('sales'), t('manager'), 5), 'sales NEAR/5 manager'],
    ['sales w/5 manager', near(t('sales'), t('manager'), 5), 'sales NEAR/5 manager'],
    ['sales WITHIN/5 manager', near(t('sales'), t('manager'), 5), 'sales NEAR/5 manager'],
    ['sales /5 manager', near(t('sales'), t('manager'), 5), 'sales NEAR/5 manager'],
    ['sales AROUND(4) manager', near(t('sales'), t('manager'), 4), 'sales NEAR/4 manager'],
    ['sales PRE/2 manager', near(t('sales'), t('manager'), 2, true), 'sales PRE/2 manager'],
    ['sales ONEAR/2 manager', near(t('sales'), t('manager'), 2, true), 'sales PRE/2 manager'],
    [
      '"sales manager" NEAR/3 london',
      near(ph('sales manager'), t('london'), 3),
      '"sales manager" NEAR/3 london',
    ],
    ['"java" /3 spring', near(x('java'), t('spring'), 3), '"java" NEAR/3 spring'],
    ['"a b"~2 NEAR/3 "c d"', near(ph('a b', 2), ph('c d'), 3), '"a b"~2 NEAR/3 "c d"'],
  ])('reads %s', (input, ast, normalized) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(parsed.normalized).toBe(normalized);
    expect(parsed.warnings).toEqual([]);
    expectStable(parsed);
    expect(hasBooleanSyntax(input)).toBe(true);
  });

  it('keeps near, w/o and pre/post as words: bare NEAR is an operator only in capitals', () => {
    expect(parseBoolean('architect near web').ast).toEqual(and(t('architect'), t('near'), t('web')));
    expect(parseBoolean('sponsorship w/o visa').ast).toEqual(and(t('sponsorship'), t('w/o'), t('visa')));
    expect(parseBoolean('pre/post sales').ast).toEqual(and(t('pre/post'), t('sales')));
  });

  it('caps a distance above NEAR_MAX_DISTANCE, saying so', () => {
    const parsed = parseBoolean('sales NEAR/40 manager');
    expect(parsed.ast).toEqual(near(t('sales'), t('manager'), NEAR_MAX_DISTANCE));
    expect(parsed.warnings).toEqual([
      {
        code: 'PROXIMITY_DISTANCE',
        message: 'We search at most 25 words apart, so "NEAR/40" was searched as 25.',
        position: 6,
      },
    ]);
  });

  it.each(['NEAR/0', 'NEAR/x', 'NEAR/', 'AROUND(x)'])('reads %s as NEAR with the default distance', (op) => {
    const parsed = parseBoolean(`sales ${op} manager`);
    expect(parsed.ast).toEqual(near(t('sales'), t('manager'), NEAR_DEFAULT_DISTANCE));
    expect(parsed.warnings).toEqual([
      {
        code: 'PROXIMITY_DISTANCE',
        message: `"${op}" needs a number of words from 1 to 25, so we searched within 10 words.`,
        position: 6,
      },
    ]);
  });
});

describe('proximity operands', () => {
  it('distributes an OR list of words or phrases on either side', () => {
    expect(parseBoolean('(a OR b) NEAR/3 c').ast).toEqual(
      or(near(t('a'), t('c'), 3), near(t('b'), t('c'), 3)),
    );
    const parsed = parseBoolean('java NEAR/3 (spring OR "spring boot")');
    expect(parsed.ast).toEqual(or(near(t('java'), t('spring'), 3), near(t('java'), ph('spring boot'), 3)));
    expect(parsed.normalized).toBe('java NEAR/3 spring OR java NEAR/3 "spring boot"');
    expectStable(parsed);
  });

  it.each([
    ['(a AND b) NEAR/3 c', and(t('a'), t('b'), t('c'))],
    ['a NEAR/3 -b', and(t('a'), not(t('b')))],
    ['a NEAR/3 NOT b', and(t('a'), not(t('b')))],
    ['(a NEAR b) NEAR/3 c', and(near(t('a'), t('b'), NEAR_DEFAULT_DISTANCE), t('c'))],
    ['(a OR NOT b) NEAR/3 c', and(or(t('a'), not(t('b'))), t('c'))],
  ])('turns the operator in %s into AND, with a warning', (input, ast) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(codes(parsed)).toEqual(['PROXIMITY_UNSUPPORTED']);
    expect(parsed.warnings[0]?.message).toBe(
      '"NEAR/3" only works between words or phrases (or an OR list of them), so we searched for both sides anywhere in the profile.',
    );
  });

  it('reads a chain as overlapping pairs', () => {
    const parsed = parseBoolean('a NEAR b NEAR c');
    expect(parsed.ast).toEqual(and(near(t('a'), t('b'), 10), near(t('b'), t('c'), 10)));
    expect(parsed.normalized).toBe('a NEAR/10 b AND b NEAR/10 c');
    expectStable(parsed);
    expect(parseBoolean('a NEAR/2 b NEAR/3 (c AND d)').ast).toEqual(
      and(near(t('a'), t('b'), 2), t('c'), t('d')),
    );
  });

  it.each([
    ['NOT a NEAR/3 b', not(near(t('a'), t('b'), 3)), 'NOT a NEAR/3 b'],
    ['-a NEAR/3 b', not(near(t('a'), t('b'), 3)), 'NOT a NEAR/3 b'],
    ['x AND NOT a NEAR/3 b', and(t('x'), not(near(t('a'), t('b'), 3))), 'x AND NOT a NEAR/3 b'],
    ['a OR b NEAR/3 c', or(t('a'), near(t('b'), t('c'), 3)), 'a OR b NEAR/3 c'],
    ['a b NEAR/3 c d', and(t('a'), near(t('b'), t('c'), 3), t('d')), 'a AND b NEAR/3 c AND d'],
  ])('binds tighter than NOT, AND and OR: %s', (input, ast, normalized) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(parsed.normalized).toBe(normalized);
    expectStable(parsed);
  });

  it.each([
    ['NEAR/3 java', t('java')],
    ['java NEAR/3', t('java')],
    ['java W/5', t('java')],
    ['java NEAR/3 AND python', and(t('java'), t('python'))],
    ['java NEAR/3 OR python', or(t('java'), t('python'))],
    ['(java NEAR/3) python', and(t('java'), t('python'))],
    ['<near/5>', null],
    ['java NEAR NEAR python', near(t('java'), t('python'), NEAR_DEFAULT_DISTANCE)],
  ])('drops the operator without an operand in %s', (input, ast) => {
    const parsed = parseBoolean(input);
    expect(parsed.ast).toEqual(ast);
    expect(new Set(codes(parsed))).toEqual(new Set(['STRAY_OPERATOR']));
  });

  it('names the operator that was dropped', () => {
    expect(parseBoolean('java NEAR/3').warnings).toEqual([
      {
        code: 'STRAY_OPERATOR',
        message: '"NEAR/3" needs a word on both sides, so we ignored it.',
        position: 5,
      },
    ]);
  });

  it('never searches for the operator itself', () => {
    const inputs = [
      '"sales manager"~2',
      '"sales manager" /3',
      'architect NEAR web',
      'ecommerce <near/5> marketing',
      'sales NEAR/3 manager',
      'sales W/5 manager',
      'a AROUND(4) b',
      'a PRE/2 b',
      'java ~2',
      'java~2',
      '~2 java',
      'java /3',
    ];
    for (const input of inputs) {
      for (const term of parseBoolean(input).positiveTerms) {
        expect(term).not.toMatch(/[~<>]|^(near|w|within|pre|onear)?\/\d+$|around/i);
      }
    }
  });
});

describe('proximity elsewhere', () => {
  it('lists both sides of a NEAR in positiveTerms, but not under NOT', () => {
    expect(parseBoolean('sales NEAR/3 manager java').positiveTerms).toEqual(['sales', 'manager', 'java']);
    expect(parseBoolean('java NOT sales NEAR/3 manager').positiveTerms).toEqual(['java']);
  });

  it('counts both sides of a NEAR towards BOOLEAN_MAX_TERMS', () => {
    const pairs = Array.from({ length: 60 }, (_, index) => `a${index} NEAR/2 b${index}`);
    const parsed = parseBoolean(pairs.join(' OR '));
    expect(parsed.ast?.type === 'or' && parsed.ast.children.length).toBe(BOOLEAN_MAX_TERMS / 2);
    expect(codes(parsed)).toEqual(['TOO_MANY_TERMS']);
    expectStable(parsed);
  });

  it('keeps a NEAR whole when the term limit falls in its middle', () => {
    const words = Array.from({ length: BOOLEAN_MAX_TERMS - 1 }, (_, index) => `w${index}`);
    const parsed = parseBoolean(`${words.join(' OR ')} OR x NEAR/2 y OR z`);
    expect(parsed.ast).toEqual(or(...words.map(t)));
    expect(codes(parsed)).toEqual(['TOO_MANY_TERMS']);
  });

  it.each([
    ['sales NEAR/3 manager', 'Profiles that mention sales within 3 words of manager.'],
    ['sales PRE/3 manager', 'Profiles that mention sales followed within 3 words by manager.'],
    ['sales NEAR/1 manager', 'Profiles that mention sales within 1 word of manager.'],
    ['"sales manager"~2', 'Profiles that mention the words "sales manager" within 2 words of each other.'],
    [
      'java (sales NEAR/3 manager OR "account executive") NOT intern NEAR/2 summer',
      'Profiles that mention java, and sales within 3 words of manager or the phrase "account executive", but not intern within 2 words of summer.',
    ],
  ])('explains %s', (input, explanation) => {
    expect(parseBoolean(input).explanation).toBe(explanation);
  });
});
