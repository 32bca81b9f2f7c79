// The default outbound pipeline (core spec section 4). Stage ids are fixed across teams because
// engagement statuses and reports refer to them; id 4 is unused on purpose.

export const STAGE_ID = {
  ARCHIVED: 0,
  GOOD_FIT: 1,
  CONTACTED: 2,
  REPLIED: 3,
  SCHEDULED: 5,
  EXPORTED: 6,
} as const;
export type StageId = (typeof STAGE_ID)[keyof typeof STAGE_ID];

export const STAGE_IDS: readonly StageId[] = [0, 1, 2, 3, 5, 6];

export function isStageId(value: number): value is StageId {
  return (STAGE_IDS as readonly number[]).includes(value);
}

export type PipelineStage = {
  stageId: StageId;
  stageName: string;
  /** Hidden stages hold candidates but are not shown as pipeline columns. */
  hidden: boolean;
  /** Whether a team may rename the stage in its hiring process. */
  editable: boolean;
};

export type PipelineCategory = {
  key: PipelineCategoryKey;
  categoryName: string;
  stages: readonly PipelineStage[];
};

export const PIPELINE_CATEGORY_KEYS = [
  'sourcing',
  'screen',
  'interview',
  'offer',
  'hired',
  'archived',
] as const;
export type PipelineCategoryKey = (typeof PIPELINE_CATEGORY_KEYS)[number];

export const DEFAULT_OUTBOUND_PIPELINE: readonly PipelineCategory[] = [
  {
    key: 'sourcing',
    categoryName: 'Sourcing',
    stages: [
      { stageId: 1, stageName: 'Good Fit', hidden: false, editable: false },
      { stageId: 2, stageName: 'Contacted', hidden: false, editable: false },
      { stageId: 3, stageName: 'Replied', hidden: false, editable: false },
      { stageId: 5, stageName: 'Scheduled', hidden: false, editable: false },
      { stageId: 6, stageName: 'Exported', hidden: true, editable: false },
    ],
  },
  // The four hiring categories start empty; teams add their own stages through hiring processes.
  { key: 'screen', categoryName: 'Screen', stages: [] },
  { key: 'interview', categoryName: 'Interview', stages: [] },
  { key: 'offer', categoryName: 'Offer', stages: [] },
  { key: 'hired', categoryName: 'Hired', stages: [] },
  {
    key: 'archived',
    categoryName: 'Archived',
    stages: [{ stageId: 0, stageName: 'Archived', hidden: true, editable: true }],
  },
];

/** Stage the demo mode moves a candidate to when moveType is moveForward. */
export const DEMO_MOVED_STAGE_NAME = 'Moved';
export const MOVE_TYPE = { MOVE_FORWARD: 'moveForward' } as const;
export type MoveType = (typeof MOVE_TYPE)[keyof typeof MOVE_TYPE];

export type StageLabel = { order: number; label: string };

function withOrder(labels: readonly string[]): readonly StageLabel[] {
  return labels.map((label, index) => ({ order: index + 1, label }));
}

/** Sub-labels a candidate can carry inside a sourcing stage; order starts at 1. */
export const STAGE_LABELS: Readonly<
  Record<'GOOD_FIT' | 'CONTACTED' | 'REPLIED' | 'SCHEDULED', readonly StageLabel[]>
> = {
  GOOD_FIT: withOrder([
    'N/A',
    'Shortlisted',
    'Email scheduled',
    'Email bounced',
    'Text scheduled',
    'Text bounced',
  ]),
  CONTACTED: withOrder([
    'N/A',
    'Email delivered',
    'Email opened',
    'Email clicked',
    'Text delivered',
    'Text clicked',
    'LinkedIn InMail sent',
    'LinkedIn connected',
    'Called',
  ]),
  REPLIED: withOrder(['N/A', 'Shortlisted', 'Interested', 'Not interested', 'Contact later']),
  SCHEDULED: withOrder(['N/A', 'Canceled', 'Reschedule later']),
};

