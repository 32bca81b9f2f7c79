/**
 * The spellings one query word or phrase stands for, before any synonym: its word forms
 * (word-forms.ts) and the title abbreviations of the taxonomy (taxonomy/abbreviations.ts), both
 * ways. A one-word abbreviation is just another spelling of a word (`sr` = `senior`), so it joins
 * the word's alternatives; one that stands for several words (`vp` = `vice president`) changes
 * the phrase, so it makes another variant of the word sequence.
 */
import { ABBREVIATED_PHRASES, ABBREVIATED_WORDS } from '../talent/taxonomy/abbreviations';
import { wordForms } from './word-forms';

/** At most this many spellings per word and variants per phrase: the rest add little and cost SQL. */
const MAX_ALTERNATIVES = 8;
const MAX_VARIANTS = 6;

/** Accents off, as the keyword index stores words. */
export function foldAccents(word: string): string {
  return word.normalize('NFKD').replace(/\p{Diacritic}/gu, '');
}

/**
 * Spellings of one word, the word itself first: its forms, their one-word abbreviations (or what
 * they abbreviate) and the forms of those. `managers` → managers, manager, mgr, mngr, mgrs ...
 */
export function wordAlternatives(word: string): string[] {
  const out = new Set<string>([word]);
  const add = (w: string) => {
    if (out.size < MAX_ALTERNATIVES) out.add(w);
  };
  const folded = foldAccents(word);
  for (const form of wordForms(folded)) add(form);
  for (const form of wordForms(folded)) {
    for (const other of ABBREVIATED_WORDS.get(form) ?? []) for (const f of wordForms(other)) add(f);
  }
  return [...out];
}

/**
 * The word sequences a phrase (or one word) may be written as, the sequence itself first:
 * `vp sales` → [vp sales], [vice president sales]; `registered nurse` → [registered nurse], [rn].
 * Words holding a wildcard (`manage*`, `*`) are never replaced.
 */
export function phraseVariants(words: readonly string[]): string[][] {
  const variants: string[][] = [];
  const seen = new Set<string>();
  const walk = (i: number, built: string[]) => {
    if (variants.length >= MAX_VARIANTS) return;
    if (i >= words.length) {
      const key = built.join(' ');
      if (!seen.has(key)) {
        seen.add(key);
        variants.push(built);
      }
      return;
    }
    const word = words[i] as string;
    walk(i + 1, [...built, word]);
    if (/[*?]/.test(word)) return;
    for (const { short, long } of ABBREVIATED_PHRASES) {
      if (word === short) walk(i + 1, [...built, ...long]);
      const span = words.slice(i, i + long.length);
      if (span.length === long.length && span.every((w, k) => w === long[k])) {
        walk(i + long.length, [...built, short]);
      }
    }
  };
  walk(0, []);
  return variants;
}
