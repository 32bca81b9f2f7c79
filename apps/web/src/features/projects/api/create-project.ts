import type { CustomValuesInput, ProjectFields, ProjectInformationResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isProjectListQuery, projectKeys } from './query-keys';

export function createProject(fields: ProjectFields & { customFields?: CustomValuesInput }) {
  return api.post<ProjectInformationResponse>('/v1/projects/create', fields);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    // The form shows field messages, the project limit and any other failure in place.
    meta: { inlineErrors: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(projectKeys.information(data.projectId), data);
      void queryClient.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) });
    },
  });
}
