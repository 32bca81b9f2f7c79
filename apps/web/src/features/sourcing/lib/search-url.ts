/**
 * The Sourcing page keeps its whole search in the URL, so a search can be bookmarked, shared and
 * walked with Back/Forward. Filters are written as indexed bracket arrays
 * (`titles[0]=Software%20Engineer&locations[0][city]=4671654&locations[0][radius][unit]=mi`) and
 * read back through the shared filter rules (`checkSearchFilter`, which answers as the zod
 * `searchFiltersSchema` does, without zod on this page).
 *
 * A query string is text typed or pasted by anyone, so parsing never throws: numbers and booleans
 * are coerced from their text, each filter is checked on its own, a list keeps its valid items,
 * and everything dropped is reported as a problem the page shows once.
 */
import { SEARCH_PAGE_SIZES, SEARCH_SORTS, type SearchFilters, type SearchSort } from '@talentbase/shared';
import { PAGINATION } from '@talentbase/shared/domain/limits';
import { checkSearchFilter, SEARCH_FILTER_KEYS } from '@talentbase/shared/domain/search-filter-rules';
import { parseQueryString, toIndexedQueryString } from '../../../lib/query-string';
import { FILTER_LABEL, type FilterKey, LIST_FILTER_KEYS } from './filter-meta';

export type SearchUrlState = {
  filters: SearchFilters;
  sort: SearchSort;
  start: number;
  limit: number;
  /** The history entry this search was re-run from: its not-a-fit profiles stay hidden. */
  historyId?: string;
  /** The profile open in the drawer. */
  profileId?: number;
};

export type ParsedSearchUrl = {
  state: SearchUrlState;
  /**
   * True when the URL holds a search (a filter or paging key): bare `/v5/sourcing-new` runs
   * nothing, nor does `?profile=<id>` alone (a link to one profile).
   */
  hasSearch: boolean;
  /** What was left out, in words for the notice. */
  problems: string[];
};

export const DEFAULT_SORT: SearchSort = 'relevance';
export const DEFAULT_LIMIT: number = PAGINATION.DEFAULT_PAGE_SIZE;
const HISTORY_ID = /^sh_\d{1,15}$/;
const SEARCH_PAGE_KEYS = ['sort', 'start', 'limit', 'historyId'] as const;
const FILTER_KEYS: readonly FilterKey[] = SEARCH_FILTER_KEYS;

const LIST_KEYS: ReadonlySet<FilterKey> = new Set(LIST_FILTER_KEYS);

export function emptySearchState(): SearchUrlState {
  return { filters: {}, sort: DEFAULT_SORT, start: 0, limit: DEFAULT_LIMIT };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A read list: `a[0]=x` gives an array, indices past the array limit give an object, `a=x` a string. */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    if (entries.every(([k]) => /^\d+$/.test(k))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    }
    return [value];
  }
  return value === undefined ? [] : [value];
}

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

function toBoolean(value: unknown): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

function coerceLocation(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  if ('city' in out) out.city = toNumber(out.city);
  if (isPlainObject(out.radius)) out.radius = { ...out.radius, value: toNumber(out.radius.value) };
  return out;
}

function coerceLanguage(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  if ('minProficiency' in out) out.minProficiency = toNumber(out.minProficiency);
  return out;
}

/** The query-string text of one filter turned into the types the schema expects. */
function coerce(key: FilterKey, raw: unknown): unknown {
  switch (key) {
    case 'recencyDays':
      return toNumber(raw);
    case 'usWorkAuthorization':
    case 'excludeInProjects':
    case 'excludeContacted':
    case 'excludeViewed':
      return toBoolean(raw);
    case 'experienceRange':
      return isPlainObject(raw)
        ? Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v === '' ? undefined : toNumber(v)]))
        : raw;
    case 'activityLevels':
      return asList(raw).map(toNumber);
    case 'locations':
      return asList(raw).map(coerceLocation);
    case 'languages':
      return asList(raw).map(coerceLanguage);
    default:
      return LIST_KEYS.has(key) ? asList(raw) : raw;
  }
}

