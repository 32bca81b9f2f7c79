// Files a sequence step sends along (issue 14 item 3: "attachments"). A recruiter uploads them
// once under `/api/tb-v2/v1/campaigns/attachments`; steps name them by id in `fileIds`. The same
// file types and size as a candidate's files; a step's attachments together stay under what mail
// servers take (Gmail and Outlook refuse messages over 25 MB, and base64 adds a third).
// Imported by path (keeps zod out of the first-load bundle).
import { z } from 'zod';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const STEP_ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;

export const attachmentSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** How many sequence steps send it (a file in use cannot be deleted). */
  usedBySteps: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListResponseSchema = z.object({ data: z.array(attachmentSchema) });
export type AttachmentListResponse = z.infer<typeof attachmentListResponseSchema>;
export const attachmentUploadResponseSchema = z.object({ data: attachmentSchema });
export type AttachmentUploadResponse = z.infer<typeof attachmentUploadResponseSchema>;
export const attachmentIdParamsSchema = z.strictObject({
  fileId: z.string().regex(/^\d{1,15}$/, 'Not a valid id'),
});
