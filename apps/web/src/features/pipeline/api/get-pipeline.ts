import type {
  CandidateListResponse,
  PipelineBenchmarkResponse,
  PipelineSummaryResponse,
} from '@talentbase/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ListFilter, pipelineKeys } from './query-keys';

const path = (projectId: string) => encodeURIComponent(projectId);

/** The pipeline's categories and stages with counts per position and label (board headers). */
export function usePipelineSummary(projectId: string) {
  return useQuery({
    queryKey: pipelineKeys.summary(projectId),
    queryFn: async ({ signal }) =>
      (await api.get<PipelineSummaryResponse>(`/v1/pipelines/${path(projectId)}/summary`, undefined, signal))
        .data,
    meta: { inlineErrors: true },
  });
}

/** A page of the candidate list filter: one board column, or the list view. */
export function usePipelineCandidates(projectId: string, filter: ListFilter, enabled = true) {
  return useQuery({
    enabled,
    queryKey: pipelineKeys.list(projectId, filter),
    queryFn: ({ signal }) =>
      api.post<CandidateListResponse>('/v1/pipelines/candidates', { projectId, ...filter }, signal),
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}

export function usePipelineBenchmark(projectId: string) {
  return useQuery({
    queryKey: pipelineKeys.benchmark(projectId),
    queryFn: async ({ signal }) =>
      (
        await api.get<PipelineBenchmarkResponse>(
          `/tb-v2/v1/project/${path(projectId)}/pipeline-benchmark`,
          undefined,
          signal,
        )
      ).data,
    meta: { inlineErrors: true },
  });
}
