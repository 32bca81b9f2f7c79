import type { Suggestion, SuggestKind, SuggestResponse } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export const SUGGEST_LIMIT = 10;

export async function suggest(kind: SuggestKind, q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { suggestions } = await api.get<SuggestResponse>(
    '/tb-v2/v1/sourcing/suggest',
    { kind, q, limit: SUGGEST_LIMIT },
    signal,
  );
  return suggestions;
}

/** Typeahead for one filter; pass the debounced text. Nothing is asked for an empty box. */
export function useSuggest(kind: SuggestKind, q: string) {
  const text = q.trim().slice(0, 100);
  return useQuery({
    queryKey: sourcingKeys.suggest(kind, text),
    queryFn: ({ signal }) => suggest(kind, text, signal),
    enabled: text.length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    // Typing is not worth an error toast: the field still accepts what was typed.
    meta: { inlineErrors: true },
    retry: false,
  });
}
