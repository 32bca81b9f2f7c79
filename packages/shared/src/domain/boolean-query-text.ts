// Text clean-up shared by every path that makes a word (bare words, quoted words, field values), so
// that a word written back into the normalised text reads back as the same word.

import type { BooleanWarningCode } from './boolean-query';

// Sets of single characters, written as escapes because most of them look alike on screen.
const DASHES = new Set('\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D');
const DOUBLE_QUOTES = new Set('\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033\u301D\u301E\u301F\uFF02');
const APOSTROPHES = new Set('\u2018\u2019\u201A\u201B\u2032\uFF07');
const FORMAT_CHAR = /^\p{Cf}$/u;
const SPACE_CHAR = /^[\s\p{Cc}]$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const TRAILING_JUNK = /[,;:.!']+$/;
const LEADING_JUNK = /^'+/;
// `~` never reaches a term: a trailing `~2` asks for fuzzy spellings and a leading `~` for
// synonyms (which unquoted words get anyway); `<` and `>` are comparisons or tag brackets, never
// part of a word the index holds.
const NOT_IN_WORDS = /~[\d.]*$|[~<>]/g;
/** `java~2`: Lucene's fuzzy search; the lexer warns, cleanWord drops the `~2`. */
export const FUZZY = /^(.*[^~])~[\d.]*$/s;
export type Folded = { text: string; offsets: number[] };

/** Folds look-alike characters onto the syntax characters and remembers where each came from. */
export function fold(raw: string): Folded {
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

export function stripJunk(word: string): string {
  let current = word;
  for (;;) {
    const next = current.replace(TRAILING_JUNK, '').replace(LEADING_JUNK, '');
    if (next === current) return current;
    current = next;
  }
}

export type WordOutcome = { word: string } | { dropped: BooleanWarningCode | null };

/** Cleans one word of a term or phrase; the same rules on both paths keep normalisation idempotent. */
export function cleanWord(raw: string): WordOutcome {
  // Looped because NFC can itself produce junk: U+037E GREEK QUESTION MARK becomes `;`.
  let word = raw;
  for (let pass = 0; pass < 5; pass++) {
    // Taking out `<` can leave `''`, which would read back as a double quote.
    const bare = canonicalCase(word).replace(NOT_IN_WORDS, '').replace(/'{2,}/g, "'");
    const next = stripJunk(bare).replace(/\*{2,}/g, '*');
    if (next === word) break;
    word = next;
  }
  if (word === '') return { dropped: null };
  const significant = word.match(LETTER_OR_DIGIT)?.length ?? 0;
  if (/[*?]/.test(word)) return significant >= 2 ? { word } : { dropped: 'WILDCARD_TOO_SHORT' };
  // Punctuation on its own (`/`, `#`, `...`) cannot match anything a search engine indexes.
  return significant > 0 ? { word } : { dropped: null };
}
