/** Candidate files: uploads as multipart/form-data (`api.upload`), content links, delete. */
import type { CandidateFile, SuccessResponse, UploadFilesResponse } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, withProject } from './query-keys';

export async function uploadCandidateFiles(ref: RecordRef, files: readonly File[]): Promise<CandidateFile[]> {
  const form = new FormData();
  form.append('candidateId', String(ref.candidateId));
  if (ref.projectId) form.append('projectId', ref.projectId);
  for (const file of files) form.append('files', file, file.name);
  return (await api.upload<UploadFilesResponse>('/v1/candidateFiles/uploadCandidateFiles', form)).data;
}

export function fileContentUrl(fileId: string, ref: RecordRef, download = false): string {
  const params = new URLSearchParams();
  if (ref.projectId) params.set('projectId', ref.projectId);
  if (download) params.set('download', '1');
  const query = params.toString();
  return `${API_BASE}/v1/candidateFiles/${encodeURIComponent(fileId)}/content${query ? `?${query}` : ''}`;
}

export function useUploadFiles(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (files: File[]) => uploadCandidateFiles(ref, files),
    meta: { inlineErrors: true },
    onSuccess: () => refresh(),
  });
}

export function useDeleteFile(ref: RecordRef) {
  const refresh = useRecordRefresh(ref);
  return useMutation({
    mutationFn: (fileId: string) =>
      api.post<SuccessResponse>('/v1/candidateFiles/deleteCandidateFile', { fileId, ...withProject(ref) }),
    meta: { errorTitle: 'The file was not deleted' },
    onSuccess: () => refresh(),
  });
}
