/**
 * The Engage settings calls under /api/tb-v2/v1/engage: the caller's mailbox and its test, email
 * delegation, the team's sending settings and the local test mail. Types come from the shared
 * contract (type-only imports: the contract's zod stays out of this chunk unless a form needs it).
 */
import type {
  DelegationsResponse,
  InboundResult,
  LocalMailAnswerBody,
  LocalMailListResponse,
  LocalMailMessage,
  MailboxImapTestResponse,
  MailboxResponse,
  MailboxTestResponse,
  SaveMailboxRequest,
  TeamSendingSettings,
  UpdateTeamSendingSettingsRequest,
} from '@talentbase/shared/contracts/engage-mailboxes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const BASE = '/tb-v2/v1/engage';

/** A settings page says at once that it could not load (one quick retry), not after minutes. */
const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};

export const engageSettingsKeys = {
  mailbox: () => ['engage-settings', 'mailbox'] as const,
  delegations: () => ['engage-settings', 'delegations'] as const,
  team: () => ['engage-settings', 'team'] as const,
  localMail: (page: number) => ['engage-settings', 'local-mail', page] as const,
  localMessage: (id: number) => ['engage-settings', 'local-mail', 'message', id] as const,
};

export function useMailbox() {
  return useQuery({
    queryKey: engageSettingsKeys.mailbox(),
    queryFn: ({ signal }) => api.get<MailboxResponse>(`${BASE}/mailbox`, undefined, signal),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useSaveMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMailboxRequest) => api.put<MailboxResponse>(`${BASE}/mailbox`, input),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(engageSettingsKeys.mailbox(), data),
  });
}

export function useDeleteMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>(`${BASE}/mailbox`),
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: engageSettingsKeys.mailbox() }),
  });
}

export function useTestMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMailboxRequest) => api.post<MailboxTestResponse>(`${BASE}/mailbox/test`, input),
    meta: { inlineErrors: true },
    onSuccess: (data) => {
      const saved = data.mailbox;
      if (saved)
        queryClient.setQueryData<MailboxResponse>(engageSettingsKeys.mailbox(), (old) =>
          old ? { ...old, mailbox: saved } : old,
        );
    },
  });
}

/** "Test reading replies": the saved IMAP settings, tried as the poller would; the result is kept. */
export function useTestMailboxImap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MailboxImapTestResponse>(`${BASE}/mailbox/imap-test`, {}),
    meta: { inlineErrors: true },
    onSuccess: (data) => {
      const saved = data.mailbox;
      if (saved)
        queryClient.setQueryData<MailboxResponse>(engageSettingsKeys.mailbox(), (old) =>
          old ? { ...old, mailbox: saved } : old,
        );
    },
  });
}

export function useDelegations() {
  return useQuery({
    queryKey: engageSettingsKeys.delegations(),
    queryFn: ({ signal }) => api.get<DelegationsResponse>(`${BASE}/delegations`, undefined, signal),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useGrantDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delegateUserId: string) =>
      api.post<DelegationsResponse>(`${BASE}/delegations`, { delegateUserId }),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(engageSettingsKeys.delegations(), data),
  });
}

export function useRevokeDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delegateUserId: string) =>
      api.delete<DelegationsResponse>(`${BASE}/delegations/${encodeURIComponent(delegateUserId)}`),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(engageSettingsKeys.delegations(), data),
  });
}

export function useTeamSendingSettings() {
  return useQuery({
    queryKey: engageSettingsKeys.team(),
    queryFn: ({ signal }) => api.get<TeamSendingSettings>(`${BASE}/team-settings`, undefined, signal),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useUpdateTeamSendingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTeamSendingSettingsRequest) =>
      api.put<TeamSendingSettings>(`${BASE}/team-settings`, input),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(engageSettingsKeys.team(), data),
  });
}

export function useLocalMail(page: number) {
  return useQuery({
    queryKey: engageSettingsKeys.localMail(page),
    queryFn: ({ signal }) => api.get<LocalMailListResponse>(`${BASE}/local-mail`, { page }, signal),
    placeholderData: keepPreviousData,
    // New mail arrives while the page is open (a sequence sending): look again now and then.
    refetchInterval: 15_000,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useLocalMailMessage(id: number | null) {
  return useQuery({
    queryKey: engageSettingsKeys.localMessage(id ?? 0),
    queryFn: ({ signal }) => api.get<LocalMailMessage>(`${BASE}/local-mail/${id}`, undefined, signal),
    enabled: id !== null,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

/**
 * Answers a caught message as the candidate's side (reply, out of office, bounce). It enters the
 * same intake as mail read over IMAP, so the outbox, the pipeline and the inbox change with it.
 */
export function useAnswerLocalMail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalMailAnswerBody) =>
      api.post<InboundResult>(`${BASE}/local-mail/${id}/answer`, input),
    meta: { inlineErrors: true },
    onSuccess: () => {
      for (const key of ['engage-outbox', 'engage-inbox', 'pipeline', 'engage-performance'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
