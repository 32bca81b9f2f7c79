import {
  errorBodySchema,
  loginRequestSchema,
  meResponseSchema,
  okResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import {
  type CookieSettings,
  CSRF_COOKIE,
  clearSessionCookie,
  SESSION_COOKIE,
  setCsrfCookie,
  setSessionCookie,
} from '../../lib/cookies';
import type { DeviceCookies } from '../../lib/device-cookie';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import type { SystemMailer } from '../../lib/system-mail';
import { randomToken, sha256 } from '../../lib/tokens';
import { buildContext, toCurrentUser } from './account-context';
import { loadSessionRow } from './auth.repository';
import * as auth from './auth.service';
import type { LoginThrottle } from './login-throttle';

export type AuthRouteOptions = {
  db: Database;
  cookies: CookieSettings;
  settings: auth.AuthSettings;
  loginRateLimitPerMinute: number;
  throttle: LoginThrottle;
  deviceCookies: DeviceCookies;
  mailer: SystemMailer;
};

const SIGNUP_ANSWER =
  'If this email can be used, your account is ready: log in with it. If it already has an account, we have emailed its owner.';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const client = (req: FastifyRequest): auth.ClientInfo => ({
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  });

  const answerWithSession = async (reply: FastifyReply, session: auth.NewSession, status: number) => {
    const row = await loadSessionRow(opts.db, session.sessionId);
    if (!row) throw new AppError('INTERNAL', 'Session could not be started');
    setSessionCookie(reply, session.token, opts.cookies);
    return reply.status(status).send({ user: toCurrentUser(buildContext(row, app.installationFeatures)) });
  };

  r.post('/api/auth/signup', {
    config: {
      access: { public: true },
      rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['auth'],
      summary:
        'Create an organisation, its first team and the admin user. Answers the same when the email already has an account (its owner is emailed instead); log in next',
      body: signupRequestSchema,
      response: { 202: signupResponseSchema, ...errors },
    },
    handler: async (req, reply) => {
      const outcome = await auth.signup(opts.db, req.body, client(req));
      if (outcome.ownerNotice) {
        // Not awaited: the answer must not take longer when a message goes out.
        opts.mailer
          .send(outcome.ownerNotice)
          .catch((err: unknown) => req.log.error({ err }, 'system email could not be sent'));
      }
      return reply.status(202).send({ ok: true as const, message: SIGNUP_ANSWER });
    },
  });

  r.post('/api/auth/login', {
    config: {
      access: { public: true },
      rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['auth'],
      summary: 'Log in; rotates the session',
      body: loginRequestSchema,
      response: { 200: meResponseSchema, ...errors },
    },
    handler: async (req, reply) => {
      const previous = req.cookies[SESSION_COOKIE];
      const session = await auth.login(
        opts.db,
        req.body,
        opts.settings,
        client(req),
        previous ? sha256(previous) : null,
        { throttle: opts.throttle, device: opts.deviceCookies.read(req) },
      );
      // A fresh CSRF token with the fresh session; this browser is now a known device.
      setCsrfCookie(reply, randomToken(24), opts.cookies);
      opts.deviceCookies.set(reply, session.userId);
      return answerWithSession(reply, session, 200);
    },
  });

  r.post('/api/auth/logout', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['auth'],
      summary: 'Log out of this session',
      response: { 200: okResponseSchema, 401: errorBodySchema },
    },
    handler: async (req, reply) => {
      const account = requireAccount(req);
      await auth.logout(opts.db, account.sessionId, account.scope.userId, account.scope.teamId, req.ip);
      clearSessionCookie(reply, opts.cookies);
      return { ok: true as const };
    },
  });

  r.get('/api/auth/me', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      response: { 200: meResponseSchema, 401: errorBodySchema },
    },
    handler: async (req) => ({ user: toCurrentUser(requireAccount(req)) }),
  });

  r.get('/api/auth/csrf', {
    config: { access: { public: true } },
    schema: {
      tags: ['auth'],
      summary: 'The CSRF token to echo in x-csrf-token (also set as the tb_csrf cookie)',
      response: { 200: z.object({ csrfToken: z.string() }) },
    },
    handler: async (req, reply) => {
      const existing = req.cookies[CSRF_COOKIE];
      const token = existing ?? randomToken(24);
      if (!existing) setCsrfCookie(reply, token, opts.cookies);
      return { csrfToken: token };
    },
  });
}
