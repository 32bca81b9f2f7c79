import type { SuccessResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isProjectListQuery, projectKeys } from './query-keys';

export type ProjectStateChange = 'archive' | 'unarchive' | 'delete';
export type ChangeProjectStateInput = { projectId: string; change: ProjectStateChange };

export function changeProjectState({ projectId, change }: ChangeProjectStateInput) {
  return api.post<SuccessResponse>(`/v1/projects/${change}`, { projectId });
}

/** Archive, unarchive or delete. Lists refresh either way: a failure may mean the row is stale. */
export function useChangeProjectState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProjectState,
    // The page says what went wrong in place (the project limit, a project gone meanwhile).
    meta: { inlineErrors: true },
    onSuccess: (_res, { projectId, change }) => {
      const key = projectKeys.information(projectId);
      if (change !== 'delete') return void queryClient.invalidateQueries({ queryKey: key });
      // A page still showing the project removes it after leaving; refetching now would only 404.
      const observed = (queryClient.getQueryCache().find({ queryKey: key })?.getObserversCount() ?? 0) > 0;
      if (!observed) queryClient.removeQueries({ queryKey: key });
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) }),
  });
}
