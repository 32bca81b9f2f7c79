/**
 * The applicant calls of spec section 7: the applicant list by stage, unread, stage summary,
 * count, view log, résumé (and the sample PDF it points to) and scoring detail. One route per
 * path: the sample projects (-1, -2) and their sample applicants (negative ids) get the built-in
 * answers; every other id is a real project or applicant, answered by ../applicants/ under the
 * project's visibility rule, the same 404 for another team's ids as for unknown ones.
 */
import { errorBodySchema } from '@talentbase/shared';
import { applicantListRequestSchema } from '@talentbase/shared/contracts/applicant-match-applicants';
import {
  applicantCountResponseSchema,
  applicantIdParamsSchema,
  applicantProjectParamsSchema,
  applicantResumeResponseSchema,
  applicantSearchResponseSchema,
  applicantStageSummaryResponseSchema,
  applicantUnreadResponseSchema,
  applicantViewLogParamsSchema,
  emptyResponseSchema,
  scoringDetailParamsSchema,
  scoringDetailResponseSchema,
} from '@talentbase/shared/contracts/applicant-match-demo';
import type { DemoProjectId } from '@talentbase/shared/domain/projects';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { callerOf } from '../../projects/projects.routes';
import type { FileStorage } from '../../storage/file-storage';
import {
  groupCountsOf,
  recordView,
  searchApplicants,
  stageCounts,
  unreadOf,
} from '../applicants/applicant-list.service';
import { applicantResume, applicantScoringDetail } from '../applicants/applicant-list-detail';
import { parseApplicantId } from '../applicants/applicant-list-scope';
import { demoSeedOf } from './demo-applicants';
import {
  DEMO_APPLICANTS,
  demoApplicant,
  demoGroupCounts,
  demoProjectIdOf,
  demoScoringDetail,
  demoStageCounts,
} from './demo-catalog';
import { resumePdf, resumeText } from './demo-resumes';

export const APPLICANT_MATCH_BASE = '/api/tb-v2/v1/applicant-match';
const BASE = APPLICANT_MATCH_BASE;
const signedIn = { access: { signedIn: true as const } };
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['applicant-match'];

/** The sample project named, or 404 "Project not found" for every other id. */
export function sampleProject(ref: string | number | null | undefined): DemoProjectId {
  const id = demoProjectIdOf(ref);
  if (id === null) throw notFound('Project');
  return id;
}

function sampleApplicant(applicantId: string) {
  const applicant = demoApplicant(applicantId);
  if (!applicant) throw notFound('Applicant');
  return applicant;
}

export const sampleResumePath = (applicantId: string) => `${BASE}/sample-resumes/${applicantId}`;

export type ApplicantRouteDeps = { db: Database; storage: FileStorage };

export function demoApplicantRoutes(app: FastifyInstance, { db }: ApplicantRouteDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/projects/:id/applicants/search`, {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Applicants of a project at a review stage (0 declined, 1 under review, 2 moved forward), best first',
      params: applicantProjectParamsSchema,
      body: applicantListRequestSchema,
      response: { 200: applicantSearchResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.id) === null)
        return searchApplicants(db, callerOf(req), req.params.id, req.body);
      // The sample projects keep their fixed answer; the filters have nothing to narrow there.
      const inStage = DEMO_APPLICANTS.filter((a) => a.stage === req.body.stage);
      return {
        total: inStage.length,
        applicants: inStage.slice(req.body.start, req.body.start + req.body.limit),
      };
    },
  });

  r.get(`${BASE}/projects/:id/applicants/unread`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'How many applicants of the project nobody has opened yet, in all and per stage',
      params: applicantProjectParamsSchema,
      response: { 200: applicantUnreadResponseSchema, ...errors },
    },
    handler: async (req) =>
      unreadOf(
        demoProjectIdOf(req.params.id) === null
          ? await stageCounts(db, callerOf(req), req.params.id)
          : demoStageCounts(),
      ),
  });

  r.get(`${BASE}/projects/:id/applicants/stage-summary`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'Applicants per review stage, with how many are unread',
      params: applicantProjectParamsSchema,
      response: { 200: applicantStageSummaryResponseSchema, ...errors },
    },
    handler: async (req) => ({
      stages:
        demoProjectIdOf(req.params.id) === null
          ? await stageCounts(db, callerOf(req), req.params.id)
          : demoStageCounts(),
    }),
  });

  r.get(`${BASE}/projects/:id/applicants/count`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'How many applicants the project has, in all and per match group',
      params: applicantProjectParamsSchema,
      response: { 200: applicantCountResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.id) === null)
        return groupCountsOf(await stageCounts(db, callerOf(req), req.params.id));
      return { total: DEMO_APPLICANTS.length, byGroup: demoGroupCounts() };
    },
  });

  r.post(`${BASE}/projects/:projectId/applicants/:applicantId/view-log`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'Record that you opened an applicant (counted per person; the sample projects record nothing)',
      params: applicantViewLogParamsSchema,
      response: { 200: emptyResponseSchema, ...errors },
    },
    handler: async (req) => {
      if (demoProjectIdOf(req.params.projectId) === null) {
        await recordView(db, callerOf(req), req.params.projectId, parseApplicantId(req.params.applicantId));
        return {};
      }
      sampleApplicant(req.params.applicantId);
      return {};
    },
  });

  r.get(`${BASE}/applicants/:applicantId/resume`, {
    config: signedIn,
    schema: {
      tags,
      summary: "Where the applicant's résumé can be opened, with the text it was read as",
      params: applicantIdParamsSchema,
      response: { 200: applicantResumeResponseSchema, ...errors },
    },
    handler: async (req) => {
      const seed = demoSeedOf(req.params.applicantId);
      if (!seed) return applicantResume(db, callerOf(req), req.params.applicantId, BASE);
      const { applicantId } = sampleApplicant(req.params.applicantId);
      return {
        data: {
          location: sampleResumePath(applicantId),
          applicantId,
          text: resumeText(seed),
          fileName: `sample-resume-${seed.n}.pdf`,
          contentType: 'application/pdf',
        },
      };
    },
  });

  r.get(`${BASE}/sample-resumes/:applicantId`, {
    config: signedIn,
    schema: {
      tags,
      summary: "A sample applicant's résumé as a PDF",
      params: applicantIdParamsSchema,
      response: { 200: z.unknown().describe('The PDF'), ...errors },
    },
    handler: async (req, reply) => {
      const seed = demoSeedOf(req.params.applicantId);
      if (!seed) throw notFound('Applicant');
      const pdf = await resumePdf(seed);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="sample-resume-${seed.n}.pdf"`)
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(pdf));
    },
  });

  r.get(`${BASE}/applicants/scoring-detail/:id`, {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Why an applicant scored as they did: summary scores, quick checks and other insights with evidence',
      params: scoringDetailParamsSchema,
      response: { 200: scoringDetailResponseSchema, ...errors },
    },
    handler: async (req) => {
      const found = demoScoringDetail(req.params.id);
      if (!found) return applicantScoringDetail(db, callerOf(req), req.params.id);
      return { ...found.detail, scoringDetailId: found.scoringDetailId, applicantId: found.applicantId };
    },
  });
}
