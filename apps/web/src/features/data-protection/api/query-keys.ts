import type { AuditQuery } from '@talentbase/shared';
import { isApiError } from '../../../lib/api-client';

export type AuditFilters = Pick<AuditQuery, 'kind' | 'userId' | 'from' | 'to'>;

export const dataProtectionKeys = {
  all: ['data-protection'] as const,
  erasures: () => ['data-protection', 'erasures'] as const,
  erasure: (id: string) => ['data-protection', 'erasures', id] as const,
  rules: () => ['data-protection', 'retention-rules'] as const,
  runs: (ruleId: string) => ['data-protection', 'retention-rules', ruleId, 'runs'] as const,
  audit: (filters: AuditFilters) => ['data-protection', 'audit', filters] as const,
};

/** An admin screen says at once that it could not load (one quick retry), not after minutes. */
export const adminRetry = {
  retry: (failures: number, error: unknown) => failures < 1 && !(isApiError(error) && error.status < 500),
  retryDelay: 1000,
};
