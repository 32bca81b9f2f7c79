import type { CustomValuesInput, ProjectFields, ProjectInformationResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isProjectListQuery, projectKeys } from './query-keys';

export type UpdateBasicInfoInput = ProjectFields & { projectId: string; customFields?: CustomValuesInput };

export function updateBasicInfo(input: UpdateBasicInfoInput) {
  return api.post<ProjectInformationResponse>('/v1/projects/updateBasicInfo', input);
}

export function useUpdateBasicInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBasicInfo,
    meta: { inlineErrors: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(projectKeys.information(data.projectId), data);
      void queryClient.invalidateQueries({ predicate: (q) => isProjectListQuery(q.queryKey) });
    },
  });
}
