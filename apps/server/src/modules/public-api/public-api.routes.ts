/**
 * The public REST API, /api/public/v1 (OpenAPI tag `public-api`). Every call sends
 * `Authorization: Bearer <API key>`; no session, no CSRF token. Each route names the scope it
 * needs; each key has its own requests-per-minute allowance (429 with Retry-After beyond).
 */
import {
  type ApiScope,
  changeStageResponseSchema,
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
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/http/client-key';
import type { SecretBox } from '../../lib/secret-box';
import { PUBLIC_API_BASE, requireApiKey } from './api-key-auth';
import * as api from './public-api.service';
import { routeSchema, webhookEndpointRoutes } from './route-schema';

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
    schema: routeSchema(
      TAGS,
      'Projects, most recently changed first (paged)',
      { security, querystring: publicPageQuerySchema },
      { 200: publicProjectPageSchema },
    ),
    handler: async (req) =>
      api.listPublicProjects(opts.db, requireApiKey(req), req.query.page, req.query.pageSize),
  });

  r.get(`${B}/projects/:id`, {
    config: config('projects:read'),
    schema: routeSchema(
      TAGS,
      'One project',
      { security, params: publicIdParamSchema },
      { 200: publicProjectSchema },
    ),
    handler: async (req) => api.getPublicProject(opts.db, requireApiKey(req), req.params.id),
  });

  r.post(`${B}/projects`, {
    config: config('projects:write'),
    schema: routeSchema(
      TAGS,
      'Create a project (campaign source OPEN-API); the key’s member becomes its owner',
      { security, body: publicCreateProjectSchema },
      { 201: publicProjectSchema },
    ),
    handler: async (req, reply) =>
      reply.code(201).send(await api.createPublicProject(opts.db, requireApiKey(req), req.ip, req.body)),
  });

  r.get(`${B}/projects/:id/candidates`, {
    config: config('projects:read'),
    schema: routeSchema(
      TAGS,
      "The project's candidates and where each is in the pipeline (paged)",
      { security, params: publicIdParamSchema, querystring: publicPageQuerySchema },
      { 200: publicProjectCandidatePageSchema },
    ),
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
    schema: routeSchema(
      TAGS,
      'Add a candidate to the project, at Sourcing or at the stage given',
      { security, params: publicIdParamSchema, body: publicAddToProjectSchema },
      { 200: z.object({ added: z.boolean() }) },
    ),
    handler: async (req) =>
      api.addToPublicProject(opts.db, requireApiKey(req), req.ip, req.params.id, req.body),
  });

  r.post(`${B}/projects/:id/candidates/:candidateId/stage`, {
    config: config('projects:write'),
    schema: routeSchema(
      TAGS,
      'Move a candidate to another stage of the pipeline (as changeStage does)',
      { security, params: publicProjectCandidateParamSchema, body: publicMoveStageSchema },
      { 200: changeStageResponseSchema },
    ),
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
    schema: routeSchema(
      TAGS,
      'Create a team candidate; 409 DUPLICATE_CANDIDATE names possible matches unless allowDuplicate is true',
      { security, body: publicCreateCandidateSchema },
      { 201: publicCandidateSchema },
    ),
    handler: async (req, reply) =>
      reply.code(201).send(await api.createPublicCandidate(opts.db, requireApiKey(req), req.ip, req.body)),
  });

  r.get(`${B}/candidates`, {
    config: config('candidates:read'),
    schema: routeSchema(
      TAGS,
      'Find team candidates by email address',
      { security, querystring: publicCandidateSearchQuerySchema },
      { 200: publicCandidateListSchema },
    ),
    handler: async (req) => ({
      data: await api.searchPublicCandidatesByEmail(opts.db, requireApiKey(req), req.query.email),
    }),
  });

  r.get(`${B}/candidates/:id`, {
    config: config('candidates:read'),
    schema: routeSchema(
      TAGS,
      'One team candidate',
      { security, params: publicIdParamSchema },
      { 200: publicCandidateSchema },
    ),
    handler: async (req) => api.getPublicCandidate(opts.db, requireApiKey(req), req.params.id),
  });

  webhookEndpointRoutes(r, {
    base: `${B}/webhooks`,
    tags: TAGS,
    config: config('webhooks:manage'),
    security,
    db: opts.db,
    secretBox: opts.secretBox,
    caller: (req) => {
      const key = requireApiKey(req);
      return { scope: key.account.scope, ip: req.ip, apiKeyId: key.id };
    },
    summaries: {
      list: "The team's webhook endpoints",
      create:
        'Subscribe an address to events (a Zapier or Make catch hook); the signing secret is in this answer only',
      remove: 'Unsubscribe (delete) a webhook endpoint',
    },
  });
}
