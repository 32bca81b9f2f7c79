import { describe, expect, it } from 'vitest';
import { applicantName, matchLevelLabel, reviewStatusLabel } from './labels';

describe('applicant labels', () => {
  it('calls an applicant whose résumé gave no name "Name not found"', () => {
    expect(applicantName({ profile: { basic: { fullname: 'Ana Gutierrez' } } })).toBe('Ana Gutierrez');
    expect(applicantName({ profile: { basic: { fullname: '  ' } } })).toBe('Name not found');
  });

  it('shows the review statuses and match levels as the spec words them', () => {
    expect([0, 1, 2].map(reviewStatusLabel)).toEqual(['Rejected', 'Under review', 'Advanced']);
    expect(matchLevelLabel('not match')).toBe('Not a match');
  });
});
