/**
 * How a search uses its indexes. Reading a posting list of 300,000 profiles ("junior", "has
 * contact info") costs more than checking the condition on the few rows another condition
 * found, and less than fetching 300,000 rows to check them; a search whose matches are dense is
 * best served by reading rows in storage order (best first) until it has its candidates. The
 * plan weighs these costs.
 *
 * Selectivity comes from `talent_term_counts` (profiles per code) and the keyword vocabulary's
 * document counts, assuming conditions are independent: an estimate, used to choose a plan and
 * sample sizes, never as a result.
 */
import type { BoolNode, LeafNode } from '@talentbase/shared/domain/boolean-query';
import { bigramTokens, wordsOf } from '../talent/bigrams';
import type { Clause, CompiledSearch } from './filter-compiler';

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
  if (clause.estimate) return clause.estimate.reduce((product, c) => product * clauseFraction(c, stats), 1);
  const n = clause.codes.reduce((sum, code) => sum + stats.count(code), 0);
  const share = Math.min(1, n / stats.total);
  return clause.negated ? 1 - share : share;
}

/** The index tokens a leaf matches: its word pairs when it has several words, else the word. */
export function leafTokens(text: string): string[] {
  const pairs = bigramTokens(text);
  return pairs.length ? pairs : wordsOf(text);
}

/** The words of a leaf that can be counted: wildcards and gaps cannot. */
function plainText(node: LeafNode): string {
  if (node.type === 'term') return node.wildcard ? '' : node.value;
  return node.words.filter((w) => !/[*?]/.test(w)).join(' ');
}

/** The index tokens a leaf is estimated from: its pairs when its words are in a row, else its words. */
function leafEstimateTokens(node: LeafNode): string[] {
  const text = plainText(node);
  if (node.type === 'phrase' && (node.slop !== undefined || node.words.some((w) => /[*?]/.test(w)))) {
    return wordsOf(text);
  }
  return leafTokens(text);
}

/** The tokens whose document counts a keyword estimate needs. */
export function keywordWords(ast: BoolNode | null): string[] {
  const words = new Set<string>();
  const walk = (n: BoolNode) => {
    if (n.type === 'term' || n.type === 'phrase') for (const t of leafEstimateTokens(n)) words.add(t);
    else if (n.type === 'near') [n.left, n.right].forEach(walk);
    else if (n.type === 'and' || n.type === 'or') n.children.forEach(walk);
    else if (n.type === 'not') walk(n.child);
  };
  if (ast) walk(ast);
  return [...words];
}

