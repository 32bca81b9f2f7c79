/** The audit list (cursor pages, newest first) and its CSV export, both with the same filters. */
import { AUDIT_PAGE_MAX, type AuditList } from '@talentbase/shared';
import { keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';
import { type AuditFilters, adminRetry, dataProtectionKeys } from './query-keys';

export const AUDIT_PAGE_SIZE = Math.min(50, AUDIT_PAGE_MAX);

export function useAuditList(filters: AuditFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: dataProtectionKeys.audit(filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditList>('/v1/gdpr/audit', { ...filters, cursor: pageParam, limit: AUDIT_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
    ...adminRetry,
    meta: { inlineErrors: true },
  });
}

export function useAuditExport() {
  return useMutation({
    mutationFn: async (filters: AuditFilters) => {
      const file = await downloadFile('/v1/gdpr/audit/export', filters, 'audit.csv');
      saveDownload(file.blob, file.fileName);
      return file.fileName;
    },
    meta: { inlineErrors: true },
  });
}
