import type { ProjectInformationResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export async function getProjectInformation(projectId: string, signal?: AbortSignal) {
  const { data } = await api.get<ProjectInformationResponse>(
    `/v1/projects/projectInformation/${encodeURIComponent(projectId)}`,
    undefined,
    signal,
  );
  return data;
}

/** A project with its job, hiring team and the caller's permissions; 404 is shown as a page state. */
export function useProjectInformation(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.information(projectId),
    queryFn: ({ signal }) => getProjectInformation(projectId, signal),
    enabled,
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}
