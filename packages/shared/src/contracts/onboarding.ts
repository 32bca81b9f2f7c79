// GET /api/v1/onboarding and the saved onboarding progress (core spec sections 3, 4 and 7).
import { z } from 'zod';
import { ONBOARDING_ACTION_BUTTONS, ONBOARDING_STEPS } from '../domain/guidance';
import { ONBOARDING_FLAGS } from '../domain/onboarding';

/** The body's `onboardingProgress` of POST /api/v1/user/update-onboarding-progress. */
export const onboardingProgressSchema = z.strictObject({
  dismissed: z.boolean().optional(),
  skipped: z
    .array(
      z.enum(ONBOARDING_STEPS, {
        message: `Unknown onboarding step (one of ${ONBOARDING_STEPS.join(', ')})`,
      }),
    )
    .max(ONBOARDING_STEPS.length)
    .optional(),
  /** Kept by the server: set once when the last step is finished, a value sent here is ignored. */
  completedAt: z.iso.datetime({ offset: true }).optional(),
});

export const ONBOARDING_ROLES = ['recruiter', 'sourcer', 'hiring_manager', 'admin'] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];
export const ONBOARDING_HIRING_FOR = [
  'engineering',
  'sales',
  'marketing',
  'operations',
  'healthcare',
  'executive',
  'other',
] as const;

/** The getting-started survey, kept under `onboarding` in the user's survey settings. */
export const onboardingSurveySchema = z.strictObject({
  role: z.enum(ONBOARDING_ROLES, { message: 'Choose your role' }),
  hiringFor: z.array(z.enum(ONBOARDING_HIRING_FOR)).min(1, 'Choose at least one area').max(7),
});
export type OnboardingSurvey = z.infer<typeof onboardingSurveySchema>;

const stepView = z.object({
  step: z.enum(ONBOARDING_STEPS),
  title: z.string(),
  description: z.string(),
  state: z.enum(['done', 'skipped', 'current', 'todo']),
  items: z.array(
    z.object({ key: z.string(), label: z.string(), done: z.boolean(), navKey: z.string().optional() }),
  ),
  buttons: z.array(z.enum(ONBOARDING_ACTION_BUTTONS)),
});

export const onboardingResponseSchema = z.object({
  /** The team's onboarding mode: NONE 0, IMPLANTATION 1, ONBOARDING 2. */
  onboardingMode: z.number().int(),
  /** Whether the dashboard offers the checklist (see docs/decisions.md "Onboarding checklist"). */
  eligible: z.boolean(),
  flags: z.record(z.enum(ONBOARDING_FLAGS), z.boolean()),
  steps: z.array(stepView),
  percent: z.number().int().min(0).max(100),
  complete: z.boolean(),
  dismissed: z.boolean(),
  skipped: z.array(z.enum(ONBOARDING_STEPS)),
  completedAt: z.string().nullable(),
  survey: onboardingSurveySchema.nullable(),
  surveySettings: z.record(z.string(), z.unknown()),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
