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
  createdWebhookSchema,
  createWebhookRequestSchema,
  errorBodySchema,
  okResponseSchema,
  publicIdParamSchema,
  updateWebhookRequestSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import type { SecretBox } from '../../lib/secret-box';
import * as keys from './api-keys.service';
import * as hooks from './webhooks.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
const BASE = '/api/api-access';
const access = { gate: 'teamSettings' } as const;

export async function apiAccessRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = (req: Parameters<typeof requireAccount>[0] & { ip: string }) => ({
    scope: requireAccount(req).scope,
    ip: req.ip,
  });

  r.get(`${BASE}/keys`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: "The team's API keys",
      response: { 200: apiKeyListSchema, ...errors },
    },
    handler: async (req) => ({ keys: await keys.listApiKeys(opts.db, requireAccount(req).scope) }),
  });

  r.post(`${BASE}/keys`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Create an API key; the key is in this answer only',
      body: createApiKeyRequestSchema,
      response: { 201: createdApiKeySchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await keys.createApiKey(opts.db, caller(req), req.body)),
  });

  r.post(`${BASE}/keys/:id/revoke`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Revoke an API key: its calls answer 401 from now on',
      params: publicIdParamSchema,
      response: { 200: apiKeySchema, ...errors },
    },
    handler: async (req) => keys.revokeApiKey(opts.db, caller(req), req.params.id),
  });

  r.get(`${BASE}/webhooks`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: "The team's webhook endpoints",
      response: { 200: webhookEndpointListSchema, ...errors },
    },
    handler: async (req) => ({ endpoints: await hooks.listEndpoints(opts.db, requireAccount(req).scope) }),
  });

  r.post(`${BASE}/webhooks`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Register a webhook endpoint; the signing secret is in this answer only',
      body: createWebhookRequestSchema,
      response: { 201: createdWebhookSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await hooks.createEndpoint(opts.db, opts.secretBox(), caller(req), req.body)),
  });

  r.patch(`${BASE}/webhooks/:id`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Change the events of an endpoint, or switch it off or on',
      params: publicIdParamSchema,
      body: updateWebhookRequestSchema,
      response: { 200: webhookEndpointSchema, ...errors },
    },
    handler: async (req) => hooks.updateEndpoint(opts.db, caller(req), req.params.id, req.body),
  });

  r.delete(`${BASE}/webhooks/:id`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Delete a webhook endpoint (waiting deliveries are dropped)',
      params: publicIdParamSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await hooks.deleteEndpoint(opts.db, caller(req), req.params.id);
      return { ok: true as const };
    },
  });

  r.get(`${BASE}/webhooks/:id/deliveries`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: "The endpoint's last 100 deliveries: status, answer code, duration, attempts, error",
      params: publicIdParamSchema,
      response: { 200: webhookDeliveryListSchema, ...errors },
    },
    handler: async (req) => ({
      deliveries: await hooks.listDeliveries(opts.db, requireAccount(req).scope, req.params.id),
    }),
  });

  r.post(`${BASE}/deliveries/:id/replay`, {
    config: { access },
    schema: {
      tags: ['api-access'],
      summary: 'Send a delivery again (within a minute); its attempts start over',
      params: publicIdParamSchema,
      response: { 200: webhookDeliverySchema, ...errors },
    },
    handler: async (req) => hooks.replayDelivery(opts.db, caller(req), req.params.id),
  });
}
