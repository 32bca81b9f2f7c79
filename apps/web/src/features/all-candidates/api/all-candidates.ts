import type {
  AddCandidatesResponse,
  AddTagsResponse,
  AllCandidatesQuery,
  AllCandidatesResponse,
  CreateCandidateRequest,
  CreateCandidateResponse,
  PickableProjectsResponse,
} from '@talentbase/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const allCandidatesKeys = {
  all: ['all-candidates'] as const,
  list: (q: AllCandidatesQuery) => ['all-candidates', 'list', q] as const,
  pairs: ['all-candidates', 'duplicates'] as const,
  scan: ['all-candidates', 'scan'] as const,
};

/** Pages of the list, newest first by default; "Load more" reads the next cursor. */
export function useAllCandidates(query: AllCandidatesQuery) {
  return useInfiniteQuery({
    queryKey: allCandidatesKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      api.get<AllCandidatesResponse>('/v1/candidates/all', { ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}

export function useCreateCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCandidateRequest) =>
      api.post<CreateCandidateResponse>('/v1/candidatesV2/create', body),
    meta: { inlineErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: allCandidatesKeys.all }),
  });
}

export function usePickableProjects(enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'pickable'],
    queryFn: ({ signal }) => api.get<PickableProjectsResponse>('/v1/projects/pickable', undefined, signal),
    enabled,
  });
}

/** Bulk actions of the list: add to a project, add tags (the pipeline's addTags call). */
export function useBulkActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: allCandidatesKeys.all });
  const addToProject = useMutation({
    mutationFn: ({ projectId, candidateIds }: { projectId: string; candidateIds: number[] }) =>
      api.post<AddCandidatesResponse>(`/v1/projects/${projectId}/candidates`, { candidateIds }),
    meta: { errorTitle: 'Could not add to the project' },
    onSuccess: refresh,
  });
  const addTags = useMutation({
    mutationFn: ({ tags, candidateIds }: { tags: string[]; candidateIds: number[] }) =>
      api.post<AddTagsResponse>('/v1/pipelines/addTags', { candidateIds, tags }),
    meta: { errorTitle: 'Could not add tags' },
    onSuccess: refresh,
  });
  return { addToProject, addTags };
}
