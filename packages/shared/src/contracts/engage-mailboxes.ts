/**
 * Engage settings (issue 14): the caller's sending mailbox and its connection test, email
 * delegation, the team's sending defaults and the local test mail the embedded catcher received.
 * Imported by path (`@talentbase/shared/contracts/engage-mailboxes`), not from the package index,
 * so zod stays out of the web app's first load.
 *
 * The mailbox password is write-only: requests may carry it, answers only say `hasPassword`.
 */
import { z } from 'zod';
import { headerValueProblem } from '../domain/email-templates';
import { DEFAULT_SENDING_WINDOW, scheduleProblems } from '../domain/send-schedule';

// ---------------------------------------------------------------------------------------------
// The mailbox.

/** Safe for a Google Workspace mailbox (docs/decisions.md): well under its 2,000 a day, no bursts. */
export const MAILBOX_DEFAULTS = {
  dailyCap: 400,
  minSpacingSeconds: 45,
  port: 587,
  security: 'starttls',
} as const;
export const MAILBOX_LIMITS = { dailyCap: 100_000, minSpacingSeconds: 86_400 } as const;

export const MAILBOX_PROVIDERS = ['smtp', 'local', 'gmail', 'outlook'] as const;
export type MailboxProvider = (typeof MAILBOX_PROVIDERS)[number];
/** What a user may save today; gmail and outlook are the OAuth seam (not connectable yet). */
export const SAVABLE_MAILBOX_PROVIDERS = ['smtp', 'local'] as const;
export const MAILBOX_PROVIDER_LABEL: Record<MailboxProvider, string> = {
  smtp: 'SMTP server',
  local: 'Local test mail (this machine only)',
  gmail: 'Gmail',
  outlook: 'Outlook',
};

export const SMTP_SECURITIES = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurityMode = (typeof SMTP_SECURITIES)[number];
export const SMTP_SECURITY_LABEL: Record<SmtpSecurityMode, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS from the start (usually port 465)',
  none: 'None (a relay on your own network)',
};

