/**
 * connectorFor(providerId): the one place export jobs and the integration screens get an adapter.
 * Provider ids follow the integration catalogue's ids; the aliases cover the spellings the
 * catalogue uses for the same vendor (Greenhouse and Greenhouse Harvest both push through Harvest).
 */
import { ashbyConnector } from './ashby';
import { bullhornConnector } from './bullhorn';
import { type Connector, ConnectorError, type ConnectorOptions } from './connector';
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
