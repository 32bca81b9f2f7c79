import {
  createTeamRequestSchema,
  errorBodySchema,
  organizationResponseSchema,
  orgTeamDetailResponseSchema,
  orgTeamResponseSchema,
  orgTeamsResponseSchema,
  teamIdParamsSchema,
  updateOrganizationRequestSchema,
  updateTeamRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as orgs from './organizations.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const caller = (req: FastifyRequest): orgs.Caller => ({ scope: requireAccount(req).scope, ip: req.ip });

export async function organizationsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // Read-only facts every member may see (their organisation's name and teams count); the team
  // settings page shows them to team admins.
  r.get('/api/v1/organization', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['organization'],
      summary: 'Your organisation: name, slug, allowed email domains, active teams and members',
      response: { 200: organizationResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.getOrganization(db, requireAccount(req).scope) }),
  });

  r.put('/api/v1/organization', {
    config: { access: { gate: 'orgAdminOnly' } },
    schema: {
      tags: ['organization'],
      summary: 'Rename the organisation, set its slug and the email domains allowed to sign up',
      body: updateOrganizationRequestSchema,
      response: { 200: organizationResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.updateOrganization(db, caller(req), req.body) }),
  });

  r.get('/api/v1/organization/teams', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: "The organisation's teams with members, seats and plan",
      response: { 200: orgTeamsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.listTeams(db, requireAccount(req).scope) }),
  });

  r.post('/api/v1/organization/teams', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: 'Create a team (it takes the plan of the team you are signed into)',
      body: createTeamRequestSchema,
      response: { 200: orgTeamResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.createTeam(db, caller(req), req.body) }),
  });

  r.get('/api/v1/organization/teams/:teamId', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: 'A team: members, licences, seats and recent activity',
      params: teamIdParamsSchema,
      response: { 200: orgTeamDetailResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await orgs.teamDetail(db, requireAccount(req).scope, req.params.teamId),
    }),
  });

  r.patch('/api/v1/organization/teams/:teamId', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: 'Rename a team or change its seats',
      params: teamIdParamsSchema,
      body: updateTeamRequestSchema,
      response: { 200: orgTeamResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.updateTeam(db, caller(req), req.params.teamId, req.body) }),
  });

  r.post('/api/v1/organization/teams/:teamId/archive', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: 'Archive a team: its members can no longer sign in to it',
      params: teamIdParamsSchema,
      response: { 200: orgTeamResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.setTeamArchived(db, caller(req), req.params.teamId, true) }),
  });

  r.post('/api/v1/organization/teams/:teamId/restore', {
    config: { access: { gate: 'adminTeamInfo' } },
    schema: {
      tags: ['organization'],
      summary: 'Restore an archived team',
      params: teamIdParamsSchema,
      response: { 200: orgTeamResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await orgs.setTeamArchived(db, caller(req), req.params.teamId, false) }),
  });
}
