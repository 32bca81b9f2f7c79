/**
 * One word, or words in a row, as a PostgreSQL tsquery expression over the keyword index.
 *
 * The index (modules/talent/profile-index.ts) holds each word of a profile at its position and,
 * for each item (a title, a skill, a sentence), one token per adjacent pair of words
 * (bigrams.ts). So a run of words is asked for in two parts:
 * - `index`: the pair tokens (or the word, when there is one) — a few short posting lists the GIN
 *   index intersects fast. For two words this is already exact: a pair never spans two items.
 * - `positions`: the words at their positions (`tsquery_phrase`), needed only to say more than
 *   the pairs can — a one-word gap, a distance, characters of an unspaced script. PostgreSQL
 *   checks it on each row the index found (reading its keyword vector), so it is used only
 *   there: three words in a row are their two pairs, each within one item.
 * A word stands for all of its spellings (spellings.ts); a word ending in `*` matches any
 * ending; any other wildcard expands to the index's most common matching words.
 */
import { bigramTokens, wordsOf } from '../talent/bigrams';
import { UNSPACED_CHAR } from '../talent/scripts';
import { foldAccents, wordAlternatives } from './spellings';
import type { SqlParams } from './sql-params';

export const CONFIG = `'tb_simple'::regconfig`;
/** Words a wildcard may stand for (the most common ones). */
export const WILDCARD_EXPANSION_LIMIT = 50;
const JOINER = '9q9';

/** Looks up index words for a LIKE pattern; injected so that it can be cached. */
export type LexemeLookup = (likePattern: string, limit: number) => Promise<string[]>;

/** One word of a sequence: a word with its spellings, a word ending in `*`, another wildcard, or a gap. */
export type SeqWord =
  /** `unspaced`: a character pair of Chinese, Japanese, Korean or Thai (talent/scripts.ts), which has no pair tokens. */
  | { kind: 'word'; text: string; alternatives: string[]; unspaced?: true }
  | { kind: 'prefix'; stem: string }
  | { kind: 'pattern'; text: string; matches: string[] }
  | { kind: 'gap' };

/** SQL of a tsquery, or NONE when nothing can match (a wildcard matching no word of the index). */
export type Piece = string | null;

/** `dev*ops` → `dev%ops`; LIKE's own wildcards in the word are escaped. */
export function wildcardToLike(term: string): string {
  return foldAccents(term)
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .replace(/\*/g, '%')
    .replace(/\?/g, '_');
}

function isPrefixOnly(term: string): boolean {
  return /^[^*?]+\*$/.test(term) && /^[\p{L}\p{N}]+$/u.test(term.slice(0, -1));
}

const quote = (token: string) => `'${token.replace(/'/g, "''")}'`;

/**
 * A parser word as a sequence word. `known` says which index words exist: spellings that do not
 * occur in any profile are left out (the word as typed always stays).
 */
export async function seqWord(
  text: string,
  lookup: LexemeLookup,
  known: (word: string) => boolean,
  withSpellings: boolean,
): Promise<SeqWord> {
  if (text === '*') return { kind: 'gap' };
  if (UNSPACED_CHAR.test(text)) {
    // One character alone: the indexed pairs that start with it.
    return [...text].length === 1
      ? { kind: 'prefix', stem: text }
      : { kind: 'word', text, alternatives: [text], unspaced: true };
  }
  if (isPrefixOnly(text)) return { kind: 'prefix', stem: text.slice(0, -1) };
  if (/[*?]/.test(text)) {
    return { kind: 'pattern', text, matches: await lookup(wildcardToLike(text), WILDCARD_EXPANSION_LIMIT) };
  }
  const alternatives = withSpellings ? wordAlternatives(text).filter((w, i) => i === 0 || known(w)) : [text];
  return { kind: 'word', text, alternatives };
}

/** The candidate spellings `seqWord` may keep, for looking up which ones the index holds. */
export function spellingCandidates(text: string): string[] {
  return /[*?]/.test(text) ? [] : wordAlternatives(text).slice(1);
}

export class SequenceCompiler {
  constructor(
    private readonly params: SqlParams,
    private readonly lookup: LexemeLookup,
  ) {}

  /**
   * One word as the index parses it (so `c++`, `node.js` and accents fold exactly as indexed). A
   * word the parser splits (`cross-selling` is cross-selling, cross, selling) is its parts in
   * order only where positions are asked for: anywhere else a phrase operator would make
   * PostgreSQL re-read the keyword vector of every row found, and the word's pair token
   * (`inner`) already keeps its parts together.
   */
  private word(text: string, positional: boolean): string {
    const parse = positional ? 'phraseto_tsquery' : 'plainto_tsquery';
    return `${parse}(${CONFIG}, tb_kw_prepare(${this.params.add(text)}))`;
  }

