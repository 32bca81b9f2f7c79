/** Offer management over HTTP (/admin/team-settings/offer-management): `teamSettings` gate. */
import { errorBodySchema } from '@talentbase/shared';
import {
  offerSettingsInputSchema,
  offerSettingsResponseSchema,
} from '@talentbase/shared/contracts/offer-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { getOfferSettings, saveOfferSettings } from './offer-settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const TAGS = ['offer-settings'];

export async function offerSettingsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/team-settings/offer-management', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'The offer stages (engagement codes 34–38), the approval chain and default offer fields',
      response: { 200: offerSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await getOfferSettings(db, requireAccount(req).scope) }),
  });

  r.put('/api/v1/team-settings/offer-management', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'Save the approval chain, whether approval comes before sending, and default offer fields',
      body: offerSettingsInputSchema,
      response: { 200: offerSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await saveOfferSettings(db, requireAccount(req).scope, req.body, req.ip),
    }),
  });
}
