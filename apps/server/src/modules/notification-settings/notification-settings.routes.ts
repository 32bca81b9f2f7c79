/**
 * Notification defaults of the team (team settings), a user's own choices and hiring preferences
 * (personal settings), and the in-app notifications themselves (the bell). Notifications and
 * personal settings are the caller's own: no id of anyone else can be named.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  hiringPreferencesResponseSchema,
  hiringPreferencesSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadRequestSchema,
  teamNotificationSettingsResponseSchema,
  teamNotificationSettingsSchema,
  userNotificationChoicesSchema,
  userNotificationSettingsResponseSchema,
} from '@talentbase/shared/contracts/notification-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as service from './notification-settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const TAGS = ['notification-settings'];

export async function notificationSettingsRoutes(
  app: FastifyInstance,
  opts: { db: Database },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/team-settings/notifications', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: "The team's notification defaults: per event, in-app and email, and the digest",
      response: { 200: teamNotificationSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.getTeamSettings(db, requireAccount(req).scope) }),
  });

  r.put('/api/v1/team-settings/notifications', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: "Save the team's notification defaults",
      body: teamNotificationSettingsSchema,
      response: { 200: teamNotificationSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.saveTeamSettings(db, requireAccount(req).scope, req.body, req.ip),
    }),
  });

  r.get('/api/settings/email-notification', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: "Your notification choices, the team's defaults and what applies to you",
      response: { 200: userNotificationSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.getUserSettings(db, requireAccount(req).scope) }),
  });

  r.put('/api/settings/email-notification', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: "Save your notification choices (null follows the team's default)",
      body: userNotificationChoicesSchema,
      response: { 200: userNotificationSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.saveUserSettings(db, requireAccount(req).scope, req.body),
    }),
  });

  r.get('/api/settings/hiring', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Your hiring preferences: default project role, pipeline view, working hours',
      response: { 200: hiringPreferencesResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.getHiringPreferences(db, requireAccount(req).scope) }),
  });

  r.put('/api/settings/hiring', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Save your hiring preferences',
      body: hiringPreferencesSchema,
      response: { 200: hiringPreferencesResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.saveHiringPreferences(db, requireAccount(req).scope, req.body),
    }),
  });

  r.get('/api/v1/notifications', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Your in-app notifications, newest first, with unread counts per category',
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema, ...errors },
    },
    handler: async (req) => service.listNotifications(db, requireAccount(req).scope, req.query),
  });

  r.post('/api/v1/notifications/read', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Mark some of your notifications (ids) or all of them read',
      body: notificationReadRequestSchema,
      response: { 200: z.object({ updated: z.number() }), ...errors },
    },
    handler: async (req) => service.markRead(db, requireAccount(req).scope, req.body),
  });
}
