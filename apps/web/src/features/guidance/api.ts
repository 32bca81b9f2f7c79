import type {
  ConsoleGuidanceList,
  ConsoleGuidancePatch,
  GuidanceListResponse,
  GuidanceState,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type GuidanceFeedbackValue = 'HELPFUL' | 'NOT_HELPFUL';

export const guidanceKeys = {
  all: ['guidance'] as const,
  page: (path: string) => ['guidance', 'page', path] as const,
  console: () => ['guidance', 'console'] as const,
};

/** The tutorials the server shows this member on `path`, in queue order. */
export function useGuidance(path: string) {
  return useQuery({
    queryKey: guidanceKeys.page(path),
    queryFn: ({ signal }) => api.get<GuidanceListResponse>('/v1/guidance', { path }, signal),
    // A tutorial is never worth an error on screen: a failed load shows nothing.
    retry: false,
    staleTime: 60_000,
    meta: { inlineErrors: true },
  });
}

const enc = encodeURIComponent;
export const postSeen = (name: string) => api.post<{ data: GuidanceState }>(`/v1/guidance/${enc(name)}/seen`);
export const postComplete = (name: string) =>
  api.post<{ data: GuidanceState }>(`/v1/guidance/${enc(name)}/complete`);
export const postFeedback = (name: string, feedback: GuidanceFeedbackValue) =>
  api.post<{ data: GuidanceState }>(`/v1/guidance/${enc(name)}/feedback`, { feedback });

export function useConsoleGuidance() {
  return useQuery({
    queryKey: guidanceKeys.console(),
    queryFn: ({ signal }) => api.get<ConsoleGuidanceList>('/v1/customer-console/guidance', undefined, signal),
  });
}

export function useUpdateConsoleGuidance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ name, patch }: { name: string; patch: ConsoleGuidancePatch }) =>
      api.patch(`/v1/customer-console/guidance/${enc(name)}`, patch),
    // The form and the switch say what went wrong themselves.
    meta: { inlineErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: guidanceKeys.all }),
  });
}
