import type { SearchRequest, SearchResponse } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

/** The search body; `historyId` re-runs a history entry so its not-a-fit profiles stay hidden. */
export type SearchRequestBody = SearchRequest & { historyId?: string };

export function searchCandidates(body: SearchRequestBody, signal?: AbortSignal): Promise<SearchResponse> {
  return api.post<SearchResponse>('/tb-v2/v1/sourcing/search', body, signal);
}

/** The longest wait the page sits through before its one automatic retry. */
const MAX_AUTO_RETRY_SECONDS = 60;

/** For a 429, the seconds the server asked to wait (`details.retryAfterSeconds`); otherwise null. */
export function rateLimitWait(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = Number(error.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.ceil(seconds), MAX_AUTO_RETRY_SECONDS) : 5;
}

/** A search held back by the rate limit: `retrying` while the automatic retry is pending. */
export type SearchRateLimit = { retryAfterSeconds: number; retrying: boolean };

/**
 * The page's search. The previous answer stays on screen (dimmed) while the next one loads, and a
 * search is not re-run on window focus: each run is recorded in the user's history.
 *
 * When the search is rate limited (429), the last results stay on screen, the search is retried
 * once by itself after the wait the server gave, and `rateLimit` says so for a short notice; if
 * that retry is limited too, the last results stay with the notice and a manual retry.
 */
export function useSearch(body: SearchRequestBody, enabled: boolean) {
  const query = useQuery({
    queryKey: sourcingKeys.search(body),
    queryFn: ({ signal }) => searchCandidates(body, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    // One retry: after the server's wait for a 429, quickly for a network blip or a 5xx; the error
    // state has a retry button after that.
    retry: (failureCount, error) =>
      failureCount < 1 && (rateLimitWait(error) !== null || !(isApiError(error) && error.status < 500)),
    retryDelay: (failureCount, error) =>
      (rateLimitWait(error) ?? 0) * 1000 || Math.min(1000 * 2 ** failureCount, 30_000),
    // The results column shows its own error state with a retry button.
    meta: { inlineErrors: true },
  });

  // The last answer that arrived, kept for when the next search is rate limited.
  const [lastResults, setLastResults] = useState<SearchResponse | undefined>(undefined);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setLastResults(query.data);
  }, [query.data, query.isPlaceholderData]);

  const wait = rateLimitWait(query.error) ?? rateLimitWait(query.failureReason);
  const rateLimit: SearchRateLimit | null =
    wait === null ? null : { retryAfterSeconds: wait, retrying: query.isFetching };
  const data = query.data ?? (rateLimit ? lastResults : undefined);
  return { query, data, rateLimit };
}
