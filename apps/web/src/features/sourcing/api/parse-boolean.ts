import type { ParsedQuery } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export function parseBooleanQuery(query: string, signal?: AbortSignal): Promise<ParsedQuery> {
  return api.post<ParsedQuery>('/tb-v2/v1/sourcing/boolean/parse', { query }, signal);
}

/** The reading of the keywords under the search box; pass the debounced text. */
export function useParseBoolean(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: sourcingKeys.parse(text),
    queryFn: ({ signal }) => parseBooleanQuery(text, signal),
    enabled: text.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // A hint under a text box: a failure leaves the hint out rather than raising a toast.
    meta: { inlineErrors: true },
    retry: false,
  });
}
