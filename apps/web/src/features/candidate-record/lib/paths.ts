/** Where the candidate record lives: the spec's talent-pool area, `?projectId=` when opened from a project. */
export const CANDIDATE_RECORD_ROUTE = '/v5/talent-pool/candidate/:candidateId';
export const SHARED_PROFILES_ROUTE = '/shared/:token';

export function candidateRecordPath(candidateId: number | string, projectId?: string | null): string {
  const base = `/v5/talent-pool/candidate/${encodeURIComponent(String(candidateId))}`;
  return projectId ? `${base}?projectId=${encodeURIComponent(projectId)}` : base;
}
