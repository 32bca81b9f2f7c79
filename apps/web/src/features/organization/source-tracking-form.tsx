/**
 * Helpers of the two source-tracking pages: field messages by full path (overrides.0.providerId),
 * from the page's own check before sending and from the server's answer.
 */
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';

export function issuesByPath(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

export function serverFields(error: unknown): Record<string, string> {
  return isApiError(error) ? { ...error.fields } : {};
}
