import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';

/**
 * A failed edit, as an edit dialog shows it: messages for its fields (the server names them
 * `value.<field>`) and one message for the rest.
 */
export function editErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: error ? errorMessage(error) : null };
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields))
    fields[key.replace(/^value\.?/, '') || '_'] = message;
  const stray = fields._;
  delete fields._;
  return { fields, message: Object.keys(fields).length ? (stray ?? null) : (stray ?? error.message) };
}
