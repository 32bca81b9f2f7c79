/**
 * Two-way sync between a linked project's pipeline and its ATS job (issue 19, item 5): how it
 * stands for a project, shown on the project's ATS job card.
 */
import { z } from 'zod';

export const atsSyncStatusSchema = z.object({
  linked: z.boolean(),
  twoWay: z.boolean(),
  /** The last time both sides agreed on a candidate's stage. */
  lastSyncedAt: z.string().nullable(),
  synced: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  overridden: z.number().int(),
  /** The reason of the latest failed move (never a credential). */
  lastError: z.string().nullable(),
});
export const atsSyncStatusResponseSchema = z.object({ data: atsSyncStatusSchema });
export type AtsSyncStatus = z.infer<typeof atsSyncStatusSchema>;

export type AtsSyncStatusResponse = z.infer<typeof atsSyncStatusResponseSchema>;
