/** The team's plan and subscription (/settings/subscription): read; trial, upgrade, downgrade, cancel, reactivate. */
import type { SubscriptionActionResponse, SubscriptionResponse } from '@talentbase/shared';
import type { PlanId } from '@talentbase/shared/domain/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ME_QUERY_KEY } from '../../../lib/query-client';

const base = '/v1/subscription';
export const subscriptionKey = ['subscription'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) => api.get<SubscriptionResponse>(base, undefined, signal),
    retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
    retryDelay: 1000,
    meta: { inlineErrors: true },
  });
}

export type SubscriptionAction =
  | { kind: 'trial' | 'upgrade' | 'downgrade'; planId: PlanId }
  | { kind: 'cancel' | 'reactivate' };

/** Runs an action; on success the page and the user's features (the `me` subject) refresh, and the
 * server's message is toasted for as long as it says (the reactivation message stays 20 s). */
export function useSubscriptionAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) =>
      api.post<SubscriptionActionResponse>(
        `${base}/${action.kind}`,
        'planId' in action ? { planId: action.planId } : undefined,
      ),
    onSuccess: (result) => {
      client.setQueryData<SubscriptionResponse>(subscriptionKey, (old) =>
        old ? { ...old, subscription: result.subscription } : old,
      );
      void client.invalidateQueries({ queryKey: subscriptionKey });
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notifySuccess(result.message, { autoCloseMs: result.autoCloseMs });
    },
    meta: { inlineErrors: true },
  });
}
