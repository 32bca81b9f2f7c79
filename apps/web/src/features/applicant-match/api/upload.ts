/** Adding applicants: one multipart request of up to APPLICANT_UPLOAD_MAX_FILES files. */
import type { ApplicantUploadResponse } from '@talentbase/shared/contracts/applicant-match-applicants';
import { api } from '../../../lib/api-client';
import { MATCH_BASE } from './applicants';

export function uploadApplicantFiles(projectId: string, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return api.upload<ApplicantUploadResponse>(
    `${MATCH_BASE}/projects/${encodeURIComponent(projectId)}/applicants/upload`,
    form,
  );
}
