/**
 * Campaign performance under {campaign base} = /api/tb-v2/v1/campaigns (spec section 7):
 * GET /performance ?campaignType, channel — every campaign you see, with its numbers;
 * POST /{id}/performance {campaignId, statusFilter, startTime, endTime, sentBy} — one campaign;
 * POST /{id} {statusFilter, labelFilter, startTime, endTime, offset, limit, sentBy} — its recipients;
 * GET /{id}/team-statistics ?step — per step and sender.
 * Counts are people (threads), except the per-step statistics, which count messages of that step.
 */
import { z } from 'zod';
import { OUTBOX_STATUSES } from './engage-outbox';

const idString = z.string().regex(/^\d{1,15}$/, 'Enter a valid id');
const time = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

/** The list refreshes this often (spec section 9: list polling 600000 ms). */
export const PERFORMANCE_REFRESH_MS = 600_000;

export const METRIC_KEYS = [
  'enrolled',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'replied',
  'bounced',
  'unsubscribed',
  'failed',
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];

export const metricsSchema = z.object(
  Object.fromEntries(METRIC_KEYS.map((k) => [k, z.number().int()])) as Record<MetricKey, z.ZodNumber>,
);
export type Metrics = z.infer<typeof metricsSchema>;

/** Shares between 0 and 1: sent of enrolled; every other one of sent. */
export const ratesSchema = z.object(
  Object.fromEntries(METRIC_KEYS.filter((k) => k !== 'enrolled').map((k) => [k, z.number()])) as Record<
    Exclude<MetricKey, 'enrolled'>,
    z.ZodNumber
  >,
);
export type Rates = z.infer<typeof ratesSchema>;

export const campaignPerformanceQuerySchema = z.strictObject({
  campaignType: z.coerce.number().int().min(0).max(1).optional(),
  channel: z.enum(['Email', 'Text']).optional(),
  /** Comma-separated campaign ids (at most 100): the outbox's summary strip asks for its campaigns. */
  campaignIds: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'Give up to 100 campaign ids separated by commas')
    .optional(),
});
export type CampaignPerformanceQuery = z.input<typeof campaignPerformanceQuerySchema>;

export const campaignPerformanceSchema = z.object({
  campaignId: z.string(),
  name: z.string(),
  status: z.string(),
  campaignType: z.number().int(),
  channel: z.string(),
  ownerId: z.string(),
  metrics: metricsSchema,
  rates: ratesSchema,
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;

export const campaignPerformanceListSchema = z.object({
  data: z.array(campaignPerformanceSchema),
  refreshedAt: z.string(),
});
export type CampaignPerformanceList = z.infer<typeof campaignPerformanceListSchema>;

export const campaignIdParamsSchema = z.strictObject({ id: idString });

const filterFields = {
  /** Derived thread statuses (domain/outbox.ts). */
  statusFilter: z.array(z.enum(OUTBOX_STATUSES)).max(5).optional(),
  /** Enrolled (thread created) at or after / before. */
  startTime: time.nullish(),
  endTime: time.nullish(),
  /** Sender user ids. */
  sentBy: z.array(z.uuid('Choose a sender from the list')).max(100).optional(),
};

export const campaignPerformanceRequestSchema = z.strictObject({
  campaignId: z.union([idString, z.number().int().positive()]).optional(),
  ...filterFields,
});
export type CampaignPerformanceRequest = z.input<typeof campaignPerformanceRequestSchema>;

export const campaignPerformanceResponseSchema = z.object({
  campaignId: z.string(),
  metrics: metricsSchema,
  rates: ratesSchema,
});
export type CampaignPerformanceResponse = z.infer<typeof campaignPerformanceResponseSchema>;

export const campaignRecipientsRequestSchema = z.strictObject({
  ...filterFields,
  /** Candidate engagement status codes (1 to 38) of their place in the project's pipeline. */
  labelFilter: z.array(z.number().int().min(1).max(38)).max(38).optional(),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
export type CampaignRecipientsRequest = z.input<typeof campaignRecipientsRequestSchema>;

export const campaignRecipientSchema = z.object({
  threadId: z.string(),
  candidateId: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  lastStep: z.number().int(),
  lastSentAt: z.string().nullable(),
  delivered: z.boolean(),
  opened: z.boolean(),
  clicked: z.boolean(),
  replied: z.boolean(),
  bounced: z.boolean(),
  unsubscribed: z.boolean(),
  sender: z.object({ userId: z.string(), name: z.string() }),
  /** Their place in the campaign's project, when they are in it. */
  pipeline: z
    .object({
      stageId: z.number().int().nullable(),
      stageLabel: z.number().int(),
      labelName: z.string(),
      engagementStatus: z.number().int(),
    })
    .nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignRecipientsResponseSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  recipients: z.array(campaignRecipientSchema),
});
export type CampaignRecipientsResponse = z.infer<typeof campaignRecipientsResponseSchema>;

export const teamStatisticsQuerySchema = z.strictObject({
  step: z.coerce.number().int().min(1).max(50).optional(),
});

export const STEP_METRIC_KEYS = [
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'failed',
  'scheduled',
] as const;
export type StepMetricKey = (typeof STEP_METRIC_KEYS)[number];
export const stepMetricsSchema = z.object(
  Object.fromEntries(STEP_METRIC_KEYS.map((k) => [k, z.number().int()])) as Record<
    StepMetricKey,
    z.ZodNumber
  >,
);
export type StepMetrics = z.infer<typeof stepMetricsSchema>;

export const teamStatisticsResponseSchema = z.object({
  campaignId: z.string(),
  steps: z.array(
    z.object({
      step: z.number().int(),
      subject: z.string(),
      totals: stepMetricsSchema,
      senders: z.array(z.object({ userId: z.string(), name: z.string(), metrics: stepMetricsSchema })),
    }),
  ),
});
export type TeamStatisticsResponse = z.infer<typeof teamStatisticsResponseSchema>;