  private anyOf(parts: string[]): string {
    return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' || ')})`;
  }

  private tokens(tokens: readonly string[]): Piece {
    if (tokens.length === 0) return null;
    return `to_tsquery(${CONFIG}, ${this.params.add([...new Set(tokens)].map(quote).join(' | '))})`;
  }

  /** The word at one position: any of its spellings, its prefix, or the words its wildcard matches. */
  single(w: SeqWord, positional = false): Piece {
    switch (w.kind) {
      case 'word':
        return this.anyOf(w.alternatives.map((a) => this.word(a, positional)));
      case 'prefix':
        return `to_tsquery(${CONFIG}, quote_literal(tb_kw_prepare(${this.params.add(w.stem)})) || ':*')`;
      case 'pattern':
        return this.tokens(w.matches);
      case 'gap':
        return null;
    }
  }

  /** The pair tokens of two adjacent words (none when a wildcard pair matches no indexed pair). */
  private async pair(a: SeqWord, b: SeqWord): Promise<Piece> {
    const lastOf = (text: string) => wordsOf(text).at(-1) ?? text;
    const firstOf = (text: string) => wordsOf(text)[0] ?? text;
    if (a.kind === 'word' && b.kind === 'word') {
      return this.tokens(
        a.alternatives.flatMap((x) => b.alternatives.map((y) => `${lastOf(x)}${JOINER}${firstOf(y)}`)),
      );
    }
    if (a.kind === 'word' && b.kind === 'prefix') {
      const prefixes = a.alternatives.map(
        (x) => `${quote(`${lastOf(x)}${JOINER}${foldAccents(b.stem).toLowerCase()}`)}:*`,
      );
      return `to_tsquery(${CONFIG}, ${this.params.add(prefixes.join(' | '))})`;
    }
    // Wildcards on both sides or first: the indexed pairs that fit both patterns.
    const like = (w: SeqWord, side: 'first' | 'last') => {
      if (w.kind === 'word') return wildcardToLike(side === 'last' ? lastOf(w.text) : firstOf(w.text));
      if (w.kind === 'prefix') return `${wildcardToLike(w.stem)}%`;
      if (w.kind === 'pattern') return wildcardToLike(w.text);
      return '%';
    };
    const matches = await this.lookup(
      `${like(a, 'last')}${JOINER}${like(b, 'first')}`,
      WILDCARD_EXPANSION_LIMIT,
    );
    return this.tokens(matches);
  }

  /**
   * The pair tokens inside one word written with punctuation (`node.js` is node+js), which the
   * index holds too; empty for a plain word.
   */
  private inner(w: SeqWord): string[] {
    if (w.kind !== 'word') return [];
    const pairs = bigramTokens(w.text);
    return pairs.length ? [this.tokens(pairs) as string] : [];
  }

  /** The words at their positions: each after the one before, a gap leaving one position free. */
  positions(words: readonly SeqWord[]): Piece {
    let chain: string | null = null;
    let distance = 1;
    for (const w of words) {
      if (w.kind === 'gap') {
        distance++;
        continue;
      }
      const piece = this.single(w, true);
      if (piece === null) return null;
      chain = chain === null ? piece : `tsquery_phrase(${chain}, ${piece}, ${distance})`;
      distance = 1;
    }
    return chain;
  }

  /** Words in this order (gaps allowed): the index part, and positions when pairs are not enough. */
  async sequence(words: readonly SeqWord[]): Promise<Piece> {
    const real = words.filter((w) => w.kind !== 'gap');
    if (real.length === 0) return null;
    if (real.length === 1) {
      const only = real[0] as SeqWord;
      const parts = [this.single(only), ...this.inner(only)];
      if (parts.includes(null)) return null;
      // tsquery's && and || share one precedence: a composed piece always goes in parentheses.
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' && ')})`;
    }
    const parts: string[] = [];
    const unspaced = (w: SeqWord | undefined) =>
      (w?.kind === 'word' && w.unspaced === true) || (w?.kind === 'prefix' && UNSPACED_CHAR.test(w.stem));
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i] as SeqWord;
      const b = words[i + 1] as SeqWord;
      if (a.kind === 'gap' || b.kind === 'gap' || unspaced(a) || unspaced(b)) continue;
      const pair = await this.pair(a, b);
      if (pair === null) return null;
      parts.push(pair);
    }
    const paired = (w: SeqWord | undefined) => w !== undefined && w.kind !== 'gap' && !unspaced(w);
    for (const [i, w] of words.entries()) {
      if (w.kind === 'gap') continue;
      parts.push(...this.inner(w));
      // A word in no pair (a gap on each side, or an unspaced script): the word itself narrows the index.
      if (unspaced(w) || (!paired(words[i - 1]) && !paired(words[i + 1]))) {
        const piece = this.single(w);
        if (piece === null) return null;
        parts.push(piece);
      }
    }
    // Three or more words need no positions: each adjacent pair within one item is as good as
    // exact, and positions would make PostgreSQL read the keyword vector of every row found.
    if (real.length < words.length || real.some(unspaced)) {
      const positions = this.positions(words);
      if (positions === null) return null;
      parts.push(positions);
    }
    return `(${parts.join(' && ')})`;
  }

  /**
   * Two runs of words within `distance` positions of each other (1 = adjacent), in either order
   * unless `ordered`. PostgreSQL's `<N>` is an exact distance, so "within N" is each distance.
   */
  near(left: readonly SeqWord[], right: readonly SeqWord[], distance: number, ordered: boolean): Piece {
    const l = this.positions(left);
    const r = this.positions(right);
    if (l === null || r === null) return null;
    const options: string[] = [];
    for (let k = 1; k <= distance; k++) {
      options.push(`tsquery_phrase(${l}, ${r}, ${k})`);
      if (!ordered) options.push(`tsquery_phrase(${r}, ${l}, ${k})`);
    }
    return `(${options.join(' || ')})`;
  }
}
