/**
 * Meetings and calendars (issue 16 part 4): meeting templates, one calendar account per user and
 * workspace (Calendly with its sealed personal access token, or the link of a Google, Outlook or
 * other calendar), and the meetings held with candidates — sent from here as calendar invitations
 * (ICS over the user's mailbox) or booked on Calendly and found by the poller.
 *
 * A meeting's `ics_uid` is fixed when it is made and `sequence` grows with each update, as RFC 5545
 * asks, so a cancellation replaces the invitation in the candidate's calendar. A Calendly booking is
 * kept once per (event, candidate): the poller may read the same event any number of times.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { engageThreads } from './engage';
import { projects } from './projects';
import { talentProfiles } from './talent';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

export const meetingTemplates = pgTable(
  'meeting_templates',
  {
    id: id(),
    teamId: teamRef(),
    userId: userRef(),
    name: text('name').notNull(),
    periodMinutes: integer('period_minutes').notNull().default(30),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meeting_templates_team_idx').on(t.teamId, t.name),
    check('meeting_templates_period_check', sql`${t.periodMinutes} between 5 and 480`),
  ],
);

export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: id(),
    /** The workspace it was connected in. */
    teamId: teamRef(),
    userId: userRef(),
    /** 'calendly', 'google', 'outlook', 'other' (shared domain/calendar-status.ts). */
    type: text('type').notNull(),
    /** 'private' or 'shared' (offered to the owner's other workspaces in `shared_team_ids`). */
    shareStatus: text('share_status').notNull().default('private'),
    sharedTeamIds: uuid('shared_team_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The link the user typed (any calendar) and where meetings happen. */
    link: text('link'),
    location: text('location').notNull().default(''),
    /** Calendly personal access token, sealed (secret box, `calendar-account:<id>`). */
    tokenSecret: text('token_secret'),
    /** From Calendly's /users/me: the user's URI (filters its events) and scheduling URL. */
    calendlyUserUri: text('calendly_user_uri'),
    schedulingUrl: text('scheduling_url'),
    /** Calendly event types as last read: [{uri, name, durationMinutes, schedulingUrl}]. */
    eventTypes: jsonb('event_types').notNull().default(sql`'[]'::jsonb`),
    /** 'untested', 'ok', 'failed': the last poll; `last_error` says why it failed. */
    pollStatus: text('poll_status').notNull().default('untested'),
    lastError: text('last_error'),
    /** Failed polls in a row: the job retries 3 times, 3 minutes apart, then marks the account failed. */
    pollFailures: integer('poll_failures').notNull().default(0),
    polledAt: timestamp('polled_at', { withTimezone: true }),
    /** Start of the window the next poll of scheduled events reads from. */
    eventsSince: timestamp('events_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_accounts_user_key').on(t.teamId, t.userId),
    index('calendar_accounts_user_idx').on(t.userId),
    check('calendar_accounts_type_check', sql`${t.type} in ('calendly', 'google', 'outlook', 'other')`),
    check('calendar_accounts_share_check', sql`${t.shareStatus} in ('private', 'shared')`),
    check('calendar_accounts_poll_check', sql`${t.pollStatus} in ('untested', 'ok', 'failed')`),
  ],
);

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    teamId: teamRef(),
    /** The organizer: whose mailbox sent the invitation, or whose Calendly it was booked on. */
    userId: userRef(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    threadId: bigint('thread_id', { mode: 'number' }).references(() => engageThreads.id, {
      onDelete: 'set null',
    }),
    templateId: bigint('template_id', { mode: 'number' }).references(() => meetingTemplates.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    /** 'scheduled', 'canceled', 'reschedule_later'. */
    status: text('status').notNull().default('scheduled'),
    /** 'invite' (an ICS sent from here) or 'calendly' (booked there, found by the poller). */
    source: text('source').notNull().default('invite'),
    icsUid: text('ics_uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    attendeeName: text('attendee_name').notNull(),
    attendeeEmail: text('attendee_email'),
    calendlyEventUri: text('calendly_event_uri'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meetings_uid_key').on(t.teamId, t.icsUid),
    // The poller's idempotency: one meeting per Calendly event and candidate.
    uniqueIndex('meetings_calendly_key')
      .on(t.teamId, t.calendlyEventUri, t.profileId)
      .where(sql`${t.calendlyEventUri} is not null`),
    index('meetings_team_idx').on(t.teamId, t.startAt.desc()),
    index('meetings_profile_idx').on(t.teamId, t.profileId),
    check('meetings_status_check', sql`${t.status} in ('scheduled', 'canceled', 'reschedule_later')`),
    check('meetings_source_check', sql`${t.source} in ('invite', 'calendly')`),
    check('meetings_duration_check', sql`${t.durationMinutes} between 5 and 480`),
  ],
);
