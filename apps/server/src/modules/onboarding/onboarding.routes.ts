/**
 * GET /api/v1/onboarding: the signed-in user's "Get started" checklist. Progress is saved through
 * POST /api/v1/user/update-onboarding-progress and the survey through update-survey-settings
 * (modules/account).
 */
import { errorBodySchema, onboardingResponseSchema } from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { getOnboarding } from './onboarding.service';

export async function onboardingRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/onboarding', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['account'],
      summary: 'Your getting-started checklist: steps worked out from your data, progress and survey',
      response: { 200: onboardingResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (req) => getOnboarding(opts.db, requireAccount(req).scope),
  });
}
