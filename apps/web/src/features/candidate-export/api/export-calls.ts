/**
 * Export downloads and the export settings. An export answers a file, not JSON, so the download
 * is fetched with the API client's file download and handed to the browser.
 */
import type {
  CreateCsvTemplateRequest,
  CsvExportRequest,
  CsvTemplate,
  CsvTemplateList,
  PdfExportRequest,
  PdfWatermark,
  SuccessResponse,
  UpdateCsvTemplateRequest,
  UpdatePdfWatermarkRequest,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile, isApiError } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** A settings page says at once that it could not load (one quick retry), not after minutes. */
const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};

export const exportKeys = {
  templates: () => ['candidate-export', 'csv-templates'] as const,
  watermark: () => ['candidate-export', 'pdf-watermark'] as const,
};

/** POSTs the request and saves the answer under the server's file name. */
export async function downloadExport(path: string, body: unknown, fallbackName: string): Promise<void> {
  const file = await downloadFile(path, body, fallbackName);
  saveDownload(file.blob, file.fileName);
}

export const exportCsv = (request: CsvExportRequest) =>
  downloadExport('/v1/candidates/export/csv', request, 'candidates.csv');
export const exportPdf = (request: PdfExportRequest) =>
  downloadExport('/v1/candidates/export/pdf', request, 'candidates.pdf');

export function useExportCsv() {
  return useMutation({ mutationFn: exportCsv });
}
export function useExportPdf() {
  return useMutation({ mutationFn: exportPdf });
}

const base = '/v1/team-settings/csv-download-templates';

export function useCsvTemplates(enabled = true) {
  return useQuery({
    queryKey: exportKeys.templates(),
    queryFn: ({ signal }) => api.get<CsvTemplateList>(base, undefined, signal),
    enabled,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

function useTemplateMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.templates() }),
  });
}

export const useCreateCsvTemplate = () =>
  useTemplateMutation((input: CreateCsvTemplateRequest) => api.post<CsvTemplate>(base, input));
export const useUpdateCsvTemplate = () =>
  useTemplateMutation(({ id, ...input }: UpdateCsvTemplateRequest & { id: string }) =>
    api.put<CsvTemplate>(`${base}/${encodeURIComponent(id)}`, input),
  );
export const useDeleteCsvTemplate = () =>
  useTemplateMutation((id: string) => api.delete<SuccessResponse>(`${base}/${encodeURIComponent(id)}`));

export function usePdfWatermark() {
  return useQuery({
    queryKey: exportKeys.watermark(),
    queryFn: ({ signal }) => api.get<PdfWatermark>('/v1/team-settings/pdf-watermark', undefined, signal),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useUpdatePdfWatermark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePdfWatermarkRequest) =>
      api.put<PdfWatermark>('/v1/team-settings/pdf-watermark', input),
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(exportKeys.watermark(), data),
  });
}
