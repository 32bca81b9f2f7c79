import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_MAX_LENGTH,
  BOOLEAN_MAX_TERMS,
  type BoolNode,
  type LeafNode as Leaf,
  NEAR_MAX_DISTANCE,
  parseBoolean,
} from './boolean-query';
import { STOP_WORDS } from './boolean-query-words';

function leavesWithParity(node: BoolNode, negated = false): { leaf: Leaf; negated: boolean }[] {
  if (node.type === 'term' || node.type === 'phrase') return [{ leaf: node, negated }];
  if (node.type === 'near') return [node.left, node.right].map((leaf) => ({ leaf, negated }));
  if (node.type === 'not') return leavesWithParity(node.child, !negated);
  return node.children.flatMap((child) => leavesWithParity(child, negated));
}

/** Proximity syntax searched as a word would be a bug: `~2`, `/3`, `w/5`, `<near/5>`. In quotes
 * (`"w/5"`) the recruiter asked for the characters, except `~ < >`, which never reach a word. */
const OPERATOR_LEFTOVER = /^(?:near|within|onear|pre|w)?\/\d+$/;

function wordProblems(word: string, quoted: boolean): string[] {
  const significant = word.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const problems: string[] = [];
  if (/[\s"]/u.test(word) || word === '') problems.push(`bad word ${word}`);
  if (/[*?]/.test(word) ? significant < 2 : significant < 1) problems.push(`too short ${word}`);
  if (word !== word.toLowerCase()) problems.push(`not lower-case ${word}`);
  if (/[~<>]/.test(word) || (!quoted && OPERATOR_LEFTOVER.test(word)))
    problems.push(`operator searched as a word ${word}`);
  return problems;
}

const inRange = (distance: number) =>
  Number.isInteger(distance) && distance >= 1 && distance <= NEAR_MAX_DISTANCE;

/** Problems with the shape of the tree; empty when it respects every documented rule. */
function shapeProblems(node: BoolNode): string[] {
  switch (node.type) {
    case 'term':
      return [
        ...wordProblems(node.value, node.exact === true),
        ...(node.wildcard !== /[*?]/.test(node.value) ? [`wildcard flag ${node.value}`] : []),
        ...(node.exact !== undefined && node.exact !== true ? [`exact flag ${node.value}`] : []),
      ];
    case 'phrase':
      return [
        ...(node.words.length >= 2 && node.value === node.words.join(' ')
          ? []
          : [`bad phrase ${node.value}`]),
        ...(node.words[0] === '*' || node.words.at(-1) === '*' ? [`gap at an end ${node.value}`] : []),
        ...(node.slop !== undefined && !inRange(node.slop) ? [`slop ${node.slop}`] : []),
        ...node.words.filter((word) => word !== '*').flatMap((word) => wordProblems(word, true)),
      ];
    case 'near':
      return [
        ...(inRange(node.distance) ? [] : [`distance ${node.distance}`]),
        ...shapeProblems(node.left),
        ...shapeProblems(node.right),
      ];
    case 'not':
      return node.child.type === 'not' ? ['double NOT'] : shapeProblems(node.child);
    default:
      return [
        ...(node.children.length < 2 ? [`${node.type} with ${node.children.length} children`] : []),
        ...(node.children.some((child) => child.type === node.type) ? [`nested ${node.type}`] : []),
        ...node.children.flatMap(shapeProblems),
      ];
  }
}

// Random strings rarely form Boolean structure, so most runs assemble one from the pieces that
// real searches (and their mistakes) are made of.
const PIECES = [
  'AND',
  'and',
  'OR',
  'or',
  'NOT',
  'not',
  '&&',
  '||',
  '&',
  '|',
  '!',
  '-',
  '+',
  '(',
  ')',
  '"',
  '“',
  '”',
  '„',
  '«',
  '»',
  "''",
  '’',
  '–',
  '—',
  '−',
  '（',
  '）',
  '*',
  '?',
  '\u00a0',
  '\u200b',
  '\ufeff',
  ',',
  ':',
  ';',
  '.',
  'java',
  'Java',
  'c++',
  'c#',
  '.net',
  'node.js',
  'front-end',
  'develop*',
  'organi?ation',
  'a*',
  'x',
  'title:',
  'site:',
  'http://',
  'constructor',
  '__proto__',
  'İstanbul',
  'Ǆ',
  'ß',
  'e\u0301',
  '🙂',
  '\ud800',
  'NOTary',
  '((',
  '))',
  'NEAR',
  'NEAR/3',
  'near/30',
  'NEAR/0',
  'NEAR/x',
  '~2',
  '~',
  'W/5',
  'w/o',
  '<near/5>',
  '/3',
  'AROUND(4)',
  'PRE/2',
  'ONEAR/1',
  '"a * b"',
  ' * ',
  'manage*',
  'field:>5',
  'followers:',
  'inurl:',
  'for',
  'of',
  'the',
];
const separator = fc.constantFrom('', ' ', ' ', '  ', '\t', '\u3000');
// fast-check keeps collections small unless asked, so each shape comes both small and near the limits.
const booleanish = (size: 'small' | 'max') =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 5 })), separator), {
      maxLength: 400,
      size,
    })
    .map((parts) => parts.map(([piece, sep]) => piece + sep).join(''));
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const anyInput = fc.oneof(
  { arbitrary: booleanish('small'), weight: 2 },
  { arbitrary: booleanish('max'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 3000 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 3000, size: 'large' }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 3000, size: 'large' }), weight: 1 },
  { arbitrary: fc.string({ unit: codeUnit, maxLength: 3000, size: 'large' }), weight: 1 },
);
const RUNS = { numRuns: 400 };

