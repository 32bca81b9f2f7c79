/**
 * Integrations (issue 19; spec integrations-and-reference-data.md sections 3.1–3.6): the shapes of
 * the two catalogues and the connection API. The catalogue DATA lives in
 * `@talentbase/shared/integrations/*` (imported by the server and by the lazily loaded apps pages,
 * never by the app shell) so the first page load does not carry it.
 */
import { z } from 'zod';

/** Where an entry's details come from: the spec itself, or completed from the vendor's public
 * documentation where the spec says "not shown" (docs/decisions.md "Integration catalogues"). */
export type CatalogueSource = 'spec' | 'vendor-docs';

// ---------------------------------------------------------------------------------------------
// 3.1 Export catalogue entry
export type ExportTopCategory = 'workflow' | 'interviewPlan';

export type ExportCatalogueEntry = {
  order: number;
  id: string;
  label: string;
  imageUrl: string;
  imageLargeUrl: string;
  hasJobs?: boolean;
  jobOptional?: boolean;
  hasStages?: boolean;
  needStage?: boolean;
  hasPool?: boolean;
  needPool?: boolean;
  hasProspectStage?: boolean;
  needProspectStage?: boolean;
  hasTearsheet?: boolean;
  needTearsheet?: boolean;
  hasCompany?: boolean;
  hasList?: boolean;
  hasFolderGroup?: boolean;
  topCategory?: ExportTopCategory;
  jobSelectLabel?: string;
  jobPlaceholder?: string;
  poolSelectLabel?: string;
  tearsheetSelectLabel?: string;
  tearsheetPlaceholder?: string;
  prospectStageLabel?: string;
  source: CatalogueSource;
};

// ---------------------------------------------------------------------------------------------
// 3.2–3.3 Connect catalogue entry
export const AUTH_TYPES = [
  'entry',
  'entry+userBased',
  'oauth',
  'entry+oauth',
  'teamBased+oauth',
  'entry+rpa',
] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export type OAuthConfig = {
  grant: 'authorization_code';
  scope?: string;
  state?: string;
  refreshToken?: boolean;
  /** Bullhorn for Salesforce: the consumer key typed in the form is the client id. */
  consumerKeyMatched?: boolean;
  /** Top Echelon: a fixed client id, configured by the installation ({key} in the spec). */
  fixedClientId?: string;
};

export type ModalField = {
  label: string;
  hint: string;
  /** The payload key. */
  field: string;
  type: 'text' | 'email';
  optional?: boolean;
  tooltip?: string;
  /**
   * Ours, not the spec's: the field is a custom address of the vendor's API (a URL or host). It is
   * kept as a non-secret setting, checked by the outbound-host guard, and cannot be changed after
   * connecting ("Optional custom-URL fields cannot be changed after connecting").
   */
  url?: boolean;
  /** Ours: shown as dots in the form (the spec types passwords as text). */
  secret?: boolean;
};

export type ConnectModal = {
  title: string;
  connectionHint?: string;
  content: ModalField[];
};

/** The six groups of the apps listing (ours: the spec's `category` is only set for HRIS). */
export const LISTING_CATEGORIES = ['ats', 'crm', 'hris', 'calendar', 'email', 'meeting'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];
export const LISTING_CATEGORY_LABELS: Record<ListingCategory, string> = {
  ats: 'ATS',
  crm: 'CRM',
  hris: 'HRIS',
  calendar: 'Calendar',
  email: 'Email',
  meeting: 'Meeting',
};

export type ConnectCatalogueEntry = {
  id: string;
  company: string;
  description: string;
  aboutInfo?: string;
  website_url: string;
  trackedUrl?: string;
  job_url?: string;
  icon: { filename: string };
  installation_instructions: string;
  authType: AuthType | null;
  authConfig?: OAuthConfig;
  /** Null: no entry form (OAuth-only, no fields, or contact-us). */
  modal: ConnectModal | null;
  token: null;
  button: { default: 'Connect'; installed: 'Configure' };
  advanced?: { enable_user_mapping?: boolean; disable_push_config?: boolean; enable_job?: boolean };
  two_way_integration?: boolean;
  push_permission?: 0 | 1 | 6 | 8;
  contactus?: boolean;
  disable_config?: boolean;
  isDisabedAppDetail?: boolean;
  category?: 'HRIS';
  displaySortName?: string;
  appConnectType?: 'CALENDAR' | 'EMAIL';
  adminLoginText?: string;
  /** Ours: the listing group. */
  listingCategory: ListingCategory;
  /** Ours: the vendor API's base address used by the connection test (a custom URL field wins). */
  apiBase?: string;
  source: CatalogueSource;
};

// ---------------------------------------------------------------------------------------------
// Connections API
export const CONNECTION_STATUSES = ['connected', 'error', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  checkedAt: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const integrationConnectionSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  scope: z.enum(['team', 'user']),
  status: z.enum(CONNECTION_STATUSES),
  /** Non-secret settings: the custom URL fields and their like. */
  settings: z.record(z.string(), z.string()),
  hasCredentials: z.boolean(),
  /** Which secret fields are stored (never their values). */
  storedFields: z.array(z.string()),
  lastTest: connectionTestResultSchema.nullable(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationConnection = z.infer<typeof integrationConnectionSchema>;

export const catalogueStateSchema = z.object({
  providerId: z.string(),
  installed: z.boolean(),
  teamConnection: integrationConnectionSchema.nullable(),
  userConnection: integrationConnectionSchema.nullable(),
  /** Why this user cannot connect it now (admin-first rule, admin only, contact us...), or null. */
  blockedReason: z.string().nullable(),
});
export type CatalogueState = z.infer<typeof catalogueStateSchema>;

export const catalogueStatesResponseSchema = z.object({
  isAdmin: z.boolean(),
  allowPrivateHosts: z.boolean(),
  states: z.array(catalogueStateSchema),
});
export type CatalogueStatesResponse = z.infer<typeof catalogueStatesResponseSchema>;

const FIELD_VALUE_MAX = 2000;
export const connectionFieldsSchema = z.record(
  z.string().max(100),
  z.string().max(FIELD_VALUE_MAX, `At most ${FIELD_VALUE_MAX} characters`),
);

export const connectRequestSchema = z.object({
  providerId: z.string().trim().min(1, 'Choose an integration').max(100),
  fields: connectionFieldsSchema.default({}),
});
export type ConnectRequest = z.infer<typeof connectRequestSchema>;

export const configureRequestSchema = z.object({
  /** Secret fields to replace; a field left out keeps its stored value. */
  fields: connectionFieldsSchema.default({}),
});
export type ConfigureRequest = z.infer<typeof configureRequestSchema>;

export const connectionResponseSchema = z.object({ connection: integrationConnectionSchema });
export const connectionIdParamsSchema = z.object({ connectionId: z.uuid('Not a connection id') });
export const connectionsResponseSchema = z.object({ connections: z.array(integrationConnectionSchema) });
