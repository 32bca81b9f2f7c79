import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { FEATURE_GATE_NAMES } from '../permissions/feature-gates';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planIdSchema = z.enum(PLAN_IDS, { error: 'Choose one of the plans on offer' });

export const planOfferSchema = z.object({
  id: planIdSchema,
  label: z.string(),
  summary: z.string(),
  rank: z.number().int(),
  selfServe: z.boolean(),
  trialAvailable: z.boolean(),
  seats: z.object({ Recruiter: z.number().int(), Collaborator: z.number().int() }),
  monthlyCredits: z.number().int(),
  solutions: z.array(z.string()),
  listPriceMonthly: z.number().nullable(),
  gates: z.object({
    admin: z.array(z.enum(FEATURE_GATE_NAMES)),
    recruiter: z.array(z.enum(FEATURE_GATE_NAMES)),
  }),
});
export type PlanOfferView = z.infer<typeof planOfferSchema>;

export const seatUsageSchema = z.object({
  license: z.enum(['Recruiter', 'Collaborator']),
  purchased: z.number().int(),
  inUse: z.number().int(),
  free: z.number().int(),
});

export const subscriptionSchema = z.object({
  teamId: z.uuid(),
  planId: planIdSchema,
  planLabel: z.string(),
  /** The plan the subscription is for (differs from planId once a cancellation has taken effect). */
  subscribedPlanId: planIdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  startedAt: z.string(),
  renewsAt: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  trialUsed: z.boolean(),
  /** The plan the team returns to when its trial ends. */
  trialFromPlanId: planIdSchema.nullable(),
  /** Whether this team may start a trial now (the rule is in docs/decisions.md). */
  trialEligible: z.boolean(),
  seats: z.array(seatUsageSchema),
  credits: z.object({ contract: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  /** Whether the caller may change the subscription (the team's admins). */
  canManage: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionResponseSchema = z.object({
  subscription: subscriptionSchema,
  plans: z.array(planOfferSchema),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const changePlanRequestSchema = z.strictObject({ planId: planIdSchema });
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

export const subscriptionActionResponseSchema = z.object({
  subscription: subscriptionSchema,
  /** What to tell the user (the spec's own words where it has them). */
  message: z.string(),
  /** How long the toast stays, in ms. */
  autoCloseMs: z.number().int(),
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;
