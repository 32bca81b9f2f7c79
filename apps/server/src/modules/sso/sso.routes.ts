/**
 * Single sign-on: the team admin's settings (/api/team-settings/sso), the SAML service provider
 * (metadata, login redirect, assertion consumer) and OpenID Connect (login redirect, callback),
 * and "Sign in with SSO" discovery by email domain. The ACS is posted by the user's browser from
 * the IdP's page, so it is CSRF-exempt: the signed assertion is its proof.
 */

import {
  errorBodySchema,
  ssoDiscoverRequestSchema,
  ssoDiscoverResponseSchema,
  ssoSettingsResponseSchema,
  updateSsoSettingsRequestSchema,
  uploadIdpMetadataRequestSchema,
} from '@talentbase/shared';
import { invitationTokenParamsSchema } from '@talentbase/shared/contracts/team-admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type CookieSettings, setCsrfCookie, setSessionCookie } from '../../lib/cookies';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken } from '../../lib/tokens';
import type { AuthSettings, ClientInfo } from '../auth/auth.service';
import { usableInvitation } from '../team-admin/invitations.service';
import * as oidc from './oidc.service';
import * as saml from './saml.service';
import * as connections from './sso-connections.service';
import { finishInvitationFlow, startInvitationFlow, takeInvitationFlow } from './sso-invitations';
import { auditRefusal, completeSsoLogin, SsoRefusal } from './sso-login';

