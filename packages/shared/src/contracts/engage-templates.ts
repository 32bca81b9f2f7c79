// Email templates (issue 14 item 2): `/api/tb-v2/v1/engage/templates` and the thumbnail call
// `POST /api/tb-v2/v1/campaigns/template/{id or 0}/thumbnail`. Imported by path, never through the
// package index, so zod stays out of the web app's first-load bundle.
import { z } from 'zod';

export const TEMPLATE_NAME_MAX = 200;
/** RFC 5322 recommends lines of at most 998 characters; a subject is one line. */
export const TEMPLATE_SUBJECT_MAX = 998;
export const TEMPLATE_BODY_MAX = 100_000;
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 600;

const idString = z.string().regex(/^\d{1,15}$/, 'Not a valid id');

export const templateIdParamsSchema = z.strictObject({ id: idString });

const personSchema = z.object({ userId: z.string(), name: z.string() });

export const engageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  shared: z.boolean(),
  /** Null when the author left the team. */
  owner: personSchema.nullable(),
  /** The caller wrote it, so may edit and delete it. */
  mine: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EngageTemplate = z.infer<typeof engageTemplateSchema>;

export const templateListQuerySchema = z.strictObject({
  keyword: z.string().trim().max(200).optional(),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

export const templateListResponseSchema = z.object({
  data: z.array(engageTemplateSchema),
  total: z.number().int(),
});
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

const nameField = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(TEMPLATE_NAME_MAX, `Name must be at most ${TEMPLATE_NAME_MAX} characters`);
const subjectField = z
  .string()
  .max(TEMPLATE_SUBJECT_MAX, `Subject must be at most ${TEMPLATE_SUBJECT_MAX} characters`);
const bodyField = z.string().max(TEMPLATE_BODY_MAX, 'The body is too long');

export const createTemplateRequestSchema = z.strictObject({
  name: nameField,
  subject: subjectField.refine((s) => s.trim() !== '', 'Enter a subject'),
  body: bodyField.refine((s) => s.trim() !== '', 'Write the message'),
  shared: z.boolean().default(true),
});
export type CreateTemplateRequest = z.input<typeof createTemplateRequestSchema>;

export const updateTemplateRequestSchema = z.strictObject({
  name: nameField.optional(),
  subject: subjectField.refine((s) => s.trim() !== '', 'Enter a subject').optional(),
  body: bodyField.refine((s) => s.trim() !== '', 'Write the message').optional(),
  shared: z.boolean().optional(),
});
export type UpdateTemplateRequest = z.input<typeof updateTemplateRequestSchema>;

export const templatePreviewRequestSchema = z.strictObject({
  subject: subjectField,
  body: bodyField,
  /** A candidate of the team; without it the first candidate of the project (or of your projects). */
  profileId: idString.optional(),
  projectId: idString.optional(),
});
export type TemplatePreviewRequest = z.input<typeof templatePreviewRequestSchema>;

export const templateProblemSchema = z.object({
  field: z.enum(['subject', 'body']),
  message: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  variable: z.string().optional(),
  suggestion: z.string().optional(),
});
export type TemplateProblemItem = z.infer<typeof templateProblemSchema>;

export const templatePreviewResponseSchema = z.object({
  /** Empty when the template has problems (nothing renders until they are fixed). */
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  problems: z.array(templateProblemSchema),
  /** The candidate the preview used; null when the team has none yet (fallback names shown). */
  candidate: z.object({ profileId: z.string(), fullName: z.string() }).nullable(),
});
export type TemplatePreviewResponse = z.infer<typeof templatePreviewResponseSchema>;

export const previewCandidatesQuerySchema = z.strictObject({ projectId: idString.optional() });

/** Candidates the preview may use: from the projects the caller sees, newest first. */
export const previewCandidatesResponseSchema = z.object({
  data: z.array(
    z.object({
      profileId: z.string(),
      fullName: z.string(),
      projectId: z.string(),
      projectName: z.string(),
    }),
  ),
});
export type PreviewCandidatesResponse = z.infer<typeof previewCandidatesResponseSchema>;

export const thumbnailParamsSchema = z.strictObject({ id: idString });
export const thumbnailResponseSchema = z.object({ url: z.string() });
export type ThumbnailResponse = z.infer<typeof thumbnailResponseSchema>;

export const thumbnailFileParamsSchema = z.strictObject({
  name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'Not a thumbnail'),
});
