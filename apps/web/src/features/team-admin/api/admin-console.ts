/** The admin console's summary and the setup page (issue 17, part 3). */
import type {
  AdminConsoleResponse,
  ImplantationResponse,
  ImplantationUpdate,
} from '@talentbase/shared/contracts/admin-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const adminConsoleKeys = {
  console: () => ['team-admin', 'console'] as const,
  implantation: () => ['team-admin', 'implantation'] as const,
};

const retry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(isApiError(error) && error.status < 500);

export function useAdminConsole() {
  return useQuery({
    queryKey: adminConsoleKeys.console(),
    queryFn: ({ signal }) => api.get<AdminConsoleResponse>('/v1/admin/console', undefined, signal),
    retry,
    meta: { inlineErrors: true },
  });
}

export function useImplantation() {
  return useQuery({
    queryKey: adminConsoleKeys.implantation(),
    queryFn: ({ signal }) => api.get<ImplantationResponse>('/v1/admin/implantation', undefined, signal),
    retry,
    meta: { inlineErrors: true },
  });
}

export function useUpdateImplantation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImplantationUpdate) => api.put<ImplantationResponse>('/v1/admin/implantation', body),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(adminConsoleKeys.implantation(), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminConsoleKeys.console() }),
  });
}
