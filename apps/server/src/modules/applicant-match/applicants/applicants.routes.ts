/**
 * The applicant-match calls that have no sample-only answer: reviewing applicants (move forward,
 * decline, reopen), the résumé file a résumé's `location` points to, and the team's decline
 * reasons. The shared-path calls (list, counts, view log, résumé, scoring detail, ATS-shaped
 * calls, activity) are in ../demo/, each asking the demo catalogue first and then these services.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  declineReasonListSchema,
  reviewApplicantsRequestSchema,
  reviewApplicantsResponseSchema,
  saveDeclineReasonsRequestSchema,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import {
  applicantIdParamsSchema,
  applicantProjectParamsSchema,
} from '@talentbase/shared/contracts/applicant-match-demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { callerOf } from '../../projects/projects.routes';
import { parseProjectId } from '../../projects/projects.service';
import { linkedJobFor } from '../ats-import/ats-linked-job';
import { reviewLinkedJob } from '../ats-import/ats-review';
import { type ApplicantRouteDeps, APPLICANT_MATCH_BASE as BASE } from '../demo/demo-applicants.routes';
import { demoApplicant, demoProjectIdOf } from '../demo/demo-catalog';
import { applicantResumeFile } from './applicant-list-detail';
import { listDeclineReasons, saveDeclineReasons } from './ats-decline-reasons';
import { reviewApplicants } from './review.service';
import { reviewDemoApplicants } from './review-demo';

const signedIn = { access: { signedIn: true as const } };
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['applicant-match'];

export async function applicantRoutes(
  app: FastifyInstance,
  { db, storage }: ApplicantRouteDeps,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/projects/:id/applicants/review`, {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Move applicants forward (into the pipeline), decline them (with a reason) or reopen them; up to 500 at once',
      params: applicantProjectParamsSchema,
      body: reviewApplicantsRequestSchema,
      response: { 200: reviewApplicantsResponseSchema, ...errors },
    },
    handler: async (req) => {
      const sample = demoProjectIdOf(req.params.id);
      if (sample !== null) return reviewDemoApplicants(sample, req.body);
      const caller = callerOf(req);
      const projectId = parseProjectId(req.params.id);
      const linked = await linkedJobFor(db, caller, { projectId: req.params.id });
      if (linked) return reviewLinkedJob(db, caller, projectId, req.body, linked);
      return reviewApplicants(db, caller, projectId, req.body);
    },
  });

  r.get(`${BASE}/applicants/:applicantId/resume/file`, {
    config: signedIn,
    schema: {
      tags,
      summary: "The applicant's résumé file as it was sent (or the text it was read from)",
      params: applicantIdParamsSchema,
      response: { 200: z.unknown().describe('The file'), ...errors },
    },
    handler: async (req, reply) => {
      if (demoApplicant(req.params.applicantId)) throw notFound('Applicant');
      const file = await applicantResumeFile(db, storage, callerOf(req), req.params.applicantId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  r.get(`${BASE}/decline-reasons`, {
    config: signedIn,
    schema: {
      tags,
      summary: "The team's reasons for declining an applicant, in order",
      response: { 200: declineReasonListSchema, ...errors },
    },
    handler: async (req) => ({ data: await listDeclineReasons(db, callerOf(req).scope.teamId) }),
  });

  r.put(`${BASE}/decline-reasons`, {
    config: signedIn,
    schema: {
      tags,
      summary: "Replace the team's decline reasons (team admins)",
      body: saveDeclineReasonsRequestSchema,
      response: { 200: declineReasonListSchema, ...errors },
    },
    handler: async (req) => ({ data: await saveDeclineReasons(db, callerOf(req), req.body.reasons) }),
  });
}
