import type { ActivitiesResponse } from '@talentbase/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export function useActivities(ref: RecordRef) {
  return useInfiniteQuery({
    queryKey: recordKeys.activities(ref.candidateId, ref.projectId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivitiesResponse>(
        `/v1/candidates/${ref.candidateId}/activities`,
        { ...withProject(ref), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { inlineErrors: true },
  });
}
