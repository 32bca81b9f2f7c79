/**
 * Notification settings: the team's defaults (/admin/team-settings/notifications) and each user's
 * own choices (/admin/settings/email-notification), per event, in-app and by email, with the email
 * digest; and personal hiring preferences (/admin/settings/hiring). A choice a user never made
 * follows the team's default, so a team admin's later change reaches them.
 */
import { z } from 'zod';

export const NOTIFICATION_EVENTS = [
  'candidate_replied',
  'stage_changed',
  'automation_notify',
  'mention',
  'sequence_finished',
  'email_bounced',
  'offer_approval',
  'candidate_shared',
  'hiring_team_changed',
  'import_finished',
  'duplicate_scan_finished',
  'webhook_disabled',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENT_NAMES: Record<NotificationEvent, { label: string; description: string }> = {
  candidate_replied: {
    label: 'Candidate replied',
    description: 'A candidate answered one of your sequences',
  },
  stage_changed: {
    label: 'Stage changed',
    description: 'A candidate of a project you are on moved to another stage',
  },
  automation_notify: { label: 'Automation notifications', description: 'An automation rule notifies you' },
  mention: { label: 'Mentions', description: 'A teammate mentioned you in a note' },
  sequence_finished: {
    label: 'Sequence finished',
    description: 'Every step of a sequence you sent went out',
  },
  email_bounced: { label: 'Email bounced', description: 'An email you sent could not be delivered' },
  offer_approval: { label: 'Offer approvals', description: 'An offer waits for your approval' },
  candidate_shared: { label: 'Shared candidates', description: 'A teammate shared candidates with you' },
  hiring_team_changed: {
    label: 'Hiring team changes',
    description: 'You were added to a hiring team, given another role, or removed',
  },
  import_finished: { label: 'Imports finished', description: 'A candidate import you started finished' },
  duplicate_scan_finished: {
    label: 'Duplicate scans finished',
    description: 'A duplicate scan you started finished',
  },
  webhook_disabled: {
    label: 'Webhook switched off',
    description: 'A webhook endpoint of your team was switched off after its deliveries kept failing',
  },
};

/** The bell's category of each event (spec section 3: candidate, personal, team). */
export const NOTIFICATION_EVENT_CATEGORY: Record<NotificationEvent, 'candidate' | 'personal' | 'team'> = {
  candidate_replied: 'candidate',
  stage_changed: 'candidate',
  automation_notify: 'candidate',
  mention: 'personal',
  sequence_finished: 'personal',
  email_bounced: 'candidate',
  offer_approval: 'candidate',
  candidate_shared: 'personal',
  hiring_team_changed: 'team',
  import_finished: 'team',
  duplicate_scan_finished: 'team',
  webhook_disabled: 'team',
};

export const NOTIFICATION_DIGESTS = ['instant', 'daily'] as const;
export type NotificationDigest = (typeof NOTIFICATION_DIGESTS)[number];

const channelsSchema = z.strictObject({
  inApp: z.boolean({ message: 'Choose on or off' }),
  email: z.boolean({ message: 'Choose on or off' }),
});
export type NotificationChannels = z.infer<typeof channelsSchema>;

export const notificationEventsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channelsSchema])) as Record<
    NotificationEvent,
    typeof channelsSchema
  >,
);

export const teamNotificationSettingsSchema = z.strictObject({
  events: notificationEventsSchema,
  digest: z.enum(NOTIFICATION_DIGESTS, { message: 'Choose instant or daily' }),
});
export type TeamNotificationSettings = z.infer<typeof teamNotificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: TeamNotificationSettings = {
  events: {
    candidate_replied: { inApp: true, email: true },
    stage_changed: { inApp: true, email: false },
    automation_notify: { inApp: true, email: false },
    mention: { inApp: true, email: true },
    sequence_finished: { inApp: true, email: false },
    email_bounced: { inApp: true, email: true },
    offer_approval: { inApp: true, email: true },
    candidate_shared: { inApp: true, email: true },
    hiring_team_changed: { inApp: true, email: false },
    import_finished: { inApp: true, email: false },
    duplicate_scan_finished: { inApp: true, email: false },
    webhook_disabled: { inApp: true, email: true },
  },
  digest: 'instant',
};

