/** Query keys of the candidate record, so a mutation can find the caches it changes. */
export const recordKeys = {
  all: ['candidate-record'] as const,
  record: (candidateId: number, projectId: string | null) =>
    ['candidate-record', candidateId, projectId ?? 'all'] as const,
  candidate: (candidateId: number) => ['candidate-record', candidateId] as const,
  activities: (candidateId: number, projectId: string | null) =>
    ['candidate-record', candidateId, projectId ?? 'all', 'activities'] as const,
  tags: (q: string) => ['candidate-tags', q] as const,
  members: (projectId: string | null) => ['candidate-mentionable', projectId ?? 'all'] as const,
  shared: (token: string) => ['shared-profiles', token] as const,
  /** A candidate's share links; every link reaches the same list whatever the project. */
  shares: (candidateId: number) => ['candidate-record', candidateId, 'shares'] as const,
};

/** The record a call was made from: the candidate and, when opened from a project, that project. */
export type RecordRef = { candidateId: number; projectId: string | null };

export const withProject = (ref: RecordRef) => (ref.projectId ? { projectId: ref.projectId } : {});
