/**
 * Enrolment (issue 14 item 4): the candidate check before a sequence is sent, adding candidates
 * to a campaign, and the consent email. Imported by path
 * (`@talentbase/shared/contracts/engage-enrolment`), not from the package index.
 */
import { z } from 'zod';

/** Why a candidate cannot be enrolled (or was skipped). */
export const ENROLMENT_REASONS = [
  /** Not a candidate this team can see. */
  'NOT_FOUND',
  /** No email address (Email channel). */
  'NO_EMAIL',
  /** No phone number (Text channel). */
  'NO_PHONE',
  /** On the team's suppression list, or the candidate opted out. */
  'OPTED_OUT',
  /** Already in an active sequence (unless the conflict check is off). */
  'IN_ACTIVE_SEQUENCE',
  /** Already enrolled in this campaign. */
  'ALREADY_ENROLLED',
  /** In the EU, the EEA or the UK while the team has no privacy notice (GDPR check on). */
  'GDPR_NO_PRIVACY_NOTICE',
  /** The email is hidden and the team has no contact credit left to reveal it. */
  'NO_CREDITS',
  /** Not in the pipeline category or stage the check was asked for. */
  'NOT_IN_STAGE',
] as const;
export type EnrolmentReason = (typeof ENROLMENT_REASONS)[number];

export const ENROLMENT_REASON_LABEL: Record<EnrolmentReason, string> = {
  NOT_FOUND: 'Candidate not found',
  NO_EMAIL: 'No email address',
  NO_PHONE: 'No phone number',
  OPTED_OUT: 'Opted out',
  IN_ACTIVE_SEQUENCE: 'Already in an active sequence',
  ALREADY_ENROLLED: 'Already in this sequence',
  GDPR_NO_PRIVACY_NOTICE: 'EU/EEA/UK candidate and no privacy notice is set',
  NO_CREDITS: 'No contact credits left to reveal the email',
  NOT_IN_STAGE: 'Not in this pipeline stage',
};

/**
 * What a template can say about the candidate that their profile may lack
 * (`checkPersonalizedInfo`): an email that uses a missing one shows the fallback or nothing.
 */
export const PERSONAL_INFO = ['firstName', 'currentCompany', 'currentTitle'] as const;
export type PersonalInfo = (typeof PERSONAL_INFO)[number];
export const PERSONAL_INFO_LABEL: Record<PersonalInfo, string> = {
  firstName: 'first name',
  currentCompany: 'current company',
  currentTitle: 'current title',
};

/** At most this many candidates per check or enrolment call. */
export const MAX_ENROLMENT_CANDIDATES = 10_000;

const candidateIds = z
  .array(z.number().int().positive())
  .max(MAX_ENROLMENT_CANDIDATES, `At most ${MAX_ENROLMENT_CANDIDATES} candidates at a time`);

const channel = z.enum(['Email', 'Text']).default('Email');
const campaignType = z.union([z.literal(0), z.literal(1)]).default(0);
const projectId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

export const candidateCheckRequestSchema = z
  .strictObject({
    /** Empty with a stage named: every candidate of that stage of the project. */
    candidateIdList: candidateIds,
    channel,
    campaignType,
    projectId: projectId.nullish(),
    /** The pipeline category and stage the candidates should be in (both need the project). */
    // Pipeline positions are small numbers (smallint in the database).
    categoryId: z.number().int().positive().max(32_767).nullish(),
    stageId: z.number().int().positive().max(32_767).nullish(),
  })
  .refine((b) => (b.categoryId == null && b.stageId == null) || b.projectId != null, {
    message: 'Name the project whose pipeline stage you mean',
    path: ['projectId'],
  });
export type CandidateCheckRequest = z.input<typeof candidateCheckRequestSchema>;

export const sequenceCandidatesRequestSchema = z.strictObject({
  candidateIdList: candidateIds,
  withoutCheckConflict: z.boolean().default(false),
  checkGDPR: z.boolean().default(true),
  channel,
  campaignType,
  projectId: projectId.nullish(),
  /** Also answer, per candidate, which personalisation values the profile lacks (`missingInfo`). */
  checkPersonalizedInfo: z.boolean().default(false),
  /** Applicant-match applications; none can be enrolled by application yet (a 422 says so). */
  applicationIdList: z.array(z.number().int()).max(MAX_ENROLMENT_CANDIDATES).default([]),
});
export type SequenceCandidatesRequest = z.input<typeof sequenceCandidatesRequestSchema>;

export const checkedCandidateSchema = z.object({
  candidateId: z.number().int(),
  fullName: z.string(),
  /** The address the sequence would use; masked until the team has revealed the candidate. */
  email: z.string().nullable(),
  emailRevealed: z.boolean(),
  phone: z.string().nullable(),
  ok: z.boolean(),
  reasons: z.array(z.enum(ENROLMENT_REASONS)),
  /** With `checkPersonalizedInfo`: what the profile lacks (does not stop enrolment). */
  missingInfo: z.array(z.enum(PERSONAL_INFO)).optional(),
});
export type CheckedCandidate = z.infer<typeof checkedCandidateSchema>;
export const candidateCheckResponseSchema = z.object({ data: z.array(checkedCandidateSchema) });
export type CandidateCheckResponse = z.infer<typeof candidateCheckResponseSchema>;

export const enrolRequestSchema = z.strictObject({ candidateIds });
export type EnrolRequest = z.input<typeof enrolRequestSchema>;

export const v2SequencesRequestSchema = z.strictObject({
  campaignId: z.number().int().positive(),
  projectId: projectId.nullish(),
  candidateIds,
});

export const enrolResponseSchema = z.object({
  /** True when the list was empty: nothing was done. */
  skippedAll: z.boolean(),
  enrolled: z.number().int(),
  skipped: z.array(z.object({ candidateId: z.number().int(), reason: z.enum(ENROLMENT_REASONS) })),
});
export type EnrolResponse = z.infer<typeof enrolResponseSchema>;

export const consentEmailRequestSchema = z.strictObject({
  projectId,
  candidateId: z.number().int().positive(),
});
export const consentEmailResponseSchema = z.object({
  candidateId: z.number().int(),
  /** When the email is due to leave (now, or the next moment the engine runs). */
  scheduledAt: z.string(),
});
export type ConsentEmailResponse = z.infer<typeof consentEmailResponseSchema>;
