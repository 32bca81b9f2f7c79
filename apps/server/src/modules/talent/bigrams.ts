/**
 * Word pairs in the keyword index. A phrase of common words ("sales engineer") would otherwise be
 * the intersection of two huge posting lists plus a check of word positions on every row; as a
 * single indexed token per adjacent pair it is one short posting list. Indexing and query
 * compilation both take their pairs from `bigramTokens`, so they always agree.
 */

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

/** Pair tokens of one piece of text (a title, a skill, a sentence). */
export function bigramTokens(text: string): string[] {
  const words = wordsOf(text);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) out.push(`${words[i - 1]}${JOINER}${words[i]}`);
  return out;
}

/**
 * A field's text with the pair tokens of each of its items appended. Items are separated by
 * ` ; ` so that no pair spans two of them ("Java ; Spring" has no pair java-spring).
 */
export function withBigrams(field: string): string {
  const pairs = field.split(/\s;\s|[.!?]\s/).flatMap(bigramTokens);
  return pairs.length ? `${field} ${pairs.join(' ')}` : field;
}