export const teamNotificationSettingsResponseSchema = z.object({
  data: teamNotificationSettingsSchema.extend({ updatedAt: z.string().nullable() }),
});

/** A user's own choices: null (or absent) follows the team. */
const ownChannelsSchema = z.strictObject({
  inApp: z.boolean().nullable().optional(),
  email: z.boolean().nullable().optional(),
});
export const userNotificationChoicesSchema = z.strictObject({
  events: z
    .strictObject(
      Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, ownChannelsSchema.optional()])) as Record<
        NotificationEvent,
        z.ZodOptional<typeof ownChannelsSchema>
      >,
    )
    .default({}),
  digest: z.enum(NOTIFICATION_DIGESTS, { message: 'Choose instant or daily' }).nullable().default(null),
});
export type UserNotificationChoices = z.output<typeof userNotificationChoicesSchema>;
export type UserNotificationChoicesInput = z.input<typeof userNotificationChoicesSchema>;

export const userNotificationSettingsResponseSchema = z.object({
  data: z.object({
    team: teamNotificationSettingsSchema,
    own: userNotificationChoicesSchema,
    effective: teamNotificationSettingsSchema,
  }),
});

export const PIPELINE_VIEWS = ['board', 'list'] as const;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a time such as 09:00');

export const hiringPreferencesSchema = z
  .strictObject({
    /** The role you get when a teammate adds you to a hiring team: an assignable role (not Owner). */
    defaultProjectRole: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)], {
      message: 'Choose Collaborator, Recruiter, Hiring manager or Sourcer',
    }),
    defaultPipelineView: z.enum(PIPELINE_VIEWS, { message: 'Choose board or list' }),
    timeZone: z
      .string()
      .min(1, 'Choose a time zone')
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'Choose a time zone from the list'),
    workingDays: z
      .array(z.union(WEEKDAYS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]))
      .min(1, 'Choose at least one working day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each day once'),
    workStart: clock,
    workEnd: clock,
    meetingMinutes: z.number().int().min(5, 'At least 5 minutes').max(480, 'At most 8 hours'),
  })
  .refine((p) => p.workStart < p.workEnd, {
    message: 'The working day must end after it starts',
    path: ['workEnd'],
  });
export type HiringPreferences = z.infer<typeof hiringPreferencesSchema>;

export const DEFAULT_HIRING_PREFERENCES: HiringPreferences = {
  defaultProjectRole: 1,
  defaultPipelineView: 'board',
  timeZone: 'UTC',
  workingDays: [1, 2, 3, 4, 5],
  workStart: '09:00',
  workEnd: '17:00',
  meetingMinutes: 30,
};

export const hiringPreferencesResponseSchema = z.object({
  data: z.object({ preferences: hiringPreferencesSchema, saved: z.boolean() }),
});

/** The bell (spec section 3, Notifications): unread counts per category. */
export const NOTIFICATION_CATEGORIES = ['candidate', 'personal', 'team'] as const;
export const notificationListQuerySchema = z.strictObject({
  category: z.enum(NOTIFICATION_CATEGORIES).optional(),
  unreadOnly: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** The next page: notifications older than this one (the previous page's `nextBefore`). */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'Unknown notification')
    .optional(),
});
export const notificationItemSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const notificationListResponseSchema = z.object({
  data: z.array(notificationItemSchema),
  unread: z.object({ candidate: z.number(), personal: z.number(), team: z.number() }),
  allRead: z.boolean(),
  totalNum: z.number(),
  showDot: z.boolean(),
  /** Where the next page starts (`before`), or null when this page is the last. */
  nextBefore: z.string().nullable(),
});
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const notificationReadRequestSchema = z.strictObject({
  ids: z
    .array(z.string().regex(/^[1-9][0-9]{0,17}$/, 'Unknown notification'))
    .max(500)
    .optional(),
  all: z.literal(true).optional(),
});
