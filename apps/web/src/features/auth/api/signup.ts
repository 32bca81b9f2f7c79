import type { CurrentUser, SignupRequest, SignupResponse } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/query-client';
import { login } from './login';

/** Signed in as the new account, or (the email already had one) the server's neutral answer. */
export type SignupResult = { user: CurrentUser; message: string } | { user: null; message: string };

/**
 * Sign-up answers the same whether or not the email already has an account, and starts no
 * session: logging in with the same details follows. When that login is refused the email had an
 * account with another password, and its owner has been emailed: the form says to check the inbox.
 */
export async function signup(input: SignupRequest): Promise<SignupResult> {
  const answer = await api.post<SignupResponse>('/auth/signup', input);
  try {
    const { user } = await login({ email: input.email, password: input.password });
    return { user, message: answer.message };
  } catch (error) {
    if (isApiError(error) && error.code === 'INVALID_CREDENTIALS')
      return { user: null, message: answer.message };
    throw error;
  }
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      if (result.user) startSession(queryClient, result.user);
    },
  });
}
