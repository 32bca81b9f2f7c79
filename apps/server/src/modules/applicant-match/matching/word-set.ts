/**
 * The distinct words of a résumé as a sorted array of 32-bit hashes, with where each word first
 * appears, so a free requirement ("experience with payer contracts") can be checked word by word
 * with a binary search and quoted from the text, at a few bytes per word rather than a string set.
 */
import type { Evidence } from '@talentbase/shared/contracts/applicant-match';
import { indexOfSorted } from './ranking-features';
import { tokenize } from './tokenize';

/** One array per résumé (fewer objects to hold for 50,000 applicants): hashes, then starts, then ends. */
export type WordSet = { data: Int32Array; size: number };

export const STOPWORDS = new Set(
  'a an and are as at be been being by can could do does for from has have having in into is it its of on or our that the their this to was we were will with you your they them than then there these those who what when where which while able ability strong excellent good great must should would work working experience years year required preferred plus bonus nice have skills skill knowledge understanding including include includes etc other related'.split(
    ' ',
  ),
);

/** A word reduced to what the requirement check compares: folded, a plural "s" dropped. */
export function wordKey(norm: string): string {
  return norm.length > 4 && norm.endsWith('s') && !norm.endsWith('ss') ? norm.slice(0, -1) : norm;
}

// FNV-1a: stable across runs, so the same text always gives the same set.
export function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function buildWordSet(text: string): WordSet {
  const first = new Map<number, [number, number]>();
  for (const token of tokenize(text)) {
    if (token.norm.length < 3 || STOPWORDS.has(token.norm)) continue;
    const h = hashWord(wordKey(token.norm));
    if (!first.has(h)) first.set(h, [token.start, token.end]);
  }
  const hashes = Int32Array.from(first.keys()).sort();
  const size = hashes.length;
  const data = new Int32Array(size * 3);
  data.set(hashes, 0);
  hashes.forEach((h, i) => {
    const span = first.get(h);
    data[size + i] = span?.[0] ?? 0;
    data[2 * size + i] = span?.[1] ?? 0;
  });
  return { data, size };
}

/** Where the word of this hash first appears, or -1. */
export function findWord(set: WordSet, hash: number): number {
  return indexOfSorted(set.data, hash, set.size);
}

export function wordEvidence(set: WordSet, at: number, text: string): Evidence {
  const start = set.data[set.size + at] ?? 0;
  const end = set.data[2 * set.size + at] ?? 0;
  return { text: text.slice(start, end), start, end };
}
