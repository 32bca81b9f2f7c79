/** API keys and webhook endpoints of the team (/admin/team-settings/api-access). */
import type {
  ApiKey,
  CreateApiKeyRequest,
  CreatedApiKey,
  CreatedWebhook,
  CreateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';

const base = '/api-access';
const retry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};
export const apiAccessKeys = {
  keys: ['api-access', 'keys'] as const,
  webhooks: ['api-access', 'webhooks'] as const,
  deliveries: (endpointId: string) => ['api-access', 'deliveries', endpointId] as const,
};

/** A list of the page: its errors are shown in place, with one quick retry of a server error. */
const useList = <T>(queryKey: readonly string[], path: string) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(`${base}${path}`, undefined, signal),
    ...retry,
    meta: { inlineErrors: true },
  });

export const useApiKeys = () => useList<{ keys: ApiKey[] }>(apiAccessKeys.keys, '/keys');
export const useWebhooks = () =>
  useList<{ endpoints: WebhookEndpoint[] }>(apiAccessKeys.webhooks, '/webhooks');
export const useDeliveries = (endpointId: string) =>
  useList<{ deliveries: WebhookDelivery[] }>(
    apiAccessKeys.deliveries(endpointId),
    `/webhooks/${endpointId}/deliveries`,
  );

function useChange<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['api-access'] }),
  });
}

export const useCreateApiKey = () =>
  useChange((input: CreateApiKeyRequest) => api.post<CreatedApiKey>(`${base}/keys`, input));
export const useRevokeApiKey = () => useChange((id: string) => api.post<ApiKey>(`${base}/keys/${id}/revoke`));
export const useCreateWebhook = () =>
  useChange((input: CreateWebhookRequest) => api.post<CreatedWebhook>(`${base}/webhooks`, input));
export const useUpdateWebhook = () =>
  useChange((input: { id: string; enabled?: boolean; events?: WebhookEvent[] }) => {
    const { id, ...body } = input;
    return api.patch<WebhookEndpoint>(`${base}/webhooks/${id}`, body);
  });
export const useDeleteWebhook = () =>
  useChange((id: string) => api.delete<{ ok: true }>(`${base}/webhooks/${id}`));
export const useReplayDelivery = () =>
  useChange((id: string) => api.post<WebhookDelivery>(`${base}/deliveries/${id}/replay`));
