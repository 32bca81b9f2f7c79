// Applicant match (issue 15): rejection emails (spec section 7, "Applicant match" calls). A
// declined applicant may get one rejection email, sent through the Engage delivery engine as a
// one-step campaign of the job with source APPLICANT_MATCH. Routes under
// `/api/tb-v2/v1/applicant-match`:
// - POST projects/{projectId}/email/recipients {applicantIds}: who could get the email, and why not;
// - GET rejection/recipients/{projectId}?candidateIds=1,2: the same, keyed by candidate id;
// - GET and PUT projects/{projectId}/email-config (GET takes ?atsName): on or off, and the sender;
// - GET and PUT projects/{projectId}/rejection-email-config: its subject and body;
// - POST projects/{projectId}/rejection-email/send {applicantIds}.
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';
import { STEP_BODY_MAX, STEP_SUBJECT_MAX } from './engage-campaigns';

/** Applicants named in one call (the review's bulk limit). */
export const REJECTION_EMAIL_MAX_APPLICANTS = 500;
export const ATS_NAME_MAX = 100;

/** Applicant ids; the sample projects' applicants have negative ones. */
const applicantIdText = z.string().regex(/^-?\d{1,15}$/, 'Not a valid applicant id');

/**
 * Why an applicant does not (or did not) get the rejection email.
 * NOT_DECLINED is answered by the send only: the recipients check runs before the decline.
 */
export const REJECTION_SKIP_REASONS = [
  /** Not an applicant of this job. */
  'NOT_FOUND',
  /** Still under review or moved forward: only declined applicants are sent one. */
  'NOT_DECLINED',
  /** Already sent (or queued) one: an applicant gets at most one, ever. */
  'ALREADY_SENT',
  'NO_EMAIL',
  /** On the team's suppression list (unsubscribed, bounced), or opted out of contact. */
  'OPTED_OUT',
  /** The address is hidden and the team has no contact credit left to reveal it. */
  'NO_CREDITS',
  /** A sample project's applicant: fake people are never emailed. */
  'SAMPLE_APPLICANT',
] as const;
export type RejectionSkipReason = (typeof REJECTION_SKIP_REASONS)[number];

export const REJECTION_SKIP_REASON_LABEL: Record<RejectionSkipReason, string> = {
  NOT_FOUND: 'Not an applicant of this job',
  NOT_DECLINED: 'Not declined',
  ALREADY_SENT: 'Rejection email already sent',
  NO_EMAIL: 'No email address',
  OPTED_OUT: 'Unsubscribed or opted out',
  NO_CREDITS: 'No contact credits left to reveal the email',
  SAMPLE_APPLICANT: 'Sample applicant',
};

export const applicantIdsRequestSchema = z.strictObject({
  applicantIds: z
    .array(applicantIdText)
    .min(1, 'Choose at least one applicant')
    .max(REJECTION_EMAIL_MAX_APPLICANTS, `At most ${REJECTION_EMAIL_MAX_APPLICANTS} applicants at once`),
});
export type ApplicantIdsRequest = z.infer<typeof applicantIdsRequestSchema>;

export const rejectionRecipientSchema = z.object({
  applicantId: z.string(),
  /** The applicant's candidate (talent profile); null when the applicant is not found. */
  candidateId: z.string().nullable(),
  fullName: z.string(),
  /** Masked until the team has revealed it; null when there is none. */
  email: z.string().nullable(),
  /** 0 declined, 1 under review, 2 moved forward; null when not found. */
  reviewStatus: z.number().int().nullable(),
  /** True when the email would go out once the applicant is declined. */
  canSend: z.boolean(),
  reason: z.enum(REJECTION_SKIP_REASONS).nullable(),
});
export type RejectionRecipient = z.infer<typeof rejectionRecipientSchema>;

export const rejectionRecipientsResponseSchema = z.object({ data: z.array(rejectionRecipientSchema) });

