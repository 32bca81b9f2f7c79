/**
 * The page's search state, read from and written to the URL. Changing the search pushes a history
 * entry (Back returns to the previous search); opening and closing the profile drawer too, so
 * Back closes it. A change of filters starts again at the first page and forgets the history
 * entry it was re-run from: it is a new search.
 */
import type { SearchFilters, SearchSort } from '@talentbase/shared';
import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildSearchUrl, cleanFilters, parseSearchUrl, type SearchUrlState } from '../lib/search-url';

export type SearchUrl = ReturnType<typeof useSearchUrl>;

/**
 * `newSearchDefaults` fills in what a search starts with when the page holds none yet (the team's
 * sourcing defaults); a running search keeps exactly what the recruiter set.
 */
export function useSearchUrl({
  newSearchDefaults,
}: {
  newSearchDefaults?: (filters: SearchFilters) => SearchFilters;
} = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearchUrl(location.search), [location.search]);
  const { state } = parsed;
  const defaults = useRef(newSearchDefaults);
  defaults.current = newSearchDefaults;
  // The state last asked for, ahead of the render that shows it: two changes in a row (a tag
  // accepted on blur, then a click on Search) build on each other instead of the older URL.
  const latest = useRef({ search: location.search, state });
  if (latest.current.search !== location.search) latest.current = { search: location.search, state };

  const go = useCallback(
    (next: SearchUrlState, replace = false) => {
      const search = buildSearchUrl(next);
      latest.current = { search, state: next };
      navigate({ pathname: location.pathname, search }, { replace });
    },
    [navigate, location.pathname],
  );

  const setFilters = useCallback(
    (update: SearchFilters | ((current: SearchFilters) => SearchFilters)) => {
      const current = latest.current.state;
      const next = typeof update === 'function' ? update(current.filters) : update;
      const isNew = !parseSearchUrl(latest.current.search).hasSearch;
      const filters = cleanFilters(isNew && defaults.current ? defaults.current(next) : next);
      go({ ...current, filters, start: 0, historyId: undefined });
    },
    [go],
  );

  const setSort = useCallback((sort: SearchSort) => go({ ...state, sort, start: 0 }), [go, state]);
  const setLimit = useCallback((limit: number) => go({ ...state, limit, start: 0 }), [go, state]);
  const setStart = useCallback((start: number) => go({ ...state, start }), [go, state]);
  // The drawer does not start a search on a page that has none (a link to one profile).
  const openProfile = useCallback(
    (profileId: number) =>
      navigate({
        pathname: location.pathname,
        search: buildSearchUrl({ ...state, profileId }, { hasSearch: parsed.hasSearch }),
      }),
    [navigate, location.pathname, state, parsed.hasSearch],
  );
  // Previous and next in the drawer replace the entry: Back leaves the drawer, not each profile seen.
  const switchProfile = useCallback(
    (profileId: number) =>
      navigate(
        {
          pathname: location.pathname,
          search: buildSearchUrl({ ...state, profileId }, { hasSearch: parsed.hasSearch }),
        },
        { replace: true },
      ),
    [navigate, location.pathname, state, parsed.hasSearch],
  );
  // Closing replaces the entry, so Back does not open the drawer again.
  const closeProfile = useCallback(
    () =>
      navigate(
        {
          pathname: location.pathname,
          search: buildSearchUrl({ ...state, profileId: undefined }, { hasSearch: parsed.hasSearch }),
        },
        { replace: true },
      ),
    [navigate, location.pathname, state, parsed.hasSearch],
  );
  /** Re-runs a search from the history: its filters, first page, and the entry's id. */
  const runHistory = useCallback(
    (filters: SearchFilters, historyId: string) =>
      go({ ...state, filters: cleanFilters(filters), start: 0, historyId, profileId: undefined }),
    [go, state],
  );
  /** Writes the state as it was understood (after a notice about dropped parts, or a stale entry id). */
  const replaceState = useCallback((next: SearchUrlState) => go(next, true), [go]);

  return {
    ...parsed,
    setFilters,
    setSort,
    setLimit,
    setStart,
    openProfile,
    switchProfile,
    closeProfile,
    runHistory,
    replaceState,
  };
}
