import { type HistoryListResponse, SEARCH_HISTORY_TYPE } from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export type HistoryListInput = { savedOnly: boolean; limit: number };

export function listHistory({ savedOnly, limit }: HistoryListInput, signal?: AbortSignal) {
  return api.post<HistoryListResponse>(
    '/v1/astaskV2/history/search',
    { savedOnly: savedOnly || undefined, type: SEARCH_HISTORY_TYPE.ALL_IN_ONE, start: 0, limit },
    signal,
  );
}

/** Recent (or saved) searches, newest first; only asked for while the history drawer is open. */
export function useHistoryList(input: HistoryListInput, enabled: boolean) {
  return useQuery({
    queryKey: sourcingKeys.history(input.savedOnly, input.limit),
    queryFn: ({ signal }) => listHistory(input, signal),
    enabled,
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}
