import {
  createGroupRequestSchema,
  errorBodySchema,
  groupEligibleMembersResponseSchema,
  groupIdParamsSchema,
  groupMembersRequestSchema,
  groupResponseSchema,
  groupsResponseSchema,
  okResponseSchema,
  updateGroupRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as groups from './groups.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const caller = (req: FastifyRequest): groups.Caller => ({ scope: requireAccount(req).scope, ip: req.ip });
const memberParams = groupIdParamsSchema.extend({ teamMemberId: z.uuid({ message: 'Unknown member' }) });

export async function groupsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // Every member may read the team's groups: filters (timesheets, reports) offer them.
  r.get('/api/v1/groups', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['groups'],
      summary: "Your team's groups with their members",
      response: { 200: groupsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await groups.listGroups(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/groups/eligible-members', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Members of your team who may join a group (active members and pending invitations)',
      response: { 200: groupEligibleMembersResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await groups.eligibleMembers(db, requireAccount(req).scope) }),
  });

  r.get('/api/v1/groups/:groupId', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['groups'],
      summary: 'A group with its members',
      params: groupIdParamsSchema,
      response: { 200: groupResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await groups.getGroup(db, requireAccount(req).scope, req.params.groupId),
    }),
  });

  r.post('/api/v1/groups', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Create a group, optionally with members',
      body: createGroupRequestSchema,
      response: { 200: groupResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await groups.createGroup(db, caller(req), req.body) }),
  });

  r.patch('/api/v1/groups/:groupId', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Rename a group or change its description',
      params: groupIdParamsSchema,
      body: updateGroupRequestSchema,
      response: { 200: groupResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await groups.updateGroup(db, caller(req), req.params.groupId, req.body),
    }),
  });

  r.delete('/api/v1/groups/:groupId', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Delete a group (its members stay on the team)',
      params: groupIdParamsSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await groups.deleteGroup(db, caller(req), req.params.groupId);
      return { ok: true as const };
    },
  });

  r.post('/api/v1/groups/:groupId/members', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Add members of your team to a group',
      params: groupIdParamsSchema,
      body: groupMembersRequestSchema,
      response: { 200: groupResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await groups.addGroupMembers(db, caller(req), req.params.groupId, req.body.teamMemberIds),
    }),
  });

  r.delete('/api/v1/groups/:groupId/members/:teamMemberId', {
    config: { access: { gate: 'adminMemberTable' } },
    schema: {
      tags: ['groups'],
      summary: 'Remove a member from a group',
      params: memberParams,
      response: { 200: groupResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await groups.removeGroupMember(db, caller(req), req.params.groupId, req.params.teamMemberId),
    }),
  });
}
