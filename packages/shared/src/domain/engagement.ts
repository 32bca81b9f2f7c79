// Outreach codes: campaigns, sequences and the candidate engagement status (core spec sections 3, 4, 9).

export const CAMPAIGN_TYPE = { OUTBOUND: 0, ALL_IN_ONE: 1 } as const;
export type CampaignType = (typeof CAMPAIGN_TYPE)[keyof typeof CAMPAIGN_TYPE];

export const CAMPAIGN_SOURCE = {
  OPEN_API: 'OPEN-API',
  ATS: 'ATS',
  APPLICANT_MATCH: 'APPLICANT_MATCH',
  JOB_BOARD: 'JOB_BOARD',
} as const;
export type CampaignSource = (typeof CAMPAIGN_SOURCE)[keyof typeof CAMPAIGN_SOURCE];

export const SEQUENCE_CHANNEL = { EMAIL: 'Email', TEXT: 'Text' } as const;
export type SequenceChannel = (typeof SEQUENCE_CHANNEL)[keyof typeof SEQUENCE_CHANNEL];

export const SEQUENCE_DELAY_TYPE = { WEEKDAYS: 'WEEKDAYS' } as const;
export type SequenceDelayType = (typeof SEQUENCE_DELAY_TYPE)[keyof typeof SEQUENCE_DELAY_TYPE];

/** Three days: the gap a new follow-up step waits unless the recruiter changes it. */
export const DEFAULT_SEQUENCE_DELAY_SECONDS = 259_200;
export const DEFAULT_MEETING_DURATION_MINUTES = 30;

/** Values the client fills into a new sequence step. */
export const SEQUENCE_STEP_DEFAULTS = {
  delayType: SEQUENCE_DELAY_TYPE.WEEKDAYS,
  delaySeconds: DEFAULT_SEQUENCE_DELAY_SECONDS,
  status: 'isSent',
  channel: SEQUENCE_CHANNEL.EMAIL,
  trackOpen: true,
  trackLink: true,
} as const;

/** Version stamped on every campaign the client creates. */
export const CAMPAIGN_TEXT_VERSION = 1;

// Codes are stored on candidates and in reports: append new ones, never renumber.
export const ENGAGEMENT_STATUS = {
  NA: 1,
  GoodFitShortlisted: 2,
  EmailScheduled: 3,
  EmailBounced: 4,
  TextScheduled: 5,
  EmailDelivered: 6,
  EmailOpened: 7,
  EmailClickthrough: 8,
  TextDelivered: 9,
  TextClickthrough: 10,
  LinkedInInMailSent: 11,
  LinkedInConnected: 12,
  Called: 13,
  RepliedShortlisted: 14,
  Interested: 15,
  NotInterested: 16,
  ContactLater: 17,
  MeetingCanceled: 18,
  TextBounced: 19,
  RescheduleLater: 20,
  MeetingScheduled: 21,
  JobLinkClickthrough: 22,
  AppliedToJob: 23,
  ScheduledNotYetInvited: 24,
  ScheduledInvited: 25,
  ScreenNotYetInvited: 26,
  ScreenInvited: 27,
  ScreenScheduled: 28,
  ScreenCanceled: 29,
  FirstRoundNotYetInvited: 30,
  FirstRoundInvited: 31,
  FirstRoundScheduled: 32,
  FirstRoundCanceled: 33,
  OfferInitiated: 34,
  OfferPendingApproval: 35,
  OfferApproved: 36,
  OfferSent: 37,
  OfferAccepted: 38,
} as const;
export type EngagementStatusName = keyof typeof ENGAGEMENT_STATUS;
export type EngagementStatus = (typeof ENGAGEMENT_STATUS)[EngagementStatusName];

const ENGAGEMENT_STATUS_NAME_BY_CODE = new Map<number, EngagementStatusName>(
  (Object.entries(ENGAGEMENT_STATUS) as [EngagementStatusName, EngagementStatus][]).map(([name, code]) => [
    code,
    name,
  ]),
);

export function isEngagementStatus(value: number): value is EngagementStatus {
  return ENGAGEMENT_STATUS_NAME_BY_CODE.has(value);
}

export function engagementStatusName(code: number): EngagementStatusName | undefined {
  return ENGAGEMENT_STATUS_NAME_BY_CODE.get(code);
}

/** Lifecycle of a sequence as a whole; the outbox derives a thread's status from it. */
export const SEQUENCE_STATUS = {
  ONGOING: 'ongoing',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  FINISHED: 'finished',
} as const;
export type SequenceStatus = (typeof SEQUENCE_STATUS)[keyof typeof SEQUENCE_STATUS];

export const SEQUENCE_KIND = { NORMAL: 'normal' } as const;