// Inputs run up to 3,000 characters; the budget leaves room for slow CI machines.
describe('parseBoolean properties', { timeout: 30_000 }, () => {
  it('never throws and always returns the documented shape', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const parsed = parseBoolean(input);
        expect(typeof parsed.normalized).toBe('string');
        expect(parsed.explanation).toMatch(/^(Profiles that .+\.|There is nothing to search for yet\.)$/s);
        expect(parsed.ast === null).toBe(parsed.normalized === '');
      }),
      RUNS,
    );
  });

  it('normalises idempotently: the normalised text parses to itself with no new warnings', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const first = parseBoolean(input);
        const second = parseBoolean(first.normalized);
        expect(second.normalized).toBe(first.normalized);
        expect(second.ast).toEqual(first.ast);
        expect(second.positiveTerms).toEqual(first.positiveTerms);
        const before = new Set(first.warnings.map((warning) => warning.code));
        // ONLY_NEGATIVE describes the search itself, so it is the one warning that survives tidying.
        expect(second.warnings.map((warning) => warning.code).filter((code) => !before.has(code))).toEqual(
          [],
        );
        expect(second.warnings.every((warning) => warning.code === 'ONLY_NEGATIVE')).toBe(true);
      }),
      RUNS,
    );
  });

  it('keeps the AST within the documented limits and rules', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { ast, normalized, warnings } = parseBoolean(input);
        expect(normalized.length).toBeLessThanOrEqual(BOOLEAN_MAX_LENGTH);
        if (input.length > BOOLEAN_MAX_LENGTH)
          expect(warnings.map((warning) => warning.code)).toContain('TRUNCATED');
        if (!ast) return;
        expect(leavesWithParity(ast).length).toBeLessThanOrEqual(BOOLEAN_MAX_TERMS);
        expect(shapeProblems(ast)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('lists in positiveTerms only leaves that appear outside an odd number of NOTs', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const { ast, positiveTerms, searchable } = parseBoolean(input);
        const positive = new Set(
          (ast ? leavesWithParity(ast) : [])
            .filter((entry) => !entry.negated)
            .map((entry) => entry.leaf.value),
        );
        expect(new Set(positiveTerms)).toEqual(positive);
        expect(searchable).toBe(positive.size > 0);
        expect(new Set(positiveTerms).size).toBe(positiveTerms.length);
      }),
      RUNS,
    );
  });

  // Stop words are left out of the pool: `not for` is now the phrase "not for", not NOT for.
  it('never reports an excluded word (other than a stop word) as a hit to highlight', () => {
    const word = fc
      .stringMatching(/^[a-z]{3,8}$/)
      .filter((value) => value !== 'and' && value !== 'not' && !STOP_WORDS.has(value));
    const negation = fc.constantFrom('NOT ', '-', '–', '!', 'AND NOT ', 'not ');
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 2, maxLength: 12 }),
        fc.array(negation, { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 1, max: 11 }),
        (words, negations, split) => {
          const wanted = words.slice(0, Math.min(split, words.length - 1));
          const excluded = words.slice(wanted.length);
          const input = [
            `(${wanted.join(' OR ')})`,
            ...excluded.map((excludedWord, index) => `${negations[index]}${excludedWord}`),
          ].join(' ');
          const { positiveTerms } = parseBoolean(input);
          expect(positiveTerms).toEqual(wanted);
        },
      ),
      RUNS,
    );
  });
});
