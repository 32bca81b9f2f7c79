// Turns a recruiter's Boolean string into tokens for boolean-query.ts. Text pasted from job boards,
// Word and sourcing guides is full of typographic look-alikes, so everything is first folded onto
// the plain ASCII syntax characters; warning positions still point into the text as typed.

import type { BooleanWarning, BooleanWarningCode } from './boolean-query';

export type LeafNode =
  | { type: 'term'; value: string; wildcard: boolean }
  | { type: 'phrase'; value: string; words: string[] };

export type Token =
  | { kind: 'and' | 'or' | 'not'; pos: number; text: string }
  | { kind: 'lparen' | 'rparen'; pos: number }
  | { kind: 'leaf'; pos: number; node: LeafNode };

export type LexResult = {
  tokens: Token[];
  warnings: BooleanWarning[];
  /** True once anything beyond plain words was seen (operators, quotes, parentheses, wildcards, fields). */
  syntax: boolean;
};

// Sets of single characters, written as escapes because most of them look alike on screen.
const DASHES = new Set('\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D');
const DOUBLE_QUOTES = new Set('\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033\u301D\u301E\u301F\uFF02');
const APOSTROPHES = new Set('\u2018\u2019\u201A\u201B\u2032\uFF07');
const FORMAT_CHAR = /^\p{Cf}$/u;
const SPACE_CHAR = /^[\s\p{Cc}]$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const FIELD_PREFIX = /^([a-z][a-z_-]+):(.*)$/is;
/** Web search engine operators (Google, Bing) that say where to look, not what to find. */
const XRAY_FIELDS = new Set([
  'site',
  'inurl',
  'allinurl',
  'intitle',
  'allintitle',
  'intext',
  'allintext',
  'filetype',
  'ext',
  'inanchor',
  'related',
  'cache',
  'link',
]);
const TRAILING_JUNK = /[,;:.!']+$/;
const LEADING_JUNK = /^'+/;
// A Map, not an object literal: `constructor` or `__proto__` typed as a word must not look like an operator.
const OPERATOR_WORDS = new Map<string, 'and' | 'or' | 'not'>([
  ['and', 'and'],
  ['or', 'or'],
  ['not', 'not'],
]);

type Folded = { text: string; offsets: number[] };

/** Folds look-alike characters onto the syntax characters and remembers where each came from. */
function fold(raw: string): Folded {
  let text = '';
  const offsets: number[] = [];
  let index = 0;
  for (const ch of raw) {
    let out = ch;
    if (FORMAT_CHAR.test(ch)) out = '';
    else if (SPACE_CHAR.test(ch)) out = ' ';
    else if (DASHES.has(ch)) out = '-';
    else if (DOUBLE_QUOTES.has(ch)) out = '"';
    else if (APOSTROPHES.has(ch)) out = "'";
    else if (ch === '\uFF08') out = '(';
    else if (ch === '\uFF09') out = ')';
    if (out === "'" && text.endsWith("'")) {
      // Two single quotes typed as a double quote: the pair becomes one `"` at the first one's place.
      text = `${text.slice(0, -1)}"`;
    } else {
      for (let k = 0; k < out.length; k++) offsets.push(index);
      text += out;
    }
    index += ch.length;
  }
  offsets.push(index);
  return { text, offsets };
}

/** Lower-case and NFC; looped because a handful of code points only settle after a second pass. */
export function canonicalCase(value: string): string {
  let current = value;
  for (let pass = 0; pass < 3; pass++) {
    const next = current.toLowerCase().normalize('NFC');
    if (next === current) break;
    current = next;
  }
  return current;
}

function stripJunk(word: string): string {
  let current = word;
  for (;;) {
    const next = current.replace(TRAILING_JUNK, '').replace(LEADING_JUNK, '');
    if (next === current) return current;
    current = next;
  }
}

type WordOutcome = { word: string } | { dropped: BooleanWarningCode | null };

/** Cleans one word of a term or phrase; the same rules on both paths keep normalisation idempotent. */
function cleanWord(raw: string): WordOutcome {
  // Looped because NFC can itself produce junk: U+037E GREEK QUESTION MARK becomes `;`.
  let word = raw;
  for (let pass = 0; pass < 4; pass++) {
    const next = stripJunk(canonicalCase(word)).replace(/\*{2,}/g, '*');
    if (next === word) break;
    word = next;
  }
  if (word === '') return { dropped: null };
  const significant = word.match(LETTER_OR_DIGIT)?.length ?? 0;
  if (/[*?]/.test(word)) return significant >= 2 ? { word } : { dropped: 'WILDCARD_TOO_SHORT' };
  // Punctuation on its own (`/`, `#`, `...`) cannot match anything a search engine indexes.
  return significant > 0 ? { word } : { dropped: null };
}

function isDelimiter(ch: string | undefined): boolean {
  return ch === undefined || ch === ' ' || ch === ')';
}

export function lex(raw: string): LexResult {
  const { text, offsets } = fold(raw);
  const tokens: Token[] = [];
  const warnings: BooleanWarning[] = [];
  let syntax = false;
  const at = (i: number) => offsets[i] ?? raw.length;
  const warn = (code: BooleanWarningCode, message: string, i: number) =>
    warnings.push({ code, message, position: at(i) });
  const op = (kind: 'and' | 'or' | 'not', start: number, end: number) => {
    syntax = true;
    tokens.push({ kind, pos: at(start), text: text.slice(start, end) });
  };
  const tooShort = (word: string, i: number) =>
    warn(
      'WILDCARD_TOO_SHORT',
      `"${word}" is too short for a wildcard search, so we left it out; use at least 2 letters with * or ?.`,
      i,
    );

  const pushWord = (rawWord: string, start: number) => {
    const outcome = cleanWord(rawWord);
    if ('word' in outcome) {
      const wildcard = /[*?]/.test(outcome.word);
      if (wildcard) syntax = true;
      tokens.push({ kind: 'leaf', pos: at(start), node: { type: 'term', value: outcome.word, wildcard } });
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
    let shortWildcard = false;
    for (const part of text.slice(start + 1, close).split(' ')) {
      const outcome = cleanWord(part);
      if ('word' in outcome) words.push(outcome.word);
      else if (outcome.dropped === 'WILDCARD_TOO_SHORT') {
        shortWildcard = true;
        tooShort(part, start);
      }
    }
    const [first] = words;
    if (first === undefined) {
      if (!shortWildcard) warn('EMPTY_GROUP', 'Empty quotes were ignored.', start);
    } else if (words.length === 1) {
      tokens.push({
        kind: 'leaf',
        pos: at(start),
        node: { type: 'term', value: first, wildcard: /[*?]/.test(first) },
      });
    } else {
      tokens.push({ kind: 'leaf', pos: at(start), node: { type: 'phrase', value: words.join(' '), words } });
    }
    return close + 1;
  };

  const readWord = (start: number): number => {
    let end = start;
    while (end < text.length) {
      const ch = text[end];
      if (ch === ' ' || ch === '(' || ch === ')' || ch === '"' || ch === '|') break;
      if (ch === '&' && text[end + 1] === '&') break;
      end++;
    }
    let word = text.slice(start, end);
    const operator = /^[a-z]+$/i.test(word) ? OPERATOR_WORDS.get(word.toLowerCase()) : undefined;
    if (operator) {
      op(operator, start, end);
      return end;
    }
    for (let field = FIELD_PREFIX.exec(word); field; field = FIELD_PREFIX.exec(word)) {
      const [, name = '', rest = ''] = field;
      // `http://…` and `std::vector` are words with a colon, not field searches.
      if (rest.startsWith('/') || rest.startsWith(':')) break;
      if (rest === '' && text[end] !== '(' && text[end] !== '"') break;
      syntax = true;
      // Pasted X-ray strings: `site:linkedin.com/in` names where a web search engine should look;
      // as words it would match nothing in a profile, so it is left out.
      if (rest !== '' && XRAY_FIELDS.has(name.toLowerCase())) {
        warn(
          'UNSUPPORTED_SYNTAX',
          `"${name}:${rest}" only works in web search engines, so we left it out of this search.`,
          start,
        );
        // `-inurl:dir` excludes nothing once the operator is gone: drop its minus too.
        const last = tokens[tokens.length - 1];
        if (last?.kind === 'not' && last.text === '-' && text[start - 1] === '-') tokens.pop();
        return end;
      }
      warn(
        'UNSUPPORTED_SYNTAX',
        `Field searches like "${name}:" are not supported; we searched for what follows it as ordinary words.`,
        start,
      );
      word = rest;
    }
    if (word !== '') pushWord(word, start);
    return end;
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === ' ') {
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
  return { tokens, warnings, syntax };
}
