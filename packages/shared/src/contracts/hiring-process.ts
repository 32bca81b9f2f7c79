/**
 * Hiring-process templates (spec section 3, projectHiringProcess): a team's pipelines, made of
 * categories, each with optional stages. The limits and the reasons fixed items are locked live
 * here so the server's rules and the editor's lock tooltips say the same thing.
 */
import { z } from 'zod';

export const HIRING_PROCESS_LIMITS = {
  NAME_MAX: 60,
  MAX_CATEGORIES: 20,
  MAX_STAGES_PER_CATEGORY: 30,
  /** Templates per team: generous, but bounded so the list stays one page. */
  MAX_TEMPLATES: 100,
} as const;

/** Why an item of a hiring process cannot be changed: the same words in API errors and tooltips. */
export const LOCK_REASONS = {
  fixedCategory:
    'Sourcing and Archived are part of every hiring process: engagement statuses and reports rely on them.',
  fixedStage:
    'Engagement statuses and reports refer to the sourcing stages, so they cannot be renamed, hidden, moved or removed.',
  archivedStage: 'Archived candidates sit in this stage: it stays hidden, but you may rename it.',
  sourcingNoStages: 'Sourcing has fixed stages: add your own stages to the other categories.',
  archivedNoStages: 'Archived has a single stage.',
} as const;

// Building a schema has no side effect: a bundler may drop a call whose result is unused.
/*#__NO_SIDE_EFFECTS__*/
const nameSchema = (what: string) =>
  z
    .string({ message: `Enter a ${what} name` })
    .trim()
    .min(1, `Enter a ${what} name`)
    .max(HIRING_PROCESS_LIMITS.NAME_MAX, `At most ${HIRING_PROCESS_LIMITS.NAME_MAX} characters`);

export const templateNameSchema = nameSchema('hiring process');
export const categoryNameSchema = nameSchema('category');
export const stageNameSchema = nameSchema('stage');

/** stageStatus: 0 shown as a pipeline column, 1 hidden (holds candidates, not shown). */
export const stageStatusSchema = z.union([z.literal(0), z.literal(1)], {
  message: 'Choose shown (0) or hidden (1)',
});

// Stored and answered shape (ids always present).
export const templateStageSchema = z.object({
  stageId: z.number().int(),
  stageName: z.string(),
  stageStatus: stageStatusSchema,
});
export const templateCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  stages: z.array(templateStageSchema),
});
export const templateDetailSchema = z.array(templateCategorySchema);

// What an editor sends: the whole process in order. Existing items keep their id; new ones have
// none and the server gives them one (categories from 10, stages from 100).
const idSchema = z
  .number({ message: 'Unknown id' })
  .int('Unknown id')
  .min(0, 'Unknown id')
  .max(32767, 'Unknown id');

export const templateStageInputSchema = z.strictObject({
  stageId: idSchema.optional(),
  stageName: stageNameSchema,
  stageStatus: stageStatusSchema,
});
export const templateCategoryInputSchema = z.strictObject({
  categoryId: idSchema.optional(),
  categoryName: categoryNameSchema,
  stages: z
    .array(templateStageInputSchema)
    .max(
      HIRING_PROCESS_LIMITS.MAX_STAGES_PER_CATEGORY,
      `At most ${HIRING_PROCESS_LIMITS.MAX_STAGES_PER_CATEGORY} stages in a category`,
    ),
});
export const templateDetailInputSchema = z
  .array(templateCategoryInputSchema)
  .min(1, 'A hiring process needs its categories')
  .max(HIRING_PROCESS_LIMITS.MAX_CATEGORIES, `At most ${HIRING_PROCESS_LIMITS.MAX_CATEGORIES} categories`);
export type TemplateStageInput = z.infer<typeof templateStageInputSchema>;
export type TemplateCategoryInput = z.infer<typeof templateCategoryInputSchema>;
export type TemplateDetailInput = z.infer<typeof templateDetailInputSchema>;

