import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SOURCE,
  CAMPAIGN_TYPE,
  DEFAULT_SEQUENCE_DELAY_SECONDS,
  ENGAGEMENT_STATUS,
  engagementStatusName,
  isEngagementStatus,
  SEQUENCE_STEP_DEFAULTS,
} from './engagement';

// The spec's list, in its order; position + 1 is the code.
const SPEC_ENGAGEMENT_NAMES = [
  'NA',
  'GoodFitShortlisted',
  'EmailScheduled',
  'EmailBounced',
  'TextScheduled',
  'EmailDelivered',
  'EmailOpened',
  'EmailClickthrough',
  'TextDelivered',
  'TextClickthrough',
  'LinkedInInMailSent',
  'LinkedInConnected',
  'Called',
  'RepliedShortlisted',
  'Interested',
  'NotInterested',
  'ContactLater',
  'MeetingCanceled',
  'TextBounced',
  'RescheduleLater',
  'MeetingScheduled',
  'JobLinkClickthrough',
  'AppliedToJob',
  'ScheduledNotYetInvited',
  'ScheduledInvited',
  'ScreenNotYetInvited',
  'ScreenInvited',
  'ScreenScheduled',
  'ScreenCanceled',
  'FirstRoundNotYetInvited',
  'FirstRoundInvited',
  'FirstRoundScheduled',
  'FirstRoundCanceled',
  'OfferInitiated',
  'OfferPendingApproval',
  'OfferApproved',
  'OfferSent',
  'OfferAccepted',
];

describe('ENGAGEMENT_STATUS', () => {
  it('has 38 codes numbered 1 to 38 in spec order', () => {
    expect(Object.keys(ENGAGEMENT_STATUS)).toEqual(SPEC_ENGAGEMENT_NAMES);
    expect(Object.values(ENGAGEMENT_STATUS)).toEqual(Array.from({ length: 38 }, (_, index) => index + 1));
  });

  it('pins the codes other systems store', () => {
    expect(ENGAGEMENT_STATUS.NA).toBe(1);
    expect(ENGAGEMENT_STATUS.TextBounced).toBe(19);
    expect(ENGAGEMENT_STATUS.MeetingScheduled).toBe(21);
    expect(ENGAGEMENT_STATUS.OfferAccepted).toBe(38);
  });

  it('looks names up by code and refuses unknown codes', () => {
    expect(engagementStatusName(38)).toBe('OfferAccepted');
    expect(engagementStatusName(0)).toBeUndefined();
    expect(engagementStatusName(39)).toBeUndefined();
    expect(isEngagementStatus(1)).toBe(true);
    expect(isEngagementStatus(1.5)).toBe(false);
  });
});

describe('campaign codes', () => {
  it('match the spec', () => {
    expect(CAMPAIGN_TYPE).toEqual({ OUTBOUND: 0, ALL_IN_ONE: 1 });
    expect(Object.values(CAMPAIGN_SOURCE)).toEqual(['OPEN-API', 'ATS', 'APPLICANT_MATCH', 'JOB_BOARD']);
  });
});

describe('SEQUENCE_STEP_DEFAULTS', () => {
  it('are the client defaults of the spec', () => {
    expect(SEQUENCE_STEP_DEFAULTS).toEqual({
      delayType: 'WEEKDAYS',
      delaySeconds: 259_200,
      status: 'isSent',
      channel: 'Email',
      trackOpen: true,
      trackLink: true,
    });
    expect(DEFAULT_SEQUENCE_DELAY_SECONDS).toBe(3 * 24 * 60 * 60);
  });
});
