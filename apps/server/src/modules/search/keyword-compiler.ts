/**
 * A parsed Boolean string becomes a PostgreSQL tsquery expression (keyword-sequences.ts says how
 * one word or one run of words is asked of the index). On top of the parser's AST:
 * - every word also matches its spellings: singular and plural, title abbreviations both ways
 *   (`sr` ↔ `senior`, `vp` ↔ `vice president`) — quoted or not, as they are the same words;
 * - an unquoted single word that is a known skill or title under any of its names also matches
 *   its other names ("k8s" finds Kubernetes, "sysadmin" finds Systems Administrator); quotes turn
 *   synonyms off: `"senior software engineer"` means those words in that order;
 * - proximity (`a NEAR/3 b`, `"a b"~2`) checks word positions on the rows the index found.
 * A leaf that can match nothing is folded away: `x OR nothing` is `x`, `x AND nothing` is nothing.
 */
import type { BoolNode, LeafNode } from '@talentbase/shared/domain/boolean-query';
import type { Dictionary, DictionaryEntry } from '../talent/dictionary';
import { queryWordParts } from '../talent/scripts';
import {
  type LexemeLookup,
  type Piece,
  SequenceCompiler,
  type SeqWord,
  seqWord,
  spellingCandidates,
} from './keyword-sequences';
import { phraseVariants } from './spellings';
import type { SqlParams } from './sql-params';
import { wordForms } from './word-forms';

export { type LexemeLookup, WILDCARD_EXPANSION_LIMIT, wildcardToLike } from './keyword-sequences';

export type Expansion = {
  term: string;
  matches: string[];
  kind: 'synonym' | 'wildcard' | 'form' | 'abbreviation';
};

/** Something to mark in hits: its label, and per position the words that count (`*` is any word). */
export type HighlightTerm = { label: string; words: string[][] };

/** Document counts of index words; injected so that it can be cached. */
export type WordCounts = (words: readonly string[]) => Promise<(word: string) => number>;

export type KeywordQuery = {
  /** SQL expression of type tsquery; null when the keywords constrain nothing. */
  tsquery: string | null;
  /** True when no profile can match (a wildcard that matches no word of the index, ANDed). */
  matchesNothing: boolean;
  expansions: Expansion[];
  /** What to mark in hits (positive leaves, their spellings and synonyms). */
  highlightTerms: HighlightTerm[];
};

/** Proximity operands: at most this many spellings and synonyms each (every pair is checked). */
const NEAR_OPERAND_SPELLINGS = 4;
const EMPTY = '';

function leafWords(node: LeafNode): string[] {
  return node.type === 'phrase' ? node.words : [node.value];
}

/** Skills and titles (any of their names) a bare word stands for: both, so a synonym works both ways. */
function synonymsOf(dict: Dictionary, text: string): DictionaryEntry[] {
  const found = [dict.find('skill', text), dict.findTitle(text)].filter((e): e is DictionaryEntry => !!e);
  return [...new Map(found.map((e) => [e.id, e])).values()];
}

function usesSynonyms(node: LeafNode): boolean {
  return node.type === 'term' && !node.exact && !node.wildcard;
}

function synonymNames(dict: Dictionary, node: LeafNode): string[] {
  if (!usesSynonyms(node)) return [];
  const names = new Set<string>();
  for (const entry of synonymsOf(dict, node.value)) {
    names.add(entry.name.toLowerCase());
    for (const alias of entry.aliases) names.add(alias);
  }
  names.delete(node.value);
  return [...names];
}

function allLeaves(node: BoolNode): LeafNode[] {
  switch (node.type) {
    case 'term':
    case 'phrase':
      return [node];
    case 'near':
      return [node.left, node.right];
    case 'not':
      return allLeaves(node.child);
    default:
      return node.children.flatMap(allLeaves);
  }
}

