/** Sequence (campaign) calls under `/api/tb-v2/v1/campaigns`. */
import type {
  CampaignDetail,
  CampaignFormOptions,
  CampaignListResponse,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from '@talentbase/shared/contracts/engage-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { LIST_POLL_INTERVAL_MS } from '../../../lib/query-client';

export const CAMPAIGNS_BASE = '/tb-v2/v1/campaigns';

/** The list filters as the API reads them (spec section 3 "Campaign list parameters"). */
export type CampaignListRequest = {
  status?: string;
  channel?: string;
  keyword?: string;
  isArchived?: 'true' | 'false';
  shared?: 'true' | 'false';
  start: number;
  limit: number;
};

export const campaignKeys = {
  all: ['engage-campaigns'] as const,
  list: (request: CampaignListRequest, team: boolean) => ['engage-campaigns', 'list', team, request] as const,
  one: (id: string) => ['engage-campaigns', 'one', id] as const,
  options: () => ['engage-campaigns', 'form-options'] as const,
};

const retry = (failures: number, error: unknown) =>
  failures < 1 && !(isApiError(error) && error.status < 500);

export function useCampaigns(request: CampaignListRequest, options: { team?: boolean } = {}) {
  const team = options.team ?? false;
  return useQuery({
    queryKey: campaignKeys.list(request, team),
    queryFn: ({ signal }) =>
      api.get<CampaignListResponse>(team ? `${CAMPAIGNS_BASE}/team` : CAMPAIGNS_BASE, request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_POLL_INTERVAL_MS,
    retry,
    meta: { inlineErrors: true },
  });
}

export function useCampaign(id: string | null) {
  return useQuery({
    queryKey: campaignKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<CampaignDetail>(`${CAMPAIGNS_BASE}/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: id !== null,
    retry,
    meta: { inlineErrors: true },
  });
}

export function useFormOptions() {
  return useQuery({
    queryKey: campaignKeys.options(),
    queryFn: ({ signal }) =>
      api.get<CampaignFormOptions>(`${CAMPAIGNS_BASE}/form-options`, undefined, signal),
    retry,
    meta: { inlineErrors: true },
  });
}

function useCampaignMutation<I>(fn: (input: I) => Promise<CampaignDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSuccess: (data) => queryClient.setQueryData(campaignKeys.one(data.id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['engage-campaigns', 'list'] }),
  });
}

export const useCreateCampaign = () =>
  useCampaignMutation((input: CreateCampaignRequest) => api.post<CampaignDetail>(CAMPAIGNS_BASE, input));

export const useUpdateCampaign = () =>
  useCampaignMutation(({ id, ...input }: UpdateCampaignRequest & { id: string }) =>
    api.put<CampaignDetail>(`${CAMPAIGNS_BASE}/${encodeURIComponent(id)}`, input),
  );
