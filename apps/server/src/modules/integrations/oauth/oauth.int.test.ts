/**
 * OAuth connections over HTTP against real PostgreSQL and a real OAuth server run in this process
 * (oidc-provider): the code + PKCE exchange, tokens sealed in the vault, refresh (one at a time)
 * and a refused refresh, the state's checks (wrong, replayed, expired, other session), team-based
 * OAuth (admin first, then members personally), tenancy, the SSRF guard on the token endpoint, and
 * no token in any answer or log line.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../../test/test-app';
import { ConnectorError } from '../connectors';
import { credentialsAad } from '../integrations.service';
import { refreshIfNeeded } from './oauth.service';
import { startOauthProvider, type TestOauthProvider } from './test-oauth-provider';

const BASE = '/api/v1/integrations';
const PUBLIC_URL = 'http://talentbase.test';
const TE_CLIENT = { clientId: 'talentbase-top-echelon', clientSecret: 'te-Client-S3cret-0a1b2c3d4e5f' };
const SF_CLIENT = { clientId: 'sf-consumer-key-123', clientSecret: 'sf-Consumer-S3cret-9z8y7x6w' };
const box = createSecretBox(crypto.randomBytes(32));
const logLines: string[] = [];
const answers: unknown[] = [];

let t: TestApp;
let op: TestOauthProvider;
let admin: TestClient;
let member: TestClient;

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}
async function call(client: TestClient, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await client.request(method, url, body);
  answers.push(res.body);
  return res;
}
const stateOf = async (client: TestClient, providerId: string) =>
  (await call(client, 'GET', `${BASE}/catalogue`)).body.states.find(
    (s: { providerId: string }) => s.providerId === providerId,
  );
const startFlow = (client: TestClient, providerId: string, fields: Record<string, string> = {}) =>
  call(client, 'POST', `${BASE}/oauth/${providerId}/start`, { fields });
/** Start, sign in at the provider, and return the callback's state and code. */
async function signIn(client: TestClient, providerId: string, fields: Record<string, string> = {}) {
  const started = await startFlow(client, providerId, fields);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = new URL(await op.authorize(started.body.authorizeUrl));
  return {
    authorizeUrl: new URL(started.body.authorizeUrl),
    callback: back,
    state: back.searchParams.get('state') ?? '',
    code: back.searchParams.get('code') ?? '',
  };
}
const complete = (client: TestClient, body: Record<string, string>) =>
  call(client, 'POST', `${BASE}/oauth/complete`, body);
const stateRows = async () =>
  Number((await t.db.db.execute(sql`select count(*)::int as n from integration_oauth_states`)).rows[0]?.n);
async function connectionRow(id: string) {
  const res = await t.db.db.execute(sql`select * from integration_connections where id = ${id}`);
  return res.rows[0] as Record<string, unknown> & { credentials: string; status: string; team_id: string };
}
const openRow = (row: { id?: unknown; credentials: string }) =>
  JSON.parse(box.decrypt(row.credentials, credentialsAad(String(row.id)))) as Record<string, string> & {
    accessToken: string;
    refreshToken: string;
    expiresAt: string;
  };
async function rewrite(id: string, change: (c: Record<string, string>) => Record<string, string>) {
  const sealed = box.encrypt(JSON.stringify(change(openRow(await connectionRow(id)))), credentialsAad(id));
  await t.db.db.execute(sql`update integration_connections set credentials = ${sealed} where id = ${id}`);
}
const drizzleRow = async (id: string) =>
  (await t.db.db.query.integrationConnections.findFirst({
    where: (c, { eq }) => eq(c.id, id),
  })) as NonNullable<Awaited<ReturnType<typeof t.db.db.query.integrationConnections.findFirst>>>;

