import type { DashboardResponse } from '@talentbase/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardKey = ['dashboard'] as const;

export async function getDashboard(signal?: AbortSignal) {
  const { data } = await api.get<DashboardResponse>('/v1/dashboard', undefined, signal);
  return data;
}

/** The whole dashboard in one call; the page shows its own loading and error states. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    meta: { inlineErrors: true },
  });
}
