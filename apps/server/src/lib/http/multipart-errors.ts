/**
 * What a broken multipart body is to the client. The parser (busboy, under @fastify/multipart)
 * reports a body cut short or without a boundary as plain errors with no status, which would be
 * a 500; these are the client's fault and answer 400 with a sentence to act on. The upload
 * routes map them where they read, and the error handler does too, for any route added later.
 */
import { AppError } from '../errors';

export const MULTIPART_TRUNCATED_MESSAGE =
  'The upload is incomplete: the request body ended in the middle of the form data. Try again.';

type ParserError = { code?: unknown; message?: unknown };

/** The 4xx for a malformed multipart body, or null when `error` is something else. */
export function multipartClientError(error: unknown): AppError | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as ParserError;
  const text = typeof message === 'string' ? message : '';
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    text === 'Unexpected end of multipart data' ||
    text.endsWith('terminated early due to unexpected end of multipart data')
  )
    return new AppError('VALIDATION_FAILED', MULTIPART_TRUNCATED_MESSAGE, { reason: 'truncated' });
  if (text === 'Multipart: Boundary not found')
    return new AppError(
      'VALIDATION_FAILED',
      'The upload has no multipart boundary: send it as multipart/form-data with a boundary.',
      { reason: 'boundary' },
    );
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the upload as multipart/form-data.');
  if (code === 'FST_PROTO_VIOLATION')
    return new AppError('VALIDATION_FAILED', 'The upload has a field name that is not allowed.', {
      reason: 'field-name',
    });
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new AppError(
      'VALIDATION_FAILED',
      'A field of the upload is declared as JSON but is not valid JSON.',
      {
        reason: 'json-field',
      },
    );
  return null;
}
