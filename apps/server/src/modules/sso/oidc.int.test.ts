/**
 * OpenID Connect sign-in against a real provider (oidc-provider in this process): the admin
 * enters issuer, client id and secret; the login redirects with PKCE, state and nonce; the
 * callback exchanges the code and signs in. A bad or reused state is refused, the secret never
 * comes back to the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { startOidcProvider, type TestOidcProvider } from './test-oidc-provider';

let t: TestApp;
let admin: TestClient;
let op: TestOidcProvider;
let redirectUri = '';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

async function inject(url: string) {
  const u = new URL(url, 'http://localhost');
  const res = await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  return {
    status: res.statusCode,
    location: String(res.headers.location ?? ''),
    session: res.cookies.find((c) => c.name === 'tb_session')?.value,
  };
}

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { SECRETS_KEY: 'a-test-secrets-key-of-at-least-32-characters' },
  });
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  const base = {
    slug: 'northwind',
    domains: ['northwind.example'],
    ssoRequired: false,
    jitProvisioning: true,
    samlEnabled: false,
    oidcEnabled: false,
  };
  redirectUri = (await admin.put('/api/team-settings/sso', base)).body.data.oidc.redirectUri;
  op = await startOidcProvider(redirectUri);
  // The provider runs on this machine: the team allows private hosts (the SSRF guard's allowance).
  await admin.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
  const res = await admin.put('/api/team-settings/sso', {
    slug: 'northwind',
    domains: ['northwind.example'],
    ssoRequired: false,
    jitProvisioning: true,
    samlEnabled: false,
    oidcEnabled: true,
    oidcIssuer: op.issuer,
    oidcClientId: op.clientId,
    oidcClientSecret: op.clientSecret,
  });
  expect(res.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await op?.close();
  await t.close();
});

describe('OpenID Connect', () => {
  it('keeps the client secret on the server', async () => {
    const res = await admin.get('/api/team-settings/sso');
    expect(res.body.data.oidc).toMatchObject({
      enabled: true,
      issuer: op.issuer,
      clientId: op.clientId,
      clientSecretSet: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(op.clientSecret);
    const stored = await q('select oidc_client_secret from sso_connections');
    expect(stored.rows[0].oidc_client_secret).not.toContain(op.clientSecret);
  });

  it('signs in with authorization code + PKCE, checking state and nonce', async () => {
    const start = await inject('/api/auth/sso/oidc/northwind/login?returnTo=/engage/inbox');
    expect(start.status).toBe(302);
    const auth = new URL(start.location);
    expect(auth.origin).toBe(op.issuer);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('state')).toBeTruthy();
    expect(auth.searchParams.get('nonce')).toBeTruthy();
    op.signInAs('olivia.oidc@northwind.example', 'Olivia Oidc');
    const back = await op.authorize(start.location);
    expect(back.startsWith(redirectUri)).toBe(true);
    const done = await inject(back);
    expect(done.status).toBe(303);
    expect(done.location).toBe('/engage/inbox');
    const browser = new TestClient(t.app);
    browser.setCookie('tb_session', done.session);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('olivia.oidc@northwind.example');
    // The same answer again: the state was used once.
    const again = await inject(back);
    expect(again.location).toBe('/login?ssoError=invalid_response');
    expect(again.session).toBeUndefined();
  });

  it('refuses a bad state', async () => {
    const start = await inject('/api/auth/sso/oidc/northwind/login');
    op.signInAs('olivia.oidc@northwind.example');
    const back = new URL(await op.authorize(start.location));
    back.searchParams.set('state', 'forged-state-value');
    const res = await inject(back.toString());
    expect(res.status).toBe(303);
    expect(res.location).toBe('/login?ssoError=invalid_response');
    expect(res.session).toBeUndefined();
    const audit = await q(
      "select metadata from audit_log where action = 'auth.sso_failed' order by id desc limit 1",
    );
    expect(audit.rows[0].metadata).toMatchObject({ protocol: 'oidc', code: 'invalid_response' });
  });

  it('refuses an email outside the organisation\u2019s domains', async () => {
    const start = await inject('/api/auth/sso/oidc/northwind/login');
    op.signInAs('intruder@elsewhere.example');
    const res = await inject(await op.authorize(start.location));
    expect(res.location).toBe('/login?ssoError=wrong_domain');
  });
});
