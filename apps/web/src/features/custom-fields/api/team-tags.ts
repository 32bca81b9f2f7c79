/** The team's tag list (/admin/team-settings/tags): list, create, edit/rename, merge, delete. */
import type {
  CreateTeamTagRequest,
  MergeTeamTagsRequest,
  TeamTagChangeResponse,
  TeamTagList,
  UpdateTeamTagRequest,
} from '@talentbase/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const base = '/v1/team-settings/tags';
export type TagListParams = {
  q: string;
  sort: 'name' | 'usage';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};

export const tagKeys = {
  all: () => ['team-tags'] as const,
  list: (p: TagListParams) => ['team-tags', 'list', p] as const,
};

export function useTeamTags(params: TagListParams) {
  return useQuery({
    queryKey: tagKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<TeamTagList>(
        base,
        {
          ...(params.q.trim() ? { q: params.q.trim() } : {}),
          sort: params.sort,
          order: params.order,
          page: params.page,
          pageSize: params.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

function useTagMutation<T>(fn: (input: T) => Promise<TeamTagChangeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagKeys.all() }),
  });
}

export const useCreateTag = () =>
  useTagMutation((input: CreateTeamTagRequest) => api.post<TeamTagChangeResponse>(base, input));
export const useUpdateTag = () =>
  useTagMutation((input: UpdateTeamTagRequest) => api.post<TeamTagChangeResponse>(`${base}/update`, input));
export const useMergeTags = () =>
  useTagMutation((input: MergeTeamTagsRequest) => api.post<TeamTagChangeResponse>(`${base}/merge`, input));
export const useDeleteTag = () =>
  useTagMutation((tag: string) => api.post<TeamTagChangeResponse>(`${base}/delete`, { tag }));
