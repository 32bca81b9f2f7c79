/**
 * The applicant calls of a job (spec section 7): the list per review status, its counts, the
 * ranking status while scoring runs, the view log, the résumé and the scoring detail. The sample
 * projects (-1, -2) answer the same paths with their built-in applicants.
 */
import type { ScoringDetail } from '@talentbase/shared/contracts/applicant-match';
import type { ApplicantSearchResponse } from '@talentbase/shared/contracts/applicant-match-demo';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type ApplicantListParams, listRequestBody } from '../lib/list-request';

export const MATCH_BASE = '/tb-v2/v1/applicant-match';
const project = (projectId: string) => `${MATCH_BASE}/projects/${encodeURIComponent(projectId)}`;

export const applicantKeys = {
  all: (projectId: string) => ['applicant-match', 'applicants', projectId] as const,
  list: (projectId: string, params: ApplicantListParams) =>
    ['applicant-match', 'applicants', projectId, 'list', params] as const,
  summary: (projectId: string) => ['applicant-match', 'applicants', projectId, 'stage-summary'] as const,
  ranking: (projectId: string) => ['applicant-match', 'applicants', projectId, 'ranking-status'] as const,
  resume: (applicantId: string) => ['applicant-match', 'resume', applicantId] as const,
  scoring: (scoringDetailId: string) => ['applicant-match', 'scoring-detail', scoringDetailId] as const,
};

export function searchApplicants(projectId: string, body: Record<string, unknown>, signal?: AbortSignal) {
  return api.post<ApplicantSearchResponse>(`${project(projectId)}/applicants/search`, body, signal);
}

export function useApplicantList(projectId: string, params: ApplicantListParams) {
  return useQuery({
    queryKey: applicantKeys.list(projectId, params),
    queryFn: ({ signal }) => searchApplicants(projectId, listRequestBody(params), signal),
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}

export type StageSummary = { stages: { stage: number; count: number; unread: number }[] };

export function useStageSummary(projectId: string) {
  return useQuery({
    queryKey: applicantKeys.summary(projectId),
    queryFn: ({ signal }) =>
      api.get<StageSummary>(`${project(projectId)}/applicants/stage-summary`, undefined, signal),
    meta: { inlineErrors: true },
  });
}

/** Spec section 3, Ranking status: the fields this screen reads. */
export type RankingStatus = { matchStatus: string; totalCount: number; scoringFinishedCount: number };

export function isScoring(status: RankingStatus | null | undefined): boolean {
  if (!status) return false;
  return status.matchStatus === 'scoring' || status.scoringFinishedCount < status.totalCount;
}

export const RANKING_POLL_MS = 2000;

/**
 * Polled while scoring runs. A job without a ranking status yet (or a server that does not keep
 * one) shows no progress rather than an error: the list is still there.
 */
export function useRankingStatus(projectId: string) {
  return useQuery({
    queryKey: applicantKeys.ranking(projectId),
    queryFn: async ({ signal }) => {
      try {
        return await api.post<RankingStatus>(`${MATCH_BASE}/jobs/ranking-status`, { projectId }, signal);
      } catch {
        return null;
      }
    },
    refetchInterval: (query) => (isScoring(query.state.data) ? RANKING_POLL_MS : false),
    meta: { inlineErrors: true },
  });
}

/** Opening an applicant marks them read; the counts and the unread dots follow. */
export function useViewLog(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (applicantId: string) =>
      api.post<Record<string, never>>(
        `${project(projectId)}/applicants/${encodeURIComponent(applicantId)}/view-log`,
        {},
      ),
    meta: { inlineErrors: true },
    onSuccess: (_answer, applicantId) => {
      client.setQueriesData<ApplicantSearchResponse>(
        { queryKey: [...applicantKeys.all(projectId), 'list'] },
        (page) =>
          page && {
            ...page,
            applicants: page.applicants.map((a) =>
              a.applicantId === applicantId ? { ...a, viewed: true } : a,
            ),
          },
      );
      void client.invalidateQueries({ queryKey: applicantKeys.summary(projectId) });
    },
  });
}

/**
 * Where the original résumé is served, and (when the server kept it) the text it was read from:
 * the text the evidence offsets point into.
 */
export type ApplicantResume = {
  location: string;
  applicantId: string;
  text?: string | null;
  fileName?: string | null;
  contentType?: string | null;
};

export function useApplicantResume(applicantId: string) {
  return useQuery({
    queryKey: applicantKeys.resume(applicantId),
    queryFn: ({ signal }) =>
      api.get<{ data: ApplicantResume }>(
        `${MATCH_BASE}/applicants/${encodeURIComponent(applicantId)}/resume`,
        undefined,
        signal,
      ),
    select: (answer) => answer.data,
    meta: { inlineErrors: true },
  });
}

export type ScoringDetailAnswer = ScoringDetail & { scoringDetailId: string; applicantId: string };

export function useScoringDetail(scoringDetailId: string, enabled: boolean) {
  return useQuery({
    queryKey: applicantKeys.scoring(scoringDetailId),
    queryFn: ({ signal }) =>
      api.get<ScoringDetailAnswer>(
        `${MATCH_BASE}/applicants/scoring-detail/${encodeURIComponent(scoringDetailId)}`,
        undefined,
        signal,
      ),
    enabled,
    meta: { inlineErrors: true },
  });
}
