/**
 * Candidate files. Uploads go as multipart/form-data, which the JSON client does not send, so
 * this call sets the CSRF header itself (the same double-submit token) and reads errors the same way.
 */
import type { CandidateFile, SuccessResponse, UploadFilesResponse } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  api,
  CSRF_COOKIE,
  CSRF_HEADER,
  parseApiError,
  readAnswer,
  readCookie,
} from '../../../lib/api-client';
import { useRecordRefresh } from './get-record';
import { type RecordRef, withProject } from './query-keys';

async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(`${API_BASE}/auth/csrf`, { credentials: 'same-origin' });
  return readCookie(CSRF_COOKIE) ?? '';
}

export async function uploadCandidateFiles(ref: RecordRef, files: readonly File[]): Promise<CandidateFile[]> {
  const form = new FormData();
  form.append('candidateId', String(ref.candidateId));
  if (ref.projectId) form.append('projectId', ref.projectId);
  for (const file of files) form.append('files', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/v1/candidateFiles/uploadCandidateFiles`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', [CSRF_HEADER]: await csrfToken() },
      body: form,
    });
  } catch {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  }
  const text = await res.text();
  if (!res.ok) throw parseApiError(res.status, text);
  return readAnswer<UploadFilesResponse>(res.status, text).data;
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
