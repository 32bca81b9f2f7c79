import {
  changePasswordRequestSchema,
  errorBodySchema,
  meResponseSchema,
  okResponseSchema,
  updateProfileRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { buildContext, toCurrentUser } from '../auth/account-context';
import { loadSessionRow } from '../auth/auth.repository';
import type { LoginThrottle } from '../auth/login-throttle';
import * as settings from './settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

export async function settingsRoutes(
  app: FastifyInstance,
  opts: { db: Database; throttle: LoginThrottle },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/api/settings/profile', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['settings'],
      summary: 'Update your name, job title and phone',
      body: updateProfileRequestSchema,
      response: { 200: meResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      await settings.updateProfile(opts.db, account.scope, req.body, req.ip);
      const row = await loadSessionRow(opts.db, account.sessionId);
      if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
      return { user: toCurrentUser(buildContext(row, app.installationFeatures)) };
    },
  });

  r.post('/api/settings/password', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['settings'],
      summary: 'Change your password (strict policy); signs out your other sessions',
      body: changePasswordRequestSchema,
      response: { 200: okResponseSchema, ...errors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      await settings.changePassword(
        opts.db,
        account.scope,
        account.sessionId,
        req.body,
        req.ip,
        opts.throttle,
      );
      return { ok: true as const };
    },
  });
}
