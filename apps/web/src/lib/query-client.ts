/**
 * One QueryClient for the app. Failures are handled here once:
 * - a 401 UNAUTHENTICATED anywhere means the session is gone: clear the cached user so the route
 *   guard sends the person to /login?next=... instead of every screen handling it;
 * - other errors become an error toast (the toast rules drop access messages and duplicates),
 *   unless the query or mutation says it shows its own errors (`meta.inlineErrors`), or the error
 *   carries field messages that a form puts under its inputs. `meta.errorTitle` names what did not
 *   happen ("The tag was not removed") in the toast's title; the server's message says why.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { notifyError } from './notify';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** Spec section 9: list polling every 10 min, error retry every 180 s up to 3 times, focus throttle 5 s. */
export const LIST_POLL_INTERVAL_MS = 600_000;
export const LIST_RETRY_DELAY_MS = 180_000;
export const LIST_MAX_RETRIES = 3;
export const FOCUS_THROTTLE_MS = 5_000;

/**
 * A new session starts from an empty cache except the signed-in user. The me query is kept
 * (and overwritten) rather than removed: removing it would detach the components observing it,
 * and the route guards would never see the new user.
 */
export function startSession(client: QueryClient, user: unknown): void {
  const meHash = JSON.stringify(ME_QUERY_KEY);
  client.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== meHash });
  client.setQueryData(ME_QUERY_KEY, user);
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only network failures and 5xx are worth another try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < LIST_MAX_RETRIES;
}

function handleError(client: QueryClient, error: unknown, meta: Record<string, unknown> | undefined) {
  if (isApiError(error) && error.code === 'UNAUTHENTICATED') {
    if (client.getQueryData(ME_QUERY_KEY)) client.setQueryData(ME_QUERY_KEY, null);
    return;
  }
  if (meta?.inlineErrors === true) return;
  if (isApiError(error) && error.hasFieldErrors) return;
  notifyError(error, typeof meta?.errorTitle === 'string' ? meta.errorTitle : undefined);
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(client, error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handleError(client, error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Data younger than the focus throttle is not refetched when the window regains focus.
        staleTime: FOCUS_THROTTLE_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
