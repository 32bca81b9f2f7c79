/**
 * Word pairs in the keyword index. A phrase of common words ("sales engineer") would otherwise be
 * the intersection of two huge posting lists plus a check of word positions on every row; as a
 * single indexed token per adjacent pair it is one short posting list. Indexing and query
 * compilation both take their pairs from `bigramTokens`, so they always agree.
 */
import { UNSPACED_CHAR } from './scripts';

/** Joins the two words of a pair into one token the text-search parser keeps whole. */
const JOINER = '9q9';

/** The index spells C++, C#, F# and .NET as words (migration 0001, `tb_kw_prepare`); so do pairs. */
function prepare(text: string): string {
  // Most text is plain ASCII without C++, C# or .NET: indexing a million profiles skips the rest.
  const ascii = !NEEDS_UNICODE.test(text);
  const lower = (ascii ? text : text.normalize('NFKD').replace(/\p{Diacritic}/gu, '')).toLowerCase();
  if (ascii && !SPECIAL_SPELLING.test(lower)) return lower;
  return lower
    .replace(/(^|[^\p{L}\p{N}])c\+\+/gu, '$1cplusplus')
    .replace(/(^|[^\p{L}\p{N}])([cf])#/gu, '$1$2sharp')
    .replace(/(^|[^\p{L}\p{N}])\.net(?![\p{L}\p{N}])/gu, '$1dotnet');
}
const NON_ASCII = /[\u0080-\uffff]/;
/** Beyond ASCII, or one of the two ASCII marks Unicode counts as diacritics (^ and `). */
const NEEDS_UNICODE = /[`^\u0080-\uffff]/;
const SPECIAL_SPELLING = /[#+]|\.net/;

export function wordsOf(text: string): string[] {
  const prepared = prepare(text);
  return (NON_ASCII.test(prepared) ? prepared.match(/[\p{L}\p{N}]+/gu) : prepared.match(/[a-z0-9]+/g)) ?? [];
}

/**
 * Pair tokens of one piece of text (a title, a skill, a sentence). Words of scripts written
 * without spaces are already character pairs (scripts.ts) and take no part in word pairs.
 */
export function bigramTokens(text: string): string[] {
  const words = wordsOf(text);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1] as string;
    const b = words[i] as string;
    if (NON_ASCII.test(a + b) && (UNSPACED_CHAR.test(a) || UNSPACED_CHAR.test(b))) continue;
    out.push(`${a}${JOINER}${b}`);
  }
  return out;
}

/** Words a full stop follows without ending a sentence: "Sr. Software Engineer" is one title. */
const ABBREVIATION_DOT =
  /(?:^|[^\p{L}\p{N}])(?:\p{L}{1,3}|[a-z]{1,3}\.[a-z]{1,3}|inc|ltd|corp|dept|assoc|approx)\.$/iu;

/** Items of a field: ` ; ` separates them, and so does the end of a sentence. */
function itemsOf(field: string): string[] {
  const items: string[] = [];
  for (const item of field.split(/\s;\s/)) {
    let start = 0;
    for (const end of item.matchAll(/[.!?](?=\s)/g)) {
      const at = end.index + 1;
      // The few characters before the dot say whether it ends a sentence.
      if (end[0] === '.' && ABBREVIATION_DOT.test(item.slice(Math.max(start, at - 12), at))) continue;
      items.push(item.slice(start, at));
      start = at;
    }
    items.push(item.slice(start));
  }
  return items;
}

/**
 * A field's text with the pair tokens of each of its items appended. Items are separated by
 * ` ; ` so that no pair spans two of them ("Java ; Spring" has no pair java-spring), and so are
 * sentences — but not a full stop after a short abbreviation ("Sr. Engineer", "Acme Inc. Boston").
 */
export function withBigrams(field: string): string {
  const pairs = itemsOf(field).flatMap(bigramTokens);
  return pairs.length ? `${field} ${pairs.join(' ')}` : field;
}
