import type { FilterPanelConfig } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sourcingKeys } from './query-keys';

export function getFilterPanelConfig(signal?: AbortSignal): Promise<FilterPanelConfig> {
  return api.get<FilterPanelConfig>('/tb-v2/v1/sourcing/filterPanel/getConfig', undefined, signal);
}

/** Diversity options and sources this team may filter on, and its contact credits. */
export function useFilterPanelConfig() {
  return useQuery({
    queryKey: sourcingKeys.config(),
    queryFn: ({ signal }) => getFilterPanelConfig(signal),
    staleTime: 60_000,
  });
}
