/**
 * CSRF defence for state-changing requests: the double-submit cookie (`tb_csrf`, readable by
 * the web app, echoed in the `x-csrf-token` header) plus an Origin check when the browser sends
 * one. SameSite=Lax on the session cookie is the first line; this is the second.
 */
import type { FastifyInstance } from 'fastify';
import { type CookieSettings, CSRF_COOKIE, CSRF_HEADER, setCsrfCookie } from '../cookies';
import { AppError } from '../errors';
import { randomToken, safeEqual } from '../tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrf(app: FastifyInstance, settings: CookieSettings): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.csrfOnRead) {
      if (!cookie) setCsrfCookie(reply, randomToken(24), settings);
      return;
    }
    if (!request.url.startsWith('/api/')) return;
    // The public API is called by servers with an API key, not by a browser with our cookies.
    const access = request.routeOptions.config?.access;
    if (access && 'apiKey' in access) return;
    if (
      request.routeOptions.config?.csrfExempt &&
      request.routeOptions.config.access &&
      'public' in request.routeOptions.config.access
    )
      return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost !== request.headers.host) {
        throw new AppError('CSRF_FAILED', 'Cross-site request refused');
      }
    }
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('CSRF_FAILED', 'Missing or invalid CSRF token. Reload the page and try again.');
    }
  });
}
