import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where "Sign in with SSO" goes for a work email (its domain finds the organisation). */
export function useSsoDiscover() {
  return useMutation({
    mutationFn: (body: { email: string; returnTo?: string }) =>
      api.post<{ redirectUrl: string }>('/auth/sso/discover', body),
    meta: { inlineErrors: true },
  });
}
