/**
 * The SQL of candidate search, over `talent_search` (see modules/talent/search-terms.ts):
 * - hits: the first CANDIDATE_POOL matches in physical order — which is best-first by static
 *   rank — are scored for relevance and the page is taken from them ("rank a bounded set");
 *   recency and experience sorts are exact, through their indexes;
 * - count: exact up to MAX_RESULT_WINDOW, above that estimated from sample buckets;
 * - facets: exact up to FACET_EXACT_THRESHOLD matches, above that counted on an unbiased sample
 *   of buckets and scaled.
 * Every statement repeats the same WHERE, so each query is planned on its own values.
 */

import type pg from 'pg';
import { NS, namespaceRange, SAMPLE_BUCKETS, termNamespace } from '../talent/search-terms';
import { type CompiledSearch, queryInt, type RankInputs } from './filter-compiler';
import { SqlParams } from './sql-params';

/** How many matches relevance ranking looks at (more when a deep page needs them). */
export const CANDIDATE_POOL = 1000;
export const FACET_EXACT_THRESHOLD = 2000;
/**
 * Matches are counted exactly up to here and estimated above: counting every one of 200,000
 * matches would cost more than the search. The same bound decides exact or sampled facets.
 */
export const EXACT_COUNT_LIMIT = FACET_EXACT_THRESHOLD;
/** Facets above the threshold are counted on about this many sampled matches. */
export const FACET_SAMPLE_TARGET = 2000;

export type Weights = { title: number; skills: number; keywords: number; seniority: number; recency: number };
const BASE_WEIGHTS: Weights = { title: 0.3, skills: 0.25, keywords: 0.25, seniority: 0.1, recency: 0.1 };

/** Parts with nothing to compare against weigh nothing; the others share the whole. */
export function weightsFor(rank: RankInputs): Weights {
  const active: Weights = {
    title: rank.currentTitleCodes.length ? BASE_WEIGHTS.title : 0,
    skills: rank.mandatorySkillCodes.length + rank.niceSkillCodes.length ? BASE_WEIGHTS.skills : 0,
    keywords: rank.hasKeywords ? BASE_WEIGHTS.keywords : 0,
    seniority: rank.seniorityCodes.length || rank.experienceRange ? BASE_WEIGHTS.seniority : 0,
    recency: BASE_WEIGHTS.recency,
  };
  const total = Object.values(active).reduce((s, w) => s + w, 0);
  return {
    title: active.title / total,
    skills: active.skills / total,
    keywords: active.keywords / total,
    seniority: active.seniority / total,
    recency: active.recency / total,
  };
}

function where(compiled: CompiledSearch, p: SqlParams, buckets?: number): string {
  const parts = [`s.terms @@ ${p.add(queryInt(compiled, buckets), 'query_int')}`];
  if (compiled.tsquery) parts.push(`s.tsv @@ (${compiled.tsquery})`);
  parts.push(...compiled.conditions);
  return parts.join('\n and ');
}

/** A fresh parameter list holding the compiled filter's values ($1..$n stay valid). */
function paramsOf(base: SqlParams): SqlParams {
  const p = new SqlParams();
  p.values.push(...base.values);
  return p;
}

export type ScoredRow = {
  profile_id: string;
  score: number;
  p_title: number;
  p_skills: number;
  p_keywords: number;
  p_seniority: number;
  p_recency: number;
  rank_score: number;
  matched_skills: number[];
  lat: number | null;
  lon: number | null;
};

function scoreColumns(rank: RankInputs, p: SqlParams, hasKw: boolean): string {
  const cur = rank.currentTitleCodes.length ? p.add(rank.currentTitleCodes, 'int[]') : null;
  const past = rank.pastTitleCodes.length ? p.add(rank.pastTitleCodes, 'int[]') : null;
  const skills = [...rank.mandatorySkillCodes, ...rank.niceSkillCodes];
  const skillArr = p.add(skills, 'int[]');
  const title =
    cur && past ? `case when c.terms && ${cur} then 1.0 when c.terms && ${past} then 0.6 else 0 end` : '0';
  const skillPart = skills.length ? `icount(c.terms & ${skillArr})::real / ${skills.length}` : '0';
  let seniority = '0';
  if (rank.seniorityCodes.length)
    seniority = `case when c.terms && ${p.add(rank.seniorityCodes, 'int[]')} then 1.0 else 0 end`;
  else if (rank.experienceRange) {
    const min = p.add(rank.experienceRange.min ?? 0, 'real');
    const max = p.add(rank.experienceRange.max ?? 80, 'real');
    seniority = `case when c.years_experience between ${min} and ${max} then 1.0
      else greatest(0, 1 - least(abs(c.years_experience - ${min}), abs(c.years_experience - ${max})) / 5) end`;
  }
  return `
    ${title} as p_title,
    ${skillPart} as p_skills,
    ${hasKw ? 'coalesce(c.kw / nullif(max(c.kw) over (), 0), 0)' : '0'} as p_keywords,
    ${seniority} as p_seniority,
    coalesce(exp(-(current_date - c.last_active) / 90.0), 0) as p_recency,
    (c.terms & ${skillArr}) as matched_skills`;
}

