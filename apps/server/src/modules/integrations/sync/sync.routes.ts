/**
 * Inbound webhooks of a two-way ATS (issue 19, item 5). The vendor calls
 * POST /api/v1/integrations/sync/webhooks/:connectionId; the body is checked with the connector's
 * own signature check (connector.verifyWebhook, constant-time) over the exact bytes, then the
 * team's linked jobs of that ATS are pulled at once (the same pull the 15-minute schedule runs).
 * A bad signature is 401 and changes nothing; an unknown connection, one of a one-way vendor, or
 * a malformed id is 404.
 */
import { errorBodySchema } from '@talentbase/shared';
import { atsSyncStatusResponseSchema } from '@talentbase/shared/contracts/ats-sync';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { SecretBox } from '../../../lib/secret-box';
import { callerOf } from '../../projects/projects.routes';
import { parseProjectOrDemoId } from '../../projects/projects.service';
import { ConnectorError } from '../connectors';
import { openForJob } from '../export/ats-connection';
import { isTwoWay, twoWayLinks } from './sync-links';
import { pullLink } from './sync-run';
import { syncStatus } from './sync-status';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY = 1024 * 1024;

export async function atsSyncRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox },
): Promise<void> {
  // Only inside this plugin: the signature is over the exact bytes, so JSON is not parsed first.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY },
    (_req, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/integrations/sync/projects/:projectId/status', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['integrations'],
      summary:
        'How the two-way sync of a linked project stands: last sync, moves waiting, failed or overridden',
      params: z.object({ projectId: z.string().regex(/^-?\d{1,15}$/, 'Not a project id') }),
      response: {
        200: atsSyncStatusResponseSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (req) => ({
      data: await syncStatus(db, callerOf(req), parseProjectOrDemoId(req.params.projectId)),
    }),
  });

  r.post('/api/v1/integrations/sync/webhooks/:connectionId', {
    config: { access: { public: true }, csrfExempt: true },
    schema: {
      tags: ['integrations'],
      summary: 'A two-way ATS tells Talentbase that applications moved (signed by the vendor)',
      params: z.object({ connectionId: z.string().max(64) }),
      response: {
        200: z.object({ received: z.literal(true), moved: z.number(), overridden: z.number() }),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
      },
    },
    handler: async (req, reply) => {
      const refuse = (
        status: 400 | 401 | 404,
        code: 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'NOT_FOUND',
        message: string,
      ) => reply.code(status).send({ code, message, details: null });
      const { connectionId } = req.params;
      if (!UUID.test(connectionId)) return refuse(404, 'NOT_FOUND', 'Connection not found');
      const { rows } = await db.$client.query<{ team_id: string; provider_id: string; status: string }>(
        'select team_id, provider_id, status from integration_connections where id = $1',
        [connectionId],
      );
      const row = rows[0];
      if (!row || !isTwoWay(row.provider_id) || row.status === 'disconnected')
        return refuse(404, 'NOT_FOUND', 'Connection not found');
      const name = connectEntry(row.provider_id)?.company ?? row.provider_id;
      let opened: Awaited<ReturnType<typeof openForJob>>;
      try {
        opened = await openForJob(db, opts.secretBox(), row.team_id, connectionId);
      } catch {
        return refuse(404, 'NOT_FOUND', 'Connection not found');
      }
      if (!opened.connector.verifyWebhook)
        return refuse(
          400,
          'VALIDATION_FAILED',
          `${name} does not sign its webhooks: Talentbase reads it every 15 minutes instead`,
        );
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers))
        headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
      if (!rawBody || !opened.connector.verifyWebhook({ headers, rawBody })) {
        req.log.warn({ connectionId }, 'ats webhook signature refused');
        return refuse(401, 'UNAUTHENTICATED', `The ${name} webhook signature does not match this request`);
      }
      let moved = 0;
      let overridden = 0;
      for (const link of await twoWayLinks(db, row.team_id)) {
        if (link.atsName !== row.provider_id) continue;
        try {
          const s = await pullLink(db, link, { secretBox: opts.secretBox() });
          moved += s.moved;
          overridden += s.overridden;
        } catch (err) {
          // The schedule tries again; the vendor gets its 200 so it does not resend forever.
          req.log.warn(
            { projectId: link.projectId, kind: err instanceof ConnectorError ? err.kind : 'error' },
            'ats webhook pull failed',
          );
        }
      }
      return { received: true as const, moved, overridden };
    },
  });
}
