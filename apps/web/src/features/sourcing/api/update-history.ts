import type { HistoryEntryResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export type HistoryUpdate = { id: string; name?: string | null; saved?: boolean };

/** Names and saves (or unsaves) a search of the history. */
export function updateHistory({ id, ...body }: HistoryUpdate) {
  return api.put<HistoryEntryResponse>(`/v1/astaskV2/history/${encodeURIComponent(id)}`, body);
}

/** `inlineErrors`: the caller shows the failure itself (the save dialog, under its input). */
export function useUpdateHistory({ inlineErrors = false }: { inlineErrors?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHistory,
    meta: { inlineErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.histories() }),
  });
}