/** A list keeps its valid, distinct items, cut to the schema's maximum. */
function readList(key: FilterKey, items: unknown[], problems: string[]): unknown[] | undefined {
  const kept: unknown[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  let message = '';
  for (const item of items) {
    const checked = checkSearchFilter(key, [item]);
    if (!checked.ok) {
      dropped += 1;
      message ||= checked.message;
      continue;
    }
    const [value] = checked.value as unknown[];
    const id = JSON.stringify(value);
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push(value);
  }
  if (dropped > 0) {
    problems.push(`${FILTER_LABEL[key]}: ${dropped} value${dropped === 1 ? '' : 's'} left out (${message})`);
  }
  let list = kept;
  while (list.length > 0 && !checkSearchFilter(key, list).ok) list = list.slice(0, -1);
  if (list.length < kept.length) {
    problems.push(`${FILTER_LABEL[key]}: only the first ${list.length} values are used`);
  }
  return list.length > 0 ? list : undefined;
}

function readFilters(raw: Record<string, unknown>, problems: string[]): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    if (!(key in raw)) continue;
    const value = coerce(key, raw[key]);
    if (LIST_KEYS.has(key)) {
      const list = readList(key, value as unknown[], problems);
      if (list) out[key] = list;
      continue;
    }
    if (value === '' || value === undefined) continue;
    const checked = checkSearchFilter(key, value);
    if (checked.ok) {
      if (checked.value !== undefined) out[key] = checked.value;
    } else problems.push(`${FILTER_LABEL[key]}: left out (${checked.message})`);
  }
  // Every rule of the schema is per filter (search-filter-rules.test.ts holds the two alike), so
  // what passed one by one passes together.
  return out as SearchFilters;
}

function readInt(value: unknown): number | null {
  const n = toNumber(typeof value === 'string' ? value : undefined);
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

export function parseSearchUrl(search: string): ParsedSearchUrl {
  const problems: string[] = [];
  const raw = parseQueryString(search);
  const hasSearch = [...FILTER_KEYS, ...SEARCH_PAGE_KEYS].some((key) => key in raw);
  const state = emptySearchState();
  state.filters = readFilters(raw, problems);

  if (raw.sort !== undefined) {
    if ((SEARCH_SORTS as readonly unknown[]).includes(raw.sort)) state.sort = raw.sort as SearchSort;
    else problems.push('Sort: unknown order, sorted by relevance');
  }
  if (raw.limit !== undefined) {
    const limit = readInt(raw.limit);
    if (limit !== null && (SEARCH_PAGE_SIZES as readonly number[]).includes(limit)) state.limit = limit;
    else problems.push(`Page size: one of ${SEARCH_PAGE_SIZES.join(', ')}; showing ${DEFAULT_LIMIT}`);
  }
  if (raw.start !== undefined) {
    const start = readInt(raw.start);
    if (start === null || start < 0) problems.push('Page: not a valid position, showing the first page');
    else if (start + state.limit > PAGINATION.MAX_RESULT_WINDOW) {
      state.start = PAGINATION.MAX_RESULT_WINDOW - state.limit;
      problems.push(`Page: results go at most ${PAGINATION.MAX_RESULT_WINDOW.toLocaleString('en-US')} deep`);
    } else state.start = start;
  }
  if (raw.historyId !== undefined) {
    if (typeof raw.historyId === 'string' && HISTORY_ID.test(raw.historyId)) state.historyId = raw.historyId;
    else problems.push('Saved search: not a valid history entry');
  }
  if (raw.profile !== undefined) {
    const id = readInt(raw.profile);
    if (id !== null && id > 0) state.profileId = id;
    else problems.push('Profile: not a valid profile id');
  }
  return { state, hasSearch, problems };
}

/** Empty values left out, so equal searches write equal URLs. */
export function cleanFilters(filters: SearchFilters): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (key === 'experienceRange' && isPlainObject(value)) {
      const range = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
      if (Object.keys(range).length === 0) continue;
      out[key] = range;
      continue;
    }
    out[key] = value;
  }
  return out as SearchFilters;
}

/**
 * The query string (with its `?`) for a search; filters first, in schema order, then paging.
 * With `hasSearch: false` only the open profile is written (no search runs).
 */
export function buildSearchUrl(
  state: SearchUrlState,
  { hasSearch = true }: { hasSearch?: boolean } = {},
): string {
  if (!hasSearch) return state.profileId ? `?profile=${state.profileId}` : '';
  const ordered: Record<string, unknown> = {
    ...cleanFilters(state.filters),
    sort: state.sort,
    start: state.start,
    limit: state.limit === DEFAULT_LIMIT ? undefined : state.limit,
    historyId: state.historyId,
    profile: state.profileId,
  };
  const text = toIndexedQueryString(ordered);
  return text ? `?${text}` : '';
}
