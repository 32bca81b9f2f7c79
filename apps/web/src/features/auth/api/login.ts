import { type LoginRequest, meResponseSchema } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/query-client';

export function login(input: LoginRequest) {
  return api.post('/auth/login', input, meResponseSchema);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The form shows field messages and a form-level alert itself.
    meta: { inlineErrors: true },
    // Nothing cached for a previous user may leak into this session.
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
