/**
 * The body of the applicant list call. Only what differs from the server's defaults is sent: the
 * sample projects answer the plain `{stage, start, limit}` and ignore filters they have no data for.
 */
import type { ApplicantSort } from '@talentbase/shared/contracts/applicant-match-applicants';
import type { MatchLevel } from '@talentbase/shared/domain/applicant-match';

export const APPLICANT_PAGE_SIZE = 20;

export type ApplicantListParams = {
  stage: number;
  page: number;
  sort: ApplicantSort;
  matchLevels: MatchLevel[];
  unreadOnly: boolean;
  keyword: string;
};

export const DEFAULT_SORT: ApplicantSort = 'score';

export function listRequestBody(params: ApplicantListParams, limit = APPLICANT_PAGE_SIZE) {
  const body: Record<string, unknown> = {
    stage: params.stage,
    start: (params.page - 1) * limit,
    limit,
  };
  if (params.sort !== DEFAULT_SORT) body.sort = params.sort;
  if (params.matchLevels.length > 0) body.matchLevels = params.matchLevels;
  if (params.unreadOnly) body.unreadOnly = true;
  const keyword = params.keyword.trim();
  if (keyword) body.keyword = keyword;
  return body;
}

export function hasFilters(params: ApplicantListParams): boolean {
  return params.matchLevels.length > 0 || params.unreadOnly || params.keyword.trim() !== '';
}
