/**
 * Words of a text with their offsets, the unit the taxonomy index matches on. A word is a run of
 * letters and digits, with a trailing "++" or "#" kept ("C++", "C#", "F#"). Accents are folded
 * and case is lowered in `norm`; `text` keeps the word as written for the spellings that must
 * match exactly ("Go", "RN").
 */
export type Token = { text: string; norm: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+(?:\+\+|#(?![\p{L}\p{N}]))?/gu;
const ASCII_WORD = /^[A-Za-z0-9+#]*$/;

export function foldWord(word: string): string {
  // Most words are plain ASCII: skip the Unicode normalisation for them.
  if (ASCII_WORD.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) {
    out.push({ text: m[0], norm: foldWord(m[0]), start: m.index, end: m.index + m[0].length });
  }
  return out;
}
