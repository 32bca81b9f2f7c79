/**
 * The CSV import calls: upload (multipart, which the JSON client does not send, so the CSRF header
 * is set here with the same double-submit token), start, progress (polled every second while the
 * import runs), the report's download address, and the projects a file can go into.
 */
import type {
  ImportProgress,
  ImportUploadResponse,
  PickableProjectsResponse,
  StartImportRequest,
} from '@talentbase/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export const importKeys = {
  progress: (importId: string) => ['candidate-import', 'progress', importId] as const,
  projects: () => ['candidate-import', 'projects'] as const,
};

async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(`${API_BASE}/auth/csrf`, { credentials: 'same-origin' });
  return readCookie(CSRF_COOKIE) ?? '';
}

export async function uploadCsv(file: File): Promise<ImportUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/v1/candidates/import/upload`, {
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
  return readAnswer<ImportUploadResponse>(res.status, text);
}

export function useUploadCsv() {
  return useMutation({ mutationFn: uploadCsv, meta: { inlineErrors: true } });
}

export function useStartImport() {
  return useMutation({
    mutationFn: (request: StartImportRequest) =>
      api.post<ImportProgress>('/v1/candidates/import/start', request),
    meta: { inlineErrors: true },
  });
}

const RUNNING: readonly ImportProgress['status'][] = ['queued', 'running'];

/** The import's progress, asked for every second until it is done or failed. */
export function useImportProgress(importId: string | null) {
  return useQuery({
    queryKey: importKeys.progress(importId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ImportProgress>(
        `/v1/candidates/import/${encodeURIComponent(importId ?? '')}`,
        undefined,
        signal,
      ),
    enabled: importId !== null,
    refetchInterval: (query) =>
      query.state.data && !RUNNING.includes(query.state.data.status) ? false : 1000,
    meta: { inlineErrors: true },
  });
}

export const importReportUrl = (importId: string) =>
  `${API_BASE}/v1/candidates/import/${encodeURIComponent(importId)}/report`;

/** Open projects the user may add candidates to: where an imported file may go. */
export function useImportProjects() {
  return useQuery({
    queryKey: importKeys.projects(),
    queryFn: async ({ signal }) =>
      (await api.get<PickableProjectsResponse>('/v1/projects/pickable', undefined, signal)).data,
    meta: { inlineErrors: true },
  });
}