export type PageResult = {
  rows: ScoredRow[];
  /** Matches counted up to EXACT_COUNT_LIMIT (a value above it means "more"); null when not counted here. */
  counted: number | null;
  /** Exact facet counts of all matches, when they were few enough to count with the page. */
  facetRows: FacetRow[] | null;
};
type FacetRow = { t: number; n: number };

/**
 * The page of hits. For relevance, one statement finds the matches once (up to the window),
 * counts them, ranks the first CANDIDATE_POOL and, when there are few, counts their facets: the
 * index is searched once instead of once per question. Recency and experience sorts read their
 * own index in order; their count comes from `countMatches`.
 */
export async function findPage(
  pool: pg.Pool,
  compiled: CompiledSearch,
  base: SqlParams,
  page: { sort: 'relevance' | 'recency' | 'experience'; start: number; limit: number; facets: boolean },
): Promise<PageResult> {
  const p = paramsOf(base);
  const w = weightsFor(compiled.rank);
  const hasKw = Boolean(compiled.tsquery && compiled.rank.hasKeywords);
  const filter = where(compiled, p);
  const columns = 's.profile_id, s.terms, s.rank_score, s.last_active, s.years_experience, s.lat, s.lon';
  const scores = scoreColumns(compiled.rank, p, hasKw);
  const score = `(${w.title} * p_title + ${w.skills} * p_skills + ${w.keywords} * p_keywords
      + ${w.seniority} * p_seniority + ${w.recency} * p_recency) * 0.9 + 0.1 * rank_score`;
  const limit = p.add(page.limit, 'int');
  const offset = p.add(page.start, 'int');
  // Keyword rank is computed for the few rows that are ranked, by looking their vectors up again.
  const ranked = (from: string) =>
    hasKw
      ? `select c.*, ts_rank(t.tsv, (${compiled.tsquery}), 32) as kw from ${from} c
           join talent_search t on t.profile_id = c.profile_id`
      : `select c.* from ${from} c`;

  if (page.sort !== 'relevance') {
    const order = page.sort === 'recency' ? 'last_active desc nulls last' : 'years_experience desc';
    const text = `
      with c0 as (select ${columns} from talent_search s where ${filter}
                  order by s.${order}, s.profile_id limit ${limit} offset ${offset}),
      c as (${ranked('c0')}),
      scored as (select c.profile_id, c.rank_score, c.lat, c.lon, c.last_active, c.years_experience, ${scores} from c)
      select *, ${score} as score from scored order by ${order}, profile_id`;
    const { rows } = await pool.query<ScoredRow>(text, p.values);
    return { rows, counted: null, facetRows: null };
  }

  const cap = EXACT_COUNT_LIMIT;
  const candidates = p.add(Math.max(CANDIDATE_POOL, page.start + page.limit), 'int');
  const facets = page.facets
    ? `, case when (select count(*) from m) <= ${FACET_EXACT_THRESHOLD}
           then (select json_agg(json_build_array(f.t, f.n)) from (
                   select t, count(*)::int as n from m, unnest(m.terms) t where ${facetRanges()} group by t) f)
         end as facets`
    : ', null::json as facets';
  const text = `
    with m as materialized (select ${columns} from talent_search s where ${filter} limit ${cap + 1}),
    c0 as (select * from m limit ${candidates}),
    c as (${ranked('c0')}),
    scored as (select c.profile_id, c.rank_score, c.lat, c.lon, ${scores} from c),
    page as (select *, ${score} as score from scored order by score desc, rank_score desc, profile_id
             limit ${limit} offset ${offset})
    select n.total, n.facets, page.* from (select (select count(*)::int from m) as total ${facets}) n
      left join page on true
     order by page.score desc nulls last, page.rank_score desc, page.profile_id`;
  const { rows } = await pool.query<ScoredRow & { total: number; facets: [number, number][] | null }>(
    text,
    p.values,
  );
  const first = rows[0];
  return {
    rows: rows.filter((r) => r.profile_id !== null),
    counted: first?.total ?? 0,
    facetRows: first?.facets ? first.facets.map(([t, n]) => ({ t, n })) : null,
  };
}

