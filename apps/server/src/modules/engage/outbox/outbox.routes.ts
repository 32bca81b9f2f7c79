/**
 * The outbox API under {engage base} = /api/tb-v2/v1/engage: yours (gate engage) and the team's
 * (gate engageTeam), and the actions on one thread.
 */
import { can, errorBodySchema } from '@talentbase/shared';
import {
  editScheduledStepSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  outboxStepParamsSchema,
  outboxThreadParamsSchema,
  outboxThreadResponseSchema,
} from '@talentbase/shared/contracts/engage-outbox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { requireAccount } from '../../../lib/http/access-guard';
import { getOutboxThread, listOutbox, type OutboxCaller } from './outbox.service';
import { cancelThread, editScheduledStep, type RestartDeps, restartThread } from './outbox-actions';

const BASE = '/api/tb-v2/v1/engage';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

function callerOf(req: FastifyRequest): OutboxCaller {
  const account = requireAccount(req);
  return {
    teamId: account.scope.teamId,
    userId: account.scope.userId,
    ip: req.ip,
    log: req.log,
    viewer: { scope: account.scope, subject: account.subject },
  };
}

function seesTeam(req: FastifyRequest): boolean {
  return can(requireAccount(req).subject, 'engageTeam');
}

export async function outboxRoutes(
  app: FastifyInstance,
  opts: { db: Database; restart: RestartDeps },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(`${BASE}/outbox`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Your outbox (and your delegators’): by recipient or by message, filtered and paged',
      querystring: outboxQuerySchema,
      response: { 200: outboxResponseSchema, ...errors },
    },
    handler: async (req) => listOutbox(db, callerOf(req), req.query, false),
  });

  r.get(`${BASE}/team/outbox`, {
    config: { access: { gate: 'engageTeam' } },
    schema: {
      tags: ['engage'],
      summary: 'The team’s messages (admins): the same outbox, team-wide',
      querystring: outboxQuerySchema,
      response: { 200: outboxResponseSchema, ...errors },
    },
    handler: async (req) => listOutbox(db, callerOf(req), req.query, true),
  });

  r.get(`${BASE}/outbox/threads/:threadId`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'One thread of the outbox',
      params: outboxThreadParamsSchema,
      response: { 200: outboxThreadResponseSchema, ...errors },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      const thread = await getOutboxThread(db, caller, Number(req.params.threadId));
      // Someone else's thread is 404 unless you see the team's messages.
      if (!thread.canEdit && !seesTeam(req)) throw new AppError('NOT_FOUND', 'Thread not found');
      return { thread };
    },
  });

  r.put(`${BASE}/outbox/threads/:threadId/steps/:step`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary:
        'Edit one scheduled step of a thread (subject, body, due time); 409 once it is no longer scheduled',
      params: outboxStepParamsSchema,
      body: editScheduledStepSchema,
      response: { 200: outboxThreadResponseSchema, ...errors },
    },
    handler: async (req) => ({
      thread: await editScheduledStep(
        db,
        callerOf(req),
        Number(req.params.threadId),
        req.params.step,
        req.body,
        seesTeam(req),
      ),
    }),
  });

  r.post(`${BASE}/outbox/threads/:threadId/cancel`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Cancel a thread: nothing more goes out to this candidate from this sequence',
      params: outboxThreadParamsSchema,
      response: { 200: outboxThreadResponseSchema, ...errors },
    },
    handler: async (req) => ({
      thread: await cancelThread(db, callerOf(req), Number(req.params.threadId), seesTeam(req)),
    }),
  });

  r.post(`${BASE}/outbox/threads/:threadId/restart`, {
    config: { access: { gate: 'engage' } },
    schema: {
      tags: ['engage'],
      summary: 'Restart a canceled thread from its next unsent step (refused for suppressed addresses)',
      params: outboxThreadParamsSchema,
      response: { 200: outboxThreadResponseSchema, ...errors },
    },
    handler: async (req) => ({
      thread: await restartThread(
        db,
        callerOf(req),
        Number(req.params.threadId),
        seesTeam(req),
        opts.restart,
      ),
    }),
  });
}
