/**
 * Exports to the team's ATS (issue 19, item 4): the connection's jobs and stages read from the
 * ATS, the export of project candidates (project action "Sync to ATS": owner and recruiter), and
 * the per-candidate results. Pro plans (the apps home's gate), like the connections themselves.
 */
import { errorBodySchema } from '@talentbase/shared';
import {
  atsExportRetryRequestSchema,
  atsExportsQuerySchema,
  atsExportsResponseSchema,
  atsJobsQuerySchema,
  atsJobsResponseSchema,
  atsStagesParamsSchema,
  atsStagesResponseSchema,
  createAtsExportRequestSchema,
  createAtsExportResponseSchema,
} from '@talentbase/shared/contracts/ats-exports';
import { connectionIdParamsSchema } from '@talentbase/shared/contracts/integrations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { jobSender } from '../../../jobs/job-sender';
import { requireAccount } from '../../../lib/http/access-guard';
import type { SecretBox } from '../../../lib/secret-box';
import { atsExportJob } from './export.job';
import * as exports from './export.service';

const BASE = '/api/v1/integrations';
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
const access = { gate: 'appsHome' } as const;

export async function atsExportRoutes(
  app: FastifyInstance,
  opts: { db: Database; secretBox: () => SecretBox },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = jobSender(opts.db);
  const deps: exports.ExportDeps = {
    db: opts.db,
    secretBox: opts.secretBox,
    enqueue: (exportId) => send(atsExportJob, { exportId }),
  };

  r.get(`${BASE}/connections/:connectionId/jobs`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'The jobs of the connected ATS, a page at a time',
      params: connectionIdParamsSchema,
      querystring: atsJobsQuerySchema,
      response: { 200: atsJobsResponseSchema, ...errors },
    },
    handler: async (req) =>
      exports.listJobs(deps, requireAccount(req).scope, req.params.connectionId, req.query.cursor),
  });

  r.get(`${BASE}/connections/:connectionId/jobs/:jobId/stages`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'The stages of one job of the connected ATS',
      params: atsStagesParamsSchema,
      response: { 200: atsStagesResponseSchema, ...errors },
    },
    handler: async (req) =>
      exports.listStages(deps, requireAccount(req).scope, req.params.connectionId, req.params.jobId),
  });

  r.post(`${BASE}/exports`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'Export project candidates to a job (and stage) of the connected ATS',
      body: createAtsExportRequestSchema,
      response: { 200: createAtsExportResponseSchema, ...errors },
    },
    handler: async (req) => exports.createExport(deps, requireAccount(req).scope, req.ip, req.body),
  });

  r.get(`${BASE}/exports`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'The project’s exports to the ATS: each candidate’s result and the progress',
      querystring: atsExportsQuerySchema,
      response: { 200: atsExportsResponseSchema, ...errors },
    },
    handler: async (req) => exports.listExports(opts.db, requireAccount(req).scope, req.query.projectId),
  });

  r.post(`${BASE}/exports/retry`, {
    config: { access },
    schema: {
      tags: ['integrations'],
      summary: 'Queue the project’s failed exports again',
      body: atsExportRetryRequestSchema,
      response: { 200: atsExportsResponseSchema, ...errors },
    },
    handler: async (req) => exports.retryFailed(deps, requireAccount(req).scope, req.body.projectId),
  });
}
