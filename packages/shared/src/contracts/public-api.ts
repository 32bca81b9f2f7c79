/**
 * The public API (/api/public/v1), its API keys and outgoing webhooks
 * (/admin/team-settings/api-access). An outside system calls with `Authorization: Bearer <key>`
 * and acts for the team with only the key's scopes; webhooks tell it what happened.
 */
import { z } from 'zod';
import { hasControlChars } from './custom-fields';
import { projectFieldsSchema } from './projects';

export const API_SCOPES = [
  'projects:read',
  'projects:write',
  'candidates:read',
  'candidates:write',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const WEBHOOK_EVENTS = [
  'candidate.created',
  'candidate.added_to_project',
  'pipeline.stage_changed',
  // Engagement: what happened to a sequence's messages (modules/public-api/webhook-events.ts).
  'engagement.email_sent',
  'engagement.email_opened',
  'engagement.link_clicked',
  'engagement.replied',
  'engagement.bounced',
  'engagement.unsubscribed',
  'engagement.text_delivered',
  'engagement.meeting_booked',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** `tb_live_<key id>_<secret>`: the key id is public (it names the key), the secret is not. */
export const API_KEY_PREFIX = 'tb_live_';
export const API_KEY_PATTERN = /^tb_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/;

const noControl = (v: string) => !hasControlChars(v);
const nameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(80, 'Use at most 80 characters')
  .refine(noControl, 'Remove control characters');

// ---------------------------------------------------------------------------------------------
// API keys (team admins)

export const createApiKeyRequestSchema = z.strictObject({
  name: nameSchema,
  scopes: z
    .array(z.enum(API_SCOPES, { message: `Choose from ${API_SCOPES.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length),
  /** Requests a minute this key may make (429 with Retry-After beyond). */
  rateLimitPerMinute: z.number().int().min(1).max(6000).optional(),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the key starts with (`tb_live_<key id>`), to tell keys apart; never the secret. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
/** The full key: in this answer only, never again. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// ---------------------------------------------------------------------------------------------
// Webhook endpoints (team admins in the app, or an API key with webhooks:manage)

export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address that receives the events')
  .max(2000, 'Use at most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
    } catch {
      return false;
    }
  }, 'Enter an http or https address without a user name or password');

export const createWebhookRequestSchema = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: `Choose from ${WEBHOOK_EVENTS.join(', ')}` }))
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200).refine(noControl, 'Remove control characters').optional(),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const updateWebhookRequestSchema = z.strictObject({
  events: createWebhookRequestSchema.shape.events.optional(),
  /** true turns an endpoint that was switched off (or disabled after failures) back on. */
  enabled: z.boolean().optional(),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why the endpoint stopped receiving events (after repeated failures), or null. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** The signing secret: in this answer only. */
export const createdWebhookSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  error: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

// ---------------------------------------------------------------------------------------------
// Public API v1

export const publicIdParamSchema = z.object({ id: z.string().max(40) });
export const publicProjectCandidateParamSchema = z.object({
  id: z.string().max(40),
  candidateId: z.string().max(40),
});

export const publicPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const publicProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.number().int(),
  creationSource: z.number().int(),
  /** OPEN-API for projects created through this API; null for projects made in the app. */
  campaignSource: z.string().nullable(),
  jobTitle: z.string().nullable(),
  jobLocation: z.string().nullable(),
  candidateCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;
export const publicProjectPageSchema = z.object({
  data: z.array(publicProjectSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters`).refine(noControl, 'Remove control characters');

/** The app's create form (same fields and rules); the status defaults to NORMAL (whole team). */
export const publicCreateProjectSchema = projectFieldsSchema.extend({
  projectStatus: z
    .union([z.literal(0), z.literal(2)], { message: 'Use 0 (team) or 2 (hiring team only)' })
    .default(0),
});

export const publicPositionSchema = z.object({
  categoryId: z.number().int(),
  stageId: z.number().int().nullable(),
  stageLabel: z.number().int(),
  categoryName: z.string(),
  stageName: z.string().nullable(),
});

export const publicProjectCandidateSchema = z.object({
  candidateId: z.string(),
  fullName: z.string(),
  position: publicPositionSchema,
  addedAt: z.string(),
});
export const publicProjectCandidatePageSchema = z.object({
  data: z.array(publicProjectCandidateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

const positiveId = z.union([
  z.string().regex(/^\d{1,15}$/, 'Use a candidate id'),
  z.number().int().positive(),
]);

export const publicAddToProjectSchema = z.strictObject({
  candidateId: positiveId,
  /** The pipeline position to put the candidate at; Sourcing when left out. */
  categoryId: z.number().int().min(0).max(1000).optional(),
  stageId: z.number().int().min(0).max(100000).nullable().optional(),
});

export const publicMoveStageSchema = z.strictObject({
  categoryId: z.number().int().min(0).max(1000),
  stageId: z.number().int().min(0).max(100000).nullable(),
  stageLabel: z.number().int().min(0).max(1000).optional(),
});

const emailSchema = z.string().trim().max(254).email('Enter a valid email address');

export const publicCreateCandidateSchema = z.strictObject({
  fullName: nameSchema.pipe(z.string().max(200)),
  title: optionalText(200).optional(),
  company: optionalText(200).optional(),
  location: optionalText(200).optional(),
  emails: z.array(emailSchema).max(10).optional(),
  phones: z.array(optionalText(40)).max(10).optional(),
  linkedinUrl: optionalText(500).optional(),
  skills: z.array(optionalText(100)).max(100).optional(),
  notes: optionalText(5000).optional(),
  /** Also put the new candidate in this project (Sourcing). */
  projectId: positiveId.optional(),
  /** Create even when the team may already have this person (the answer names the matches otherwise). */
  allowDuplicate: z.boolean().optional(),
});
export type PublicCreateCandidate = z.infer<typeof publicCreateCandidateSchema>;

export const publicCandidateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  emails: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicCandidate = z.infer<typeof publicCandidateSchema>;
export const publicCandidateListSchema = z.object({ data: z.array(publicCandidateSchema) });
export const publicCandidateSearchQuerySchema = z.strictObject({ email: emailSchema });
