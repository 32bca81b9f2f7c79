import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

const okSchema = z.object({ success: z.literal(true) });

export function saveLastViewed(projectId: string) {
  return api.post('/v1/projects/save-last-viewed', { projectId }, okSchema);
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
