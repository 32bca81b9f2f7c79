/**
 * Adding applicants to a job over HTTP: POST /api/tb-v2/v1/applicant-match/projects/{id}/applicants/upload,
 * multipart, the files under any field name (up to APPLICANT_UPLOAD_MAX_FILES, 10 MB each). Access
 * is checked before the body is read, so a refused caller does not get to upload anything.
 * Multipart is registered in this plugin only, so no other route of the module accepts it.
 */
import fastifyMultipart from '@fastify/multipart';
import { errorBodySchema, FILE_MAX_BYTES } from '@talentbase/shared';
import {
  APPLICANT_UPLOAD_MAX_FILES,
  applicantUploadResponseSchema,
} from '@talentbase/shared/contracts/applicant-match-applicants';
import { applicantProjectParamsSchema } from '@talentbase/shared/contracts/applicant-match-demo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { multipartOptions, readUpload } from '../../../lib/http/read-upload';
import { callerOf } from '../../projects/projects.routes';
import type { FileStorage } from '../../storage/file-storage';
import { APPLICANT_MATCH_BASE } from '../demo/demo-applicants.routes';
import { type ScoringRequester, scoringRequester } from '../scoring/request-scoring';
import { requireIntakeJob } from './intake-access';
import { uploadApplicants } from './upload-applicants';

// A résumé over the size is that file's refusal; the batch's other files go on.
const LIMITS = {
  maxFiles: APPLICANT_UPLOAD_MAX_FILES,
  maxBytes: FILE_MAX_BYTES,
  oversize: 'report' as const,
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

export async function applicantUploadRoutes(
  app: FastifyInstance,
  opts: { db: Database; storage: FileStorage; requestScoring?: ScoringRequester },
): Promise<void> {
  const { db, storage } = opts;
  const requestScoring = opts.requestScoring ?? scoringRequester(db);
  await app.register(fastifyMultipart, multipartOptions(LIMITS));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${APPLICANT_MATCH_BASE}/projects/:id/applicants/upload`, {
    config: { access: { signedIn: true } },
    bodyLimit: (APPLICANT_UPLOAD_MAX_FILES + 1) * FILE_MAX_BYTES,
    schema: {
      tags: ['applicant-match'],
      summary: `Add applicants to a job: up to ${APPLICANT_UPLOAD_MAX_FILES} résumés (PDF, DOCX, TXT, JSON Resume) or CSV lists, 10 MB each`,
      consumes: ['multipart/form-data'],
      params: applicantProjectParamsSchema,
      response: { 200: applicantUploadResponseSchema, ...errors },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      const projectId = await requireIntakeJob(db, caller, req.params.id);
      const { files } = await readUpload(req, LIMITS);
      if (files.length === 0)
        throw new AppError('VALIDATION_FAILED', 'Choose at least one file', {
          fields: { files: 'Choose at least one file' },
        });
      return uploadApplicants({ db, storage, requestScoring, log: req.log }, caller, projectId, files);
    },
  });
}
