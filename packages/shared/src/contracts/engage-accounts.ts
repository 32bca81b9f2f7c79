/**
 * Engage helper calls (spec section 7, "paths not shown"; issue 14 item 4): the engagement
 * accounts one may send from, the nurturing sender info, and the projects where one holds given
 * roles (search-project-by-roles). Imported by path, not from the package index.
 */
import { z } from 'zod';

export const engagementAccountSchema = z.object({
  userId: z.string(),
  /** The person whose mailbox it is. */
  name: z.string(),
  fromName: z.string(),
  fromAddress: z.string(),
  provider: z.enum(['smtp', 'local', 'gmail', 'outlook']),
  /** The last connection test: untested, ok or failed. */
  status: z.enum(['untested', 'ok', 'failed']),
  /** Your own mailbox (false: one delegated to you). */
  own: z.boolean(),
});
export type EngagementAccount = z.infer<typeof engagementAccountSchema>;

/** Empty when the caller may not see engagement accounts (spec section 8: a silent empty list). */
export const engagementAccountsResponseSchema = z.object({ data: z.array(engagementAccountSchema) });
export type EngagementAccountsResponse = z.infer<typeof engagementAccountsResponseSchema>;

export const nurturingSenderInfoResponseSchema = z.object({
  /** Who nurturing campaigns send as: the caller's own mailbox, or null when none is connected. */
  data: z
    .object({ userId: z.string(), fromName: z.string(), fromAddress: z.string(), connected: z.boolean() })
    .nullable(),
});
export type NurturingSenderInfoResponse = z.infer<typeof nurturingSenderInfoResponseSchema>;

/** Project roles (spec section 6): VIEWER 0, RECRUITER 1, SCREENER 2, OWNER 3, SOURCER 4. */
export const searchProjectByRolesRequestSchema = z.strictObject({
  /** The roles to look for; by default those who may send a sequence (owner and recruiter). */
  roles: z.array(z.number().int().min(0).max(4)).min(1, 'Name at least one role').max(5).default([3, 1]),
  keyword: z.string().trim().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export type SearchProjectByRolesRequest = z.input<typeof searchProjectByRolesRequestSchema>;

export const searchProjectByRolesResponseSchema = z.object({
  data: z.array(
    z.object({
      projectId: z.string(),
      projectName: z.string(),
      jobTitle: z.string().nullable(),
      role: z.number().int(),
    }),
  ),
});
export type SearchProjectByRolesResponse = z.infer<typeof searchProjectByRolesResponseSchema>;
