/**
 * Meetings under {engage base} = /api/tb-v2/v1/engage (the spec shows no paths):
 *   GET/POST /meetings/templates, PUT/DELETE /meetings/templates/{id}   meeting templates
 *   GET /meetings                                   your recent meetings
 *   POST /meetings                                  invite a candidate (ICS through your mailbox)
 *   POST /meetings/{id}/cancel, /meetings/{id}/reschedule-later
 */
import { errorBodySchema, okResponseSchema } from '@talentbase/shared';
import {
  createMeetingRequestSchema,
  meetingIdParamsSchema,
  meetingListQuerySchema,
  meetingListResponseSchema,
  meetingSchema,
  meetingTemplateIdParamsSchema,
  meetingTemplateListResponseSchema,
  meetingTemplateSchema,
  saveMeetingTemplateRequestSchema,
} from '@talentbase/shared/contracts/meetings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccount } from '../../../lib/http/access-guard';
import {
  createMeetingTemplate,
  deleteMeetingTemplate,
  listMeetingTemplates,
  updateMeetingTemplate,
} from './meeting-templates.service';
import { findMeetings, toMeeting } from './meetings.repository';
import { closeMeeting, inviteToMeeting, type MeetingDeps } from './meetings.service';

const BASE = '/api/tb-v2/v1/engage/meetings';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};
const access = { access: { gate: 'engage' as const } };

export async function meetingsRoutes(app: FastifyInstance, deps: MeetingDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(`${BASE}/templates`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: "The team's meeting templates, yours first",
      response: { 200: meetingTemplateListResponseSchema, ...errors },
    },
    handler: async (req) => listMeetingTemplates(db, requireAccount(req).scope),
  });

  r.post(`${BASE}/templates`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Make a meeting template (period 5 to 480 minutes, 30 by default)',
      body: saveMeetingTemplateRequestSchema,
      response: { 200: meetingTemplateSchema, ...errors },
    },
    handler: async (req) => createMeetingTemplate(db, requireAccount(req).scope, req.body),
  });

  r.put(`${BASE}/templates/:id`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Change one of your meeting templates',
      params: meetingTemplateIdParamsSchema,
      body: saveMeetingTemplateRequestSchema,
      response: { 200: meetingTemplateSchema, ...errors },
    },
    handler: async (req) =>
      updateMeetingTemplate(db, requireAccount(req).scope, Number(req.params.id), req.body),
  });

  r.delete(`${BASE}/templates/:id`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Delete one of your meeting templates (meetings made with it stay)',
      params: meetingTemplateIdParamsSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteMeetingTemplate(db, requireAccount(req).scope, Number(req.params.id));
      return { ok: true as const };
    },
  });

  r.get(BASE, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Your meetings with candidates, latest first',
      querystring: meetingListQuerySchema,
      response: { 200: meetingListResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      const { rows, total } = await findMeetings(db, scope.teamId, scope.userId, req.query);
      return { meetings: rows.map(toMeeting), total };
    },
  });

  r.post(BASE, {
    // Each invitation is an email from your mailbox.
    config: { ...access, rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: {
      tags: ['meetings'],
      summary:
        'Invite a candidate (a conversation, or a project and candidate) to a meeting: a calendar invitation from your mailbox, and the candidate moves to Scheduled',
      body: createMeetingRequestSchema,
      response: { 200: meetingSchema, ...errors },
    },
    handler: async (req) => inviteToMeeting(deps, requireAccount(req).scope, req.body),
  });

  r.post(`${BASE}/:id/cancel`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Cancel a meeting: the invitation is withdrawn and the candidate labelled Canceled',
      params: meetingIdParamsSchema,
      response: { 200: meetingSchema, ...errors },
    },
    handler: async (req) => closeMeeting(deps, requireAccount(req).scope, Number(req.params.id), 'canceled'),
  });

  r.post(`${BASE}/:id/reschedule-later`, {
    config: access,
    schema: {
      tags: ['meetings'],
      summary: 'Put a meeting off: the invitation is withdrawn and the candidate labelled Reschedule later',
      params: meetingIdParamsSchema,
      response: { 200: meetingSchema, ...errors },
    },
    handler: async (req) =>
      closeMeeting(deps, requireAccount(req).scope, Number(req.params.id), 'reschedule_later'),
  });
}
