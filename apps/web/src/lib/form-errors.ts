import type { z } from 'zod';
import { isApiError } from './api-client';

/**
 * Client-side check with the shared zod contract, in the shape Mantine forms and the server's
 * `details.fields` both use: field path -> first message. The same messages come back from the
 * server if the client check is skipped, so the user sees one wording either way.
 */
export function zodFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type ServerFormError = { fields: Record<string, string>; formMessage: string | null };

/**
 * Splits a failed submit into messages for the form's own inputs and one form-level message.
 * A field message for an input the form does not have (a server-side rename, say) is not lost:
 * it becomes the form-level message.
 */
export function splitServerError(error: unknown, formFields: readonly string[]): ServerFormError {
  if (!isApiError(error)) {
    return { fields: {}, formMessage: error instanceof Error ? error.message : 'Something went wrong.' };
  }
  const fields: Record<string, string> = {};
  const stray: string[] = [];
  for (const [name, message] of Object.entries(error.fields)) {
    if (formFields.includes(name)) fields[name] = message;
    else stray.push(message);
  }
  if (Object.keys(fields).length > 0) return { fields, formMessage: stray[0] ?? null };
  return { fields, formMessage: stray[0] ?? error.message };
}
