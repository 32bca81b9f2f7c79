import type { MeResponse, UpdateProfileRequest } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';

export function updateProfile(input: UpdateProfileRequest) {
  return api.put<MeResponse>('/settings/profile', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header and home page read the user from the me query: refresh it with the answer.
    onSuccess: ({ user }) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}
