/**
 * A project's hiring pipeline: move candidates between stages, set their labels, list a stage
 * with the candidate list filter (spec section 3), the board's counts, candidates by engagement
 * status, copy candidates to another project, and the pipeline benchmark.
 */
import { z } from 'zod';

/** Bulk actions take up to this many candidates at once. */
export const PIPELINE_BULK_LIMIT = 1000;
/** A page of the candidate list holds at most this many rows. */
export const PIPELINE_PAGE_LIMIT = 100;
/** Paging and counting stop here (spec section 9, "another limit 10000"): "10,000+" beyond. */
export const PIPELINE_COUNT_CAP = 10_000;
/** filterByAvailability keeps candidates at least this likely to move (the "High" band). */
export const HIGH_AVAILABILITY = 0.66;

/** A project id as the product's other calls send it (a string), or as a number; -1/-2 are samples. */
export const pipelineProjectIdSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^-?\d{1,15}$/, 'Not a project id'),
    z.number().int().safe(),
  ])
  .transform((v) => String(v));

const candidateIdSchema = z.number({ message: 'Candidate ids are numbers' }).int().positive().safe();

export const candidateIdsSchema = z
  .array(candidateIdSchema)
  .min(1, 'Choose at least one candidate')
  .max(PIPELINE_BULK_LIMIT, `At most ${PIPELINE_BULK_LIMIT.toLocaleString('en-US')} candidates at a time`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each candidate may appear only once');

const categoryIdSchema = z.number().int().min(0).max(32_767);
const stageIdSchema = z.number().int().min(0).max(32_767).nullable();
const stageLabelSchema = z.number().int().min(1).max(20);

export const changeStageRequestSchema = z.strictObject({
  projectId: pipelineProjectIdSchema,
  candidateIds: candidateIdsSchema,
  categoryId: categoryIdSchema,
  /** null for a category without stages. */
  stageId: stageIdSchema,
  /** A label of the target stage; without one the candidates get N/A (1). */
  stageLabel: stageLabelSchema.optional(),
  moveType: z.enum(['moveForward']).optional(),
});
export type ChangeStageRequest = z.input<typeof changeStageRequestSchema>;

export const pipelinePositionSchema = z.object({
  categoryId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageLabel: z.number().int(),
});

export const changeStageResponseSchema = z.object({
  /** Candidates whose position changed. */
  moved: z.number().int(),
  /** Candidates already exactly there (same stage and label): left as they were. */
  unchanged: z.number().int(),
  to: pipelinePositionSchema.extend({
    categoryName: z.string(),
    stageName: z.string().nullable(),
    engagementStatus: z.number().int(),
  }),
});
export type ChangeStageResponse = z.infer<typeof changeStageResponseSchema>;

export const changeLabelRequestSchema = z.strictObject({
  projectId: pipelineProjectIdSchema,
  candidateIds: candidateIdsSchema,
  stageLabel: stageLabelSchema,
});
export type ChangeLabelRequest = z.input<typeof changeLabelRequestSchema>;
export const changeLabelResponseSchema = z.object({ updated: z.number().int(), unchanged: z.number().int() });
export type ChangeLabelResponse = z.infer<typeof changeLabelResponseSchema>;

/**
 * The candidate list filter (spec section 3). `start` and `offset` are the same thing under the two
 * names the spec gives (rows to skip); when both are sent they must agree. `stageNumber` is the
 * stage label's order (1 = N/A): the label filter.
 */
export const candidateListRequestSchema = z
  .strictObject({
    projectId: pipelineProjectIdSchema,
    start: z.number().int().min(0).max(PIPELINE_COUNT_CAP).optional(),
    offset: z.number().int().min(0).max(PIPELINE_COUNT_CAP).optional(),
    limit: z.number().int().min(1).max(PIPELINE_PAGE_LIMIT).default(25),
    filterByContact: z.boolean().default(false),
    filterByPersonalContact: z.boolean().default(false),
    filterByAvailability: z.boolean().default(false),
    categoryId: categoryIdSchema.optional(),
    /** null: the category without stages; leave out for every stage of the category. */
    stageId: stageIdSchema.optional(),
    stageNumber: stageLabelSchema.optional(),
  })
  .refine((r) => r.start === undefined || r.offset === undefined || r.start === r.offset, {
    message: 'start and offset must be equal when both are given',
    path: ['offset'],
  })
  .refine((r) => r.stageId === undefined || r.categoryId !== undefined, {
    message: 'Choose the category of the stage',
    path: ['categoryId'],
  });
export type CandidateListRequest = z.input<typeof candidateListRequestSchema>;

export const pipelineCandidateSchema = z.object({
  candidateId: z.number().int(),
  name: z.string(),
  currentTitle: z.string().nullable(),
  currentCompany: z.string().nullable(),
  location: z.string().nullable(),
  categoryId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageLabel: z.number().int(),
  engagementStatus: z.number().int(),
  addedAt: z.string(),
  stageUpdatedAt: z.string(),
  hasContact: z.boolean(),
  hasPersonalEmail: z.boolean(),
  /** 0 to 1, how likely the person is to move (profile analytics); null when unknown. */
  availability: z.number().nullable(),
});
export type PipelineCandidate = z.infer<typeof pipelineCandidateSchema>;

export const candidateListResponseSchema = z.object({
  data: z.array(pipelineCandidateSchema),
  /** Matching candidates, counted up to a cap (10,000; with contact or availability filters a few pages ahead). */
  total: z.number().int(),
  /** True when more than `total` match ("600+"). */
  totalCapped: z.boolean(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponseSchema>;

const boardStageSchema = z.object({
  stageId: z.number().int(),
  stageName: z.string(),
  stageStatus: z.number().int(),
});
const boardCategorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  stages: z.array(boardStageSchema),
});

export const pipelineSummarySchema = z.object({
  templateId: z.number().int().nullable(),
  templateName: z.string(),
  categories: z.array(boardCategorySchema),
  total: z.number().int(),
  /** Candidates per position, with their labels; positions without candidates are left out. */
  positions: z.array(
    z.object({
      categoryId: z.number().int(),
      stageId: z.number().int().nullable(),
      count: z.number().int(),
      labels: z.array(z.object({ stageLabel: z.number().int(), count: z.number().int() })),
    }),
  ),
});
export type PipelineSummary = z.infer<typeof pipelineSummarySchema>;
export const pipelineSummaryResponseSchema = z.object({ data: pipelineSummarySchema });
export type PipelineSummaryResponse = z.infer<typeof pipelineSummaryResponseSchema>;

export const projectIdBodySchema = z.strictObject({ projectId: pipelineProjectIdSchema });

export const candidatesByStatusResponseSchema = z.object({
  data: z.array(
    z.object({
      engagementStatus: z.number().int(),
      statusName: z.string(),
      count: z.number().int(),
      /** The most recently moved first, at most PIPELINE_COUNT_CAP. */
      candidateIds: z.array(z.number().int()),
    }),
  ),
});
export type CandidatesByStatusResponse = z.infer<typeof candidatesByStatusResponseSchema>;

export const copyToProjectRequestSchema = z.strictObject({
  fromProjectId: pipelineProjectIdSchema,
  toProjectId: pipelineProjectIdSchema,
  candidateIds: candidateIdsSchema,
});
export type CopyToProjectRequest = z.input<typeof copyToProjectRequestSchema>;
export const copyToProjectResponseSchema = z.object({
  toProjectId: z.string(),
  copied: z.number().int(),
  /** Ids already in the target project: not added again. */
  alreadyInProject: z.array(z.number().int()),
});
export type CopyToProjectResponse = z.infer<typeof copyToProjectResponseSchema>;

export const pipelineBenchmarkSchema = z.object({
  /** The project has candidates. */
  enabled: z.boolean(),
  /** Someone is in Good Fit now. */
  hasGoodFit: z.boolean(),
  /** Replied (or further) ÷ contacted (or further), 0 to 1; 0 when nobody was contacted. */
  conversationRate: z.number(),
  /** Candidates that reached Contacted or a later stage. */
  contactedCandidates: z.number().int(),
  /** Each category in pipeline order (Archived left out): how many got there, and when first. */
  milestones: z.array(
    z.object({
      categoryId: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      firstReachedAt: z.string().nullable(),
    }),
  ),
});
export type PipelineBenchmark = z.infer<typeof pipelineBenchmarkSchema>;
export const pipelineBenchmarkResponseSchema = z.object({ data: pipelineBenchmarkSchema });
export type PipelineBenchmarkResponse = z.infer<typeof pipelineBenchmarkResponseSchema>;
