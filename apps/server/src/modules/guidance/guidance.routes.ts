import {
  consoleGuidanceItemResponseSchema,
  consoleGuidanceListResponseSchema,
  consoleGuidancePatchSchema,
  errorBodySchema,
  guidanceFeedbackRequestSchema,
  guidanceListQuerySchema,
  guidanceListResponseSchema,
  guidanceNameParamsSchema,
  guidanceStateResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as guidance from './guidance.service';

const SIGNED_IN = { signedIn: true } as const;
// As the rest of the customer console: to anyone but the operator these routes do not exist.
const OPERATOR = { gate: 'customerConsole', hidden: true } as const;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function guidanceRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/guidance', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['guidance'],
      summary: 'The tutorials to show you on a page now, in queue order, with your state for each',
      querystring: guidanceListQuerySchema,
      response: { 200: guidanceListResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      return {
        data: await guidance.listGuidance(opts.db, account.scope, account.subject.plan, req.query.path),
      };
    },
  });

  r.post('/api/v1/guidance/:guidanceName/seen', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['guidance'],
      summary: 'Record that you saw a tutorial (once; not for tutorials that appear every time)',
      params: guidanceNameParamsSchema,
      response: { 200: guidanceStateResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await guidance.markSeen(opts.db, requireAccount(req).scope, req.params.guidanceName),
    }),
  });

  r.post('/api/v1/guidance/:guidanceName/complete', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['guidance'],
      summary: 'Mark a tutorial complete: it does not show again',
      params: guidanceNameParamsSchema,
      response: { 200: guidanceStateResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await guidance.markComplete(opts.db, requireAccount(req).scope, req.params.guidanceName),
    }),
  });

  r.post('/api/v1/guidance/:guidanceName/feedback', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['guidance'],
      summary: 'Say whether a tutorial was helpful',
      params: guidanceNameParamsSchema,
      body: guidanceFeedbackRequestSchema,
      response: { 200: guidanceStateResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await guidance.recordFeedback(
        opts.db,
        requireAccount(req).scope,
        req.params.guidanceName,
        req.body.feedback,
      ),
    }),
  });

  r.get('/api/v1/customer-console/guidance', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: 'Every tutorial with its settings and how many members saw, completed and rated it',
      response: { 200: consoleGuidanceListResponseSchema, 404: errorBodySchema },
    },
    handler: async () => ({ data: await guidance.consoleGuidanceList(opts.db) }),
  });

  r.patch('/api/v1/customer-console/guidance/:guidanceName', {
    config: { access: OPERATOR },
    schema: {
      tags: ['customer-console'],
      summary: 'Disable a tutorial, or change its expiry, priority or plan range (audited)',
      params: guidanceNameParamsSchema,
      body: consoleGuidancePatchSchema,
      response: { 200: consoleGuidanceItemResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await guidance.consoleGuidanceUpdate(
        opts.db,
        requireAccount(req).scope,
        req.params.guidanceName,
        req.body,
        req.ip,
      ),
    }),
  });
}
