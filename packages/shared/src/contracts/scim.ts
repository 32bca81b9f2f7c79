/**
 * SCIM 2.0 provisioning (RFC 7643/7644) as the team admin sees it: bearer tokens for the
 * identity provider's SCIM client, shown once and stored hashed.
 */
import { z } from 'zod';

export const scimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokenListResponseSchema = z.object({ data: z.array(scimTokenSchema), baseUrl: z.string() });

export const createScimTokenRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the token (e.g. "Okta")').max(80, 'At most 80 characters'),
});

/** The token itself is in this answer only. */
export const createScimTokenResponseSchema = z.object({ data: scimTokenSchema, token: z.string() });
