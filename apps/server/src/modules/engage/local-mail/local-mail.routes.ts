/**
 * Local test mail (gate `engage`): what the embedded catcher received from this team's 'local'
 * mailboxes. GET /api/tb-v2/v1/engage/local-mail (paged, newest first, and whether the catcher
 * runs), GET .../local-mail/{id} (headers, sanitised HTML with its links, text), and
 * POST .../local-mail/{id}/answer (answer it as the candidate's side: inbound/answer-local-mail.ts).
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  inboundResultSchema,
  localMailAnswerBodySchema,
  localMailListQuerySchema,
  localMailListResponseSchema,
  localMailMessageSchema,
  localMailParamsSchema,
} from '@talentbase/shared/contracts/engage-mailboxes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { requireAccount } from '../../../lib/http/access-guard';
import { answerLocalMail } from '../inbound/answer-local-mail';
import { getLocalMail, listLocalMail } from './local-mail.service';

const BASE = '/api/tb-v2/v1/engage/local-mail';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const answerErrors = { ...errors, 409: errorBodySchema };

export async function localMailRoutes(
  app: FastifyInstance,
  opts: { db: Database; localTestMailPort: number | null },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Local test mail your team’s local mailboxes sent, newest first (two-command setup only)',
      querystring: localMailListQuerySchema,
      response: { 200: localMailListResponseSchema, ...errors },
    },
    handler: async (req) =>
      listLocalMail(
        opts.db,
        requireAccount(req).scope,
        req.query.page,
        req.query.pageSize,
        opts.localTestMailPort,
      ),
  });

  r.get(`${BASE}/:id`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'One caught message: its headers, the HTML sanitised for display (links kept) and the text',
      params: localMailParamsSchema,
      response: { 200: localMailMessageSchema, ...errors },
    },
    handler: async (req) => getLocalMail(opts.db, requireAccount(req).scope, req.params.id),
  });

  r.post(`${BASE}/:id/answer`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        'Answer a caught message as the candidate: a reply, an out-of-office answer or a bounce, taken in like mail read over IMAP',
      params: localMailParamsSchema,
      body: localMailAnswerBodySchema,
      response: { 200: inboundResultSchema, ...answerErrors },
    },
    handler: async (req) => answerLocalMail(opts.db, requireAccount(req).scope, req.params.id, req.body),
  });
}
