/**
 * Exporting candidates from a project pipeline to the team's connected ATS (issue 19, item 4):
 * the ATS's jobs and stages read through the connection, the export request, and the
 * per-candidate results with their progress.
 */
import { z } from 'zod';

export const ATS_EXPORT_LIMIT = 500;

const externalId = z
  .string()
  .trim()
  .min(1, 'Choose a job')
  .max(200, 'An ATS id has at most 200 characters')
  .regex(/^[\w.:@/-]+$/, 'Not an ATS id');

export const atsExportProjectIdSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'Not a project id'),
    z.number().int().positive().safe(),
  ])
  .transform((v) => Number(v))
  .refine((v) => v > 0, 'Not a project id');

export const atsJobsQuerySchema = z.strictObject({
  cursor: z.string().max(2000).optional(),
});

export const atsStagesParamsSchema = z.object({
  connectionId: z.uuid('Not a connection id'),
  jobId: externalId,
});

export const atsJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string().nullable(),
  location: z.string().nullable(),
});
export const atsJobsResponseSchema = z.object({
  jobs: z.array(atsJobSchema),
  nextCursor: z.string().nullable(),
});
export const atsStageSchema = z.object({ id: z.string(), name: z.string(), order: z.number() });
export const atsStagesResponseSchema = z.object({ stages: z.array(atsStageSchema) });

export const createAtsExportRequestSchema = z.strictObject({
  projectId: atsExportProjectIdSchema,
  candidateIds: z
    .array(z.number({ message: 'Candidate ids are numbers' }).int().positive().safe())
    .min(1, 'Choose at least one candidate')
    .max(ATS_EXPORT_LIMIT, `At most ${ATS_EXPORT_LIMIT} candidates at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each candidate may appear only once'),
  connectionId: z.uuid('Not a connection id'),
  jobId: externalId.nullable().optional(),
  jobTitle: z.string().trim().max(300).optional(),
  stageId: externalId.nullable().optional(),
  stageName: z.string().trim().max(300).optional(),
});
export type CreateAtsExportRequest = z.input<typeof createAtsExportRequestSchema>;

export const ATS_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AtsExportStatus = (typeof ATS_EXPORT_STATUSES)[number];

export const atsExportResultSchema = z.object({
  id: z.string(),
  candidateId: z.number(),
  candidateName: z.string(),
  connectionId: z.string(),
  providerId: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  stageId: z.string().nullable(),
  stageName: z.string().nullable(),
  status: z.enum(ATS_EXPORT_STATUSES),
  externalCandidateId: z.string().nullable(),
  externalApplicationId: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  updatedAt: z.string(),
});
export type AtsExportResult = z.infer<typeof atsExportResultSchema>;

export const atsExportProgressSchema = z.object({
  total: z.number(),
  queued: z.number(),
  running: z.number(),
  done: z.number(),
  failed: z.number(),
});

export const atsExportsResponseSchema = z.object({
  results: z.array(atsExportResultSchema),
  progress: atsExportProgressSchema,
});
export type AtsExportsResponse = z.infer<typeof atsExportsResponseSchema>;

export const atsExportsQuerySchema = z.strictObject({ projectId: atsExportProjectIdSchema });

export const createAtsExportResponseSchema = atsExportsResponseSchema.extend({
  /** Rows created by this request; a re-export of a person already exported to the job is not new. */
  created: z.number(),
});

export const atsExportRetryRequestSchema = z.strictObject({ projectId: atsExportProjectIdSchema });
