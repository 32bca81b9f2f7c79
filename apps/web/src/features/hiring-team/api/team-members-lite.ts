import type { TeamMembersLiteResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const teamMembersLiteKey = ['team', 'members-lite'] as const;

export async function getTeamMembersLite(signal?: AbortSignal) {
  const { data } = await api.get<TeamMembersLiteResponse>('/v1/team/members-lite', undefined, signal);
  return data;
}

/** The active members of your team, to add to a hiring team. Loaded only when it can be used. */
export function useTeamMembersLite(enabled: boolean) {
  return useQuery({
    queryKey: teamMembersLiteKey,
    queryFn: ({ signal }) => getTeamMembersLite(signal),
    enabled,
    staleTime: 60_000,
    meta: { inlineErrors: true },
  });
}
