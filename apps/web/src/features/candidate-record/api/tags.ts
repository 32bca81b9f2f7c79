import type { AddTagsResponse, RemoveTagResponse, TeamTagsResponse } from '@talentbase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export function useTeamTags(q: string, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.tags(q),
    queryFn: ({ signal }) => api.get<TeamTagsResponse>('/v1/candidates/tags', { q }, signal),
    enabled,
    staleTime: 30_000,
    select: (res) => res.data,
  });
}

export function useAddTags(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (tags: string[]) =>
      api.post<AddTagsResponse>('/v1/pipelines/addTags', {
        candidateIds: [ref.candidateId],
        tags,
        ...withProject(ref),
      }),
    // The tags card shows why under its input.
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useRemoveTag(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (tag: string) =>
      api.post<RemoveTagResponse>('/v1/pipelines/removeTag', {
        candidateId: ref.candidateId,
        tag,
        ...withProject(ref),
      }),
    meta: { errorTitle: 'The tag was not removed' },
    onSuccess: () => refresh(),
  });
}