export async function compileKeywords(
  ast: BoolNode | null,
  params: SqlParams,
  dict: Dictionary,
  lookupLexemes: LexemeLookup,
  wordCounts: WordCounts,
): Promise<KeywordQuery> {
  const expansions: Expansion[] = [];
  const highlights = new Map<string, HighlightTerm>();
  if (!ast) return { tsquery: null, matchesNothing: false, expansions, highlightTerms: [] };

  // Which spellings occur in any profile, asked once: the others are left out of the query.
  const candidates = new Set<string>();
  for (const leaf of allLeaves(ast)) {
    const texts = [
      ...phraseVariants(leafWords(leaf)).flat(),
      ...synonymNames(dict, leaf).flatMap((n) => n.split(' ')),
    ];
    for (const text of texts) for (const c of spellingCandidates(text)) candidates.add(c);
  }
  const ndoc = await wordCounts([...candidates]);
  const known = (word: string) => ndoc(word) > 0;
  const seq = new SequenceCompiler(params, lookupLexemes);

  /**
   * Query words as index words, and what to mark in hits for them: a word of an unspaced script
   * is asked as its character pairs (talent/scripts.ts) but marked as typed.
   */
  const toSeq = async (words: readonly string[]): Promise<Spelled> => {
    const seqWords: SeqWord[] = [];
    const marks: string[][] = [];
    for (const word of words) {
      const parts = queryWordParts(word);
      const compiled = await Promise.all(parts.map((part) => seqWord(part, lookupLexemes, known, true)));
      seqWords.push(...compiled);
      const [only] = compiled;
      marks.push(compiled.length === 1 && only ? markOf(only) : [word]);
    }
    return { words: seqWords, marks, label: words.join(' ') };
  };

  const highlight = (spelled: Spelled) => {
    if (!highlights.has(spelled.label))
      highlights.set(spelled.label, { label: spelled.label, words: spelled.marks });
  };

  /** Tells the recruiter what a word also found: its other forms and abbreviations. */
  const noteSpellings = (words: readonly SeqWord[]) => {
    for (const w of words) {
      if (w.kind === 'pattern') expansions.push({ term: w.text, matches: w.matches, kind: 'wildcard' });
      if (w.kind !== 'word' || w.alternatives.length < 2) continue;
      const forms = new Set(wordForms(w.alternatives[0] as string));
      const others = w.alternatives.slice(1);
      const formMatches = others.filter((a) => forms.has(a));
      const abbreviations = others.filter((a) => !forms.has(a));
      if (formMatches.length) expansions.push({ term: w.text, matches: formMatches, kind: 'form' });
      if (abbreviations.length)
        expansions.push({ term: w.text, matches: abbreviations, kind: 'abbreviation' });
    }
  };

  /** The spellings of a leaf as word sequences, the leaf as typed first. */
  const variantsOf = async (node: LeafNode, positive: boolean) => {
    const variants = await Promise.all(phraseVariants(leafWords(node)).map(toSeq));
    if (positive) {
      const [typed, ...others] = variants;
      if (typed) noteSpellings(typed.words);
      if (others.length) {
        expansions.push({ term: node.value, matches: others.map((v) => v.label), kind: 'abbreviation' });
      }
      // Words that may stand apart (`"sales manager"~2`) are marked one by one.
      const apart = node.type === 'phrase' && node.slop !== undefined;
      for (const v of variants) {
        if (!apart) highlight(v);
        else for (const mark of v.marks) highlight({ words: [], marks: [mark], label: mark[0] ?? v.label });
      }
    }
    return variants.map((v) => v.words);
  };

  async function leaf(node: LeafNode, positive: boolean, withSynonyms = true): Promise<Piece> {
    const variants = await variantsOf(node, positive);
    const parts: string[] = [];
    for (const v of variants) {
      const piece =
        node.type === 'phrase' && node.slop !== undefined ? sloppy(v, node.slop) : await seq.sequence(v);
      if (piece !== null) parts.push(piece);
    }
    const names = withSynonyms ? synonymNames(dict, node) : [];
    if (names.length) {
      if (positive) expansions.push({ term: node.value, matches: names, kind: 'synonym' });
      for (const name of names) {
        const spelled = await toSeq(name.split(' '));
        if (positive) highlight(spelled);
        const piece = await seq.sequence(spelled.words);
        if (piece !== null) parts.push(piece);
      }
    }
    return parts.length === 0 ? null : parts.length === 1 ? (parts[0] as string) : `(${parts.join(' || ')})`;
  }

  /** `"a b c"~2`: each word within 2 extra positions of the next, either way round. */
  function sloppy(words: readonly SeqWord[], slop: number): Piece {
    const real = words.filter((w) => w.kind !== 'gap');
    const parts: string[] = [];
    for (const w of real) {
      const piece = seq.single(w);
      if (piece === null) return null;
      parts.push(piece);
    }
    for (let i = 0; i + 1 < real.length; i++) {
      const piece = seq.near([real[i] as SeqWord], [real[i + 1] as SeqWord], slop + 1, false);
      if (piece === null) return null;
      parts.push(piece);
    }
    return `(${parts.join(' && ')})`;
  }

  async function near(node: Extract<BoolNode, { type: 'near' }>, positive: boolean): Promise<Piece> {
    const left = await leaf(node.left, positive);
    const right = await leaf(node.right, positive);
    if (left === null || right === null) return null;
    // Each side as written, then its spellings and synonyms: "nurse NEAR/3 icu" also finds
    // "ICU" written as "Critical Care" next to "Nurse".
    const operand = async (side: LeafNode) => {
      const spelled = await Promise.all(phraseVariants(leafWords(side)).map(toSeq));
      const synonyms = await Promise.all(synonymNames(dict, side).map((n) => toSeq(n.split(' '))));
      return [...spelled, ...synonyms].slice(0, NEAR_OPERAND_SPELLINGS).map((v) => v.words);
    };
    const options: string[] = [];
    for (const l of await operand(node.left))
      for (const r of await operand(node.right)) {
        const piece = seq.near(l, r, node.distance, node.ordered);
        if (piece !== null) options.push(piece);
      }
    if (options.length === 0) return null;
    return `(${left} && ${right} && (${options.join(' || ')}))`;
  }

  async function compile(node: BoolNode, positive: boolean): Promise<Piece> {
    switch (node.type) {
      case 'term':
      case 'phrase':
        return leaf(node, positive);
      case 'near':
        return near(node, positive);
      case 'not': {
        const inner = await compile(node.child, !positive);
        // NOT of something that matches nothing excludes nothing: the caller drops it.
        return inner === null ? EMPTY : `!!(${inner})`;
      }
      case 'and': {
        const parts: string[] = [];
        for (const child of node.children) {
          const c = await compile(child, positive);
          if (c === null) return null;
          if (c) parts.push(`(${c})`);
        }
        return parts.join(' && ');
      }
      case 'or': {
        const parts: string[] = [];
        for (const child of node.children) {
          const c = await compile(child, positive);
          if (c) parts.push(`(${c})`);
        }
        return parts.length ? parts.join(' || ') : null;
      }
    }
  }

  const compiled = await compile(ast, true);
  return {
    tsquery: compiled || null,
    matchesNothing: compiled === null,
    expansions: dedupeExpansions(expansions),
    highlightTerms: [...highlights.values()],
  };
}

/** A run of query words ready to compile, with what to mark in hits for each typed word. */
type Spelled = { words: SeqWord[]; marks: string[][]; label: string };

function markOf(w: SeqWord): string[] {
  if (w.kind === 'word') return w.alternatives;
  if (w.kind === 'prefix') return [`${w.stem}*`];
  if (w.kind === 'pattern') return w.matches.length ? w.matches : [w.text];
  return ['*'];
}

function dedupeExpansions(list: Expansion[]): Expansion[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${e.kind}\u0000${e.term}`;
    if (seen.has(key) || e.matches.length === 0) return false;
    seen.add(key);
    return true;
  });
}
