import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConnection } from './connection-test';
import { startVendorServer, type VendorServer } from './connectors/test-support/vendor-server';
import { registerVendorConnectionTests } from './vendor-connection-tests';

const KEY = 'harvest-key-for-the-test-on-save';
let server: VendorServer;

beforeAll(async () => {
  registerVendorConnectionTests();
  // Greenhouse Harvest as published: Basic auth with the key as user name, GET /v1/jobs.
  server = await startVendorServer((req) => {
    if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`)
      return { status: 401, json: { message: 'Invalid Basic Auth credentials' } };
    if (req.method === 'GET' && req.path === '/v1/jobs')
      return { json: [{ id: 1, name: 'Backend Engineer', status: 'open', offices: [] }] };
    return { status: 404, json: { message: 'not found' } };
  });
});
afterAll(() => server.close());

// The connector takes the API base with its version, as Greenhouse publishes it.
const context = () => ({ settings: { baseUrl: `${server.url}/v1` }, allowPrivateHosts: true });

describe('the test on save signs in to vendors Talentbase has a connector for', () => {
  it('accepts the right key and says what it found', async () => {
    expect(await testConnection('greenhouse_harvest', { api_key: KEY }, context())).toEqual({
      ok: true,
      message: 'Signed in to Greenhouse Harvest: 1 job found.',
    });
  });

  it('refuses a wrong key at once, without repeating it', async () => {
    const outcome = await testConnection('greenhouse_harvest', { api_key: 'wrong-key-42' }, context());
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/refused the credentials/);
    expect(outcome.message).not.toContain('wrong-key-42');
  });

  it('refuses a private address unless the team allows private hosts', async () => {
    const outcome = await testConnection(
      'greenhouse_harvest',
      { api_key: KEY },
      {
        settings: { baseUrl: `${server.url}/v1` },
        allowPrivateHosts: false,
      },
    );
    expect(outcome.ok).toBe(false);
  });
});
