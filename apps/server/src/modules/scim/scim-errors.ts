/**
 * SCIM answers errors in its own shape (RFC 7644 §3.12): the Error schema, the HTTP status as a
 * string, an optional scimType and a detail sentence. Every error inside the SCIM routes (our
 * AppErrors, body parsing, limits) is turned into it.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';

export const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export type ScimType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue'
  | 'invalidVers'
  | 'sensitive';

export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimType,
  ) {
    super(message);
  }
}

export const scimBadRequest = (message: string, scimType: ScimType = 'invalidValue') =>
  new ScimError(400, message, scimType);
export const scimNotFound = (what = 'Resource') => new ScimError(404, `${what} not found`);

export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

export function registerScimErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ScimError | AppError, request, reply) => {
    let status = 500;
    let detail = 'Something went wrong on our side';
    let scimType: ScimType | undefined;
    if (error instanceof ScimError) {
      status = error.status;
      detail = error.message;
      scimType = error.scimType;
    } else if (error instanceof AppError) {
      status = error.statusCode;
      detail = error.message;
      if (error.code === 'MALFORMED_JSON' || error.code === 'VALIDATION_FAILED') scimType = 'invalidSyntax';
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : error.message;
      if (status === 400) scimType = 'invalidSyntax';
    }
    if (status >= 500) request.log.error({ err: error }, 'SCIM request failed');
    return reply
      .status(status)
      .type(SCIM_CONTENT_TYPE)
      .send(scimErrorBody(status, detail, scimType));
  });
}
