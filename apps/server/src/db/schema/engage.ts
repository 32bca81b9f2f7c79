/**
 * Engage (issue 14): mailboxes, delegations, team sending defaults, templates, campaigns with
 * their sequence steps, one thread per enrolled candidate, one message row per (thread, step),
 * suppression, tracking events and the local test mail the embedded catcher receives.
 *
 * The message row is the send intent: it is written in the same transaction as the pg-boss job
 * that will deliver it, and its `message_id` is fixed when the row is created, so a resend after
 * a crash carries the same Message-ID (docs/decisions.md "Engage: base paths and the delivery
 * guarantee").
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams, users } from './accounts';
import { projects } from './projects';
import { talentProfiles } from './talent';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const teamRef = () =>
  uuid('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/**
 * A team's sending defaults (`/admin/team-settings/campaign-settings` and `/engagement`). New
 * mailboxes and campaigns copy the window, time zone, cap and spacing; the privacy notice goes
 * into the first email to an EU/EEA/UK candidate; the footer carries the unsubscribe link.
 * `allow_private_hosts` lets a self-hosted team reach an SMTP server on its own network.
 */
export const engageTeamSettings = pgTable(
  'engage_team_settings',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** `{days: number[] (0 = Sunday), start: 'HH:MM', end: 'HH:MM'}` (shared send-schedule.ts). */
    sendingWindow: jsonb('sending_window')
      .notNull()
      .default(sql`'{"days":[1,2,3,4,5],"start":"08:00","end":"18:00"}'::jsonb`),
    timezone: text('timezone').notNull().default('UTC'),
    dailyCap: integer('daily_cap').notNull().default(400),
    minSpacingSeconds: integer('min_spacing_seconds').notNull().default(45),
    privacyNotice: text('privacy_notice'),
    unsubscribeFooter: text('unsubscribe_footer'),
    trackingDomain: text('tracking_domain'),
    allowPrivateHosts: boolean('allow_private_hosts').notNull().default(false),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('engage_team_settings_cap_check', sql`${t.dailyCap} between 1 and 100000`),
    check('engage_team_settings_spacing_check', sql`${t.minSpacingSeconds} between 0 and 86400`),
  ],
);

/**
 * A user's sending mailbox. `provider` is the seam for other senders: 'smtp' (host, port,
 * security, user, sealed password), 'local' (the embedded test-mail catcher, demo only), and
 * later 'gmail' / 'outlook' with sealed OAuth tokens in `secret`. `secret` is a secret-box
 * envelope (lib/secret-box.ts) and never leaves the server.
 *
 * `next_send_at` is the spacing slot: a sender claims it by moving it forward by the spacing,
 * so two workers cannot send from one mailbox closer together than `min_spacing_seconds`.
 */
