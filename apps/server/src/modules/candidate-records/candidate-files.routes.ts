/**
 * Candidate files over HTTP: multipart upload (PDF, DOC, DOCX, TXT; 10 MB each; 5 at a time),
 * the content (inline for PDF so the record page can preview it, a download otherwise) and
 * delete. Multipart is registered in this plugin (and in the sequence attachments' one) only, so
 * no other route accepts it.
 */
import fastifyMultipart from '@fastify/multipart';
import {
  candidateRecordIdSchema,
  deleteFileRequestSchema,
  FILE_MAX_BYTES,
  FILES_PER_UPLOAD,
  fileParamsSchema,
  optionalProjectIdSchema,
  recordQuerySchema,
  successResponseSchema,
  uploadFilesResponseSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { multipartLimits, readUpload } from '../../lib/http/read-upload';
import { callerOf } from '../projects/projects.routes';
import type { FileStorage } from '../storage/file-storage';
import { recordErrors } from './candidate-records.routes';
import { contentDisposition } from './file-types';
import { deleteFile, readFileContent, uploadFiles } from './files.service';

const uploadFieldsSchema = z.strictObject({
  candidateId: z.coerce.number().pipe(candidateRecordIdSchema),
  projectId: optionalProjectIdSchema,
  kind: z.enum(['resume', 'other'], { message: 'Choose resume or other' }).default('resume'),
});

const LIMITS = { maxFiles: FILES_PER_UPLOAD, maxBytes: FILE_MAX_BYTES };

export async function candidateFilesRoutes(
  app: FastifyInstance,
  opts: { db: Database; storage: FileStorage },
): Promise<void> {
  const { db, storage } = opts;
  await app.register(fastifyMultipart, { limits: multipartLimits(LIMITS) });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/candidateFiles/uploadCandidateFiles', {
    config: { access: { signedIn: true } },
    bodyLimit: (FILES_PER_UPLOAD + 1) * FILE_MAX_BYTES,
    schema: {
      tags: ['candidates'],
      summary: 'Upload up to 5 files (PDF, DOC, DOCX, TXT; 10 MB each) to a candidate',
      consumes: ['multipart/form-data'],
      response: { 200: uploadFilesResponseSchema, ...recordErrors },
    },
    handler: async (req) => {
      const { fields, files } = await readUpload(req, LIMITS);
      const parsed = uploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const messages: Record<string, string> = {};
        for (const issue of parsed.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
        throw new AppError('VALIDATION_FAILED', 'The upload is invalid', { fields: messages });
      }
      return { data: await uploadFiles(db, storage, callerOf(req), parsed.data, files) };
    },
  });

  r.get('/api/v1/candidateFiles/:fileId/content', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: 'A candidate file: shown in the browser when it is a PDF, downloaded otherwise',
      params: fileParamsSchema,
      querystring: recordQuerySchema.extend({ download: z.enum(['1']).optional() }),
      // The bytes go out as they are stored (a Buffer is never serialised).
      response: { 200: z.unknown().describe('The file'), ...recordErrors },
    },
    handler: async (req, reply) => {
      const { file, data } = await readFileContent(
        db,
        storage,
        callerOf(req),
        req.params.fileId,
        req.query.projectId,
      );
      const inline = file.contentType === 'application/pdf' && !req.query.download;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName, inline))
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  });

  r.post('/api/v1/candidateFiles/deleteCandidateFile', {
    config: { access: { signedIn: true } },
    schema: {
      tags: ['candidates'],
      summary: "Delete a candidate's file",
      body: deleteFileRequestSchema,
      response: { 200: successResponseSchema, ...recordErrors },
    },
    handler: async (req) => {
      await deleteFile(db, storage, callerOf(req), req.body, req.log);
      return { success: true as const };
    },
  });
}
