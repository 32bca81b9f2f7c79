/**
 * In-product guidance (tutorials): a config per tutorial (spec section 3 "Guidance config"), the
 * member's state for it, and the customer console's edits. Which configs show is decided by
 * `domain/guidance-rule.ts`, the same on the server and in tests.
 */
import { z } from 'zod';
import {
  GUIDANCE_ACTIONS,
  GUIDANCE_EXPIRY_FLOOR,
  GUIDANCE_EXPIRY_FLOOR_MS,
  GUIDANCE_FEEDBACK,
  GUIDANCE_PRIORITY_RANGE,
  GUIDANCE_STYLES,
  GUIDANCE_TUTORIAL_TYPES,
} from '../domain/guidance';
import { PLANS } from '../permissions/subject';

export const GUIDANCE_EXPIRY_MESSAGE = `The expiry date must be later than ${GUIDANCE_EXPIRY_FLOOR.slice(0, 10)} (UTC), or empty for a tutorial that never expires`;
export const GUIDANCE_MAX_STEPS = 8;
export const GUIDANCE_MAX_TARGETS = 6;

export const guidanceNameSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{1,63}$/, 'A guidance name is 2–64 letters, digits, "-" or "_"');

/** A `data-guide="…"` anchor on a screen. */
export const guidanceAnchorSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,63}$/, 'A target is a data-guide anchor name (lower-case letters, digits, "-")');

const isoDateTime = z.iso.datetime({ offset: true, message: 'The expiry date must be an ISO date and time' });

export const guidanceExpirySchema = isoDateTime
  .refine((v) => Date.parse(v) > GUIDANCE_EXPIRY_FLOOR_MS, GUIDANCE_EXPIRY_MESSAGE)
  .nullable();

export const guidancePrioritySchema = z
  .number()
  .int('The priority is a whole number')
  .min(
    GUIDANCE_PRIORITY_RANGE.min,
    `The priority is between ${GUIDANCE_PRIORITY_RANGE.min} and ${GUIDANCE_PRIORITY_RANGE.max}`,
  )
  .max(
    GUIDANCE_PRIORITY_RANGE.max,
    `The priority is between ${GUIDANCE_PRIORITY_RANGE.min} and ${GUIDANCE_PRIORITY_RANGE.max}`,
  );

const planSchema = z.enum(PLANS, { message: `A plan is one of ${PLANS.join(', ')}` });

export const guidanceStepSchema = z.strictObject({
  /** One anchor, or several outlined at once (HighlightMultiArea). */
  target: z.union([guidanceAnchorSchema, z.array(guidanceAnchorSchema).min(1).max(GUIDANCE_MAX_TARGETS)]),
  title: z.string().trim().min(1).max(80),
  body: z.string().trim().min(1).max(400),
  style: z.enum(GUIDANCE_STYLES),
  actions: z.array(z.enum(GUIDANCE_ACTIONS)).min(1).max(GUIDANCE_ACTIONS.length),
});
export type GuidanceStep = z.infer<typeof guidanceStepSchema>;

const PLAN_INDEX = (p: (typeof PLANS)[number]) => PLANS.indexOf(p);

export const guidanceConfigSchema = z
  .strictObject({
    guidanceName: guidanceNameSchema,
    tutorialType: z.enum(GUIDANCE_TUTORIAL_TYPES),
    /** null: never expires. Otherwise it shows until this instant. */
    expiredUTCDate: guidanceExpirySchema,
    /** false: shown every time it applies, even after it was seen. */
    appearsOnce: z.boolean(),
    /** true: recording seen or complete does not refresh the member's guidance list (the queue stays as loaded). */
    skipUpdateRedux: z.boolean(),
    priority: guidancePrioritySchema,
    disabled: z.boolean(),
    /** The plan range it shows to, in the plan order basic < growth < pro (both ends included). */
    minPlan: planSchema,
    maxPlan: planSchema,
    /** The screen it belongs to: shown on this path and below it (`/v5/talent-pool/project` covers each project). */
    route: z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'A route is a path starting with "/"'),
    steps: z.array(guidanceStepSchema).min(1).max(GUIDANCE_MAX_STEPS),
  })
  .refine((c) => PLAN_INDEX(c.minPlan) <= PLAN_INDEX(c.maxPlan), {
    message: 'The lowest plan must not be above the highest plan',
    path: ['maxPlan'],
  });
export type GuidanceConfig = z.infer<typeof guidanceConfigSchema>;

export const guidanceFeedbackSchema = z.enum(GUIDANCE_FEEDBACK);

export const guidanceStateSchema = z.object({
  seenAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  feedback: guidanceFeedbackSchema,
});
export type GuidanceState = z.infer<typeof guidanceStateSchema>;

export const guidanceItemSchema = z.object({
  config: guidanceConfigSchema,
  state: guidanceStateSchema,
});
export type GuidanceItem = z.infer<typeof guidanceItemSchema>;

export const guidanceListQuerySchema = z.strictObject({
  path: z
    .string()
    .max(500, 'A path is at most 500 characters')
    .regex(/^\//, 'The path starts with "/"')
    .default('/'),
});
export const guidanceListResponseSchema = z.object({ data: z.array(guidanceItemSchema) });
export type GuidanceListResponse = z.infer<typeof guidanceListResponseSchema>;

export const guidanceNameParamsSchema = z.strictObject({ guidanceName: guidanceNameSchema });
export const guidanceFeedbackRequestSchema = z.strictObject({
  feedback: z.enum(GUIDANCE_FEEDBACK, { message: `Feedback is one of ${GUIDANCE_FEEDBACK.join(', ')}` }),
});
export const guidanceStateResponseSchema = z.object({ data: guidanceStateSchema });

/** The customer console's view: every config with how many members saw and completed it. */
export const consoleGuidanceItemSchema = z.object({
  config: guidanceConfigSchema,
  seen: z.number().int(),
  completed: z.number().int(),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleGuidanceItem = z.infer<typeof consoleGuidanceItemSchema>;
export const consoleGuidanceListResponseSchema = z.object({ data: z.array(consoleGuidanceItemSchema) });
export type ConsoleGuidanceList = z.infer<typeof consoleGuidanceListResponseSchema>;

export const consoleGuidancePatchSchema = z
  .strictObject({
    disabled: z.boolean().optional(),
    /**
     * Checked against the expiry floor by the server with the whole config, so that the answer's
     * message states the rule (spec section 5).
     */
    expiredUTCDate: isoDateTime.nullable().optional(),
    priority: guidancePrioritySchema.optional(),
    minPlan: planSchema.optional(),
    maxPlan: planSchema.optional(),
  })
  .refine(
    (p) => Object.keys(p).length > 0,
    'Say what to change: disabled, expiredUTCDate, priority, minPlan or maxPlan',
  );
export type ConsoleGuidancePatch = z.infer<typeof consoleGuidancePatchSchema>;
export const consoleGuidanceItemResponseSchema = z.object({ data: consoleGuidanceItemSchema });
