import { healthResponseSchema } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';

export async function healthRoutes(
  app: FastifyInstance,
  opts: { db: Database; queueHealthy: () => Promise<boolean> },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    config: { access: { public: true }, rateLimit: false },
    schema: {
      tags: ['health'],
      summary: 'Liveness of the API, its database and its job queue',
      response: { 200: healthResponseSchema, 503: healthResponseSchema },
    },
    handler: async (_req, reply) => {
      const db = await opts.db
        .execute(sql`select 1`)
        .then(() => 'ok' as const)
        .catch(() => 'down' as const);
      const queue = (await opts.queueHealthy().catch(() => false)) ? ('ok' as const) : ('down' as const);
      const status = db === 'ok' && queue === 'ok' ? ('ok' as const) : ('down' as const);
      return reply.status(status === 'ok' ? 200 : 503).send({ status, db, queue });
    },
  });
}
