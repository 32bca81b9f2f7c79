import type { SuccessResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export function saveLastViewed(projectId: string) {
  return api.post<SuccessResponse>('/v1/projects/save-last-viewed', { projectId });
}

/** Remembers that the project was opened: the list's default order. Quiet when it fails. */
export function useSaveLastViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLastViewed,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
