/** The codes every API error carries (the body's schema is contracts/errors.ts). */
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

/** Field messages for a 400: `details.fields` maps a dotted field path to its first message. */
export type FieldErrors = Record<string, string>;

/** The spec's two access messages: the web app never toasts them (spec section 8). */
export const FORBIDDEN_MESSAGE = 'Forbidden resource';
export const NO_ACCESS_MESSAGE = 'You do not have access to view this resource.';
