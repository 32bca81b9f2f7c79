/**
 * Single sign-on settings of an organisation (issue 17 part 6): SAML 2.0 and OpenID Connect,
 * the email domains that sign in through them, "SSO required" and just-in-time provisioning.
 */
import { z } from 'zod';

const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'At most 253 characters')
  .regex(DOMAIN, 'Enter a domain such as example.com (letters, digits, hyphens and dots)');

export const ssoSlugSchema = z
  .string()
  .trim()
  .min(2, 'At least 2 characters')
  .max(60, 'At most 60 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Lowercase letters, digits and hyphens only');

export const ssoLicenseSchema = z.enum(['Recruiter', 'Collaborator']);

/** What the settings pages show. The OIDC client secret never leaves the server: only whether one is set. */
export const ssoSettingsSchema = z.object({
  configured: z.boolean(),
  slug: z.string(),
  domains: z.array(z.string()),
  ssoRequired: z.boolean(),
  jitProvisioning: z.boolean(),
  saml: z.object({
    enabled: z.boolean(),
    idpEntityId: z.string().nullable(),
    idpSsoUrl: z.string().nullable(),
    idpCertificateFingerprint: z.string().nullable(),
    idpCertificateExpiresAt: z.string().nullable(),
    spEntityId: z.string(),
    acsUrl: z.string(),
    metadataUrl: z.string(),
    loginUrl: z.string(),
  }),
  oidc: z.object({
    enabled: z.boolean(),
    issuer: z.string().nullable(),
    clientId: z.string().nullable(),
    clientSecretSet: z.boolean(),
    redirectUri: z.string(),
  }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

const httpsOrHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .url('Enter a full URL starting with https://')
  .refine((v) => /^https?:\/\//i.test(v), 'Enter a full URL starting with https://');

export const updateSsoSettingsRequestSchema = z.strictObject({
  slug: ssoSlugSchema,
  domains: z.array(ssoDomainSchema).max(50, 'At most 50 domains'),
  ssoRequired: z.boolean(),
  jitProvisioning: z.boolean(),
  samlEnabled: z.boolean(),
  oidcEnabled: z.boolean(),
  oidcIssuer: httpsOrHttpUrl.nullable().optional(),
  oidcClientId: z.string().trim().min(1).max(500).nullable().optional(),
  /** Absent or null keeps the stored secret; a string replaces it. */
  oidcClientSecret: z.string().min(1).max(2000).nullable().optional(),
});
export type UpdateSsoSettingsRequest = z.infer<typeof updateSsoSettingsRequestSchema>;

/** The IdP's metadata XML as uploaded (entityID, SSO URL and signing certificate are read from it). */
export const uploadIdpMetadataRequestSchema = z.strictObject({
  xml: z
    .string()
    .min(1, 'Paste or upload the identity provider metadata XML')
    .max(200_000, 'The metadata file is too large (at most 200 KB)'),
});

export const ssoSettingsResponseSchema = z.object({ data: ssoSettingsSchema });

/** Sign in with SSO: the email's domain finds the organisation. */
export const ssoDiscoverRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Enter a valid email address' })),
});
export const ssoDiscoverResponseSchema = z.object({ redirectUrl: z.string() });

export const SSO_REQUIRED_MESSAGE =
  'Your organisation signs in with single sign-on. Use "Sign in with SSO" with your work email.';
