/**
 * Sequence attachments under `/api/tb-v2/v1/campaigns/attachments`: the team's files, upload one
 * (PDF, DOC, DOCX, TXT; 10 MB), download one, delete one no step uses.
 */
import fastifyMultipart from '@fastify/multipart';
import { successResponseSchema } from '@talentbase/shared';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentIdParamsSchema,
  attachmentListResponseSchema,
  attachmentUploadResponseSchema,
} from '@talentbase/shared/contracts/engage-attachments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { multipartLimits, readUpload } from '../../../lib/http/read-upload';
import { contentDisposition } from '../../candidate-records/file-types';
import { callerOf } from '../../projects/projects.routes';
import type { FileStorage } from '../../storage/file-storage';
import { engageErrors } from '../templates/templates.routes';
import { deleteAttachment, listAttachments, readAttachment, uploadAttachment } from './attachments.service';

const BASE = '/api/tb-v2/v1/campaigns/attachments';
const ENGAGE = { access: { gate: 'engage' as const } };
const LIMITS = { maxFiles: 1, maxBytes: ATTACHMENT_MAX_BYTES };

export async function engageAttachmentsRoutes(
  app: FastifyInstance,
  opts: { db: Database; storage: FileStorage },
): Promise<void> {
  const { db, storage } = opts;
  await app.register(fastifyMultipart, { limits: multipartLimits(LIMITS) });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: "The team's sequence attachments, newest first",
      response: { 200: attachmentListResponseSchema, ...engageErrors },
    },
    handler: async (req) => ({ data: await listAttachments(db, callerOf(req).scope) }),
  });

  r.post(BASE, {
    config: ENGAGE,
    bodyLimit: 2 * ATTACHMENT_MAX_BYTES,
    schema: {
      tags: ['engage'],
      summary: 'Upload a file for sequence steps to attach (PDF, DOC, DOCX or TXT; 10 MB)',
      consumes: ['multipart/form-data'],
      response: { 200: attachmentUploadResponseSchema, ...engageErrors },
    },
    handler: async (req) => {
      const { files } = await readUpload(req, LIMITS);
      return { data: await uploadAttachment(db, storage, callerOf(req), files) };
    },
  });

  r.get(`${BASE}/:fileId/content`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Download an attachment',
      params: attachmentIdParamsSchema,
      response: { 200: z.unknown().describe('The file'), ...engageErrors },
    },
    handler: async (req, reply) => {
      const { attachment, data } = await readAttachment(db, storage, callerOf(req).scope, req.params.fileId);
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.fileName, false))
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  });

  r.delete(`${BASE}/:fileId`, {
    config: ENGAGE,
    schema: {
      tags: ['engage'],
      summary: 'Delete an attachment that no sequence step uses',
      params: attachmentIdParamsSchema,
      response: { 200: successResponseSchema, ...engageErrors },
    },
    handler: async (req) => {
      await deleteAttachment(db, storage, callerOf(req), req.params.fileId);
      return { success: true as const };
    },
  });
}