export type SsoRouteOptions = {
  db: Database;
  cookies: CookieSettings;
  settings: AuthSettings;
  publicUrl: string;
  secretBox: () => SecretBox;
  loginRateLimitPerMinute: number;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const PUBLIC = { public: true as const };

/** Only a path of this app: never another site (open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\r\n]/.test(value))
    return '/';
  return value;
}

export async function ssoRoutes(app: FastifyInstance, opts: SsoRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, publicUrl } = opts;
  const client = (req: FastifyRequest): ClientInfo => ({
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
  });
  const SETTINGS = '/api/team-settings/sso';

  // The IdP's browser form posts application/x-www-form-urlencoded (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  r.get(SETTINGS, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['sso'],
      summary: 'The organisation\u2019s single sign-on settings',
      response: { 200: ssoSettingsResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await connections.getSettings(db, requireAccount(req).scope, publicUrl),
    }),
  });
  r.put(SETTINGS, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['sso'],
      summary: 'Change the sign-in name, domains, SSO required, just-in-time provisioning and the protocols',
      body: updateSsoSettingsRequestSchema,
      response: { 200: ssoSettingsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      await connections.updateSettings(db, scope, req.body, opts.secretBox, req.ip);
      return { data: await connections.getSettings(db, scope, publicUrl) };
    },
  });
  r.post(`${SETTINGS}/saml/idp-metadata`, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['sso'],
      summary: 'Upload the identity provider\u2019s SAML metadata (entityID, SSO URL, signing certificate)',
      body: uploadIdpMetadataRequestSchema,
      response: { 200: ssoSettingsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { scope } = requireAccount(req);
      await connections.uploadIdpMetadata(db, scope, req.body.xml, req.ip);
      return { data: await connections.getSettings(db, scope, publicUrl) };
    },
  });

  r.post('/api/auth/sso/discover', {
    config: { access: PUBLIC, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['sso'],
      summary: 'Where "Sign in with SSO" goes for this email (found by its domain)',
      body: ssoDiscoverRequestSchema.extend({ returnTo: z.string().max(500).optional() }),
      response: { 200: ssoDiscoverResponseSchema, ...errors },
    },
    handler: async (req) => {
      const c = await connections.findConnectionByDomain(db, connections.domainOf(req.body.email));
      const ready = c && ((c.samlEnabled && c.idpSsoUrl) || (c.oidcEnabled && c.oidcIssuer));
      if (!c || !ready) {
        throw new AppError(
          'NOT_FOUND',
          'Single sign-on is not set up for this email domain. Sign in with your password.',
        );
      }
      const urls = connections.spUrls('', c);
      const returnTo = safeReturnTo(req.body.returnTo);
      const q = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
      return { redirectUrl: `${c.samlEnabled && c.idpSsoUrl ? urls.loginUrl : urls.oidcLoginUrl}${q}` };
    },
  });

  const refuse = (reply: FastifyReply, req: FastifyRequest, err: unknown) => {
    if (!(err instanceof SsoRefusal)) throw err;
    req.log.info({ code: err.code, reason: err.reason }, 'sso sign-in refused');
    return reply.redirect(`/login?ssoError=${err.code}`, 303);
  };
  const signIn = (reply: FastifyReply, token: string, returnTo: string) => {
    setSessionCookie(reply, token, opts.cookies);
    setCsrfCookie(reply, randomToken(24), opts.cookies);
    return reply.redirect(returnTo, 303);
  };
  const KEY = /^[A-Za-z0-9_-]{1,100}$/;
  const slugParams = z.object({ orgSlugOrId: z.string().regex(KEY, 'Not a sign-in name or id') });
  const idParams = z.object({ id: z.string().regex(KEY, 'Not a connection id') });

  r.get('/api/auth/sso/saml/:id/metadata', {
    config: { access: PUBLIC },
    schema: {
      tags: ['sso'],
      summary: 'Our SAML service provider metadata (XML) for the identity provider',
      params: idParams,
    },
    handler: async (req, reply) => {
      const c = await connections.requireConnection(db, req.params.id);
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="talentbase-${c.slug ?? c.orgId}-sp-metadata.xml"`,
        )
        .send(saml.spMetadata(c, publicUrl));
    },
  });

  r.get('/api/auth/sso/saml/:orgSlugOrId/login', {
    config: { access: PUBLIC, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['sso'],
      summary: 'Start a SAML sign-in: redirects to the identity provider',
      params: slugParams,
      querystring: z.object({ returnTo: z.string().max(500).optional() }),
    },
    handler: async (req, reply) => {
      const c = await connections.findConnection(db, req.params.orgSlugOrId);
      if (!c?.samlEnabled || !c.idpSsoUrl) return reply.redirect('/login?ssoError=not_configured', 303);
      return reply.redirect(await saml.loginRedirectUrl(c, publicUrl, safeReturnTo(req.query.returnTo)), 302);
    },
  });

  r.post('/api/auth/sso/saml/:id/acs', {
    config: {
      access: PUBLIC,
      csrfExempt: true,
      rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['sso'],
      summary: 'SAML assertion consumer (HTTP-POST binding): verifies, signs in, redirects to the app',
      params: idParams,
      body: z.object({
        SAMLResponse: z.string().min(1).max(400_000),
        RelayState: z.string().max(2000).optional(),
      }),
    },
    handler: async (req, reply) => {
      const c = await connections.findConnection(db, req.params.id);
      try {
        if (!c) throw new SsoRefusal('not_configured', 'unknown connection');
        const identity = await saml.verifyResponse(db, c, publicUrl, req.body.SAMLResponse);
        const flow = await takeInvitationFlow(db, req, reply, opts.cookies, c, { protocol: 'saml' });
        if (flow) {
          const outcome = await finishInvitationFlow(
            db,
            flow,
            c,
            identity,
            'saml',
            opts.secretBox,
            opts.settings,
            client(req),
          );
          if (!outcome.ok) return reply.redirect(outcome.redirect, 303);
          return signIn(reply, outcome.session.token, '/');
        }
        const session = await completeSsoLogin(db, c, identity, 'saml', opts.settings, client(req));
        return signIn(reply, session.token, safeReturnTo(req.body.RelayState));
      } catch (err) {
        if (c && err instanceof SsoRefusal) await auditRefusal(db, c, 'saml', err, client(req));
        return refuse(reply, req, err);
      }
    },
  });

  r.get('/api/auth/sso/oidc/:orgSlugOrId/login', {
    config: { access: PUBLIC, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['sso'],
      summary: 'Start an OpenID Connect sign-in (authorization code with PKCE): redirects to the provider',
      params: slugParams,
      querystring: z.object({ returnTo: z.string().max(500).optional() }),
    },
    handler: async (req, reply) => {
      const c = await connections.findConnection(db, req.params.orgSlugOrId);
      try {
        if (!c?.oidcEnabled) throw new SsoRefusal('not_configured', 'OpenID Connect is off');
        const url = await oidc.authorizationUrl(
          db,
          c,
          publicUrl,
          opts.secretBox,
          safeReturnTo(req.query.returnTo),
        );
        return reply.redirect(url, 302);
      } catch (err) {
        return refuse(reply, req, err);
      }
    },
  });

  r.get('/api/auth/sso/invitations/:token/start', {
    config: { access: PUBLIC, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['sso'],
      summary:
        'Accept an invitation through the organisation\u2019s single sign-on: keeps the invitation for this browser and redirects to the identity provider',
      params: invitationTokenParamsSchema,
      querystring: z.object({ hop: z.literal('1').optional() }),
    },
    handler: async (req, reply) => {
      // The provider answers at PUBLIC_URL: the flow's cookie must be set on that host (cookies
      // ignore ports), so a browser that opened the page under another name goes there first, once.
      const home = new URL(publicUrl);
      if (!req.query.hop && req.hostname.toLowerCase() !== home.hostname.toLowerCase()) {
        return reply.redirect(
          `${home.origin}/api/auth/sso/invitations/${encodeURIComponent(req.params.token)}/start?hop=1`,
          302,
        );
      }
      const page = `/invitation/${encodeURIComponent(req.params.token)}`;
      let invitation: Awaited<ReturnType<typeof usableInvitation>>;
      try {
        invitation = await usableInvitation(db, req.params.token);
      } catch (err) {
        // The invitation page says why (used, withdrawn, expired, unknown).
        if (err instanceof AppError) return reply.redirect(page, 303);
        throw err;
      }
      const c = invitation.sso.available
        ? await connections.findConnectionByDomain(db, connections.domainOf(invitation.email))
        : null;
      if (!c || c.orgId !== invitation.orgId) return reply.redirect(`${page}?ssoError=not_configured`, 303);
      try {
        if (c.samlEnabled && c.idpSsoUrl) {
          const url = await saml.loginRedirectUrl(c, publicUrl, '/');
          await startInvitationFlow(db, reply, opts.cookies, opts.secretBox, {
            connection: c,
            token: req.params.token,
            protocol: 'saml',
            stateHash: null,
          });
          return reply.redirect(url, 302);
        }
        const { url, stateHash } = await oidc.authorizationRequest(db, c, publicUrl, opts.secretBox, '/');
        await startInvitationFlow(db, reply, opts.cookies, opts.secretBox, {
          connection: c,
          token: req.params.token,
          protocol: 'oidc',
          stateHash,
        });
        return reply.redirect(url, 302);
      } catch (err) {
        if (!(err instanceof SsoRefusal)) throw err;
        req.log.info({ code: err.code, reason: err.reason }, 'sso invitation start refused');
        return reply.redirect(`${page}?ssoError=${err.code}`, 303);
      }
    },
  });

  r.get('/api/auth/sso/oidc/:id/callback', {
    config: { access: PUBLIC, rateLimit: { max: opts.loginRateLimitPerMinute, timeWindow: 60_000 } },
    schema: {
      tags: ['sso'],
      summary: 'OpenID Connect redirect URI: checks state, nonce and PKCE, signs in, redirects to the app',
      params: idParams,
      // The provider's answer (RFC 6749 §4.1.2, RFC 9207); the handler reads the raw URL.
      querystring: z.object({
        code: z.string().max(4000).optional(),
        state: z.string().max(500).optional(),
        iss: z.string().max(2000).optional(),
        error: z.string().max(500).optional(),
        error_description: z.string().max(2000).optional(),
      }),
    },
    handler: async (req, reply) => {
      const c = await connections.findConnection(db, req.params.id);
      try {
        if (!c?.oidcEnabled) throw new SsoRefusal('not_configured', 'OpenID Connect is off');
        const { identity, returnTo, stateHash } = await oidc.handleCallback(
          db,
          c,
          publicUrl,
          opts.secretBox,
          req.url,
        );
        const flow = await takeInvitationFlow(db, req, reply, opts.cookies, c, {
          protocol: 'oidc',
          stateHash,
        });
        if (flow) {
          const outcome = await finishInvitationFlow(
            db,
            flow,
            c,
            identity,
            'oidc',
            opts.secretBox,
            opts.settings,
            client(req),
          );
          if (!outcome.ok) return reply.redirect(outcome.redirect, 303);
          return signIn(reply, outcome.session.token, '/');
        }
        const session = await completeSsoLogin(db, c, identity, 'oidc', opts.settings, client(req));
        return signIn(reply, session.token, returnTo);
      } catch (err) {
        if (c && err instanceof SsoRefusal) await auditRefusal(db, c, 'oidc', err, client(req));
        return refuse(reply, req, err);
      }
    },
  });
}
