/**
 * Application forms on applicant-match jobs, and applicants' answers to them (the spec's
 * applicant-match paths keep their shape). Roles are checked in the service after the job or
 * applicant is found, so another team's ids are 404.
 */
import {
  applicantAnswersParamsSchema,
  applicantAnswersRequestSchema,
  applicantAnswersResponseSchema,
  errorBodySchema,
  jobApplicationFormParamsSchema,
  jobApplicationFormRequestSchema,
  jobApplicationFormResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { callerOf } from '../projects/projects.routes';
import * as service from './application-answers.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const TAGS = ['applicant-match'];
const MATCH = '/api/tb-v2/v1/applicant-match';
const access = { signedIn: true } as const;

export async function applicationAnswersRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(`${MATCH}/jobs/:projectId/application-form`, {
    config: { access },
    schema: {
      tags: TAGS,
      summary: "The job's application form, and the active ones it may name",
      params: jobApplicationFormParamsSchema,
      response: { 200: jobApplicationFormResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.getJobApplicationForm(db, callerOf(req), req.params.projectId),
    }),
  });

  r.put(`${MATCH}/jobs/:projectId/application-form`, {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Name the application form the job asks (or none); owner, recruiter or hiring manager',
      params: jobApplicationFormParamsSchema,
      body: jobApplicationFormRequestSchema,
      response: { 200: jobApplicationFormResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.setJobApplicationForm(db, callerOf(req), req.params.projectId, req.body.formId),
    }),
  });

  r.get(`${MATCH}/projects/:projectId/applicants/:applicantId/application-answers`, {
    config: { access },
    schema: {
      tags: TAGS,
      summary: "An applicant's answers to the job's application form",
      params: applicantAnswersParamsSchema,
      response: { 200: applicantAnswersResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.getApplicantAnswers(db, callerOf(req), req.params) }),
  });

  r.put(`${MATCH}/projects/:projectId/applicants/:applicantId/application-answers`, {
    config: { access },
    schema: {
      tags: TAGS,
      summary: "Record an applicant's answers to the job's application form (files later)",
      params: applicantAnswersParamsSchema,
      body: applicantAnswersRequestSchema,
      response: { 200: applicantAnswersResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.recordApplicantAnswers(db, callerOf(req), req.params, req.body.answers),
    }),
  });
}