beforeAll(async () => {
  op = await startOauthProvider({
    clients: [TE_CLIENT, SF_CLIENT],
    redirectUris: [
      `${PUBLIC_URL}/integrations/oauth/top-echelon/callback`,
      `${PUBLIC_URL}/integrations/oauth/bullhorn-salesforce/callback`,
    ],
  });
  Object.assign(process.env, {
    TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_ID: TE_CLIENT.clientId,
    TALENTBASE_OAUTH_TOP_ECHELON_CLIENT_SECRET: TE_CLIENT.clientSecret,
    TALENTBASE_OAUTH_TOP_ECHELON_AUTHORIZE_URL: op.authorizeUrl,
    TALENTBASE_OAUTH_TOP_ECHELON_TOKEN_URL: op.tokenUrl,
    TALENTBASE_OAUTH_BULLHORN_SALESFORCE_AUTHORIZE_URL: op.authorizeUrl,
    TALENTBASE_OAUTH_BULLHORN_SALESFORCE_TOKEN_URL: op.tokenUrl,
  });
  t = await createTestApp({
    seed: true,
    env: { LOG_LEVEL: 'debug', PUBLIC_URL },
    deps: { secretBox: box, logStream: { write: (line) => void logLines.push(line) } },
  });
  await t.db.db.execute(
    sql`update teams set plan = 'pro', plan_subtype = 'mid-market' where name = 'Northwind Growth'`,
  );
  admin = await as('admin@talentbase.dev');
  member = await as('crm@talentbase.dev');
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

describe('before anyone signs in', () => {
  it('tells members an admin must authorise first, and names the missing operator configuration', async () => {
    expect((await stateOf(member, 'top_echelon')).blockedReason).toMatch(
      /admin of your team must first authorise/,
    );
    expect((await stateOf(admin, 'top_echelon')).blockedReason).toBeNull();
    expect((await stateOf(admin, 'paycor')).blockedReason).toMatch(
      /operator .* must configure TALENTBASE_OAUTH_PAYCOR_CLIENT_ID/,
    );
    const member1 = await startFlow(member, 'top_echelon');
    expect(member1.status).toBe(422);
    const paycor = await startFlow(admin, 'paycor');
    expect(paycor.status).toBe(422);
    expect(paycor.body.message).toMatch(/operator/);
    expect((await startFlow(admin, 'greenhouse')).status).toBe(400);
    expect(await stateRows()).toBe(0);
  });

  it('refuses a token endpoint on a private address unless the team allows private hosts', async () => {
    const res = await startFlow(admin, 'top_echelon');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/token endpoint is refused.*private hosts/);
    expect(await stateRows()).toBe(0);
    expect(
      (await call(admin, 'PUT', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true })).status,
    ).toBe(200);
  });

  it('the form connection is refused for OAuth entries', async () => {
    const res = await call(admin, 'POST', `${BASE}/connections`, { providerId: 'top_echelon', fields: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/signing in with Top Echelon/);
  });
});

describe('the company authorisation (Top Echelon)', () => {
  let id = '';

  it('sends the browser to the provider with PKCE S256, the scope and a state starting "integrate"', async () => {
    const res = await startFlow(admin, 'top_echelon');
    const url = new URL(res.body.authorizeUrl);
    expect(url.origin + url.pathname).toBe(op.authorizeUrl);
    expect(url.searchParams.get('client_id')).toBe(TE_CLIENT.clientId);
    expect(url.searchParams.get('scope')).toBe('read write');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^integrate\.[A-Za-z0-9_-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/integrations/oauth/top-echelon/callback`,
    );
    expect(res.body.authorizeUrl).not.toContain(TE_CLIENT.clientSecret);
  });

  it('refuses a wrong state, and a state from another session, writing nothing', async () => {
    const flow = await signIn(admin, 'top_echelon');
    const wrong = await complete(admin, { state: `${flow.state}x`, code: flow.code });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/unknown, was already used, or was started in another/);
    const otherSession = await as('admin@talentbase.dev');
    const other = await complete(otherSession, { state: flow.state, code: flow.code });
    expect(other.status).toBe(400);
    const growth = await as('growth.admin@talentbase.dev');
    expect((await complete(growth, { state: flow.state, code: flow.code })).status).toBe(400);
    const count = await t.db.db.execute(
      sql`select count(*)::int as n from integration_connections where provider_id = 'top_echelon'`,
    );
    expect(count.rows[0]?.n).toBe(0);

    // The session that started it completes it: code exchanged with the PKCE verifier.
    const ok = await complete(admin, { state: flow.state, code: flow.code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.connection).toMatchObject({
      providerId: 'top_echelon',
      scope: 'team',
      status: 'connected',
    });
    expect(ok.body.connection.storedFields).toEqual(expect.arrayContaining(['accessToken', 'refreshToken']));
    id = ok.body.connection.id;

    const replay = await complete(admin, { state: flow.state, code: flow.code });
    expect(replay.status).toBe(400);
  });

  it('stores the tokens sealed in the connection’s vault, never in plain text', async () => {
    const row = await connectionRow(id);
    const tokens = openRow(row);
    expect(tokens.accessToken.length).toBeGreaterThan(10);
    expect(tokens.refreshToken.length).toBeGreaterThan(10);
    expect(Date.parse(tokens.expiresAt)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(row)).not.toContain(tokens.refreshToken);
    const audit = await t.db.db.execute(
      sql`select action, metadata from audit_log where target_id = ${id} and action = 'integration.connected'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(JSON.stringify(audit.rows)).not.toContain(tokens.accessToken);
  });

  it('the admin sees Configure; members may now connect their own account', async () => {
    expect((await stateOf(admin, 'top_echelon')).installed).toBe(true);
    const mine = await stateOf(member, 'top_echelon');
    expect(mine).toMatchObject({ installed: false, blockedReason: null });
    const flow = await signIn(member, 'top_echelon');
    const res = await complete(member, { state: flow.state, code: flow.code });
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({ scope: 'user', providerId: 'top_echelon' });
    expect((await stateOf(member, 'top_echelon')).installed).toBe(true);
    expect(res.body.connection.id).not.toBe(id);
  });

  it('refuses an expired state', async () => {
    const flow = await signIn(admin, 'top_echelon');
    await t.db.db.execute(sql`update integration_oauth_states set expires_at = now() - interval '1 minute'`);
    const res = await complete(admin, { state: flow.state, code: flow.code });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('says so when the user refuses at the provider', async () => {
    const started = await startFlow(admin, 'top_echelon');
    const state = new URL(started.body.authorizeUrl).searchParams.get('state') ?? '';
    const res = await complete(admin, { state, error: 'access_denied' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/did not authorise Talentbase \(access_denied\)/);
  });

  it('renews an expired access token before a connector call, once for concurrent callers', async () => {
    await rewrite(id, (c) => ({ ...c, expiresAt: new Date(Date.now() - 1000).toISOString() }));
    const before = openRow(await connectionRow(id));
    const refreshes = op.tokenRequests.refresh_token ?? 0;
    const row = await drizzleRow(id);
    const [a, b] = await Promise.all([
      refreshIfNeeded(t.db.db, box, row),
      refreshIfNeeded(t.db.db, box, row),
    ]);
    expect(op.tokenRequests.refresh_token).toBe(refreshes + 1);
    const after = openRow(await connectionRow(id));
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(Date.parse(after.expiresAt)).toBeGreaterThan(Date.now());
    expect(openRow(a as never).accessToken).toBe(after.accessToken);
    expect(openRow(b as never).accessToken).toBe(after.accessToken);
    // A fresh token is left alone.
    await refreshIfNeeded(t.db.db, box, await drizzleRow(id));
    expect(op.tokenRequests.refresh_token).toBe(refreshes + 1);
  });

  it('a refused renewal marks the connection as needing a new sign-in', async () => {
    await rewrite(id, (c) => ({
      ...c,
      refreshToken: 'revoked-refresh-token',
      expiresAt: new Date(0).toISOString(),
    }));
    const err = await refreshIfNeeded(t.db.db, box, await drizzleRow(id)).catch((e) => e);
    expect(err).toBeInstanceOf(ConnectorError);
    expect(err.kind).toBe('auth');
    expect(err.message).toMatch(/refused to renew the sign-in .*sign in with Top Echelon again/);
    const row = await connectionRow(id);
    expect(row.status).toBe('error');
    expect(JSON.stringify(row.last_test)).toMatch(/sign in with Top Echelon again/);
    // Signing in again repairs it, on the same row.
    const flow = await signIn(admin, 'top_echelon');
    const res = await complete(admin, { state: flow.state, code: flow.code });
    expect(res.body.connection).toMatchObject({ id, status: 'connected' });
  });

  it('"Test again" renews the sign-in, and reports a renewal the provider refuses', async () => {
    const refreshes = op.tokenRequests.refresh_token ?? 0;
    const before = openRow(await connectionRow(id));
    const tested = await call(admin, 'POST', `${BASE}/connections/${id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body.connection).toMatchObject({
      status: 'connected',
      lastTest: { ok: true, message: 'Signed in with Top Echelon: the sign-in was renewed just now.' },
    });
    // A fresh token too: the test is the renewal itself.
    expect(op.tokenRequests.refresh_token).toBe(refreshes + 1);
    expect(openRow(await connectionRow(id)).accessToken).not.toBe(before.accessToken);

    await rewrite(id, (c) => ({ ...c, refreshToken: 'revoked-refresh-token' }));
    const refused = await call(admin, 'POST', `${BASE}/connections/${id}/test`);
    expect(refused.status).toBe(200);
    expect(refused.body.connection.status).toBe('error');
    expect(refused.body.connection.lastTest.message).toMatch(
      /refused to renew the sign-in .*sign in with Top Echelon again/,
    );
    const flow = await signIn(admin, 'top_echelon');
    expect((await complete(admin, { state: flow.state, code: flow.code })).body.connection.status).toBe(
      'connected',
    );
  });

  it('is not found for another team', async () => {
    const growth = await as('growth.admin@talentbase.dev');
    expect((await call(growth, 'POST', `${BASE}/connections/${id}/test`)).status).toBe(404);
    expect((await growth.request('DELETE', `${BASE}/connections/${id}`)).status).toBe(404);
    expect((await stateOf(growth, 'top_echelon')).installed).toBe(false);
  });
});

describe('form plus OAuth (Bullhorn for Salesforce)', () => {
  it('uses the consumer key and secret typed in the form as the client', async () => {
    const missing = await startFlow(admin, 'bullhorn_salesforce', {});
    expect(missing.status).toBe(400);
    const fields = { consumer_key: SF_CLIENT.clientId, consumer_secret: SF_CLIENT.clientSecret };
    const flow = await signIn(admin, 'bullhorn_salesforce', fields);
    expect(flow.authorizeUrl.searchParams.get('client_id')).toBe(SF_CLIENT.clientId);
    expect(flow.authorizeUrl.searchParams.get('scope')).toBe('full refresh_token');
    const res = await complete(admin, { state: flow.state, code: flow.code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection.storedFields).toEqual(
      expect.arrayContaining(['consumer_key', 'consumer_secret', 'accessToken']),
    );
    const row = await connectionRow(res.body.connection.id);
    expect(openRow(row).consumer_secret).toBe(SF_CLIENT.clientSecret);
    expect(JSON.stringify(row)).not.toContain(SF_CLIENT.clientSecret);
  });
});

describe('secrets', () => {
  it('no token or client secret in any answer or log line', async () => {
    const rows = await t.db.db.execute(
      sql`select id, credentials from integration_connections where credentials is not null`,
    );
    const secrets = [TE_CLIENT.clientSecret, SF_CLIENT.clientSecret];
    for (const r of rows.rows) {
      const opened = openRow(r as { id: string; credentials: string });
      if (opened.accessToken) secrets.push(opened.accessToken);
      if (opened.refreshToken) secrets.push(opened.refreshToken);
    }
    expect(secrets.length).toBeGreaterThan(4);
    const answersText = JSON.stringify(answers);
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(1000);
    for (const s of secrets) {
      expect(answersText).not.toContain(s);
      expect(logs).not.toContain(s);
    }
  });
});

describe('withdrawing the company authorisation', () => {
  it('ends the members’ personal connections with it, and members must wait for an admin again', async () => {
    const rows = async () =>
      (
        await t.db.db.execute<{ scope: string; status: string; credentials: string | null }>(
          sql`select scope, status, credentials from integration_connections
               where provider_id = 'top_echelon' order by scope`,
        )
      ).rows;
    expect((await rows()).map((r) => [r.scope, r.status])).toEqual([
      ['team', 'connected'],
      ['user', 'connected'],
    ]);
    const company = (await stateOf(admin, 'top_echelon')).teamConnection;
    const res = await admin.request('DELETE', `${BASE}/connections/${company.id}`);
    expect(res.status).toBe(200);
    expect(await rows()).toEqual([
      { scope: 'team', status: 'disconnected', credentials: null },
      { scope: 'user', status: 'disconnected', credentials: null },
    ]);
    const mine = await stateOf(member, 'top_echelon');
    expect(mine.installed).toBe(false);
    expect(mine.blockedReason).toMatch(/admin/i);
    const logged = await t.db.db.execute(
      sql`select metadata from audit_log where action = 'integration.disconnected' and target_id = ${company.id}`,
    );
    expect(logged.rows).toEqual([{ metadata: { providerId: 'top_echelon', membersDisconnected: 1 } }]);
  });
});
