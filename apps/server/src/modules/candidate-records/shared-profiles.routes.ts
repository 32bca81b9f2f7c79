/** The public side of a share link: no sign-in, rate-limited like the other public routes. */
import { errorBodySchema, sharedProfilesResponseSchema, shareTokenParamsSchema } from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { getSharedProfiles } from './shares.service';

export async function sharedProfilesRoutes(
  app: FastifyInstance,
  opts: { db: Database; rateLimitPerMinute: number },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/v1/shared-profiles/:token', {
    config: {
      access: { public: true },
      rateLimit: { max: opts.rateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['candidates'],
      summary:
        'Profiles shared by a link: read-only, without contact details or notes; 410 once the link expired or was revoked',
      params: shareTokenParamsSchema,
      response: {
        200: sharedProfilesResponseSchema,
        400: errorBodySchema,
        404: errorBodySchema,
        410: errorBodySchema,
        429: errorBodySchema,
      },
    },
    handler: async (req, reply) => {
      // The link is a secret: keep the answer out of shared caches and referrers.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { data: await getSharedProfiles(opts.db, req.params.token) };
    },
  });
}
