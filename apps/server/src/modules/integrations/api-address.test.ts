/**
 * The "API address" option of the connector vendors: checked like the custom URLs (https only,
 * http and private addresses only with the team's private-host switch), kept as a setting, mapped
 * onto the connectors' baseUrl, and used by the test on save.
 */
import {
  API_ADDRESS_FIELD,
  API_ADDRESS_PROVIDER_IDS,
  apiAddressDefault,
} from '@talentbase/shared/integrations/api-address';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFields, mergeApiAddress } from './connection-fields';
import { testConnection } from './connection-test';
import { ASHBY_DEFAULT_BASE } from './connectors/ashby';
import { BULLHORN_DEFAULT_BASE } from './connectors/bullhorn';
import { GREENHOUSE_DEFAULT_BASE } from './connectors/greenhouse';
import { JAZZHR_DEFAULT_BASE } from './connectors/jazzhr';
import { LEVER_DEFAULT_BASE } from './connectors/lever';
import { CONNECTOR_PROVIDER_IDS, credentialsFromFields } from './connectors/registry';
import { TEAMTAILOR_DEFAULT_BASE } from './connectors/teamtailor';
import { startVendorServer, type VendorServer } from './connectors/test-support/vendor-server';
import { registerVendorConnectionTests } from './vendor-connection-tests';

const entry = (id: string) => {
  const e = connectEntry(id);
  if (!e) throw new Error(`no entry ${id}`);
  return e;
};
const harvest = entry('greenhouse_harvest');
const fieldErrors = async (promise: Promise<unknown>): Promise<Record<string, string>> => {
  try {
    await promise;
  } catch (err) {
    return (err as { details?: { fields?: Record<string, string> } }).details?.fields ?? {};
  }
  throw new Error('expected a field error');
};

describe('which vendors offer the API address', () => {
  it('every catalogue entry with a connector, except Workable and Workday (their own address fields)', () => {
    const withEntry = CONNECTOR_PROVIDER_IDS.filter((id) => connectEntry(id));
    expect([...API_ADDRESS_PROVIDER_IDS].sort()).toEqual(
      withEntry.filter((id) => id !== 'workable' && id !== 'workday').sort(),
    );
  });

  it('the placeholder is the address the connector uses when none is given', () => {
    expect(apiAddressDefault('greenhouse_harvest')).toBe(GREENHOUSE_DEFAULT_BASE);
    expect(apiAddressDefault('greenhouse')).toBe(GREENHOUSE_DEFAULT_BASE);
    expect(apiAddressDefault('lever')).toBe(LEVER_DEFAULT_BASE);
    expect(apiAddressDefault('ashby')).toBe(ASHBY_DEFAULT_BASE);
    expect(apiAddressDefault('teamtailor')).toBe(TEAMTAILOR_DEFAULT_BASE);
    expect(apiAddressDefault('jazzhr')).toBe(JAZZHR_DEFAULT_BASE);
    expect(apiAddressDefault('bullhorn')).toBe(BULLHORN_DEFAULT_BASE);
    expect(apiAddressDefault('workable')).toBeNull();
    expect(apiAddressDefault('workday')).toBeNull();
    expect(apiAddressDefault('__proto__')).toBeNull();
  });
});

