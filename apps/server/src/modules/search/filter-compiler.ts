/**
 * Search filters become one intarray `query_int` over `talent_search.terms` (AND across filters,
 * OR within one, NOT for exclusions), a few range conditions on columns, and the tsquery of the
 * keywords. Names are resolved through the dictionary with their synonyms; a title, skill or
 * company we do not know is matched as words instead, and the response says so.
 */
import type { SearchFilters } from '@talentbase/shared';
import { type BoolNode, parseBoolean } from '@talentbase/shared/domain/boolean-query';
import { EXPERIENCE_BANDS, RADIUS_OPTIONS } from '@talentbase/shared/domain/sourcing-filters';
import { findCountryByCode } from '@talentbase/shared/reference/countries';
import type { DictionaryKind } from '../../db/schema/index';
import { bigramTokens, wordsOf } from '../talent/bigrams';
import type { Dictionary, DictionaryEntry } from '../talent/dictionary';
import { AREA_CELL_NAMESPACE, coverAreas, coverCells } from '../talent/geo-cells';
import {
  activityTerm,
  clearanceTerm,
  companySizeTerm,
  companyTypeTerm,
  contactTerm,
  countryTerm,
  diversityTerm,
  educationTerm,
  experienceBandTerm,
  fundingTerm,
  languageTerm,
  type Namespace,
  seniorityTerm,
  skillAreaTerm,
  tenureBandTerm,
  term,
  US_WORK_AUTHORIZED,
} from '../talent/search-terms';
import type { GeoIndex } from './geo';
import {
  compileKeywords,
  type Expansion,
  type HighlightTerm,
  type LexemeLookup,
  type WordCounts,
} from './keyword-compiler';
import type { SqlParams } from './sql-params';

export type ResolvedFilter = { kind: string; input: string; matches: string[] };

export type RankInputs = {
  currentTitleCodes: number[];
  pastTitleCodes: number[];
  mandatorySkillCodes: number[];
  niceSkillCodes: number[];
  seniorityCodes: number[];
  experienceRange: { min?: number; max?: number } | null;
  hasKeywords: boolean;
};

export type CompiledSearch = {
  /** Conditions on `talent_search.terms`, ANDed: each is any of its codes, or none of them. */
  clauses: Clause[];
  /** The keyword tree, for estimating how many profiles it matches. */
  keywordAst: BoolNode | null;
  /**
   * The filters follow storage order (activity, recency, a team's own candidates stored last):
   * the share of the table read to find matches then says nothing about how many there are.
   */
  orderCorrelated: boolean;
  /** Conditions a btree index could answer in its own order (recency, years of experience). */
  btreeConditions: boolean;
  /** Extra SQL conditions on `s` (talent_search), ANDed. */
  conditions: string[];
  tsquery: string | null;
  /** The tsquery requires some word (not only NOT): its index can answer it. */
  tsqueryIndexable: boolean;
  matchesNothing: boolean;
  rank: RankInputs;
  centers: { lat: number; lon: number; km: number }[];
  /** Readable names of the places searched ("Austin, TX +30 mi"). */
  places: string[];
  resolved: ResolvedFilter[];
  warnings: string[];
  expansions: Expansion[];
  highlightTerms: HighlightTerm[];
  normalizedKeywords: string | null;
  explanation: string | null;
  keywordWarnings: { code: string; message: string; position?: number }[];
  skillNames: Map<number, string>;
};

/**
 * Any of `codes`, or none of them when negated.
 * - `indexOnly`: the clause only helps the index find candidates; an exact condition (in
 *   `conditions`, or the clauses it narrows) decides on each row, so it is never checked there.
 * - `narrows`: it matches at least every row that matches all the clauses listed, and the plan may
 *   read it instead of them (they are then checked on the rows found). Its share of profiles is
 *   estimated as that of all the `estimate` clauses together.
 */
export type Clause = {
  codes: number[];
  negated: boolean;
  indexOnly?: boolean;
  narrows?: Clause[];
  estimate?: Clause[];
};
const anyOf = (codes: readonly number[]): Clause => ({ codes: [...new Set(codes)], negated: false });
const noneOf = (codes: readonly number[]): Clause => ({ codes: [...new Set(codes)], negated: true });

