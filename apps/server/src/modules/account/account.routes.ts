/**
 * The signed-in user's account calls of spec section 7: the current user, beta features,
 * onboarding progress and survey settings. The spec's current-user call answers an encrypted
 * string the client decrypts: a key the browser holds protects nothing, so ours answers the same
 * JSON as /api/auth/me over the session's TLS (docs/decisions.md "Current user").
 */
import { errorBodySchema, meResponseSchema } from '@talentbase/shared';
import {
  betaFeaturesResponseSchema,
  onboardingProgressRequestSchema,
  surveySettingsRequestSchema,
  userJsonResponseSchema,
} from '@talentbase/shared/contracts/admin-console';
import { isBetaFeature } from '@talentbase/shared/domain/beta-features';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { toCurrentUser } from '../auth/account-context';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

export async function accountRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/user/current', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['account'],
      summary: 'The current user (plain JSON: see docs/decisions.md "Current user")',
      response: { 200: meResponseSchema, ...errors },
    },
    handler: async (req) => ({ user: toCurrentUser(requireAccount(req)) }),
  });

  r.get('/api/v1/user/beta-features', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['account'],
      summary: 'Beta features switched on for your team',
      response: { 200: betaFeaturesResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: requireAccount(req).subject.features.filter(isBetaFeature),
    }),
  });

  r.post('/api/v1/user/update-onboarding-progress', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['account'],
      summary:
        'Save your onboarding progress: checklist hidden, steps skipped (completedAt is kept by the server)',
      body: onboardingProgressRequestSchema,
      response: { 200: userJsonResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const { rows } = await opts.db.execute<{ onboarding_progress: Record<string, unknown> }>(sql`
        update users set onboarding_progress = (${JSON.stringify(req.body.onboardingProgress)}::jsonb - 'completedAt')
               || case when onboarding_progress ? 'completedAt'
                       then jsonb_build_object('completedAt', onboarding_progress->'completedAt')
                       else '{}'::jsonb end,
               updated_at = now()
         where id = ${scope.userId} returning onboarding_progress`);
      return { data: rows[0]?.onboarding_progress ?? {} };
    },
  });

  r.post('/api/v1/user/update-survey-settings', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['account'],
      summary: 'Save your survey settings (replaces what is saved)',
      body: surveySettingsRequestSchema,
      response: { 200: userJsonResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const { rows } = await opts.db.execute<{ survey_settings: Record<string, unknown> }>(sql`
        update users set survey_settings = ${JSON.stringify(req.body.settings)}::jsonb, updated_at = now()
         where id = ${scope.userId} returning survey_settings`);
      return { data: rows[0]?.survey_settings ?? {} };
    },
  });
}
