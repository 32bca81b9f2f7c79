/**
 * Offer management (team settings): the offer stages behind engagement codes 34–38 (spec
 * section 4), the approval chain an offer goes through before it is sent, and default offer fields.
 */
import { z } from 'zod';

/** Engagement codes 34 to 38, in the order an offer moves through them. */
export const OFFER_STAGES = [
  { code: 34, key: 'OfferInitiated', name: 'Offer initiated' },
  { code: 35, key: 'OfferPendingApproval', name: 'Pending approval' },
  { code: 36, key: 'OfferApproved', name: 'Approved' },
  { code: 37, key: 'OfferSent', name: 'Sent' },
  { code: 38, key: 'OfferAccepted', name: 'Accepted' },
] as const;

export const OFFER_LIMITS = { MAX_APPROVERS: 10, TEXT_MAX: 1000 } as const;

export const offerApproverSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('member'), userId: z.uuid('Choose a team member') }),
    z.strictObject({ kind: z.literal('project_owner') }),
    z.strictObject({ kind: z.literal('hiring_manager') }),
  ],
  { error: 'Choose a team member, the project owner or the hiring manager' },
);
export type OfferApprover = z.infer<typeof offerApproverSchema>;

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;

export const offerDefaultsSchema = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code such as USD'),
  salaryPeriod: z.enum(SALARY_PERIODS, { message: 'Choose year, month or hour' }),
  /** Days between the offer and the proposed start date. */
  startAfterDays: z.number().int().min(0, 'Zero or more days').max(365, 'At most 365 days'),
  /** Days the candidate has to answer. */
  expiresAfterDays: z.number().int().min(1, 'At least one day').max(90, 'At most 90 days'),
  bonusPercent: z.number().min(0, 'Zero or more').max(200, 'At most 200%').nullable(),
  benefits: z.string().trim().max(OFFER_LIMITS.TEXT_MAX, `At most ${OFFER_LIMITS.TEXT_MAX} characters`),
  signatory: z.string().trim().max(100, 'At most 100 characters'),
});
export type OfferDefaults = z.infer<typeof offerDefaultsSchema>;

export const offerSettingsInputSchema = z
  .strictObject({
    approvalRequired: z.boolean(),
    approvers: z
      .array(offerApproverSchema)
      .max(OFFER_LIMITS.MAX_APPROVERS, `At most ${OFFER_LIMITS.MAX_APPROVERS} approvers`),
    defaults: offerDefaultsSchema,
  })
  .superRefine((s, ctx) => {
    if (s.approvalRequired && s.approvers.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['approvers'],
        message: 'Add at least one approver, or let offers be sent without approval',
      });
    const keys = s.approvers.map((a) => (a.kind === 'member' ? a.userId : a.kind));
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['approvers'], message: 'Each approver once' });
  });
export type OfferSettingsInput = z.infer<typeof offerSettingsInputSchema>;

export const DEFAULT_OFFER_SETTINGS: OfferSettingsInput = {
  approvalRequired: true,
  approvers: [{ kind: 'hiring_manager' }],
  defaults: {
    currency: 'USD',
    salaryPeriod: 'year',
    startAfterDays: 14,
    expiresAfterDays: 7,
    bonusPercent: null,
    benefits: '',
    signatory: '',
  },
};

export const offerSettingsResponseSchema = z.object({
  data: z.object({
    approvalRequired: z.boolean(),
    approvers: z.array(
      z.object({
        kind: z.enum(['member', 'project_owner', 'hiring_manager']),
        userId: z.string().optional(),
        /** "Dana Lee", "The project owner", "The hiring manager". */
        name: z.string(),
      }),
    ),
    defaults: offerDefaultsSchema,
    stages: z.array(z.object({ code: z.number(), key: z.string(), name: z.string() })),
    updatedAt: z.string().nullable(),
  }),
});
