import type { CurrentUser, MeResponse } from '@talentbase/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';

/** The signed-in user, or null when there is no session (401 is an answer here, not a failure). */
export async function getMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const { user } = await api.get<MeResponse>('/auth/me', undefined, signal);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
  // Every screen waits on this answer: one quick retry, then show the error instead of a long spinner.
  retry: (failureCount, error) =>
    failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  // The route guard shows its own error state; a toast on top would say the same thing twice.
  meta: { inlineErrors: true },
});

export function useMe() {
  return useQuery(meQueryOptions);
}
