import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorHttp, retryAfterMs, sameOrigin } from './http';
import { caught, startVendorServer, testOptions, type VendorServer } from './test-support/vendor-server';

let server: VendorServer;
beforeAll(async () => {
  server = await startVendorServer(() => ({ json: { ok: true } }));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const SECRET = 'super-secret-api-key-1';
const core = (sleeps: number[] = []) => new ConnectorHttp('Vendor', testOptions({ apiKey: SECRET }, sleeps));

describe('connector HTTP core', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('a create answered 500 is not sent again (it may have been written)', async () => {
    server.inject({ status: 500 }, 3);
    const sleeps: number[] = [];
    const error = await caught(
      core(sleeps).request({ method: 'POST', url: `${server.url}/things`, body: '{}' }),
    );
    expect(error.kind).toBe('unavailable');
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toHaveLength(0);
  });

  it('a create answered 429 is sent again (it was refused before any work)', async () => {
    server.inject({ status: 429, headers: { 'retry-after': '1' } });
    const res = await core().request({ method: 'POST', url: `${server.url}/things`, body: '{}' });
    expect(res.status).toBe(200);
    expect(server.requests).toHaveLength(2);
  });

  it('a 4xx is never retried; 5xx retries stop after the limit', async () => {
    server.inject({ status: 422, json: { message: 'email is invalid' } });
    const error = await caught(core().request({ url: `${server.url}/x` }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('email is invalid');
    expect(server.requests).toHaveLength(1);
    server.reset();
    server.inject({ status: 503 }, 10);
    const sleeps: number[] = [];
    expect((await caught(core(sleeps).request({ url: `${server.url}/x` }))).kind).toBe('unavailable');
    expect(server.requests).toHaveLength(4);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]! - 250);
  });

  it('a vendor echoing the key (plain, Basic or URL-encoded) has it redacted, and the query string is never quoted', async () => {
    server.inject({
      status: 400,
      json: { message: `bad key ${SECRET} / ${Buffer.from(SECRET).toString('base64')}` },
    });
    const error = await caught(core().request({ url: `${server.url}/x?apikey=${SECRET}` }));
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain(Buffer.from(SECRET).toString('base64'));
    expect(error.message).toContain('[redacted]');
    expect(error.message).toContain('GET /x');
  });

  it('follows next-page links only on the same origin', () => {
    expect(sameOrigin('V', 'https://api.example.com/v1', '/v1/jobs?page=2')).toBe(
      'https://api.example.com/v1/jobs?page=2',
    );
    expect(() => sameOrigin('V', 'https://api.example.com/v1', 'https://api.example.com.evil.io/v1')).toThrow(
      /another host/,
    );
  });

  it('sends byte bodies unchanged through the guarded fetch', async () => {
    const bytes = new Uint8Array([0, 255, 13, 10, 128]);
    await core().request({ method: 'POST', url: `${server.url}/upload`, body: bytes });
    expect(new Uint8Array(server.requests[0]!.body)).toEqual(bytes);
  });
});

describe('connector HTTP core, transport security', () => {
  it('refuses plain http unless the team allows private hosts, before connecting', async () => {
    const strict = new ConnectorHttp('Vendor', {
      ...testOptions({ apiKey: SECRET }),
      allowPrivateHosts: false,
    });
    const error = await caught(strict.request({ url: 'http://ats.example.com/v1/jobs' }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/https/);
  });
});
