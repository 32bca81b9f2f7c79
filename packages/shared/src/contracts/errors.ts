import { z } from 'zod';
import { ERROR_CODES } from '../domain/error-codes';

// The codes and messages live in a zod-free module (screens read them without loading zod).
export {
  ERROR_CODES,
  type ErrorCode,
  type FieldErrors,
  FORBIDDEN_MESSAGE,
  NO_ACCESS_MESSAGE,
} from '../domain/error-codes';

/** Every error the API answers has this body: a stable code, a sentence for people, and details. */

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
