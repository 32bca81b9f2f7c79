/**
 * Sequences under `/api/tb-v2/v1/campaigns` (spec section 7): create, update, list with the
 * spec's list parameters, one campaign with its steps, recently used, the builder's options, and
 * the team's sequences for Engage admins (`/team`, read-only views).
 */
import {
  campaignDetailSchema,
  campaignFormOptionsSchema,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  createCampaignRequestSchema,
  recentlyUsedQuerySchema,
  updateCampaignRequestSchema,
} from '@talentbase/shared/contracts/engage-campaigns';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { callerOf } from '../../projects/projects.routes';
import { engageErrors } from '../templates/templates.routes';
import { formOptions, getCampaign, listCampaigns, recentlyUsed } from './campaigns.repository';
import { createCampaign, updateCampaign } from './campaigns.service';

const BASE = '/api/tb-v2/v1/campaigns';
const ENGAGE = { access: { gate: 'engage' as const } };
const TEAM = { access: { gate: 'engageTeam' as const } };

export async function engageCampaignsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Your sequences (and those of who delegated to you; shared=true adds the team’s shared ones)',
      querystring: campaignListQuerySchema,
      response: { 200: campaignListResponseSchema, ...engageErrors },
    },
    handler: async (req) => listCampaigns(db, callerOf(req), req.query),
  });

  r.get(`${BASE}/team`, {
    config: TEAM,
    schema: {
      tags: ['engage'],
      summary: 'Every sequence of the team (admins, read-only unless it is yours)',
      querystring: campaignListQuerySchema,
      response: { 200: campaignListResponseSchema, ...engageErrors },
    },
    handler: async (req) => listCampaigns(db, callerOf(req), req.query, { wholeTeam: true }),
  });

  r.get(`${BASE}/recently-used`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'The sequences you used last (optionally for one project)',
      querystring: recentlyUsedQuerySchema,
      response: { 200: campaignListResponseSchema, ...engageErrors },
    },
    handler: async (req) =>
      recentlyUsed(db, callerOf(req), req.query.projectId ? Number(req.query.projectId) : undefined),
  });

  r.get(`${BASE}/form-options`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Who you can send as, and the team’s default schedule',
      response: { 200: campaignFormOptionsSchema, ...engageErrors },
    },
    handler: async (req) => formOptions(db, callerOf(req)),
  });

  r.post(BASE, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Create a sequence with its steps (textVersion 1)',
      body: createCampaignRequestSchema,
      response: { 200: campaignDetailSchema, ...engageErrors },
    },
    handler: async (req) => createCampaign(db, callerOf(req), req.body),
  });

  r.get(`${BASE}/:id`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'A sequence with its steps, owner and whether you may edit it',
      params: campaignIdParamsSchema,
      response: { 200: campaignDetailSchema, ...engageErrors },
    },
    handler: async (req) => getCampaign(db, callerOf(req), Number(req.params.id)),
  });

  r.put(`${BASE}/:id`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Change a sequence: name, schedule, sender, pause/resume/cancel, archive, steps as a whole',
      params: campaignIdParamsSchema,
      body: updateCampaignRequestSchema,
      response: { 200: campaignDetailSchema, ...engageErrors },
    },
    handler: async (req) => updateCampaign(db, callerOf(req), Number(req.params.id), req.body),
  });
}
