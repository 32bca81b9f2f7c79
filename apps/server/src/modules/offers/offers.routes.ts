/**
 * Offers over HTTP, under the project candidate they are made to
 * (`/api/v1/projects/:projectId/candidates/:profileId/offers`), and the offers waiting for the
 * caller's approval. Project roles and approvers are checked in the service, after the project
 * and offer are found: another team's ids answer 404 like missing ones.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  awaitingApprovalResponseSchema,
  candidateOffersResponseSchema,
  OFFER_STATUS_MOVES,
  offerCommentSchema,
  offerCreateSchema,
  offerIdParamsSchema,
  offerParamsSchema,
  offerRejectSchema,
  offerResponseSchema,
  offerUpdateSchema,
} from '@talentbase/shared/contracts/offers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { callerOf, projectErrors } from '../projects/projects.routes';
import { parseProjectId } from '../projects/projects.service';
import { listCandidateOffers, offersAwaitingMe } from './offer-read';
import { createOffer, decideOffer, moveOffer, submitOffer, updateOffer } from './offers.service';

const errors = { ...projectErrors, 409: errorBodySchema };
const signedIn = { access: { signedIn: true as const } };
const TAGS = ['offers'];
const BASE = '/api/v1/projects/:projectId/candidates/:profileId/offers';

const parseNumericId = (id: string, what: string) => {
  if (!/^\d{1,15}$/.test(id)) throw notFound(what);
  return Number(id);
};

const refOf = (p: { projectId: string; profileId: string; offerId: string }) => ({
  projectId: parseProjectId(p.projectId),
  profileId: parseNumericId(p.profileId, 'Candidate'),
  offerId: parseNumericId(p.offerId, 'Offer'),
});

const MOVE_SUMMARY = {
  sent: 'Mark an approved offer as sent to the candidate (37)',
  accepted: 'Mark a sent offer as accepted (38)',
  declined: 'Mark a sent offer as declined by the candidate',
  withdrawn: 'Withdraw an offer that has not been answered',
} as const;

export async function offersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/offers/awaiting-my-approval', {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: 'Offers whose current approval step is yours, oldest first',
      response: { 200: awaitingApprovalResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await offersAwaitingMe(db, requireAccount(req).scope) }),
  });

  r.get(BASE, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: "A project candidate's offers, newest first, with what a new offer starts with",
      params: offerParamsSchema,
      response: { 200: candidateOffersResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await listCandidateOffers(
        db,
        callerOf(req),
        parseProjectId(req.params.projectId),
        parseNumericId(req.params.profileId, 'Candidate'),
      ),
    }),
  });

  r.post(BASE, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: 'Make an offer (Offer initiated, 34); fields left out come from the team defaults',
      params: offerParamsSchema,
      body: offerCreateSchema,
      response: { 200: offerResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await createOffer(
        db,
        callerOf(req),
        parseProjectId(req.params.projectId),
        parseNumericId(req.params.profileId, 'Candidate'),
        req.body,
      ),
    }),
  });

  r.patch(`${BASE}/:offerId`, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: 'Edit an offer while it is initiated',
      params: offerIdParamsSchema,
      body: offerUpdateSchema,
      response: { 200: offerResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await updateOffer(db, callerOf(req), refOf(req.params), req.body) }),
  });

  r.post(`${BASE}/:offerId/submit`, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: 'Submit for approval (35), or straight to approved (36) when the team needs no approval',
      params: offerIdParamsSchema,
      response: { 200: offerResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await submitOffer(db, callerOf(req), refOf(req.params)) }),
  });

  r.post(`${BASE}/:offerId/approve`, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary:
        'Approve the current step (the approver of the step); the last approval makes it approved (36)',
      params: offerIdParamsSchema,
      body: offerCommentSchema,
      response: { 200: offerResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await decideOffer(db, callerOf(req), refOf(req.params), 'approve', req.body.comment),
    }),
  });

  r.post(`${BASE}/:offerId/reject`, {
    config: signedIn,
    schema: {
      tags: TAGS,
      summary: 'Reject at the current step (its approver): the offer goes back to initiated with the reason',
      params: offerIdParamsSchema,
      body: offerRejectSchema,
      response: { 200: offerResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await decideOffer(db, callerOf(req), refOf(req.params), 'reject', req.body.comment),
    }),
  });

  for (const move of OFFER_STATUS_MOVES) {
    r.post(`${BASE}/:offerId/${move}`, {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: MOVE_SUMMARY[move],
        params: offerIdParamsSchema,
        body: offerCommentSchema,
        response: { 200: offerResponseSchema, ...errors },
      },
      handler: async (req) => ({
        data: await moveOffer(db, callerOf(req), refOf(req.params), move, req.body.comment),
      }),
    });
  }
}
