/**
 * The pipeline over HTTP. changeStage, getCandidatesByStatus and the pipeline benchmark are the
 * spec's paths (section 7) verbatim under /api; the others follow their style. Project roles are
 * checked in the services, after the project is found (another team's project is a 404).
 */
import {
  candidateListRequestSchema,
  candidateListResponseSchema,
  candidatesByStatusResponseSchema,
  changeLabelRequestSchema,
  changeLabelResponseSchema,
  changeStageRequestSchema,
  changeStageResponseSchema,
  copyToProjectRequestSchema,
  copyToProjectResponseSchema,
  errorBodySchema,
  pipelineBenchmarkResponseSchema,
  pipelineSummaryResponseSchema,
  projectIdBodySchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf, projectErrors } from '../projects/projects.routes';
import { parseProjectOrDemoId } from '../projects/projects.service';
import { pipelineBenchmark } from './pipeline-benchmark.service';
import { candidatesByStatus, listPipelineCandidates, pipelineSummary } from './pipeline-list.service';
import { changeLabel, changeStage, copyToProject } from './pipeline-moves.service';

const errors = { ...projectErrors, 409: errorBodySchema };
const projectParams = z.strictObject({ projectId: z.string().max(20) });
const signedIn = { access: { signedIn: true as const } };

export async function pipelinesRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post('/api/v1/pipelines/changeStage', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: 'Move candidates to a stage of the project pipeline (owner, recruiter, hiring manager)',
      body: changeStageRequestSchema,
      response: { 200: changeStageResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { projectId, ...input } = req.body;
      return changeStage(db, callerOf(req), parseProjectOrDemoId(projectId), input);
    },
  });

  r.post('/api/v1/pipelines/changeLabel', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: 'Set the label of candidates within their stage; their engagement status follows',
      body: changeLabelRequestSchema,
      response: { 200: changeLabelResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { projectId, ...input } = req.body;
      return changeLabel(db, callerOf(req), parseProjectOrDemoId(projectId), input);
    },
  });

  r.post('/api/v1/pipelines/candidates', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary:
        'The candidate list filter: a page of a stage, category or the whole pipeline, last moved first',
      body: candidateListRequestSchema,
      response: { 200: candidateListResponseSchema, ...errors },
    },
    handler: async (req) => {
      const { projectId, ...filter } = req.body;
      return listPipelineCandidates(db, callerOf(req).scope, parseProjectOrDemoId(projectId), filter);
    },
  });

  r.get('/api/v1/pipelines/:projectId/summary', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: "The project's pipeline with candidate counts per position and label",
      params: projectParams,
      response: { 200: pipelineSummaryResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await pipelineSummary(db, callerOf(req).scope, parseProjectOrDemoId(req.params.projectId)),
    }),
  });

  r.post('/api/v1/pipelines/getCandidatesByStatus', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: 'Candidate ids of the project grouped by engagement status',
      body: projectIdBodySchema,
      response: { 200: candidatesByStatusResponseSchema, ...errors },
    },
    handler: async (req) =>
      candidatesByStatus(db, callerOf(req).scope, parseProjectOrDemoId(req.body.projectId)),
  });

  r.post('/api/v1/pipelines/copyToProject', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: 'Copy candidates to another project where you may add candidates',
      body: copyToProjectRequestSchema,
      response: { 200: copyToProjectResponseSchema, ...errors },
    },
    handler: async (req) =>
      copyToProject(
        db,
        callerOf(req),
        parseProjectOrDemoId(req.body.fromProjectId),
        parseProjectOrDemoId(req.body.toProjectId),
        req.body.candidateIds,
      ),
  });

  r.get('/api/tb-v2/v1/project/:projectId/pipeline-benchmark', {
    config: signedIn,
    schema: {
      tags: ['pipelines'],
      summary: 'How far the project candidates have got: contacted, conversation rate, milestones',
      params: projectParams,
      response: { 200: pipelineBenchmarkResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await pipelineBenchmark(db, callerOf(req).scope, parseProjectOrDemoId(req.params.projectId)),
    }),
  });
}
