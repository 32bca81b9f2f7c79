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
