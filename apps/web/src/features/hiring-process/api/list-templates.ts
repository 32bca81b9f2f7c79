import type { HiringProcessTemplateListResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { hiringProcessKeys } from './query-keys';

export const TEMPLATES_PATH = '/v1/hiring-process/templates';

export async function listTemplates(signal?: AbortSignal) {
  const { data } = await api.get<HiringProcessTemplateListResponse>(TEMPLATES_PATH, undefined, signal);
  return data;
}

/** The team's hiring processes, the default first. The page shows its own error state. */
export function useTemplates() {
  return useQuery({
    queryKey: hiringProcessKeys.templates(),
    queryFn: ({ signal }) => listTemplates(signal),
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    meta: { inlineErrors: true },
  });
}
