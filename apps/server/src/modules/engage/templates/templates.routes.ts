/**
 * Email templates under `/api/tb-v2/v1/engage/templates` (the Engage gate; the team's list for
 * admins behind engageTeam) and the thumbnail call `POST /api/tb-v2/v1/campaigns/template/{id}/thumbnail`.
 * Multipart is registered inside this plugin only, for the thumbnail upload.
 */
import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema, successResponseSchema } from '@talentbase/shared';
import {
  createTemplateRequestSchema,
  engageTemplateSchema,
  previewCandidatesQuerySchema,
  previewCandidatesResponseSchema,
  THUMBNAIL_MAX_BYTES,
  templateIdParamsSchema,
  templateListQuerySchema,
  templateListResponseSchema,
  templatePreviewRequestSchema,
  templatePreviewResponseSchema,
  thumbnailFileParamsSchema,
  thumbnailParamsSchema,
  thumbnailResponseSchema,
  updateTemplateRequestSchema,
} from '@talentbase/shared/contracts/engage-templates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { requireAccount } from '../../../lib/http/access-guard';
import { multipartClientError } from '../../../lib/http/multipart-errors';
import { callerOf } from '../../projects/projects.routes';
import type { FileStorage } from '../../storage/file-storage';
import { previewCandidates, previewTemplate } from './template-preview.service';
import { contentTypeOf, readThumbnail, saveThumbnail } from './template-thumbnails';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  THUMBNAIL_PATH,
  updateTemplate,
} from './templates.service';

const BASE = '/api/tb-v2/v1/engage/templates';

export const engageErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

const ENGAGE = { access: { gate: 'engage' as const } };
const TEAM = { access: { gate: 'engageTeam' as const } };

/** Reads the single file of the upload into memory (at most 2 MB). */
async function readOneFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (data) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', 'Send one image.', { fields: { file: 'Send one image.' } });
      }
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', 'The thumbnail must be at most 2 MB.');
        throw error;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', 'Send one image.', { fields: { file: 'Send one image.' } });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload has too many parts.');
    throw multipartClientError(error) ?? error;
  }
  if (!data)
    throw new AppError('VALIDATION_FAILED', 'Choose an image file', {
      fields: { file: 'Choose an image file' },
    });
  return data;
}

export async function engageTemplatesRoutes(
  app: FastifyInstance,
  opts: { db: Database; storage: FileStorage; publicUrl: string },
): Promise<void> {
  const { db, storage } = opts;
  await app.register(fastifyMultipart, {
    limits: { fileSize: THUMBNAIL_MAX_BYTES, files: 2, fields: 5, fieldSize: 1024, parts: 8 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Your templates and the ones your team shared (keyword, paging)',
      querystring: templateListQuerySchema,
      response: { 200: templateListResponseSchema, ...engageErrors },
    },
    handler: async (req) => listTemplates(db, requireAccount(req).scope, req.query),
  });

  r.get(`${BASE}/team`, {
    config: TEAM,
    schema: {
      tags: ['engage'],
      summary: 'Every template of the team, shared or not (admins, read-only)',
      querystring: templateListQuerySchema,
      response: { 200: templateListResponseSchema, ...engageErrors },
    },
    handler: async (req) => listTemplates(db, requireAccount(req).scope, req.query, { wholeTeam: true }),
  });

  r.get(`${BASE}/team/:id`, {
    config: TEAM,
    schema: {
      tags: ['engage'],
      summary: 'One template of the team (admins, read-only)',
      params: templateIdParamsSchema,
      response: { 200: engageTemplateSchema, ...engageErrors },
    },
    handler: async (req) =>
      getTemplate(db, requireAccount(req).scope, Number(req.params.id), { wholeTeam: true }),
  });

  r.post(`${BASE}/preview`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Render a subject and body with a real candidate of the team',
      body: templatePreviewRequestSchema,
      response: { 200: templatePreviewResponseSchema, ...engageErrors },
    },
    handler: async (req) => previewTemplate(db, callerOf(req), req.body, opts.publicUrl),
  });

  r.get(`${BASE}/preview-candidates`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Candidates of your projects the preview can use',
      querystring: previewCandidatesQuerySchema,
      response: { 200: previewCandidatesResponseSchema, ...engageErrors },
    },
    handler: async (req) =>
      previewCandidates(db, callerOf(req), req.query.projectId ? Number(req.query.projectId) : undefined),
  });

  r.get(`${THUMBNAIL_PATH}/:name`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: "A template thumbnail (your team's only)",
      params: thumbnailFileParamsSchema,
      response: { 200: z.unknown().describe('The image'), ...engageErrors },
    },
    handler: async (req, reply) => {
      const data = await readThumbnail(storage, requireAccount(req).scope, req.params.name);
      return reply
        .header('content-type', contentTypeOf(req.params.name))
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });

  r.post(BASE, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Create a template (HTML sanitised, variables checked)',
      body: createTemplateRequestSchema,
      response: { 200: engageTemplateSchema, ...engageErrors },
    },
    handler: async (req) => createTemplate(db, callerOf(req), req.body),
  });

  r.get(`${BASE}/:id`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'One of your templates or a shared one',
      params: templateIdParamsSchema,
      response: { 200: engageTemplateSchema, ...engageErrors },
    },
    handler: async (req) => getTemplate(db, requireAccount(req).scope, Number(req.params.id)),
  });

  r.put(`${BASE}/:id`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Change your template',
      params: templateIdParamsSchema,
      body: updateTemplateRequestSchema,
      response: { 200: engageTemplateSchema, ...engageErrors },
    },
    handler: async (req) => updateTemplate(db, callerOf(req), Number(req.params.id), req.body),
  });

  r.delete(`${BASE}/:id`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Delete your template (sequences keep the text they copied)',
      params: templateIdParamsSchema,
      response: { 200: successResponseSchema, ...engageErrors },
    },
    handler: async (req) => {
      await deleteTemplate(db, callerOf(req), Number(req.params.id));
      return { success: true as const };
    },
  });

  r.post('/api/tb-v2/v1/campaigns/template/:id/thumbnail', {
    config: ENGAGE,
    bodyLimit: THUMBNAIL_MAX_BYTES + 64 * 1024,
    schema: {
      tags: ['engage'],
      summary: "Upload a template's 400x600 thumbnail (PNG, JPEG or WebP, 2 MB); id 0 stores it alone",
      consumes: ['multipart/form-data'],
      params: thumbnailParamsSchema,
      response: { 200: thumbnailResponseSchema, ...engageErrors },
    },
    handler: async (req) => {
      const data = await readOneFile(req);
      return saveThumbnail(db, storage, requireAccount(req).scope, Number(req.params.id), data, req.log);
    },
  });
}
