/**
 * The cookies the server sets, and the one rule for their `Secure` flag.
 *
 * `Secure` is decided per request because one build serves both a plain-HTTP local start
 * (`npm start` on http://localhost:3000, production mode by default) and production behind TLS:
 * - COOKIE_SECURE=true or false forces it either way;
 * - otherwise a request that came over HTTPS gets secure cookies (behind a TLS-terminating proxy
 *   that is X-Forwarded-Proto, believed only from a proxy listed in TRUST_PROXY);
 * - and in production, plain HTTP to any host but a loopback one gets them too: that is a TLS
 *   proxy we were not told to trust, or a deployment that sends sessions in the clear. Browsers
 *   drop such cookies, so the first one is logged with what to set.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'tb_session';
/** Readable by the web app: it echoes the value in the `x-csrf-token` header (double submit). */
export const CSRF_COOKIE = 'tb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export type CookieSettings = {
  /** COOKIE_SECURE: undefined decides per request (see above). */
  secure: boolean | undefined;
  production: boolean;
  sessionTtlHours: number;
};

// Browsers treat these as secure contexts even over plain HTTP.
const LOOPBACK_HOST = /^(localhost|[a-z0-9.-]+\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;

let warnedInsecure = false;

export function cookieSecure(request: FastifyRequest, settings: CookieSettings): boolean {
  if (settings.secure !== undefined) return settings.secure;
  if (request.protocol === 'https') return true;
  if (!settings.production || LOOPBACK_HOST.test(request.hostname)) return false;
  if (!warnedInsecure) {
    warnedInsecure = true;
    request.log.warn(
      { host: request.hostname },
      'cookies are marked Secure on a plain-HTTP request in production, so browsers will not keep them: serve over HTTPS, set TRUST_PROXY to your TLS proxy, or set COOKIE_SECURE=false for a plain-HTTP deployment',
    );
  }
  return true;
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(reply.request, settings),
    maxAge: settings.sessionTtlHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(reply.request, settings),
  });
}

export function setCsrfCookie(reply: FastifyReply, token: string, settings: CookieSettings): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'strict',
    secure: cookieSecure(reply.request, settings),
  });
}
