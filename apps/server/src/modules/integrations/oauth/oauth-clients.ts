/**
 * Where each OAuth provider's client comes from (integrations spec "OAuth configuration").
 *
 * - Bullhorn for Salesforce: the admin's own connected app. Its consumer key and secret are the
 *   entry's form fields (entered first), the endpoints are Salesforce's published login endpoints
 *   (vendor documentation), scope `full refresh_token`.
 * - Top Echelon, BambooHR, Paycor, Paylocity: one client for the whole installation, configured by
 *   its operator in the environment (see README "OAuth connections"):
 *     TALENTBASE_OAUTH_<PROVIDER>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL, _SCOPE
 *   where <PROVIDER> is the catalogue id in capitals (TOP_ECHELON, BAMBOOHR, PAYCOR, PAYLOCITY).
 *   These vendors publish no single endpoint for every customer (BambooHR and Paylocity are per
 *   company or per partner), so there are no defaults: without them the Connect button says the
 *   operator must configure the client.
 * The endpoints of any provider can be overridden the same way (a Salesforce sandbox, a test).
 */
import type { ConnectCatalogueEntry } from '@talentbase/shared/contracts/integrations';

export type OauthClient = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** A fixed prefix the vendor expects in `state` ("integrate"); ours follows it. */
  statePrefix: string | null;
};

type Defaults = {
  authorizeUrl?: string;
  tokenUrl?: string;
  scope: string;
  /** Where the defaults come from. */
  source: 'spec' | 'vendor-docs' | 'operator';
  /** The client id and secret are the entry's form fields (entry+oauth). */
  clientFromFields?: { id: string; secret: string };
};

export const OAUTH_PROVIDERS: Record<string, Defaults> = {
  bullhorn_salesforce: {
    authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
    scope: 'full refresh_token',
    source: 'vendor-docs',
    clientFromFields: { id: 'consumer_key', secret: 'consumer_secret' },
  },
  top_echelon: { scope: 'read write', source: 'operator' },
  bamboohr: { scope: '', source: 'operator' },
  paycor: { scope: '', source: 'operator' },
  paylocity: { scope: '', source: 'operator' },
};

export type OauthEnv = Record<string, string | undefined>;

export const envPrefix = (providerId: string) => `TALENTBASE_OAUTH_${providerId.toUpperCase()}`;

/** The provider's client, or why there is none (a sentence for the admin). */
export function oauthClientFor(
  entry: ConnectCatalogueEntry,
  fields: Record<string, string> = {},
  env: OauthEnv = process.env,
): { client: OauthClient } | { missing: string } {
  const d = OAUTH_PROVIDERS[entry.id];
  if (!d) return { missing: `Signing in with ${entry.company} is not available in Talentbase yet.` };
  const p = envPrefix(entry.id);
  const read = (k: string) => env[`${p}_${k}`]?.trim() || undefined;
  const clientId = d.clientFromFields ? fields[d.clientFromFields.id]?.trim() : read('CLIENT_ID');
  const clientSecret = d.clientFromFields ? fields[d.clientFromFields.secret]?.trim() : read('CLIENT_SECRET');
  const authorizeUrl = read('AUTHORIZE_URL') ?? d.authorizeUrl;
  const tokenUrl = read('TOKEN_URL') ?? d.tokenUrl;
  if (!authorizeUrl || !tokenUrl || (!d.clientFromFields && (!clientId || !clientSecret)))
    return {
      missing: `Signing in with ${entry.company} needs its OAuth client: the operator of this Talentbase installation must configure ${p}_CLIENT_ID, ${p}_CLIENT_SECRET, ${p}_AUTHORIZE_URL and ${p}_TOKEN_URL.`,
    };
  return {
    client: {
      clientId: clientId ?? '',
      clientSecret: clientSecret ?? '',
      authorizeUrl,
      tokenUrl,
      scope: read('SCOPE') ?? (d.scope || entry.authConfig?.scope || ''),
      statePrefix: entry.authConfig?.state ?? null,
    },
  };
}

/** Why the entry's Connect button cannot start a sign-in now, or null (form-filled clients: never). */
export function oauthUnavailable(entry: ConnectCatalogueEntry, env: OauthEnv = process.env): string | null {
  const d = OAUTH_PROVIDERS[entry.id];
  if (d?.clientFromFields) {
    const r = oauthClientFor(entry, { [d.clientFromFields.id]: 'x', [d.clientFromFields.secret]: 'x' }, env);
    return 'missing' in r ? r.missing : null;
  }
  const r = oauthClientFor(entry, {}, env);
  return 'missing' in r ? r.missing : null;
}
