import {
  atsSourceTrackingResponseSchema,
  atsSourceTrackingSchema,
  errorBodySchema,
  sourcePreviewQuerySchema,
  sourcePreviewResponseSchema,
  sourceTrackingResponseSchema,
  sourceTrackingSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { readSettings, writeSettings } from '../team-settings/team-settings.service';
import { sourceFor } from './source-tracking.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The two source-tracking pages: every member reads them (an export shows what it will write),
 * the team-settings gate changes them; each change is audited with the value before and after.
 */
export async function sourceTrackingRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/team-settings/ats-source-tracking', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: 'The source name and medium written into the ATS for every candidate pushed',
      response: { 200: atsSourceTrackingResponseSchema, ...errors },
    },
    handler: async (req) => readSettings(db, requireAccount(req).scope.teamId, 'ats-source-tracking'),
  });
  r.put('/api/v1/team-settings/ats-source-tracking', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Change the source name and medium written into the ATS, and per-ATS exceptions',
      body: atsSourceTrackingSchema,
      response: { 200: atsSourceTrackingResponseSchema, ...errors },
    },
    handler: async (req) =>
      writeSettings(db, { scope: requireAccount(req).scope, ip: req.ip }, 'ats-source-tracking', req.body),
  });

  r.get('/api/v1/team-settings/source-tracking', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: "Whether the medium written into the ATS names the candidate's origin",
      response: { 200: sourceTrackingResponseSchema, ...errors },
    },
    handler: async (req) => readSettings(db, requireAccount(req).scope.teamId, 'source-tracking'),
  });
  r.put('/api/v1/team-settings/source-tracking', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: "Change whether the medium names the candidate's origin, and the words used",
      body: sourceTrackingSchema,
      response: { 200: sourceTrackingResponseSchema, ...errors },
    },
    handler: async (req) =>
      writeSettings(db, { scope: requireAccount(req).scope, ip: req.ip }, 'source-tracking', req.body),
  });

  r.get('/api/v1/team-settings/source-tracking/preview', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: 'The source and medium a push to this ATS would write, as saved',
      querystring: sourcePreviewQuerySchema,
      response: { 200: sourcePreviewResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await sourceFor(db, requireAccount(req).scope.teamId, req.query.providerId, req.query.origin),
    }),
  });
}
