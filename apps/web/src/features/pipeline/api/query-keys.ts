/** Query keys of a project's pipeline. Everything about one project's pipeline sits under one prefix. */
import type { CandidateListRequest } from '@talentbase/shared';

export type ListFilter = Omit<CandidateListRequest, 'projectId'>;

export const pipelineKeys = {
  project: (projectId: string) => ['pipeline', projectId] as const,
  summary: (projectId: string) => ['pipeline', projectId, 'summary'] as const,
  lists: (projectId: string) => ['pipeline', projectId, 'candidates'] as const,
  list: (projectId: string, filter: ListFilter) => ['pipeline', projectId, 'candidates', filter] as const,
  benchmark: (projectId: string) => ['pipeline', projectId, 'benchmark'] as const,
};
