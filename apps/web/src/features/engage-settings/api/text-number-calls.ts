/**
 * The phone number a recruiter sends texts from, under the campaign base
 * /api/tb-v2/v1/campaigns/text: the area codes on offer, the caller's number, and getting one.
 */
import type {
  AreaCodesResponse,
  AssignPhoneNumberBody,
  LocalTextAnswerBody,
  LocalTextAnswerResponse,
  LocalTextsResponse,
  MyTextPhoneNumber,
  TextPhoneNumber,
} from '@talentbase/shared/contracts/engage-text';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

const BASE = '/tb-v2/v1/campaigns/text';

const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};

export const textNumberKeys = {
  mine: () => ['engage-settings', 'text-number'] as const,
  areaCodes: () => ['engage-settings', 'text-area-codes'] as const,
};

export function useMyTextNumber() {
  return useQuery({
    queryKey: textNumberKeys.mine(),
    queryFn: ({ signal }) => api.get<MyTextPhoneNumber>(`${BASE}/phone-number`, undefined, signal),
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useAreaCodes(enabled: boolean) {
  return useQuery({
    queryKey: textNumberKeys.areaCodes(),
    queryFn: ({ signal }) => api.get<AreaCodesResponse>(`${BASE}/area-codes`, undefined, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useAssignTextNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignPhoneNumberBody) =>
      api.post<TextPhoneNumber>(`${BASE}/assign-phone-numbers`, input),
    meta: { inlineErrors: true },
    onSuccess: (phoneNumber) =>
      queryClient.setQueryData<MyTextPhoneNumber>(textNumberKeys.mine(), (old) => ({
        localProvider: old?.localProvider ?? false,
        phoneNumber,
      })),
  });
}

export const localTextKeys = { list: () => ['engage-settings', 'local-texts'] as const };

/** Texts the built-in local provider caught (only when no text provider is configured). */
export function useLocalTexts(enabled: boolean) {
  return useQuery({
    queryKey: localTextKeys.list(),
    queryFn: ({ signal }) =>
      api.get<LocalTextsResponse>('/tb-v2/v1/engage/text/local-texts', undefined, signal),
    enabled,
    ...settingsRetry,
    meta: { inlineErrors: true },
  });
}

export function useAnswerLocalText(id: number) {
  return useMutation({
    mutationFn: (input: LocalTextAnswerBody) =>
      api.post<LocalTextAnswerResponse>(`/tb-v2/v1/engage/text/local-texts/${id}/answer`, input),
    meta: { inlineErrors: true },
  });
}