export type CountResult = { total: number; estimate: boolean };

export async function countMatches(
  pool: pg.Pool,
  compiled: CompiledSearch,
  base: SqlParams,
): Promise<CountResult> {
  const cap = EXACT_COUNT_LIMIT;
  const p = paramsOf(base);
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from talent_search s where ${where(compiled, p)} limit ${cap + 1}) x`,
    p.values,
  );
  const exact = rows[0]?.n ?? 0;
  return exact <= cap ? { total: exact, estimate: false } : estimateCount(pool, compiled, base);
}

/** More matches than counted exactly: count 1% of the rows (10% when that finds too few to trust) and scale. */
export async function estimateCount(
  pool: pg.Pool,
  compiled: CompiledSearch,
  base: SqlParams,
): Promise<CountResult> {
  const cap = EXACT_COUNT_LIMIT;
  for (const buckets of [10, 100]) {
    const q = paramsOf(base);
    const { rows: sample } = await pool.query<{ n: number }>(
      `select count(*)::int as n from talent_search s where ${where(compiled, q, buckets)}`,
      q.values,
    );
    const n = sample[0]?.n ?? 0;
    if (n >= 100 || buckets === 100) {
      return { total: Math.max(cap + 1, Math.round((n * SAMPLE_BUCKETS) / buckets)), estimate: true };
    }
  }
  return { total: cap + 1, estimate: true };
}

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

export type FacetCounts = {
  approximate: boolean;
  sampleSize: number;
  counts: Map<FacetNamespaceKey, { value: number; count: number }[]>;
};

const FACET_TOP = 10;

function facetRanges(): string {
  return Object.keys(FACET_NAMESPACES)
    .map((key) => {
      const [lo, hi] = namespaceRange(FACET_NAMESPACE_KEYS[key as FacetNamespaceKey]);
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

/** Facets of a large result, counted on an unbiased sample of about FACET_SAMPLE_TARGET matches and scaled. */
export async function facetCounts(
  pool: pg.Pool,
  compiled: CompiledSearch,
  base: SqlParams,
  total: number,
): Promise<FacetCounts> {
  const approximate = total > FACET_EXACT_THRESHOLD;
  const buckets = approximate
    ? Math.min(SAMPLE_BUCKETS, Math.max(1, Math.ceil((FACET_SAMPLE_TARGET / total) * SAMPLE_BUCKETS)))
    : undefined;
  const p = paramsOf(base);
  const { rows } = await pool.query<FacetRow & { rows: number }>(
    `with m as (select s.terms from talent_search s where ${where(compiled, p, buckets)} limit ${FACET_SAMPLE_TARGET * 3})
     select t, count(*)::int as n, (select count(*)::int from m) as rows
       from m, unnest(m.terms) t where ${facetRanges()} group by t`,
    p.values,
  );
  const scale = buckets ? SAMPLE_BUCKETS / buckets : 1;
  return { approximate, sampleSize: rows[0]?.rows ?? 0, counts: topFacets(rows, scale) };
}

export type HitRow = {
  id: string;
  team_id: string | null;
  source: string;
  doc: import('@talentbase/shared').TalentProfileDoc;
  emails: { address: string; type: string }[] | null;
  phones: { number: string; type: string }[] | null;
  revealed: boolean;
};

export async function loadProfiles(
  pool: pg.Pool,
  ids: readonly string[],
  teamId: string,
): Promise<Map<string, HitRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await pool.query<HitRow>(
    `select p.id::text as id, p.team_id, p.source, p.doc, c.emails, c.phones, (r.profile_id is not null) as revealed
       from talent_profiles p
       left join talent_contacts c on c.profile_id = p.id
       left join contact_reveals r on r.team_id = $2 and r.profile_id = p.id
      where p.id = any($1::bigint[]) and (p.team_id is null or p.team_id = $2)`,
    [ids, teamId],
  );
  return new Map(rows.map((r) => [r.id, { ...r, doc: JSON.parse(r.doc as unknown as string) }]));
}
