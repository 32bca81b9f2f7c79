/**
 * The public REST API, /api/public/v1 (OpenAPI tag `public-api`). Every call sends
 * `Authorization: Bearer <API key>`; no session, no CSRF token. Each route names the scope it
 * needs; each key has its own requests-per-minute allowance (429 with Retry-After beyond).
 */
import {
  type ApiScope,
  changeStageResponseSchema,
  createdWebhookSchema,
  createWebhookRequestSchema,
  errorBodySchema,
  okResponseSchema,
  publicAddToProjectSchema,
  publicCandidateListSchema,
  publicCandidateSchema,
  publicCandidateSearchQuerySchema,
  publicCreateCandidateSchema,
  publicCreateProjectSchema,
  publicIdParamSchema,
  publicMoveStageSchema,
  publicPageQuerySchema,
  publicProjectCandidatePageSchema,
  publicProjectCandidateParamSchema,
  publicProjectPageSchema,
  publicProjectSchema,
  webhookEndpointListSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/http/client-key';
import type { SecretBox } from '../../lib/secret-box';
import { PUBLIC_API_BASE, requireApiKey } from './api-key-auth';
import * as api from './public-api.service';
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
const TAGS = ['public-api'];
const security = [{ apiKey: [] }];

/** The route config of a public API call: its scope and the key's own rate limit. */
const config = (scope: ApiScope) => ({
  access: { apiKey: scope },
  rateLimit: {
    max: async (req: FastifyRequest) => req.apiKey?.rateLimitPerMinute ?? 60,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) =>
      req.apiKey ? `api-key:${req.apiKey.id}` : `ip:${addressKey(req.ip)}`,
  },
});

export async function publicApiRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const B = PUBLIC_API_BASE;

  r.get(`${B}/projects`, {
    config: config('projects:read'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Projects, most recently changed first (paged)',
      querystring: publicPageQuerySchema,
      response: { 200: publicProjectPageSchema, ...errors },
    },
    handler: async (req) =>
      api.listPublicProjects(opts.db, requireApiKey(req), req.query.page, req.query.pageSize),
  });

  r.get(`${B}/projects/:id`, {
    config: config('projects:read'),
    schema: {
      tags: TAGS,
      security,
      summary: 'One project',
      params: publicIdParamSchema,
      response: { 200: publicProjectSchema, ...errors },
    },
    handler: async (req) => api.getPublicProject(opts.db, requireApiKey(req), req.params.id),
  });

  r.post(`${B}/projects`, {
    config: config('projects:write'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Create a project (campaign source OPEN-API); the key’s member becomes its owner',
      body: publicCreateProjectSchema,
      response: { 201: publicProjectSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await api.createPublicProject(opts.db, requireApiKey(req), req.ip, req.body)),
  });

  r.get(`${B}/projects/:id/candidates`, {
    config: config('projects:read'),
    schema: {
      tags: TAGS,
      security,
      summary: "The project's candidates and where each is in the pipeline (paged)",
      params: publicIdParamSchema,
      querystring: publicPageQuerySchema,
      response: { 200: publicProjectCandidatePageSchema, ...errors },
    },
    handler: async (req) =>
      api.listPublicProjectCandidates(
        opts.db,
        requireApiKey(req),
        req.params.id,
        req.query.page,
        req.query.pageSize,
      ),
  });

  r.post(`${B}/projects/:id/candidates`, {
    config: config('projects:write'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Add a candidate to the project, at Sourcing or at the stage given',
      params: publicIdParamSchema,
      body: publicAddToProjectSchema,
      response: { 200: z.object({ added: z.boolean() }), ...errors },
    },
    handler: async (req) =>
      api.addToPublicProject(opts.db, requireApiKey(req), req.ip, req.params.id, req.body),
  });

  r.post(`${B}/projects/:id/candidates/:candidateId/stage`, {
    config: config('projects:write'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Move a candidate to another stage of the pipeline (as changeStage does)',
      params: publicProjectCandidateParamSchema,
      body: publicMoveStageSchema,
      response: { 200: changeStageResponseSchema, ...errors },
    },
    handler: async (req) =>
      api.moveInPublicProject(
        opts.db,
        requireApiKey(req),
        req.ip,
        req.params.id,
        req.params.candidateId,
        req.body,
      ),
  });

  r.post(`${B}/candidates`, {
    config: config('candidates:write'),
    schema: {
      tags: TAGS,
      security,
      summary:
        'Create a team candidate; 409 DUPLICATE_CANDIDATE names possible matches unless allowDuplicate is true',
      body: publicCreateCandidateSchema,
      response: { 201: publicCandidateSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply.code(201).send(await api.createPublicCandidate(opts.db, requireApiKey(req), req.ip, req.body)),
  });

  r.get(`${B}/candidates`, {
    config: config('candidates:read'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Find team candidates by email address',
      querystring: publicCandidateSearchQuerySchema,
      response: { 200: publicCandidateListSchema, ...errors },
    },
    handler: async (req) => ({
      data: await api.searchPublicCandidatesByEmail(opts.db, requireApiKey(req), req.query.email),
    }),
  });

  r.get(`${B}/candidates/:id`, {
    config: config('candidates:read'),
    schema: {
      tags: TAGS,
      security,
      summary: 'One team candidate',
      params: publicIdParamSchema,
      response: { 200: publicCandidateSchema, ...errors },
    },
    handler: async (req) => api.getPublicCandidate(opts.db, requireApiKey(req), req.params.id),
  });

  r.get(`${B}/webhooks`, {
    config: config('webhooks:manage'),
    schema: {
      tags: TAGS,
      security,
      summary: "The team's webhook endpoints",
      response: { 200: webhookEndpointListSchema, ...errors },
    },
    handler: async (req) => ({
      endpoints: await hooks.listEndpoints(opts.db, requireApiKey(req).account.scope),
    }),
  });

  r.post(`${B}/webhooks`, {
    config: config('webhooks:manage'),
    schema: {
      tags: TAGS,
      security,
      summary:
        'Subscribe an address to events (a Zapier or Make catch hook); the signing secret is in this answer only',
      body: createWebhookRequestSchema,
      response: { 201: createdWebhookSchema, ...errors },
    },
    handler: async (req, reply) => {
      const key = requireApiKey(req);
      return reply
        .code(201)
        .send(
          await hooks.createEndpoint(
            opts.db,
            opts.secretBox(),
            { scope: key.account.scope, ip: req.ip, apiKeyId: key.id },
            req.body,
          ),
        );
    },
  });

  r.delete(`${B}/webhooks/:id`, {
    config: config('webhooks:manage'),
    schema: {
      tags: TAGS,
      security,
      summary: 'Unsubscribe (delete) a webhook endpoint',
      params: publicIdParamSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await hooks.deleteEndpoint(
        opts.db,
        { scope: requireApiKey(req).account.scope, ip: req.ip },
        req.params.id,
      );
      return { ok: true as const };
    },
  });
}