const templateIdSchema = z.string().regex(/^\d{1,15}$/, 'Choose a hiring process');

export const createTemplateRequestSchema = z
  .strictObject({
    templateName: templateNameSchema,
    /** The categories and stages; without it (and without a copy) the default outbound pipeline. */
    templateDetail: templateDetailInputSchema.optional(),
    /** Start from one of the team's templates instead. */
    copyFromTemplateId: templateIdSchema.optional(),
  })
  .refine((b) => !(b.templateDetail && b.copyFromTemplateId), {
    message: 'Either give the categories or a hiring process to copy, not both',
    path: ['copyFromTemplateId'],
  });
export type CreateTemplateRequest = z.input<typeof createTemplateRequestSchema>;

export const updateTemplateRequestSchema = z.strictObject({
  templateName: templateNameSchema,
  templateDetail: templateDetailInputSchema,
});
export type UpdateTemplateRequest = z.input<typeof updateTemplateRequestSchema>;

export const templateIdParamsSchema = z.strictObject({ templateId: z.string().max(20) });

export const switchProjectTemplateRequestSchema = z.strictObject({ templateId: templateIdSchema });

/** A template as the team-settings screen lists it. */
export const hiringProcessTemplateSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  templateDetail: templateDetailSchema,
  createDate: z.string(),
  updateDate: z.string(),
  /** New projects follow the team's default template. */
  isDefault: z.boolean(),
  /** Projects (not deleted) that follow this template, including those the caller may not see. */
  usedByProjectsNumber: z.number().int(),
  /** Names and ids of those projects that the caller may see. */
  usedByProjectsNames: z.array(z.string()),
  projectIdList: z.array(z.string()),
});
export type HiringProcessTemplate = z.infer<typeof hiringProcessTemplateSchema>;

export const hiringProcessTemplateListResponseSchema = z.object({
  data: z.array(hiringProcessTemplateSchema),
});
export type HiringProcessTemplateListResponse = z.infer<typeof hiringProcessTemplateListResponseSchema>;
export const hiringProcessTemplateResponseSchema = z.object({ data: hiringProcessTemplateSchema });
export type HiringProcessTemplateResponse = z.infer<typeof hiringProcessTemplateResponseSchema>;

/**
 * projectHiringProcess of a project (spec section 3). `templateId` is null only for the demo
 * mode's sample projects, which follow the default outbound pipeline.
 */
export const projectHiringProcessSchema = hiringProcessTemplateSchema
  .omit({ isDefault: true })
  .extend({ templateId: z.string().nullable() });
export type ProjectHiringProcess = z.infer<typeof projectHiringProcessSchema>;

/** Stage labels (spec section 4) keyed by stage id: only the sourcing stages have labels. */
export const projectStageLabelConfigSchema = z.record(
  z.string(),
  z.array(z.object({ order: z.number().int(), label: z.string() })),
);

/**
 * The pipeline's columns in order: each shown stage with its category, and each category without
 * stages as one column (stageId null). `deprecated` lists stages no longer in the process.
 */
export const stageDetailSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  stageId: z.number().int().nullable(),
  stageName: z.string().nullable(),
});
export const projectStageDetailsSchema = z.object({
  activeStageDetails: z.array(stageDetailSchema),
  deprecated: z.array(stageDetailSchema),
});
export type ProjectStageDetails = z.infer<typeof projectStageDetailsSchema>;

/** The hiring-process part of a project's information, also the answer to switching templates. */
export const projectPipelineInfoSchema = z.object({
  projectHiringProcess: projectHiringProcessSchema,
  projectStageLabelConfig: projectStageLabelConfigSchema,
  projectStageDetails: projectStageDetailsSchema,
});
export type ProjectPipelineInfo = z.infer<typeof projectPipelineInfoSchema>;
export const projectPipelineInfoResponseSchema = z.object({ data: projectPipelineInfoSchema });
