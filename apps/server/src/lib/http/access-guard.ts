/**
 * Enforces each route's declared access rule (`config.access`). Routes are collected as they
 * are registered so a test can walk the table and fail on any API route without a rule; at run
 * time such a route is refused rather than left open.
 */
import { type AccessRule, can, FORBIDDEN_MESSAGE } from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export type RouteEntry = { method: string; url: string; access: AccessRule | undefined };

// Routes the documentation plugins register for themselves: public by design.
const DOCS_PREFIXES = ['/api/docs', '/api/openapi.json'];

export function registerAccessGuard(app: FastifyInstance, routeTable: RouteEntry[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (DOCS_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, access: { public: true } };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, access: route.config?.access });
    }
    if (route.config?.access && 'project' in route.config.access) {
      throw new Error(`${route.url}: project access rules need the projects module's role resolver`);
    }
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!request.url.startsWith('/api/') || request.is404) return;
    if (!access) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    if ('public' in access) return;
    if ('apiKey' in access) {
      // The public API: a key, never a session (a browser's cookies do not open it).
      if (!request.apiKey)
        throw new AppError(
          'UNAUTHENTICATED',
          'Send a valid API key in the Authorization header (Bearer tb_live_...)',
        );
      if (!request.apiKey.scopes.includes(access.apiKey))
        throw new AppError('FORBIDDEN', `This API key does not have the ${access.apiKey} scope`, {
          scope: access.apiKey,
        });
      return;
    }
    if (
      'gate' in access &&
      access.hidden &&
      !(request.account && can(request.account.subject, access.gate))
    ) {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    if (!request.account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
    if ('gate' in access && !can(request.account.subject, access.gate)) {
      throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { gate: access.gate });
    }
  });
}

export function requireAccount(request: {
  account: import('../../modules/auth/account-context').AccountContext | null;
}) {
  if (!request.account) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  return request.account;
}
