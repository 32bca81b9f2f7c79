/**
 * Signing in to an integration with OAuth 2.0 (issue 19 item 3): the app asks the server for the
 * provider's authorization address, the browser goes there, the provider sends it back to one of
 * the callback pages, and that page hands the `state` and `code` to the server, which completes the
 * exchange. Tokens never reach the browser.
 */
import { z } from 'zod';
import { connectionFieldsSchema, integrationConnectionSchema } from './integrations';

export const oauthProviderParamsSchema = z.object({
  providerId: z.string().trim().min(1, 'Choose an integration').max(100),
});

export const oauthStartRequestSchema = z.object({
  /** For form-plus-OAuth entries (Bullhorn for Salesforce): the form's fields, entered first. */
  fields: connectionFieldsSchema.default({}),
});
export type OauthStartRequest = z.infer<typeof oauthStartRequestSchema>;

export const oauthStartResponseSchema = z.object({ authorizeUrl: z.string() });
export type OauthStartResponse = z.infer<typeof oauthStartResponseSchema>;

export const oauthCompleteRequestSchema = z.object({
  state: z.string().trim().min(1, 'The sign-in answer has no state: start again').max(500),
  code: z.string().max(4000).optional(),
  /** The provider's error code when the sign-in was refused or cancelled. */
  error: z.string().max(200).optional(),
});
export type OauthCompleteRequest = z.infer<typeof oauthCompleteRequestSchema>;

export const oauthCompleteResponseSchema = z.object({ connection: integrationConnectionSchema });
export type OauthCompleteResponse = z.infer<typeof oauthCompleteResponseSchema>;

/** The web pages providers send the browser back to (docs/decisions.md "OAuth callback pages"). */
export const OAUTH_CALLBACK_PATHS = {
  generic: '/integrations/oauth/callback',
  bullhorn_salesforce: '/integrations/oauth/bullhorn-salesforce/callback',
  top_echelon: '/integrations/oauth/top-echelon/callback',
} as const;

export function oauthCallbackPath(providerId: string): string {
  return providerId === 'bullhorn_salesforce' || providerId === 'top_echelon'
    ? OAUTH_CALLBACK_PATHS[providerId]
    : OAUTH_CALLBACK_PATHS.generic;
}
