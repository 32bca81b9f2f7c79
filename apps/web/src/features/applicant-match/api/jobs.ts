/** Applicant-match jobs: the job of a project, its description, persona and persona history. */
import type {
  EditPersonaRequest,
  MatchJob,
  PersonaVersion,
} from '@talentbase/shared/contracts/applicant-match';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const BASE = '/tb-v2/v1/applicant-match/jobs';

export const matchJobKeys = {
  job: (projectId: string) => ['applicant-match', 'job', projectId] as const,
  history: (projectId: string) => ['applicant-match', 'persona-history', projectId] as const,
};

/** The project's job, or null when the project is not an applicant-match job yet (no call for an empty id). */
export function useMatchJob(projectId: string) {
  return useQuery({
    enabled: projectId !== '',
    queryKey: matchJobKeys.job(projectId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<MatchJob>(`${BASE}/${encodeURIComponent(projectId)}`, undefined, signal);
      } catch (error) {
        // 404: no job for this project yet (the project itself was checked by its own page).
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { inlineErrors: true },
  });
}

function useJobUpdate<T>(projectId: string, call: (input: T) => Promise<MatchJob>, errorTitle: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorTitle },
    onSuccess: (job) => {
      client.setQueryData(matchJobKeys.job(projectId), job);
      void client.invalidateQueries({ queryKey: matchJobKeys.history(projectId) });
    },
  });
}

/** Opens the project as a job, or changes the description of its job (the persona is rebuilt). */
export function useDescribeJob(projectId: string, exists: boolean) {
  return useJobUpdate(
    projectId,
    (jobDescription: string) =>
      exists
        ? api.put<MatchJob>(`${BASE}/${encodeURIComponent(projectId)}/description`, { jobDescription })
        : api.post<MatchJob>(BASE, { projectId, jobDescription }),
    'The job description was not saved',
  );
}

export function useEditPersona(projectId: string) {
  return useJobUpdate(
    projectId,
    (input: EditPersonaRequest) =>
      api.put<MatchJob>(`${BASE}/${encodeURIComponent(projectId)}/persona`, input),
    'The persona was not saved',
  );
}

export function usePersonaHistory(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: matchJobKeys.history(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: PersonaVersion[] }>(
        `${BASE}/${encodeURIComponent(projectId)}/persona-history`,
        undefined,
        signal,
      ),
    select: (answer) => answer.data,
    enabled,
    meta: { inlineErrors: true },
  });
}
