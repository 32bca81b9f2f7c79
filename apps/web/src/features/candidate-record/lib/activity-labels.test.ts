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

describe('two-way ATS sync entries', () => {
  it('says which side moved the candidate, a failure, and an override', () => {
    const s = (detail: Record<string, unknown>) => activitySentence('ats_sync', detail);
    expect(s({ direction: 'to_ats', ats: 'Ashby', status: 'moved', atsStageName: 'Onsite' })).toBe(
      'Moved the candidate to Onsite in Ashby',
    );
    expect(
      s({
        direction: 'from_ats',
        ats: 'Ashby',
        status: 'moved',
        atsStageName: 'Onsite',
        stageName: 'Interview',
      }),
    ).toBe('Ashby moved the candidate to Onsite (Interview here)');
    expect(
      s({ direction: 'to_ats', ats: 'Ashby', status: 'failed', error: 'Ashby did not answer in time' }),
    ).toMatch(/^Could not move the candidate in Ashby: /);
    expect(s({ direction: 'from_ats', ats: 'Ashby', status: 'overridden', atsStageName: 'Onsite' })).toMatch(
      /kept/,
    );
  });
});
