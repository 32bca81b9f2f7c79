/**
 * Offers on a project candidate (issue 17, offer management): an offer moves from initiated (34)
 * through approval (35, 36) to sent (37) and accepted (38), the candidate's engagement status
 * following; declined and withdrawn end it. The approval chain of the team's offer settings is
 * resolved to people when the offer is submitted.
 */
import { z } from 'zod';
import { OFFER_LIMITS, SALARY_PERIODS } from './offer-settings';

export const OFFER_STATUSES = [
  'initiated',
  'pending_approval',
  'approved',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer that still stands: a candidate has at most one per project. */
export const OPEN_OFFER_STATUSES: readonly OfferStatus[] = [
  'initiated',
  'pending_approval',
  'approved',
  'sent',
  'accepted',
];

/** The engagement code each status sets on the project candidate (spec section 4, 34–38). */
export const OFFER_STATUS_CODE: Partial<Record<OfferStatus, number>> = {
  initiated: 34,
  pending_approval: 35,
  approved: 36,
  sent: 37,
  accepted: 38,
};

/** What a recruiter reads: the offer stage names of the offer-management settings. */
export const OFFER_STATUS_NAME: Record<OfferStatus, string> = {
  initiated: 'Offer initiated',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The moves a caller may ask for; `approve` and `reject` are the current approver's. */
export const OFFER_ACTIONS = [
  'edit',
  'submit',
  'approve',
  'reject',
  'sent',
  'accepted',
  'declined',
  'withdrawn',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Moves that only change the status (no form beyond an optional comment). */
export const OFFER_STATUS_MOVES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatusMove = (typeof OFFER_STATUS_MOVES)[number];

const isoDate = (what: string) =>
  z
    .string({ message: `Enter the ${what}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${what} as YYYY-MM-DD`)
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        message: `Enter a real ${what}`,
      },
    );

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const offerFieldsShape = {
  salaryAmount: z
    .number({ message: 'Enter the salary as a number' })
    .positive('Enter a salary above zero')
    .max(1_000_000_000, 'At most 1,000,000,000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code such as USD'),
  salaryPeriod: z.enum(SALARY_PERIODS, { message: 'Choose year, month or hour' }),
  bonusPercent: z
    .number({ message: 'Enter a number' })
    .min(0, 'Zero or more')
    .max(200, 'At most 200%')
    .nullable(),
  startDate: isoDate('start date').nullable(),
  answerByDate: isoDate('answer-by date').nullable(),
  benefits: text(OFFER_LIMITS.TEXT_MAX),
  signatory: text(100),
  notes: text(OFFER_LIMITS.TEXT_MAX),
};

function datesInOrder(
  o: { startDate?: string | null; answerByDate?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (o.startDate && o.answerByDate && o.answerByDate > o.startDate)
    ctx.addIssue({
      code: 'custom',
      path: ['answerByDate'],
      message: 'The candidate must answer before the start date',
    });
}

/** A new offer: the salary is needed; whatever else is left out comes from the team's defaults. */
export const offerCreateSchema = z
  .strictObject({
    salaryAmount: offerFieldsShape.salaryAmount,
    currency: offerFieldsShape.currency.optional(),
    salaryPeriod: offerFieldsShape.salaryPeriod.optional(),
    bonusPercent: offerFieldsShape.bonusPercent.optional(),
    startDate: offerFieldsShape.startDate.optional(),
    answerByDate: offerFieldsShape.answerByDate.optional(),
    benefits: offerFieldsShape.benefits.optional(),
    signatory: offerFieldsShape.signatory.optional(),
    notes: offerFieldsShape.notes.optional(),
  })
  .superRefine(datesInOrder);
export type OfferCreateInput = z.infer<typeof offerCreateSchema>;

/** Editing an initiated offer: the fields sent change, the others stay. */
export const offerUpdateSchema = z
  .strictObject({
    salaryAmount: offerFieldsShape.salaryAmount.optional(),
    currency: offerFieldsShape.currency.optional(),
    salaryPeriod: offerFieldsShape.salaryPeriod.optional(),
    bonusPercent: offerFieldsShape.bonusPercent.optional(),
    startDate: offerFieldsShape.startDate.optional(),
    answerByDate: offerFieldsShape.answerByDate.optional(),
    benefits: offerFieldsShape.benefits.optional(),
    signatory: offerFieldsShape.signatory.optional(),
    notes: offerFieldsShape.notes.optional(),
  })
  .superRefine(datesInOrder);
export type OfferUpdateInput = z.infer<typeof offerUpdateSchema>;

/** Approving, sending, accepting, declining, withdrawing: an optional comment. */
export const offerCommentSchema = z.strictObject({ comment: text(OFFER_LIMITS.TEXT_MAX).optional() });
/** A rejection says why: the recruiter reads it when the offer comes back. */
export const offerRejectSchema = z.strictObject({
  comment: text(OFFER_LIMITS.TEXT_MAX).min(1, 'Say why the offer is rejected'),
});

export const offerParamsSchema = z.strictObject({
  projectId: z.string().max(20),
  profileId: z.string().max(20),
});
export const offerIdParamsSchema = offerParamsSchema.extend({ offerId: z.string().max(20) });

const personSchema = z.object({ userId: z.string(), name: z.string() });

export const offerApprovalSchema = z.object({
  round: z.number(),
  stepOrder: z.number(),
  /** Where the step comes from in the chain: a named member, the project owner, a hiring manager. */
  kind: z.enum(['member', 'project_owner', 'hiring_manager']),
  approver: personSchema,
  decision: z.enum(['pending', 'approved', 'rejected']),
  comment: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type OfferApproval = z.infer<typeof offerApprovalSchema>;

export const offerSchema = z.object({
  offerId: z.string(),
  projectId: z.string(),
  candidateId: z.number(),
  status: z.enum(OFFER_STATUSES),
  statusName: z.string(),
  /** The engagement code of the status (34–38); null once declined or withdrawn. */
  engagementStatus: z.number().nullable(),
  salaryAmount: z.number(),
  currency: z.string(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  bonusPercent: z.number().nullable(),
  startDate: z.string().nullable(),
  answerByDate: z.string().nullable(),
  benefits: z.string(),
  signatory: z.string(),
  notes: z.string(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The comment of the last move that ended or returned the offer (a rejection, a decline). */
  lastComment: z.string().nullable(),
  /** Every approval step of every round, latest round first within the list's order. */
  approvals: z.array(offerApprovalSchema),
  /** Who decides now (pending approval only). */
  currentApprover: personSchema.nullable(),
  /** What the caller may do with the offer now. */
  actions: z.array(z.enum(OFFER_ACTIONS)),
});
export type Offer = z.infer<typeof offerSchema>;

export const candidateOffersResponseSchema = z.object({
  data: z.object({
    offers: z.array(offerSchema),
    /** What a new offer starts with (the team's offer defaults, dates worked out from today). */
    defaults: z.object({
      currency: z.string(),
      salaryPeriod: z.enum(SALARY_PERIODS),
      bonusPercent: z.number().nullable(),
      startDate: z.string(),
      answerByDate: z.string(),
      benefits: z.string(),
      signatory: z.string(),
    }),
    approvalRequired: z.boolean(),
    /** Whether the caller may make and move offers here (the "move candidate" project right). */
    canManage: z.boolean(),
  }),
});
export type CandidateOffers = z.infer<typeof candidateOffersResponseSchema>['data'];

export const offerResponseSchema = z.object({ data: offerSchema });

/** Offers waiting for the caller's approval, oldest first. */
export const awaitingApprovalResponseSchema = z.object({
  data: z.array(
    z.object({
      offerId: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      candidateId: z.number(),
      candidateName: z.string(),
      salaryAmount: z.number(),
      currency: z.string(),
      salaryPeriod: z.enum(SALARY_PERIODS),
      submittedAt: z.string(),
      submittedBy: z.string().nullable(),
    }),
  ),
});
export type OfferAwaitingApproval = z.infer<typeof awaitingApprovalResponseSchema>['data'][number];
