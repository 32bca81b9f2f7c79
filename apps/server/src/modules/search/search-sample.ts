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
/** Results expected below this are counted whole rather than sampled. */
const EXACT_BELOW = 10 * SAMPLE_TARGET;
/** A sample with fewer matches than this is taken again, ten times larger. */
const THIN_SAMPLE = 200;

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
 * SQL: the top facet values of the rows of CTE `m` as a JSON array of [code, count] — at most
 * FACET_TOP per group, so that a few dozen values travel rather than thousands.
 */
export function facetAggregate(): string {
  return `(select json_agg(json_build_array(f.t, f.n)) from (
            select t, n, row_number() over (partition by t >> 24 order by n desc, t) as rank
              from (select t, count(*)::int as n from m, unnest(m.facet_terms) t group by t) g
          ) f where f.rank <= ${FACET_TOP})`;
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

export type SampleResult = { total: number; estimate: boolean; facets: FacetCounts | null };

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
  let buckets = likely <= EXACT_BELOW ? SAMPLE_BUCKETS : bucketsFor(likely);
  for (;;) {
    const p = paramsOf(q.base);
    const facets = withFacets ? `, ${facetAggregate()} as facets` : ', null::json as facets';
    const { rows } = await pool.query<{ n: number; facets: [number, number][] | null }>(
      `with m as materialized (select s.facet_terms from talent_search s
                                where ${whereOf(q, p, buckets < SAMPLE_BUCKETS ? buckets : undefined)})
       select (select count(*)::int from m) as n ${facets}`,
      p.values,
    );
    const n = rows[0]?.n ?? 0;
    if (n < THIN_SAMPLE && buckets < SAMPLE_BUCKETS) {
      buckets = Math.min(SAMPLE_BUCKETS, buckets * 10);
      continue;
    }
    const scale = SAMPLE_BUCKETS / buckets;
    const facetRows = (rows[0]?.facets ?? []).map(([t, c]) => ({ t, n: c }));
    return {
      total: Math.max(expected.seen, Math.round(n * scale)),
      estimate: scale > 1,
      facets: withFacets
        ? { approximate: scale > 1, sampleSize: n, counts: topFacets(facetRows, scale) }
        : null,
    };
  }
}
