/** The organisation's single sign-on settings: read, change, upload the IdP metadata. */
import type { SsoSettings, UpdateSsoSettingsRequest } from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const SSO_SETTINGS_PATH = '/team-settings/sso';
const key = ['team-settings', 'sso'] as const;

export function useSsoSettings() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SsoSettings }>(SSO_SETTINGS_PATH, undefined, signal)).data,
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}

function useSsoMutation<TInput>(fn: (input: TInput) => Promise<{ data: SsoSettings }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, answer.data);
      // The sign-in name and domains are the organisation's, shown on its settings page too.
      await queryClient.invalidateQueries({ queryKey: ['organization', 'self'] });
    },
  });
}

export const useUpdateSsoSettings = () =>
  useSsoMutation((body: UpdateSsoSettingsRequest) => api.put<{ data: SsoSettings }>(SSO_SETTINGS_PATH, body));

export const useUploadIdpMetadata = () =>
  useSsoMutation((xml: string) =>
    api.post<{ data: SsoSettings }>(`${SSO_SETTINGS_PATH}/saml/idp-metadata`, { xml }),
  );
