/** Erasure jobs: start one, watch it (polled while it runs), list the team's, retry a stopped one. */
import type { Erasure, ErasureList, ErasureRequest } from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRetry, dataProtectionKeys } from './query-keys';

/** How often a running erasure is asked for its progress. */
export const ERASURE_POLL_MS = 1_000;

export const isActive = (erasure: Pick<Erasure, 'status'>) =>
  erasure.status === 'pending' || erasure.status === 'running';

export function useErasures() {
  return useQuery({
    queryKey: dataProtectionKeys.erasures(),
    queryFn: ({ signal }) => api.get<ErasureList>('/v1/gdpr/erasures', undefined, signal),
    // While one of them runs, the list follows it too.
    refetchInterval: (query) => (query.state.data?.erasures.some(isActive) ? ERASURE_POLL_MS * 3 : false),
    ...adminRetry,
    meta: { inlineErrors: true },
  });
}

export function useErasure(id: string) {
  return useQuery({
    queryKey: dataProtectionKeys.erasure(id),
    queryFn: ({ signal }) =>
      api.get<Erasure>(`/v1/gdpr/erasures/${encodeURIComponent(id)}`, undefined, signal),
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data) ? false : ERASURE_POLL_MS),
    ...adminRetry,
    meta: { inlineErrors: true },
  });
}

export function useStartErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ErasureRequest) => api.post<Erasure>('/v1/gdpr/erasures', request),
    meta: { inlineErrors: true },
    onSuccess: (erasure) => {
      client.setQueryData(dataProtectionKeys.erasure(erasure.id), erasure);
      void client.invalidateQueries({ queryKey: dataProtectionKeys.erasures() });
    },
  });
}

export function useRetryErasure() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Erasure>(`/v1/gdpr/erasures/${encodeURIComponent(id)}/retry`),
    meta: { inlineErrors: true },
    onSuccess: (erasure) => {
      client.setQueryData(dataProtectionKeys.erasure(erasure.id), erasure);
      void client.invalidateQueries({ queryKey: dataProtectionKeys.erasures() });
    },
  });
}
