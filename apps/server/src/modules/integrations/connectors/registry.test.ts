import { describe, expect, it } from 'vitest';
import { ConnectorError } from './connector';
import { CONNECTOR_PROVIDER_IDS, connectorFor, credentialsFromFields, hasConnector } from './registry';

const options = {
  credentials: { apiKey: 'k', baseUrl: 'https://example.com', subdomain: 'acme' },
  allowPrivateHosts: false,
};

describe('connector registry', () => {
  it('gives an adapter for every listed provider, each with the whole interface', () => {
    for (const id of CONNECTOR_PROVIDER_IDS) {
      const c = connectorFor(id, options);
      for (const m of [
        'listJobs',
        'listStages',
        'pushCandidate',
        'moveCandidate',
        'listDeclineReasons',
        'pullApplicants',
      ] as const)
        expect(typeof c[m]).toBe('function');
    }
    expect(connectorFor('Greenhouse Harvest', options).providerId).toBe('greenhouse_harvest');
    expect(connectorFor('generic-webhook', options).providerId).toBe('generic_webhook');
    expect(hasConnector('icims')).toBe(false);
  });

  it('an unknown provider is a typed invalid error, and prototype keys are not providers', () => {
    for (const id of ['icims', '__proto__', 'constructor']) {
      expect(() => connectorFor(id, options)).toThrow(ConnectorError);
      expect(hasConnector(id)).toBe(false);
    }
  });
});

describe('credentialsFromFields', () => {
  it('maps the catalogue payload keys onto connector credentials', () => {
    expect(
      credentialsFromFields({
        username: 'isu',
        password: 'p',
        organizationId: 'acme',
        serviceEndpoint: 'https://wd/ccx',
        extra: 'x',
        blank: ' ',
      }),
    ).toEqual({ username: 'isu', password: 'p', tenant: 'acme', baseUrl: 'https://wd/ccx' });
    expect(credentialsFromFields({ api_key: ' k ', on_behalf_of: '42', n: 5 })).toEqual({
      apiKey: 'k',
      actingUserId: '42',
    });
    expect(credentialsFromFields({ __proto__: 'x', constructor: 'y' } as Record<string, unknown>)).toEqual(
      {},
    );
  });
});
