/**
 * The Engage inbox (`/engage/inbox`, issue 16): what came back to the mailboxes the caller acts
 * for (or the team's, for admins), one conversation per thread, newest first. A message that
 * matched no thread is a conversation of its own.
 */
import { z } from 'zod';
import { INBOUND_KINDS } from './engage-mailboxes';

export const INBOX_PAGE_SIZE = 25;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** Yours and your delegators' at `{engage}/inbox`; the team's (gate engageTeam) at `{engage}/team/inbox`. */
export const inboxQuerySchema = z.strictObject({
  unreadOnly: flag.default(false),
  /** Only replies (the default), or every kind including automatic answers and bounces. */
  show: z.enum(['replies', 'all'], { message: 'Show replies or all' }).default('replies'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxMessageSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INBOUND_KINDS),
  /** interested, not_interested, contact_later, or null when the reply is unclear (not a reply). */
  intent: z.string().nullable(),
  subject: z.string().nullable(),
  /** The start of the message's own words (the quoted message left out). */
  snippet: z.string(),
  receivedAt: z.string(),
  read: z.boolean(),
  /** 'Text' for a text message (no subject; `from` is a phone number); absent or 'Email' for mail. */
  channel: z.enum(['Email', 'Text']).optional(),
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummarySchema>;

export const inboxConversationSchema = z.object({
  /** `t<threadId>` for a thread, `m<messageId>` for a message that matched none. */
  key: z.string(),
  threadId: z.number().int().nullable(),
  candidate: z.object({
    profileId: z.number().int().nullable(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  sender: z.object({ userId: z.string(), name: z.string() }).nullable(),
  last: inboxMessageSummarySchema,
  messages: z.number().int(),
  unread: z.number().int(),
  /** Why it matched no thread (unmatched conversations only). */
  note: z.string().nullable(),
  /** The thread's reply display status (spec section 4) and how it reads; null without a thread. */
  display: z.object({ status: z.number().int(), label: z.string() }).nullable().optional(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

export const inboxResponseSchema = z.object({
  data: z.array(inboxConversationSchema),
  total: z.number().int(),
  /** Unread messages in this inbox (mine or the team's), whatever the filters. */
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const inboxUnreadResponseSchema = z.object({ unread: z.number().int() });
export type InboxUnreadResponse = z.infer<typeof inboxUnreadResponseSchema>;

export const inboxConversationParamsSchema = z.strictObject({
  key: z.string().regex(/^[tm][1-9]\d{0,15}$/, 'Not a conversation'),
});

/** One message of a conversation, either way: what was sent and what came back. */
export const inboxEntrySchema = z.object({
  direction: z.enum(['out', 'in']),
  id: z.number().int(),
  /** For what came back: its kind; for what was sent: the step. */
  kind: z.enum(INBOUND_KINDS).nullable(),
  step: z.number().int().nullable(),
  from: z.string().nullable(),
  subject: z.string().nullable(),
  /** Plain text (what was sent is shown as text too). */
  text: z.string(),
  at: z.string(),
  read: z.boolean(),
  intent: z.string().nullable(),
  /** For a bounce: the address and the server's status. */
  bounce: z.object({ address: z.string().nullable(), status: z.string().nullable() }).nullable(),
  /** For an answer written in the inbox: on its way, sent, or failed (with the reason). */
  delivery: z
    .object({ status: z.enum(['sending', 'sent', 'failed']), error: z.string().nullable() })
    .nullable(),
  /** 'Text' for a text sent or received; absent or 'Email' for mail. */
  channel: z.enum(['Email', 'Text']).optional(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** Who an answer goes to and from, or why none can be written here. */
export const inboxAnswerTargetSchema = z.object({
  to: z.string(),
  from: z.string(),
  subject: z.string(),
});
export type InboxAnswerTarget = z.infer<typeof inboxAnswerTargetSchema>;

export const inboxConversationResponseSchema = z.object({
  conversation: inboxConversationSchema,
  entries: z.array(inboxEntrySchema),
  answer: inboxAnswerTargetSchema.nullable(),
  /** Why the caller cannot answer this conversation (null when `answer` is set). */
  answerBlocked: z.string().nullable(),
});
export type InboxConversationResponse = z.infer<typeof inboxConversationResponseSchema>;

export const inboxMarkReadSchema = z.strictObject({
  ids: z
    .array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER))
    .min(1, 'Name at least one message')
    .max(500, 'Mark at most 500 messages at once'),
  read: z.boolean(),
});
export type InboxMarkRead = z.infer<typeof inboxMarkReadSchema>;

export const inboxMarkReadResponseSchema = z.object({ updated: z.number().int(), unread: z.number().int() });
export type InboxMarkReadResponse = z.infer<typeof inboxMarkReadResponseSchema>;

export const ANSWER_MAX_LENGTH = 20_000;

/** POST `{engage}/inbox/conversations/:key/answer`: plain text, sent in the candidate's thread. */
export const inboxAnswerSchema = z.strictObject({
  body: z
    .string()
    .max(ANSWER_MAX_LENGTH, `An answer can be at most ${ANSWER_MAX_LENGTH.toLocaleString('en')} characters`)
    .refine((v) => v.trim().length > 0, 'Write your answer'),
});
export type InboxAnswer = z.infer<typeof inboxAnswerSchema>;

export const inboxAnswerResponseSchema = z.object({ entry: inboxEntrySchema });
export type InboxAnswerResponse = z.infer<typeof inboxAnswerResponseSchema>;
