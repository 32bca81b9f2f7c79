/**
 * Talent sync (issue 19 item 5, spec core-product.md section 7): a project linked to a job of the
 * team's ATS. The link is the project's relation of type ATS_SYNC (spec section 3 projectRelation:
 * atsName, atsJobId; the job's name and the stage mapping in its metadata). getConfigStatus says
 * "Not Setup" until a project is linked, then "Configured".
 */
import { z } from 'zod';
import { createProjectRequestSchema } from './projects';
import { providerIdSchema } from './source-tracking';

export const TALENTSYNC_RELATION_TYPE = 'ATS_SYNC';
export const TALENTSYNC_STATUS_NOT_SETUP = 'Not Setup';
export const TALENTSYNC_STATUS_CONFIGURED = 'Configured';
export const TALENTSYNC_STAGE_MAPPING_MAX = 50;

const noControl = (v: string) => !/\p{Cc}/u.test(v);
const projectRef = z
  .string({ message: 'Choose a project' })
  .trim()
  .regex(/^-?\d{1,15}$/, 'Not a project id');

export const atsJobIdSchema = z
  .string({ message: 'Enter the ATS job id' })
  .trim()
  .min(1, 'Enter the ATS job id')
  .max(100, 'The ATS job id must be at most 100 characters')
  .refine(noControl, 'The ATS job id cannot contain control characters');
export const atsJobNameSchema = z
  .string()
  .trim()
  .max(200, 'The job name must be at most 200 characters')
  .refine(noControl, 'The job name cannot contain control characters');

/** Where a mapped pipeline row is: a stage, or (stageId null) a category without stages such as Interview. */
export const stageMappingKey = (row: { stageId: number | null; categoryId?: number | undefined }) =>
  row.stageId !== null ? `stage:${row.stageId}` : `category:${row.categoryId ?? ''}`;

export const talentsyncStageMappingSchema = z
  .array(
    z
      .strictObject({
        /** The Talentbase pipeline stage (its number in the project's hiring process); null for a category without stages. */
        stageId: z.number({ message: 'Choose a stage' }).int().min(0).max(1000).nullable(),
        /** The category, required when stageId is null (Screen, Interview, Offer, Hired have no stages by default). */
        categoryId: z.number().int().min(1).max(1000).optional(),
        atsStageId: atsJobIdSchema,
        atsStageName: atsJobNameSchema.optional(),
      })
      .refine((row) => row.stageId !== null || row.categoryId !== undefined, {
        path: ['categoryId'],
        message: 'Choose a stage',
      }),
  )
  .max(TALENTSYNC_STAGE_MAPPING_MAX, `At most ${TALENTSYNC_STAGE_MAPPING_MAX} stages`)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = stageMappingKey(row);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'stageId'], message: 'Map each stage once' });
      seen.add(key);
    });
  });

export const talentsyncProjectConfigSchema = z.object({
  projectId: z.string(),
  atsName: z.string(),
  atsJobId: z.string(),
  atsJobName: z.string().nullable(),
  stageMapping: z.array(
    z.object({
      stageId: z.number().int().nullable(),
      categoryId: z.number().int().optional(),
      atsStageId: z.string(),
      atsStageName: z.string().optional(),
    }),
  ),
  status: z.string(),
  updatedBy: z.string().nullable(),
  updateDate: z.string(),
});
export type TalentsyncProjectConfig = z.infer<typeof talentsyncProjectConfigSchema>;

export const talentsyncConfigQuerySchema = z.strictObject({ projectId: projectRef });
/** Empty data for a project that is not linked (and for the sample projects), as the spec says. */
export const talentsyncConfigResponseSchema = z.object({
  data: z.union([talentsyncProjectConfigSchema, z.strictObject({})]),
  message: z.literal('success'),
});
export type TalentsyncConfigResponse = z.infer<typeof talentsyncConfigResponseSchema>;

export const talentsyncStatusRequestSchema = z.strictObject({
  projectIdList: z.array(projectRef).min(1, 'Choose at least one project').max(100),
});
export const talentsyncStatusResponseSchema = z.object({
  data: z.array(z.object({ projectId: z.string(), status: z.string() })),
});

export const talentsyncLinkRequestSchema = z.strictObject({
  projectId: projectRef,
  atsName: providerIdSchema,
  atsJobId: atsJobIdSchema,
  atsJobName: atsJobNameSchema.optional(),
  stageMapping: talentsyncStageMappingSchema.optional(),
});
export type TalentsyncLinkRequest = z.input<typeof talentsyncLinkRequestSchema>;
export const talentsyncUnlinkRequestSchema = z.strictObject({ projectId: projectRef });

/** A new project for a job of the ATS: creation source MANUAL_CREATE_ATS, linked at once. */
export const talentsyncCreateProjectRequestSchema = createProjectRequestSchema.extend({
  atsName: providerIdSchema,
  atsJobId: atsJobIdSchema,
  atsJobName: atsJobNameSchema.optional(),
});
