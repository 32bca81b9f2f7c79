/**
 * Applicant-match jobs under `/api/tb-v2/v1/applicant-match/jobs`: open a project as a job with its
 * description (the persona is built from it), read it, change the description, edit the persona,
 * and the persona's history.
 */

import { errorBodySchema } from '@talentbase/shared';
import {
  describeJobRequestSchema,
  editPersonaRequestSchema,
  matchJobParamsSchema,
  matchJobSchema,
  openJobRequestSchema,
  personaHistoryResponseSchema,
} from '@talentbase/shared/contracts/applicant-match';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { callerOf } from '../../projects/projects.routes';
import { parseProjectId } from '../../projects/projects.service';
import { editPersona, getJob, openJob, personaHistory } from './jobs.service';

const BASE = '/api/tb-v2/v1/applicant-match/jobs';
const SIGNED_IN = { access: { signedIn: true as const } };
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export async function matchJobsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(BASE, {
    config: SIGNED_IN,
    schema: {
      tags: ['applicant-match'],
      summary: 'Make a project an applicant-match job with its description (builds the persona)',
      body: openJobRequestSchema,
      response: { 200: matchJobSchema, ...errors },
    },
    handler: async (req) =>
      openJob(db, callerOf(req), {
        projectId: parseProjectId(req.body.projectId),
        jobDescription: req.body.jobDescription,
        ...(req.body.atsName !== undefined ? { atsName: req.body.atsName } : {}),
        ...(req.body.atsJobId !== undefined ? { atsJobId: req.body.atsJobId } : {}),
      }),
  });

  r.get(`${BASE}/:projectId`, {
    config: SIGNED_IN,
    schema: {
      tags: ['applicant-match'],
      summary: 'A job: its description, persona (current version), ranking status',
      params: matchJobParamsSchema,
      response: { 200: matchJobSchema, ...errors },
    },
    handler: async (req) => getJob(db, callerOf(req), parseProjectId(req.params.projectId)),
  });

  r.put(`${BASE}/:projectId/description`, {
    config: SIGNED_IN,
    schema: {
      tags: ['applicant-match'],
      summary: 'Change the job description; the persona is built again as a new version',
      params: matchJobParamsSchema,
      body: describeJobRequestSchema,
      response: { 200: matchJobSchema, ...errors },
    },
    handler: async (req) =>
      openJob(db, callerOf(req), {
        projectId: parseProjectId(req.params.projectId),
        jobDescription: req.body.jobDescription,
      }),
  });

  r.put(`${BASE}/:projectId/persona`, {
    config: SIGNED_IN,
    schema: {
      tags: ['applicant-match'],
      summary: 'Save an edited persona (owner, recruiter, screener); 409 when edited from an old version',
      params: matchJobParamsSchema,
      body: editPersonaRequestSchema,
      response: { 200: matchJobSchema, ...errors },
    },
    handler: async (req) =>
      editPersona(db, callerOf(req), parseProjectId(req.params.projectId), {
        persona: { ...req.body.persona, lackJD: false },
        fromVersion: req.body.fromVersion,
      }),
  });

  r.get(`${BASE}/:projectId/persona-history`, {
    config: SIGNED_IN,
    schema: {
      tags: ['applicant-match'],
      summary: "Every version of the job's persona, newest first",
      params: matchJobParamsSchema,
      response: { 200: personaHistoryResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await personaHistory(db, callerOf(req), parseProjectId(req.params.projectId)),
    }),
  });
}
