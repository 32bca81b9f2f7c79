/** The scorecards of a candidate in a project: read with their summary, filled, edited, deleted. */
import type {
  ScorecardCreateRequest,
  ScorecardListResponse,
  ScorecardUpdateRequest,
  SuccessResponse,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ScorecardRef = { projectId: string; candidateId: number };

export const scorecardKeys = {
  list: (ref: ScorecardRef) => ['scorecards', ref.projectId, ref.candidateId] as const,
};

const basePath = (ref: ScorecardRef) =>
  `/v1/projects/${encodeURIComponent(ref.projectId)}/candidates/${ref.candidateId}/scorecards`;

export function useScorecards(ref: ScorecardRef) {
  return useQuery({
    queryKey: scorecardKeys.list(ref),
    queryFn: ({ signal }) => api.get<ScorecardListResponse>(basePath(ref), undefined, signal),
    meta: { inlineErrors: true },
  });
}

/** After a change: the list and the candidate's record (its activity log names the change). */
function useRefresh(ref: ScorecardRef) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: scorecardKeys.list(ref) }),
      client.invalidateQueries({ queryKey: ['candidate-record', ref.candidateId] }),
    ]);
}

export function useCreateScorecard(ref: ScorecardRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    mutationFn: (body: ScorecardCreateRequest) => api.post<{ data: unknown }>(basePath(ref), body),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useUpdateScorecard(ref: ScorecardRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    mutationFn: ({ scorecardId, ...body }: ScorecardUpdateRequest & { scorecardId: string }) =>
      api.put<{ data: unknown }>(`${basePath(ref)}/${encodeURIComponent(scorecardId)}`, body),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useDeleteScorecard(ref: ScorecardRef) {
  const refresh = useRefresh(ref);
  return useMutation({
    mutationFn: (scorecardId: string) =>
      api.delete<SuccessResponse>(`${basePath(ref)}/${encodeURIComponent(scorecardId)}`),
    meta: { errorTitle: 'The scorecard was not deleted' },
    onSuccess: () => refresh(),
  });
}
