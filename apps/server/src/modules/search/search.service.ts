/**
 * Candidate search: compile the filters, then fetch the page, the count and the facets side by
 * side (three connections), explain each hit, and record the search in the user's history.
 */
import crypto from 'node:crypto';
import {
  can,
  FACET_KEYS,
  type FacetKey,
  type Facets,
  type ParsedQuery,
  type SearchFilters,
  type SearchResponse,
  type Subject,
  type searchRequestSchema,
} from '@talentbase/shared';
import { parseBoolean } from '@talentbase/shared/domain/boolean-query';
import { EDUCATION_LEVEL_OPTIONS, SENIORITY_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import type { z } from 'zod';
import type { TeamScope } from '../../lib/team-scope';
import { termValue } from '../talent/search-terms';
import { type CompiledSearch, compileFilters } from './filter-compiler';
import { buildHit, termPattern } from './hits';
import { compileKeywords } from './keyword-compiler';
import { countUpTo, findPage, loadProfiles, type PageResult } from './search.repository';
import type { SearchContext } from './search-context';
import {
  filtersSummary,
  findHistoryByFilters,
  getHistoryEntry,
  recordSearch,
} from './search-history.service';
import { keywordWords, planSearch, type TermStats } from './search-plan';
import { EXACT_COUNT_LIMIT, type SearchQuery } from './search-query';
import { type FacetCounts, sampleMatches, topFacets } from './search-sample';
import { SqlParams } from './sql-params';

export type SearchInput = z.output<typeof searchRequestSchema>;

const FACET_LABEL: Record<FacetKey, string> = {
  title: 'Job title',
  company: 'Company',
  location: 'Location',
  skill: 'Skills',
  seniority: 'Seniority',
  education: 'Education',
};

function emptyFacets(): Facets {
  return { approximate: false, exactThreshold: EXACT_COUNT_LIMIT, sampleSize: 0, groups: [] };
}

async function labelFacets(ctx: SearchContext, counts: FacetCounts): Promise<Facets> {
  const dict = await ctx.dictionary();
  const cityIds = (counts.counts.get('location') ?? []).map((c) => termValue(c.value));
  const cities = await ctx.geo.citiesById(cityIds);
  const groups = FACET_KEYS.map((key) => {
    const values = (counts.counts.get(key) ?? []).map(({ value, count }) => {
      const id = termValue(value);
      switch (key) {
        case 'location': {
          const c = cities.get(id);
          const label = c
            ? [c.name, c.country === 'US' ? c.adminCode : null, c.country].filter(Boolean).join(', ')
            : String(id);
          return { value: JSON.stringify({ city: id }), label, count };
        }
        case 'seniority': {
          const o = SENIORITY_OPTIONS[id - 1];
          return { value: o?.value ?? String(id), label: o?.label ?? String(id), count };
        }
        case 'education': {
          const o = EDUCATION_LEVEL_OPTIONS[id - 1];
          return { value: o?.value ?? String(id), label: o?.label ?? String(id), count };
        }
        default: {
          const name = dict.get(id)?.name ?? String(id);
          return { value: name, label: name, count };
        }
      }
    });
    return { key, label: FACET_LABEL[key], values };
  });
  return {
    approximate: counts.approximate,
    exactThreshold: EXACT_COUNT_LIMIT,
    sampleSize: counts.sampleSize,
    groups,
  };
}

function parsedQueryOf(compiled: CompiledSearch): ParsedQuery | null {
  if (compiled.normalizedKeywords === null) return null;
  return {
    normalized: compiled.normalizedKeywords,
    explanation: compiled.explanation ?? '',
    warnings: compiled.keywordWarnings,
    expansions: compiled.expansions,
  };
}

/** What to mark in hits: the query's words, and the names of the titles and skills asked for. */
function highlightPatterns(compiled: CompiledSearch, filters: SearchFilters): RegExp[] {
  const terms = new Set(compiled.highlightTerms);
  for (const r of compiled.resolved) {
    if (r.kind !== 'title' && r.kind !== 'skill') continue;
    terms.add(r.input.toLowerCase());
    for (const m of r.matches) terms.add(m.toLowerCase());
  }
  for (const s of filters.niceToHaveSkills ?? []) terms.add(s.toLowerCase());
  return [...terms].map(termPattern).filter((re): re is RegExp => re !== null);
}

export async function searchCandidates(
  ctx: SearchContext,
  scope: TeamScope,
  subject: Subject,
  input: SearchInput,
): Promise<SearchResponse> {
  const started = performance.now();
  const dict = await ctx.dictionary();
  // Profiles marked not a fit stay hidden: for the entry named, or the one these filters recorded.
  const history = input.historyId
    ? await getHistoryEntry(ctx.db, scope, input.historyId)
    : input.record
      ? await findHistoryByFilters(ctx.db, scope, input.historyType, input.filters)
      : null;
  const params = new SqlParams();
  const compiled = await compileFilters(input.filters, params, {
    teamId: scope.teamId,
    dict,
    geo: ctx.geo,
    lookupLexemes: ctx.lookupLexemes,
    diversityExtended: can(subject, 'diversityExtended'),
    notAFit: history?.notAFit ?? [],
  });
  const searchId = crypto.randomUUID();

  let hits: SearchResponse['hits'] = [];
  let total = 0;
  let estimate = false;
  let facets: Facets | null = input.facets ? emptyFacets() : null;
  if (!compiled.matchesNothing) {
    const stats = await ctx.termStats();
    const ndoc = await ctx.documentCounts(keywordWords(compiled.keywordAst));
    let q: SearchQuery = { compiled, plan: planSearch(compiled, stats, ndoc), base: params };
    const page = { sort: input.sort, start: input.start, limit: input.limit, facets: input.facets };
    const counting = input.sort === 'relevance' ? null : countUpTo(ctx.pool, q);
    let found = await findPage(ctx.pool, q, page);
    if (found.tooFew) {
      // Rarer than the estimate said: the index finds them faster than reading on.
      q = { compiled, plan: planSearch(compiled, stats, ndoc, { forceIndex: true }), base: params };
      found = await findPage(ctx.pool, q, page);
    }
    const profilesLoad = loadProfiles(
      ctx.pool,
      found.rows.map((r) => r.profile_id),
      scope.teamId,
    );
    const counted = counting ? await counting : found.counted;
    let facetCounts: FacetCounts | null = null;
    if (counted !== null && counted <= EXACT_COUNT_LIMIT) {
      total = counted;
      if (input.facets && total > 0) {
        facetCounts = found.facetRows
          ? { approximate: false, sampleSize: total, counts: topFacets(found.facetRows, 1) }
          : (await sampleMatches(ctx.pool, q, { total, seen: total }, true)).facets;
      }
    } else {
      const extrapolated = extrapolateTotal(found, stats, compiled.orderCorrelated);
      if (extrapolated !== null) {
        // The matches read are spread evenly over storage order: how far the read went says how
        // many there are, and what they hold is a fair sample of all of them.
        total = extrapolated;
        estimate = true;
        if (found.facetRows) {
          const scale = total / Math.max(1, found.found);
          facetCounts = {
            approximate: true,
            sampleSize: found.found,
            counts: topFacets(found.facetRows, scale),
          };
        }
      } else {
        const seen = Math.max(counted ?? 0, found.rows.length);
        const sample = await sampleMatches(
          ctx.pool,
          q,
          { total: q.plan.fraction * stats.total, seen },
          input.facets,
        );
        total = sample.total;
        estimate = sample.estimate;
        facetCounts = sample.facets;
      }
    }
    if (facetCounts) facets = await labelFacets(ctx, facetCounts);
    const profiles = await profilesLoad;
    const patterns = highlightPatterns(compiled, input.filters);
    hits = found.rows.flatMap((row) => {
      const profile = profiles.get(row.profile_id);
      return profile ? [buildHit(row, profile, compiled, patterns)] : [];
    });
  }

  const historyId = input.record
    ? await recordSearch(ctx.db, scope, {
        filters: input.filters,
        type: input.historyType,
        projectId: input.projectId ?? null,
        resultCount: total,
        searchId,
        summary: filtersSummary(input.filters, compiled),
      })
    : null;

  return {
    searchId,
    historyId,
    total,
    totalIsEstimate: estimate,
    start: input.start,
    limit: input.limit,
    sort: input.sort,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
    hits,
    facets,
    query: parsedQueryOf(compiled),
    resolved: compiled.resolved,
    warnings: compiled.warnings,
  };
}

/**
 * Total matches from how far into storage order the page statement had to read for the ones it
 * found; null when that says nothing (filters that follow storage order, nothing read).
 */
function extrapolateTotal(found: PageResult, stats: TermStats, orderCorrelated: boolean): number | null {
  if (orderCorrelated || found.lastBlock === null || stats.pages <= 0 || found.found === 0) return null;
  const share = Math.min(1, (found.lastBlock + 1) / stats.pages);
  return Math.max(found.found, Math.round(found.found / share));
}

/** The parse endpoint: what the search box shows under a Boolean string before it runs. */
export async function parseKeywords(ctx: SearchContext, query: string): Promise<ParsedQuery> {
  const parsed = parseBoolean(query);
  const kw = await compileKeywords(parsed.ast, new SqlParams(), await ctx.dictionary(), ctx.lookupLexemes);
  return {
    normalized: parsed.normalized,
    explanation: parsed.explanation,
    warnings: parsed.warnings,
    expansions: kw.expansions,
  };
}
