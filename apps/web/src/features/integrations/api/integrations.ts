/** The integrations API (issue 19): the catalogue's installed state and the connections. */
import type {
  CatalogueStatesResponse,
  ConfigureRequest,
  ConnectRequest,
  IntegrationConnection,
} from '@talentbase/shared/contracts/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const INTEGRATIONS_BASE = '/v1/integrations';
const keys = { all: ['integrations'] as const, catalogue: () => ['integrations', 'catalogue'] as const };

export function useCatalogueStates() {
  return useQuery({
    queryKey: keys.catalogue(),
    queryFn: async ({ signal }) =>
      await api.get<CatalogueStatesResponse>(`${INTEGRATIONS_BASE}/catalogue`, undefined, signal),
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}

type ConnectionAnswer = { connection: IntegrationConnection };
const connectionPath = (id: string) => `${INTEGRATIONS_BASE}/connections/${encodeURIComponent(id)}`;

function useConnectionMutation<T>(fn: (input: T) => Promise<ConnectionAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Problems are shown in the dialog, next to the fields.
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useConnect = () =>
  useConnectionMutation(
    async (body: ConnectRequest) =>
      await api.post<ConnectionAnswer>(`${INTEGRATIONS_BASE}/connections`, body),
  );
export const useConfigure = () =>
  useConnectionMutation(
    async ({ id, body }: { id: string; body: ConfigureRequest }) =>
      await api.patch<ConnectionAnswer>(connectionPath(id), body),
  );
export const useRetest = () =>
  useConnectionMutation(
    async (id: string) => await api.post<ConnectionAnswer>(`${connectionPath(id)}/test`, {}),
  );
export const useDisconnect = () =>
  useConnectionMutation(async (id: string) => await api.delete<ConnectionAnswer>(connectionPath(id)));
