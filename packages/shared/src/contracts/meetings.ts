/**
 * Meetings and calendars (issue 16 part 4). Meeting templates and meetings live under the engage
 * base (/api/tb-v2/v1/engage/meetings...), calendar accounts under /api/tb-v2/v1/calendars...
 * (the spec shows no paths: docs/decisions.md "Engage II: meetings and calendars"). Imported by
 * path, like the other engage contracts. A Calendly token is write-only: answers say `hasToken`.
 */
import { z } from 'zod';
import {
  CALENDAR_ACCOUNT_STATUSES,
  CALENDAR_TYPES,
  DEFAULT_MEETING_MINUTES,
  MEETING_PERIOD_LIMITS,
  MEETING_STATUSES,
  SHARE_STATUSES,
} from '../domain/calendar-status';

const idString = z.string().regex(/^\d{1,15}$/, 'Enter a valid id');
const person = z.object({ userId: z.string(), name: z.string() });
/** Tab is fine; every other C0 control character (CR and LF above all) and DEL is not. */
function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9) || c === 127) return true;
  }
  return false;
}

/** Text that ends up in an ICS line or a mail header: no control characters (CR/LF). */
const plainText = (label: string, max: number) =>
  z
    .string({ message: `Enter ${label}` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters`)
    .refine((s) => !hasControlCharacter(s), `Remove line breaks and control characters from ${label}`);
const period = z
  .number({ message: 'Enter the meeting length in minutes' })
  .int('Enter whole minutes')
  .min(MEETING_PERIOD_LIMITS.min, `A meeting lasts at least ${MEETING_PERIOD_LIMITS.min} minutes`)
  .max(MEETING_PERIOD_LIMITS.max, `A meeting lasts at most ${MEETING_PERIOD_LIMITS.max} minutes`);
const httpsLink = z
  .string({ message: 'Enter a link' })
  .trim()
  .max(2000, 'Keep the link under 2000 characters')
  .refine((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'https:' && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'Enter a full https:// link');

// ---------------------------------------------------------------------------------------------
// Meeting templates (per user, visible to the team).

export const meetingTemplateIdParamsSchema = z.strictObject({ id: idString });

export const meetingTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  periodMinutes: z.number().int(),
  description: z.string(),
  location: z.string(),
  owner: person,
  /** Whether the caller made it (and so may change it). */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type MeetingTemplate = z.infer<typeof meetingTemplateSchema>;

export const meetingTemplateListResponseSchema = z.object({ templates: z.array(meetingTemplateSchema) });

export const saveMeetingTemplateRequestSchema = z.strictObject({
  name: plainText('a name', 200).refine((s) => s.length > 0, 'Enter a name'),
  periodMinutes: period.default(DEFAULT_MEETING_MINUTES),
  description: z.string().trim().max(5000, 'Keep the description under 5000 characters').default(''),
  location: plainText('the location', 500).default(''),
});
export type SaveMeetingTemplate = z.input<typeof saveMeetingTemplateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Calendar accounts.

export const calendlyEventTypeSchema = z.object({
  uri: z.string(),
  name: z.string(),
  durationMinutes: z.number().int(),
  schedulingUrl: z.string(),
});
export type CalendlyEventType = z.infer<typeof calendlyEventTypeSchema>;

export const calendarAccountSchema = z.object({
  id: z.string(),
  user: person.extend({ email: z.string() }),
  type: z.enum(CALENDAR_TYPES),
  shareStatus: z.enum(SHARE_STATUSES),
  sharedTeamIds: z.array(z.string()),
  /** The scheduling link candidates get (Calendly's scheduling URL or the calendar's link). */
  link: z.string().nullable(),
  location: z.string(),
  hasToken: z.boolean(),
  /** Calendly's event types ("calendly templates"), as the last poll found them. */
  eventTypes: z.array(calendlyEventTypeSchema),
  /** The resolved status in the caller's workspace (domain/calendar-status.ts). */
  status: z.enum(CALENDAR_ACCOUNT_STATUSES),
  /** Connected in another workspace of the owner. */
  fromOtherWorkspace: z.boolean(),
  /** The last Calendly poll: 'untested', 'ok', 'failed' (with `lastError`). */
  pollStatus: z.enum(['untested', 'ok', 'failed']),
  lastError: z.string().nullable(),
  polledAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type CalendarAccount = z.infer<typeof calendarAccountSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { message: 'Use true or false' })
  .optional()
  .transform((v) => v === 'true');

/** `getNoSharedAccount=true` (spec section 9): only an account connected in this workspace counts. */
export const meetingAccountQuerySchema = z.strictObject({ getNoSharedAccount: booleanQuery });

export const meetingAccountResponseSchema = z.object({
  account: calendarAccountSchema.nullable(),
  status: z.enum(CALENDAR_ACCOUNT_STATUSES),
  /** What `{{meetingLink}}` becomes in the caller's emails; null without a connected calendar. */
  meetingLink: z.string().nullable(),
  /** The caller's other workspaces, which a shared account may be offered to. */
  otherWorkspaces: z.array(z.object({ teamId: z.string(), name: z.string() })),
});
export type MeetingAccountResponse = z.infer<typeof meetingAccountResponseSchema>;

export const saveCalendarAccountRequestSchema = z
  .strictObject({
    type: z.enum(CALENDAR_TYPES, { message: 'Choose Calendly, Google, Outlook or Other' }),
    /** Calendly: optional (its scheduling URL is read with the token); other calendars: required. */
    link: httpsLink.optional(),
    location: plainText('the location', 500).default(''),
    /** Calendly personal access token; blank keeps the saved one. */
    token: z.string().trim().max(4000, 'This token is too long').optional(),
    shareStatus: z.enum(SHARE_STATUSES).default('private'),
    sharedTeamIds: z.array(z.uuid('Choose a workspace from the list')).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'calendly' && !v.link)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Enter the link candidates book you with' });
    if (v.type !== 'calendly' && v.token)
      ctx.addIssue({ code: 'custom', path: ['token'], message: 'Only a Calendly account takes a token' });
    if (v.shareStatus === 'private' && v.sharedTeamIds.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['sharedTeamIds'],
        message: 'Share the account before choosing workspaces',
      });
  });
export type SaveCalendarAccount = z.input<typeof saveCalendarAccountRequestSchema>;

export const calendarMemberParamsSchema = z.strictObject({ userId: z.uuid('Choose a member from the list') });

export const teamCalendarMemberSchema = z.object({
  user: person.extend({ email: z.string() }),
  status: z.enum(CALENDAR_ACCOUNT_STATUSES),
  account: calendarAccountSchema.nullable(),
});
export const teamCalendarsResponseSchema = z.object({ members: z.array(teamCalendarMemberSchema) });
export type TeamCalendarsResponse = z.infer<typeof teamCalendarsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Meetings.

export const meetingIdParamsSchema = z.strictObject({ id: idString });

export const createMeetingRequestSchema = z
  .strictObject({
    threadId: idString.optional(),
    projectId: idString.optional(),
    profileId: idString.optional(),
    templateId: idString.optional(),
    start: z.iso.datetime({ offset: true, message: 'Enter the start date and time' }),
    /** Overrides the template's period; 30 minutes without either. */
    durationMinutes: period.optional(),
    title: plainText('a title', 200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.threadId && (v.projectId || v.profileId))
      ctx.addIssue({
        code: 'custom',
        path: ['threadId'],
        message: 'Give a conversation, or a project and a candidate, not both',
      });
    else if (!v.threadId) {
      if (!v.profileId)
        ctx.addIssue({ code: 'custom', path: ['profileId'], message: 'Choose the candidate to invite' });
      if (!v.projectId)
        ctx.addIssue({ code: 'custom', path: ['projectId'], message: 'Choose the project of the meeting' });
    }
  });
export type CreateMeeting = z.input<typeof createMeetingRequestSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  status: z.enum(MEETING_STATUSES),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number().int(),
  location: z.string(),
  /** 'invite': sent from Talentbase as a calendar invitation; 'calendly': booked on Calendly. */
  source: z.enum(['invite', 'calendly']),
  candidate: z.object({ profileId: z.string(), name: z.string(), email: z.string().nullable() }),
  projectId: z.string().nullable(),
  threadId: z.string().nullable(),
  organizer: person,
  /** The invitation's SEQUENCE (RFC 5545): 0 when sent, one more for each update. */
  sequence: z.number().int(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListQuerySchema = z.strictObject({
  status: z.enum(MEETING_STATUSES).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const meetingListResponseSchema = z.object({ meetings: z.array(meetingSchema), total: z.number() });
export type MeetingListResponse = z.infer<typeof meetingListResponseSchema>;
