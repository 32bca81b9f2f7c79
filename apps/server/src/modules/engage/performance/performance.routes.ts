/**
 * Campaign performance under {campaign base} = /api/tb-v2/v1/campaigns. `GET /performance` is a
 * static segment and wins over `/:id` in Fastify's router; `POST /:id` shares its path with the
 * authoring module's `GET`/`PUT /:id` under another method.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  campaignIdParamsSchema,
  campaignPerformanceListSchema,
  campaignPerformanceQuerySchema,
  campaignPerformanceRequestSchema,
  campaignPerformanceResponseSchema,
  campaignRecipientsRequestSchema,
  campaignRecipientsResponseSchema,
  teamStatisticsQuerySchema,
  teamStatisticsResponseSchema,
} from '@talentbase/shared/contracts/engage-performance';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { requireAccount } from '../../../lib/http/access-guard';
import {
  campaignPerformance,
  campaignRecipients,
  listCampaignPerformance,
  type PerformanceCaller,
  teamStatistics,
} from './performance.service';

const BASE = '/api/tb-v2/v1/campaigns';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function callerOf(req: FastifyRequest): PerformanceCaller {
  const account = requireAccount(req);
  return {
    teamId: account.scope.teamId,
    userId: account.scope.userId,
    subject: account.subject,
    viewer: { scope: account.scope, subject: account.subject },
  };
}

export async function performanceRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(`${BASE}/performance`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['campaigns'],
      summary:
        'Every campaign you see with its funnel: enrolled, sent, delivered, opened, clicked, replied, bounced, unsubscribed, failed',
      querystring: campaignPerformanceQuerySchema,
      response: { 200: campaignPerformanceListSchema, ...errors },
    },
    handler: async (req) => listCampaignPerformance(db, callerOf(req), req.query),
  });

  r.post(`${BASE}/:id/performance`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['campaigns'],
      summary: 'One campaign’s funnel, filtered by thread status, enrolment time and sender',
      params: campaignIdParamsSchema,
      body: campaignPerformanceRequestSchema,
      response: { 200: campaignPerformanceResponseSchema, ...errors },
    },
    handler: async (req) => campaignPerformance(db, callerOf(req), Number(req.params.id), req.body),
  });

  r.post(`${BASE}/:id`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['campaigns'],
      summary: 'A campaign’s recipients with their status and pipeline label, filtered and paged',
      params: campaignIdParamsSchema,
      body: campaignRecipientsRequestSchema,
      response: { 200: campaignRecipientsResponseSchema, ...errors },
    },
    handler: async (req) => campaignRecipients(db, callerOf(req), Number(req.params.id), req.body),
  });

  r.get(`${BASE}/:id/team-statistics`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['campaigns'],
      summary: 'Per step and sender: sent, delivered, opened, clicked, bounced, failed, scheduled',
      params: campaignIdParamsSchema,
      querystring: teamStatisticsQuerySchema,
      response: { 200: teamStatisticsResponseSchema, ...errors },
    },
    handler: async (req) => teamStatistics(db, callerOf(req), Number(req.params.id), req.query.step),
  });
}
