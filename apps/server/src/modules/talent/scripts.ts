/**
 * Keyword text in every script, folded the same way for the index and for the query.
 *
 * PostgreSQL's text-search parser finds words by spaces and punctuation, and the database runs
 * with the C locale, which lower-cases ASCII only. So before any text reaches it:
 * - everything is lower-cased here (Unicode rules): "Инженер" and "инженер" are one word;
 * - Arabic is written in one letter form: short vowels and tatweel go, alef with hamza or madda
 *   becomes bare alef, alef maqsura becomes yeh, teh marbuta becomes heh (what Arabic search
 *   engines do; people type these inconsistently);
 * - Chinese, Japanese, Korean and Thai are written without spaces between words, so a run of
 *   their characters is indexed as overlapping pairs ("软件工程师" → 软件 件工 工程 程师). A
 *   query of two or more characters becomes the same pairs at consecutive positions, so
 *   "工程师" finds "软件工程师"; one character alone finds the pairs that start with it.
 * Latin, Cyrillic, Greek, Hebrew, Devanagari and other spaced scripts need nothing more.
 */

/** Characters of scripts written without spaces between words. */
export const UNSPACED_CHAR =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\u30FC]+/gu;
/** Anything that is not plain ASCII: the fast path skips text without it. */
const BEYOND_ASCII = /[\u0080-\uffff]/;

// Arabic: harakat, superscript alef and tatweel are dropped; letter variants folded.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = {
  '\u0622': '\u0627', // alef with madda
  '\u0623': '\u0627', // alef with hamza above
  '\u0625': '\u0627', // alef with hamza below
  '\u0671': '\u0627', // alef wasla
  '\u0649': '\u064A', // alef maqsura → yeh
  '\u0629': '\u0647', // teh marbuta → heh
};
const ARABIC_VARIANT = /[\u0622\u0623\u0625\u0671\u0649\u0629]/g;

/** Overlapping character pairs of one run; a single character stays as it is. */
function pairsOf(run: string): string {
  const chars = [...run];
  if (chars.length < 2) return run;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return ` ${pairs.join(' ')} `;
}

/** Keyword text as the index and the query both see it (see the top of this file). */
export function foldScripts(text: string): string {
  if (!BEYOND_ASCII.test(text)) return text;
  let out = text.toLowerCase();
  if (/[\u0600-\u06FF]/.test(out)) {
    out = out.replace(ARABIC_MARKS, '').replace(ARABIC_VARIANT, (c) => ARABIC_LETTERS[c] ?? c);
  }
  if (UNSPACED_CHAR.test(out)) out = out.replace(UNSPACED_RUN, pairsOf);
  return out;
}

/**
 * One query word as the words the index holds for it: itself, or its character pairs for an
 * unspaced script ("工程师" → 工程, 程师), to be matched at consecutive positions.
 */
export function queryWordParts(word: string): string[] {
  const folded = foldScripts(word).trim();
  return folded === '' ? [word] : folded.split(/\s+/);
}
