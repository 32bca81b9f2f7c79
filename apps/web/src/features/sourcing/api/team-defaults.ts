/**
 * The team's sourcing defaults (team settings › sourcing), read by every member: the radius a
 * new city starts with and the "people we know" exclusions a new search starts with. Shares its
 * cache entry with the settings page, so a saved change shows on the next search.
 */
import type { SourcingSettings } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useTeamSourcingDefaults() {
  return useQuery({
    queryKey: ['team-settings', 'sourcing'] as const,
    // The whole answer, as the settings page caches it under the same key.
    queryFn: ({ signal }) =>
      api.get<{ data: SourcingSettings }>('/v1/team-settings/sourcing', undefined, signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
    // Without them the page still searches: the defaults are a convenience, not a gate.
    retry: false,
    meta: { inlineErrors: true },
  });
}