/** Share of profiles a keyword tree matches, from the tokens' document counts (independent words). */
export function keywordFraction(
  ast: BoolNode | null,
  ndoc: (token: string) => number,
  total: number,
): number {
  if (!ast || total === 0) return 1;
  const leaf = (node: LeafNode) => {
    // A wildcard may stand for many words: take it as common.
    if (node.type === 'term' && node.wildcard) return 0.1;
    const tokens = leafEstimateTokens(node);
    return tokens.length ? Math.min(...tokens.map((t) => Math.min(1, ndoc(t) / total))) : 0.1;
  };
  const walk = (n: BoolNode): number => {
    switch (n.type) {
      case 'term':
      case 'phrase':
        return leaf(n);
      case 'near':
        // Both words, and near each other: rarer than both anywhere.
        return leaf(n.left) * leaf(n.right);
      case 'and':
        // Independent words, like the filters: the product.
        return n.children.reduce((product, c) => product * walk(c), 1);
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

/**
 * Rough costs in microseconds, measured on the benchmark machine: reading one entry of a posting
 * list, fetching one row the index named (a random page), and checking one row of a scan in
 * storage order. Only their ratios matter: they choose between plans.
 */
const COST = { posting: 0.5, fetch: 3.5, scan: 1.5 };

/** Matches the page statement reads when counting (see search.repository.ts). */
const COUNTED_MATCHES = 2001;

/**
 * Chooses which conditions the index answers. Conditions are tried rarest first: each one added
 * costs reading its posting lists and saves fetching the rows it rules out; none at all means
 * reading rows in storage order, which pays only when matches are dense (the scan stops at the
 * candidates it needs). The cheapest estimate wins.
 */
export function planSearch(
  compiled: Pick<CompiledSearch, 'clauses' | 'keywordAst' | 'tsquery'>,
  stats: TermStats,
  ndoc: (word: string) => number,
  options: { forceIndex?: boolean; candidates?: number } = {},
): SearchPlan {
  const total = Math.max(1, stats.total);
  type Part = { clause: Clause | null; fraction: number; postings: number };
  const parts: Part[] = compiled.clauses.map((clause) => ({
    clause,
    fraction: clauseFraction(clause, stats),
    postings: clause.estimate
      ? clauseFraction(clause, stats) * total
      : clause.codes.reduce((sum, code) => sum + stats.count(code), 0),
  }));
  if (compiled.tsquery) {
    // Words standing in for an unknown title or company are rare by nature.
    const fraction = compiled.keywordAst ? keywordFraction(compiled.keywordAst, ndoc, stats.total) : 0.01;
    const tokens = keywordWords(compiled.keywordAst);
    const postings = tokens.length ? tokens.reduce((sum, t) => sum + ndoc(t), 0) : fraction * total;
    parts.push({ clause: null, fraction, postings });
  }
  // A clause that only narrows the index adds no condition: the matches are those of the others.
  const fraction = parts.reduce((product, p) => (p.clause?.narrows ? product : product * p.fraction), 1);
  const candidates = options.candidates ?? 1000;

  const positive = parts.filter((p) => !p.clause?.negated).sort((a, b) => a.fraction - b.fraction);
  const scanCost = Math.min(total, candidates / Math.max(fraction, 1e-9)) * COST.scan;
  let best = { k: 0, cost: options.forceIndex && positive.length ? Number.POSITIVE_INFINITY : scanCost };
  let postings = 0;
  let indexFraction = 1;
  // Clauses a narrowing clause already read stand for themselves: reading them rules out nothing more.
  const covered = new Set<Clause>();
  for (let k = 1; k <= positive.length; k++) {
    const p = positive[k - 1] as Part;
    postings += p.postings;
    if (!p.clause || !covered.has(p.clause)) indexFraction = Math.max(indexFraction * p.fraction, fraction);
    for (const c of p.clause?.narrows ?? []) covered.add(c);
    const pass = fraction / indexFraction;
    // The page statement reads up to the count limit, or further for a deep page.
    const read = Math.max(COUNTED_MATCHES, candidates);
    const fetched = Math.min(total * indexFraction, read / Math.max(pass, 1e-9));
    const cost = postings * COST.posting + fetched * COST.fetch;
    if (cost < best.cost) best = { k, cost };
  }
  const indexed = new Set(positive.slice(0, best.k));
  const broad = best.k === 0;
  return {
    indexClauses: parts.filter((p) => indexed.has(p) && p.clause).map((p) => p.clause as Clause),
    // A clause that only helps the index has nothing to do elsewhere.
    filterClauses: parts
      .filter((p) => !indexed.has(p) && p.clause && !p.clause.indexOnly)
      .map((p) => p.clause as Clause),
    keywordsInIndex: [...indexed].some((p) => p.clause === null),
    broad,
    fraction,
    scanPages: broad ? scanPages(stats, fraction, candidates) : null,
  };
}

function scanPages(stats: TermStats, fraction: number, candidates: number): number | null {
  if (stats.pages <= 0 || stats.total <= 0) return null;
  const rowsPerPage = stats.total / stats.pages;
  const pages = Math.ceil((candidates * SCAN_HEADROOM) / (fraction * rowsPerPage));
  return pages >= stats.pages ? null : pages;
}
