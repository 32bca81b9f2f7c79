/**
 * Invitations accepted through single sign-on (issue 17, parts 3 and 6), against a real OpenID
 * provider in this process: the invitation page offers SSO for an address of the organisation's
 * domains; the provider must vouch for the invited address (otherwise the invitation stays
 * usable); the flow belongs to the browser that started it; the invitation is taken up like a
 * password accept, even with just-in-time provisioning off; "SSO required" leaves no password
 * accept. Also: the OpenID issuer goes through the SSRF guard, and an existing account's
 * password given on an invitation is throttled like sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOrganization, createTeam } from '../../db/seed/factories';
import type { SystemMessage } from '../../lib/system-mail';
import { createTestApp, type TestApp, TestClient, type TestResponse } from '../../test/test-app';
import { idpMetadata, makeIdpKey, signedResponseXml, toPostBody } from './test-idp';
import { startOidcProvider, type TestOidcProvider } from './test-oidc-provider';

let t: TestApp;
let admin: TestClient;
let op: TestOidcProvider;
const mail: SystemMessage[] = [];
const q = async (text: string, values: unknown[] = []) => (await t.db.pool.query(text, values)).rows;
const tokenOf = (to: string) =>
  /\/invitation\/([A-Za-z0-9_-]+)/.exec([...mail].reverse().find((m) => m.to === to)?.text ?? '')?.[1] ?? '';
const DOMAIN = 'northwind.example';
const sso = (over: Record<string, unknown> = {}) => ({
  slug: 'northwind',
  domains: [DOMAIN, 'example.com'],
  ssoRequired: false,
  jitProvisioning: false,
  samlEnabled: false,
  oidcEnabled: true,
  oidcIssuer: op.issuer,
  oidcClientId: op.clientId,
  oidcClientSecret: op.clientSecret,
  ...over,
});

async function invite(email: string) {
  const res = await admin.post('/api/v1/team/invite', { emails: [email], license: 'Recruiter' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tokenOf(email);
}

/** The browser's trip: start on our side, the provider's pages, back to our callback. */
async function throughProvider(browser: TestClient, token: string, as: string) {
  const start = await browser.get(`/api/auth/sso/invitations/${token}/start`);
  expect(start.status).toBe(302);
  const location = String(start.headers.location);
  expect(location.startsWith(op.issuer)).toBe(true);
  op.signInAs(as, 'Ivy Invited');
  const back = new URL(await op.authorize(location));
  return { start, callback: `${back.pathname}${back.search}` };
}

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { SECRETS_KEY: 'a-test-secrets-key-of-at-least-32-characters', LOGIN_MAX_FAILURES: '3' },
    systemMailer: { send: async (m) => void mail.push(m) },
  });
  admin = new TestClient(t.app);
  expect((await admin.login('admin@talentbase.dev')).status).toBe(200);
  const first = await admin.put('/api/team-settings/sso', {
    slug: 'northwind',
    domains: [DOMAIN, 'example.com'],
    ssoRequired: false,
    jitProvisioning: false,
    samlEnabled: false,
    oidcEnabled: false,
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  op = await startOidcProvider(first.body.data.oidc.redirectUri);
}, 120_000);
afterAll(async () => {
  await op?.close();
  await t.close();
});

describe('the OpenID issuer goes through the SSRF guard', () => {
  it('refuses an issuer on a private or loopback address when the team does not allow private hosts', async () => {
    const priv = await admin.put('/api/team-settings/sso', sso({ oidcIssuer: 'https://10.20.30.40' }));
    expect(priv.status).toBe(400);
    expect(priv.body.message).toBe(
      'This issuer cannot be used: 10.20.30.40 is a private network address, which Talentbase does not connect to; private network hosts are not enabled on this installation',
    );
    expect(priv.body.details.fields.oidcIssuer).toBe(priv.body.message);
    const metadata = await admin.put(
      '/api/team-settings/sso',
      sso({ oidcIssuer: 'https://169.254.169.254' }),
    );
    expect(metadata.status).toBe(400);
    expect(metadata.body.message).toContain('cloud metadata');
    const local = await admin.put('/api/team-settings/sso', sso());
    expect(local.status).toBe(400);
    expect(local.body.message).toContain("this server's own loopback address");
    const plain = await admin.put('/api/team-settings/sso', sso({ oidcIssuer: 'http://idp.example.com' }));
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('Enter an issuer starting with https://');
    const stored = await q('select oidc_enabled, oidc_issuer from sso_connections');
    expect(stored[0]).toMatchObject({ oidc_enabled: false, oidc_issuer: null });
  });

  it('takes a provider on this machine once the team allows private hosts', async () => {
    const allow = await admin.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
    expect(allow.status).toBe(200);
    const saved = await admin.put('/api/team-settings/sso', sso());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A sign-in reaches the provider (discovery through the guard).
    const start = await new TestClient(t.app).get('/api/auth/sso/oidc/northwind/login');
    expect(start.status).toBe(302);
    expect(String(start.headers.location).startsWith(op.issuer)).toBe(true);
  });

  it('stops calling the provider when the allowance is taken back', async () => {
    await admin.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: false });
    const start = await new TestClient(t.app).get('/api/auth/sso/oidc/northwind/login');
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe('/login?ssoError=not_configured');
    await admin.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
  });
});

