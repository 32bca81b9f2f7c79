/**
 * SAML sign-in end to end on a real database with real signed Responses (test-idp.ts): the admin
 * uploads the IdP metadata and turns SAML on, the SP metadata downloads, the login redirects to
 * the IdP, and the assertion consumer signs in — or refuses a tampered signature, another key,
 * an expired assertion, a wrong audience or recipient, a replay, an unknown user without
 * just-in-time provisioning. "SSO required" refuses password sign-in for the domain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import {
  assertionId,
  idpMetadata,
  makeIdpKey,
  type ResponseOptions,
  signedResponseXml,
  type TestIdpKey,
  toPostBody,
} from './test-idp';

let t: TestApp;
let admin: TestClient; // demo@: team admin of the pro team (Northwind Talent org)
let member: TestClient; // relationships@: same team, no team settings
let idp: TestIdpKey;
let otherKey: TestIdpKey;
let settings: { saml: { acsUrl: string; spEntityId: string; loginUrl: string } };
let connectionId = '';
const IDP_ENTITY = 'https://idp.northwind.example/metadata';
const IDP_SSO = 'https://idp.northwind.example/sso';
const SSO_USER = 'sam.single@northwind.example';
const q = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);

const baseSettings = {
  slug: 'northwind',
  domains: ['northwind.example'],
  ssoRequired: false,
  jitProvisioning: false,
  samlEnabled: true,
  oidcEnabled: false,
};

async function postAcs(xml: string, relayState?: string, id = connectionId) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/sso/saml/${id}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.northwind.example' },
    payload: toPostBody(xml, relayState),
  });
  const session = res.cookies.find((c) => c.name === 'tb_session');
  return { status: res.statusCode, location: String(res.headers.location ?? ''), session: session?.value };
}

const response = (o: Partial<ResponseOptions> = {}, key = idp) =>
  signedResponseXml(key, {
    issuer: IDP_ENTITY,
    audience: settings.saml.spEntityId,
    recipient: settings.saml.acsUrl,
    email: SSO_USER,
    ...o,
  });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = new TestClient(t.app);
  await admin.login('demo@talentbase.dev');
  member = new TestClient(t.app);
  await member.login('relationships@talentbase.dev');
  idp = makeIdpKey();
  otherKey = makeIdpKey();
  // A member of the pro team with a northwind.example address and a password.
  const team = (
    await q(
      "select m.team_id from team_members m join users u on u.id = m.user_id where u.email = 'demo@talentbase.dev'",
    )
  ).rows[0].team_id;
  const user = await q(
    "insert into users (email, full_name, password_hash) values ($1, 'Sam Single', $2) returning id",
    [SSO_USER, await hashPassword('Talentbase!2026')],
  );
  await q('insert into team_members (team_id, user_id, email, status) values ($1, $2, $3, 1)', [
    team,
    user.rows[0].id,
    SSO_USER,
  ]);
}, 120_000);
afterAll(() => t.close());

describe('settings', () => {
  it('only team admins see and change SSO settings', async () => {
    expect((await member.get('/api/team-settings/sso')).status).toBe(403);
    const res = await admin.get('/api/team-settings/sso');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ configured: false, saml: { enabled: false } });
  });

  it('refuses SAML on before the IdP metadata, and unreadable metadata, with 400', async () => {
    const early = await admin.put('/api/team-settings/sso', baseSettings);
    expect(early.status).toBe(400);
    expect(early.body.details.fields.samlEnabled).toMatch(/metadata/);
    for (const xml of [
      'not xml',
      '<x/>',
      '<!DOCTYPE x [<!ENTITY a "b">]><x/>',
      idpMetadata(IDP_ENTITY, IDP_SSO, 'bm90IGEgY2VydA=='),
    ]) {
      const bad = await admin.post('/api/team-settings/sso/saml/idp-metadata', { xml });
      expect(bad.status, xml.slice(0, 30)).toBe(400);
    }
  });

  it('reads entityID, SSO URL and certificate from the uploaded metadata and turns SAML on', async () => {
    const up = await admin.post('/api/team-settings/sso/saml/idp-metadata', {
      xml: idpMetadata(IDP_ENTITY, IDP_SSO, idp.certBody),
    });
    expect(up.status).toBe(200);
    expect(up.body.data.saml).toMatchObject({ idpEntityId: IDP_ENTITY, idpSsoUrl: IDP_SSO });
    expect(up.body.data.saml.idpCertificateFingerprint).toMatch(/^[0-9A-F:]+$/);
    const put = await admin.put('/api/team-settings/sso', baseSettings);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      configured: true,
      slug: 'northwind',
      domains: ['northwind.example'],
    });
    settings = put.body.data;
    connectionId = settings.saml.acsUrl.split('/').at(-2) ?? '';
    const audit = await q(
      "select action, actor_user_id from audit_log where action like 'sso.%' order by id",
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['sso.idp_metadata_uploaded', 'sso.settings_updated']);
  });

  it('refuses a domain whose people belong to another organisation', async () => {
    const res = await admin.put('/api/team-settings/sso', {
      ...baseSettings,
      domains: ['northwind.example', 'talentbase.dev'],
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.domains).toMatch(/another organisation/);
  });

  it('serves the SP metadata and redirects the login to the IdP', async () => {
    const meta = await t.app.inject({ method: 'GET', url: `/api/auth/sso/saml/${connectionId}/metadata` });
    expect(meta.statusCode).toBe(200);
    expect(meta.body).toContain(`entityID="${settings.saml.spEntityId}"`);
    expect(meta.body).toContain(settings.saml.acsUrl);
    expect(meta.body).toContain('WantAssertionsSigned="true"');
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sso/saml/northwind/login?returnTo=/v5/talent-pool/project-list',
    });
    expect(login.statusCode).toBe(302);
    const to = new URL(String(login.headers.location));
    expect(`${to.origin}${to.pathname}`).toBe(IDP_SSO);
    expect(to.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(to.searchParams.get('RelayState')).toBe('/v5/talent-pool/project-list');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/auth/sso/saml/nobody-here/login' });
    expect(unknown.statusCode).toBe(303);
    expect(unknown.headers.location).toContain('ssoError=not_configured');
  });

  it('discovers the SSO login from an email domain', async () => {
    const anon = new TestClient(t.app);
    const res = await anon.post('/api/auth/sso/discover', { email: 'Someone@Northwind.example' });
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toBe('/api/auth/sso/saml/northwind/login');
    expect((await anon.post('/api/auth/sso/discover', { email: 'x@elsewhere.example' })).status).toBe(404);
    expect((await anon.post('/api/auth/sso/discover', { email: 'nope' })).status).toBe(400);
  });

  it('keeps the sign-in name and domains on the organisation row, the only store', async () => {
    const org = await q(
      'select o.slug, o.allowed_domains from organizations o join sso_connections c on c.org_id = o.id',
    );
    expect(org.rows).toEqual([{ slug: 'northwind', allowed_domains: ['northwind.example'] }]);
    const cols = await q(
      "select column_name from information_schema.columns where table_name = 'sso_connections' and column_name in ('slug', 'domains')",
    );
    expect(cols.rowCount).toBe(0);
  });

  it('refuses a sign-in name or a domain another organisation holds, without writing', async () => {
    await q(
      "update organizations set slug = 'starter-co', allowed_domains = '{starter.example}' where name = 'Sam Starter Recruiting'",
    );
    const slug = await admin.put('/api/team-settings/sso', { ...baseSettings, slug: 'starter-co' });
    expect(slug.status).toBe(409);
    expect(slug.body.details.fields.slug).toMatch(/another organisation/i);
    const domain = await admin.put('/api/team-settings/sso', {
      ...baseSettings,
      domains: ['northwind.example', 'starter.example'],
    });
    expect(domain.status).toBe(400);
    expect(domain.body.details.fields.domains).toMatch(
      /starter.example already belongs to another organisation/,
    );
    expect((await admin.get('/api/team-settings/sso')).body.data).toMatchObject({
      slug: 'northwind',
      domains: ['northwind.example'],
    });
    await q(
      "update organizations set slug = null, allowed_domains = '{}' where name = 'Sam Starter Recruiting'",
    );
  });

  it('follows a sign-in name changed on the organisation settings page', async () => {
    await q("update organizations set slug = 'northwind-talent' where slug = 'northwind'");
    const login = await t.app.inject({ method: 'GET', url: '/api/auth/sso/saml/northwind-talent/login' });
    expect(login.statusCode).toBe(302);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/sso/saml/northwind/login' });
    expect(old.headers.location).toContain('ssoError=not_configured');
    expect((await admin.get('/api/team-settings/sso')).body.data.saml.loginUrl).toMatch(
      /\/api\/auth\/sso\/saml\/northwind-talent\/login$/,
    );
    await q("update organizations set slug = 'northwind' where slug = 'northwind-talent'");
  });
});

describe('assertion consumer', () => {
  it('signs in with a real signed response, exactly like a password sign-in, and goes to RelayState', async () => {
    const res = await postAcs(response(), '/v5/talent-pool/project-list');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/v5/talent-pool/project-list');
    expect(res.session).toBeTruthy();
    const browser = new TestClient(t.app);
    browser.setCookie('tb_session', res.session);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(SSO_USER);
    const audit = await q(
      "select metadata from audit_log where action = 'auth.login' order by id desc limit 1",
    );
    expect(audit.rows[0].metadata).toMatchObject({ via: 'sso', protocol: 'saml' });
  });

  it('never redirects RelayState to another site', async () => {
    const res = await postAcs(response(), 'https://evil.example/');
    expect(res.location).toBe('/');
    expect((await postAcs(response(), '//evil.example/')).location).toBe('/');
  });

  async function expectRefused(xml: string, code = 'invalid_response', reason?: RegExp) {
    const before = (await q('select count(*)::int as n from sessions')).rows[0].n;
    const res = await postAcs(xml);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/login?ssoError=${code}`);
    expect(res.session).toBeUndefined();
    expect((await q('select count(*)::int as n from sessions')).rows[0].n).toBe(before);
    const audit = await q(
      "select metadata from audit_log where action = 'auth.sso_failed' order by id desc limit 1",
    );
    expect(audit.rows[0].metadata.code).toBe(code);
    if (reason) expect(audit.rows[0].metadata.reason).toMatch(reason);
  }

  it('refuses a tampered signature', async () => {
    const xml = response()
      .replace(SSO_USER, 'demo@northwind.example')
      .replace(SSO_USER, 'demo@northwind.example');
    await expectRefused(xml, 'invalid_response', /signature/i);
  });

  it('refuses a response signed by another key', async () => {
    await expectRefused(response({}, otherKey), 'invalid_response', /signature/i);
  });

  it('refuses an expired assertion and one not yet valid', async () => {
    await expectRefused(
      response({ notBeforeMinutes: -20, notOnOrAfterMinutes: -10 }),
      'invalid_response',
      /expired/i,
    );
    await expectRefused(
      response({ notBeforeMinutes: 10, notOnOrAfterMinutes: 20 }),
      'invalid_response',
      /not yet valid/i,
    );
  });

  it('refuses a wrong audience', async () => {
    await expectRefused(
      response({ audience: 'https://someone-else.example/sp' }),
      'invalid_response',
      /audience/i,
    );
  });

  it('refuses a wrong recipient and a wrong destination', async () => {
    await expectRefused(
      response({ recipient: 'https://someone-else.example/acs', destination: settings.saml.acsUrl }),
      'invalid_response',
      /Recipient/,
    );
    await expectRefused(
      response({ destination: 'https://someone-else.example/acs' }),
      'invalid_response',
      /Destination/,
    );
  });

  it('refuses a replayed assertion', async () => {
    const xml = response({ assertionId: assertionId() });
    expect((await postAcs(xml)).session).toBeTruthy();
    await expectRefused(xml, 'replayed');
    const stored = await q('select expires_at from sso_used_assertions');
    expect(stored.rows.length).toBeGreaterThan(0);
  });

  it('refuses an email outside the organisation\u2019s domains', async () => {
    await expectRefused(response({ email: 'demo@talentbase.dev' }), 'wrong_domain');
  });

  it('with just-in-time provisioning off, refuses an unknown user; on, provisions them', async () => {
    await expectRefused(response({ email: 'new.person@northwind.example' }), 'no_account');
    expect(
      (await q("select count(*)::int as n from users where email = 'new.person@northwind.example'")).rows[0]
        .n,
    ).toBe(0);
    expect(
      (await admin.put('/api/team-settings/sso', { ...baseSettings, jitProvisioning: true })).status,
    ).toBe(200);
    const res = await postAcs(response({ email: 'new.person@northwind.example', name: 'New Person' }));
    expect(res.session).toBeTruthy();
    const row = await q(
      "select m.status, m.license, u.full_name from team_members m join users u on u.id = m.user_id where u.email = 'new.person@northwind.example'",
    );
    expect(row.rows[0]).toEqual({ status: 1, license: 'Recruiter', full_name: 'New Person' });
    const audit = await q("select count(*)::int as n from audit_log where action = 'auth.sso_failed'");
    expect(audit.rows[0].n).toBeGreaterThanOrEqual(8);
  });

  it('refuses a member whose seat was cancelled', async () => {
    await q("update team_members set status = 0 where email = 'new.person@northwind.example'");
    await expectRefused(response({ email: 'new.person@northwind.example' }), 'seat_cancelled');
  });
});

describe('SSO required', () => {
  it('refuses password sign-in for the domain with a message pointing to SSO; others sign in as before', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.login(SSO_USER)).status).toBe(200);
    const put = await admin.put('/api/team-settings/sso', { ...baseSettings, ssoRequired: true });
    expect(put.status).toBe(200);
    const refused = await new TestClient(t.app).login(SSO_USER);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Sign in with SSO/);
    expect(refused.body.details).toEqual({ ssoRequired: true });
    // An unknown address of the domain gets the same answer (nothing to learn about accounts).
    const unknown = await new TestClient(t.app).login('ghost@northwind.example', 'whatever');
    expect(unknown.status).toBe(403);
    expect((await new TestClient(t.app).login('demo@talentbase.dev')).status).toBe(200);
    // SSO itself still works.
    expect((await postAcs(response())).session).toBeTruthy();
  });

  it('cannot require SSO with no protocol on', async () => {
    const res = await admin.put('/api/team-settings/sso', {
      ...baseSettings,
      samlEnabled: false,
      ssoRequired: true,
    });
    expect(res.status).toBe(400);
  });

  it('another team of the organisation cannot change it', async () => {
    const other = new TestClient(t.app);
    await other.login('growth.admin@talentbase.dev');
    expect((await other.put('/api/team-settings/sso', baseSettings)).status).toBe(409);
  });
});
