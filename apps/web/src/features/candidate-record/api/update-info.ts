import type {
  CandidateInfoPart,
  CandidateRecord,
  CandidateRecordResponse,
  UpdateCandidateInfoRequest,
} from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import type { RecordRef } from './query-keys';

/** What saving one part of a record sends. */
export type InfoValue<P extends CandidateInfoPart> = Extract<
  UpdateCandidateInfoRequest,
  { part: P }
>['value'];

export async function updateCandidateInfo(body: UpdateCandidateInfoRequest): Promise<CandidateRecord> {
  const { data } = await api.post<CandidateRecordResponse>('/v1/candidatesV2/updateCandidateInfo', body);
  return data;
}

/** Saves one part; the edit dialog shows errors under its fields. */
export function useUpdateInfo<P extends CandidateInfoPart>(ref: RecordRef, part: P) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (value: InfoValue<P>) =>
      updateCandidateInfo({
        candidateId: ref.candidateId,
        ...(ref.projectId ? { projectId: ref.projectId } : {}),
        part,
        value,
      } as UpdateCandidateInfoRequest),
    meta: { inlineErrors: true },
    onSuccess: (record) => refresh(record),
  });
}