describe('accepting an invitation through single sign-on', () => {
  it('sends a browser on another host name to the public address first, where the cookie belongs', async () => {
    const token = await invite('hop@northwind.example');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/sso/invitations/${token}/start`,
      headers: { host: '127.0.0.1:3343' },
    });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.hostname).toBe('localhost');
    expect(`${to.pathname}${to.search}`).toBe(`/api/auth/sso/invitations/${token}/start?hop=1`);
    expect(res.cookies.find((c) => c.name === 'tb_sso_invitation')).toBeUndefined();
  });

  it('offers single sign-on for an address of the organisation\u2019s domains only', async () => {
    const token = await invite('ivy@northwind.example');
    const info = await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`);
    expect(info.status).toBe(200);
    expect(info.body.sso).toEqual({ available: true, required: false });
    const other = await invite('someone@elsewhere.test');
    const plain = await new TestClient(t.app).get(`/api/v1/team/invitations/${other}`);
    expect(plain.body.sso).toEqual({ available: false, required: false });
    const start = await new TestClient(t.app).get(`/api/auth/sso/invitations/${other}/start`);
    expect(start.status).toBe(303);
    expect(start.headers.location).toBe(`/invitation/${other}?ssoError=not_configured`);
  });

  it('refuses another address than the invited one, and the invitation stays usable', async () => {
    const token = tokenOf('ivy@northwind.example');
    const browser = new TestClient(t.app);
    const { callback } = await throughProvider(browser, token, 'mallory@northwind.example');
    const done = await browser.get(callback);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`/invitation/${token}?ssoError=invitation_email_mismatch`);
    expect(browser.cookie('tb_session')).toBeUndefined();
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`)).status).toBe(200);
    const [audit] = await q(
      "select metadata from audit_log where action = 'auth.sso_failed' order by id desc limit 1",
    );
    expect(audit.metadata).toMatchObject({
      code: 'invitation_email_mismatch',
      email: 'mallory@northwind.example',
    });
    expect(await q("select 1 from users where email = 'mallory@northwind.example'")).toHaveLength(0);
  });

  it('is finished only by the browser that started it', async () => {
    const token = tokenOf('ivy@northwind.example');
    const { callback } = await throughProvider(new TestClient(t.app), token, 'ivy@northwind.example');
    const stranger = new TestClient(t.app);
    const done = await stranger.get(callback);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/login?ssoError=invitation_browser');
    expect(stranger.cookie('tb_session')).toBeUndefined();
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`)).status).toBe(200);
  });

  it('takes up the invitation like a password accept, with just-in-time provisioning off', async () => {
    const token = tokenOf('ivy@northwind.example');
    const browser = new TestClient(t.app);
    // The provider may spell the address in capitals.
    const { callback } = await throughProvider(browser, token, 'Ivy@Northwind.Example');
    const done = await browser.get(callback);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/');
    expect(browser.cookie('tb_sso_invitation')).toBeUndefined();
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('ivy@northwind.example');
    expect(me.body.user.fullName).toBe('Ivy Invited');
    const [member] = await q(
      `select m.status, m.license, t.name from team_members m join teams t on t.id = m.team_id
        join users u on u.id = m.user_id where u.email = 'ivy@northwind.example'`,
    );
    expect(member).toEqual({ status: 1, license: 'Recruiter', name: 'Northwind Recruiting' });
    const [accepted] = await q(
      "select metadata from audit_log where action = 'member.invitation_accepted' order by id desc limit 1",
    );
    expect(accepted.metadata).toMatchObject({ email: 'ivy@northwind.example', via: 'sso' });
    // Single use: the link and a second trip are refused.
    const again = await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`);
    expect(again.status).toBe(410);
    const restart = await new TestClient(t.app).get(`/api/auth/sso/invitations/${token}/start`);
    expect(restart.headers.location).toBe(`/invitation/${token}`);
  });

  it('leaves no password accept when the organisation requires single sign-on', async () => {
    const token = await invite('rita@northwind.example');
    expect((await admin.put('/api/team-settings/sso', sso({ ssoRequired: true }))).status).toBe(200);
    const guest = new TestClient(t.app);
    const info = await guest.get(`/api/v1/team/invitations/${token}`);
    expect(info.body.sso).toEqual({ available: true, required: true });
    const res = await guest.post(`/api/v1/team/invitations/${token}/accept`, {
      fullName: 'Rita',
      password: 'Str0ng&Secret-pass',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Your organisation signs in through single sign-on: accept the invitation with Continue with single sign-on.',
    );
    expect(await q("select 1 from users where email = 'rita@northwind.example'")).toHaveLength(0);
    const { callback } = await throughProvider(guest, token, 'rita@northwind.example');
    expect((await guest.get(callback)).headers.location).toBe('/');
    expect((await guest.get('/api/auth/me')).body.user.email).toBe('rita@northwind.example');
    expect((await admin.put('/api/team-settings/sso', sso({ ssoRequired: false }))).status).toBe(200);
  });
});

describe('accepting with an existing account\u2019s password is throttled like sign-in', () => {
  it('slows down wrong passwords per invitation and per address', async () => {
    const org = await createOrganization(t.db.db, 'Elsewhere Ltd');
    const team = await createTeam(t.db.db, org.id, { name: 'Elsewhere', plan: 'pro' });
    await createMember(t.db.db, team.id, {
      email: 'owen@elsewhere.test',
      fullName: 'Owen',
      password: 'Owen-Right-Pass1!',
    });
    const token = await invite('owen@elsewhere.test');
    const guesser = new TestClient(t.app, { remoteAddress: '192.0.2.77' });
    const statuses: number[] = [];
    let last: TestResponse | null = null;
    for (let i = 0; i < 4; i++) {
      last = await guesser.post(`/api/v1/team/invitations/${token}/accept`, { password: 'Wrong-guess-1!' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(last?.body.code).toBe('ACCOUNT_LOCKED');
    expect(last?.body.message).toMatch(
      /^Too many wrong passwords for this invitation\. Try again in \d+ seconds\.$/,
    );
    // While it waits, even the right password from elsewhere is refused without being checked ...
    const owner = new TestClient(t.app, { remoteAddress: '192.0.2.78' });
    const right = await owner.post(`/api/v1/team/invitations/${token}/accept`, {
      password: 'Owen-Right-Pass1!',
    });
    expect(right.status).toBe(429);
    // ... and the address's sign-in is slowed down as well: the invitation is no way around it.
    expect((await owner.login('owen@elsewhere.test', 'Owen-Right-Pass1!')).status).toBe(429);
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`)).status).toBe(200);
  });
});

