/**
 * The SQL of candidate search, over `talent_search` (see modules/talent/search-terms.ts):
 * - relevance: matches are read in storage order — best-first by static rank, since loads write
 *   the most active profiles first — and ranked in fixed blocks of that order ("rank a bounded
 *   set"): positions 0..B-1 are the first B matches by score, B..2B-1 the next B by score, and so
 *   on. Every position is therefore one distinct profile, and a page at any depth is cut from the
 *   same list; recency and experience sorts are exact, through their indexes;
 * - selective conditions are read from the indexes and common ones checked on the rows found
 *   (search-plan.ts); a broad search reads rows in storage order and stops early;
 * - the count and the facets are exact up to EXACT_COUNT_LIMIT matches (or as far as a deep page
 *   read to the end of the matches), counted with the page; above it they are estimated
 *   (search.service.ts, search-sample.ts).
 * Every statement repeats the same WHERE, so each is planned on its own values.
 */
import type pg from 'pg';
import type { RankInputs } from './filter-compiler';
import { EXACT_COUNT_LIMIT, paramsOf, type SearchQuery, whereOf } from './search-query';
import { countFacetCodes, type FacetRow, facetAggregate } from './search-sample';
import type { SqlParams } from './sql-params';

/** How many matches relevance ranking orders at a time (a block of storage order). */
export const CANDIDATE_POOL = 1000;

/** Keyword ranking is the costly part of scoring: smaller blocks when there are keywords. */
export function rankBlockSize(hasKeywords: boolean): number {
  return hasKeywords ? CANDIDATE_POOL / 2 : CANDIDATE_POOL;
}

/** Matches in storage order a relevance page needs: up to the end of the last block it falls in. */
export function matchesToRead(page: { start: number; limit: number }, hasKeywords: boolean): number {
  const block = rankBlockSize(hasKeywords);
  return (Math.floor((page.start + page.limit - 1) / block) + 1) * block;
}

/**
 * How much a keyword found in each part of a profile counts (ts_rank's D, C, B, A): the current
 * title far above past titles and the headline, those above skills and companies, and the rest
 * (summary, schools, certifications) least. PostgreSQL's default (0.1, 0.2, 0.4, 1) let a word
 * in a skill or a company name rank almost with one in the title (docs/SEARCH-QUALITY.md).
 */
const KEYWORD_WEIGHTS = '{0.05, 0.1, 0.3, 1.0}';
/**
 * Share of the keyword part that says whether the whole keyword search holds within the current
 * title (1), or within the titles and headline (0.5): "marketing manag*" is first about Marketing
 * Managers, then about people whose profile mentions both words somewhere.
 */
