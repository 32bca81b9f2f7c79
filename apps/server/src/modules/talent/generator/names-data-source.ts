/**
 * Building blocks for the name lists of the profile generator.
 *
 * Hand-written lists are comma-separated template strings: once formatted, an array literal
 * takes one line per name, which would turn a few thousand names into as many lines. They are
 * written roughly in order of frequency, so that `ranked` parts can give common names more
 * weight. Lists taken from faker locales are cleaned here (script, capitalisation, duplicates)
 * because they mix scripts, casing styles and the odd foreign name.
 */
import type { NameOrigin } from './names';

/**
 * One source of names inside a pool's list. `share` is the part's slice of the list's total
 * weight; inside a part a ranked list weighs entry r as 1 / (r + offset) ^ exponent (a Zipf
 * curve: the defaults give the first name about 20 times the weight of the 200th), an unranked
 * one weighs all entries alike.
 */
export type NamePart = {
  readonly names: readonly string[];
  readonly share: number;
  readonly ranked: boolean;
  readonly offset: number;
  readonly exponent: number;
};

export type PoolDef = {
  readonly origin: NameOrigin;
  readonly female: readonly NamePart[];
  readonly male: readonly NamePart[];
  readonly last: readonly NamePart[];
  /** Surnames for women where the language inflects them (Kowalska, Ivanova, Nováková). */
  readonly lastFemale?: readonly NamePart[];
};

/** Surname curves: most languages spread surnames widely; Korea and Vietnam concentrate them. */
export const SPREAD = { offset: 10, exponent: 1 } as const;
export const MEDIUM = { offset: 3, exponent: 1 } as const;
export const STEEP = { offset: 1, exponent: 1.2 } as const;

type Curve = { readonly offset: number; readonly exponent: number };

export function ranked(names: readonly string[], share = 1, curve: Curve = SPREAD): NamePart {
  return { names, share, ranked: true, offset: curve.offset, exponent: curve.exponent };
}

export function flat(names: readonly string[], share = 1): NamePart {
  return { names, share, ranked: false, offset: SPREAD.offset, exponent: SPREAD.exponent };
}

/** A pool list made of one ranked list. */
export function one(names: readonly string[]): readonly NamePart[] {
  return [ranked(names)];
}

/** Splits a hand-written list. Duplicates are kept so that the tests can report them. */
export function list(text: string): readonly string[] {
  return text
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter((entry) => entry.length > 0);
}

/** Applies `fn` to every name of every part (feminine surnames, accent-free spellings). */
export function mapParts(parts: readonly NamePart[], fn: (name: string) => string): readonly NamePart[] {
  return parts.map((part) => ({ ...part, names: part.names.map(fn) }));
}

/** US spellings of Spanish names usually drop the accents (Garcia, Jose, Munoz). */
export function withoutAccents(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

// Letters of the Latin alphabets in ordinary use (Latin-1, Extended-A/B, and the Vietnamese
// block), so that IPA letters or stray Greek letters in faker data are dropped as well.
const ORDINARY_LATIN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF' .-]+$/u;

const PARTICLES = new Set([
  'al',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'la',
  'las',
  'le',
  'los',
  'ten',
  'ter',
  'van',
  'von',
  'y',
]);

export type CleanOptions = {
  /** Keep entries with a space ("Ana Luisa"); otherwise they are dropped. */
  readonly allowSpaces?: boolean;
  /** Dutch style: a leading particle stays lower case ("de Vries"). */
  readonly lowerLeadingParticle?: boolean;
  /** Entries to drop: names of another origin that a locale lists among its own. */
  readonly exclude?: readonly string[];
};

function capitalise(word: string): string {
  return word
    .split('-')
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('-');
}

/**
 * Normalises capitalisation: all-upper or all-lower entries are lowered first; every word is
 * capitalised except particles after the first word ("Jansen van Rensburg", "María de los
 * Ángeles") and, when asked, a leading particle ("van Dijk"). Mixed case inside a word
 * (McDonald, DeShawn) is kept.
 */
export function normaliseCapitalisation(name: string, lowerLeadingParticle = false): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const base =
    trimmed === trimmed.toUpperCase() || trimmed === trimmed.toLowerCase() ? trimmed.toLowerCase() : trimmed;
  return base
    .split(' ')
    .map((word, index) => {
      const isParticle = PARTICLES.has(word.toLowerCase());
      if (isParticle && (index > 0 || lowerLeadingParticle)) return word.toLowerCase();
      return capitalise(word);
    })
    .join(' ');
}

/** Cleans a faker list: normalised, ordinary Latin letters only, no duplicates, no exclusions. */
export function cleanNames(
  raw: readonly string[] | null | undefined,
  options: CleanOptions = {},
): readonly string[] {
  const excluded = new Set(options.exclude ?? []);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of raw ?? []) {
    const name = normaliseCapitalisation(entry, options.lowerLeadingParticle);
    if (!ORDINARY_LATIN.test(name) || excluded.has(name) || seen.has(name)) continue;
    if (!options.allowSpaces && name.includes(' ')) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}
