import type { LoginRequest, MeResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { startSession } from '../../../lib/query-client';

export function login(input: LoginRequest) {
  return api.post<MeResponse>('/auth/login', input);
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
