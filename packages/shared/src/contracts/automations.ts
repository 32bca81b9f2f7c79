/**
 * Automations (team settings): "when a candidate enters a stage (of one project's pipeline or of
 * any project), then add a tag, change the label, notify someone, enrol in a sequence or move the
 * candidate on". Rules run in order as background jobs, once per rule and stage entry.
 */
import { z } from 'zod';

export const AUTOMATION_LIMITS = {
  NAME_MAX: 80,
  MAX_RULES: 100,
  MAX_ACTIONS: 10,
  TAG_MAX: 50,
  MESSAGE_MAX: 500,
  /**
   * How many automation moves may follow one another: a rule whose move sets off another rule
   * that moves the candidate again stops here (the run is recorded as skipped).
   */
  MAX_CHAIN: 3,
} as const;

const idString = (what: string) =>
  z.string({ message: `Choose a ${what}` }).regex(/^[1-9][0-9]{0,17}$/, `Choose a ${what}`);

const positionId = z.number({ message: 'Choose a stage' }).int('Choose a stage').min(0).max(32767);

export const AUTOMATION_ACTION_TYPES = [
  'add_tag',
  'change_label',
  'notify',
  'enrol_sequence',
  'move_stage',
] as const;
export type AutomationActionType = (typeof AUTOMATION_ACTION_TYPES)[number];

export const AUTOMATION_ACTION_NAMES: Record<AutomationActionType, string> = {
  add_tag: 'Add tag',
  change_label: 'Change label',
  notify: 'Notify',
  enrol_sequence: 'Enrol in sequence',
  move_stage: 'Move to stage',
};

export const automationActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('add_tag'),
      tag: z
        .string({ message: 'Enter a tag' })
        .trim()
        .min(1, 'Enter a tag')
        .max(AUTOMATION_LIMITS.TAG_MAX, `A tag has at most ${AUTOMATION_LIMITS.TAG_MAX} characters`),
    }),
    z.strictObject({
      type: z.literal('change_label'),
      stageLabel: z.number({ message: 'Choose a label' }).int('Choose a label').min(1).max(20),
    }),
    z.strictObject({
      type: z.literal('notify'),
      /** A team member, or null for the project's hiring team. */
      userId: z.uuid('Choose a team member').nullable(),
      message: z
        .string()
        .trim()
        .max(AUTOMATION_LIMITS.MESSAGE_MAX, `At most ${AUTOMATION_LIMITS.MESSAGE_MAX} characters`)
        .default(''),
    }),
    z.strictObject({ type: z.literal('enrol_sequence'), campaignId: idString('sequence') }),
    z.strictObject({
      type: z.literal('move_stage'),
      categoryId: positionId,
      stageId: positionId.nullable(),
    }),
  ],
  { error: 'Choose an action: add_tag, change_label, notify, enrol_sequence or move_stage' },
);
export type AutomationAction = z.output<typeof automationActionSchema>;

export const automationRuleInputSchema = z.strictObject({
  name: z
    .string({ message: 'Enter a rule name' })
    .trim()
    .min(1, 'Enter a rule name')
    .max(AUTOMATION_LIMITS.NAME_MAX, `At most ${AUTOMATION_LIMITS.NAME_MAX} characters`),
  enabled: z.boolean().default(true),
  /** Null: the stage in any project. */
  projectId: idString('project').nullable(),
  categoryId: positionId,
  stageId: positionId.nullable(),
  actions: z
    .array(automationActionSchema)
    .min(1, 'Add at least one action')
    .max(AUTOMATION_LIMITS.MAX_ACTIONS, `At most ${AUTOMATION_LIMITS.MAX_ACTIONS} actions`),
});
export type AutomationRuleInput = z.input<typeof automationRuleInputSchema>;

export const automationRunStatusSchema = z.enum([
  'pending',
  'running',
  'succeeded',
  'partial',
  'failed',
  'skipped',
]);
export type AutomationRunStatus = z.infer<typeof automationRunStatusSchema>;

export const automationRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  categoryId: z.number().int(),
  stageId: z.number().int().nullable(),
  /** "Replied" or "Interview": what the trigger reads as. */
  stageName: z.string(),
  actions: z.array(automationActionSchema),
  lastRun: z.object({ status: automationRunStatusSchema, at: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

export const automationRuleResponseSchema = z.object({ data: automationRuleSchema });
export const automationRuleListResponseSchema = z.object({ data: z.array(automationRuleSchema) });

export const automationRuleIdParamsSchema = z.strictObject({ ruleId: z.string().max(20) });

export const automationReorderRequestSchema = z.strictObject({
  ruleIds: z.array(idString('rule')).min(1).max(AUTOMATION_LIMITS.MAX_RULES),
});

export const automationEnableRequestSchema = z.strictObject({ enabled: z.boolean() });

/** What the rule editor offers: stages of the team's hiring processes, projects, members, sequences. */
export const automationOptionsResponseSchema = z.object({
  data: z.object({
    stages: z.array(
      z.object({
        categoryId: z.number().int(),
        categoryName: z.string(),
        stageId: z.number().int().nullable(),
        stageName: z.string().nullable(),
        labels: z.array(z.object({ order: z.number().int(), label: z.string() })),
      }),
    ),
    projects: z.array(z.object({ id: z.string(), name: z.string() })),
    members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
    sequences: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});
export type AutomationOptions = z.infer<typeof automationOptionsResponseSchema>['data'];

export const automationRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  projectId: z.string(),
  status: automationRunStatusSchema,
  error: z.string().nullable(),
  results: z.array(
    z.object({
      type: z.enum(AUTOMATION_ACTION_TYPES),
      status: z.enum(['done', 'failed', 'skipped']),
      message: z.string(),
    }),
  ),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;
export const automationRunListQuerySchema = z.strictObject({
  ruleId: idString('rule').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const automationRunListResponseSchema = z.object({ data: z.array(automationRunSchema) });
