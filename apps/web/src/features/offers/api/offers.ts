/**
 * Calls for offers on a project candidate and the offers waiting for my approval. Every change
 * answers the offer as it now is; the candidate's offers and my approvals are refreshed after it
 * (the pipeline too, whose engagement statuses follow the offer).
 */
import type {
  CandidateOffers,
  Offer,
  OfferAwaitingApproval,
  OfferCreateInput,
  OfferUpdateInput,
} from '@talentbase/shared/contracts/offers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const offerKeys = {
  all: ['offers'] as const,
  candidate: (projectId: string, candidateId: number) =>
    ['offers', 'candidate', projectId, candidateId] as const,
  awaiting: () => ['offers', 'awaiting-my-approval'] as const,
};

export const offersPath = (projectId: string, candidateId: number) =>
  `/v1/projects/${encodeURIComponent(projectId)}/candidates/${candidateId}/offers`;

export function useCandidateOffers(projectId: string, candidateId: number) {
  return useQuery({
    queryKey: offerKeys.candidate(projectId, candidateId),
    queryFn: ({ signal }) =>
      api.get<{ data: CandidateOffers }>(offersPath(projectId, candidateId), undefined, signal),
    meta: { inlineErrors: true },
  });
}

export function useOffersAwaitingMe() {
  return useQuery({
    queryKey: offerKeys.awaiting(),
    queryFn: ({ signal }) =>
      api.get<{ data: OfferAwaitingApproval[] }>('/v1/offers/awaiting-my-approval', undefined, signal),
    meta: { inlineErrors: true },
  });
}

export type OfferChange =
  | { kind: 'create'; input: OfferCreateInput }
  | { kind: 'edit'; offerId: string; input: OfferUpdateInput }
  | { kind: 'submit'; offerId: string }
  | {
      kind: 'approve' | 'reject' | 'sent' | 'accepted' | 'declined' | 'withdrawn';
      offerId: string;
      comment?: string;
    };

export function useOfferChange(projectId: string, candidateId: number) {
  const client = useQueryClient();
  const base = offersPath(projectId, candidateId);
  return useMutation({
    mutationFn: (change: OfferChange) => {
      switch (change.kind) {
        case 'create':
          return api.post<{ data: Offer }>(base, change.input);
        case 'edit':
          return api.patch<{ data: Offer }>(`${base}/${change.offerId}`, change.input);
        case 'submit':
          return api.post<{ data: Offer }>(`${base}/${change.offerId}/submit`);
        default:
          return api.post<{ data: Offer }>(
            `${base}/${change.offerId}/${change.kind}`,
            change.comment ? { comment: change.comment } : {},
          );
      }
    },
    meta: { inlineErrors: true },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: offerKeys.all }),
        client.invalidateQueries({ queryKey: ['pipeline'] }),
      ]);
    },
  });
}
