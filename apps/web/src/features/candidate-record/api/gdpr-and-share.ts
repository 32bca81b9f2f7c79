import {
  gdprReviewResponseSchema,
  type ShareProfilesResponse,
  sharedProfilesResponseSchema,
  shareProfilesResponseSchema,
} from '@talentbase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export function useSetGdprReview(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (gdprReview: boolean) =>
      api.put(
        '/v1/candidates/gdpr-candidate-review',
        { candidateIds: [ref.candidateId], gdprReview, ...withProject(ref) },
        gdprReviewResponseSchema,
      ),
    onSuccess: () => refresh(),
  });
}

/** What a share link covers: one candidate (the record page) or many (a bulk action). */
export type ShareTarget = { candidateIds: readonly number[]; projectId: string | null };

export function useShareProfiles(target: ShareTarget, record?: RecordRef) {
  const refresh = useRecordRefresh(record ?? { candidateId: target.candidateIds[0] ?? 0, projectId: null });
  return useMutation({
    mutationFn: (input: { recipients: string[]; message?: string }): Promise<ShareProfilesResponse> =>
      api.post(
        '/v1/candidatesV2/send-sharing-profile',
        {
          candidateIds: [...target.candidateIds],
          ...(target.projectId ? { projectId: target.projectId } : {}),
          ...input,
        },
        shareProfilesResponseSchema,
      ),
    meta: { inlineErrors: true },
    // The record page shows the share in its activity log; a bulk share has no page to refresh.
    onSuccess: () => (record ? refresh() : undefined),
  });
}

/** The public page's data: no sign-in needed. */
export function useSharedProfiles(token: string) {
  return useQuery({
    queryKey: recordKeys.shared(token),
    queryFn: ({ signal }) =>
      api.get(
        `/v1/shared-profiles/${encodeURIComponent(token)}`,
        undefined,
        sharedProfilesResponseSchema,
        signal,
      ),
    select: (res) => res.data,
    retry: false,
    meta: { inlineErrors: true },
  });
}
