/**
 * Counts and facets of a large result, from a sample: whole hash buckets of profile ids (an index
 * condition: cheap whatever the result's size, and unbiased). One statement counts the sampled
 * matches and their facet values; both are scaled up. A thin sample is taken again, larger.
 */
import type pg from 'pg';
import { FACET_NAMESPACE_OF, NS, SAMPLE_BUCKETS, termNamespace } from '../talent/search-terms';
import { EXACT_COUNT_LIMIT, paramsOf, type SearchQuery, whereOf } from './search-query';

/** Samples aim at about this many matches. */
export const SAMPLE_TARGET = 2000;
/**
 * Results expected below this are counted whole rather than sampled: a sample of a small result
 * takes many buckets, whose lists cost more than fetching every match; the count is then exact.
 */
export const COUNT_WHOLE_BELOW = 10 * SAMPLE_TARGET;
/**
 * A sample with fewer matches than this is taken again, larger: 200 matches put an estimate
 * within about ±14% of the true count (95% confidence), 2,000 within ±4.4%.
 */
const THIN_SAMPLE = 200;

/**
 * The relative error of a total scaled up from `n` sampled matches, at 95% confidence. Whole
 * buckets are drawn by a hash of the profile id, so each match is in the sample independently
 * with the same probability: the count is binomial, its relative standard error about 1/sqrt(n).
 */
export function sampleMargin(n: number): number {
  return n > 0 ? Math.min(1, 1.96 / Math.sqrt(n)) : 1;
}

export type FacetNamespaceKey = keyof typeof FACET_NAMESPACE_OF;
export const FACET_NAMESPACES = Object.fromEntries(
  Object.entries(FACET_NAMESPACE_OF).map(([key, ns]) => [key, NS[ns]]),
) as Record<FacetNamespaceKey, number>;

export type FacetRow = { t: number; n: number };
export type FacetCounts = {
  approximate: boolean;
  sampleSize: number;
  counts: Map<FacetNamespaceKey, { value: number; count: number }[]>;
};

const FACET_TOP = 10;

/**
 * SQL: every facet code of the rows of CTE `m`, as one comma-separated text. Counting 30,000
 * codes here (countFacetCodes) is several times faster than grouping and ranking them in SQL.
 */
export function facetAggregate(): string {
  return `(select string_agg(array_to_string(m.facet_terms, ','), ',') from m)`;
}

/** Counts per code of facetAggregate's text, read digit by digit (no intermediate strings). */
export function countFacetCodes(text: string | null): FacetRow[] {
  const counts = new Map<number, number>();
  if (text) {
    let code = 0;
    let digits = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 44;
      if (c === 44) {
        if (digits) counts.set(code, (counts.get(code) ?? 0) + 1);
        code = 0;
        digits = 0;
      } else {
        code = code * 10 + (c - 48);
        digits++;
      }
    }
  }
  return [...counts].map(([t, n]) => ({ t, n }));
}

/** Top values per facet group from (code, count) rows, scaled when they were counted on a sample. */
export function topFacets(rows: readonly FacetRow[], scale: number): FacetCounts['counts'] {
  const counts = new Map<FacetNamespaceKey, { value: number; count: number }[]>();
  for (const [key, ns] of Object.entries(FACET_NAMESPACES) as [FacetNamespaceKey, number][]) {
    const top = rows
      .filter((r) => termNamespace(r.t) === ns)
      .sort((a, b) => b.n - a.n || a.t - b.t)
      .slice(0, FACET_TOP)
      .map((r) => ({ value: r.t, count: Math.round(r.n * scale) }));
    counts.set(key, top);
  }
  return counts;
}

export type SampleResult = {
  total: number;
  estimate: boolean;
  /** Relative error of `total` at 95% confidence (0 when every match was counted). */
  margin: number;
  facets: FacetCounts | null;
};

function bucketsFor(expectedTotal: number): number {
  return Math.min(
    SAMPLE_BUCKETS,
    Math.max(1, Math.ceil((SAMPLE_TARGET / Math.max(1, expectedTotal)) * SAMPLE_BUCKETS)),
  );
}

/**
 * Estimated total and facets of a search with more matches than are counted exactly.
 * `expectedTotal` (from the plan) sizes the first sample; `seen` is how many matches are known
 * to exist, the floor of the estimate.
 */
export async function sampleMatches(
  pool: pg.Pool,
  q: SearchQuery,
  expected: { total: number; seen: number },
  withFacets: boolean,
): Promise<SampleResult> {
  // A sample of a small result saves little and its bucket lists cost much: count those whole.
  const likely = Math.max(expected.total, expected.seen, EXACT_COUNT_LIMIT + 1);
  let buckets = likely <= COUNT_WHOLE_BELOW ? SAMPLE_BUCKETS : bucketsFor(likely);
  // When nothing else narrows the sampled buckets, words are looked up in the keyword index
  // rather than checked on their rows: checking would read the keyword vector of every row of
  // the buckets. Otherwise the plan's choice stands (a rare filter leaves few rows to check).
  const inBuckets: SearchQuery =
    q.compiled.tsqueryIndexable && q.plan.indexClauses.length === 0
      ? { ...q, plan: { ...q.plan, keywordsInIndex: true } }
      : q;
  for (;;) {
    const p = paramsOf(q.base);
    const sampled = buckets < SAMPLE_BUCKETS ? inBuckets : q;
    const facets = withFacets ? `, ${facetAggregate()} as facets` : ', null::text as facets';
    const { rows } = await pool.query<{ n: number; facets: string | null }>(
      `with m as materialized (select s.facet_terms from talent_search s
                                where ${whereOf(sampled, p, buckets < SAMPLE_BUCKETS ? buckets : undefined)})
       select (select count(*)::int from m) as n ${facets}`,
      p.values,
    );
    const n = rows[0]?.n ?? 0;
    if (n < THIN_SAMPLE && buckets < SAMPLE_BUCKETS) {
      // As many buckets as this density says the target needs (at least twice as many).
      const wanted = Math.ceil((buckets * SAMPLE_TARGET) / Math.max(n, SAMPLE_TARGET / 100));
      buckets = Math.min(SAMPLE_BUCKETS, Math.max(buckets * 2, wanted));
      continue;
    }
    const scale = SAMPLE_BUCKETS / buckets;
    const facetRows = countFacetCodes(rows[0]?.facets ?? null);
    return {
      total: Math.max(expected.seen, Math.round(n * scale)),
      estimate: scale > 1,
      margin: scale > 1 ? sampleMargin(n) : 0,
      facets: withFacets
        ? { approximate: scale > 1, sampleSize: n, counts: topFacets(facetRows, scale) }
        : null,
    };
  }
}
