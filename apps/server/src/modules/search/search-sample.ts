/**
 * Counts and facets of a large result, from a sample: whole hash buckets of profile ids (an index
 * condition: cheap whatever the result's size, and unbiased). One statement counts the sampled
 * matches and their facet values; both are scaled up. A thin sample is taken again, larger.
 */
import type pg from 'pg';
import { NS, namespaceRange, SAMPLE_BUCKETS, termNamespace } from '../talent/search-terms';
import { EXACT_COUNT_LIMIT, paramsOf, type SearchQuery, whereOf } from './search-query';

/** Samples aim at about this many matches. */
export const SAMPLE_TARGET = 2000;
/** A sample with fewer matches than this is taken again, ten times larger. */
const THIN_SAMPLE = 200;

const FACET_NAMESPACE_KEYS = {
  title: 'titleCurrent',
  company: 'companyCurrent',
  location: 'city',
  skill: 'skill',
  seniority: 'seniority',
  education: 'education',
} as const satisfies Record<string, keyof typeof NS>;
export type FacetNamespaceKey = keyof typeof FACET_NAMESPACE_KEYS;
export const FACET_NAMESPACES = Object.fromEntries(
  Object.entries(FACET_NAMESPACE_KEYS).map(([key, ns]) => [key, NS[ns]]),
) as Record<FacetNamespaceKey, number>;

export type FacetRow = { t: number; n: number };
export type FacetCounts = {
  approximate: boolean;
  sampleSize: number;
  counts: Map<FacetNamespaceKey, { value: number; count: number }[]>;
};

const FACET_TOP = 10;

/** SQL: `t` (an unnested code) belongs to one of the facet namespaces. */
export function facetRanges(): string {
  return (Object.values(FACET_NAMESPACE_KEYS) as (keyof typeof NS)[])
    .map((ns) => {
      const [lo, hi] = namespaceRange(ns);
      return `(t between ${lo} and ${hi})`;
    })
    .join(' or ');
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
  let buckets = bucketsFor(Math.max(expected.total, expected.seen, EXACT_COUNT_LIMIT + 1));
  for (;;) {
    const p = paramsOf(q.base);
    const facets = withFacets
      ? `, (select json_agg(json_build_array(f.t, f.n)) from (
            select t, count(*)::int as n from m, unnest(m.terms) t where ${facetRanges()} group by t) f) as facets`
      : ', null::json as facets';
    const { rows } = await pool.query<{ n: number; facets: [number, number][] | null }>(
      `with m as materialized (select s.terms from talent_search s where ${whereOf(q, p, buckets)})
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
