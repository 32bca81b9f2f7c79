import { type SearchRequest, type SearchResponse, searchResponseSchema } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

/** The search body; `historyId` re-runs a history entry so its not-a-fit profiles stay hidden. */
export type SearchRequestBody = SearchRequest & { historyId?: string };

export function searchCandidates(body: SearchRequestBody, signal?: AbortSignal): Promise<SearchResponse> {
  return api.post('/tb-v2/v1/sourcing/search', body, searchResponseSchema, signal);
}

/**
 * The page's search. The previous answer stays on screen (dimmed) while the next one loads, and a
 * search is not re-run on window focus: each run is recorded in the user's history.
 */
export function useSearch(body: SearchRequestBody, enabled: boolean) {
  return useQuery({
    queryKey: sourcingKeys.search(body),
    queryFn: ({ signal }) => searchCandidates(body, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // One quick retry for a network blip or a 5xx; the error state has a retry button after that.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    // The results column shows its own error state with a retry button.
    meta: { inlineErrors: true },
  });
}
