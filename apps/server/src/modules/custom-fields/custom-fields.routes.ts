/**
 * Custom fields over HTTP:
 *   GET    /api/v1/team-settings/custom-fields?entity=   the definitions (any member: pages render them)
 *   POST   /api/v1/team-settings/custom-fields           create            (gate teamSettings)
 *   PUT    /api/v1/team-settings/custom-fields/:fieldId  edit              (gate teamSettings)
 *   POST   .../:fieldId/archive, .../:fieldId/restore    archive, restore  (gate teamSettings)
 *   DELETE .../:fieldId                                  delete, only without values (gate teamSettings)
 *   POST   /api/v1/team-settings/custom-fields/reorder   order             (gate teamSettings)
 *   GET/PUT /api/v1/candidates/:candidateId/custom-fields   a candidate's values (open profile / edit candidate info)
 *   GET    /api/v1/projects/:projectId/custom-fields        a project's values; they are saved with
 *          /v1/projects/create and /v1/projects/updateBasicInfo (`customFields`)
 */
import {
  createCustomFieldRequestSchema,
  customFieldListQuerySchema,
  customFieldListSchema,
  customFieldParamsSchema,
  customFieldSchema,
  customValuesResponseSchema,
  errorBodySchema,
  reorderCustomFieldsRequestSchema,
  successResponseSchema,
  updateCandidateCustomValuesRequestSchema,
  updateCustomFieldRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import { parseCandidateId } from '../candidate-records/candidate-records.routes';
import { projectInformation } from '../projects/project-lifecycle.service';
import { callerOf } from '../projects/projects.routes';
import { parseProjectId } from '../projects/projects.service';
import {
  createField,
  deleteField,
  listFields,
  parseFieldId,
  reorderFields,
  setFieldArchived,
  updateField,
} from './field-definitions.service';
import { getCandidateValues, projectValues, updateCandidateValues } from './field-values.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const base = '/api/v1/team-settings/custom-fields';
const admin = { access: { gate: 'teamSettings' as const } };

export async function customFieldsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(base, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: "The team's custom fields for candidates or projects, in order",
      querystring: customFieldListQuerySchema,
      response: { 200: customFieldListSchema, ...errors },
    },
    handler: async (req) => ({
      data: await listFields(
        db,
        requireAccount(req).scope.teamId,
        req.query.entity,
        req.query.includeArchived === 'true',
      ),
    }),
  });

  r.post(base, {
    config: admin,
    schema: {
      tags: ['team-settings'],
      summary: 'Create a custom field',
      body: createCustomFieldRequestSchema,
      response: { 200: customFieldSchema, ...errors },
    },
    handler: async (req) => createField(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.post(`${base}/reorder`, {
    config: admin,
    schema: {
      tags: ['team-settings'],
      summary: 'Put the custom fields of candidates or projects in a new order',
      body: reorderCustomFieldsRequestSchema,
      response: { 200: customFieldListSchema, ...errors },
    },
    handler: async (req) => ({
      data: await reorderFields(db, requireAccount(req).scope, req.body.entity, req.body.fieldIds, req.ip),
    }),
  });

  r.put(`${base}/:fieldId`, {
    config: admin,
    schema: {
      tags: ['team-settings'],
      summary: 'Rename a custom field, change its help text, options or required flag',
      params: customFieldParamsSchema,
      body: updateCustomFieldRequestSchema,
      response: { 200: customFieldSchema, ...errors },
    },
    handler: async (req) =>
      updateField(db, requireAccount(req).scope, parseFieldId(req.params.fieldId), req.body, req.ip),
  });

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    r.post(`${base}/:fieldId/${action}`, {
      config: admin,
      schema: {
        tags: ['team-settings'],
        summary: archived
          ? 'Archive a custom field: hidden everywhere, its values kept'
          : 'Bring an archived custom field back',
        params: customFieldParamsSchema,
        response: { 200: customFieldSchema, ...errors },
      },
      handler: async (req) =>
        setFieldArchived(db, requireAccount(req).scope, parseFieldId(req.params.fieldId), archived, req.ip),
    });
  }

  r.delete(`${base}/:fieldId`, {
    config: admin,
    schema: {
      tags: ['team-settings'],
      summary: 'Delete a custom field that holds no values (otherwise archive it)',
      params: customFieldParamsSchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteField(db, requireAccount(req).scope, parseFieldId(req.params.fieldId), req.ip);
      return { success: true as const };
    },
  });

  const candidatePath = '/api/v1/candidates/:candidateId/custom-fields';
  const candidateParams = z.strictObject({ candidateId: z.string().max(20) });

  r.get(candidatePath, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: "A candidate's custom field values, with the fields",
      params: candidateParams,
      querystring: z.strictObject({ projectId: z.string().max(20).optional() }),
      response: { 200: customValuesResponseSchema, ...errors },
    },
    handler: async (req) =>
      getCandidateValues(db, callerOf(req), parseCandidateId(req.params.candidateId), req.query.projectId),
  });

  r.put(candidatePath, {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: "Set or clear a candidate's custom field values (all or nothing)",
      params: candidateParams,
      body: updateCandidateCustomValuesRequestSchema,
      response: { 200: customValuesResponseSchema, ...errors },
    },
    handler: async (req) =>
      updateCandidateValues(db, callerOf(req), parseCandidateId(req.params.candidateId), req.body),
  });

  r.get('/api/v1/projects/:projectId/custom-fields', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['projects'],
      summary: "A project's custom field values, with the fields",
      params: z.strictObject({ projectId: z.string().max(20) }),
      response: { 200: customValuesResponseSchema, ...errors },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      const projectId = parseProjectId(req.params.projectId);
      // Whoever may see the project sees its fields: the same check as the project page.
      await projectInformation(db, caller, projectId);
      return projectValues(db, caller.scope.teamId, projectId);
    },
  });
}
