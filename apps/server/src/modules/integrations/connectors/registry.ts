/**
 * connectorFor(providerId): the one place export jobs and the integration screens get an adapter.
 * Provider ids follow the integration catalogue's ids; the aliases cover the spellings the
 * catalogue uses for the same vendor (Greenhouse and Greenhouse Harvest both push through Harvest).
 */
import { ashbyConnector } from './ashby';
import { bullhornConnector } from './bullhorn';
import {
  type Connector,
  type ConnectorCredentials,
  ConnectorError,
  type ConnectorOptions,
} from './connector';
import { genericWebhookConnector } from './generic-webhook';
import { greenhouseConnector } from './greenhouse';
import { jazzhrConnector } from './jazzhr';
import { leverConnector } from './lever';
import { teamtailorConnector } from './teamtailor';
import { workableConnector } from './workable';
import { workdayConnector } from './workday';

type Factory = (options: ConnectorOptions) => Connector;

const FACTORIES: Record<string, Factory> = {
  greenhouse_harvest: greenhouseConnector,
  greenhouse: greenhouseConnector,
  lever: leverConnector,
  workable: workableConnector,
  ashby: ashbyConnector,
  teamtailor: teamtailorConnector,
  jazzhr: jazzhrConnector,
  bullhorn: bullhornConnector,
  workday: workdayConnector,
  generic_webhook: genericWebhookConnector,
  webhook: genericWebhookConnector,
};

/** The provider ids that have a working adapter. */
export const CONNECTOR_PROVIDER_IDS: readonly string[] = Object.keys(FACTORIES);

export function hasConnector(providerId: string): boolean {
  return Object.hasOwn(FACTORIES, normalise(providerId));
}

function normalise(providerId: string): string {
  return providerId
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export function connectorFor(providerId: string, options: ConnectorOptions): Connector {
  const key = normalise(providerId);
  const factory = Object.hasOwn(FACTORIES, key) ? FACTORIES[key] : undefined;
  if (!factory)
    throw new ConnectorError('invalid', `No connector pushes to "${providerId.slice(0, 60)}" yet`);
  return factory(options);
}

const FIELD_ALIASES: Record<string, keyof ConnectorCredentials> = {
  api_key: 'apiKey',
  apikey: 'apiKey',
  apiKey: 'apiKey',
  token: 'apiKey',
  username: 'username',
  email: 'username',
  password: 'password',
  secret: 'password',
  accessToken: 'accessToken',
  access_token: 'accessToken',
  organizationId: 'tenant',
  tenant: 'tenant',
  serviceEndpoint: 'baseUrl',
  url: 'baseUrl',
  customURL: 'baseUrl',
  custom_url: 'baseUrl',
  baseUrl: 'baseUrl',
  apiBaseUrl: 'baseUrl',
  subdomain: 'subdomain',
  clientId: 'clientId',
  client_id: 'clientId',
  clientid: 'clientId',
  clientSecret: 'clientSecret',
  client_secret: 'clientSecret',
  userId: 'actingUserId',
  user_id: 'actingUserId',
  on_behalf_of: 'actingUserId',
  signingSecret: 'signingSecret',
  signing_secret: 'signingSecret',
  webhook_secret: 'signingSecret',
};

/**
 * Maps a connection's stored credential payload (the catalogue's field keys, e.g. `api_key`, or
 * Workday's `username`, `password`, `organizationId`, `serviceEndpoint`) onto ConnectorCredentials.
 * Unknown keys and non-text values are left out; blank values count as absent.
 */
export function credentialsFromFields(fields: Record<string, unknown>): ConnectorCredentials {
  const out: ConnectorCredentials = {};
  for (const [key, value] of Object.entries(fields)) {
    const target = Object.hasOwn(FIELD_ALIASES, key) ? FIELD_ALIASES[key] : undefined;
    if (!target || typeof value !== 'string' || !value.trim()) continue;
    out[target] ??= value.trim();
  }
  return out;
}
