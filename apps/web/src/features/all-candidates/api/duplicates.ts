import type {
  DuplicatePairsResponse,
  DuplicateScan,
  DuplicateScanResponse,
  LatestScanResponse,
  MergeRequest,
  MergeResponse,
  SuccessResponse,
} from '@talentbase/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allCandidatesKeys } from './all-candidates';

const SCAN_POLL_MS = 1000;

export function useDuplicatePairs(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: allCandidatesKeys.pairs,
    queryFn: ({ pageParam, signal }) =>
      api.get<DuplicatePairsResponse>('/v1/candidates/duplicates', { cursor: pageParam, limit: 20 }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    meta: { inlineErrors: true },
  });
}

const running = (scan: DuplicateScan | null | undefined) =>
  scan?.status === 'pending' || scan?.status === 'running';

/** The team's latest scan, polled every second while it runs; the pairs refresh when it ends. */
export function useLatestScan(enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: allCandidatesKeys.scan,
    queryFn: async ({ signal }) => {
      const { scan } = await api.get<LatestScanResponse>(
        '/v1/candidates/duplicates/scan/latest',
        undefined,
        signal,
      );
      const before = client.getQueryData<DuplicateScan | null>(allCandidatesKeys.scan);
      if (running(before) && !running(scan))
        void client.invalidateQueries({ queryKey: allCandidatesKeys.pairs });
      return scan;
    },
    enabled,
    refetchInterval: (query) => (running(query.state.data) ? SCAN_POLL_MS : false),
  });
}

export function useStartScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DuplicateScanResponse>('/v1/candidates/duplicates/scan', {}),
    onSettled: () => client.invalidateQueries({ queryKey: allCandidatesKeys.scan }),
  });
}

export function useDismissPair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pair: { profileA: number; profileB: number }) =>
      api.post<SuccessResponse>('/v1/candidates/duplicates/dismiss', pair),
    meta: { errorTitle: 'The pair was not dismissed' },
    onSuccess: () => client.invalidateQueries({ queryKey: allCandidatesKeys.pairs }),
  });
}

export function useMerge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MergeRequest) => api.post<MergeResponse>('/v1/candidates/merge', body),
    onSuccess: () => client.invalidateQueries({ queryKey: allCandidatesKeys.all }),
  });
}