export function stageLabelsFor(stageId: number): readonly StageLabel[] {
  switch (stageId) {
    case STAGE_ID.GOOD_FIT:
      return STAGE_LABELS.GOOD_FIT;
    case STAGE_ID.CONTACTED:
      return STAGE_LABELS.CONTACTED;
    case STAGE_ID.REPLIED:
      return STAGE_LABELS.REPLIED;
    case STAGE_ID.SCHEDULED:
      return STAGE_LABELS.SCHEDULED;
    default:
      return [];
  }
}

/**
 * Label 1 of every stage is "N/A" in the spec's tables (kept there as the spec names it); people
 * read "No label" on every screen and in exports.
 */
export const NO_LABEL = 'No label';

/** The label as shown: its name, or "No label" for label 1, a stage without labels or no stage. */
export function shownLabelName(stageId: number | null, label: number | null): string {
  if (stageId === null || label === null) return NO_LABEL;
  const name = stageLabelsFor(stageId).find((l) => l.order === label)?.label;
  return !name || name === 'N/A' ? NO_LABEL : name;
}

// ---------------------------------------------------------------------------------------------
// Hiring-process templates (spec section 3, projectHiringProcess.templateDetail). A project's
// pipeline is its template's categories and stages. Category ids 1 to 6 are the default ones;
// a team's own categories get ids from 10 and its own stages ids from 100, so they never collide
// with the fixed stage ids that engagement statuses and reports rely on.

export const CATEGORY_ID = { SOURCING: 1, SCREEN: 2, INTERVIEW: 3, OFFER: 4, HIRED: 5, ARCHIVED: 6 } as const;
export const FIRST_CUSTOM_CATEGORY_ID = 10;
export const FIRST_CUSTOM_STAGE_ID = 100;

/** stageStatus: 0 shown as a pipeline column, 1 hidden (holds candidates, not shown). */
export const STAGE_STATUS = { VISIBLE: 0, HIDDEN: 1 } as const;
export type StageStatus = (typeof STAGE_STATUS)[keyof typeof STAGE_STATUS];

export type TemplateStage = { stageId: number; stageName: string; stageStatus: StageStatus };
export type TemplateCategory = { categoryId: number; categoryName: string; stages: TemplateStage[] };
export type TemplateDetail = TemplateCategory[];

const CATEGORY_ID_BY_KEY: Record<PipelineCategoryKey, number> = {
  sourcing: CATEGORY_ID.SOURCING,
  screen: CATEGORY_ID.SCREEN,
  interview: CATEGORY_ID.INTERVIEW,
  offer: CATEGORY_ID.OFFER,
  hired: CATEGORY_ID.HIRED,
  archived: CATEGORY_ID.ARCHIVED,
};

/** The default outbound pipeline as a template detail: what every team starts with. */
export function defaultTemplateDetail(): TemplateDetail {
  return DEFAULT_OUTBOUND_PIPELINE.map((category) => ({
    categoryId: CATEGORY_ID_BY_KEY[category.key],
    categoryName: category.categoryName,
    stages: category.stages.map((stage) => ({
      stageId: stage.stageId,
      stageName: stage.stageName,
      stageStatus: stage.hidden ? STAGE_STATUS.HIDDEN : STAGE_STATUS.VISIBLE,
    })),
  }));
}

/** Where a candidate sits: a category, and a stage inside it when the category has stages. */
export type PipelinePosition = { categoryId: number; stageId: number | null };

/** Whether a position exists in a pipeline (a category with stages needs one of them). */
export function isPositionIn(detail: TemplateDetail, position: PipelinePosition): boolean {
  const category = detail.find((c) => c.categoryId === position.categoryId);
  if (!category) return false;
  if (category.stages.length === 0) return position.stageId === null;
  return category.stages.some((s) => s.stageId === position.stageId);
}
