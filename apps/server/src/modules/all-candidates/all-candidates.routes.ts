/** All candidates over HTTP: the list and adding a candidate by hand. */
import {
  allCandidatesQuerySchema,
  allCandidatesResponseSchema,
  createCandidateRequestSchema,
  createCandidateResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { candidateErrors } from '../duplicates/duplicates.routes';
import { requireVisibleProjects } from '../projects/project-access';
import { createCandidateByHand, listAllCandidates } from './all-candidates.service';

export async function allCandidatesRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/candidates/all', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'Every candidate of your team, filtered and a page at a time',
      querystring: allCandidatesQuerySchema,
      response: { 200: allCandidatesResponseSchema, ...candidateErrors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      await requireVisibleProjects(db, account, [req.query.projectId]);
      return listAllCandidates(db, account, req.query);
    },
  });

  r.post('/api/v1/candidatesV2/create', {
    // Candidate edit, or with a project a role on it that may add candidates: checked in the service.
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary:
        'Add a candidate by hand; 409 DUPLICATE_CANDIDATE lists possible matches unless confirmDuplicate',
      body: createCandidateRequestSchema,
      response: { 200: createCandidateResponseSchema, ...candidateErrors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      return createCandidateByHand(
        db,
        { scope: account.scope, subject: account.subject, ip: req.ip },
        req.body,
      );
    },
  });
}
