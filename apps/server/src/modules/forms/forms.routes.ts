/** Forms over HTTP (/admin/team-settings/forms): team settings, `teamSettings` gate. */
import { errorBodySchema } from '@talentbase/shared';
import {
  formArchiveRequestSchema,
  formIdParamsSchema,
  formInputSchema,
  formListQuerySchema,
  formListResponseSchema,
  formResponseSchema,
} from '@talentbase/shared/contracts/forms';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAccount } from '../../lib/http/access-guard';
import * as service from './forms.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const TAGS = ['forms'];
const access = { gate: 'teamSettings' } as const;

export async function formsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const callerOf = (req: Parameters<typeof requireAccount>[0] & { ip: string }) => ({
    scope: requireAccount(req).scope,
    ip: req.ip,
  });

  r.get('/api/v1/forms', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: "The team's scorecards and application forms (active, or archived with archived=true)",
      querystring: formListQuerySchema,
      response: { 200: formListResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.listForms(db, requireAccount(req).scope, req.query) }),
  });

  r.post('/api/v1/forms', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Create a form: name, kind and its questions in order',
      body: formInputSchema,
      response: { 200: formResponseSchema, ...errors },
    },
    handler: async (req) => ({ data: await service.createForm(db, callerOf(req), req.body) }),
  });

  r.get('/api/v1/forms/:formId', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'One form',
      params: formIdParamsSchema,
      response: { 200: formResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.getForm(db, requireAccount(req).scope, service.parseFormId(req.params.formId)),
    }),
  });

  r.put('/api/v1/forms/:formId', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Edit a form (questions keep their ids)',
      params: formIdParamsSchema,
      body: formInputSchema,
      response: { 200: formResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.updateForm(db, callerOf(req), service.parseFormId(req.params.formId), req.body),
    }),
  });

  r.post('/api/v1/forms/:formId/duplicate', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Copy a form as "<name> (copy)"',
      params: formIdParamsSchema,
      response: { 200: formResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.duplicateForm(db, callerOf(req), service.parseFormId(req.params.formId)),
    }),
  });

  r.post('/api/v1/forms/:formId/archive', {
    config: { access },
    schema: {
      tags: TAGS,
      summary: 'Archive a form, or restore it (archived: false)',
      params: formIdParamsSchema,
      body: formArchiveRequestSchema,
      response: { 200: formResponseSchema, ...errors },
    },
    handler: async (req) => ({
      data: await service.archiveForm(
        db,
        callerOf(req),
        service.parseFormId(req.params.formId),
        req.body.archived,
      ),
    }),
  });
}
