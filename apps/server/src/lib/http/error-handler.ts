/**
 * One error shape for every failure: `{ code, message, details }`. Bad input is always a 4xx
 * with a sentence a person can act on; only our own faults are a 500, and those are logged.
 */
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@talentbase/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { multipartClientError } from './multipart-errors';

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

function fieldsFrom(issues: readonly ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const params = issue.params ?? {};
    // Unknown fields come from strict objects: name each one so the caller sees what to remove.
    const unknownKeys = params.keys;
    if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
      for (const key of unknownKeys)
        fields[path ? `${path}.${String(key)}` : String(key)] ??= 'Unknown field';
      continue;
    }
    const key = path || '_';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details: ErrorBody['details'],
) {
  const body: ErrorBody = { code, message, details };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

// Fastify's own client-error codes and what we answer for them.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body is empty but its content type is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'The request body length does not match its Content-Length',
  },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED' || error.code === 'ACCOUNT_LOCKED') {
        const retry = error.details?.retryAfterSeconds;
        if (typeof retry === 'number') reply.header('retry-after', String(retry));
      }
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      return send(reply, 400, 'VALIDATION_FAILED', `The request ${where} is invalid`, {
        fields: fieldsFrom(error.validation),
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, known.status, known.code, known.message, null);
    if (error.validation) {
      return send(reply, 400, 'VALIDATION_FAILED', 'The request is invalid', {
        fields: fieldsFrom(error.validation),
      });
    }
    const multipart = multipartClientError(error);
    if (multipart)
      return send(reply, multipart.statusCode, multipart.code, multipart.message, multipart.details);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 413
          ? 'PAYLOAD_TOO_LARGE'
          : error.statusCode === 404
            ? 'NOT_FOUND'
            : 'VALIDATION_FAILED';
      return send(reply, error.statusCode, code, error.message, null);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.', null);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%FF`, a percent-encoded surrogate)
 * or a path parameter over its length limit is refused before any route runs; answered in the
 * same `{ code, message, details }` shape as everything else.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long'
      : 'The address contains characters that are not valid (a malformed percent-encoding)';
  return send(reply, 400, 'VALIDATION_FAILED', message, null);
}

/**
 * Fastify's `clientErrorHandler`: HTTP the server cannot parse (headers or URL over Node's 16 KB
 * limit, a malformed request line, a request too slow to arrive). Answered in the app's error
 * shape and with `Connection: close`, since the socket is closed after it: without that header a
 * keep-alive client reuses the dead connection and its next request fails (ECONNRESET).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message]: [number, string, ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'PAYLOAD_TOO_LARGE',
          'The address or the headers of the request are too large',
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'VALIDATION_FAILED', 'The request took too long to arrive']
        : [400, 'Bad Request', 'VALIDATION_FAILED', 'The request is not valid HTTP'];
  const body = JSON.stringify({ code, message, details: null } satisfies ErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
