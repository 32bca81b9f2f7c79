/**
 * The outbox (`/engage/outbox`, and the team's messages under `/admin/sourcing/engage`):
 * GET {engage base}/outbox (yours and your delegators') and GET {engage base}/team/outbox (the
 * team's, gate engageTeam), by recipient (one row per sequence-talent thread, spec section 3) or
 * by message (one row per reply record). Actions on one thread: edit a scheduled step, cancel,
 * restart. Statuses are derived by the rules in domain/outbox.ts.
 */
import { z } from 'zod';

const idString = z.string().regex(/^\d{1,15}$/, 'Enter a valid id');

export const OUTBOX_VIEWS = ['recipients', 'messages'] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];
export const OUTBOX_STATUSES = ['scheduled', 'finished', 'canceled', 'failed', 'bounced'] as const;

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_MAX_PAGE_SIZE = 100;

export const outboxQuerySchema = z.strictObject({
  view: z.enum(OUTBOX_VIEWS).default('recipients'),
  /** The thread's derived status (in both views). */
  status: z.enum(OUTBOX_STATUSES).optional(),
  campaignId: idString.optional(),
  senderId: z.uuid('Choose a sender from the list').optional(),
  keyword: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
  /** Messages sent (or due) in [from, to]. */
  from: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_PAGE_SIZE).default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

const person = z.object({ userId: z.string(), name: z.string() });

/** A reply record (spec section 3): one message of a thread, sent or waiting. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  sequenceId: z.string(),
  sequenceName: z.string(),
  step: z.number().int(),
  /** The row's state: scheduled, sending, sent, failed, cancelled. */
  status: z.string(),
  /** The reply status code (domain/outbox.ts REPLY_STATUS) and the display status formula's result. */
  replyStatus: z.number().int(),
  displayStatus: z.number().int(),
  displayLabel: z.string(),
  sender: person,
  /** A text's receiver has a phone number (absent for mail). */
  receiver: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable().optional(),
  }),
  /** 'Text' for a text step (no subject); absent or 'Email' for mail. */
  channel: z.enum(['Email', 'Text']).optional(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  /** When it goes (scheduled) or was due. */
  scheduleTime: z.string(),
  sentAt: z.string().nullable(),
  opened: z.boolean(),
  clicked: z.boolean(),
  replied: z.boolean(),
  /** The recruiter changed this one message (subject or body). */
  edited: z.boolean(),
  lastError: z.string().nullable(),
  /** The derived status of the thread it belongs to. */
  threadStatus: z.enum(OUTBOX_STATUSES),
  canEdit: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxStepSchema = z.object({
  step: z.number().int(),
  subject: z.string(),
  /** 'Text' for a text step (no subject); absent or 'Email' for mail. */
  channel: z.enum(['Email', 'Text']).optional(),
  /** The message row's state, or null when the step has no send intent yet. */
  status: z.string().nullable(),
  dueAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxStep = z.infer<typeof outboxStepSchema>;

/** A sequence-talent thread (spec section 3) with what the outbox derives from it. */
export const outboxThreadSchema = z.object({
  id: z.string(),
  isActive: z.boolean(),
  isBounced: z.boolean(),
  isClicked: z.boolean(),
  isDelivered: z.boolean(),
  isOpened: z.boolean(),
  isReplied: z.boolean(),
  projectId: z.string().nullable(),
  sequenceId: z.string(),
  /** The last step that went out (0 when none has). */
  step: z.number().int(),
  talentId: z.string(),
  userId: z.string(),
  campaignType: z.number().int(),
  status: z.enum(OUTBOX_STATUSES),
  sequenceType: z.enum(['text', 'sequence', 'single']),
  sequence: z.object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    channel: z.string(),
    stepCount: z.number().int(),
    ownerId: z.string(),
  }),
  steps: z.array(outboxStepSchema),
  upcomingStep: outboxStepSchema.nullable(),
  replies: z.array(outboxMessageSchema),
  candidateInfo: z.object({
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emails: z.array(z.string()),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    location: z.string().nullable(),
    currentTitle: z.string().nullable(),
    /** Professional-network, code-hosting and scholar links. */
    linkedin: z.string().nullable(),
    github: z.string().nullable(),
    scholar: z.string().nullable(),
    senderName: z.string(),
    applicationId: z.string().nullable(),
  }),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** You are the sender or the owner, or act for them by delegation. */
  canEdit: z.boolean(),
});
export type OutboxThread = z.infer<typeof outboxThreadSchema>;

export const outboxResponseSchema = z.object({
  view: z.enum(OUTBOX_VIEWS),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** Records that could not be converted (logged and left out, spec section 8). */
  dropped: z.number().int(),
  threads: z.array(outboxThreadSchema),
  messages: z.array(outboxMessageSchema),
  /** The campaigns and senders the filters offer (those in your outbox). */
  campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
  senders: z.array(person),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const outboxThreadParamsSchema = z.strictObject({ threadId: idString });
export const outboxStepParamsSchema = z.strictObject({
  threadId: idString,
  step: z.coerce.number().int().min(1).max(50),
});

export const SUBJECT_MAX = 998;
export const BODY_MAX = 100_000;

/** Edit one scheduled message: its subject, its body (null = back to the step's text), its time. */
export const editScheduledStepSchema = z
  .strictObject({
    subject: z.string().trim().min(1, 'Enter a subject').max(SUBJECT_MAX).nullable().optional(),
    body: z.string().max(BODY_MAX, 'The message is too long').nullable().optional(),
    dueAt: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
  })
  .refine((v) => v.subject !== undefined || v.body !== undefined || v.dueAt !== undefined, {
    message: 'Change the subject, the message or the time',
  });
export type EditScheduledStep = z.infer<typeof editScheduledStepSchema>;

export const outboxThreadResponseSchema = z.object({ thread: outboxThreadSchema });
export type OutboxThreadResponse = z.infer<typeof outboxThreadResponseSchema>;
