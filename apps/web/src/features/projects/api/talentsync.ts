/** The project's link to a job of the team's ATS (talentsync calls of spec section 7). */
import type { TalentsyncConfigResponse, TalentsyncLinkRequest } from '@talentbase/shared';
import type { AtsSyncStatusResponse } from '@talentbase/shared/contracts/ats-sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** One retry for a server failure; a refusal (404, 403) is final. */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status < 500);

export const talentsyncKey = (projectId: string) => ['projects', 'talentsync', projectId] as const;

export function useProjectAtsLink(projectId: string, enabled = true) {
  return useQuery({
    queryKey: talentsyncKey(projectId),
    queryFn: ({ signal }) =>
      api.get<TalentsyncConfigResponse>(
        `/v1/talentsync/getProjectConfig?projectId=${encodeURIComponent(projectId)}`,
        undefined,
        signal,
      ),
    enabled,
    retry,
    meta: { inlineErrors: true },
  });
}

export function useLinkAtsJob(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TalentsyncLinkRequest, 'projectId'>) =>
      api.post<TalentsyncConfigResponse>('/v1/talentsync/linkProject', { ...body, projectId }),
    meta: { inlineErrors: true },
    onSuccess: (answer) => queryClient.setQueryData(talentsyncKey(projectId), answer),
  });
}

export function useUnlinkAtsJob(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ success: true }>('/v1/talentsync/unlinkProject', { projectId }),
    meta: { inlineErrors: true },
    onSuccess: () =>
      queryClient.setQueryData<TalentsyncConfigResponse>(talentsyncKey(projectId), {
        data: {},
        message: 'success',
      }),
  });
}

/** How the two-way sync of the linked project stands (last sync, moves waiting, failed, overridden). */
export function useAtsSyncStatus(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...talentsyncKey(projectId), 'sync-status'] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<AtsSyncStatusResponse>(
          `/v1/integrations/sync/projects/${encodeURIComponent(projectId)}/status`,
          undefined,
          signal,
        )
      ).data,
    enabled,
    retry,
    staleTime: 30_000,
    meta: { inlineErrors: true },
  });
}
