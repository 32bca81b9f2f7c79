import {
  consoleCustomerDetailResponseSchema,
  consoleDashboardResponseSchema,
  customerIdParamsSchema,
  errorBodySchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { consoleCustomer, consoleDashboard } from './customer-console.service';

// `hidden`: to anyone but the operator these routes do not exist (404, never 401/403).
const OPERATOR = { gate: 'customerConsole', hidden: true } as const;

export async function customerConsoleRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/customer-console/dashboard', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: 'Every organisation of this installation: teams, seats, members, activity and health',
      response: { 200: consoleDashboardResponseSchema, 404: errorBodySchema },
    },
    handler: async () => ({ data: await consoleDashboard(opts.db) }),
  });

  r.get('/api/v1/customer-console/customers/:customerId', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: "One organisation: its teams, licences, credits and the last 30 days' activity",
      params: customerIdParamsSchema,
      response: { 200: consoleCustomerDetailResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (req) => ({ data: await consoleCustomer(opts.db, req.params.customerId) }),
  });
}
