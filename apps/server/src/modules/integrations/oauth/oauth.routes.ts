/**
 * OAuth sign-in to an integration (issue 19 item 3): start (the provider's authorization address)
 * and complete (the callback page hands over the state and code). Same gate as the apps home.
 */
import { can, errorBodySchema } from '@talentbase/shared';
import {
  oauthCompleteRequestSchema,
  oauthCompleteResponseSchema,
  oauthProviderParamsSchema,
  oauthStartRequestSchema,
  oauthStartResponseSchema,
} from '@talentbase/shared/contracts/integration-oauth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { requireAccount } from '../../../lib/http/access-guard';
import type { SecretBox } from '../../../lib/secret-box';
import * as oauth from './oauth.service';
import type { OauthEnv } from './oauth-clients';

const BASE = '/api/v1/integrations/oauth';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};
const access = { gate: 'appsHome' } as const;

export async function integrationOauthRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox; publicUrl: string; env?: OauthEnv },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: oauth.OauthDeps = {
    db: opts.db,
    secretBox: opts.secretBox,
    publicUrl: opts.publicUrl,
    ...(opts.env ? { env: opts.env } : {}),
  };
  const actor = (req: FastifyRequest): oauth.OauthActor => {
    const account = requireAccount(req);
    return {
      scope: account.scope,
      isAdmin: can(account.subject, 'adminConsole'),
      ip: req.ip,
      sessionId: account.sessionId,
    };
  };

  r.post(`${BASE}/:providerId/start`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'Start signing in to an integration with OAuth: the provider’s authorization address',
      params: oauthProviderParamsSchema,
      body: oauthStartRequestSchema,
      response: { 200: oauthStartResponseSchema, ...errors },
    },
    handler: async (req) => oauth.start(deps, actor(req), req.params.providerId, req.body),
  });

  r.post(`${BASE}/complete`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'Complete an OAuth sign-in: checks the state, exchanges the code, stores the tokens sealed',
      body: oauthCompleteRequestSchema,
      response: { 200: oauthCompleteResponseSchema, ...errors },
    },
    handler: async (req) => oauth.complete(deps, actor(req), req.body),
  });
}
