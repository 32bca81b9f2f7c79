/**
 * Integration connections over HTTP against real PostgreSQL: the catalogue's installed state,
 * connect / configure / test / disconnect, field validation by the catalogue, the SSRF guard and
 * the team's private-host switch on custom URLs (with a real reachability test against a local
 * server), the admin-only and per-user rules, tenancy, the audit trail, and secrets that never
 * appear in an answer or in the server log.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { type ConnectionTester, reachabilityTest } from './connection-test';
import { credentialsAad } from './integrations.service';

const BASE = '/api/v1/integrations';
const SECRET = 'gh-harvest-S3cret-key-9f8e7d6c5b4a';
const SECRET_2 = 'gh-harvest-R0tated-key-1a2b3c4d5e6f';
const COPPER_TOKEN = 'copper-Personal-T0ken-77aa88bb';
const UKG_SECRET = 'ukg-Client-S3cret-0011223344';
const box = createSecretBox(crypto.randomBytes(32));

const logLines: string[] = [];
const answers: unknown[] = [];
const testerCalls: string[] = [];
/** Vendors cannot be reached from tests: a fake check, except for the custom-URL entries, which
 * get the real reachability check against the local server below. */
const tester: ConnectionTester = async (providerId, credentials, context) => {
  testerCalls.push(providerId);
  if (providerId === 'ukg_pro' || providerId === 'avature_connector')
    return reachabilityTest(providerId, credentials, context);
  if (Object.values(credentials).includes('refused-key'))
    return { ok: false, message: 'the API key was refused' };
  return { ok: true, message: 'Credentials accepted' };
};

let t: TestApp;
let admin: TestClient;
let demo: TestClient;
let vendor: http.Server;
let vendorStatus = 200;
let vendorUrl = '';

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}
async function call(
  client: TestClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const res = await client.request(method, url, body);
  answers.push(res.body);
  return res;
}
const state = async (client: TestClient, providerId: string) =>
  (await call(client, 'GET', `${BASE}/catalogue`)).body.states.find(
    (s: { providerId: string }) => s.providerId === providerId,
  );

