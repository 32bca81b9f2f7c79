/**
 * Email template calls (`/api/tb-v2/v1/engage/templates`). The thumbnail goes as multipart with
 * the same double-submit CSRF token the JSON client sends.
 */
import type {
  CreateTemplateRequest,
  EngageTemplate,
  PreviewCandidatesResponse,
  TemplateListQuery,
  TemplateListResponse,
  TemplatePreviewRequest,
  TemplatePreviewResponse,
  ThumbnailResponse,
  UpdateTemplateRequest,
} from '@talentbase/shared/contracts/engage-templates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  api,
  CSRF_COOKIE,
  CSRF_HEADER,
  isApiError,
  parseApiError,
  readAnswer,
  readCookie,
} from '../../../lib/api-client';
import { LIST_POLL_INTERVAL_MS } from '../../../lib/query-client';

export const TEMPLATES_BASE = '/tb-v2/v1/engage/templates';

export const templateKeys = {
  all: ['engage-templates'] as const,
  list: (query: TemplateListQuery, team: boolean) => ['engage-templates', 'list', team, query] as const,
  one: (id: string, team: boolean) => ['engage-templates', 'one', team, id] as const,
  candidates: (projectId: string | null) => ['engage-templates', 'preview-candidates', projectId] as const,
};

const retry = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status < 500);

export function useTemplates(query: TemplateListQuery, options: { team?: boolean } = {}) {
  const team = options.team ?? false;
  return useQuery({
    queryKey: templateKeys.list(query, team),
    queryFn: ({ signal }) =>
      api.get<TemplateListResponse>(team ? `${TEMPLATES_BASE}/team` : TEMPLATES_BASE, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_INTERVAL_MS,
    retry,
    meta: { inlineErrors: true },
  });
}

export function useTemplate(id: string | null, options: { team?: boolean } = {}) {
  const team = options.team ?? false;
  return useQuery({
    queryKey: templateKeys.one(id ?? '', team),
    queryFn: ({ signal }) =>
      api.get<EngageTemplate>(
        `${TEMPLATES_BASE}/${team ? 'team/' : ''}${encodeURIComponent(id ?? '')}`,
        undefined,
        signal,
      ),
    enabled: id !== null,
    retry,
    meta: { inlineErrors: true },
  });
}

function useTemplateMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation((input: CreateTemplateRequest) => api.post<EngageTemplate>(TEMPLATES_BASE, input));
export const useUpdateTemplate = () =>
  useTemplateMutation(({ id, ...input }: UpdateTemplateRequest & { id: string }) =>
    api.put<EngageTemplate>(`${TEMPLATES_BASE}/${encodeURIComponent(id)}`, input),
  );
export const useDeleteTemplate = () =>
  useTemplateMutation((id: string) =>
    api.delete<{ success: true }>(`${TEMPLATES_BASE}/${encodeURIComponent(id)}`),
  );

export function previewTemplate(input: TemplatePreviewRequest, signal?: AbortSignal) {
  return api.post<TemplatePreviewResponse>(`${TEMPLATES_BASE}/preview`, input, signal);
}

/** The server's render of the current text (debounced by the caller); off while the text has problems. */
export function usePreview(input: TemplatePreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['engage-templates', 'preview', input],
    queryFn: ({ signal }) => previewTemplate(input, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { inlineErrors: true },
  });
}

export function usePreviewCandidates() {
  return useQuery({
    queryKey: templateKeys.candidates(null),
    queryFn: ({ signal }) =>
      api.get<PreviewCandidatesResponse>(`${TEMPLATES_BASE}/preview-candidates`, undefined, signal),
    retry,
    meta: { inlineErrors: true },
  });
}

async function csrfToken(): Promise<string> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(`${API_BASE}/auth/csrf`, { credentials: 'same-origin' });
  return readCookie(CSRF_COOKIE) ?? '';
}

/** `POST /api/tb-v2/v1/campaigns/template/{id or 0}/thumbnail` with one image; answers its url. */
export async function uploadThumbnail(templateId: string, image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'thumbnail.png');
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/tb-v2/v1/campaigns/template/${encodeURIComponent(templateId)}/thumbnail`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', [CSRF_HEADER]: await csrfToken() },
      body: form,
    });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Cannot reach the server.' });
  }
  const text = await res.text();
  if (!res.ok) throw parseApiError(res.status, text);
  return readAnswer<ThumbnailResponse>(res.status, text).url;
}
