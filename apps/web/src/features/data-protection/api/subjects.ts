/** Finding the person a request is about, and their access export (a zip). */
import type { SubjectPreview, SubjectQuery } from '@talentbase/shared';
import { useMutation } from '@tanstack/react-query';
import { api, downloadFile } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** A lookup is a POST (the value may be an email address, which stays out of URLs and logs). */
export function useSubjectLookup() {
  return useMutation({
    mutationFn: (query: SubjectQuery) => api.post<SubjectPreview>('/v1/gdpr/subjects/lookup', query),
    meta: { inlineErrors: true },
  });
}

export function useAccessExport() {
  return useMutation({
    mutationFn: async (query: SubjectQuery) => {
      const file = await downloadFile('/v1/gdpr/access-export', query, 'access-export.zip');
      saveDownload(file.blob, file.fileName);
      return file.fileName;
    },
    meta: { inlineErrors: true },
  });
}
