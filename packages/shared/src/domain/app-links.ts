/**
 * Paths into the web app that the server also writes (notification links, emails): one place, so
 * a link the server makes opens the page the web app serves.
 */

/** The candidate record: the spec's talent-pool area, `?projectId=` when opened from a project. */
export const CANDIDATE_RECORD_ROUTE = '/v5/talent-pool/candidate/:candidateId';

export function candidateRecordPath(
  candidateId: number | string,
  projectId?: string | number | null,
): string {
  const base = `/v5/talent-pool/candidate/${encodeURIComponent(String(candidateId))}`;
  return projectId ? `${base}?projectId=${encodeURIComponent(String(projectId))}` : base;
}

/** A project's page (its pipeline). */
export function projectPath(projectId: string | number): string {
  return `/v5/talent-pool/project/${encodeURIComponent(String(projectId))}`;
}

/** Candidate import (where its report is read). */
export const IMPORT_CANDIDATES_PATH = '/v5/talent-pool/import-candidates';

/** All candidates (where duplicate pairs are reviewed). */
export const ALL_CANDIDATES_PATH = '/v5/talent-pool/all-candidates';

/** The Engage inbox (replies, grouped by candidate and thread). */
export const ENGAGE_INBOX_PATH = '/engage/inbox';

/** A candidate within a project: the pipeline with the candidate's side panel open. */
export function projectCandidatePath(projectId: string | number, profileId: string | number): string {
  return `${projectPath(projectId)}?candidate=${encodeURIComponent(String(profileId))}`;
}
