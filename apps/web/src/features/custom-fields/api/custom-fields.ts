/** Custom field definitions (team settings) and the values of a candidate or a project. */
import type {
  CreateCustomFieldRequest,
  CustomField,
  CustomFieldEntity,
  CustomFieldList,
  CustomValuesInput,
  CustomValuesResponse,
  SuccessResponse,
  UpdateCustomFieldRequest,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const base = '/v1/team-settings/custom-fields';

const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};

export const customFieldKeys = {
  all: () => ['custom-fields'] as const,
  definitions: (entity: CustomFieldEntity, archived: boolean) =>
    ['custom-fields', 'definitions', entity, archived] as const,
  candidate: (id: number | string) => ['custom-fields', 'candidate', String(id)] as const,
  project: (id: string) => ['custom-fields', 'project', id] as const,
};

export function useCustomFields(entity: CustomFieldEntity, includeArchived = false, enabled = true) {
  return useQuery({
    queryKey: customFieldKeys.definitions(entity, includeArchived),
    queryFn: ({ signal }) =>
      api.get<CustomFieldList>(
        base,
        { entity, ...(includeArchived ? { includeArchived: 'true' } : {}) },
        signal,
      ),
    enabled,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

function useFieldMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customFieldKeys.all() }),
  });
}

export const useCreateField = () =>
  useFieldMutation((input: CreateCustomFieldRequest) => api.post<CustomField>(base, input));
export const useUpdateField = () =>
  useFieldMutation(({ id, ...input }: UpdateCustomFieldRequest & { id: string }) =>
    api.put<CustomField>(`${base}/${encodeURIComponent(id)}`, input),
  );
export const useArchiveField = () =>
  useFieldMutation(({ id, archived }: { id: string; archived: boolean }) =>
    api.post<CustomField>(`${base}/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`),
  );
export const useDeleteField = () =>
  useFieldMutation((id: string) => api.delete<SuccessResponse>(`${base}/${encodeURIComponent(id)}`));
export const useReorderFields = () =>
  useFieldMutation((input: { entity: CustomFieldEntity; fieldIds: string[] }) =>
    api.post<CustomFieldList>(`${base}/reorder`, input),
  );

export function useCandidateCustomValues(candidateId: number, projectId?: string) {
  return useQuery({
    queryKey: customFieldKeys.candidate(candidateId),
    queryFn: ({ signal }) =>
      api.get<CustomValuesResponse>(
        `/v1/candidates/${candidateId}/custom-fields`,
        projectId ? { projectId } : undefined,
        signal,
      ),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useSaveCandidateCustomValues(candidateId: number, projectId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomValuesInput) =>
      api.put<CustomValuesResponse>(`/v1/candidates/${candidateId}/custom-fields`, {
        values,
        ...(projectId ? { projectId } : {}),
      }),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(customFieldKeys.candidate(candidateId), data),
  });
}

export function useProjectCustomValues(projectId: string, enabled = true) {
  return useQuery({
    queryKey: customFieldKeys.project(projectId),
    queryFn: ({ signal }) =>
      api.get<CustomValuesResponse>(`/v1/projects/${projectId}/custom-fields`, undefined, signal),
    enabled,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}
