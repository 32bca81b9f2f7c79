import type { ProfileResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export function getProfile(id: number, signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get<ProfileResponse>(`/tb-v2/v1/sourcing/profiles/${id}`, undefined, signal);
}

export function useProfile(id: number | null) {
  return useQuery({
    queryKey: sourcingKeys.profile(id ?? 0),
    queryFn: ({ signal }) => getProfile(id ?? 0, signal),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
    // The drawer shows a missing or hidden profile in place.
    meta: { inlineErrors: true },
  });
}
