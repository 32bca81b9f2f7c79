/** Retention rules: list, create, change (or turn on/off), delete, dry run and run history. */
import type {
  RetentionDryRun,
  RetentionRule,
  RetentionRuleInput,
  RetentionRuleList,
  RetentionRunList,
  SuccessResponse,
} from '@talentbase/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminRetry, dataProtectionKeys } from './query-keys';

const base = '/v1/gdpr/retention-rules';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useRetentionRules() {
  return useQuery({
    queryKey: dataProtectionKeys.rules(),
    queryFn: ({ signal }) => api.get<RetentionRuleList>(base, undefined, signal),
    ...adminRetry,
    meta: { inlineErrors: true },
  });
}

export function useRuleRuns(ruleId: string, enabled: boolean) {
  return useQuery({
    queryKey: dataProtectionKeys.runs(ruleId),
    queryFn: ({ signal }) => api.get<RetentionRunList>(`${one(ruleId)}/runs`, undefined, signal),
    enabled,
    ...adminRetry,
    meta: { inlineErrors: true },
  });
}

/** The rule as the form and the switch send it back: every field, as the PUT wants. */
export function ruleInput(
  rule: RetentionRule,
  changes: Partial<RetentionRuleInput> = {},
): RetentionRuleInput {
  return {
    name: rule.name,
    months: rule.months,
    regions: rule.regions,
    suppress: rule.suppress,
    enabled: rule.enabled,
    ...changes,
  };
}

function useRuleMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineErrors: true },
    onSettled: () => client.invalidateQueries({ queryKey: dataProtectionKeys.rules() }),
  });
}

export const useSaveRule = () =>
  useRuleMutation(({ id, input }: { id: string | null; input: RetentionRuleInput }) =>
    id ? api.put<RetentionRule>(one(id), input) : api.post<RetentionRule>(base, input),
  );

export const useDeleteRule = () => useRuleMutation((id: string) => api.delete<SuccessResponse>(one(id)));

export function useDryRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RetentionDryRun>(`${one(id)}/dry-run`),
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: dataProtectionKeys.rules() });
      void client.invalidateQueries({ queryKey: dataProtectionKeys.runs(result.rule.id) });
    },
  });
}
