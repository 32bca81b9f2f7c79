/**
 * Calls of the team settings of issue 17 part 5 (automations, forms, offer management,
 * notifications) and of the personal notification and hiring settings. Types come from the shared
 * contracts (type-only imports).
 */
import type {
  AutomationOptions,
  AutomationRule,
  AutomationRuleInput,
  AutomationRun,
} from '@talentbase/shared/contracts/automations';
import type { FormInput, FormKind, TeamForm } from '@talentbase/shared/contracts/forms';
import type {
  HiringPreferences,
  TeamNotificationSettings,
  UserNotificationChoicesInput,
} from '@talentbase/shared/contracts/notification-settings';
import type {
  OfferSettingsInput,
  offerSettingsResponseSchema,
} from '@talentbase/shared/contracts/offer-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, isApiError } from '../../../lib/api-client';

/** A settings page says at once that it could not load (one quick retry), not after minutes. */
const settingsRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
  meta: { inlineErrors: true },
};
const inline = { meta: { inlineErrors: true } };

export const teamSettingsKeys = {
  rules: () => ['automations', 'rules'] as const,
  options: () => ['automations', 'options'] as const,
  runs: () => ['automations', 'runs'] as const,
  forms: (archived: boolean) => ['forms', archived] as const,
  offers: () => ['offer-management'] as const,
  teamNotifications: () => ['team-notifications'] as const,
  myNotifications: () => ['my-notification-settings'] as const,
  hiring: () => ['hiring-preferences'] as const,
};

// Automations
export function useAutomationRules() {
  return useQuery({
    queryKey: teamSettingsKeys.rules(),
    queryFn: ({ signal }) => api.get<{ data: AutomationRule[] }>('/v1/automations', undefined, signal),
    ...settingsRetry,
  });
}
export function useAutomationOptions() {
  return useQuery({
    queryKey: teamSettingsKeys.options(),
    queryFn: ({ signal }) =>
      api.get<{ data: AutomationOptions }>('/v1/automations/options', undefined, signal),
    ...settingsRetry,
  });
}
export function useAutomationRuns() {
  return useQuery({
    queryKey: teamSettingsKeys.runs(),
    queryFn: ({ signal }) =>
      api.get<{ data: AutomationRun[] }>('/v1/automations/runs', { limit: 20 }, signal),
    ...settingsRetry,
  });
}
function useRulesMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['automations'] }),
  });
}
export const useSaveRule = () =>
  useRulesMutation(({ id, input }: { id: string | null; input: AutomationRuleInput }) =>
    id === null ? api.post('/v1/automations', input) : api.put(`/v1/automations/${id}`, input),
  );
export const useToggleRule = () =>
  useRulesMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    api.post(`/v1/automations/${id}/enabled`, { enabled }),
  );
export const useDeleteRule = () => useRulesMutation((id: string) => api.delete(`/v1/automations/${id}`));
export const useReorderRules = () =>
  useRulesMutation((ruleIds: string[]) => api.post('/v1/automations/reorder', { ruleIds }));

// Forms
export function useForms(archived: boolean) {
  return useQuery({
    queryKey: teamSettingsKeys.forms(archived),
    queryFn: ({ signal }) =>
      api.get<{ data: TeamForm[] }>('/v1/forms', { archived: String(archived) }, signal),
    ...settingsRetry,
  });
}
function useFormsMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...inline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
export const useSaveForm = () =>
  useFormsMutation(({ id, input }: { id: string | null; input: FormInput }) =>
    id === null ? api.post('/v1/forms', input) : api.put(`/v1/forms/${id}`, input),
  );
export const useDuplicateForm = () => useFormsMutation((id: string) => api.post(`/v1/forms/${id}/duplicate`));
export const useArchiveForm = () =>
  useFormsMutation(({ id, archived }: { id: string; archived: boolean }) =>
    api.post(`/v1/forms/${id}/archive`, { archived }),
  );
export type { FormKind };

// Offer management
export type OfferSettings = z.infer<typeof offerSettingsResponseSchema>['data'];
export function useOfferSettings() {
  return useQuery({
    queryKey: teamSettingsKeys.offers(),
    queryFn: ({ signal }) =>
      api.get<{ data: OfferSettings }>('/v1/team-settings/offer-management', undefined, signal),
    ...settingsRetry,
  });
}
export function useSaveOfferSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferSettingsInput) =>
      api.put<{ data: OfferSettings }>('/v1/team-settings/offer-management', input),
    ...inline,
    onSuccess: (data) => queryClient.setQueryData(teamSettingsKeys.offers(), data),
  });
}
// Team members (the approver and notify pickers).
export const useTeamMembers = useAutomationOptions;

// Notifications
export type TeamNotifications = TeamNotificationSettings & { updatedAt: string | null };
export function useTeamNotificationSettings() {
  return useQuery({
    queryKey: teamSettingsKeys.teamNotifications(),
    queryFn: ({ signal }) =>
      api.get<{ data: TeamNotifications }>('/v1/team-settings/notifications', undefined, signal),
    ...settingsRetry,
  });
}
export function useSaveTeamNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamNotificationSettings) =>
      api.put<{ data: TeamNotifications }>('/v1/team-settings/notifications', input),
    ...inline,
    onSuccess: (data) => queryClient.setQueryData(teamSettingsKeys.teamNotifications(), data),
  });
}
export type MyNotificationSettings = {
  team: TeamNotificationSettings;
  own: UserNotificationChoicesInput;
  effective: TeamNotificationSettings;
};
export function useMyNotificationSettings() {
  return useQuery({
    queryKey: teamSettingsKeys.myNotifications(),
    queryFn: ({ signal }) =>
      api.get<{ data: MyNotificationSettings }>('/settings/email-notification', undefined, signal),
    ...settingsRetry,
  });
}
export function useSaveMyNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserNotificationChoicesInput) =>
      api.put<{ data: MyNotificationSettings }>('/settings/email-notification', input),
    ...inline,
    onSuccess: (data) => queryClient.setQueryData(teamSettingsKeys.myNotifications(), data),
  });
}
export function useHiringPreferences() {
  return useQuery({
    queryKey: teamSettingsKeys.hiring(),
    queryFn: ({ signal }) =>
      api.get<{ data: { preferences: HiringPreferences; saved: boolean } }>(
        '/settings/hiring',
        undefined,
        signal,
      ),
    ...settingsRetry,
  });
}
export function useSaveHiringPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HiringPreferences) =>
      api.put<{ data: { preferences: HiringPreferences; saved: boolean } }>('/settings/hiring', input),
    ...inline,
    onSuccess: (data) => queryClient.setQueryData(teamSettingsKeys.hiring(), data),
  });
}
