/**
 * The applicant calls of spec section 7 for the sample projects: the applicant list by stage,
 * unread, stage summary, count, view log, résumé (and the sample PDF it points to) and scoring
 * detail. Real applicant matching is not built yet: for any other project or applicant these
 * answer 404, the same for another team's ids as for unknown ones, so they confirm nothing.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  applicantCountResponseSchema,
  applicantIdParamsSchema,
  applicantProjectParamsSchema,
  applicantResumeResponseSchema,
  applicantSearchRequestSchema,
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
import { notFound } from '../../../lib/errors';
import { demoSeedOf } from './demo-applicants';
import {
  DEMO_APPLICANTS,
  demoApplicant,
  demoGroupCounts,
  demoProjectIdOf,
  demoScoringDetail,
  demoStageCounts,
} from './demo-catalog';
import { resumePdf } from './demo-resumes';

export const APPLICANT_MATCH_BASE = '/api/tb-v2/v1/applicant-match';
const BASE = APPLICANT_MATCH_BASE;
const signedIn = { access: { signedIn: true as const } };
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
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

export function demoApplicantRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/projects/:id/applicants/search`, {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Applicants of a project at a review stage (0 declined, 1 under review, 2 moved forward), best first',
      params: applicantProjectParamsSchema,
      body: applicantSearchRequestSchema,
      response: { 200: applicantSearchResponseSchema, ...errors },
    },
    handler: async (req) => {
      sampleProject(req.params.id);
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
    handler: async (req) => {
      sampleProject(req.params.id);
      const stages = demoStageCounts();
      return {
        total: stages.reduce((n, s) => n + s.unread, 0),
        byStage: stages.map(({ stage, unread }) => ({ stage, count: unread })),
      };
    },
  });

  r.get(`${BASE}/projects/:id/applicants/stage-summary`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'Applicants per review stage, with how many are unread',
      params: applicantProjectParamsSchema,
      response: { 200: applicantStageSummaryResponseSchema, ...errors },
    },
    handler: async (req) => {
      sampleProject(req.params.id);
      return { stages: demoStageCounts() };
    },
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
      sampleProject(req.params.id);
      return { total: DEMO_APPLICANTS.length, byGroup: demoGroupCounts() };
    },
  });

  r.post(`${BASE}/projects/:projectId/applicants/:applicantId/view-log`, {
    config: signedIn,
    schema: {
      tags,
      summary: 'Record that you opened an applicant (the sample projects record nothing)',
      params: applicantViewLogParamsSchema,
      response: { 200: emptyResponseSchema, ...errors },
    },
    handler: async (req) => {
      sampleProject(req.params.projectId);
      sampleApplicant(req.params.applicantId);
      return {};
    },
  });

  r.get(`${BASE}/applicants/:applicantId/resume`, {
    config: signedIn,
    schema: {
      tags,
      summary: "Where the applicant's résumé can be opened (a PDF)",
      params: applicantIdParamsSchema,
      response: { 200: applicantResumeResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { applicantId } = sampleApplicant(req.params.applicantId);
      return { data: { location: sampleResumePath(applicantId), applicantId } };
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
      if (!found) throw notFound('Scoring detail');
      return { ...found.detail, scoringDetailId: found.scoringDetailId, applicantId: found.applicantId };
    },
  });
}
