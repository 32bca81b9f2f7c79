import type { ProjectResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export function quickCreateProject(projectName: string) {
  return api.post<ProjectResponse>('/v1/projects/quick-create', { projectName });
}

export function useQuickCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quickCreateProject,
    // The dialog puts the message under the name field.
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.pickableProjects() }),
  });
}
