import {
  companyProfileResponseSchema,
  companyProfileSchema,
  errorBodySchema,
  projectSettingsRequestSchema,
  projectSettingsResponseSchema,
  sourcingSettingsResponseSchema,
  sourcingSettingsSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { readSettings, writeSettings } from './team-settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * Every member reads the settings (the sourcing page applies its defaults, the create-project form
 * marks required fields, emails use the company profile); the team-settings gate changes them.
 */
export async function teamSettingsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/team-settings/sourcing', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: "The team's default search filters and reveal-credit policy",
      response: { 200: sourcingSettingsResponseSchema, ...errors },
    },
    handler: async (req) => readSettings(db, requireAccount(req).scope.teamId, 'sourcing'),
  });
  r.put('/api/v1/team-settings/sourcing', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: "Change the team's default search filters and reveal-credit policy",
      body: sourcingSettingsSchema,
      response: { 200: sourcingSettingsResponseSchema, ...errors },
    },
    handler: async (req) =>
      writeSettings(db, { scope: requireAccount(req).scope, ip: req.ip }, 'sourcing', req.body),
  });

  r.get('/api/v1/team-settings/projects', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: 'Project fields required on creation and the visibility of new projects',
      response: { 200: projectSettingsResponseSchema, ...errors },
    },
    handler: async (req) => readSettings(db, requireAccount(req).scope.teamId, 'projects'),
  });
  r.put('/api/v1/team-settings/projects', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Change the project fields required on creation and the visibility of new projects',
      body: projectSettingsRequestSchema,
      response: { 200: projectSettingsResponseSchema, ...errors },
    },
    handler: async (req) =>
      writeSettings(db, { scope: requireAccount(req).scope, ip: req.ip }, 'projects', req.body),
  });

  r.get('/api/v1/team-settings/company-profile', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: 'The company profile used in emails and job pages',
      response: { 200: companyProfileResponseSchema, ...errors },
    },
    handler: async (req) => readSettings(db, requireAccount(req).scope.teamId, 'company-profile'),
  });
  r.put('/api/v1/team-settings/company-profile', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Change the company profile used in emails and job pages',
      body: companyProfileSchema,
      response: { 200: companyProfileResponseSchema, ...errors },
    },
    handler: async (req) =>
      writeSettings(db, { scope: requireAccount(req).scope, ip: req.ip }, 'company-profile', req.body),
  });
}
