/**
 * The calendar account status rule (core spec section 4, integrations spec 3.4): an account
 * resolves to 'calendly' (a connected Calendly account), 'calendar' (any other connected calendar:
 * Google, Outlook, Other) or 'auth' (the user must connect one). An account made in another
 * workspace of the same user counts here only when it is shared-status AND shared with this
 * workspace; shared-status but not shared here is 'auth'. Shared by the server (which answers the
 * status) and the web app (which shows it), so the two never disagree.
 */

export const CALENDAR_TYPES = ['calendly', 'google', 'outlook', 'other'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];
export const CALENDAR_TYPE_LABEL: Record<CalendarType, string> = {
  calendly: 'Calendly',
  google: 'Google Calendar',
  outlook: 'Outlook Calendar',
  other: 'Other Calendar',
};

/** 'private': this workspace only; 'shared': offered to the owner's other workspaces. */
export const SHARE_STATUSES = ['private', 'shared'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const CALENDAR_ACCOUNT_STATUSES = ['calendly', 'calendar', 'auth'] as const;
export type CalendarAccountStatus = (typeof CALENDAR_ACCOUNT_STATUSES)[number];

export type CalendarAccountFacts = {
  type: CalendarType;
  /** The workspace (team) the account was connected in. */
  teamId: string;
  shareStatus: ShareStatus;
  /** Workspaces a shared account is shared with (besides its own). */
  sharedTeamIds: readonly string[];
  /** Calendly: a token is saved and was not refused; other calendars: a link is saved. */
  connected: boolean;
};

/** The status of `account` as seen from workspace `teamId`; null (no account) is 'auth'. */
export function calendarAccountStatus(
  account: CalendarAccountFacts | null,
  teamId: string,
): CalendarAccountStatus {
  if (!account?.connected) return 'auth';
  if (account.teamId !== teamId) {
    // Another workspace's account: a private one is not ours to use, and a shared one only
    // where its owner shared it.
    if (account.shareStatus !== 'shared') return 'auth';
    if (!account.sharedTeamIds.includes(teamId)) return 'auth';
  }
  return account.type === 'calendly' ? 'calendly' : 'calendar';
}

/** Default meeting length (core spec section 5 and 9) and the bounds of a template's period. */
export const DEFAULT_MEETING_MINUTES = 30;
export const MEETING_PERIOD_LIMITS = { min: 5, max: 480 } as const;

export const MEETING_STATUSES = ['scheduled', 'canceled', 'reschedule_later'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABEL: Record<MeetingStatus, string> = {
  scheduled: 'Scheduled',
  canceled: 'Canceled',
  reschedule_later: 'Reschedule later',
};
