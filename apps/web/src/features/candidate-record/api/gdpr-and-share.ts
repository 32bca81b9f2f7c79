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

export function useShareProfiles(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (input: { recipients: string[]; message?: string }): Promise<ShareProfilesResponse> =>
      api.post(
        '/v1/candidatesV2/send-sharing-profile',
        { candidateIds: [ref.candidateId], ...withProject(ref), ...input },
        shareProfilesResponseSchema,
      ),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
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
