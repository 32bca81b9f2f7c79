import type {
  CurrentUser,
  FilterPanelConfig,
  ProfileResponse,
  SearchResponse,
  ViewContactsResponse,
} from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/query-client';
import { sourcingKeys } from './query-keys';

/** Reveals a candidate's contacts. It spends a credit, so this GET carries the CSRF token. */
export function viewContacts(candidateId: number): Promise<ViewContactsResponse> {
  return api.get<ViewContactsResponse>('/v1/candidates/viewContacts', { candidateId }, undefined, {
    csrf: true,
  });
}

export function revealToastMessage(result: ViewContactsResponse): string {
  return result.charged
    ? `Contacts revealed · 1 credit used (${result.credits.remaining.toLocaleString('en-US')} left)`
    : 'Already revealed by your team: no credit used';
}

/**
 * After a reveal the card, the open profile and the credit count all change: the answer is
 * written into each cache at once (re-running the search would record it again in the history).
 */
export function useViewContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewContacts,
    // The card toasts the error and the drawer shows it in place (422 CREDITS_EXHAUSTED).
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      const id = result.candidateId;
      queryClient.setQueriesData<SearchResponse>({ queryKey: sourcingKeys.searches() }, (data) =>
        data
          ? {
              ...data,
              hits: data.hits.map((hit) =>
                hit.profileId === id ? { ...hit, contact: { ...hit.contact, revealed: true } } : hit,
              ),
            }
          : data,
      );
      queryClient.setQueryData<ProfileResponse>(sourcingKeys.profile(id), (data) =>
        data ? { ...data, contacts: result.contacts } : data,
      );
      queryClient.setQueryData<FilterPanelConfig>(sourcingKeys.config(), (data) =>
        data ? { ...data, credits: result.credits } : data,
      );
      const { total, used, remaining, warning } = result.credits;
      queryClient.setQueryData<CurrentUser | null>(ME_QUERY_KEY, (user) =>
        user ? { ...user, contractCredits: { total, used, remaining }, creditWarning: warning } : user,
      );
    },
  });
}
