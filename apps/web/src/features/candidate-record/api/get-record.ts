import type { CandidateRecord, CandidateRecordResponse } from '@talentbase/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type RecordRef, recordKeys, withProject } from './query-keys';

export async function getCandidateRecord(ref: RecordRef, signal?: AbortSignal): Promise<CandidateRecord> {
  const { data } = await api.get<CandidateRecordResponse>(
    `/v1/candidates/${ref.candidateId}/record`,
    withProject(ref),
    signal,
  );
  return data;
}

export function useCandidateRecord(ref: RecordRef) {
  return useQuery({
    queryKey: recordKeys.record(ref.candidateId, ref.projectId),
    queryFn: ({ signal }) => getCandidateRecord(ref, signal),
    // The page shows a missing or hidden candidate in place.
    meta: { inlineErrors: true },
  });
}

/** After a change: put the fresh record in place when the server sent it, and reload the log. */
export function useRecordRefresh(ref: RecordRef) {
  const queryClient = useQueryClient();
  return (record?: CandidateRecord) => {
    if (record) queryClient.setQueryData(recordKeys.record(ref.candidateId, ref.projectId), record);
    else void queryClient.invalidateQueries({ queryKey: recordKeys.record(ref.candidateId, ref.projectId) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.activities(ref.candidateId, ref.projectId) });
  };
}
