import type { ProjectListResponse } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { LIST_POLL_INTERVAL_MS } from '../../../lib/query-client';
import type { ProjectListRequest } from '../lib/list-url';
import { projectKeys } from './query-keys';

export function listProjects(request: ProjectListRequest, signal?: AbortSignal) {
  return api.get<ProjectListResponse>('/v1/projects/list', request, signal);
}

/**
 * One page of the project list. The previous page stays on screen (dimmed) while the next loads,
 * and the list refreshes itself every 10 minutes like the spec's other lists.
 */
export function useProjectList(request: ProjectListRequest) {
  return useQuery({
    queryKey: projectKeys.list(request),
    queryFn: ({ signal }) => listProjects(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_INTERVAL_MS,
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    // The page shows its own error state with a retry button.
    meta: { inlineErrors: true },
  });
}
