/**
 * Reads the session cookie on every request and loads who is asking (one indexed join).
 * A missing, expired or revoked session simply leaves `request.account` null.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { buildContext } from '../../modules/auth/account-context';
import { loadSessionRow, touchSession } from '../../modules/auth/auth.repository';
import { SESSION_COOKIE } from '../cookies';
import { sha256 } from '../tokens';

// A real token is 43 base64url characters; anything else is not worth a query.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export function registerSessionHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    request.account = null;
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !TOKEN_SHAPE.test(token)) return;
    const row = await loadSessionRow(db, sha256(token));
    if (!row) return;
    request.account = buildContext(row, app.installationFeatures);
    if (Date.now() - row.session.lastSeenAt.getTime() > 5 * 60_000) await touchSession(db, row.session.id);
  });
}
