/**
 * The outbox calls: the list (yours, or the team's for admins) and the actions on one thread.
 * Types come from the shared contract by path (type-only: no zod in the browser).
 */
import type {
  EditScheduledStep,
  OutboxResponse,
  OutboxThreadResponse,
  OutboxView,
} from '@talentbase/shared/contracts/engage-outbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIST_POLL_INTERVAL_MS } from '../../../lib/query-client';

export const OUTBOX_BASE = '/tb-v2/v1/engage';

export type OutboxParams = {
  view: OutboxView;
  status?: string | null;
  campaignId?: string | null;
  senderId?: string | null;
  keyword?: string;
  from?: string | null;
  to?: string | null;
  offset: number;
  limit: number;
};

export const outboxKeys = {
  all: ['engage-outbox'] as const,
  list: (team: boolean, params: OutboxParams) => ['engage-outbox', team ? 'team' : 'mine', params] as const,
};

function clean(params: OutboxParams): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

export function getOutbox(team: boolean, params: OutboxParams, signal?: AbortSignal) {
  return api.get<OutboxResponse>(`${OUTBOX_BASE}/${team ? 'team/outbox' : 'outbox'}`, clean(params), signal);
}

export function useOutbox(team: boolean, params: OutboxParams) {
  return useQuery({
    queryKey: outboxKeys.list(team, params),
    queryFn: ({ signal }) => getOutbox(team, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_INTERVAL_MS,
    meta: { inlineErrors: true },
  });
}

export type EditStepInput = { threadId: string; step: number; changes: EditScheduledStep };

export function useEditStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, step, changes }: EditStepInput) =>
      api.put<OutboxThreadResponse>(`${OUTBOX_BASE}/outbox/threads/${threadId}/steps/${step}`, changes),
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}

export type ThreadAction = 'cancel' | 'restart';

export function useThreadAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, action }: { threadId: string; action: ThreadAction }) =>
      api.post<OutboxThreadResponse>(`${OUTBOX_BASE}/outbox/threads/${threadId}/${action}`),
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
