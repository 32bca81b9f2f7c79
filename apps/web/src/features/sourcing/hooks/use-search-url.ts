/**
 * The page's search state, read from and written to the URL. Changing the search pushes a history
 * entry (Back returns to the previous search); opening and closing the profile drawer too, so
 * Back closes it. A change of filters starts again at the first page and forgets the history
 * entry it was re-run from: it is a new search.
 */
import type { SearchFilters, SearchSort } from '@talentbase/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildSearchUrl, cleanFilters, parseSearchUrl, type SearchUrlState } from '../lib/search-url';

export type SearchUrl = ReturnType<typeof useSearchUrl>;

export function useSearchUrl() {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseSearchUrl(location.search), [location.search]);
  const { state } = parsed;

  const go = useCallback(
    (next: SearchUrlState, replace = false) => {
      navigate({ pathname: location.pathname, search: buildSearchUrl(next) }, { replace });
    },
    [navigate, location.pathname],
  );

  const setFilters = useCallback(
    (update: SearchFilters | ((current: SearchFilters) => SearchFilters)) => {
      const filters = cleanFilters(typeof update === 'function' ? update(state.filters) : update);
      go({ ...state, filters, start: 0, historyId: undefined });
    },
    [go, state],
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
    closeProfile,
    runHistory,
    replaceState,
  };
}
