/**
 * Exports and their team settings over HTTP:
 *   POST /api/v1/candidates/export/csv      (gate candidateExport; project role candidate.exportCsv)
 *   POST /api/v1/candidates/export/pdf      (gate candidateExport; project role candidate.exportPdf)
 *   GET/POST /api/v1/team-settings/csv-download-templates, PUT/DELETE .../:templateId (gate teamSettings)
 *   GET/PUT  /api/v1/team-settings/pdf-watermark (gate teamSettings)
 * The template list is also readable with candidateExport, to choose a template when exporting.
 */
import { Readable } from 'node:stream';
import {
  can,
  createCsvTemplateRequestSchema,
  csvExportRequestSchema,
  csvTemplateListSchema,
  csvTemplateSchema,
  errorBodySchema,
  FORBIDDEN_MESSAGE,
  pdfExportRequestSchema,
  pdfWatermarkSchema,
  successResponseSchema,
  updateCsvTemplateRequestSchema,
  updatePdfWatermarkRequestSchema,
} from '@talentbase/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireAccount } from '../../lib/http/access-guard';
import { attachment } from '../../lib/http/attachment';
import { prepareCsvExport } from './csv-export';
import {
  createCsvTemplate,
  deleteCsvTemplate,
  listCsvTemplates,
  parseTemplateId,
  updateCsvTemplate,
} from './csv-templates.service';
import { exportCandidatesPdf } from './pdf-export';
import { getPdfWatermark, updatePdfWatermark } from './pdf-watermark.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

/** Template names are read by whoever may export (to choose one) or manage team settings. */
function requireTemplateReader(req: Parameters<typeof requireAccount>[0]) {
  const account = requireAccount(req);
  if (!can(account.subject, 'candidateExport') && !can(account.subject, 'teamSettings')) {
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { gate: 'candidateExport' });
  }
  return account.scope;
}

export async function candidateExportRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post('/api/v1/candidates/export/csv', {
    // The project role is checked in the service: the project must be found first.
    config: { access: { gate: 'candidateExport' } },
    schema: {
      tags: ['candidates'],
      summary: 'Candidates as CSV, with the columns of a team download template',
      body: csvExportRequestSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const csv = await prepareCsvExport(db, requireAccount(req), req.body, req.ip);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(csv.fileName))
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.chunks));
    },
  });

  r.post('/api/v1/candidates/export/pdf', {
    config: { access: { gate: 'candidateExport' } },
    schema: {
      tags: ['candidates'],
      summary: 'Up to 50 candidate profiles as one PDF, with the team watermark when it is on',
      body: pdfExportRequestSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (req, reply) => {
      const pdf = await exportCandidatesPdf(db, requireAccount(req), req.body, req.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(pdf.fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf.bytes));
    },
  });

  const templates = '/api/v1/team-settings/csv-download-templates';
  const templateParams = z.strictObject({ templateId: z.string().max(20) });

  r.get(templates, {
    // Exporters pick a template too, so reading the list needs either gate.
    config: { access: { signedIn: true } },
    schema: {
      tags: ['team-settings'],
      summary: "The team's CSV download templates",
      response: { 200: csvTemplateListSchema, ...errors },
    },
    handler: async (req) => listCsvTemplates(db, requireTemplateReader(req)),
  });

  r.post(templates, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Create a CSV download template',
      body: createCsvTemplateRequestSchema,
      response: { 200: csvTemplateSchema, ...errors },
    },
    handler: async (req) => createCsvTemplate(db, requireAccount(req).scope, req.body, req.ip),
  });

  r.put(`${templates}/:templateId`, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Rename a CSV download template, set its columns and their order, or make it the default',
      params: templateParams,
      body: updateCsvTemplateRequestSchema,
      response: { 200: csvTemplateSchema, ...errors },
    },
    handler: async (req) =>
      updateCsvTemplate(
        db,
        requireAccount(req).scope,
        parseTemplateId(req.params.templateId),
        req.body,
        req.ip,
      ),
  });

  r.delete(`${templates}/:templateId`, {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Delete a CSV download template',
      params: templateParams,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (req) => {
      await deleteCsvTemplate(db, requireAccount(req).scope, parseTemplateId(req.params.templateId), req.ip);
      return { success: true as const };
    },
  });

  r.get('/api/v1/team-settings/pdf-watermark', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: "The team's PDF watermark",
      response: { 200: pdfWatermarkSchema, ...errors },
    },
    handler: async (req) => getPdfWatermark(db, requireAccount(req).scope.teamId),
  });

  r.put('/api/v1/team-settings/pdf-watermark', {
    config: { access: { gate: 'teamSettings' } },
    schema: {
      tags: ['team-settings'],
      summary: 'Turn the PDF watermark on or off and set its text (1 to 60 characters)',
      body: updatePdfWatermarkRequestSchema,
      response: { 200: pdfWatermarkSchema, ...errors },
    },
    handler: async (req) => updatePdfWatermark(db, requireAccount(req).scope, req.body, req.ip),
  });
}
