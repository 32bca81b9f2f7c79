/** How applicant-match values read on screen: one place for the match level names and colours, scores and dates. */
import {
  APPLICANT_REVIEW_STATUS_LABELS,
  type ApplicantReviewStatus,
  MATCH_LEVEL_OPTIONS,
  type MatchLevel,
} from '@talentbase/shared/domain/applicant-match';

const LEVEL_COLOR: Record<MatchLevel, string> = {
  best: 'teal',
  good: 'blue',
  partial: 'yellow',
  'not match': 'gray',
  pending: 'violet',
};

export function matchLevelLabel(level: MatchLevel): string {
  return MATCH_LEVEL_OPTIONS.find((o) => o.value === level)?.label ?? level;
}

export function matchLevelColor(level: MatchLevel): string {
  return LEVEL_COLOR[level];
}

export function reviewStatusLabel(stage: number): string {
  return APPLICANT_REVIEW_STATUS_LABELS[stage as ApplicantReviewStatus] ?? `Stage ${stage}`;
}

/** The applicant score (0 to below 1) as recruiters read it: out of 100. */
export function scoreOutOf100(score: number): number {
  return Math.round(score * 100);
}

export function appliedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString()} ${n === 1 ? one : many}`;
}

/**
 * The name an applicant goes by on screen. A résumé whose name could not be read gives none (the
 * intake never invents one), and the row must still be something to click and read.
 */
export function applicantName(a: { profile: { basic: { fullname: string } } }): string {
  return a.profile.basic.fullname.trim() || 'Name not found';
}
