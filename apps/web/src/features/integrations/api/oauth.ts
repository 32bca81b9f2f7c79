/** Signing in to an integration with OAuth: start (where the browser goes) and complete (the callback page). */
import type {
  OauthCompleteRequest,
  OauthCompleteResponse,
  OauthStartResponse,
} from '@talentbase/shared/contracts/integration-oauth';
import type { ConnectCatalogueEntry } from '@talentbase/shared/contracts/integrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INTEGRATIONS_BASE } from './integrations';

export const isOauthEntry = (entry: ConnectCatalogueEntry) =>
  entry.authType === 'oauth' || entry.authType === 'entry+oauth' || entry.authType === 'teamBased+oauth';

/** Asks the server for the provider's sign-in address and sends the browser there. */
export function useOauthStart(go: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: async ({ providerId, fields }: { providerId: string; fields: Record<string, string> }) =>
      await api.post<OauthStartResponse>(
        `${INTEGRATIONS_BASE}/oauth/${encodeURIComponent(providerId)}/start`,
        { fields },
      ),
    onSuccess: ({ authorizeUrl }) => go(authorizeUrl),
    meta: { inlineErrors: true },
  });
}

export function useOauthComplete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OauthCompleteRequest) =>
      await api.post<OauthCompleteResponse>(`${INTEGRATIONS_BASE}/oauth/complete`, body),
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['integrations'] }),
  });
}
