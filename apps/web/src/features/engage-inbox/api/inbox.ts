/**
 * The Engage inbox calls under /api/tb-v2/v1/engage (server: engage/inbox). Types come from the
 * shared contract, imported as types only so its zod stays out of this chunk.
 */
import type {
  InboxAnswerResponse,
  InboxConversationResponse,
  InboxMarkReadResponse,
  InboxResponse,
} from '@talentbase/shared/contracts/engage-inbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const BASE = '/tb-v2/v1/engage';

export type InboxFilters = { team: boolean; show: 'replies' | 'all'; unreadOnly: boolean; page: number };

export const inboxKeys = {
  all: ['engage-inbox'] as const,
  list: (f: InboxFilters) => ['engage-inbox', 'list', f] as const,
  conversation: (key: string) => ['engage-inbox', 'conversation', key] as const,
};

export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<InboxResponse>(
        `${BASE}/${filters.team ? 'team/inbox' : 'inbox'}`,
        { show: filters.show, unreadOnly: filters.unreadOnly, page: filters.page },
        signal,
      ),
    placeholderData: keepPreviousData,
    // Replies arrive with every poll of the mailboxes: look again now and then.
    refetchInterval: 30_000,
    meta: { inlineErrors: true },
  });
}

export function useConversation(key: string | null) {
  return useQuery({
    queryKey: inboxKeys.conversation(key ?? ''),
    queryFn: ({ signal }) =>
      api.get<InboxConversationResponse>(`${BASE}/inbox/conversations/${key}`, undefined, signal),
    enabled: key !== null,
    // An answer on its way is looked at again until it is sent or has failed.
    refetchInterval: (query) =>
      query.state.data?.entries.some((e) => e.delivery?.status === 'sending') ? 2_000 : false,
    meta: { inlineErrors: true },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; read: boolean }) =>
      api.post<InboxMarkReadResponse>(`${BASE}/inbox/read`, input),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** Sends an answer in the conversation's thread (the server writes it and its send job). */
export function useAnswer(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<InboxAnswerResponse>(`${BASE}/inbox/conversations/${key}/answer`, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
