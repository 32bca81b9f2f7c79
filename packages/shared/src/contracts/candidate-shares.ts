/**
 * Read-only share links (send-sharing-profile): creating one, the active links of a candidate
 * with revoke, and the public page's payload.
 *
 * A link lives `expiresInDays` (1 to 90, default 30) unless revoked earlier. The public profile
 * never carries contact details, notes or files; compensation, visa sponsorship, work
 * authorisation and clearance are left out unless the sharer ticks them (`include`).
 */
import { z } from 'zod';
import { emailSchema } from '../validators/email';
import {
  candidateIdList,
  candidateRecordIdSchema,
  optionalProjectIdSchema,
  userRefSchema,
} from './candidate-records';
import { profileDocSchema } from './talent';

export const SHARE_MAX_CANDIDATES = 100;
export const SHARE_MAX_RECIPIENTS = 20;
/** How long a link lives unless the sharer picks otherwise (the team-wide default). */
export const SHARE_TTL_DAYS = 30;
export const SHARE_MIN_TTL_DAYS = 1;
export const SHARE_MAX_TTL_DAYS = 90;

/** Sensitive sections a share leaves out unless the sharer ticks them. */
export const SHARE_OPTIONAL_SECTIONS = ['compensation', 'visa', 'workAuthorization', 'clearance'] as const;
export type ShareOptionalSection = (typeof SHARE_OPTIONAL_SECTIONS)[number];
export const SHARE_SECTION_LABEL: Record<ShareOptionalSection, string> = {
  compensation: 'Salary estimate',
  visa: 'Visa sponsorship',
  workAuthorization: 'Work authorisation',
  clearance: 'Security clearance',
};

const sectionsSchema = z
  .array(z.enum(SHARE_OPTIONAL_SECTIONS, { message: 'Choose sections from the list' }))
  .max(SHARE_OPTIONAL_SECTIONS.length)
  .transform((list) => [...new Set(list)]);

export const shareProfilesRequestSchema = z.strictObject({
  candidateIds: candidateIdList(SHARE_MAX_CANDIDATES),
  projectId: optionalProjectIdSchema,
  recipients: z
    .array(emailSchema)
    .min(1, 'Add at least one recipient')
    .max(SHARE_MAX_RECIPIENTS, `At most ${SHARE_MAX_RECIPIENTS} recipients`)
    // Each address once, compared without case; the first spelling is kept.
    .transform((list) =>
      list.filter((e, i) => list.findIndex((o) => o.toLowerCase() === e.toLowerCase()) === i),
    ),
  message: z
    .string()
    .trim()
    .max(2000, 'The message must be at most 2,000 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
  expiresInDays: z
    .number({ message: 'Choose how many days the link works' })
    .int('Choose a whole number of days')
    .min(SHARE_MIN_TTL_DAYS, `A link works at least ${SHARE_MIN_TTL_DAYS} day`)
    .max(SHARE_MAX_TTL_DAYS, `A link works at most ${SHARE_MAX_TTL_DAYS} days`)
    .optional(),
  /** Sections to show besides the work history; none unless ticked. */
  include: sectionsSchema.optional(),
});
export type ShareProfilesRequest = z.input<typeof shareProfilesRequestSchema>;

export const shareProfilesResponseSchema = z.object({
  shareId: z.string(),
  /** Path of the public page; the web app prefixes its own origin. */
  sharePath: z.string(),
  expiresAt: z.string(),
  candidateCount: z.number().int(),
  includes: z.array(z.enum(SHARE_OPTIONAL_SECTIONS)),
});
export type ShareProfilesResponse = z.infer<typeof shareProfilesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// A candidate's active links, and revoking one.

export const candidateShareSchema = z.object({
  shareId: z.string(),
  sharedBy: userRefSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  recipients: z.array(z.string()),
  /** How many candidates the link shows (a bulk share covers several). */
  candidateCount: z.number().int(),
  includes: z.array(z.enum(SHARE_OPTIONAL_SECTIONS)),
});
export type CandidateShare = z.infer<typeof candidateShareSchema>;
export const candidateSharesResponseSchema = z.object({ data: z.array(candidateShareSchema) });
export type CandidateSharesResponse = z.infer<typeof candidateSharesResponseSchema>;

export const revokeShareRequestSchema = z.strictObject({
  candidateId: candidateRecordIdSchema,
  shareId: z.string().max(20),
  projectId: optionalProjectIdSchema,
});
export const revokeShareResponseSchema = z.object({ shareId: z.string(), revokedAt: z.string() });
export type RevokeShareResponse = z.infer<typeof revokeShareResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The public page.

/**
 * A shared profile: the profile document, where visa sponsorship (a yes/no in the stored
 * document) may be absent because the sharer did not include it.
 */
export const sharedProfileDocSchema = profileDocSchema.extend({
  analytics: profileDocSchema.shape.analytics.extend({ visa_sponsorship: z.boolean().optional() }),
});
export type SharedProfileDoc = z.infer<typeof sharedProfileDocSchema>;

export const sharedProfileSchema = z.object({
  candidateId: z.number().int(),
  profile: sharedProfileDocSchema,
});
export const sharedProfilesResponseSchema = z.object({
  data: z.object({
    profiles: z.array(sharedProfileSchema),
    message: z.string().nullable(),
    sharedBy: z.string().nullable(),
    teamName: z.string(),
    expiresAt: z.string(),
  }),
});
export type SharedProfilesResponse = z.infer<typeof sharedProfilesResponseSchema>;
export type SharedProfiles = z.infer<typeof sharedProfilesResponseSchema>['data'];
export const shareTokenParamsSchema = z.strictObject({ token: z.string().max(100) });

/** What the public page says for a link that expired or was revoked (410). */
export const SHARE_GONE_MESSAGE = 'This link has expired or was revoked.';