type Scope = 'current' | 'past' | 'current_or_past';
const TITLE_NS: Record<Scope, Namespace[]> = {
  current: ['titleCurrent'],
  past: ['titlePast'],
  current_or_past: ['titleCurrent', 'titlePast'],
};
const COMPANY_NS: Record<Scope, Namespace[]> = {
  current: ['companyCurrent'],
  past: ['companyPast'],
  current_or_past: ['companyCurrent', 'companyPast'],
};
/** Keyword weights that hold titles: A the current one, B past ones (and the headline). */
const TITLE_WEIGHTS: Record<Scope, string> = { current: 'A', past: 'B', current_or_past: 'AB' };

export type CompileContext = {
  teamId: string;
  dict: Dictionary;
  geo: GeoIndex;
  lookupLexemes: LexemeLookup;
  wordCounts: WordCounts;
  diversityExtended: boolean;
  notAFit?: readonly number[];
  /** The searching recruiter, for "Hide profiles I have opened". */
  userId?: string;
};

export async function compileFilters(
  filters: SearchFilters,
  params: SqlParams,
  ctx: CompileContext,
): Promise<CompiledSearch> {
  const { dict } = ctx;
  const clauses: Clause[] = [];
  const conditions: string[] = [`(s.team_id is null or s.team_id = ${params.add(ctx.teamId, 'uuid')})`];
  const resolved: ResolvedFilter[] = [];
  const warnings: string[] = [];
  const tsParts: string[] = [];
  // Some word must be present (not only excluded): the keyword index can then find the rows.
  let positiveWords = false;
  const skillNames = new Map<number, string>();
  const rank: RankInputs = {
    currentTitleCodes: [],
    pastTitleCodes: [],
    mandatorySkillCodes: [],
    niceSkillCodes: [],
    seniorityCodes: [],
    experienceRange: null,
    hasKeywords: false,
  };
  let matchesNothing = false;
  const centers: CompiledSearch['centers'] = [];
  const places: string[] = [];

  const resolve = (kind: DictionaryKind, input: string): DictionaryEntry | undefined => {
    const entry = kind === 'title' ? dict.findTitle(input) : dict.find(kind, input);
    resolved.push({ kind, input, matches: entry ? [entry.name] : [] });
    return entry;
  };
  /** Words of a name that matched nothing, restricted to some keyword weights (pairs when several). */
  const asWords = (input: string, weights: string) => {
    const pairs = bigramTokens(input);
    const tokens = pairs.length ? pairs : wordsOf(input);
    if (tokens.length === 0) return null;
    const text = tokens.map((t) => `'${t}':${weights}`).join(' & ');
    return `to_tsquery('tb_simple', ${params.add(text)})`;
  };

  // Titles.
  const titleScope: Scope = filters.titleScope ?? 'current';
  if (filters.titles?.length) {
    const codes: number[] = [];
    const unresolved: string[] = [];
    for (const t of filters.titles) {
      const entry = resolve('title', t);
      if (!entry) {
        unresolved.push(t);
        continue;
      }
      for (const ns of TITLE_NS[titleScope]) codes.push(term(ns, entry.id));
      rank.currentTitleCodes.push(term('titleCurrent', entry.id));
      rank.pastTitleCodes.push(term('titlePast', entry.id));
    }
    const wordQueries = unresolved
      .map((t) => asWords(t, TITLE_WEIGHTS[titleScope]))
      .filter((q): q is string => Boolean(q));
    if (unresolved.length) {
      warnings.push(
        `Not a job title we know: ${unresolved.join(', ')}. Matched as words in job titles instead.`,
      );
    }
    if (codes.length && wordQueries.length) {
      // Known and unknown titles are alternatives: the OR has to be evaluated on the row.
      conditions.push(`(s.terms && ${params.add(codes, 'int[]')} or s.tsv @@ (${wordQueries.join(' || ')}))`);
    } else if (codes.length) clauses.push(anyOf(codes));
    else if (wordQueries.length) {
      tsParts.push(`(${wordQueries.join(' || ')})`);
      positiveWords = true;
    }
  }
  if (filters.excludeTitles?.length) {
    const codes: number[] = [];
    for (const t of filters.excludeTitles) {
      const entry = resolve('title', t);
      if (entry) for (const ns of TITLE_NS[titleScope]) codes.push(term(ns, entry.id));
      else {
        const q = asWords(t, TITLE_WEIGHTS[titleScope]);
        if (q) tsParts.push(`!!(${q})`);
      }
    }
    if (codes.length) clauses.push(noneOf(codes));
  }

  // Skills: each mandatory one is required, under any of its names.
  const skillClauses: { skillId: number; clause: Clause }[] = [];
  for (const s of filters.skills ?? []) {
    const entry = resolve('skill', s);
    if (entry) {
      const code = term('skill', entry.id);
      const clause = anyOf([code]);
      clauses.push(clause);
      skillClauses.push({ skillId: entry.id, clause });
      rank.mandatorySkillCodes.push(code);
      skillNames.set(code, entry.name);
    } else {
      warnings.push(`Not a skill we know: ${s}. Matched as words instead.`);
      const q = asWords(s, 'ABCD');
      if (q) {
        tsParts.push(q);
        positiveWords = true;
      }
    }
  }
  for (const s of filters.niceToHaveSkills ?? []) {
    const entry = resolve('skill', s);
    if (entry) {
      const code = term('skill', entry.id);
      rank.niceSkillCodes.push(code);
      skillNames.set(code, entry.name);
    }
  }

  // Experience bands: any of them (also the third part of skill-area codes, below).
  const bandClause = filters.experienceBands?.length
    ? anyOf(filters.experienceBands.map(experienceBandTerm))
    : null;
  if (bandClause) clauses.push(bandClause);

  // Places: any of them. A radius is its grid cells in the index, then the exact distance.
  if (filters.locations?.length) {
    const codes: number[] = [];
    const placeCodes: number[] = [];
    const distances: string[] = [];
    // Area cells of every circle, while all of them have a cover (null: some place is not a circle).
    let areas: number[] | null = [];
    for (const l of filters.locations) {
      if (l.country) {
        placeCodes.push(countryTerm(l.country));
        places.push(findCountryByCode(l.country)?.name ?? l.country);
      }
      if (l.region) {
        const entry = dict.find('region', l.region);
        resolved.push({ kind: 'region', input: l.region, matches: entry ? [entry.name] : [] });
        if (entry) {
          placeCodes.push(term('region', entry.id));
          places.push(typeof entry.meta.label === 'string' ? entry.meta.label : entry.name);
        }
      }
      if (l.city !== undefined) {
        const city = await ctx.geo.city(l.city);
        if (!city) {
          warnings.push(`Unknown city id ${l.city}: left out of the location filter.`);
          continue;
        }
        const cityLabel = [city.name, city.country === 'US' ? city.adminCode : city.country]
          .filter(Boolean)
          .join(', ');
        places.push(l.radius ? `${cityLabel} +${l.radius.value} ${l.radius.unit}` : cityLabel);
        // The page keeps only the city id in its URL; this gives it the name back.
        resolved.push({ kind: 'city', input: String(city.id), matches: [cityLabel] });
        if (l.radius) {
          const km =
            l.radius.unit === 'km'
              ? l.radius.value
              : (RADIUS_OPTIONS.find((o) => o.miles === l.radius?.value)?.km ?? 0);
          codes.push(...coverCells(city.lat, city.lon, km));
          const cover = coverAreas(city.lat, city.lon, km);
          areas = areas && cover ? [...areas, ...cover] : null;
          distances.push(
            `tb_distance_km(s.lat, s.lon, ${params.add(city.lat, 'float8')}, ${params.add(city.lon, 'float8')}) <= ${params.add(km, 'float8')}`,
          );
          centers.push({ lat: city.lat, lon: city.lon, km });
        } else {
          placeCodes.push(term('city', city.id));
          centers.push({ lat: city.lat, lon: city.lon, km: 0 });
        }
      }
    }
    const all = [...new Set([...codes, ...placeCodes])];
    // Places that resolve to nothing leave nothing to match.
    if (all.length === 0) matchesNothing = true;
    else {
      // Circles only: their cells are an approximation the distance check makes exact.
      const placeClause = { ...anyOf(all), indexOnly: distances.length > 0 && placeCodes.length === 0 };
      clauses.push(placeClause);
      // Circles only: each required skill within their areas (at the bands asked for, or any)
      // narrows the index to a few rows.
      if (areas?.length && placeCodes.length === 0) {
        const areaClause = anyOf(areas.map((cell) => term(AREA_CELL_NAMESPACE, cell)));
        const bands = filters.experienceBands?.length
          ? filters.experienceBands
          : EXPERIENCE_BANDS.map((b) => b.value);
        const band = bandClause ? [bandClause] : [];
        for (const { skillId, clause } of skillClauses) {
          clauses.push({
            ...anyOf(areas.flatMap((cell) => bands.map((b) => skillAreaTerm(skillId, cell, b)))),
            indexOnly: true,
            narrows: [clause, placeClause, ...band],
            estimate: [clause, areaClause, ...band],
          });
        }
      }
      if (distances.length) {
        const alternatives = placeCodes.length
          ? [...distances, `s.terms && ${params.add(placeCodes, 'int[]')}`]
          : distances;
        conditions.push(`(${alternatives.join(' or ')})`);
      }
    }
  }

  // Experience range and tenure.
  if (filters.experienceRange) {
    const { min, max } = filters.experienceRange;
    if (min !== undefined) conditions.push(`s.years_experience >= ${params.add(min, 'real')}`);
    if (max !== undefined) conditions.push(`s.years_experience <= ${params.add(max, 'real')}`);
    rank.experienceRange = filters.experienceRange;
  } else if (filters.experienceBands?.length) {
    const bands = EXPERIENCE_BANDS.filter((b) => filters.experienceBands?.includes(b.value));
    rank.experienceRange = {
      min: Math.min(...bands.map((b) => b.min)),
      max: bands.some((b) => b.max === null) ? undefined : Math.max(...bands.map((b) => b.max ?? 0)),
    };
  }
  if (filters.tenureBands?.length) clauses.push(anyOf(filters.tenureBands.map(tenureBandTerm)));

  // Level and education.
  if (filters.seniorities?.length) {
    rank.seniorityCodes = filters.seniorities.map(seniorityTerm);
    clauses.push(anyOf(rank.seniorityCodes));
  }
  if (filters.educationLevels?.length) clauses.push(anyOf(filters.educationLevels.map(educationTerm)));
  const anyNamed = (kind: DictionaryKind, ns: Namespace, inputs: readonly string[] | undefined) => {
    if (!inputs?.length) return;
    const codes = inputs.map((i) => resolve(kind, i)).filter((e): e is DictionaryEntry => Boolean(e));
    if (codes.length) clauses.push(anyOf(codes.map((e) => term(ns, e.id))));
    else {
      warnings.push(`No ${kind} matched ${inputs.join(', ')}.`);
      matchesNothing = true;
    }
  };
  anyNamed('major', 'major', filters.majors);
  anyNamed('school', 'school', filters.schools);
  for (const l of filters.languages ?? []) {
    const entry = resolve('language', l.language);
    if (entry) clauses.push(anyOf([languageTerm(entry.id, l.minProficiency ?? 1)]));
    else matchesNothing = true;
  }

  // Companies.
  const companyScope: Scope = filters.companyScope ?? 'current';
  if (filters.companies?.length) {
    const codes: number[] = [];
    const words: string[] = [];
    for (const c of filters.companies) {
      const entry = resolve('company', c);
      if (entry) for (const ns of COMPANY_NS[companyScope]) codes.push(term(ns, entry.id));
      else {
        const q = asWords(c, 'C');
        if (q) words.push(q);
      }
    }
    if (words.length) warnings.push('Some companies are not in our company list: matched as words instead.');
    if (codes.length && words.length) {
      conditions.push(`(s.terms && ${params.add(codes, 'int[]')} or s.tsv @@ (${words.join(' || ')}))`);
    } else if (codes.length) clauses.push(anyOf(codes));
    else if (words.length) {
      tsParts.push(`(${words.join(' || ')})`);
      positiveWords = true;
    }
  }
  if (filters.excludeCompanies?.length) {
    const codes: number[] = [];
    for (const c of filters.excludeCompanies) {
      const entry = resolve('company', c);
      if (entry) for (const ns of COMPANY_NS[companyScope]) codes.push(term(ns, entry.id));
    }
    if (codes.length) clauses.push(noneOf(codes));
  }
  if (filters.companySizes?.length) clauses.push(anyOf(filters.companySizes.map(companySizeTerm)));
  if (filters.fundingStages?.length) clauses.push(anyOf(filters.fundingStages.map(fundingTerm)));
  if (filters.companyTypes?.length) clauses.push(anyOf(filters.companyTypes.map(companyTypeTerm)));
  anyNamed('industry', 'industry', filters.industries);

  // People.
  if (filters.diversity?.length) {
    const allowed = filters.diversity.filter(
      (d) => ctx.diversityExtended || (d !== 'lgbt' && d !== 'asian-american'),
    );
    if (allowed.length < filters.diversity.length) {
      warnings.push('LGBT and Asian American filters are not enabled for your team and were left out.');
    }
    if (allowed.length) clauses.push(anyOf(allowed.map(diversityTerm)));
  }
  for (const c of filters.contact ?? []) clauses.push(anyOf([contactTerm(c)]));
  if (filters.recencyDays) {
    conditions.push(`s.last_active >= current_date - ${params.add(filters.recencyDays, 'int')}`);
  }
  if (filters.activityLevels?.length) clauses.push(anyOf(filters.activityLevels.map(activityTerm)));
  if (filters.usWorkAuthorization) clauses.push(anyOf([US_WORK_AUTHORIZED]));
  if (filters.clearances?.length) clauses.push(anyOf(filters.clearances.map(clearanceTerm)));
  if (filters.sources?.length) {
    const codes = filters.sources
      .map((s) => dict.find('source', s))
      .filter((e): e is DictionaryEntry => Boolean(e))
      .map((e) => term('source', e.id));
    if (codes.length) clauses.push(anyOf(codes));
    else matchesNothing = true;
  }
  // Anything to search for besides the keywords (the team scope is always there). Leaving people
  // out (not a fit, people we know) narrows a search but is not one on its own.
  const constrained = clauses.length > 0 || conditions.length > 1 || tsParts.length > 0 || matchesNothing;
  if (ctx.notAFit?.length) conditions.push(`s.profile_id <> all(${params.add(ctx.notAFit, 'bigint[]')})`);
  knownPeople(filters, params, ctx, conditions);

  // Keywords.
  let normalizedKeywords: string | null = null;
  let explanation: string | null = null;
  let keywordWarnings: CompiledSearch['keywordWarnings'] = [];
  let expansions: Expansion[] = [];
  let highlightTerms: HighlightTerm[] = [];
  let keywordAst: BoolNode | null = null;
  if (filters.keywords?.trim()) {
    const parsed = parseBoolean(filters.keywords);
    keywordAst = parsed.ast;
    normalizedKeywords = parsed.normalized;
    explanation = parsed.explanation;
    keywordWarnings = parsed.warnings;
    if (parsed.positiveTerms.length === 0 && !constrained) {
      // Only NOT parts, or only operators that do not apply here (site:, inurl:): without a word
      // to look for, "everyone" is not an answer anybody asked for.
      matchesNothing = true;
      warnings.push(
        'Nothing was searched: the keywords hold no word to look for. Add a word to find, or a filter.',
      );
    }
    const kw = await compileKeywords(parsed.ast, params, dict, ctx.lookupLexemes, ctx.wordCounts);
    expansions = kw.expansions;
    highlightTerms = kw.highlightTerms;
    if (kw.matchesNothing) matchesNothing = true;
    if (kw.tsquery) {
      tsParts.push(`(${kw.tsquery})`);
      if (parsed.searchable) positiveWords = true;
      rank.hasKeywords = true;
    }
  }

  return {
    clauses,
    keywordAst,
    conditions,
    orderCorrelated: Boolean(
      filters.activityLevels?.length || filters.recencyDays || filters.sources?.length,
    ),
    btreeConditions: Boolean(filters.recencyDays || filters.experienceRange),
    tsquery: tsParts.length ? tsParts.join(' && ') : null,
    tsqueryIndexable: positiveWords,
    matchesNothing,
    rank,
    centers,
    places,
    resolved,
    warnings,
    expansions,
    highlightTerms,
    normalizedKeywords,
    explanation,
    keywordWarnings,
    skillNames,
  };
}

/**
 * The team's "people we know" exclusions (team sourcing defaults, or ticked by the recruiter):
 * anti-joins on the team's own small tables, so they cost little next to the profile scan.
 */
function knownPeople(filters: SearchFilters, params: SqlParams, ctx: CompileContext, conditions: string[]) {
  const team = () => params.add(ctx.teamId, 'uuid');
  if (filters.excludeInProjects) {
    conditions.push(`not exists (select 1 from project_candidates kp join projects kpp on kpp.id = kp.project_id
      where kpp.team_id = ${team()} and kp.profile_id = s.profile_id)`);
  }
  if (filters.excludeContacted) {
    conditions.push(`not exists (select 1 from engage_threads kt
      where kt.team_id = ${team()} and kt.profile_id = s.profile_id)`);
  }
  if (filters.excludeViewed && ctx.userId) {
    conditions.push(`not exists (select 1 from sourcing_profile_views kv
      where kv.user_id = ${params.add(ctx.userId, 'uuid')} and kv.profile_id = s.profile_id)`);
  }
}
