/**
 * The SQL of candidate search, over `talent_search` (see modules/talent/search-terms.ts):
 * - the page: the first CANDIDATE_POOL matches in storage order — best-first by static rank —
 *   are scored for relevance and the page is taken from them ("rank a bounded set"); recency and
 *   experience sorts are exact, through their indexes;
 * - selective conditions are read from the indexes and common ones checked on the rows found
 *   (search-plan.ts); a broad search reads rows in storage order and stops early;
 * - the count and the facets are exact up to EXACT_COUNT_LIMIT matches, counted with the page;
 *   above it they come from a sample (search-sample.ts).
 * Every statement repeats the same WHERE, so each is planned on its own values.
 */
import type pg from 'pg';
import type { RankInputs } from './filter-compiler';
import { EXACT_COUNT_LIMIT, paramsOf, type SearchQuery, whereOf } from './search-query';
import { countFacetCodes, type FacetRow, facetAggregate } from './search-sample';
import type { SqlParams } from './sql-params';

/** How many matches relevance ranking looks at (more when a deep page needs them). */
export const CANDIDATE_POOL = 1000;
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
    coalesce(exp(-(current_date - c.last_active)::float8 / 90), 0) as p_recency,
    (c.terms & ${skillArr}) as matched_skills`;
}

export type PageResult = {
  rows: ScoredRow[];
  /** Matches counted up to EXACT_COUNT_LIMIT (a value above it means "more"); null when not counted. */
  counted: number | null;
  /** Facet counts of the matches read (all of them when `counted` is within the limit). */
  facetRows: FacetRow[] | null;
  /** Matches read, and the last table page they were read from (storage order). */
  found: number;
  lastBlock: number | null;
  /** A bounded broad scan found fewer candidates than it needed: plan again with the index. */
  tooFew: boolean;
};

/**
 * The page of hits. For relevance, one statement finds the matches once (up to the count
 * limit), counts them, ranks the first CANDIDATE_POOL and, when there are few, counts their
 * facets: the indexes are searched once instead of once per question. A broad search only takes
 * its candidates (it has far more matches than the limit; they are counted on a sample).
 * Recency and experience sorts read their own index in order.
 */
export async function findPage(
  pool: pg.Pool,
  q: SearchQuery,
  page: { sort: 'relevance' | 'recency' | 'experience'; start: number; limit: number; facets: boolean },
): Promise<PageResult> {
  const { compiled, plan } = q;
  const p = paramsOf(q.base);
  const w = weightsFor(compiled.rank);
  const hasKw = Boolean(compiled.tsquery && compiled.rank.hasKeywords);
  const filter = whereOf(q, p);
  const columns =
    's.profile_id, s.ctid, s.terms, s.facet_terms, s.rank_score, s.last_active, s.years_experience, s.lat, s.lon';
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
    return { rows, counted: null, facetRows: null, tooFew: false, found: rows.length, lastBlock: null };
  }

  // Keyword ranking is the costly part of scoring: fewer candidates when there are keywords.
  const pool_ = Math.max(hasKw ? CANDIDATE_POOL / 2 : CANDIDATE_POOL, page.start + page.limit);
  const candidates = p.add(pool_, 'int');
  const bound = plan.scanPages ? ` and s.ctid < ${p.add(`(${plan.scanPages},0)`, 'tid')}` : '';
  const matches = plan.broad
    ? `select ${columns} from talent_search s where ${filter}${bound} limit ${candidates}`
    : `select ${columns} from talent_search s where ${filter} limit ${EXACT_COUNT_LIMIT + 1}`;
  const facets = page.facets ? `, ${facetAggregate()} as facets` : ', null::text as facets';
  const text = `
    with m as materialized (${matches}),
    c0 as (select * from m limit ${candidates}),
    c as (${ranked('c0')}),
    scored as (select c.profile_id, c.rank_score, c.lat, c.lon, ${scores} from c),
    page as (select *, ${score} as score from scored order by score desc, rank_score desc, profile_id
             limit ${limit} offset ${offset})
    select n.total, n.last_block, page.*,
           -- The facet codes are long: they travel once, with the first row.
           case when row_number() over (order by page.score desc nulls last, page.rank_score desc, page.profile_id) = 1
                then n.facets end as facets
      from (
      select (select count(*)::int from m) as total,
             (select max((m.ctid::text::point)[0])::int from m) as last_block ${facets}) n
      left join page on true
     order by page.score desc nulls last, page.rank_score desc, page.profile_id`;
  const { rows } = await pool.query<
    ScoredRow & { total: number; last_block: number | null; facets: string | null }
  >(text, p.values);
  const first = rows[0];
  const found = first?.total ?? 0;
  return {
    rows: rows.filter((r) => r.profile_id !== null),
    // A broad search that found fewer rows than it asked for has counted them all, unless it
    // stopped at its page bound: then it was planned wrong (see `tooFew`).
    counted: plan.broad && found >= pool_ ? null : found,
    facetRows: page.facets ? countFacetCodes(first?.facets ?? null) : null,
    tooFew: plan.broad && plan.scanPages !== null && found < pool_,
    found,
    lastBlock: first?.last_block ?? null,
  };
}

/** Matches counted up to the limit (a value above it means "more"), for the sorts that do not count with the page. */
export async function countUpTo(pool: pg.Pool, q: SearchQuery): Promise<number | null> {
  if (q.plan.broad) return null;
  const p = paramsOf(q.base);
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from talent_search s where ${whereOf(q, p)} limit ${EXACT_COUNT_LIMIT + 1}) x`,
    p.values,
  );
  return rows[0]?.n ?? 0;
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
