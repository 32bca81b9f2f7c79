import type { OnboardingResponse, OnboardingSurvey } from '@talentbase/shared';
import type { OnboardingProgress } from '@talentbase/shared/domain/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const onboardingKey = ['onboarding'] as const;

/** The signed-in user's getting-started checklist, worked out on the server from their data. */
export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => api.get<OnboardingResponse>('/v1/onboarding', undefined, signal),
    meta: { inlineErrors: true },
  });
}

/** Saves the checklist's own choices (hidden, steps skipped); the server keeps completedAt. */
export function useSaveOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (progress: OnboardingProgress) =>
      api.post('/v1/user/update-onboarding-progress', { onboardingProgress: progress }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKey }),
  });
}

/** Saves the getting-started survey next to the user's other survey settings. */
export function useSaveOnboardingSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ survey, others }: { survey: OnboardingSurvey; others: Record<string, unknown> }) =>
      api.post('/v1/user/update-survey-settings', { settings: { ...others, onboarding: survey } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKey }),
  });
}
