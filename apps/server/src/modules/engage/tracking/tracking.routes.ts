/**
 * The public links in outgoing email (paths in tracking-token.ts): no session, no CSRF token
 * (a recipient's mail client or provider calls them), a signed token instead. Rate-limited per
 * client address like the other public routes.
 *
 * - The pixel answers the same 1x1 GIF whatever happens, so it tells nobody whether a token is
 *   ours; only a verified token records anything.
 * - A click redirects only to the address its token signs; anything else is a 404 page.
 * - GET on the unsubscribe link only shows a page (mail scanners follow links); the POST (the
 *   page's button, or a provider's RFC 8058 one-click) unsubscribes.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { recordClick, recordOpen, unsubscribe, unsubscribeTarget } from './tracking.service';
import { linkNotFoundPage, PIXEL_GIF, unsubscribedPage, unsubscribePage } from './tracking-pages';
import { ENGAGE_PUBLIC_PATH, isTrackableUrl, verifyTrackingToken } from './tracking-token';

export type TrackingRoutesOptions = {
  db: Database;
  /** The tracking key (trackingKey(secrets key)); read on the first request. */
  key: () => Buffer;
  /** Requests per minute and client address for the unsubscribe calls. */
  unsubscribeRateLimitPerMinute: number;
};

// No length limits in the schemas: a malformed link must still get the GIF or the 404 page, not a
// JSON validation error. verifyTrackingToken refuses anything that is not exactly our shape.
const tokenParams = z.object({ token: z.string() });
const MAX_URL = 4096;

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(linkNotFoundPage());
}

function htmlPage(reply: FastifyReply, html: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex, nofollow')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** RFC 8058: the provider posts `List-Unsubscribe=One-Click` (form-encoded or multipart). */
function isOneClick(body: unknown): boolean {
  return typeof body === 'string' && /List-Unsubscribe/i.test(body) && /One-Click/i.test(body);
}

export async function trackingRoutes(app: FastifyInstance, opts: TrackingRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  let key: Buffer | null = null;
  const trackingKey = () => {
    key ??= opts.key();
    return key;
  };

  // Only in this plugin: the unsubscribe POST takes form bodies, read as text and never trusted.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  r.get(`${ENGAGE_PUBLIC_PATH}/t/o/:file`, {
    config: { access: { public: true } },
    schema: {
      tags: ['engage'],
      summary: 'Open pixel: a 1x1 GIF; a signed token records the open',
      params: z.object({ file: z.string() }),
    },
    handler: async (req, reply) => {
      const token = req.params.file.replace(/\.gif$/, '');
      const verified = verifyTrackingToken(trackingKey(), token, 'open');
      if (verified) {
        try {
          await recordOpen(db, verified.messageRowId);
        } catch (error) {
          // The picture is shown whatever happens; the failure is the log's business.
          req.log.warn({ err: error, messageRowId: verified.messageRowId }, 'open not recorded');
        }
      }
      return (
        reply
          .header('cache-control', 'no-store, no-cache, must-revalidate, private')
          .header('pragma', 'no-cache')
          .header('expires', '0')
          // Webmail shows the picture inside its own pages: helmet's same-origin default would make
          // the browser refuse it there.
          .header('cross-origin-resource-policy', 'cross-origin')
          .type('image/gif')
          .send(PIXEL_GIF)
      );
    },
  });

  r.get(`${ENGAGE_PUBLIC_PATH}/t/c/:token`, {
    config: { access: { public: true } },
    schema: {
      tags: ['engage'],
      summary: 'Click redirect: 302 to the signed address; anything else is a 404 page',
      params: tokenParams,
      querystring: z.object({ u: z.unknown().optional() }),
    },
    handler: async (req, reply) => {
      const url = typeof req.query.u === 'string' && req.query.u.length <= MAX_URL ? req.query.u : '';
      const verified = isTrackableUrl(url)
        ? verifyTrackingToken(trackingKey(), req.params.token, 'click', url)
        : null;
      if (!verified) return notFoundPage(reply);
      try {
        await recordClick(db, verified.messageRowId, url);
      } catch (error) {
        // The reader still gets where the email sent them; the failure is the log's business.
        req.log.warn({ err: error, messageRowId: verified.messageRowId }, 'click not recorded');
      }
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(url, 302);
    },
  });

  r.get(`${ENGAGE_PUBLIC_PATH}/u/:token`, {
    config: {
      access: { public: true },
      rateLimit: { max: opts.unsubscribeRateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['engage'],
      summary: 'Unsubscribe page: shows a button; never unsubscribes by itself',
      params: tokenParams,
    },
    handler: async (req, reply) => {
      const verified = verifyTrackingToken(trackingKey(), req.params.token, 'unsubscribe');
      const target = verified ? await unsubscribeTarget(db, verified.messageRowId) : null;
      if (!target) return notFoundPage(reply);
      return htmlPage(reply, unsubscribePage(target.teamName, target.unsubscribed));
    },
  });

  r.post(`${ENGAGE_PUBLIC_PATH}/u/:token`, {
    config: {
      access: { public: true },
      csrfExempt: true,
      rateLimit: { max: opts.unsubscribeRateLimitPerMinute, timeWindow: 60_000 },
    },
    schema: {
      tags: ['engage'],
      summary: 'Unsubscribe (the page button, or RFC 8058 one-click with List-Unsubscribe=One-Click)',
      params: tokenParams,
    },
    handler: async (req, reply) => {
      const verified = verifyTrackingToken(trackingKey(), req.params.token, 'unsubscribe');
      const done = verified ? await unsubscribe(db, verified.messageRowId) : null;
      if (!done) return notFoundPage(reply);
      if (isOneClick(req.body))
        return reply
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Unsubscribed');
      return htmlPage(reply, unsubscribedPage(done.teamName));
    },
  });
}
