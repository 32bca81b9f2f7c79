import type { OnboardingResponse } from '@talentbase/shared';
import {
  ONBOARDING_FLAGS,
  type OnboardingFlags,
  type OnboardingProgress,
  onboardingChecklist,
} from '@talentbase/shared/domain/onboarding';

/** A GET /api/v1/onboarding answer built with the same pure function the server uses. */
export function onboardingAnswer(
  flags: Partial<OnboardingFlags> = {},
  progress: OnboardingProgress = {},
  overrides: Partial<OnboardingResponse> = {},
): OnboardingResponse {
  const all = {
    ...Object.fromEntries(ONBOARDING_FLAGS.map((f) => [f, false])),
    NoProject: true,
    ...flags,
  } as OnboardingFlags;
  const checklist = onboardingChecklist(all, progress);
  return {
    onboardingMode: 0,
    eligible: true,
    flags: all,
    ...checklist,
    dismissed: progress.dismissed === true,
    skipped: progress.skipped ?? [],
    completedAt: checklist.complete ? '2026-11-27T10:00:00.000Z' : null,
    survey: all.SurveyAnswered ? { role: 'recruiter', hiringFor: ['engineering'] } : null,
    surveySettings: {},
    ...overrides,
  };
}
