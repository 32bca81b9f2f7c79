/**
 * How a search uses its indexes. A posting list of 300,000 profiles ("junior", "has contact
 * info") costs the index as much to read as the rows it names, so only selective conditions go
 * to the index; common ones are checked on the rows it returns. A search with nothing selective
 * reads rows in storage order (best first) and stops at the candidates it needs.
 *
 * Selectivity comes from `talent_term_counts` (profiles per code) and the keyword vocabulary's
 * document counts, assuming conditions are independent: an estimate, used to choose a plan and
 * sample sizes, never as a result.
 */
import type { BoolNode } from '@talentbase/shared/domain/boolean-query';
import { bigramTokens, wordsOf } from '../talent/bigrams';
import type { Clause, CompiledSearch } from './filter-compiler';

/** Above this share of profiles a condition is common: checked on rows, not read from the index. */
export const COMMON_FRACTION = 0.04;

export type TermStats = {
  total: number;
  /** Pages of `talent_search`, for bounding a scan in storage order. */
  pages: number;
  count: (code: number) => number;
};

export type SearchPlan = {
  /** Selective clauses: the index answers them. */
  indexClauses: Clause[];
  /** Common and negated clauses: checked on the rows found. */
  filterClauses: Clause[];
  keywordsInIndex: boolean;
  /** Nothing selective: read rows in storage order. */
  broad: boolean;
  /** Estimated share of profiles matching (0 to 1). */
  fraction: number;
  /**
   * A broad search reads at most this many pages in storage order (room for four times the
   * candidates it needs at the estimated density); null when it may read them all. If it finds
   * too few there, the estimate was wrong and the search is planned again with the index.
   */
  scanPages: number | null;
};

/** Candidates a broad scan expects to find within its page bound, as a multiple of those it needs. */
const SCAN_HEADROOM = 4;

export function clauseFraction(clause: Clause, stats: TermStats): number {
  if (stats.total === 0) return 0;
  const n = clause.codes.reduce((sum, code) => sum + stats.count(code), 0);
  const share = Math.min(1, n / stats.total);
  return clause.negated ? 1 - share : share;
}

/** The index tokens a leaf matches: its word pairs when it has several words, else the word. */
export function leafTokens(text: string): string[] {
  const pairs = bigramTokens(text);
  return pairs.length ? pairs : wordsOf(text);
}

/** The tokens whose document counts a keyword estimate needs. */
export function keywordWords(ast: BoolNode | null): string[] {
  const words = new Set<string>();
  const walk = (n: BoolNode) => {
    if ((n.type === 'term' && !n.wildcard) || n.type === 'phrase')
      for (const t of leafTokens(n.value)) words.add(t);
    else if (n.type === 'and' || n.type === 'or') n.children.forEach(walk);
    else if (n.type === 'not') walk(n.child);
  };
  if (ast) walk(ast);
  return [...words];
}

/** Share of profiles a keyword tree matches, from the tokens' document counts. */
export function keywordFraction(
  ast: BoolNode | null,
  ndoc: (token: string) => number,
  total: number,
): number {
  if (!ast || total === 0) return 1;
  const leaf = (text: string) => {
    const tokens = leafTokens(text);
    return tokens.length ? Math.min(...tokens.map((t) => Math.min(1, ndoc(t) / total))) : 1;
  };
  const walk = (n: BoolNode): number => {
    switch (n.type) {
      case 'term':
        // A wildcard may stand for many words: take it as common.
        return n.wildcard ? 0.1 : leaf(n.value);
      case 'phrase':
        return leaf(n.value);
      case 'and':
        return Math.min(...n.children.map(walk));
      case 'or':
        return Math.min(
          1,
          n.children.reduce((sum, c) => sum + walk(c), 0),
        );
      case 'not':
        return 1;
    }
  };
  return walk(ast);
}

/** At or above this estimated share of profiles, a search reads rows in storage order. */
export const BROAD_FRACTION = 0.03;

/**
 * Selective conditions go to the index. When none is, and the result is expected to be small,
 * the rarest conditions go anyway (until together they are selective): reading rows in storage
 * order only pays when matches are dense.
 */
export function planSearch(
  compiled: Pick<CompiledSearch, 'clauses' | 'keywordAst' | 'tsquery'>,
  stats: TermStats,
  ndoc: (word: string) => number,
  options: { forceIndex?: boolean; candidates?: number } = {},
): SearchPlan {
  // Words standing in for an unknown title or company are rare by nature: let the index find them.
  const keywords = compiled.keywordAst
    ? keywordFraction(compiled.keywordAst, ndoc, stats.total)
    : compiled.tsquery
      ? 0.01
      : 1;
  type Part = { clause: Clause | null; fraction: number };
  const parts: Part[] = compiled.clauses.map((clause) => ({
    clause,
    fraction: clauseFraction(clause, stats),
  }));
  if (compiled.tsquery) parts.push({ clause: null, fraction: keywords });
  const fraction = parts.reduce((product, p) => product * p.fraction, 1);

  const positive = parts.filter((p) => !p.clause?.negated).sort((a, b) => a.fraction - b.fraction);
  const indexed = new Set<Part>(positive.filter((p) => p.fraction <= COMMON_FRACTION));
  const broad = indexed.size === 0 && fraction >= BROAD_FRACTION && !options.forceIndex;
  if (!broad) {
    let product = [...indexed].reduce((x, p) => x * p.fraction, 1);
    for (const p of positive) {
      if (product <= COMMON_FRACTION) break;
      if (indexed.has(p)) continue;
      indexed.add(p);
      product *= p.fraction;
    }
  }
  return {
    indexClauses: parts.filter((p) => indexed.has(p) && p.clause).map((p) => p.clause as Clause),
    filterClauses: parts.filter((p) => !indexed.has(p) && p.clause).map((p) => p.clause as Clause),
    keywordsInIndex: Boolean(compiled.tsquery) && [...indexed].some((p) => p.clause === null),
    broad,
    fraction,
    scanPages: broad ? scanPages(stats, fraction, options.candidates ?? 1000) : null,
  };
}

function scanPages(stats: TermStats, fraction: number, candidates: number): number | null {
  if (stats.pages <= 0 || stats.total <= 0) return null;
  const rowsPerPage = stats.total / stats.pages;
  const pages = Math.ceil((candidates * SCAN_HEADROOM) / (fraction * rowsPerPage));
  return pages >= stats.pages ? null : pages;
}