describe('accepting an invitation through SAML', () => {
  it('keeps the invitation for the browser that started, and takes it up from the signed assertion', async () => {
    const key = makeIdpKey();
    const IDP = 'https://idp.northwind.example';
    const up = await admin.post('/api/team-settings/sso/saml/idp-metadata', {
      xml: idpMetadata(`${IDP}/metadata`, `${IDP}/sso`, key.certBody),
    });
    expect(up.status).toBe(200);
    const saved = await admin.put('/api/team-settings/sso', sso({ samlEnabled: true }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { acsUrl, spEntityId } = saved.body.data.saml;
    const acsPath = new URL(acsUrl).pathname;
    const token = await invite('sam@northwind.example');
    const assertion = () =>
      toPostBody(
        signedResponseXml(key, {
          issuer: `${IDP}/metadata`,
          audience: spEntityId,
          recipient: acsUrl,
          email: 'sam@northwind.example',
          name: 'Sam Saml',
        }),
      );
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    const browser = new TestClient(t.app);
    const start = await browser.get(`/api/auth/sso/invitations/${token}/start`);
    expect(start.status).toBe(302);
    expect(String(start.headers.location).startsWith(`${IDP}/sso?SAMLRequest=`)).toBe(true);
    expect(browser.cookie('tb_sso_invitation')).toBeTruthy();

    // Another browser posting an assertion for the invited address signs in as usual: with
    // just-in-time provisioning off, the invited person has no account yet, and the invitation stays.
    const other = await new TestClient(t.app).request('POST', acsPath, assertion(), form);
    expect(other.status).toBe(303);
    expect(other.headers.location).toBe('/login?ssoError=no_account');
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`)).status).toBe(200);

    const done = await browser.request('POST', acsPath, assertion(), form);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/');
    const me = await browser.get('/api/auth/me');
    expect(me.body.user).toMatchObject({ email: 'sam@northwind.example', fullName: 'Sam Saml' });
    expect((await new TestClient(t.app).get(`/api/v1/team/invitations/${token}`)).status).toBe(410);
  });
});
