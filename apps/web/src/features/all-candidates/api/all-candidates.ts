import {
  type AllCandidatesQuery,
  allCandidatesResponseSchema,
  type CreateCandidateRequest,
  createCandidateResponseSchema,
  pickableProjectsResponseSchema,
} from '@talentbase/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
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
      api.get('/v1/candidates/all', { ...query, cursor: pageParam }, allCandidatesResponseSchema, signal),
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
      api.post('/v1/candidatesV2/create', body, createCandidateResponseSchema),
    meta: { inlineErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: allCandidatesKeys.all }),
  });
}

export function usePickableProjects(enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'pickable'],
    queryFn: ({ signal }) =>
      api.get('/v1/projects/pickable', undefined, pickableProjectsResponseSchema, signal),
    enabled,
  });
}

const addedSchema = z.object({ added: z.number().int() }).passthrough();

/** Bulk actions of the list: add to a project, add tags (the pipeline's addTags call). */
export function useBulkActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: allCandidatesKeys.all });
  const addToProject = useMutation({
    mutationFn: ({ projectId, candidateIds }: { projectId: string; candidateIds: number[] }) =>
      api.post(`/v1/projects/${projectId}/candidates`, { candidateIds }, addedSchema),
    meta: { errorTitle: 'Could not add to the project' },
    onSuccess: refresh,
  });
  const addTags = useMutation({
    mutationFn: ({ tags, candidateIds }: { tags: string[]; candidateIds: number[] }) =>
      api.post('/v1/pipelines/addTags', { candidateIds, tags }, addedSchema),
    meta: { errorTitle: 'Could not add tags' },
    onSuccess: refresh,
  });
  return { addToProject, addTags };
}
