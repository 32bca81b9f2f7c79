import { meResponseSchema, type SignupRequest } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/query-client';

export function signup(input: SignupRequest) {
  return api.post('/auth/signup', input, meResponseSchema);
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    meta: { inlineErrors: true },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
