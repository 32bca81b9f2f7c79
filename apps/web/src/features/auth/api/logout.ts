import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    // Already signed out (expired session): the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * After logging out the browser loads /login afresh: every cached record of the signed-out user
 * leaves memory with the old page, and the route guards cannot race the redirect.
 */
export function useLogout(onLoggedOut: () => void = () => window.location.assign('/login')) {
  return useMutation({ mutationFn: logout, onSuccess: onLoggedOut });
}
