import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity-labels';

describe('activitySentence', () => {
  it('says which automation ran and how it went', () => {
    expect(
      activitySentence('automation_ran', { ruleName: 'Warm leads', status: 'succeeded', error: null }),
    ).toBe('Automation “Warm leads” ran (done)');
    expect(
      activitySentence('automation_ran', {
        ruleName: 'Warm leads',
        status: 'partial',
        error: 'Enrol in sequence: This sequence has no steps yet.',
      }),
    ).toBe(
      'Automation “Warm leads” ran (some actions failed): Enrol in sequence: This sequence has no steps yet.',
    );
  });

  it('reads an action it does not know by its name', () => {
    expect(activitySentence('video_called', {})).toBe('Video called');
  });

  it('reads what happened to an offer, with the reason when there is one', () => {
    expect(activitySentence('offer_changed', { event: 'submitted', status: 'pending_approval' })).toBe(
      'Submitted the offer for approval',
    );
    expect(activitySentence('offer_changed', { event: 'rejected', comment: 'Too high' })).toBe(
      'Rejected the offer: “Too high”',
    );
  });
});
