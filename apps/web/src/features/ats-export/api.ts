/** Exports to the team's ATS (issue 19, item 4): connections that can export, jobs, stages, results. */
import type { AtsExportsResponse, CreateAtsExportRequest } from '@talentbase/shared/contracts/ats-exports';
import type { IntegrationConnection } from '@talentbase/shared/contracts/integrations';
import { canExportTo } from '@talentbase/shared/integrations/export-connectors';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const BASE = '/v1/integrations';

type Job = { id: string; title: string; status: string | null; location: string | null };
type Stage = { id: string; name: string; order: number };

/** The connections of the team (or the user's own) that Talentbase can export candidates to. */
export function useExportConnections(enabled: boolean) {
  return useQuery({
    queryKey: ['integrations', 'connections'],
    queryFn: async ({ signal }) =>
      await api.get<{ connections: IntegrationConnection[] }>(`${BASE}/connections`, undefined, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
    meta: { inlineErrors: true },
    select: (res) =>
      res.connections.filter(
        (c) => c.status !== 'disconnected' && c.hasCredentials && canExportTo(c.providerId),
      ),
  });
}

export function useAtsJobs(connectionId: string | null) {
  return useInfiniteQuery({
    queryKey: ['ats-export', 'jobs', connectionId],
    queryFn: async ({ pageParam, signal }) =>
      await api.get<{ jobs: Job[]; nextCursor: string | null }>(
        `${BASE}/connections/${encodeURIComponent(connectionId ?? '')}/jobs`,
        pageParam ? { cursor: pageParam } : undefined,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: connectionId !== null,
    retry: false,
    meta: { inlineErrors: true },
  });
}

export function useAtsStages(connectionId: string | null, jobId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['ats-export', 'stages', connectionId, jobId],
    queryFn: async ({ signal }) =>
      await api.get<{ stages: Stage[] }>(
        `${BASE}/connections/${encodeURIComponent(connectionId ?? '')}/jobs/${encodeURIComponent(jobId ?? '')}/stages`,
        undefined,
        signal,
      ),
    enabled: enabled && connectionId !== null && jobId !== null,
    retry: false,
    meta: { inlineErrors: true },
  });
}

const resultsKey = (projectId: string) => ['ats-export', 'results', projectId] as const;

/** The project's export results; polled while some are still queued or running. */
export function useAtsExports(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: resultsKey(projectId),
    queryFn: async ({ signal }) =>
      await api.get<AtsExportsResponse>(`${BASE}/exports`, { projectId }, signal),
    enabled,
    meta: { inlineErrors: true },
    refetchInterval: (query) => {
      const p = query.state.data?.progress;
      return p && p.queued + p.running > 0 ? 1500 : false;
    },
  });
}

export function useCreateAtsExport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateAtsExportRequest) =>
      await api.post<AtsExportsResponse & { created: number }>(`${BASE}/exports`, body),
    meta: { inlineErrors: true },
    onSuccess: (res) => queryClient.setQueryData(resultsKey(projectId), res),
  });
}

export function useRetryAtsExports(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => await api.post<AtsExportsResponse>(`${BASE}/exports/retry`, { projectId }),
    meta: { inlineErrors: true },
    onSuccess: (res) => queryClient.setQueryData(resultsKey(projectId), res),
  });
}
