/**
 * Hiring-process templates over HTTP. The spec names no paths for them; they follow the style of
 * the other endpoints (docs/decisions.md). Any team member may read the templates (projects show
 * them); editing them is team settings (`teamSettings` gate); switching a project's template is
 * the project owner's (`project.editBasicInfo`).
 */
import {
  createTemplateRequestSchema,
  errorBodySchema,
  hiringProcessTemplateListResponseSchema,
  hiringProcessTemplateResponseSchema,
  projectPipelineInfoResponseSchema,
  successResponseSchema,
  switchProjectTemplateRequestSchema,
  templateIdParamsSchema,
  updateTemplateRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf, projectErrors } from '../projects/projects.routes';
import { parseProjectId } from '../projects/projects.service';
import { createTemplate, deleteTemplate, setDefaultTemplate, updateTemplate } from './hiring-process.service';
import { switchProjectTemplate } from './project-hiring-process';
import { listTemplates, parseTemplateId } from './template-store';

const errors = { ...projectErrors, 409: errorBodySchema };
const ok = successResponseSchema;
const TAGS = ['hiring-process'];

export async function hiringProcessRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/v1/hiring-process/templates', {
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: "The team's hiring processes with the projects that use them (the default first)",
      response: { 200: hiringProcessTemplateListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await listTemplates(db, callerOf(req)) }),
  });

  r.post('/api/v1/hiring-process/templates', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'Create a hiring process: from categories, as a copy, or from the default outbound pipeline',
      body: createTemplateRequestSchema,
      response: { 200: hiringProcessTemplateResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await createTemplate(db, callerOf(req), req.body) }),
  });

  r.put('/api/v1/hiring-process/templates/:templateId', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'Rename a hiring process and edit its categories and stages',
      params: templateIdParamsSchema,
      body: updateTemplateRequestSchema,
      response: { 200: hiringProcessTemplateResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await updateTemplate(db, callerOf(req), parseTemplateId(req.params.templateId), req.body),
    }),
  });

  r.delete('/api/v1/hiring-process/templates/:templateId', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'Delete a hiring process no project uses (never the default)',
      params: templateIdParamsSchema,
      response: { 200: ok, ...errors },
    },
    handler: async (req) => {
      await deleteTemplate(db, callerOf(req), parseTemplateId(req.params.templateId));
      return { success: true as const };
    },
  });

  r.post('/api/v1/hiring-process/templates/:templateId/set-default', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: TAGS,
      summary: 'Make a hiring process the default for new projects',
      params: templateIdParamsSchema,
      response: { 200: hiringProcessTemplateResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await setDefaultTemplate(db, callerOf(req), parseTemplateId(req.params.templateId)),
    }),
  });

  r.post('/api/v1/projects/:projectId/hiring-process', {
    // The project role is checked in the service: the project must be found first.
    config: { access: { signedIn: true } },
    schema: {
      tags: TAGS,
      summary: "Switch a project to another of the team's hiring processes (owner)",
      params: z.strictObject({ projectId: z.string().max(20) }),
      body: switchProjectTemplateRequestSchema,
      response: { 200: projectPipelineInfoResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await switchProjectTemplate(
        db,
        callerOf(req),
        parseProjectId(req.params.projectId),
        Number(req.body.templateId),
      ),
    }),
  });
}
