/**
 * Integrations API (issue 19): the connect catalogue with this team's and this user's installed
 * state, and the connections themselves. The apps home is for pro plans (spec section 6); team
 * connections are changed by the team's admins, personal ones by their owner.
 */
import { can, errorBodySchema } from '@talentbase/shared';
import {
  catalogueStatesResponseSchema,
  configureRequestSchema,
  connectionIdParamsSchema,
  connectionResponseSchema,
  connectionsResponseSchema,
  connectRequestSchema,
} from '@talentbase/shared/contracts/integrations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import type { SecretBox } from '../../lib/secret-box';
import { type ConnectionTester, testConnection } from './connection-test';
import * as integrations from './integrations.service';

const BASE = '/api/v1/integrations';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const access = { gate: 'appsHome' } as const;

export async function integrationsRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox; tester?: ConnectionTester },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: integrations.IntegrationDeps = {
    db: opts.db,
    secretBox: opts.secretBox,
    tester: opts.tester ?? testConnection,
  };
  const actor = (req: FastifyRequest): integrations.Actor => {
    const account = requireAccount(req);
    return { scope: account.scope, isAdmin: can(account.subject, 'adminConsole'), ip: req.ip };
  };

  r.get(`${BASE}/catalogue`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'The connect catalogue with your team’s and your own installed state',
      response: { 200: catalogueStatesResponseSchema, ...errors },
    },
    handler: async (req) => integrations.listStates(opts.db, actor(req)),
  });

  r.get(`${BASE}/connections`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'The team’s connections and your personal ones (never their credentials)',
      response: { 200: connectionsResponseSchema, ...errors },
    },
    handler: async (req) => ({ connections: await integrations.listConnections(opts.db, actor(req).scope) }),
  });

  r.post(`${BASE}/connections`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'Connect an integration: checks the fields, runs the connection test, seals the credentials',
      body: connectRequestSchema,
      response: { 200: connectionResponseSchema, ...errors },
    },
    handler: async (req) => ({ connection: await integrations.connect(deps, actor(req), req.body) }),
  });

  /** A change to one of the connections: each answers the connection as it is afterwards. */
  const oneConnection = <I extends { body?: z.ZodType }>(summary: string, inputs: I) => ({
    config: { access },
    schema: {
      tags: ['integrations'],
      summary,
      params: connectionIdParamsSchema,
      ...inputs,
      response: { 200: connectionResponseSchema, ...errors },
    },
  });

  r.patch(`${BASE}/connections/:connectionId`, {
    ...oneConnection('Configure a connection: replace secrets (custom URLs cannot change), test again', {
      body: configureRequestSchema,
    }),
    handler: async (req) => ({
      connection: await integrations.configure(deps, actor(req), req.params.connectionId, req.body),
    }),
  });

  r.post(`${BASE}/connections/:connectionId/test`, {
    ...oneConnection('Run the connection test again and record its result', {}),
    handler: async (req) => ({
      connection: await integrations.retest(deps, actor(req), req.params.connectionId),
    }),
  });

  r.delete(`${BASE}/connections/:connectionId`, {
    ...oneConnection('Disconnect: deletes the stored credentials and settings', {}),
    handler: async (req) => ({
      connection: await integrations.disconnect(deps, actor(req), req.params.connectionId),
    }),
  });
}