const KEYWORD_TITLE_SHARE = 0.5;

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
    ${hasKw ? `${KEYWORD_TITLE_SHARE} * c.kw_title + ${1 - KEYWORD_TITLE_SHARE} * coalesce(c.kw / nullif(max(c.kw) over (partition by c.blk), 0), 0)` : '0'} as p_keywords,
    ${seniority} as p_seniority,
    coalesce(exp(-(current_date - c.last_active)::float8 / 90), 0) as p_recency,
    (c.terms & ${skillArr}) as matched_skills`;
}

export type PageResult = {
  rows: ScoredRow[];
  /** Matches read in storage order (up to the statement's read limit); null when not counted. */
  counted: number | null;
  /** True when `counted` is every match: the read stopped at the end of the matches, not at its limit. */
  exhausted: boolean;
  /** Facet counts of the matches read (all of them when `exhausted`). */
  facetRows: FacetRow[] | null;
  /** Matches read, and the last table page they were read from (storage order). */
  found: number;
  lastBlock: number | null;
  /** A bounded broad scan found fewer candidates than it needed: plan again with the index. */
  tooFew: boolean;
};

/**
 * Relevance pages are cut from "the first N matches in storage order", so the statement must
 * return rows in storage order from the first table page. Bitmap scans, scans of a range of
 * pages and sequential scans do (every connection turns off synchronized and parallel scans:
 * db/client.ts); an index scan on a btree would return rows in that index's order instead. Only
 * the recency and years-of-experience conditions have such an index, so only then is the
 * statement run with index scans turned off.
 */
async function queryInStorageOrder<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  btreeConditions: boolean,
): Promise<pg.QueryResult<T>> {
  if (!btreeConditions) return pool.query<T>(text, values);
  const client = await pool.connect();
  try {
    await client.query('begin; set local enable_indexscan = off; set local enable_indexonlyscan = off');
    const result = await client.query<T>(text, values);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The page of hits. For relevance, one statement reads the matches once in storage order (up
 * to the count limit, or further for a deep page), counts them, ranks the blocks the page falls
 * in and, when there are few, counts their facets: the indexes are searched once instead of
 * once per question. A broad search only reads as far as its page needs (it has far more
 * matches than the limit; they are counted on a sample).
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
  // Keyword rank is computed for the few rows that are ranked, by looking their vectors up again.
  const ranked = (from: string) =>
    hasKw
      ? `select c.*, ts_rank('${KEYWORD_WEIGHTS}', t.tsv, (${compiled.tsquery}), 32) as kw,
                case when ts_filter(t.tsv, '{a,b}') @@ (${compiled.tsquery})
                     then case when ts_filter(t.tsv, '{a}') @@ (${compiled.tsquery}) then 1.0 else 0.5 end
                     else 0 end as kw_title
           from ${from} c join talent_search t on t.profile_id = c.profile_id`
      : `select c.* from ${from} c`;

  if (page.sort !== 'relevance') {
    const limit = p.add(page.limit, 'int');
    const offset = p.add(page.start, 'int');
    const order = page.sort === 'recency' ? 'last_active desc nulls last' : 'years_experience desc';
    const text = `
      with c0 as (select ${columns}, 0 as blk from talent_search s where ${filter}
                  order by s.${order}, s.profile_id limit ${limit} offset ${offset}),
      c as (${ranked('c0')}),
      scored as (select c.profile_id, c.rank_score, c.lat, c.lon, c.last_active, c.years_experience, ${scores} from c)
      select *, ${score} as score from scored order by ${order}, profile_id`;
    const { rows } = await pool.query<ScoredRow>(text, p.values);
    // A short page that holds someone is the last one: the matches end there.
    const last = rows.length > 0 && rows.length < page.limit;
    return {
      rows,
      counted: last ? page.start + rows.length : null,
      exhausted: last,
      facetRows: null,
      tooFew: false,
      found: last ? page.start + rows.length : rows.length,
      lastBlock: null,
    };
  }

  // The blocks of storage order the page falls in, and how many matches to read for them.
  const block = rankBlockSize(hasKw);
  const firstBlock = Math.floor(page.start / block);
  const endOfBlocks = matchesToRead(page, hasKw);
  const readLimit = plan.broad ? endOfBlocks : Math.max(endOfBlocks, EXACT_COUNT_LIMIT + 1);
  const read = p.add(readLimit, 'int');
  const from = p.add(firstBlock * block, 'int');
  const to = p.add(endOfBlocks, 'int');
  const blockSize = p.add(block, 'int');
  const limit = p.add(page.limit, 'int');
  const offset = p.add(page.start - firstBlock * block, 'int');
  const bound = plan.scanPages ? ` and s.ctid < ${p.add(`(${plan.scanPages},0)`, 'tid')}` : '';
  const facets = page.facets ? `, ${facetAggregate()} as facets` : ', null::text as facets';
  const text = `
    with m as materialized (select ${columns} from talent_search s where ${filter}${bound} limit ${read}),
    numbered as (select m.*, row_number() over (order by m.ctid) - 1 as pos from m),
    c0 as (select numbered.*, pos / ${blockSize} as blk from numbered where pos >= ${from} and pos < ${to}),
    c as (${ranked('c0')}),
    scored as (select c.profile_id, c.rank_score, c.lat, c.lon, c.blk, ${scores} from c),
    page as (select *, ${score} as score from scored order by blk, score desc, rank_score desc, profile_id
             limit ${limit} offset ${offset})
    select n.total, n.last_block, page.*,
           -- The facet codes are long: they travel once, with the first row.
           case when row_number() over (order by page.blk nulls last, page.score desc nulls last, page.rank_score desc, page.profile_id) = 1
                then n.facets end as facets
      from (
      select (select count(*)::int from m) as total,
             (select max((m.ctid::text::point)[0])::int from m) as last_block ${facets}) n
      left join page on true
     order by page.blk nulls last, page.score desc nulls last, page.rank_score desc, page.profile_id`;
  const { rows } = await queryInStorageOrder<
    ScoredRow & { total: number; last_block: number | null; facets: string | null }
  >(pool, text, p.values, compiled.btreeConditions);
  const first = rows[0];
  const found = first?.total ?? 0;
  const stoppedAtBound = plan.broad && plan.scanPages !== null;
  // Fewer matches than the read asked for: the read met the end of the matches, unless a broad
  // scan stopped at its page bound — then it was planned wrong (see \`tooFew\`).
  const exhausted = found < readLimit && !stoppedAtBound;
  return {
    rows: rows.filter((r) => r.profile_id !== null),
    counted: plan.broad && !exhausted ? null : found,
    exhausted,
    facetRows: page.facets ? countFacetCodes(first?.facets ?? null) : null,
    tooFew: stoppedAtBound && found < readLimit,
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