export const MAILBOX_STATUSES = ['untested', 'ok', 'failed'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

/** Reading replies and bounces (issue 16): 'off' when the mailbox has no IMAP settings. */
export const IMAP_STATUSES = ['off', 'untested', 'ok', 'failed'] as const;
export type ImapStatus = (typeof IMAP_STATUSES)[number];
export const IMAP_SECURITY_LABEL: Record<SmtpSecurityMode, string> = {
  tls: 'TLS from the start (usually port 993)',
  starttls: 'STARTTLS (usually port 143)',
  none: 'None (a server on your own network)',
};

const EMAIL = /^[^\s@<>()[\],;:"\\]{1,64}@[^\s@<>()[\],;:"\\.]+(\.[^\s@<>()[\],;:"\\.]+)+$/;

const headerText = (label: string, max: number) =>
  z
    .string({ message: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `At most ${max} characters`)
    .refine((v) => headerValueProblem(v) === null, {
      message: 'Must not contain line breaks or control characters',
    });

const mailboxFields = {
  provider: z.enum(SAVABLE_MAILBOX_PROVIDERS, { message: 'Choose an SMTP server or local test mail' }),
  fromName: headerText('the name people see', 200),
  fromAddress: z
    .string({ message: 'Enter the address you send from' })
    .trim()
    .toLowerCase()
    .max(254, 'At most 254 characters')
    .regex(EMAIL, 'Enter a valid email address, such as jane@example.com'),
  host: z.string().trim().max(300, 'At most 300 characters').nullish(),
  port: z
    .number({ message: 'The port is a number from 1 to 65535' })
    .int('The port is a number from 1 to 65535')
    .min(1, 'The port is a number from 1 to 65535')
    .max(65_535, 'The port is a number from 1 to 65535')
    .nullish(),
  security: z.enum(SMTP_SECURITIES, { message: 'Choose TLS, STARTTLS or none' }).nullish(),
  user: z.string().trim().max(320, 'At most 320 characters').nullish(),
  /** Write-only. Absent or empty: keep the saved password. */
  password: z.string().max(1000, 'At most 1000 characters').optional(),
  dailyCap: z
    .number({ message: 'Enter how many emails a day' })
    .int('A whole number')
    .min(1, 'At least 1 a day')
    .max(MAILBOX_LIMITS.dailyCap, `At most ${MAILBOX_LIMITS.dailyCap} a day`),
  minSpacingSeconds: z
    .number({ message: 'Enter the seconds between two emails' })
    .int('A whole number of seconds')
    .min(0, 'Cannot be negative')
    .max(MAILBOX_LIMITS.minSpacingSeconds, 'At most a day (86400 seconds)'),
  /**
   * Where replies and bounces are read (IMAP). Absent: keep what is saved; null: stop reading.
   * The password is write-only; absent or empty keeps the saved one for the same server and user,
   * and with none saved the SMTP password is used (most providers share one).
   */
  imap: z
    .strictObject({
      host: z
        .string({ message: 'Enter the IMAP server, such as imap.gmail.com' })
        .trim()
        .min(1, 'Enter the IMAP server, such as imap.gmail.com')
        .max(300, 'At most 300 characters'),
      port: z
        .number({ message: 'The port is a number from 1 to 65535' })
        .int('The port is a number from 1 to 65535')
        .min(1, 'The port is a number from 1 to 65535')
        .max(65_535, 'The port is a number from 1 to 65535'),
      security: z.enum(SMTP_SECURITIES, { message: 'Choose TLS, STARTTLS or none' }),
      user: z.string().trim().max(320, 'At most 320 characters').nullish(),
      password: z.string().max(1000, 'At most 1000 characters').optional(),
    })
    .nullish(),
};

function checkSmtpFields(
  m: {
    provider: string;
    host?: string | null | undefined;
    port?: number | null | undefined;
    security?: unknown;
  },
  ctx: z.RefinementCtx,
): void {
  if (m.provider !== 'smtp') return;
  if (!m.host)
    ctx.addIssue({
      code: 'custom',
      path: ['host'],
      message: 'Enter the SMTP server, such as smtp.gmail.com',
    });
  if (m.port === null || m.port === undefined)
    ctx.addIssue({ code: 'custom', path: ['port'], message: 'Enter the port, such as 587' });
  if (!m.security)
    ctx.addIssue({ code: 'custom', path: ['security'], message: 'Choose TLS, STARTTLS or none' });
}

/** PUT /engage/mailbox and POST /engage/mailbox/test. */
export const saveMailboxRequestSchema = z.strictObject(mailboxFields).superRefine(checkSmtpFields);
export type SaveMailboxRequest = z.input<typeof saveMailboxRequestSchema>;
export type SaveMailbox = z.output<typeof saveMailboxRequestSchema>;

export const mailboxSchema = z.object({
  id: z.number().int(),
  provider: z.enum(MAILBOX_PROVIDERS),
  fromName: z.string(),
  fromAddress: z.string(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  security: z.enum(SMTP_SECURITIES).nullable(),
  user: z.string().nullable(),
  /** Whether a password is saved; the password itself never leaves the server. */
  hasPassword: z.boolean(),
  dailyCap: z.number().int(),
  minSpacingSeconds: z.number().int(),
  status: z.enum(MAILBOX_STATUSES),
  lastTestedAt: z.string().nullable(),
  lastTestError: z.string().nullable(),
  /** Reading replies: null when the mailbox has no IMAP settings. */
  imap: z
    .object({
      host: z.string(),
      port: z.number().int(),
      security: z.enum(SMTP_SECURITIES),
      user: z.string().nullable(),
      /** Whether an IMAP password of its own is saved (else the SMTP one is used). */
      hasPassword: z.boolean(),
      status: z.enum(IMAP_STATUSES),
      lastError: z.string().nullable(),
      polledAt: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.string(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxResponseSchema = z.object({
  mailbox: mailboxSchema.nullable(),
  /** Whether the local test-mail catcher runs (the "Local test mail" provider may be chosen). */
  localTestMail: z.boolean(),
  /** The team's defaults, to prefill a new mailbox. */
  defaults: z.object({ dailyCap: z.number().int(), minSpacingSeconds: z.number().int() }),
});
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;

export const MAILBOX_TEST_REASONS = [
  'auth-failed',
  'host-not-found',
  'unreachable',
  'tls',
  'timeout',
  'rejected',
  'protocol',
  'host-refused',
  'no-password',
] as const;

export const mailboxTestResponseSchema = z.object({
  ok: z.boolean(),
  /** A sentence for the recruiter: what happened, and what to fix when it failed. */
  message: z.string(),
  reason: z.enum(MAILBOX_TEST_REASONS).nullable(),
  testedAt: z.string(),
  /** The saved mailbox with its new status, when the tested settings were the saved ones. */
  mailbox: mailboxSchema.nullable(),
});
export type MailboxTestResponse = z.infer<typeof mailboxTestResponseSchema>;

/** POST `{engage}/mailbox/imap-test`: the saved IMAP settings, tried as the poller would. */
export const mailboxImapTestResponseSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  testedAt: z.string(),
  mailbox: mailboxSchema.nullable(),
});
export type MailboxImapTestResponse = z.infer<typeof mailboxImapTestResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Delegation.

export const delegationPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the grant was made; null for a member who could be granted. */
  since: z.string().nullable(),
});
export type DelegationPerson = z.infer<typeof delegationPersonSchema>;

export const delegationsResponseSchema = z.object({
  /** People I let send from my mailbox and edit my sequences. */
  granted: z.array(delegationPersonSchema),
  /** People who let me act for them. */
  received: z.array(delegationPersonSchema),
  /** Active members of my team I have not granted yet. */
  grantable: z.array(delegationPersonSchema),
});
export type DelegationsResponse = z.infer<typeof delegationsResponseSchema>;

const uuid = z.uuid({ message: 'Choose a member of your team' });

export const grantDelegationRequestSchema = z.strictObject({ delegateUserId: uuid });
export type GrantDelegationRequest = z.infer<typeof grantDelegationRequestSchema>;
export const delegationParamsSchema = z.strictObject({ delegateUserId: uuid });

// ---------------------------------------------------------------------------------------------
// The team's sending settings.

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const sendingWindowSchema = z.strictObject({
  days: z
    .array(z.number().int().min(0).max(6), { message: 'Choose the days' })
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  start: z.string().regex(HHMM, 'A time such as 08:00'),
  end: z.string().regex(HHMM, 'A time such as 18:00'),
});

const HOSTNAME =
  /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z][a-z0-9-]{0,62}(?<!-)$/;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()));

const teamSettingsFields = {
  sendingWindow: sendingWindowSchema,
  timezone: z.string().trim().min(1, 'Choose a time zone').max(100),
  dailyCap: mailboxFields.dailyCap,
  minSpacingSeconds: mailboxFields.minSpacingSeconds,
  privacyNotice: optionalText(5000),
  unsubscribeFooter: optionalText(2000),
  trackingDomain: z
    .string()
    .max(253, 'At most 253 characters')
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim().toLowerCase().replace(/\.$/, '')))
    .refine((v) => v === null || HOSTNAME.test(v), {
      message: 'Enter a host name only, such as links.example.com (no https:// and no path)',
    }),
  allowPrivateHosts: z.boolean(),
};

/**
 * PUT /engage/team-settings: the fields to change (each screen sends its own); at least one. The
 * window and time zone are checked together with the schedule rules (a window that never opens
 * is refused).
 */
export const updateTeamSendingSettingsRequestSchema = z
  .strictObject(teamSettingsFields)
  .partial()
  .superRefine((s, ctx) => {
    if (Object.keys(s).length === 0) ctx.addIssue({ code: 'custom', message: 'Nothing to change' });
    if (s.timezone !== undefined || s.sendingWindow !== undefined) {
      const problems = scheduleProblems({
        delaySeconds: 0,
        delayType: 'DAYS',
        timeZone: s.timezone ?? 'UTC',
        window: s.sendingWindow ?? DEFAULT_SENDING_WINDOW,
      });
      for (const problem of problems) {
        const path = problem.startsWith('Choose a known time zone') ? ['timezone'] : ['sendingWindow'];
        ctx.addIssue({ code: 'custom', path, message: problem });
      }
    }
  });
export type UpdateTeamSendingSettingsRequest = z.input<typeof updateTeamSendingSettingsRequestSchema>;
export type UpdateTeamSendingSettings = z.output<typeof updateTeamSendingSettingsRequestSchema>;

export const teamSendingSettingsSchema = z.object({
  sendingWindow: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
  timezone: z.string(),
  dailyCap: z.number().int(),
  minSpacingSeconds: z.number().int(),
  privacyNotice: z.string().nullable(),
  unsubscribeFooter: z.string().nullable(),
  trackingDomain: z.string().nullable(),
  allowPrivateHosts: z.boolean(),
  /** Null while the team still has the defaults. */
  updatedAt: z.string().nullable(),
});
export type TeamSendingSettings = z.infer<typeof teamSendingSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Local test mail.

export const LOCAL_MAIL_PAGE_SIZE = 25;

export const localMailListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOCAL_MAIL_PAGE_SIZE),
});

