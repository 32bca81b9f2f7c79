/**
 * Scorecards over HTTP, under the project candidate they are about. The project role is checked
 * in the service (the project and candidate must be found first, so another team's ids are 404).
 */
import {
  errorBodySchema,
  scorecardCreateRequestSchema,
  scorecardIdParamsSchema,
  scorecardListResponseSchema,
  scorecardParamsSchema,
  scorecardResponseSchema,
  scorecardUpdateRequestSchema,
  successResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as service from './scorecards.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const TAGS = ['scorecards'];
const BASE = '/api/v1/projects/:projectId/candidates/:profileId/scorecards';

export async function scorecardsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const callerOf = (req: Parameters<typeof requireAccount>[0] & { ip: string }) => {
    const account = requireAccount(req);
    return { scope: account.scope, subject: account.subject, ip: req.ip };
  };

  r.get(BASE, {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: "A project candidate's scorecards, their summary, and the forms you may fill",
      params: scorecardParamsSchema,
      response: { 200: scorecardListResponseSchema, ...errors },
    },
    handler: async (req) => service.listScorecards(db, callerOf(req), req.params),
  });

  r.post(BASE, {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Fill a scorecard for the candidate (owner, recruiter or hiring manager)',
      params: scorecardParamsSchema,
      body: scorecardCreateRequestSchema,
      response: { 200: scorecardResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.createScorecard(db, callerOf(req), req.params, req.body),
    }),
  });

  r.put(`${BASE}/:scorecardId`, {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Edit your scorecard (answers and recommendation)',
      params: scorecardIdParamsSchema,
      body: scorecardUpdateRequestSchema,
      response: { 200: scorecardResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.updateScorecard(db, callerOf(req), req.params, req.body),
    }),
  });

  r.delete(`${BASE}/:scorecardId`, {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: 'Delete your scorecard',
      params: scorecardIdParamsSchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await service.deleteScorecard(db, callerOf(req), req.params);
      return { success: true as const };
    },
  });
}
