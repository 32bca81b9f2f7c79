/**
 * SCIM 2.0 at /api/scim/v2 (RFC 7644) for the team's identity provider, and the team admin's
 * token management at /api/team-settings/scim/tokens. The SCIM routes are public to the session
 * guard and CSRF-exempt: an identity provider has no cookie; each request is authorised by its
 * bearer token (onRequest, before the body is read) and acts for that token's team only.
 */
import {
  createScimTokenRequestSchema,
  createScimTokenResponseSchema,
  errorBodySchema,
  okResponseSchema,
  scimTokenListResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { discoveryRoutes } from './scim-discovery';
import { registerScimErrorHandler, SCIM_CONTENT_TYPE, ScimError } from './scim-errors';
import * as groups from './scim-groups.service';
import * as tokens from './scim-tokens.service';
import * as scimUsers from './scim-users.service';

export type ScimRouteOptions = { db: Database; publicUrl: string };

const SCIM_ROUTE = { access: { public: true as const }, csrfExempt: true };
const idParams = z.object({ id: z.string().max(100) });

declare module 'fastify' {
  interface FastifyRequest {
    scim?: scimUsers.ScimScope;
  }
}

export async function scimRoutes(app: FastifyInstance, opts: ScimRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const baseUrl = `${opts.publicUrl}/api/scim/v2`;
  const TOKENS = '/api/team-settings/scim/tokens';
  const errors = {
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  };

  r.get(TOKENS, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['scim'],
      summary: 'The team\u2019s SCIM tokens (never the tokens themselves)',
      response: { 200: scimTokenListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await tokens.listTokens(opts.db, requireAccount(req).scope), baseUrl }),
  });
  r.post(TOKENS, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['scim'],
      summary: 'Create a SCIM bearer token; the answer is the only time it is shown',
      body: createScimTokenRequestSchema,
      response: { 201: createScimTokenResponseSchema, ...errors },
    },
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(await tokens.createToken(opts.db, requireAccount(req).scope, req.body.name, req.ip)),
  });
  r.delete(`${TOKENS}/:id`, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['scim'],
      summary: 'Revoke a SCIM token at once',
      params: z.object({ id: z.uuid() }),
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await tokens.revokeToken(opts.db, requireAccount(req).scope, req.params.id, req.ip);
      return { ok: true as const };
    },
  });

  await app.register(async (scim) => {
    registerScimErrorHandler(scim);
    scim.addHook('onRequest', async (req) => {
      const header = req.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      const found = match?.[1] ? await tokens.authenticateToken(opts.db, match[1]) : null;
      if (!found) throw new ScimError(401, 'A valid SCIM bearer token is required');
      req.scim = { teamId: found.teamId, orgId: found.orgId, tokenId: found.id, baseUrl };
    });
    const scope = (req: { scim?: scimUsers.ScimScope }) => {
      if (!req.scim) throw new ScimError(401, 'A valid SCIM bearer token is required');
      return req.scim;
    };
    const send = (reply: FastifyReply, status: number, body: unknown) =>
      reply.status(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
    const query = (q: unknown) => (q ?? {}) as Record<string, unknown>;
    const P = '/api/scim/v2';
    const hide = { hide: true };

    scim.get(`${P}/Users`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await scimUsers.listUsers(opts.db, scope(req), query(req.query))),
    );
    scim.post(`${P}/Users/.search`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await scimUsers.listUsers(opts.db, scope(req), query(req.body))),
    );
    scim.get(`${P}/Users/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await scimUsers.getUser(opts.db, scope(req), idParams.parse(req.params).id)),
    );
    scim.post(`${P}/Users`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) => {
      const user = await scimUsers.createUser(opts.db, scope(req), req.body);
      reply.header('location', user.meta.location);
      return send(reply, 201, user);
    });
    scim.put(`${P}/Users/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(
        reply,
        200,
        await scimUsers.replaceUser(opts.db, scope(req), idParams.parse(req.params).id, req.body),
      ),
    );
    scim.patch(`${P}/Users/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(
        reply,
        200,
        await scimUsers.patchUser(opts.db, scope(req), idParams.parse(req.params).id, req.body),
      ),
    );
    scim.delete(`${P}/Users/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) => {
      await scimUsers.deleteUser(opts.db, scope(req), idParams.parse(req.params).id);
      return reply.status(204).send();
    });

    scim.get(`${P}/Groups`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await groups.listGroups(opts.db, scope(req), query(req.query))),
    );
    scim.get(`${P}/Groups/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await groups.getGroup(opts.db, scope(req), idParams.parse(req.params).id)),
    );
    scim.post(`${P}/Groups`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) => {
      const group = await groups.createGroup(opts.db, scope(req), req.body);
      if (group) reply.header('location', group.meta.location);
      return send(reply, 201, group);
    });
    scim.put(`${P}/Groups/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(
        reply,
        200,
        await groups.replaceGroup(opts.db, scope(req), idParams.parse(req.params).id, req.body),
      ),
    );
    scim.patch(`${P}/Groups/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) =>
      send(reply, 200, await groups.patchGroup(opts.db, scope(req), idParams.parse(req.params).id, req.body)),
    );
    scim.delete(`${P}/Groups/:id`, { config: SCIM_ROUTE, schema: hide }, async (req, reply) => {
      await groups.deleteGroup(opts.db, scope(req), idParams.parse(req.params).id);
      return reply.status(204).send();
    });

    discoveryRoutes(scim, { route: SCIM_ROUTE, baseUrl, send });
  });
}
