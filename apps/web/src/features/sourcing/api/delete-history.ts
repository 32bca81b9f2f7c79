import type { OkResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export function deleteHistory(id: string) {
  return api.delete<OkResponse>(`/v1/astaskV2/history/${encodeURIComponent(id)}`);
}

export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.histories() }),
  });
}
