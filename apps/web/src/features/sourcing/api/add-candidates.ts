import { addCandidatesResponseSchema } from '@talentbase/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export type AddCandidatesInput = { projectId: string; candidateIds: number[] };

export function addCandidatesToProject({ projectId, candidateIds }: AddCandidatesInput) {
  return api.post(
    `/v1/projects/${encodeURIComponent(projectId)}/candidates`,
    { candidateIds },
    addCandidatesResponseSchema,
  );
}

export function useAddCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCandidatesToProject,
    // Candidate counts in the project list change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcingKeys.pickableProjects() }),
  });
}
