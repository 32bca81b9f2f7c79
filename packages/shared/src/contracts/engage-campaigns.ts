// Sequences = campaigns with steps (issue 14 item 3; spec section 3 "Sequence step" and "Campaign
// list parameters", section 7 "Campaigns and sequences"). Routes under `/api/tb-v2/v1/campaigns`.
// Imported by path (keeps zod out of the first-load bundle).
//
// The shapes check types only; the rules a recruiter can break (a negative delay, an unknown
// variable, a window that never opens, a CR/LF subject) are checked by the server's
// campaign-validation so each answer names the step and says what to change.
import { z } from 'zod';
import { DELAY_TYPES } from '../domain/send-schedule';

export const MAX_STEPS = 50;
export const TEXT_BODY_MAX = 1600;
export const STEP_BODY_MAX = 100_000;
export const STEP_SUBJECT_MAX = 998;
export const MAX_CC = 10;
export const MAX_ATTACHMENTS = 10;
export const CAMPAIGN_NAME_MAX = 200;
export const MEETING_DURATION_RANGE = { min: 5, max: 480 } as const;

export const CAMPAIGN_STATUSES = ['draft', 'ongoing', 'paused', 'finished', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_CHANNELS = ['Email', 'Text'] as const;
export const FOLLOWUP_TYPES = ['SAME_THREAD', 'NEW_THREAD'] as const;
export type FollowupType = (typeof FOLLOWUP_TYPES)[number];
export const CREATE_SOURCES = ['OPEN-API', 'ATS', 'APPLICANT_MATCH', 'JOB_BOARD'] as const;

const idString = z.string().regex(/^\d{1,15}$/, 'Not a valid id');

export const campaignIdParamsSchema = z.strictObject({ id: idString });

export const sendingWindowSchema = z.strictObject({
  days: z.array(z.number().int()).max(7),
  start: z.string().max(5),
  end: z.string().max(5),
});

export const stepInputSchema = z.strictObject({
  channel: z.enum(CAMPAIGN_CHANNELS).default('Email'),
  subject: z
    .string()
    .max(STEP_SUBJECT_MAX, `The subject must be at most ${STEP_SUBJECT_MAX} characters`)
    .default(''),
  body: z.string().max(STEP_BODY_MAX, 'The message is too long').default(''),
  cc: z.array(z.string().max(254)).max(MAX_CC, `At most ${MAX_CC} addresses`).default([]),
  bcc: z.array(z.string().max(254)).max(MAX_CC, `At most ${MAX_CC} addresses`).default([]),
  fileIds: z.array(idString).max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`).default([]),
  delayType: z.enum(DELAY_TYPES).default('WEEKDAYS'),
  delaySeconds: z.number().default(259_200),
  emailTemplateId: idString.nullable().default(null),
  followupType: z.enum(FOLLOWUP_TYPES).default('SAME_THREAD'),
  trackOpen: z.boolean().default(true),
  trackLink: z.boolean().default(true),
  meetingDurationMinutes: z.number().int().nullable().optional(),
  newsletterJson: z.record(z.string(), z.unknown()).nullable().optional(),
  customizedPoll: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type StepInput = z.input<typeof stepInputSchema>;
export type ParsedStepInput = z.output<typeof stepInputSchema>;

const nameField = z
  .string()
  .trim()
  .min(1, 'Enter a name for the sequence')
  .max(CAMPAIGN_NAME_MAX, `The name must be at most ${CAMPAIGN_NAME_MAX} characters`);

export const createCampaignRequestSchema = z.strictObject({
  name: nameField,
  /** OUTBOUND 0, ALL_IN_ONE 1. */
  campaignType: z.union([z.literal(0), z.literal(1)]).default(0),
  channel: z.enum(CAMPAIGN_CHANNELS).default('Email'),
  projectId: idString.nullable().optional(),
  createSource: z.enum(CREATE_SOURCES).nullable().optional(),
  /** Defaults to the team's settings (or UTC). */
  scheduleTimezone: z.string().max(64).optional(),
  sendingWindow: sendingWindowSchema.optional(),
  /** Whose mailbox sends: you, or a user who delegated to you. Defaults to you. */
  senderUserId: z.uuid('Choose a sender').optional(),
  shared: z.boolean().default(true),
  /** Always 1: stamped by the client (spec section 7) and stored whatever is sent. */
  textVersion: z.number().int().optional(),
  steps: z
    .array(stepInputSchema)
    .min(1, 'Add at least one step')
    .max(MAX_STEPS, `At most ${MAX_STEPS} steps`),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

export const updateCampaignRequestSchema = z.strictObject({
  name: nameField.optional(),
  scheduleTimezone: z.string().max(64).optional(),
  sendingWindow: sendingWindowSchema.optional(),
  senderUserId: z.uuid('Choose a sender').optional(),
  shared: z.boolean().optional(),
  /** Pause ('paused'), resume ('ongoing') or cancel ('cancelled', final). */
  status: z.enum(['ongoing', 'paused', 'cancelled']).optional(),
  isArchived: z.boolean().optional(),
  textVersion: z.number().int().optional(),
  /** The whole list: replaces the steps in one transaction. */
  steps: z
    .array(stepInputSchema)
    .min(1, 'Add at least one step')
    .max(MAX_STEPS, `At most ${MAX_STEPS} steps`)
    .optional(),
});
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

const personSchema = z.object({ userId: z.string(), name: z.string() });

export const campaignStepSchema = z.object({
  id: z.string(),
  step: z.number().int(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  subject: z.string(),
  body: z.string(),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  fileIds: z.array(z.string()),
  delayType: z.enum(DELAY_TYPES),
  delaySeconds: z.number().int(),
  emailTemplateId: z.string().nullable(),
  followupType: z.enum(FOLLOWUP_TYPES),
  trackOpen: z.boolean(),
  trackLink: z.boolean(),
  meetingDurationMinutes: z.number().int().nullable(),
  newsletterJson: z.record(z.string(), z.unknown()).nullable(),
  customizedPoll: z.record(z.string(), z.unknown()).nullable(),
  /** Messages of this step already sent (a step some thread was sent cannot be removed). */
  sentCount: z.number().int(),
});
export type CampaignStep = z.infer<typeof campaignStepSchema>;

export const campaignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignType: z.number().int(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  createSource: z.string().nullable(),
  isArchived: z.boolean(),
  shared: z.boolean(),
  textVersion: z.number().int(),
  owner: personSchema,
  sender: personSchema,
  stepCount: z.number().int(),
  /** Threads ever enrolled, and those still active. */
  enrolledCount: z.number().int(),
  activeCount: z.number().int(),
  /** Another user's sequence you may not edit (no delegation): shown read-only. */
  readOnly: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignDetailSchema = campaignSummarySchema.extend({
  scheduleTimezone: z.string(),
  sendingWindow: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
  steps: z.array(campaignStepSchema),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

const csvIds = z
  .string()
  .max(2000)
  .regex(/^\d{1,15}(,\d{1,15})*$/, 'Project ids must be numbers separated by commas')
  .transform((s) => s.split(',').map(Number));

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Spec section 3 "Campaign list parameters". */
export const campaignListQuerySchema = z.strictObject({
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  /** Comma-separated project ids. */
  projectIds: csvIds.optional(),
  /** true: also the sequences other members shared with the team. */
  shared: boolParam.optional(),
  /** Only sequences sent from this user's mailbox. */
  sentBy: z.uuid('Not a valid user').optional(),
  campaignType: z.enum(['0', '1']).transform(Number).optional(),
  channel: z.enum(CAMPAIGN_CHANNELS).optional(),
  keyword: z.string().trim().max(200).optional(),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  isArchived: boolParam.default(false),
  createSource: z.enum(CREATE_SOURCES).optional(),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const campaignListResponseSchema = z.object({
  data: z.array(campaignSummarySchema),
  total: z.number().int(),
});
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

export const recentlyUsedQuerySchema = z.strictObject({ projectId: idString.optional() });

/**
 * What the builder needs before a sequence exists: who the caller may pick as the sender
 * (themself first, then who delegated to them) and the team's default schedule.
 */
export const campaignFormOptionsSchema = z.object({
  senders: z.array(personSchema),
  scheduleTimezone: z.string(),
  sendingWindow: z.object({ days: z.array(z.number().int()), start: z.string(), end: z.string() }),
});
export type CampaignFormOptions = z.infer<typeof campaignFormOptionsSchema>;
