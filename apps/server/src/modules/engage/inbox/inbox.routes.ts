/**
 * The Engage inbox under {engage base} = /api/tb-v2/v1/engage (inbox.service.ts): yours (gate
 * engage) and the team's (gate engageTeam), one conversation, the unread count, and marking
 * messages read. An admin who sees the team's messages may open and mark any of them.
 */
import { can, errorBodySchema } from '@talentbase/shared';
import {
  inboxAnswerResponseSchema,
  inboxAnswerSchema,
  inboxConversationParamsSchema,
  inboxConversationResponseSchema,
  inboxMarkReadResponseSchema,
  inboxMarkReadSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxUnreadResponseSchema,
} from '@talentbase/shared/contracts/engage-inbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { requireAccount } from '../../../lib/http/access-guard';
import { deliveryConfig } from '../delivery/delivery-config';
import { createAnswer } from './answer.service';
import { getConversation, type InboxCaller, inboxUnread, listInbox, markRead } from './inbox.service';

const BASE = '/api/tb-v2/v1/engage';
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const answerErrors = { ...errors, 409: errorBodySchema };

function callerOf(req: FastifyRequest): InboxCaller {
  const account = requireAccount(req);
  return {
    teamId: account.scope.teamId,
    userId: account.scope.userId,
    viewer: { scope: account.scope, subject: account.subject },
  };
}

const seesTeam = (req: FastifyRequest) => can(requireAccount(req).subject, 'engageTeam');

export async function inboxRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(`${BASE}/inbox`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Your inbox (and your delegators’): replies, and with show=all automatic answers and bounces',
      querystring: inboxQuerySchema,
      response: { 200: inboxResponseSchema, ...errors },
    },
    handler: async (req) => listInbox(db, callerOf(req), req.query, false),
  });

  r.get(`${BASE}/team/inbox`, {
    config: { access: { gate: 'engageTeam' } },
    schema: {
      tags: ['engage'],
      summary: 'The team’s inbox (admins)',
      querystring: inboxQuerySchema,
      response: { 200: inboxResponseSchema, ...errors },
    },
    handler: async (req) => listInbox(db, callerOf(req), req.query, true),
  });

  r.get(`${BASE}/inbox/unread-count`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Unread replies in your inbox',
      response: { 200: inboxUnreadResponseSchema, ...errors },
    },
    handler: async (req) => ({ unread: await inboxUnread(db, callerOf(req), false) }),
  });

  r.get(`${BASE}/inbox/conversations/:key`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'One conversation: what was sent and what came back, oldest first',
      params: inboxConversationParamsSchema,
      response: { 200: inboxConversationResponseSchema, ...errors },
    },
    handler: async (req) => getConversation(db, callerOf(req), req.params.key, seesTeam(req)),
  });

  r.post(`${BASE}/inbox/read`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Mark messages read or unread (all or nothing: an id you cannot read is 404)',
      body: inboxMarkReadSchema,
      response: { 200: inboxMarkReadResponseSchema, ...errors },
    },
    handler: async (req) => markRead(db, callerOf(req), req.body.ids, req.body.read, seesTeam(req)),
  });

  r.post(`${BASE}/inbox/conversations/:key/answer`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        'Answer a conversation: sent from the mailbox the candidate wrote to, in their thread (409 with the reason when you cannot)',
      params: inboxConversationParamsSchema,
      body: inboxAnswerSchema,
      response: { 201: inboxAnswerResponseSchema, ...answerErrors },
    },
    handler: async (req, reply) => {
      const caller = callerOf(req);
      const team = seesTeam(req);
      // 404 for a conversation the caller may not read, before anything else.
      await getConversation(db, caller, req.params.key, team);
      const config = deliveryConfig();
      const answerId = await createAnswer(
        db,
        { messageIdSecret: config.messageIdSecret, publicUrl: config.publicUrl },
        caller,
        req.params.key,
        req.body.body,
      );
      const { entries } = await getConversation(db, caller, req.params.key, team);
      const entry = entries.find((e) => e.delivery !== null && e.id === answerId);
      if (!entry) throw new AppError('INTERNAL', 'The answer was written but could not be read back');
      reply.code(201);
      return { entry };
    },
  });
}
