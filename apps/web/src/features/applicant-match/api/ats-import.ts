/**
 * Importing the job's applicants from its linked ATS job: the link and the latest run (polled
 * while a run is queued or running), and starting a run.
 */
import type { AtsImportRun, AtsImportState } from '@talentbase/shared/contracts/applicant-match-ats-import';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MATCH_BASE } from './applicants';

const path = (projectId: string) => `${MATCH_BASE}/projects/${encodeURIComponent(projectId)}/ats-import`;

export const atsImportKey = (projectId: string) => ['applicant-match', 'ats-import', projectId] as const;

export const importActive = (run: AtsImportRun | null | undefined) =>
  run?.status === 'queued' || run?.status === 'running';

export function useAtsImport(projectId: string) {
  return useQuery({
    queryKey: atsImportKey(projectId),
    queryFn: ({ signal }) => api.get<AtsImportState>(path(projectId), undefined, signal),
    refetchInterval: (query) => (importActive(query.state.data?.latest) ? 2000 : false),
    meta: { inlineErrors: true },
  });
}

export function startAtsImport(projectId: string) {
  return api.post<AtsImportRun>(path(projectId), {});
}
