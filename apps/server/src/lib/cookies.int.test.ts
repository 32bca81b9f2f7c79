/**
 * The cookies' Secure flag (issue 12, part 9): secure over HTTPS (X-Forwarded-Proto from a trusted
 * proxy counts) and in production for any non-loopback host, while the plain-HTTP local start
 * (production mode on http://localhost:3000) keeps working; COOKIE_SECURE forces it either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../test/test-app';

const PROXY = '10.9.8.7';
const COOKIES = ['tb_session', 'tb_csrf', 'tb_device'];

/** `name -> Secure?` for every cookie a sign-in sets. */
async function cookieFlags(t: TestApp, origin: { remoteAddress?: string; headers: Record<string, string> }) {
  const c = new TestClient(t.app, origin);
  const csrf = await c.get('/api/auth/csrf');
  const login = await c.login('demo@talentbase.dev');
  expect(login.status).toBe(200);
  const setCookies = [csrf.headers['set-cookie'], login.headers['set-cookie']].flat().map(String);
  const flags: Record<string, boolean> = {};
  for (const line of setCookies) {
    const name = line.split('=')[0] ?? '';
    if (COOKIES.includes(name)) flags[name] = /;\s*Secure/i.test(line);
  }
  expect(Object.keys(flags).sort()).toEqual([...COOKIES].sort());
  return flags;
}

const all = (secure: boolean) => Object.fromEntries(COOKIES.map((n) => [n, secure]));

describe('in production mode, deciding per request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { NODE_ENV: 'production', TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  it('keeps the plain-HTTP local start working: no Secure on http://localhost', async () => {
    expect(await cookieFlags(t, { headers: { host: 'localhost:3000' } })).toEqual(all(false));
    expect(await cookieFlags(t, { headers: { host: '127.0.0.1:3000' } })).toEqual(all(false));
  });

  it('marks every cookie Secure behind a trusted TLS proxy', async () => {
    const flags = await cookieFlags(t, {
      remoteAddress: PROXY,
      headers: { host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
    });
    expect(flags).toEqual(all(true));
  });

  it('marks every cookie Secure for a public host even over plain HTTP', async () => {
    expect(await cookieFlags(t, { headers: { host: 'talent.example.com' } })).toEqual(all(true));
  });
});

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  it('follows the protocol: Secure over HTTPS through the trusted proxy, not over HTTP', async () => {
    expect(await cookieFlags(t, { headers: { host: 'talent.example.com' } })).toEqual(all(false));
    const https = { host: 'talent.example.com', 'x-forwarded-proto': 'https' };
    expect(await cookieFlags(t, { remoteAddress: PROXY, headers: https })).toEqual(all(true));
    // A peer that is not the trusted proxy cannot claim HTTPS (nor would it gain anything).
    expect(await cookieFlags(t, { remoteAddress: '203.0.113.5', headers: https })).toEqual(all(false));
  });
});

describe('COOKIE_SECURE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { NODE_ENV: 'production', COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t.close());

  it('forces Secure, even on localhost', async () => {
    expect(await cookieFlags(t, { headers: { host: 'localhost:3000' } })).toEqual(all(true));
  });
});
