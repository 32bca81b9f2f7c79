/**
 * Campaign performance calls under {campaign base} = /tb-v2/v1/campaigns. Every one refreshes
 * every 10 minutes (spec section 9: list polling 600000 ms).
 */
import type {
  CampaignPerformanceList,
  CampaignPerformanceRequest,
  CampaignPerformanceResponse,
  CampaignRecipientsRequest,
  CampaignRecipientsResponse,
  TeamStatisticsResponse,
} from '@talentbase/shared/contracts/engage-performance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CAMPAIGN_BASE = '/tb-v2/v1/campaigns';
/** Spec section 9: the performance list refreshes every 10 minutes. */
export const PERFORMANCE_REFETCH_MS = 600_000;

export const performanceKeys = {
  all: ['engage-performance'] as const,
  list: (query: Record<string, unknown>) => ['engage-performance', 'list', query] as const,
  campaign: (id: string, body: CampaignPerformanceRequest) =>
    ['engage-performance', 'campaign', id, body] as const,
  recipients: (id: string, body: CampaignRecipientsRequest) =>
    ['engage-performance', 'recipients', id, body] as const,
  team: (id: string, step: number | null) => ['engage-performance', 'team', id, step] as const,
};

export function usePerformanceList(
  query: { campaignType?: number; channel?: string; campaignIds?: string[] },
  enabled = true,
) {
  const params: Record<string, unknown> = {
    ...(query.campaignType === undefined ? {} : { campaignType: query.campaignType }),
    ...(query.channel ? { channel: query.channel } : {}),
    ...(query.campaignIds?.length ? { campaignIds: query.campaignIds.join(',') } : {}),
  };
  return useQuery({
    queryKey: performanceKeys.list(params),
    queryFn: ({ signal }) => api.get<CampaignPerformanceList>(`${CAMPAIGN_BASE}/performance`, params, signal),
    refetchInterval: PERFORMANCE_REFETCH_MS,
    enabled,
    meta: { inlineErrors: true },
  });
}

export function useCampaignPerformance(campaignId: string, body: CampaignPerformanceRequest) {
  return useQuery({
    queryKey: performanceKeys.campaign(campaignId, body),
    queryFn: ({ signal }) =>
      api.post<CampaignPerformanceResponse>(`${CAMPAIGN_BASE}/${campaignId}/performance`, body, signal),
    placeholderData: keepPreviousData,
    refetchInterval: PERFORMANCE_REFETCH_MS,
    meta: { inlineErrors: true },
  });
}

export function useCampaignRecipients(campaignId: string, body: CampaignRecipientsRequest) {
  return useQuery({
    queryKey: performanceKeys.recipients(campaignId, body),
    queryFn: ({ signal }) =>
      api.post<CampaignRecipientsResponse>(`${CAMPAIGN_BASE}/${campaignId}`, body, signal),
    placeholderData: keepPreviousData,
    refetchInterval: PERFORMANCE_REFETCH_MS,
    meta: { inlineErrors: true },
  });
}

export function useTeamStatistics(campaignId: string, step: number | null) {
  return useQuery({
    queryKey: performanceKeys.team(campaignId, step),
    queryFn: ({ signal }) =>
      api.get<TeamStatisticsResponse>(
        `${CAMPAIGN_BASE}/${campaignId}/team-statistics`,
        step === null ? undefined : { step },
        signal,
      ),
    refetchInterval: PERFORMANCE_REFETCH_MS,
    meta: { inlineErrors: true },
  });
}