export const localMailSummarySchema = z.object({
  id: z.number().int(),
  from: z.string().nullable(),
  to: z.array(z.string()),
  subject: z.string().nullable(),
  receivedAt: z.string(),
  size: z.number().int(),
});
export type LocalMailSummary = z.infer<typeof localMailSummarySchema>;

export const localMailListResponseSchema = z.object({
  /** Whether the catcher is running now (messages caught earlier are listed either way). */
  enabled: z.boolean(),
  /** Where it listens, for a developer pointing another tool at it; null when off. */
  port: z.number().int().nullable(),
  data: z.array(localMailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LocalMailListResponse = z.infer<typeof localMailListResponseSchema>;

export const localMailParamsSchema = z.strictObject({
  id: z.coerce.number({ message: 'Not a message id' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const localMailMessageSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  envelope: z.object({ from: z.string().nullable(), to: z.array(z.string()) }),
  headers: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    cc: z.string().nullable(),
    subject: z.string().nullable(),
    date: z.string().nullable(),
    messageId: z.string().nullable(),
    inReplyTo: z.string().nullable(),
    references: z.string().nullable(),
    listUnsubscribe: z.string().nullable(),
    listUnsubscribePost: z.string().nullable(),
  }),
  /** Sanitised for display; links kept. */
  html: z.string().nullable(),
  text: z.string().nullable(),
  /** The files the message carries (names and sizes; the bytes stay in the raw message). */
  attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number().int() })),
  size: z.number().int(),
});
export type LocalMailMessage = z.infer<typeof localMailMessageSchema>;

