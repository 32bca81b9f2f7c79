import { describe, expect, it } from 'vitest';
import {
  APPLICANT_REVIEW_ACTION,
  APPLICANT_REVIEW_STATUS,
  APPLICANT_REVIEW_STATUS_LABELS,
  isApplicantScore,
  isMatchScore,
  MATCH_GROUPS,
  MATCH_LEVEL,
  matchGroupForStatus,
  QUICK_CHECK_CATEGORIES,
} from './applicant-match';

describe('applicant review status', () => {
  it('has the spec codes and shown labels', () => {
    expect(APPLICANT_REVIEW_STATUS).toEqual({ Declined: 0, UnderReview: 1, MovedForward: 2 });
    expect(APPLICANT_REVIEW_STATUS_LABELS).toEqual({ 0: 'Rejected', 1: 'Under review', 2: 'Advanced' });
  });

  it('moveForward sets 2 and reject sets 0', () => {
    expect(APPLICANT_REVIEW_ACTION.moveForward).toBe(2);
    expect(APPLICANT_REVIEW_ACTION.reject).toBe(0);
  });

  it('maps each status to its match group', () => {
    expect(MATCH_GROUPS).toEqual(['UnderReview', 'MovedForward', 'Declined']);
    expect(matchGroupForStatus(0)).toBe('Declined');
    expect(matchGroupForStatus(1)).toBe('UnderReview');
    expect(matchGroupForStatus(2)).toBe('MovedForward');
  });
});

describe('match levels and scores', () => {
  it('has the five spec levels', () => {
    expect(Object.values(MATCH_LEVEL)).toEqual(['best', 'good', 'partial', 'not match', 'pending']);
    expect(QUICK_CHECK_CATEGORIES).toHaveLength(8);
  });

  it('bounds match scores to 0..5 and applicant scores to [0, 1)', () => {
    expect([isMatchScore(0), isMatchScore(5), isMatchScore(-0.1), isMatchScore(5.01)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([
      isApplicantScore(0),
      isApplicantScore(0.999),
      isApplicantScore(1),
      isApplicantScore(Number.NaN),
    ]).toEqual([true, true, false, false]);
  });
});
