import { dashboardResponseSchema, errorBodySchema } from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { callerOf } from '../projects/projects.routes';
import { dashboard } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/dashboard', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['dashboard'],
      summary: 'Your open projects with pipeline counts, the team activity you may see, and totals',
      response: { 200: dashboardResponseSchema, 401: errorBodySchema },
    },
    handler: async (req) => ({ data: await dashboard(opts.db, callerOf(req)) }),
  });
}
