/**
 * Enrolling a project's candidates in a sequence: the sequences one may send from this project,
 * the candidate check (who can be written to, and why not) and the enrolment itself.
 */
import type { CampaignListResponse } from '@talentbase/shared/contracts/engage-campaigns';
import type {
  CandidateCheckResponse,
  EnrolResponse,
  SequenceCandidatesRequest,
} from '@talentbase/shared/contracts/engage-enrolment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const CAMPAIGNS = '/tb-v2/v1/campaigns';
const ENGAGE = '/tb-v2/v1/engage';

/** Your ongoing email sequences that may take this project's candidates. */
export function useEnrollableSequences(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['engage-campaigns', 'enrollable', projectId],
    queryFn: async ({ signal }) => {
      const list = await api.get<CampaignListResponse>(
        CAMPAIGNS,
        { status: 'ongoing', channel: 'Email', limit: 100, start: 0 },
        signal,
      );
      return list.data.filter((c) => !c.readOnly && (c.projectId === null || c.projectId === projectId));
    },
    enabled,
    meta: { inlineErrors: true },
  });
}

/**
 * The check before enrolling (`getCandidatesForSequenceV3`, conflict and GDPR on), with what each
 * profile lacks for personalisation so the recruiter knows where an email will say less.
 */
export function useCandidateCheck(request: SequenceCandidatesRequest | null) {
  return useQuery({
    queryKey: ['engage-enrolment', 'check', request],
    queryFn: async ({ signal }) => {
      const checked = await api.post<CandidateCheckResponse>(
        `${ENGAGE}/getCandidatesForSequenceV3`,
        { ...request, checkPersonalizedInfo: true },
        signal,
      );
      return checked.data;
    },
    enabled: request !== null && request.candidateIdList.length > 0,
    meta: { inlineErrors: true },
  });
}

export function useEnrol(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { campaignId: string; candidateIds: number[] }) =>
      api.post<EnrolResponse>(`${CAMPAIGNS}/${encodeURIComponent(input.campaignId)}/sequences`, {
        candidateIds: input.candidateIds,
      }),
    // Enrolled candidates get the "Email scheduled" label: the pipeline and the lists change.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['pipeline', projectId] });
      void client.invalidateQueries({ queryKey: ['engage-campaigns'] });
    },
  });
}