export const engageMailboxes = pgTable(
  'engage_mailboxes',
  {
    id: id(),
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('smtp'),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    /** 'tls' (implicit, 465), 'starttls' (587), 'none' (plain; only with private hosts allowed). */
    smtpSecurity: text('smtp_security'),
    smtpUser: text('smtp_user'),
    secret: text('secret'),
    dailyCap: integer('daily_cap').notNull().default(400),
    minSpacingSeconds: integer('min_spacing_seconds').notNull().default(45),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'untested', 'ok', 'failed': the last connection test. */
    status: text('status').notNull().default('untested'),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    lastTestError: text('last_test_error'),
    /**
     * Reading the mailbox (issue 16): replies and bounces come in over IMAP. `imap_secret` is a
     * sealed password of its own; null means the SMTP password is the IMAP one too (the usual
     * case). `imap_uid_validity` and `imap_last_uid` are the poller's cursor in the INBOX.
     */
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecurity: text('imap_security'),
    imapUser: text('imap_user'),
    imapSecret: text('imap_secret'),
    /** 'off' (no IMAP settings), 'untested', 'ok', 'failed': the last poll or connection test. */
    imapStatus: text('imap_status').notNull().default('off'),
    imapLastError: text('imap_last_error'),
    imapPolledAt: timestamp('imap_polled_at', { withTimezone: true }),
    imapNextPollAt: timestamp('imap_next_poll_at', { withTimezone: true }),
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: bigint('imap_last_uid', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('engage_mailboxes_user_key').on(t.teamId, t.userId),
    // The poller's "which mailboxes are due" scan.
    index('engage_mailboxes_poll_idx').on(t.imapNextPollAt).where(sql`${t.imapStatus} <> 'off'`),
    check(
      'engage_mailboxes_imap_security_check',
      sql`${t.imapSecurity} is null or ${t.imapSecurity} in ('tls', 'starttls', 'none')`,
    ),
    check('engage_mailboxes_imap_status_check', sql`${t.imapStatus} in ('off', 'untested', 'ok', 'failed')`),
    check('engage_mailboxes_provider_check', sql`${t.provider} in ('smtp', 'local', 'gmail', 'outlook')`),
    check(
      'engage_mailboxes_security_check',
      sql`${t.smtpSecurity} is null or ${t.smtpSecurity} in ('tls', 'starttls', 'none')`,
    ),
    check('engage_mailboxes_status_check', sql`${t.status} in ('untested', 'ok', 'failed')`),
    check('engage_mailboxes_cap_check', sql`${t.dailyCap} between 1 and 100000`),
    check('engage_mailboxes_spacing_check', sql`${t.minSpacingSeconds} between 0 and 86400`),
  ],
);

/** Messages a mailbox sent per calendar day (in the team's time zone): the daily cap's counter. */
export const engageMailboxDays = pgTable(
  'engage_mailbox_days',
  {
    mailboxId: bigint('mailbox_id', { mode: 'number' })
      .notNull()
      .references(() => engageMailboxes.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sent: integer('sent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.mailboxId, t.day] })],
);

/** `grantor` lets `delegate` send from the grantor's mailbox and edit the grantor's sequences. */
export const engageDelegations = pgTable(
  'engage_delegations',
  {
    teamId: teamRef(),
    grantorUserId: uuid('grantor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateUserId: uuid('delegate_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.grantorUserId, t.delegateUserId] }),
    index('engage_delegations_delegate_idx').on(t.teamId, t.delegateUserId),
    check('engage_delegations_self_check', sql`${t.grantorUserId} <> ${t.delegateUserId}`),
  ],
);

/** An email template: subject and sanitised HTML body with `{{variables}}` (shared email-templates.ts). */
export const engageTemplates = pgTable(
  'engage_templates',
  {
    id: id(),
    teamId: teamRef(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Visible to the whole team (the default) or to its author only. */
    shared: boolean('shared').notNull().default(true),
    /** Storage key of the 400x600 thumbnail, when one was made. */
    thumbnailKey: text('thumbnail_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('engage_templates_team_idx').on(t.teamId, t.updatedAt.desc())],
);

/**
 * A campaign and its sequence (spec section 3 "Campaign list parameters", section 4 campaign
 * types and sources). `user_id` is the account user who owns it ("a sequence belongs to another
 * user when its account user differs"); `sender_user_id` is whose mailbox sends, which differs
 * when the owner sends on behalf of a user who delegated to them.
 * Status: 'draft', 'ongoing', 'paused', 'finished', 'cancelled'.
 */
export const engageCampaigns = pgTable(
  'engage_campaigns',
  {
    id: id(),
    teamId: teamRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    /** OUTBOUND 0, ALL_IN_ONE 1. */
    campaignType: smallint('campaign_type').notNull().default(0),
    channel: text('channel').notNull().default('Email'),
    /** Campaign source: OPEN-API, ATS, APPLICANT_MATCH, JOB_BOARD; null when made in the app. */
    createSource: text('create_source'),
    status: text('status').notNull().default('ongoing'),
    isArchived: boolean('is_archived').notNull().default(false),
    shared: boolean('shared').notNull().default(true),
    textVersion: smallint('text_version').notNull().default(1),
    scheduleTimezone: text('schedule_timezone').notNull().default('UTC'),
    sendingWindow: jsonb('sending_window')
      .notNull()
      .default(sql`'{"days":[1,2,3,4,5],"start":"08:00","end":"18:00"}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('engage_campaigns_team_idx').on(t.teamId, t.isArchived, t.updatedAt.desc()),
    index('engage_campaigns_project_idx').on(t.projectId),
    check('engage_campaigns_type_check', sql`${t.campaignType} in (0, 1)`),
    check('engage_campaigns_channel_check', sql`${t.channel} in ('Email', 'Text')`),
    check(
      'engage_campaigns_status_check',
      sql`${t.status} in ('draft', 'ongoing', 'paused', 'finished', 'cancelled')`,
    ),
    check(
      'engage_campaigns_source_check',
      sql`${t.createSource} is null or ${t.createSource} in ('OPEN-API', 'ATS', 'APPLICANT_MATCH', 'JOB_BOARD')`,
    ),
  ],
);

/** A sequence step (spec section 3 "Sequence step"); `step` counts from 1. */
export const engageSteps = pgTable(
  'engage_steps',
  {
    id: id(),
    teamId: teamRef(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => engageCampaigns.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    channel: text('channel').notNull().default('Email'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    bcc: text('bcc').array().notNull().default(sql`'{}'::text[]`),
    fileIds: bigint('file_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    delayType: text('delay_type').notNull().default('WEEKDAYS'),
    delaySeconds: integer('delay_seconds').notNull().default(259200),
    emailTemplateId: bigint('email_template_id', { mode: 'number' }).references(() => engageTemplates.id, {
      onDelete: 'set null',
    }),
    /** 'SAME_THREAD' (a reply to the previous step) or 'NEW_THREAD'. */
    followupType: text('followup_type').notNull().default('SAME_THREAD'),
    trackOpen: boolean('track_open').notNull().default(true),
    trackLink: boolean('track_link').notNull().default(true),
    /** Set when the step carries a meeting link; 30 minutes unless the recruiter changes it. */
    meetingDurationMinutes: smallint('meeting_duration_minutes'),
    newsletterJson: jsonb('newsletter_json'),
    customizedPoll: jsonb('customized_poll'),
  },
  (t) => [
    uniqueIndex('engage_steps_campaign_key').on(t.campaignId, t.step),
    check('engage_steps_step_check', sql`${t.step} between 1 and 50`),
    check('engage_steps_channel_check', sql`${t.channel} in ('Email', 'Text')`),
    check('engage_steps_delay_type_check', sql`${t.delayType} in ('WEEKDAYS', 'DAYS')`),
    check('engage_steps_delay_check', sql`${t.delaySeconds} >= 0`),
    check('engage_steps_followup_check', sql`${t.followupType} in ('SAME_THREAD', 'NEW_THREAD')`),
  ],
);

/**
 * One enrolled candidate in a campaign (spec section 3 "Sequence-talent thread"). The recipient
 * is copied at enrolment so the outbox shows who was written to even if the profile changes.
 * Status: 'ongoing', 'cancelled', 'failed', 'finished' (the outbox derives its status from these
 * and the flags, spec section 4).
 */
export const engageThreads = pgTable(
  'engage_threads',
  {
    id: id(),
    teamId: teamRef(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => engageCampaigns.id, { onDelete: 'cascade' }),
    projectId: bigint('project_id', { mode: 'number' }).references(() => projects.id, {
      onDelete: 'set null',
    }),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => talentProfiles.id, { onDelete: 'cascade' }),
    /** Whose mailbox sends (the campaign's sender at enrolment). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    /** Trimmed and lower-cased (suppression matches on it). */
    recipientEmail: text('recipient_email'),
    recipientPhone: text('recipient_phone'),
    /** The first email carries the team's privacy notice (EU/EEA/UK candidate). */
    needsPrivacyNotice: boolean('needs_privacy_notice').notNull().default(false),
    status: text('status').notNull().default('ongoing'),
    cancelReason: text('cancel_reason'),
    isActive: boolean('is_active').notNull().default(true),
    isBounced: boolean('is_bounced').notNull().default(false),
    isClicked: boolean('is_clicked').notNull().default(false),
    isDelivered: boolean('is_delivered').notNull().default(false),
    isOpened: boolean('is_opened').notNull().default(false),
    isReplied: boolean('is_replied').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('engage_threads_campaign_key').on(t.campaignId, t.profileId),
    // "Already in an active sequence": one lookup per candidate at enrolment.
    index('engage_threads_active_idx').on(t.teamId, t.profileId).where(sql`${t.isActive}`),
    index('engage_threads_team_idx').on(t.teamId, t.updatedAt.desc()),
    // An unsubscribe or bounce stops every active thread to that address at once.
    index('engage_threads_email_idx').on(t.teamId, t.recipientEmail).where(sql`${t.isActive}`),
    check('engage_threads_status_check', sql`${t.status} in ('ongoing', 'cancelled', 'failed', 'finished')`),
  ],
);

/**
 * The send intent for one (thread, step), created with its delivery job in one transaction.
 * Status: 'scheduled' (waiting for its due time), 'sending' (claimed by a worker; a crash leaves
 * it here and the sweep hands it back), 'sent', 'failed', 'cancelled'.
 */
export const engageMessages = pgTable(
  'engage_messages',
  {
    id: id(),
    teamId: teamRef(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => engageThreads.id, { onDelete: 'cascade' }),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => engageCampaigns.id, { onDelete: 'cascade' }),
    step: smallint('step').notNull(),
    channel: text('channel').notNull().default('Email'),
    status: text('status').notNull().default('scheduled'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** RFC 5322 Message-ID, fixed at creation: a resend after a crash reuses it. */
    messageId: text('message_id').notNull(),
    /** What went out (rendered at send time), kept for the outbox. */
    subject: text('subject'),
    body: text('body'),
    mailboxId: bigint('mailbox_id', { mode: 'number' }).references(() => engageMailboxes.id, {
      onDelete: 'set null',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    smtpResponse: text('smtp_response'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('engage_messages_thread_step_key').on(t.threadId, t.step),
    uniqueIndex('engage_messages_message_id_key').on(t.messageId),
    index('engage_messages_due_idx').on(t.dueAt).where(sql`${t.status} in ('scheduled', 'sending')`),
    index('engage_messages_campaign_idx').on(t.campaignId, t.step, t.status),
    index('engage_messages_team_idx').on(t.teamId, t.dueAt.desc()),
    check(
      'engage_messages_status_check',
      sql`${t.status} in ('scheduled', 'sending', 'sent', 'failed', 'cancelled')`,
    ),
  ],
);

/** Addresses a team never writes to again: unsubscribed, hard-bounced or added by hand. */
export const engageSuppressions = pgTable(
  'engage_suppressions',
  {
    teamId: teamRef(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    /** 'unsubscribed', 'bounced', 'manual'. */
    reason: text('reason').notNull(),
    messageRowId: bigint('message_row_id', { mode: 'number' }).references(() => engageMessages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.email] }),
    check('engage_suppressions_reason_check', sql`${t.reason} in ('unsubscribed', 'bounced', 'manual')`),
  ],
);

/** What happened to a message after it left: opens, clicks, unsubscribes, bounces. */
export const engageEvents = pgTable(
  'engage_events',
  {
    id: id(),
    teamId: teamRef(),
    messageRowId: bigint('message_row_id', { mode: 'number' })
      .notNull()
      .references(() => engageMessages.id, { onDelete: 'cascade' }),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => engageThreads.id, { onDelete: 'cascade' }),
    /** 'delivered', 'open', 'click', 'unsubscribe', 'bounce'. */
    kind: text('kind').notNull(),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('engage_events_message_idx').on(t.messageRowId, t.kind),
    index('engage_events_team_idx').on(t.teamId, t.createdAt.desc()),
    check(
      'engage_events_kind_check',
      sql`${t.kind} in ('delivered', 'open', 'click', 'unsubscribe', 'bounce')`,
    ),
  ],
);

/**
 * Mail that came back to a sending mailbox (issue 16): replies, out-of-office answers and bounce
 * notifications, read over IMAP or answered as the candidate from the local test mail. Each is
 * kept once per mailbox (Message-ID), with the thread and step it answers when it was matched;
 * `match_note` says why one was not (no reference of ours, another team's message ...), and an
 * unmatched message never changes a thread.
 *
 * `kind`: 'reply', 'auto_reply' (out of office; does not count as a reply), 'bounce_hard',
 * 'bounce_soft'. `intent` is what the reply says about the role (reply-intent.ts), which
 * sets the Replied label.
 */
export const engageInbound = pgTable(
  'engage_inbound',
  {
    id: id(),
    teamId: teamRef(),
    mailboxId: bigint('mailbox_id', { mode: 'number' }).references(() => engageMailboxes.id, {
      onDelete: 'set null',
    }),
    threadId: bigint('thread_id', { mode: 'number' }).references(() => engageThreads.id, {
      onDelete: 'cascade',
    }),
    messageRowId: bigint('message_row_id', { mode: 'number' }).references(() => engageMessages.id, {
      onDelete: 'set null',
    }),
    profileId: bigint('profile_id', { mode: 'number' }).references(() => talentProfiles.id, {
      onDelete: 'cascade',
    }),
    /**
     * 'imap', 'local' (answered as the candidate from the local test mail) or 'text' (a text
     * message the provider's webhook brought in).
     */
    source: text('source').notNull(),
    /** 'Email' or 'Text': a text reply has no mailbox; its `message_id` is the provider's sid. */
    channel: text('channel').notNull().default('Email'),
    kind: text('kind').notNull(),
    intent: text('intent'),
    matchNote: text('match_note'),
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    toAddresses: text('to_addresses').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject'),
    textBody: text('text_body'),
    /** The bounced address and the server's status (e.g. 5.1.1), for bounces. */
    bouncedAddress: text('bounced_address'),
    bounceStatus: text('bounce_status'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    imapUid: bigint('imap_uid', { mode: 'number' }),
    isRead: boolean('is_read').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // The same message read twice (a UIDVALIDITY change, two pollers) is kept once.
    uniqueIndex('engage_inbound_message_key').on(t.mailboxId, t.messageId),
    index('engage_inbound_team_idx').on(t.teamId, t.receivedAt.desc()),
    index('engage_inbound_thread_idx').on(t.threadId),
    index('engage_inbound_profile_idx').on(t.profileId),
    // A text is kept once per sid (the provider may call the webhook again).
    uniqueIndex('engage_inbound_text_key').on(t.messageId).where(sql`${t.channel} = 'Text'`),
    check('engage_inbound_source_check', sql`${t.source} in ('imap', 'local', 'text')`),
    check('engage_inbound_channel_check', sql`${t.channel} in ('Email', 'Text')`),
    check(
      'engage_inbound_kind_check',
      sql`${t.kind} in ('reply', 'auto_reply', 'bounce_hard', 'bounce_soft')`,
    ),
  ],
);

/**
 * What a recruiter wrote back from the inbox (issue 16). Sent by the answer engine
 * (inbox/answer-delivery.ts) through the mailbox the candidate wrote to, with the same crash rule
 * as a sequence step: the row stays 'scheduled' until the commit that records the send, and its
 * Message-ID is fixed when the row is made. In-Reply-To and References place it in the
 * candidate's thread; a reply to it is matched back here by its Message-ID.
 */
export const engageAnswers = pgTable(
  'engage_answers',
  {
    id: id(),
    teamId: teamRef(),
    threadId: bigint('thread_id', { mode: 'number' }).references(() => engageThreads.id, {
      onDelete: 'cascade',
    }),
    /** The message answered. */
    inboundId: bigint('inbound_id', { mode: 'number' }).references(() => engageInbound.id, {
      onDelete: 'cascade',
    }),
    profileId: bigint('profile_id', { mode: 'number' }).references(() => talentProfiles.id, {
      onDelete: 'cascade',
    }),
    mailboxId: bigint('mailbox_id', { mode: 'number' }).references(() => engageMailboxes.id, {
      onDelete: 'set null',
    }),
    /** Who wrote it (the mailbox's owner or someone they delegated to). */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    toName: text('to_name').notNull().default(''),
    subject: text('subject').notNull(),
    /** As written (plain text); the HTML part is made from it when sent. */
    body: text('body').notNull(),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('scheduled'),
    attempts: smallint('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    smtpResponse: text('smtp_response'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('engage_answers_message_id_key').on(t.messageId),
    index('engage_answers_thread_idx').on(t.threadId),
    index('engage_answers_inbound_idx').on(t.inboundId),
    index('engage_answers_profile_idx').on(t.profileId),
    index('engage_answers_due_idx').on(t.dueAt).where(sql`${t.status} = 'scheduled'`),
    check('engage_answers_status_check', sql`${t.status} in ('scheduled', 'sent', 'failed')`),
  ],
);

/**
 * "This message may have gone out": written (and committed on its own) just before a sequence
 * step's SMTP conversation, removed in the transaction that records the outcome. A marker left
 * beside a row that is still 'scheduled' means the worker died between the SMTP server's answer
 * and our commit: before sending it again, the engine looks for its Message-ID in the mailbox's
 * Sent folder (delivery/unknown-outcome.ts).
 */
export const engageSendAttempts = pgTable('engage_send_attempts', {
  // No foreign key on purpose: the marker is written on another connection while the engine
  // holds the message row FOR UPDATE, and a key check would wait for that lock forever.
  messageRowId: bigint('message_row_id', { mode: 'number' }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail the embedded catcher received (two-command setup only; off in production mode). `team_id`
 * is the team whose mailbox sent it (from the SMTP login of the local mailbox), null for system
 * mail; a team sees only its own.
 */
/**
 * Files sequence steps send along (`engage_steps.file_ids`). The bytes live in the file storage
 * under `storage_key`; a file is never changed after upload, so a resend after a crash attaches
 * exactly what the first attempt did. One that a step still names cannot be deleted.
 */
export const engageAttachments = pgTable(
  'engage_attachments',
  {
    id: id(),
    teamId: teamRef(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('engage_attachments_team_idx').on(t.teamId, t.createdAt.desc())],
);

export const localTestMail = pgTable(
  'local_test_mail',
  {
    id: id(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    envelopeFrom: text('envelope_from'),
    envelopeTo: text('envelope_to').array().notNull().default(sql`'{}'::text[]`),
    messageId: text('message_id'),
    subject: text('subject'),
    raw: text('raw').notNull(),
    size: integer('size').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('local_test_mail_team_idx').on(t.teamId, t.receivedAt.desc()),
    index('local_test_mail_message_id_idx').on(t.messageId),
  ],
);
