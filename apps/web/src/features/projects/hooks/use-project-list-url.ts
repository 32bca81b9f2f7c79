/**
 * The project list's state, read from and written to the query string. Changing what is listed
 * (tab, scope, role, keyword, order) starts again at page 1; typing in the search box replaces
 * the history entry instead of adding one per pause.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listParams, type ProjectListState, parseListParams } from '../lib/list-url';

export function useProjectListUrl() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListParams(params), [params]);

  const update = useCallback(
    (patch: Partial<ProjectListState>, { replace = false }: { replace?: boolean } = {}) => {
      setParams((current) => listParams({ ...parseListParams(current), page: 1, ...patch }), { replace });
    },
    [setParams],
  );

  return { state, update };
}
