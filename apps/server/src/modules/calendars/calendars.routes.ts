/**
 * Calendar accounts under /api/tb-v2/v1/calendars (the spec shows no paths):
 *   GET/PUT/DELETE /meeting-account   the caller's calendar; GET takes getNoSharedAccount=true
 *   GET /link                         the caller's scheduling link ({{meetingLink}})
 *   GET /calendly-templates           the caller's Calendly event types
 *   GET /accounts, /accounts/{userId} the team's calendars with their resolved status (admin)
 */
import { errorBodySchema, okResponseSchema } from '@talentbase/shared';
import {
  calendarMemberParamsSchema,
  calendlyEventTypeSchema,
  meetingAccountQuerySchema,
  meetingAccountResponseSchema,
  saveCalendarAccountRequestSchema,
  teamCalendarMemberSchema,
  teamCalendarsResponseSchema,
} from '@talentbase/shared/contracts/meetings';
import { CALENDAR_ACCOUNT_STATUSES } from '@talentbase/shared/domain/calendar-status';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../../lib/http/access-guard';
import {
  type CalendarDeps,
  deleteMyCalendarAccount,
  getMeetingAccount,
  getTeamMemberCalendar,
  listTeamCalendars,
  saveMyCalendarAccount,
} from './calendar-accounts.service';

const BASE = '/api/tb-v2/v1/calendars';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

export async function calendarsRoutes(app: FastifyInstance, deps: CalendarDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${BASE}/meeting-account`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['calendars'],
      summary:
        'Your calendar account and its status (calendly, calendar or auth); getNoSharedAccount=true ignores accounts shared from your other workspaces',
      querystring: meetingAccountQuerySchema,
      response: { 200: meetingAccountResponseSchema, ...errors },
    },
    handler: async (req) => getMeetingAccount(deps, requireAccount(req).scope, req.query.getNoSharedAccount),
  });

  r.put(`${BASE}/meeting-account`, {
    // Connecting Calendly calls Calendly with the token: the service allows ten checks a minute.
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['calendars'],
      summary: 'Connect Calendly (personal access token, checked with Calendly) or a calendar link',
      body: saveCalendarAccountRequestSchema,
      response: { 200: meetingAccountResponseSchema, ...errors },
    },
    handler: async (req) => saveMyCalendarAccount(deps, requireAccount(req).scope, req.body),
  });

  r.delete(`${BASE}/meeting-account`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['calendars'],
      summary: 'Disconnect your calendar in this workspace (its token is deleted)',
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteMyCalendarAccount(deps, requireAccount(req).scope);
      return { ok: true as const };
    },
  });

  r.get(`${BASE}/link`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['calendars'],
      summary: 'Your scheduling link, what {{meetingLink}} becomes in your emails',
      response: {
        200: z.object({ meetingLink: z.string().nullable(), status: z.enum(CALENDAR_ACCOUNT_STATUSES) }),
        ...errors,
      },
    },
    handler: async (req) => {
      const { meetingLink, status } = await getMeetingAccount(deps, requireAccount(req).scope, false);
      return { meetingLink, status };
    },
  });

  r.get(`${BASE}/calendly-templates`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['calendars'],
      summary: 'Your Calendly event types as the last poll read them',
      response: { 200: z.object({ eventTypes: z.array(calendlyEventTypeSchema) }), ...errors },
    },
    handler: async (req) => {
      const { account, status } = await getMeetingAccount(deps, requireAccount(req).scope, false);
      return { eventTypes: status === 'calendly' && account ? account.eventTypes : [] };
    },
  });

  r.get(`${BASE}/accounts`, {
    config: { access: { gate: 'engageTeam' } },
    schema: {
      tags: ['calendars'],
      summary: "The team members' calendar accounts with their resolved status",
      response: { 200: teamCalendarsResponseSchema, ...errors },
    },
    handler: async (req) => listTeamCalendars(deps, requireAccount(req).scope),
  });

  r.get(`${BASE}/accounts/:userId`, {
    config: { access: { gate: 'engageTeam' } },
    schema: {
      tags: ['calendars'],
      summary: "One team member's calendar account",
      params: calendarMemberParamsSchema,
      response: { 200: teamCalendarMemberSchema, ...errors },
    },
    handler: async (req) => getTeamMemberCalendar(deps, requireAccount(req).scope, req.params.userId),
  });
}
