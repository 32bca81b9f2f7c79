import type {
  MentionableMembersResponse,
  NoteResponse,
  NoteVisibility,
  SuccessResponse,
} from '@talentbase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export type NoteDraft = { body: string; visibility: NoteVisibility; mentions: string[] };

export function useMentionableMembers(projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.members(projectId),
    queryFn: ({ signal }) =>
      api.get<MentionableMembersResponse>(
        '/v1/candidates/mentionable-members',
        projectId ? { projectId } : {},
        signal,
      ),
    enabled,
    staleTime: 5 * 60_000,
    select: (res) => res.data,
  });
}

export function useAddNote(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (draft: NoteDraft) =>
      api.post<NoteResponse>('/v1/pipelines/addNotes', {
        candidateId: ref.candidateId,
        ...withProject(ref),
        ...draft,
      }),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useEditNote(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (input: NoteDraft & { noteId: string }) =>
      api.post<NoteResponse>('/v1/pipelines/editNote', input),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useDeleteNote(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (noteId: string) => api.post<SuccessResponse>('/v1/pipelines/deleteNote', { noteId }),
    meta: { errorTitle: 'The note was not deleted' },
    onSuccess: () => refresh(),
  });
}
