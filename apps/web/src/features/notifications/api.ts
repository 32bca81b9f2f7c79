/**
 * The bell's calls (spec section 3, Notifications). The header polls the unread counts every
 * POLL_MS while the tab is visible (new notifications appear without a reload); the panel loads
 * its list when opened and refreshes with the counts.
 */
import type { NotificationCategory, NotificationList } from '@talentbase/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** How often the header asks for new notifications. */
export const POLL_MS = 30_000;
const PAGE_SIZE = 30;

export const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => ['notifications', 'summary'] as const,
  list: (category: NotificationCategory | 'all', unreadOnly: boolean) =>
    ['notifications', 'list', category, unreadOnly] as const,
};

/** The unread counts and the newest notification (for the toast that announces it). */
export function useNotificationSummary() {
  return useQuery({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }) => api.get<NotificationList>('/v1/notifications', { limit: 1 }, signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    // A failed poll says nothing: the bell keeps its last counts and the next poll tries again.
    retry: false,
  });
}

/** The panel's list, 30 at a time, newest first; "Show older" asks for the next page. */
export function useNotificationList(category: NotificationCategory | 'all', unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(category, unreadOnly),
    queryFn: ({ signal, pageParam }) =>
      api.get<NotificationList>(
        '/v1/notifications',
        {
          limit: PAGE_SIZE,
          ...(category === 'all' ? {} : { category }),
          ...(unreadOnly ? { unreadOnly: 'true' } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: POLL_MS,
    meta: { inlineErrors: true },
  });
}

/** Marks some notifications read, or all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      api.post<{ updated: number }>('/v1/notifications/read', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
