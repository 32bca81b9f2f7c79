// Turns a recruiter's Boolean string into tokens for boolean-query.ts. Text pasted from job boards,
// Word and sourcing guides is full of typographic look-alikes, so everything is first folded onto
// the plain ASCII syntax characters; warning positions still point into the text as typed.
// Proximity operators, field searches and operator words that are really words each have their
// own module (boolean-query-proximity, -fields, -words).

import type { BooleanWarning, BooleanWarningCode, LeafNode } from './boolean-query';
import { clauseText, type DroppedClause, readField } from './boolean-query-fields';
import {
  type ProximitySpec,
  proximityAt,
  proximityTagAt,
  resolveDistance,
  slopAt,
} from './boolean-query-proximity';
import { cleanWord, FUZZY, fold, stripJunk } from './boolean-query-text';
import { joinStopWordRuns } from './boolean-query-words';

export type Token =
  | { kind: 'and' | 'or' | 'not'; pos: number; text: string }
  | { kind: 'near'; pos: number; text: string; distance: number; ordered: boolean }
  | { kind: 'lparen' | 'rparen'; pos: number }
  /** `bare`: a word typed as it is, not quoted and not a field value (see boolean-query-words). */
  | { kind: 'leaf'; pos: number; node: LeafNode; bare?: true };

export type LexResult = {
  tokens: Token[];
  warnings: BooleanWarning[];
  /** Field and X-ray clauses left out; boolean-query.ts words the warning once it knows what is left. */
  dropped: DroppedClause[];
  /** True once anything beyond plain words was seen (operators, quotes, parentheses, wildcards, fields). */
  syntax: boolean;
};

// A Map, not an object literal: `constructor` or `__proto__` typed as a word must not look like an operator.
const OPERATOR_WORDS = new Map<string, 'and' | 'or' | 'not'>([
  ['and', 'and'],
  ['or', 'or'],
  ['not', 'not'],
]);

function isDelimiter(ch: string | undefined): boolean {
  return ch === undefined || ch === ' ' || ch === ')';
}

