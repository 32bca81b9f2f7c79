import { z } from 'zod';

/** Every error the API answers has this body: a stable code, a sentence for people, and details. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'CSRF_FAILED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'DUPLICATE_CANDIDATE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'CREDITS_EXHAUSTED',
  'PROJECT_LIMIT_REACHED',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Field messages for a 400: `details.fields` maps a dotted field path to its first message. */
export type FieldErrors = Record<string, string>;

/** The spec's two access messages: the web app never toasts them (spec section 8). */
export const FORBIDDEN_MESSAGE = 'Forbidden resource';
export const NO_ACCESS_MESSAGE = 'You do not have access to view this resource.';