describe('checking the typed API address', () => {
  const fields = (apiBaseUrl: string) => ({ api_key: 'k', user_id: '42', [API_ADDRESS_FIELD]: apiBaseUrl });

  it('keeps a public https address as a setting, not a secret, without a trailing slash', async () => {
    const split = await checkFields(harvest, fields('https://8.8.8.8/v1/'), false, false);
    expect(split.settings).toEqual({ apiBaseUrl: 'https://8.8.8.8/v1' });
    expect(split.secrets).toEqual({ api_key: 'k', user_id: '42' });
  });

  it('adds https:// when no scheme was typed', async () => {
    const split = await checkFields(harvest, fields('8.8.4.4/v1'), false, false);
    expect(split.settings.apiBaseUrl).toBe('https://8.8.4.4/v1');
  });

  it('refuses a private address without the switch, and says where the switch is', async () => {
    for (const address of ['https://127.0.0.1:8443/v1', 'https://10.0.0.5/v1', 'https://localhost/v1']) {
      const errors = await fieldErrors(checkFields(harvest, fields(address), false, false));
      expect(errors.apiBaseUrl).toMatch(/^API address: .*(loopback|private)/);
      expect(errors.apiBaseUrl).toMatch(/Team settings › Engagement/);
    }
  });

  it('refuses plain http without the switch; accepts http and private addresses with it', async () => {
    const refused = await fieldErrors(checkFields(harvest, fields('http://8.8.8.8/v1'), false, false));
    expect(refused.apiBaseUrl).toMatch(/must start with https:\/\//);
    const split = await checkFields(harvest, fields('http://127.0.0.1:4010/v1'), true, false);
    expect(split.settings.apiBaseUrl).toBe('http://127.0.0.1:4010/v1');
  });

  it('refuses metadata addresses even with the switch, credentials in the URL, queries and junk', async () => {
    const cases: [string, RegExp][] = [
      ['http://169.254.169.254/latest', /metadata|link-local/],
      ['https://user:pw@8.8.8.8/v1', /user name or password/],
      ['https://8.8.8.8/v1?key=1', /query/],
      ['https://exa mple.com', /not a valid address/],
      ['ftp://8.8.8.8/', /must start with https/],
    ];
    for (const [address, message] of cases) {
      const errors = await fieldErrors(checkFields(harvest, fields(address), true, false));
      expect(errors.apiBaseUrl).toMatch(message);
      expect(errors.apiBaseUrl).not.toContain('pw@');
    }
  });

  it('is an unknown field for Workable and Workday, which carry their address already', async () => {
    const errors = await fieldErrors(
      checkFields(
        entry('workable'),
        { subdomain: 'acme', api_key: 'k', apiBaseUrl: 'https://8.8.8.8' },
        true,
        false,
      ),
    );
    expect(errors.apiBaseUrl).toBe('Workable has no field "apiBaseUrl"');
  });

  it('on Configure, a blank address goes back to the vendor address; the change is reported', async () => {
    const typed = await checkFields(harvest, { apiBaseUrl: ' ' }, false, true);
    expect(typed.settings).toEqual({ apiBaseUrl: '' });
    expect(mergeApiAddress({ apiBaseUrl: 'https://a.example/v1', x: 'y' }, typed.settings)).toEqual({
      settings: { x: 'y' },
      changed: { from: 'https://a.example/v1', to: null },
    });
    expect(mergeApiAddress({ x: 'y' }, {})).toEqual({ settings: { x: 'y' }, changed: null });
    expect(
      mergeApiAddress({ apiBaseUrl: 'https://a.example/v1' }, { apiBaseUrl: 'https://a.example/v1' }).changed,
    ).toBeNull();
    expect(mergeApiAddress({}, { apiBaseUrl: 'https://b.example/v1' })).toEqual({
      settings: { apiBaseUrl: 'https://b.example/v1' },
      changed: { from: null, to: 'https://b.example/v1' },
    });
  });

  it('maps onto the connectors’ baseUrl', () => {
    expect(credentialsFromFields({ apiBaseUrl: 'https://eu.example/v1', api_key: 'k' })).toEqual({
      baseUrl: 'https://eu.example/v1',
      apiKey: 'k',
    });
  });
});

describe('the test on save reaches the overridden address', () => {
  const KEY = 'harvest-key-for-the-api-address';
  let server: VendorServer;
  beforeAll(async () => {
    registerVendorConnectionTests();
    server = await startVendorServer((req) => {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)
        return { status: 401, json: { message: 'Invalid Basic Auth credentials' } };
      if (req.method === 'GET' && req.path === '/sandbox/v1/jobs')
        return { json: [{ id: 1, name: 'Backend Engineer', status: 'open', offices: [] }] };
      return undefined;
    });
  });
  afterAll(() => server.close());

  it('signs in at the API address from the settings', async () => {
    const outcome = await testConnection(
      'greenhouse_harvest',
      { api_key: KEY },
      { settings: { apiBaseUrl: `${server.url}/sandbox/v1` }, allowPrivateHosts: true },
    );
    expect(outcome).toEqual({ ok: true, message: 'Signed in to Greenhouse Harvest: 1 job found.' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sandbox/v1/jobs']);
  });
});