export function lex(raw: string): LexResult {
  const { text, offsets } = fold(raw);
  const tokens: Token[] = [];
  const warnings: BooleanWarning[] = [];
  const dropped: DroppedClause[] = [];
  let syntax = false;
  const at = (i: number) => offsets[i] ?? raw.length;
  const warn = (code: BooleanWarningCode, message: string, i: number) =>
    warnings.push({ code, message, position: at(i) });
  const op = (kind: 'and' | 'or' | 'not', start: number, end: number) => {
    syntax = true;
    tokens.push({ kind, pos: at(start), text: text.slice(start, end) });
  };
  const near = (start: number, spec: ProximitySpec) => {
    syntax = true;
    const operator = text.slice(start, spec.end);
    const distance = resolveDistance(spec.distanceText, operator, (message) =>
      warn('PROXIMITY_DISTANCE', message, start),
    );
    tokens.push({ kind: 'near', pos: at(start), text: operator, distance, ordered: spec.ordered });
    return spec.end;
  };
  const tooShort = (word: string, i: number) =>
    warn(
      'WILDCARD_TOO_SHORT',
      `"${word}" is too short for a wildcard search, so we left it out; use at least 2 letters with * or ?.`,
      i,
    );

  const pushWord = (rawWord: string, start: number, bare: boolean) => {
    const outcome = cleanWord(rawWord);
    if ('word' in outcome) {
      const wildcard = /[*?]/.test(outcome.word);
      if (wildcard) syntax = true;
      const node: LeafNode = { type: 'term', value: outcome.word, wildcard };
      tokens.push(
        bare ? { kind: 'leaf', pos: at(start), node, bare } : { kind: 'leaf', pos: at(start), node },
      );
    } else if (outcome.dropped === 'WILDCARD_TOO_SHORT') {
      syntax = true;
      tooShort(rawWord, start);
    }
  };

  const readPhrase = (start: number): number => {
    syntax = true;
    let close = text.indexOf('"', start + 1);
    if (close === -1) {
      warn('UNBALANCED_QUOTE', 'A closing quote was missing; we closed it at the end.', start);
      close = text.length;
    }
    const words: string[] = [];
    let explained = false;
    for (const part of text.slice(start + 1, close).split(' ')) {
      // A lone `*` between quoted words stands for any one word ("current * financial advisor").
      if (/^\*+$/.test(stripJunk(part))) {
        words.push('*');
        continue;
      }
      const outcome = cleanWord(part);
      if ('word' in outcome) words.push(outcome.word);
      else if (outcome.dropped === 'WILDCARD_TOO_SHORT') {
        explained = true;
        tooShort(part, start);
      }
    }
    if (words[0] === '*' || words.at(-1) === '*') {
      while (words[0] === '*') words.shift();
      while (words.at(-1) === '*') words.pop();
      explained = true;
      warn(
        'UNSUPPORTED_SYNTAX',
        'A lone * inside quotes stands for one word between two others; at the start or end of the quotes it adds nothing, so we left it out.',
        start,
      );
    }
    let end = close + 1;
    const slop = words.length > 0 ? slopAt(text, end, words.length > 1) : null;
    if (slop) end = slop.end;
    const [first] = words;
    if (first === undefined) {
      if (!explained) warn('EMPTY_GROUP', 'Empty quotes were ignored.', start);
    } else if (words.length === 1) {
      // One quoted word: its word forms, not its synonyms; a slop means nothing for one word.
      const node: LeafNode = { type: 'term', value: first, wildcard: /[*?]/.test(first), exact: true };
      tokens.push({ kind: 'leaf', pos: at(start), node });
    } else {
      const node: LeafNode = { type: 'phrase', value: words.join(' '), words };
      // `~0` asks for the words side by side, which is what a phrase is.
      if (slop && slop.slop > 0) {
        node.slop = resolveDistance(String(slop.slop), slop.text, (message) =>
          warn('PROXIMITY_DISTANCE', message, close + 1),
        );
      }
      tokens.push({ kind: 'leaf', pos: at(start), node });
    }
    return end;
  };

  const readWord = (start: number): number => {
    let end = start;
    while (end < text.length) {
      const ch = text[end];
      if (ch === ' ' || ch === '(' || ch === ')' || ch === '"' || ch === '|') break;
      if (ch === '&' && text[end + 1] === '&') break;
      if (ch === '<' && end > start && proximityTagAt(text, end)) break;
      end++;
    }
    const proximity = proximityAt(text, start, end);
    if (proximity) return near(start, proximity);
    const word = text.slice(start, end);
    const operator = /^[a-z]+$/i.test(word) ? OPERATOR_WORDS.get(word.toLowerCase()) : undefined;
    if (operator) {
      op(operator, start, end);
      return end;
    }
    if (word.includes('~')) syntax = true;
    if (/^~\d+$/.test(word)) {
      warn(
        'STRAY_OPERATOR',
        `"${word}" only works right after a quoted phrase ("sales manager"${word}), so we ignored it.`,
        start,
      );
      return end;
    }
    const field = readField(text, start, end);
    if (field.kind === 'drop') {
      syntax = true;
      dropped.push({ clause: clauseText(text, start, field.end), reason: field.reason, position: at(start) });
      // `-inurl:dir` excludes nothing once the operator is gone: its minus or NOT goes with it.
      while (tokens.at(-1)?.kind === 'not') tokens.pop();
      return field.end;
    }
    if (field.kind === 'value') {
      syntax = true;
      warn(
        'UNSUPPORTED_SYNTAX',
        `Field searches like "${field.field}:" are not supported; we searched for what follows it as ordinary words.`,
        start,
      );
      if (field.value !== '') pushWord(field.value, start, false);
      return end;
    }
    const fuzzy = FUZZY.exec(word);
    if (fuzzy && 'word' in cleanWord(fuzzy[1] ?? '')) {
      warn(
        'UNSUPPORTED_SYNTAX',
        `"${word}" asks for similar spellings, which we do not search; we searched for the word without the "~".`,
        start,
      );
    }
    pushWord(word, start, true);
    return end;
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    const tag = ch === '<' ? proximityTagAt(text, i) : null;
    if (tag) {
      i = near(i, tag);
    } else if (ch === ' ') {
      i++;
    } else if (ch === '(' || ch === ')') {
      syntax = true;
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', pos: at(i) });
      i++;
    } else if (ch === '"') {
      i = readPhrase(i);
    } else if (ch === '|' || ch === '&') {
      let end = i;
      while (text[end] === ch) end++;
      op(ch === '|' ? 'or' : 'and', i, end);
      i = end;
    } else if (ch === '!') {
      op('not', i, i + 1);
      i++;
    } else if ((ch === '-' || ch === '+') && isDelimiter(next)) {
      // A dash between spaces is punctuation ("Java - Senior"), not an operator with nothing to apply to.
      syntax = true;
      warn('STRAY_OPERATOR', `"${ch}" needs a word right after it, so we ignored it.`, i);
      i++;
    } else if (ch === '-') {
      op('not', i, i + 1);
      i++;
    } else if (ch === '+' && next !== '+') {
      syntax = true; // `+term` only insists on the term, which every term already is.
      i++;
    } else {
      i = readWord(i);
    }
  }
  return { tokens: joinStopWordRuns(tokens), warnings, dropped, syntax };
}
