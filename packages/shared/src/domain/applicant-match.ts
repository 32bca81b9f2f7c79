// Applicant matching codes (core spec sections 3, 4 and 9).

export const APPLICANT_REVIEW_STATUS = { Declined: 0, UnderReview: 1, MovedForward: 2 } as const;
export type ApplicantReviewStatus = (typeof APPLICANT_REVIEW_STATUS)[keyof typeof APPLICANT_REVIEW_STATUS];

// The stored names predate the wording shown to recruiters.
export const APPLICANT_REVIEW_STATUS_LABELS: Readonly<Record<ApplicantReviewStatus, string>> = {
  0: 'Rejected',
  1: 'Under review',
  2: 'Advanced',
};

export const APPLICANT_REVIEW_STATUS_OPTIONS = [
  { value: APPLICANT_REVIEW_STATUS.UnderReview, label: 'Under review' },
  { value: APPLICANT_REVIEW_STATUS.MovedForward, label: 'Advanced' },
  { value: APPLICANT_REVIEW_STATUS.Declined, label: 'Rejected' },
] as const;

/** The review status each reviewer action sets. */
export const APPLICANT_REVIEW_ACTION = {
  moveForward: APPLICANT_REVIEW_STATUS.MovedForward,
  reject: APPLICANT_REVIEW_STATUS.Declined,
} as const;
export type ApplicantReviewAction = keyof typeof APPLICANT_REVIEW_ACTION;

export const MATCH_GROUPS = ['UnderReview', 'MovedForward', 'Declined'] as const;
export type MatchGroup = (typeof MATCH_GROUPS)[number];

export function matchGroupForStatus(status: ApplicantReviewStatus): MatchGroup {
  switch (status) {
    case APPLICANT_REVIEW_STATUS.Declined:
      return 'Declined';
    case APPLICANT_REVIEW_STATUS.MovedForward:
      return 'MovedForward';
    default:
      return 'UnderReview';
  }
}

// "not match" keeps its space: it is the stored code.
export const MATCH_LEVEL = {
  BEST: 'best',
  GOOD: 'good',
  PARTIAL: 'partial',
  NOT_MATCH: 'not match',
  PENDING: 'pending',
} as const;
export type MatchLevel = (typeof MATCH_LEVEL)[keyof typeof MATCH_LEVEL];

export const MATCH_LEVEL_OPTIONS = [
  { value: MATCH_LEVEL.BEST, label: 'Best match' },
  { value: MATCH_LEVEL.GOOD, label: 'Good match' },
  { value: MATCH_LEVEL.PARTIAL, label: 'Partial match' },
  { value: MATCH_LEVEL.NOT_MATCH, label: 'Not a match' },
  { value: MATCH_LEVEL.PENDING, label: 'Pending' },
] as const;

export const QUICK_CHECK_TYPES = ['MATCH', 'MISS', 'SKIP'] as const;
export type QuickCheckType = (typeof QUICK_CHECK_TYPES)[number];

export const QUICK_CHECK_CATEGORIES = [
  'EXPERIENCE',
  'LANGUAGE',
  'CERTIFICATIONS',
  'INDUSTRY',
  'LOCATION',
  'EDUCATION',
  'WORK_AUTHORIZATION',
  'SKILLS',
] as const;
export type QuickCheckCategory = (typeof QUICK_CHECK_CATEGORIES)[number];

export const OTHER_INSIGHT_CATEGORIES = ['skill', 'free_requirements'] as const;
export type OtherInsightCategory = (typeof OTHER_INSIGHT_CATEGORIES)[number];

/** Per-dimension scores in a scoring detail (match, experience, education, location, skill). */
export const MATCH_SCORE_RANGE = { min: 0, max: 5 } as const;

/** An applicant's overall score is a fraction: at least 0 and below 1. */
export const APPLICANT_SCORE_RANGE = { min: 0, maxExclusive: 1 } as const;

export function isApplicantScore(score: number): boolean {
  return (
    Number.isFinite(score) && score >= APPLICANT_SCORE_RANGE.min && score < APPLICANT_SCORE_RANGE.maxExclusive
  );
}

export function isMatchScore(score: number): boolean {
  return Number.isFinite(score) && score >= MATCH_SCORE_RANGE.min && score <= MATCH_SCORE_RANGE.max;
}