export const rejectionRecipientsQuerySchema = z.strictObject({
  candidateIds: z
    .string()
    .trim()
    .regex(/^-?\d{1,15}(,-?\d{1,15})*$/, 'candidateIds: candidate ids separated by commas')
    .refine(
      (text) => text.split(',').length <= REJECTION_EMAIL_MAX_APPLICANTS,
      `At most ${REJECTION_EMAIL_MAX_APPLICANTS} candidates at once`,
    ),
});
/** Keyed by candidate id; a candidate who is not an applicant of the job is left out. */
export const rejectionRecipientsByCandidateSchema = z.object({
  data: z.record(z.string(), rejectionRecipientSchema),
});

export const projectIdParamsSchema = z.strictObject({
  projectId: z.string().regex(/^-?\d{1,15}$/, 'Project not found'),
});

// ---------------------------------------------------------------------------------------------
// The job's email configuration.

export const emailConfigQuerySchema = z.strictObject({
  atsName: z.string().trim().max(ATS_NAME_MAX).optional(),
});

export const emailSenderSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The sender's connected mailbox address; null when they have none (sending is refused). */
  fromAddress: z.string().nullable(),
});

export const emailConfigSchema = z.object({
  projectId: z.string(),
  atsName: z.string().nullable(),
  /** Declining offers the rejection email, ticked (the decline dialog's default). */
  rejectionEnabled: z.boolean(),
  /** Whose mailbox sends; null: the person who declines. */
  senderUserId: z.string().nullable(),
  sender: emailSenderSchema.nullable(),
  /** The caller may change the configuration and send (the roles that move forward or decline). */
  canEdit: z.boolean(),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

export const updateEmailConfigRequestSchema = z.strictObject({
  /** Absent keeps it; null clears it. */
  atsName: z.string().trim().max(ATS_NAME_MAX).nullable().optional(),
  rejectionEnabled: z.boolean(),
  /** You, or a teammate who delegated their email to you; null: whoever declines. */
  senderUserId: z.uuid('Choose a sender').nullable().optional(),
});
export type UpdateEmailConfigRequest = z.infer<typeof updateEmailConfigRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The rejection email itself: the Engage template variables ({{firstName}}, {{jobTitle}},
// {{currentCompany}}, {{senderName}} ...) and the same checks as a sequence step.

export const rejectionEmailConfigSchema = z.object({
  projectId: z.string(),
  subject: z.string(),
  /** HTML, sanitised when sent, as a sequence step's body. */
  body: z.string(),
  /** Nothing saved yet: the built-in text, which a send uses as it is. */
  isDefault: z.boolean(),
  canEdit: z.boolean(),
});
export type RejectionEmailConfig = z.infer<typeof rejectionEmailConfigSchema>;

export const updateRejectionEmailConfigRequestSchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(STEP_SUBJECT_MAX, `The subject must be at most ${STEP_SUBJECT_MAX} characters`),
  body: z
    .string()
    .max(STEP_BODY_MAX, 'The message is too long')
    .refine((text) => text.trim().length > 0, 'Write the message'),
});
export type UpdateRejectionEmailConfigRequest = z.infer<typeof updateRejectionEmailConfigRequestSchema>;

export const sendRejectionResponseSchema = z.object({
  /** Emails handed to the delivery engine (sent in the team's sending window). */
  queued: z.number().int(),
  skipped: z.array(z.object({ applicantId: z.string(), reason: z.enum(REJECTION_SKIP_REASONS) })),
});
export type SendRejectionResponse = z.infer<typeof sendRejectionResponseSchema>;

/** The text a job's rejection email has until someone writes its own. */
export const DEFAULT_REJECTION_SUBJECT = 'Your application for {{jobTitle}}';
export const DEFAULT_REJECTION_BODY = [
  '<p>Hi {{firstName}},</p>',
  '<p>Thank you for applying for the {{jobTitle}} role and for the time you gave to it. After careful review, we have decided not to move forward with your application.</p>',
  '<p>We wish you every success in your search.</p>',
  '<p>{{senderName}}</p>',
].join('\n');