beforeAll(async () => {
  vendor = http.createServer((_req, res) => {
    res.writeHead(vendorStatus, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  t = await createTestApp({
    seed: true,
    env: { LOG_LEVEL: 'debug' },
    deps: {
      secretBox: box,
      connectionTester: tester,
      logStream: { write: (line) => void logLines.push(line) },
    },
  });
  admin = await as('admin@talentbase.dev');
  demo = await as('crm@talentbase.dev');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => vendor?.close(resolve));
});

describe('the catalogue', () => {
  it('lists every connect entry with its state; pro plans only', async () => {
    const res = await call(demo, 'GET', `${BASE}/catalogue`);
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(false);
    expect(res.body.states).toHaveLength(70);
    const harvest = res.body.states.find(
      (s: { providerId: string }) => s.providerId === 'greenhouse_harvest',
    );
    expect(harvest).toMatchObject({
      installed: false,
      teamConnection: null,
      blockedReason: 'Only an admin of your team can connect Greenhouse Harvest.',
    });
    expect((await state(admin, 'greenhouse_harvest')).blockedReason).toBeNull();
    expect((await state(demo, 'x0pa')).blockedReason).toMatch(/Contact X0PA/);
    expect((await state(demo, 'bamboohr')).blockedReason).toMatch(
      /admin of your team must first authorise BambooHR/,
    );
    const starter = await as('starter@talentbase.dev');
    expect((await call(starter, 'GET', `${BASE}/catalogue`)).status).toBe(403);
  });
});

describe('a team connection', () => {
  let id = '';

  it('is for admins only', async () => {
    const res = await call(demo, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: SECRET, user_id: '42' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const missing = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: SECRET },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fields).toEqual({ user_id: 'Enter the user id (on-behalf-of)' });
    const unknownField = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: SECRET, user_id: '1', password: 'x' },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.details.fields.password).toMatch(/no field/);
    const unknown = await call(admin, 'POST', `${BASE}/connections`, { providerId: 'nope', fields: {} });
    expect(unknown.status).toBe(400);
    const badEmail = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'phenom',
      fields: { email: 'not-an-email', password: 'p' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.details.fields.email).toBe('Enter a valid email address');
    const notJson = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: 5 },
    });
    expect(notJson.status).toBe(400);
    const failing = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: 'refused-key', user_id: '42' },
    });
    expect(failing.status).toBe(422);
    expect(failing.body.message).toBe('The connection test failed: the API key was refused');
    const { rows } = await t.db.db.execute(sql`select count(*)::int as n from integration_connections`);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('connects with the test on save, sealed credentials and an audit entry', async () => {
    const res = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: ` ${SECRET} `, user_id: '42' },
    });
    expect(res.status).toBe(200);
    const c = res.body.connection;
    id = c.id;
    expect(c).toMatchObject({
      providerId: 'greenhouse_harvest',
      scope: 'team',
      status: 'connected',
      hasCredentials: true,
      storedFields: ['api_key', 'user_id'],
      settings: {},
      lastTest: { ok: true, message: 'Credentials accepted' },
    });
    const { rows } = await t.db.db.execute<{ credentials: string }>(
      sql`select credentials from integration_connections where id = ${id}`,
    );
    const sealed = rows[0]?.credentials ?? '';
    expect(sealed).not.toContain(SECRET);
    expect(JSON.parse(box.decrypt(sealed, credentialsAad(id)))).toEqual({ api_key: SECRET, user_id: '42' });
    expect(() => box.decrypt(sealed, credentialsAad(crypto.randomUUID()))).toThrow();
    const audit = await t.db.db.execute(
      sql`select action, actor_user_id is not null as who, metadata::text as m from audit_log where target_id = ${id}`,
    );
    expect(audit.rows).toEqual([
      { action: 'integration.connected', who: true, m: expect.not.stringContaining(SECRET) },
    ]);
  });

  it('shows as installed to every member; a second connect is a conflict', async () => {
    expect(await state(demo, 'greenhouse_harvest')).toMatchObject({
      installed: true,
      blockedReason: null,
      teamConnection: { id, hasCredentials: true },
    });
    const again = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: SECRET, user_id: '42' },
    });
    expect(again.status).toBe(409);
    const list = await call(demo, 'GET', `${BASE}/connections`);
    expect(list.body.connections.map((x: { id: string }) => x.id)).toEqual([id]);
  });

  it('configures: a member may not, a refused key changes nothing, a new key replaces the old', async () => {
    expect(
      (await call(demo, 'PATCH', `${BASE}/connections/${id}`, { fields: { api_key: SECRET_2 } })).status,
    ).toBe(403);
    const refused = await call(admin, 'PATCH', `${BASE}/connections/${id}`, {
      fields: { api_key: 'refused-key' },
    });
    expect(refused.status).toBe(422);
    const ok = await call(admin, 'PATCH', `${BASE}/connections/${id}`, { fields: { api_key: SECRET_2 } });
    expect(ok.status).toBe(200);
    const { rows } = await t.db.db.execute<{ credentials: string }>(
      sql`select credentials from integration_connections where id = ${id}`,
    );
    expect(JSON.parse(box.decrypt(rows[0]?.credentials ?? '', credentialsAad(id)))).toEqual({
      api_key: SECRET_2,
      user_id: '42',
    });
    const retest = await call(admin, 'POST', `${BASE}/connections/${id}/test`);
    expect(retest.body.connection.lastTest.ok).toBe(true);
  });

  it('disconnects: the secret is deleted, the entry is no longer installed, it can be connected again', async () => {
    expect((await call(demo, 'DELETE', `${BASE}/connections/${id}`)).status).toBe(403);
    const res = await call(admin, 'DELETE', `${BASE}/connections/${id}`);
    expect(res.body.connection).toMatchObject({
      status: 'disconnected',
      hasCredentials: false,
      storedFields: [],
    });
    const { rows } = await t.db.db.execute(
      sql`select credentials from integration_connections where id = ${id}`,
    );
    expect(rows[0]).toEqual({ credentials: null });
    expect((await state(admin, 'greenhouse_harvest')).installed).toBe(false);
    expect((await call(admin, 'PATCH', `${BASE}/connections/${id}`, { fields: {} })).status).toBe(409);
    const again = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: SECRET, user_id: '7' },
    });
    expect(again.body.connection.id).toBe(id);
  });

  it('refuses contact-us, OAuth and extension entries with a reason', async () => {
    for (const providerId of ['x0pa', 'google_calendar', 'bamboohr', 'linkedin_recruiter']) {
      const res = await call(admin, 'POST', `${BASE}/connections`, { providerId, fields: {} });
      expect(res.status, providerId).toBe(422);
    }
  });

  it('installs an entry without fields (Zapier)', async () => {
    const res = await call(admin, 'POST', `${BASE}/connections`, { providerId: 'zapier', fields: {} });
    expect(res.body.connection).toMatchObject({ hasCredentials: false, storedFields: [] });
  });
});

