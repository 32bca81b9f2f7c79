/**
 * The team admin's side of the public API (/admin/team-settings/api-access):
 *   GET/POST /api/api-access/keys, POST /api/api-access/keys/:id/revoke
 *   GET/POST /api/api-access/webhooks, PATCH/DELETE /api/api-access/webhooks/:id
 *   GET /api/api-access/webhooks/:id/deliveries, POST /api/api-access/deliveries/:id/replay
 * Keys and signing secrets are in the create answers only.
 */
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  publicIdParamSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import type { SecretBox } from '../../lib/secret-box';
import * as keys from './api-keys.service';
import { routeSchema, webhookEndpointRoutes } from './route-schema';
import * as hooks from './webhooks.service';

const BASE = '/api/api-access';
const TAGS = ['api-access'];
const config = { access: { gate: 'teamSettings' } } as const;
const byId = { params: publicIdParamSchema };

export async function apiAccessRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = (req: FastifyRequest) => ({ scope: requireAccount(req).scope, ip: req.ip });

  r.get(`${BASE}/keys`, {
    config,
    schema: routeSchema(TAGS, "The team's API keys", {}, { 200: apiKeyListSchema }),
    handler: async (req) => ({ keys: await keys.listApiKeys(opts.db, caller(req).scope) }),
  });

  r.post(`${BASE}/keys`, {
    config,
    schema: routeSchema(
      TAGS,
      'Create an API key; the key is in this answer only',
      { body: createApiKeyRequestSchema },
      { 201: createdApiKeySchema },
    ),
    handler: async (req, reply) =>
      reply.code(201).send(await keys.createApiKey(opts.db, caller(req), req.body)),
  });

  r.post(`${BASE}/keys/:id/revoke`, {
    config,
    schema: routeSchema(TAGS, 'Revoke an API key: its calls answer 401 from now on', byId, {
      200: apiKeySchema,
    }),
    handler: async (req) => keys.revokeApiKey(opts.db, caller(req), req.params.id),
  });

  webhookEndpointRoutes(r, {
    base: `${BASE}/webhooks`,
    tags: TAGS,
    config,
    db: opts.db,
    secretBox: opts.secretBox,
    caller,
    summaries: {
      list: "The team's webhook endpoints",
      create: 'Register a webhook endpoint; the signing secret is in this answer only',
      remove: 'Delete a webhook endpoint (waiting deliveries are dropped)',
    },
  });

  r.patch(`${BASE}/webhooks/:id`, {
    config,
    schema: routeSchema(
      TAGS,
      'Change the events of an endpoint, or switch it off or on',
      { ...byId, body: updateWebhookRequestSchema },
      { 200: webhookEndpointSchema },
    ),
    handler: async (req) => hooks.updateEndpoint(opts.db, caller(req), req.params.id, req.body),
  });

  r.get(`${BASE}/webhooks/:id/deliveries`, {
    config,
    schema: routeSchema(
      TAGS,
      "The endpoint's last 100 deliveries: status, answer code, duration, attempts, error",
      byId,
      { 200: webhookDeliveryListSchema },
    ),
    handler: async (req) => ({
      deliveries: await hooks.listDeliveries(opts.db, caller(req).scope, req.params.id),
    }),
  });

  r.post(`${BASE}/deliveries/:id/replay`, {
    config,
    schema: routeSchema(TAGS, 'Send a delivery again (within a minute); its attempts start over', byId, {
      200: webhookDeliverySchema,
    }),
    handler: async (req) => hooks.replayDelivery(opts.db, caller(req), req.params.id),
  });
}
