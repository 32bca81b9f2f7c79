/** The team's SCIM tokens: list, create (the token is in that answer only), revoke. */
import type { ScimToken } from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const SCIM_TOKENS_PATH = '/team-settings/scim/tokens';
const key = ['team-settings', 'scim-tokens'] as const;

export function useScimTokens() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<{ data: ScimToken[]; baseUrl: string }>(SCIM_TOKENS_PATH, undefined, signal),
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}

export function useCreateScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<{ data: ScimToken; token: string }>(SCIM_TOKENS_PATH, { name }),
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`${SCIM_TOKENS_PATH}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