/**
 * Answering a caught message as the candidate's side (issue 16): a reply (with the candidate's
 * words, a short yes by default), an out-of-office answer, or a bounce from their server. The
 * answer goes through the same intake as mail read over IMAP.
 */
export const LOCAL_MAIL_ANSWER_KINDS = ['reply', 'auto_reply', 'bounce'] as const;
export const localMailAnswerBodySchema = z.strictObject({
  kind: z.enum(LOCAL_MAIL_ANSWER_KINDS, { message: 'Choose reply, auto_reply or bounce' }),
  text: z.string().trim().max(5000, 'Keep the reply under 5,000 characters').optional(),
});
export type LocalMailAnswerBody = z.infer<typeof localMailAnswerBodySchema>;

export const INBOUND_KINDS = ['reply', 'auto_reply', 'bounce_hard', 'bounce_soft'] as const;
export type InboundKind = (typeof INBOUND_KINDS)[number];

/** What the intake made of a message that came back. */
export const inboundResultSchema = z.object({
  kind: z.enum(INBOUND_KINDS),
  /** Whether it was matched to a thread of this team (an unmatched one changes nothing). */
  matched: z.boolean(),
  /** Why it was not matched, or how it was. */
  note: z.string().nullable(),
  /** Unsent steps it cancelled (a reply or a hard bounce stops the sequence). */
  cancelledSteps: z.number().int(),
  /** It had been read before: nothing was applied twice. */
  duplicate: z.boolean(),
});
export type InboundResult = z.infer<typeof inboundResultSchema>;
