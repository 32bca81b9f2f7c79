import type {
  CandidateSharesResponse,
  GdprReviewResponse,
  RevokeShareResponse,
  SharedProfilesResponse,
  ShareOptionalSection,
  ShareProfilesResponse,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export function useSetGdprReview(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (gdprReview: boolean) =>
      api.put<GdprReviewResponse>('/v1/candidates/gdpr-candidate-review', {
        candidateIds: [ref.candidateId],
        gdprReview,
        ...withProject(ref),
      }),
    meta: { errorTitle: 'The GDPR review flag was not changed' },
    onSuccess: () => refresh(),
  });
}

/** What a share link covers: one candidate (the record page) or many (a bulk action). */
export type ShareTarget = { candidateIds: readonly number[]; projectId: string | null };

export type ShareInput = {
  recipients: string[];
  message?: string;
  expiresInDays: number;
  include: ShareOptionalSection[];
};

export function useShareProfiles(target: ShareTarget, record?: RecordRef) {
  const refresh = useRecordRefresh(record ?? { candidateId: target.candidateIds[0] ?? 0, projectId: null });
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput): Promise<ShareProfilesResponse> =>
      api.post<ShareProfilesResponse>('/v1/candidatesV2/send-sharing-profile', {
        candidateIds: [...target.candidateIds],
        ...(target.projectId ? { projectId: target.projectId } : {}),
        ...input,
      }),
    meta: { inlineErrors: true },
    // The record page shows the share in its activity log and its list of links; a bulk share
    // has no page to refresh.
    onSuccess: () => {
      for (const id of target.candidateIds)
        void queryClient.invalidateQueries({ queryKey: recordKeys.shares(id) });
      if (record) refresh();
    },
  });
}

/** The candidate's links that still open (neither expired nor revoked), newest first. */
export function useCandidateShares(ref: RecordRef, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.shares(ref.candidateId),
    queryFn: ({ signal }) =>
      api.get<CandidateSharesResponse>(`/v1/candidates/${ref.candidateId}/shares`, withProject(ref), signal),
    select: (res) => res.data,
    enabled,
    // Colleagues share and revoke too: opening the dialog always asks for the current list.
    refetchOnMount: 'always',
    meta: { inlineErrors: true },
  });
}

export function useRevokeShare(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api.post<RevokeShareResponse>('/v1/candidatesV2/revoke-sharing-profile', {
        candidateId: ref.candidateId,
        shareId,
        ...withProject(ref),
      }),
    meta: { inlineErrors: true },
    onSuccess: () => {
      // A link may cover several candidates: every list of links may have changed.
      void queryClient.invalidateQueries({
        queryKey: recordKeys.all,
        predicate: (q) => q.queryKey[2] === 'shares',
      });
      refresh();
    },
  });
}

/** The public page's data: no sign-in needed. */
export function useSharedProfiles(token: string) {
  return useQuery({
    queryKey: recordKeys.shared(token),
    queryFn: ({ signal }) =>
      api.get<SharedProfilesResponse>(`/v1/shared-profiles/${encodeURIComponent(token)}`, undefined, signal),
    select: (res) => res.data,
    retry: false,
    meta: { inlineErrors: true },
  });
}
