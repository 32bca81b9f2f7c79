/**
 * Enrolling a project's candidates in a sequence: the sequences one may send from this project,
 * the candidate check (who can be written to, and why not) and the enrolment itself.
 */
import type { CampaignListResponse } from '@talentbase/shared/contracts/engage-campaigns';
import type {
  CandidateCheckRequest,
  CandidateCheckResponse,
  EnrolResponse,
} from '@talentbase/shared/contracts/engage-enrolment';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const CAMPAIGNS = '/tb-v2/v1/campaigns';

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

export function useCandidateCheck(request: CandidateCheckRequest | null) {
  return useQuery({
    queryKey: ['engage-enrolment', 'check', request],
    queryFn: async ({ signal }) => {
      const checked = await api.post<CandidateCheckResponse>(`${CAMPAIGNS}/candidate/check`, request, signal);
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
