/**
 * What the routes of the public API and of the admin's API-access page share: the error answers
 * every route may give, a route's schema from its summary, inputs and answers, and the webhook
 * endpoint routes both sides offer (the admin in the app, a Zapier/Make catch hook with a key).
 */
import {
  createdWebhookSchema,
  createWebhookRequestSchema,
  errorBodySchema,
  okResponseSchema,
  publicIdParamSchema,
  webhookEndpointListSchema,
} from '@talentbase/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import * as hooks from './webhooks.service';

export const API_ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

type Inputs = Pick<FastifySchema, 'security'> & {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
};

/** A route's schema: tags, summary, inputs, and its answers with the common error bodies. */
export const routeSchema = <I extends Inputs, R extends Record<number, z.ZodType>>(
  tags: string[],
  summary: string,
  inputs: I,
  response: R,
) => ({ tags, summary, ...inputs, response: { ...response, ...API_ERRORS } });

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** GET `base`, POST `base` (the secret in this answer only), DELETE `base`/:id. */
export function webhookEndpointRoutes(
  r: ZodApp,
  o: {
    base: string;
    tags: string[];
    config: RouteShorthandOptions['config'];
    security?: FastifySchema['security'];
    db: Database;
    secretBox: () => SecretBox;
    caller: (req: FastifyRequest) => hooks.WebhookCaller;
    summaries: { list: string; create: string; remove: string };
  },
): void {
  const inputs = o.security ? { security: o.security } : {};
  r.get(o.base, {
    config: o.config,
    schema: routeSchema(o.tags, o.summaries.list, inputs, { 200: webhookEndpointListSchema }),
    handler: async (req) => ({ endpoints: await hooks.listEndpoints(o.db, o.caller(req).scope) }),
  });

  r.post(o.base, {
    config: o.config,
    schema: routeSchema(
      o.tags,
      o.summaries.create,
      { ...inputs, body: createWebhookRequestSchema },
      { 201: createdWebhookSchema },
    ),
    handler: async (req, reply) =>
      reply.code(201).send(await hooks.createEndpoint(o.db, o.secretBox(), o.caller(req), req.body)),
  });

  r.delete(`${o.base}/:id`, {
    config: o.config,
    schema: routeSchema(
      o.tags,
      o.summaries.remove,
      { ...inputs, params: publicIdParamSchema },
      { 200: okResponseSchema },
    ),
    handler: async (req) => {
      await hooks.deleteEndpoint(o.db, o.caller(req), req.params.id);
      return { ok: true as const };
    },
  });
}
