/**
 * CSV import over HTTP (gate candidateImport; a project also needs the candidate.add role):
 *   POST /api/v1/candidates/import/upload        multipart, one .csv up to 20 MB
 *   POST /api/v1/candidates/import/start         { importId, mapping, duplicatePolicy, projectId? }
 *   GET  /api/v1/candidates/import/:importId     progress and the first 1,000 problems
 *   GET  /api/v1/candidates/import/:importId/report   the full report as CSV
 */
import fastifyMultipart from '@fastify/multipart';
import {
  errorBodySchema,
  IMPORT_MAX_FILE_BYTES,
  importProgressSchema,
  importUploadResponseSchema,
  startImportRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { multipartClientError } from '../../lib/http/multipart-errors';
import { assertWellFormedText } from '../../lib/http/request-text';
import {
  type ImportDeps,
  importProgress,
  importReportCsv,
  parseImportId,
  startImport,
  uploadImport,
} from './import.service';
import { importFiles, importFilesRoot } from './import-files';

const importErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

const TOO_LARGE = `The file is larger than ${IMPORT_MAX_FILE_BYTES / 1024 / 1024} MB. Split it into smaller files.`;

export async function candidateImportRoutes(
  app: FastifyInstance,
  opts: { db: Database; dataDir: string },
): Promise<void> {
  const storageRoot = importFilesRoot(opts.dataDir);
  const deps: ImportDeps = {
    db: opts.db,
    files: importFiles(storageRoot),
    storageRoot,
    send: jobSender(opts.db),
  };
  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/v1/candidates/import/upload', {
    config: { access: { gate: 'candidateImport' } },
    schema: {
      tags: ['candidates'],
      summary: 'Upload a CSV of candidates: answers its header, first rows and a suggested mapping',
      consumes: ['multipart/form-data'],
      response: { 200: importUploadResponseSchema, ...importErrors },
    },
    handler: async (req) => {
      const account = requireAccount(req);
      if (!req.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the CSV file as multipart/form-data.');
      }
      let file: Awaited<ReturnType<typeof req.file>>;
      let bytes: Buffer;
      try {
        file = await req.file();
        if (!file)
          throw new AppError('VALIDATION_FAILED', 'Choose a CSV file to upload.', {
            fields: { file: 'Choose a CSV file' },
          });
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
        throw multipartClientError(error) ?? error;
      }
      if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
      // The file name is decoded by the charset the part declares (UTF-16 included).
      assertWellFormedText(file.filename, 'file');
      return uploadImport(deps, account.scope, { fileName: file.filename, bytes }, { ip: req.ip });
    },
  });

  r.post('/api/v1/candidates/import/start', {
    config: { access: { gate: 'candidateImport' } },
    schema: {
      tags: ['candidates'],
      summary: 'Start importing an uploaded CSV with a column mapping and a duplicate policy',
      body: startImportRequestSchema,
      response: { 200: importProgressSchema, ...importErrors },
    },
    handler: async (req) => startImport(deps, requireAccount(req).scope, req.body, { ip: req.ip }),
  });

  const params = z.strictObject({ importId: z.string().max(20) });

  r.get('/api/v1/candidates/import/:importId', {
    config: { access: { gate: 'candidateImport' } },
    schema: {
      tags: ['candidates'],
      summary: 'An import: its status, counts and the first 1,000 problems',
      params,
      response: { 200: importProgressSchema, ...importErrors },
    },
    handler: async (req) => importProgress(opts.db, requireAccount(req), parseImportId(req.params.importId)),
  });

  r.get('/api/v1/candidates/import/:importId/report', {
    config: { access: { gate: 'candidateImport' } },
    schema: {
      tags: ['candidates'],
      summary: 'Every problem of an import, as a CSV file',
      params,
      response: { 200: z.string(), ...importErrors },
    },
    handler: async (req, reply) => {
      const report = await importReportCsv(
        deps,
        requireAccount(req).scope,
        parseImportId(req.params.importId),
        {
          ip: req.ip,
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .header('cache-control', 'no-store')
        .send(report.body);
    },
  });
}
