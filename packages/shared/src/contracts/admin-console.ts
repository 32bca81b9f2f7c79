/**
 * The admin console (`/admin/general/dasboard`) and the setup page (`/admin/general/implantation`):
 * seats, members by status, credits and recent admin actions; the onboarding mode of spec
 * section 4 (NONE 0, IMPLANTATION 1, ONBOARDING 2) and the setup checklist.
 */
import { z } from 'zod';
import { onboardingProgressSchema, onboardingSurveySchema } from './onboarding';
import { seatLicenseSummarySchema } from './team-admin';

export const ONBOARDING_MODE = { NONE: 0, IMPLANTATION: 1, ONBOARDING: 2 } as const;
export const ONBOARDING_MODE_OPTIONS = [
  { value: ONBOARDING_MODE.NONE, label: 'None', description: 'The team works on its own.' },
  {
    value: ONBOARDING_MODE.IMPLANTATION,
    label: 'Implantation',
    description: 'An admin sets the team up: seats, settings, integrations.',
  },
  {
    value: ONBOARDING_MODE.ONBOARDING,
    label: 'Onboarding',
    description: 'Members are guided through their first steps.',
  },
] as const;

export const adminActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  /** A sentence without the actor: "switched ada@example.com to Collaborator". */
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminConsoleResponseSchema = z.object({
  team: z.object({ id: z.string(), name: z.string(), onboardingMode: z.number().int() }),
  seats: z.array(seatLicenseSummarySchema),
  membersByStatus: z.object({
    active: z.number().int(),
    pending: z.number().int(),
    cancelled: z.number().int(),
    removed: z.number().int(),
  }),
  credits: z.object({ total: z.number().int(), used: z.number().int(), remaining: z.number().int() }),
  recentActions: z.array(adminActionSchema),
});
export type AdminConsoleResponse = z.infer<typeof adminConsoleResponseSchema>;

export const SETUP_ITEM_KEYS = [
  'invite-team',
  'hiring-process',
  'first-project',
  'connect-mailbox',
  'import-candidates',
  'company-profile',
  'single-sign-on',
  'connect-ats',
] as const;
export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

export const setupItemSchema = z.object({
  key: z.enum(SETUP_ITEM_KEYS),
  label: z.string(),
  description: z.string(),
  done: z.boolean(),
  /** Ticked by hand (nothing in the data says it is done); the others follow the data. */
  manual: z.boolean(),
  href: z.string(),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

export const implantationResponseSchema = z.object({
  onboardingMode: z.number().int(),
  items: z.array(setupItemSchema),
});
export type ImplantationResponse = z.infer<typeof implantationResponseSchema>;

export const implantationUpdateSchema = z.strictObject({
  onboardingMode: z
    .union([z.literal(0), z.literal(1), z.literal(2)], { message: 'Choose None, Implantation or Onboarding' })
    .optional(),
  /** Manual items ticked (true) or unticked (false). */
  items: z
    .partialRecord(z.enum(SETUP_ITEM_KEYS, { message: 'Unknown checklist item' }), z.boolean())
    .optional(),
});
export type ImplantationUpdate = z.infer<typeof implantationUpdateSchema>;

// ---- The current user's own account calls (spec section 7) ----

/** Small free-form objects the web app keeps per user; bounded so they cannot grow without end. */
const userJson = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 16_384, { message: 'At most 16 KB of settings' });

/** Checked field by field (contracts/onboarding.ts): an unknown step name is refused. */
export const onboardingProgressRequestSchema = z.strictObject({
  onboardingProgress: onboardingProgressSchema,
});
/** Free-form, except the getting-started survey under `onboarding`, checked field by field. */
export const surveySettingsRequestSchema = z.strictObject({
  settings: userJson.refine(
    (value) => value.onboarding === undefined || onboardingSurveySchema.safeParse(value.onboarding).success,
    {
      message: 'The getting-started survey needs a role and at least one area you hire for',
      path: ['onboarding'],
    },
  ),
});
export const userJsonResponseSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export const betaFeaturesResponseSchema = z.object({ data: z.array(z.string()) });
