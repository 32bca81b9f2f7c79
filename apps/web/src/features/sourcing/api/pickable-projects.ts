import type { PickableProjectsResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export async function getPickableProjects(signal?: AbortSignal) {
  const { data } = await api.get<PickableProjectsResponse>('/v1/projects/pickable', undefined, signal);
  return data;
}

/** Projects the user may add candidates to; asked for when the add-to-project dialog opens. */
export function usePickableProjects(enabled: boolean) {
  return useQuery({
    queryKey: sourcingKeys.pickableProjects(),
    queryFn: ({ signal }) => getPickableProjects(signal),
    enabled,
    meta: { inlineErrors: true },
  });
}
