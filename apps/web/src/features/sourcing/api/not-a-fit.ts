import type { HistoryEntryResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export type NotAFitInput = { historyId: string; profileId: number; notAFit: boolean };

/** Marks a candidate as not a fit for a recorded search (hidden when it is re-run), or undoes it. */
export function setNotAFit({ historyId, profileId, notAFit }: NotAFitInput) {
  return api.post<HistoryEntryResponse>(`/v1/astaskV2/history/${encodeURIComponent(historyId)}/not-a-fit`, {
    profileId,
    notAFit,
  });
}

export function useNotAFit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNotAFit,
    meta: { errorTitle: 'Not a fit was not saved' },
    // History rows count the not-a-fit profiles of each search.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.histories() }),
  });
}
