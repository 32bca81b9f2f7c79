import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_MAX_LENGTH, BOOLEAN_MAX_TERMS, type BoolNode, parseBoolean } from './boolean-query';

type Leaf = Extract<BoolNode, { type: 'term' | 'phrase' }>;

function leavesWithParity(node: BoolNode, negated = false): { leaf: Leaf; negated: boolean }[] {
  if (node.type === 'term' || node.type === 'phrase') return [{ leaf: node, negated }];
  if (node.type === 'not') return leavesWithParity(node.child, !negated);
  return node.children.flatMap((child) => leavesWithParity(child, negated));
}

/** Problems with the shape of the tree; empty when it respects every documented rule. */
function shapeProblems(node: BoolNode): string[] {
  switch (node.type) {
    case 'term': {
      const significant = node.value.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      const problems: string[] = [];
      if (/[\s"]/u.test(node.value) || node.value === '') problems.push(`bad term ${node.value}`);
      if (node.wildcard !== /[*?]/.test(node.value)) problems.push(`wildcard flag ${node.value}`);
      if (node.wildcard ? significant < 2 : significant < 1) problems.push(`too short ${node.value}`);
      if (node.value !== node.value.toLowerCase()) problems.push(`not lower-case ${node.value}`);
      return problems;
    }
    case 'phrase':
      return node.words.length >= 2 && node.value === node.words.join(' ') ? [] : [`bad phrase ${node.value}`];
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
  'AND', 'and', 'OR', 'or', 'NOT', 'not', '&&', '||', '&', '|', '!', '-', '+', '(', ')', '"', '“', '”', '„',
  '«', '»', "''", '’', '–', '—', '−', '（', '）', '*', '?', '\u00a0', '\u200b', '\ufeff', ',', ':', ';', '.',
  'java', 'Java', 'c++', 'c#', '.net', 'node.js', 'front-end', 'develop*', 'organi?ation', 'a*', 'x', 'title:',
  'site:', 'http://', 'İstanbul', 'Ǆ', 'ß', 'e\u0301', '🙂', '\ud800', 'NOTary', '((', '))',
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


import { writeFileSync } from 'node:fs';
it('scan', () => {
  let worst = 0;
  for (let seed = 0; seed < 40; seed++) {
    for (const input of fc.sample(anyInput, { seed, numRuns: 500 })) {
      writeFileSync('/tmp/current.json', JSON.stringify(input));
      const s = performance.now();
      const a = parseBoolean(input);
      const b = parseBoolean(a.normalized);
      const ms = performance.now() - s;
      if (ms > worst) { worst = ms; writeFileSync('/tmp/worst.json', JSON.stringify({ ms, input })); }
      if (b.normalized !== a.normalized || b.warnings.some((w) => w.code !== 'ONLY_NEGATIVE')) {
        writeFileSync('/tmp/fail.json', JSON.stringify({ input, a: a.normalized, b: b.normalized, wb: b.warnings }));
        throw new Error('fail');
      }
    }
  }
  console.log('worst', worst);
}, 600000);