describe('custom URLs', () => {
  const ukg = (url: string) => ({
    providerId: 'ukg_pro',
    fields: { url, clientId: 'client-1', clientSecret: UKG_SECRET },
  });
  let id = '';

  it('refuses private addresses and plain http unless the team allows private hosts', async () => {
    const priv = await call(admin, 'POST', `${BASE}/connections`, ukg('https://10.0.0.5/api'));
    expect(priv.status).toBe(400);
    expect(priv.body.details.fields.url).toMatch(/private network address/);
    const loop = await call(admin, 'POST', `${BASE}/connections`, ukg(vendorUrl));
    expect(loop.status).toBe(400);
    expect(loop.body.details.fields.url).toBe('URL must start with https://');
    const meta = await call(admin, 'POST', `${BASE}/connections`, ukg('https://169.254.169.254/'));
    expect(meta.body.details.fields.url).toMatch(/metadata/);
    const userinfo = await call(admin, 'POST', `${BASE}/connections`, ukg('https://user:pw@example.com/'));
    expect(userinfo.body.details.fields.url).toMatch(/must not contain a user name/);
  });

  it('connects to a private host once allowed, with a real reachability test', async () => {
    await t.db.db.execute(sql`insert into engage_team_settings (team_id, allow_private_hosts)
      select team_id, true from team_members m join users u on u.id = m.user_id where u.email = 'admin@talentbase.dev'
      on conflict (team_id) do update set allow_private_hosts = true`);
    vendorStatus = 503;
    const down = await call(admin, 'POST', `${BASE}/connections`, ukg(`${vendorUrl}/api/`));
    expect(down.status).toBe(422);
    expect(down.body.message).toMatch(/answered with an error \(HTTP 503\)/);
    vendorStatus = 401;
    const res = await call(admin, 'POST', `${BASE}/connections`, ukg(`${vendorUrl}/api/`));
    expect(res.status).toBe(200);
    id = res.body.connection.id;
    expect(res.body.connection).toMatchObject({
      settings: { url: `${vendorUrl}/api` },
      storedFields: ['clientId', 'clientSecret'],
    });
    expect(res.body.connection.lastTest.message).toMatch(/^Reached 127\.0\.0\.1:\d+ \(HTTP 401\)/);
  });

  it('keeps the custom URL fixed after connecting; a failing retest marks the connection', async () => {
    const change = await call(admin, 'PATCH', `${BASE}/connections/${id}`, {
      fields: { url: 'https://example.com' },
    });
    expect(change.status).toBe(400);
    expect(change.body.details.fields.url).toMatch(/cannot be changed after connecting/);
    const same = await call(admin, 'PATCH', `${BASE}/connections/${id}`, {
      fields: { url: `${vendorUrl}/api`, clientSecret: `${UKG_SECRET}-2` },
    });
    expect(same.status).toBe(200);
    vendorStatus = 500;
    const retest = await call(admin, 'POST', `${BASE}/connections/${id}/test`);
    expect(retest.body.connection).toMatchObject({ status: 'error', lastTest: { ok: false } });
    vendorStatus = 200;
  });

  it('says clearly when the address does not answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'avature_connector',
      fields: { username: 'u', password: 'avature-pw-1234', domain: `http://127.0.0.1:${port}` },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/Could not reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });

  it('does not configure a disable_config entry', async () => {
    const res = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'avature_connector',
      fields: { username: 'u', password: 'avature-pw-1234', domain: vendorUrl },
    });
    expect(res.status).toBe(200);
    expect(
      (
        await call(admin, 'PATCH', `${BASE}/connections/${res.body.connection.id}`, {
          fields: { password: 'x' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('a personal connection (Copper)', () => {
  let id = '';
  it('is made by a member for themselves and is invisible to the others', async () => {
    const res = await call(demo, 'POST', `${BASE}/connections`, {
      providerId: 'copper',
      fields: { accessToken: COPPER_TOKEN, email: 'dana@example.com' },
    });
    expect(res.status).toBe(200);
    id = res.body.connection.id;
    expect(res.body.connection.scope).toBe('user');
    expect(await state(demo, 'copper')).toMatchObject({ installed: true, userConnection: { id } });
    expect(await state(admin, 'copper')).toMatchObject({ installed: false, userConnection: null });
    expect((await call(admin, 'PATCH', `${BASE}/connections/${id}`, { fields: {} })).status).toBe(404);
    expect((await call(admin, 'DELETE', `${BASE}/connections/${id}`)).status).toBe(404);
    const mine = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'copper',
      fields: { accessToken: `${COPPER_TOKEN}-admin`, email: 'admin@example.com' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.connection.id).not.toBe(id);
  });
});

describe('a rotated secrets key', () => {
  it('asks for the credentials again instead of failing, and accepts them', async () => {
    const res = await call(admin, 'POST', `${BASE}/connections`, {
      providerId: 'lever',
      fields: { api_key: 'lever-Old-Key-123456' },
    });
    const id = res.body.connection.id;
    const other = createSecretBox(crypto.randomBytes(32));
    await t.db.db.execute(
      sql`update integration_connections set credentials = ${other.encrypt('{"api_key":"x"}', credentialsAad(id))} where id = ${id}`,
    );
    const retest = await call(admin, 'POST', `${BASE}/connections/${id}/test`);
    expect(retest.status).toBe(422);
    expect(retest.body.message).toMatch(/enter them again/);
    const again = await call(admin, 'PATCH', `${BASE}/connections/${id}`, {
      fields: { api_key: 'lever-New-Key-654321' },
    });
    expect(again.status).toBe(200);
    const { rows } = await t.db.db.execute<{ credentials: string }>(
      sql`select credentials from integration_connections where id = ${id}`,
    );
    expect(JSON.parse(box.decrypt(rows[0]?.credentials ?? '', credentialsAad(id)))).toEqual({
      api_key: 'lever-New-Key-654321',
    });
  });
});

describe('another team', () => {
  it('answers 404 for this team’s connections, like a missing one', async () => {
    await t.db.db.execute(
      sql`update teams set plan = 'pro', plan_subtype = 'mid-market' where name = 'Northwind Growth'`,
    );
    const growth = await as('growth.admin@talentbase.dev');
    const { rows } = await t.db.db.execute<{ id: string }>(sql`select id from integration_connections`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      expect((await call(growth, 'PATCH', `${BASE}/connections/${id}`, { fields: {} })).status).toBe(404);
      expect((await call(growth, 'POST', `${BASE}/connections/${id}/test`)).status).toBe(404);
      expect((await call(growth, 'DELETE', `${BASE}/connections/${id}`)).status).toBe(404);
    }
    expect(
      (await call(growth, 'PATCH', `${BASE}/connections/${crypto.randomUUID()}`, { fields: {} })).status,
    ).toBe(404);
    expect((await call(growth, 'GET', `${BASE}/connections`)).body.connections).toEqual([]);
    expect((await call(growth, 'PATCH', `${BASE}/connections/not-a-uuid`, { fields: {} })).status).toBe(400);
  });
});

describe('secrets', () => {
  it('never appear in an answer or in the server log', () => {
    expect(logLines.length).toBeGreaterThan(10);
    const log = logLines.join('\n');
    const said = JSON.stringify(answers);
    for (const secret of [SECRET, SECRET_2, COPPER_TOKEN, UKG_SECRET, 'avature-pw-1234']) {
      expect(log).not.toContain(secret);
      expect(said).not.toContain(secret);
    }
    expect(testerCalls).toContain('greenhouse_harvest');
  });
});
