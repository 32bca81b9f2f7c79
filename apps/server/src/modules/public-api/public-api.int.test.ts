/**
 * The public API end to end on a real database: API keys (scopes, revoked, another team's ids,
 * the per-key rate limit), every public endpoint with bad input, and webhooks delivered to a
 * local HTTP server (signature checked here with the secret, a retry after a 500, replay, a
 * redirect that is not followed, private addresses refused, auto-disable). The app's log is
 * captured: neither a key nor a signing secret may appear in it.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { createTeamCandidates } from '../candidates/create-candidate';
import {
  DISABLE_AFTER_FAILED_DELIVERIES,
  deliverWebhook,
  MAX_ATTEMPTS,
  signPayload,
} from './webhook-delivery';
import { dispatchWebhookEvents, dueDeliveries } from './webhooks.service';

const box = createSecretBox(crypto.randomBytes(32));
const logLines: string[] = [];
let t: TestApp;
let demo: TestClient;
let growth: TestClient;

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let failNext = 0;
let receiver: http.Server;
let receiverUrl = '';

const ALL_SCOPES = [
  'projects:read',
  'projects:write',
  'candidates:read',
  'candidates:write',
  'webhooks:manage',
];
const secrets: string[] = [];

async function as(email: string) {
  const client = new TestClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

async function newKey(client: TestClient, scopes = ALL_SCOPES, extra: Record<string, unknown> = {}) {
  const res = await client.post('/api/api-access/keys', { name: `Key ${secrets.length}`, scopes, ...extra });
  expect(res.status).toBe(201);
  secrets.push(res.body.secret);
  return res.body as { key: { id: string; prefix: string }; secret: string };
}

/** A call of an outside system: the key, no cookies, no CSRF token. */
async function api(key: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/public/v1${url}`,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

async function deliverAll(): Promise<string[]> {
  await dispatchWebhookEvents(t.db.db);
  const out: string[] = [];
  for (const d of await dueDeliveries(t.db.db))
    out.push(await deliverWebhook(t.db.db, d.id, { secretBox: box }));
  return out;
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (failNext > 0 || req.url === '/always-fails') {
        failNext = Math.max(0, failNext - 1);
        res.writeHead(500).end('oops');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({
    seed: true,
    deps: { secretBox: box, logStream: { write: (line: string) => void logLines.push(line) } },
  });
  demo = await as('demo@talentbase.dev');
  growth = await as('growth.admin@talentbase.dev');
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('API keys', () => {
  it('are made by team admins, shown once, listed without the secret', async () => {
    const { key, secret } = await newKey(demo);
    expect(secret).toMatch(/^tb_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = await demo.get('/api/api-access/keys');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.keys[0]).toMatchObject({ id: key.id, scopes: ALL_SCOPES, revokedAt: null });
    const { rows } = await t.db.db.execute<{ key_hash: string }>(
      sql`select key_hash from api_keys where id = ${key.id}`,
    );
    expect(rows[0]?.key_hash).not.toContain(secret);
    const audit = await t.db.db.execute(
      sql`select 1 from audit_log where action = 'api_key.created' and target_id = ${key.id}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses members without the team settings permission and bad input', async () => {
    const recruiter = await as('growth.recruiter@talentbase.dev');
    expect(
      (await recruiter.post('/api/api-access/keys', { name: 'x', scopes: ['projects:read'] })).status,
    ).toBe(403);
    const bad = await demo.post('/api/api-access/keys', { name: ' ', scopes: ['everything'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.name).toBeTruthy();
    const none = await demo.post('/api/api-access/keys', { name: 'No scopes', scopes: [] });
    expect(none.status).toBe(400);
  });

  it('opens the API only with a valid key: none, unknown, malformed or revoked answer 401', async () => {
    const { key, secret } = await newKey(demo, ['projects:read']);
    expect((await api(null, 'GET', '/projects')).status).toBe(401);
    expect((await api('nonsense', 'GET', '/projects')).status).toBe(401);
    const forged = `${secret.slice(0, -4)}AAAA`;
    expect((await api(forged, 'GET', '/projects')).status).toBe(401);
    const ok = await api(secret, 'GET', '/projects');
    expect(ok.status).toBe(200);
    const used = await demo.get('/api/api-access/keys');
    expect(used.body.keys.find((k: { id: string }) => k.id === key.id).lastUsedAt).not.toBeNull();
    // A signed-in browser session does not open the public API.
    expect((await demo.get('/api/public/v1/projects')).status).toBe(401);
    const revoked = await demo.post(`/api/api-access/keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await api(secret, 'GET', '/projects');
    expect(after.status).toBe(401);
    expect(JSON.stringify(after.body)).not.toContain(secret);
  });

  it('allows only the scopes the key holds (403 names the scope)', async () => {
    const { secret } = await newKey(demo, ['projects:read']);
    const res = await api(secret, 'POST', '/candidates', { fullName: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('candidates:write');
    expect((await api(secret, 'GET', '/candidates?email=a@b.co')).status).toBe(403);
  });

  it('cannot reach another team: its key and ids answer 404 like missing ones', async () => {
    const northwind = await newKey(demo);
    const other = await newKey(growth);
    const project = await api(northwind.secret, 'POST', '/projects', {
      projectName: 'Isolated',
      jobTitle: 'Engineer',
    });
    expect(project.status).toBe(201);
    const candidate = await api(northwind.secret, 'POST', '/candidates', {
      fullName: 'Isla Lated',
      emails: ['isla.lated@example.org'],
    });
    expect(candidate.status).toBe(201);
    const pid = project.body.id;
    const cid = candidate.body.id;
    for (const [method, url, body] of [
      ['GET', `/projects/${pid}`],
      ['GET', `/projects/${pid}/candidates`],
      ['POST', `/projects/${pid}/candidates`, { candidateId: cid }],
      ['POST', `/projects/${pid}/candidates/${cid}/stage`, { categoryId: 0, stageId: 2 }],
      ['GET', `/candidates/${cid}`],
    ] as const) {
      const res = await api(other.secret, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect((await api(other.secret, 'GET', '/candidates?email=isla.lated@example.org')).body.data).toEqual(
      [],
    );
    const list = await api(other.secret, 'GET', '/projects?pageSize=100');
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(pid);
    // Admin routes: another team's key id is not found either.
    expect((await growth.post(`/api/api-access/keys/${northwind.key.id}/revoke`)).status).toBe(404);
  });

  it('limits each key to its requests per minute: 429 with Retry-After', async () => {
    const { secret } = await newKey(demo, ['projects:read'], { rateLimitPerMinute: 3 });
    const other = await newKey(demo, ['projects:read']);
    for (let i = 0; i < 3; i++) expect((await api(secret, 'GET', '/projects')).status).toBe(200);
    const limited = await api(secret, 'GET', '/projects');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same team has its own allowance.
    expect((await api(other.secret, 'GET', '/projects')).status).toBe(200);
  });
});

describe('public API v1', () => {
  let key = '';
  let projectId = '';
  let candidateId = '';
  beforeAll(async () => {
    key = (await newKey(demo)).secret;
  });

  it('creates projects with campaign source OPEN-API and lists them paged', async () => {
    const created = await api(key, 'POST', '/projects', {
      projectName: 'API project',
      jobTitle: 'Data Engineer',
      jobLocation: 'Berlin, Germany',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'API project',
      campaignSource: 'OPEN-API',
      creationSource: 1,
      status: 0,
      candidateCount: 0,
    });
    projectId = created.body.id;
    expect((await api(key, 'GET', `/projects/${projectId}`)).body.campaignSource).toBe('OPEN-API');
    const page = await api(key, 'GET', '/projects?page=1&pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeLessThanOrEqual(2);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect(page.body.data[0].id).toBe(projectId);
    const { rows } = await t.db.db.execute(
      sql`select 1 from audit_log where action = 'project.created' and target_id = ${projectId}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('answers bad input with 400 (never 500) and writes nothing', async () => {
    const before = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from projects`);
    const cases: [string, string, unknown][] = [
      ['POST', '/projects', { projectName: 'No job title' }],
      ['POST', '/projects', { projectName: 'X', jobTitle: 'Y', extra: 1 }],
      ['POST', '/projects', { projectName: 'X', jobTitle: 'Y', projectStatus: 7 }],
      ['POST', '/projects', '{"projectName": '],
      ['POST', '/projects', [1, 2]],
      ['GET', '/projects?page=0', undefined],
      ['GET', '/projects?pageSize=1000', undefined],
      ['GET', '/projects?page=abc', undefined],
      ['POST', '/candidates', { fullName: '' }],
      ['POST', '/candidates', { fullName: 'A', emails: ['not-an-email'] }],
      ['POST', '/candidates', { fullName: 'A', projectId: 'abc' }],
      ['GET', '/candidates?email=nope', undefined],
      ['GET', '/candidates', undefined],
      ['POST', `/projects/${projectId}/candidates`, { candidateId: -3 }],
      ['POST', `/projects/${projectId}/candidates`, {}],
      ['POST', `/projects/${projectId}/candidates/1/stage`, { categoryId: 'x', stageId: null }],
    ];
    for (const [method, url, body] of cases) {
      const res = await api(key, method as 'GET' | 'POST', url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const after = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from projects`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    // Ids that are not ids are simply not found.
    expect((await api(key, 'GET', '/projects/abc')).status).toBe(404);
    expect((await api(key, 'GET', '/projects/999999999')).status).toBe(404);
    expect((await api(key, 'GET', '/candidates/1e3')).status).toBe(404);
  });

  it('creates a team candidate through the import path, with the duplicate check', async () => {
    const created = await api(key, 'POST', '/candidates', {
      fullName: 'Ada Apiworth',
      title: 'Staff Engineer',
      company: 'Analytical Engines',
      emails: ['ada.apiworth@example.org'],
      skills: ['Rust'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      fullName: 'Ada Apiworth',
      title: 'Staff Engineer',
      company: 'Analytical Engines',
      emails: ['ada.apiworth@example.org'],
    });
    candidateId = created.body.id;
    const again = await api(key, 'POST', '/candidates', {
      fullName: 'Ada A.',
      emails: ['Ada.Apiworth@example.org'],
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DUPLICATE_CANDIDATE');
    expect(again.body.details.matches[0].profileId).toBe(Number(candidateId));
    const found = await api(key, 'GET', '/candidates?email=ADA.apiworth@example.org');
    expect(found.status).toBe(200);
    expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([candidateId]);
    expect((await api(key, 'GET', `/candidates/${candidateId}`)).body.fullName).toBe('Ada Apiworth');
    const { rows } = await t.db.db.execute<{ metadata: { from: string } }>(
      sql`select metadata from audit_log where action = 'candidate.created' and target_id = ${candidateId}`,
    );
    expect(rows[0]?.metadata.from).toBe('OPEN-API');
  });

  it('adds a candidate to a project and moves it through the pipeline service', async () => {
    const add = await api(key, 'POST', `/projects/${projectId}/candidates`, { candidateId });
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ added: true });
    expect((await api(key, 'POST', `/projects/${projectId}/candidates`, { candidateId })).body).toEqual({
      added: false,
    });
    const list = await api(key, 'GET', `/projects/${projectId}/candidates`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      candidateId,
      fullName: 'Ada Apiworth',
      position: { categoryId: 1, stageId: 1, categoryName: 'Sourcing', stageName: 'Good Fit' },
    });
    const move = await api(key, 'POST', `/projects/${projectId}/candidates/${candidateId}/stage`, {
      categoryId: 1,
      stageId: 2,
    });
    expect(move.status).toBe(200);
    expect(move.body).toMatchObject({ moved: 1, to: { categoryId: 1, stageId: 2, stageName: 'Contacted' } });
    const wrong = await api(key, 'POST', `/projects/${projectId}/candidates/${candidateId}/stage`, {
      categoryId: 99,
      stageId: 99,
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    const notInProject = await api(key, 'POST', `/projects/${projectId}/candidates/123456789/stage`, {
      categoryId: 1,
      stageId: 2,
    });
    expect(notInProject.status).toBe(404);
    const { rows } = await t.db.db.execute(
      sql`select 1 from audit_log where action = 'pipeline.stage_changed' and target_id = ${projectId}`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });

  it('is documented in the OpenAPI document under the public-api tag', async () => {
    const doc = (await new TestClient(t.app).get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/public/v1'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/public/v1/projects',
        '/api/public/v1/projects/{id}',
        '/api/public/v1/projects/{id}/candidates',
        '/api/public/v1/projects/{id}/candidates/{candidateId}/stage',
        '/api/public/v1/candidates',
        '/api/public/v1/candidates/{id}',
        '/api/public/v1/webhooks',
      ]),
    );
    expect(doc.paths['/api/public/v1/projects'].get.tags).toEqual(['public-api']);
    expect(doc.components.securitySchemes.apiKey.scheme).toBe('bearer');
  });
});

describe('webhooks', () => {
  let key = '';
  let endpointId = '';
  let signingSecret = '';

  beforeAll(async () => {
    key = (await newKey(demo)).secret;
  });

  it('refuses private addresses while the team has not allowed them', async () => {
    for (const url of [
      `${receiverUrl}/hook`,
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/x',
    ]) {
      const res = await api(key, 'POST', '/webhooks', { url, events: ['candidate.created'] });
      expect(res.status, url).toBe(422);
      expect(res.body.details.reason).toBeTruthy();
    }
    const bad = await api(key, 'POST', '/webhooks', {
      url: 'ftp://example.org',
      events: ['candidate.created'],
    });
    expect(bad.status).toBe(400);
    const badEvent = await api(key, 'POST', '/webhooks', {
      url: 'https://example.org',
      events: ['candidate.deleted'],
    });
    expect(badEvent.status).toBe(400);
    const { rows } = await t.db.db.execute(sql`select 1 from webhook_endpoints`);
    expect(rows).toHaveLength(0);
  });

  it('subscribes a catch hook with the API (secret shown once, sealed at rest)', async () => {
    const allow = await demo.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
    expect(allow.status).toBe(200);
    const res = await api(key, 'POST', '/webhooks', {
      url: `${receiverUrl}/hook`,
      events: ['candidate.created', 'candidate.added_to_project', 'pipeline.stage_changed'],
    });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_/);
    signingSecret = res.body.secret;
    secrets.push(signingSecret);
    endpointId = res.body.endpoint.id;
    const listed = await demo.get('/api/api-access/webhooks');
    expect(listed.body.endpoints.map((e: { id: string }) => e.id)).toContain(endpointId);
    expect(JSON.stringify(listed.body)).not.toContain(signingSecret);
    expect(JSON.stringify((await api(key, 'GET', '/webhooks')).body)).not.toContain(signingSecret);
    const { rows } = await t.db.db.execute<{ secret_sealed: string }>(
      sql`select secret_sealed from webhook_endpoints where id = ${endpointId}`,
    );
    expect(rows[0]?.secret_sealed).not.toContain(signingSecret.slice(6));
  });

  it('delivers signed events from candidate creation, project adds and stage changes', async () => {
    received.length = 0;
    const project = await api(key, 'POST', '/projects', { projectName: 'Hooked', jobTitle: 'Designer' });
    const created = await api(key, 'POST', '/candidates', {
      fullName: 'Grace Hookper',
      emails: ['grace.hookper@example.org'],
      projectId: project.body.id,
    });
    expect(created.status).toBe(201);
    const moved = await api(key, 'POST', `/projects/${project.body.id}/candidates/${created.body.id}/stage`, {
      categoryId: 1,
      stageId: 3,
    });
    expect(moved.status).toBe(200);
    expect(await deliverAll()).toEqual(['delivered', 'delivered', 'delivered']);
    const types = received.map((r) => JSON.parse(r.body).type).sort();
    expect(types).toEqual(['candidate.added_to_project', 'candidate.created', 'pipeline.stage_changed']);
    for (const r of received) {
      const header = String(r.headers['talentbase-signature']);
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      expect(match).not.toBeNull();
      const [, ts, sig] = match as RegExpExecArray;
      const expected = crypto.createHmac('sha256', signingSecret).update(`${ts}.${r.body}`).digest('hex');
      expect(sig).toBe(expected);
      expect(signPayload(signingSecret, Number(ts), r.body)).toBe(expected);
      expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(60);
      const body = JSON.parse(r.body);
      expect(Object.keys(body).sort()).toEqual(['created', 'data', 'id', 'type']);
      expect(r.headers['talentbase-event-id']).toBe(body.id);
    }
    const stage = JSON.parse(received.find((r) => r.body.includes('pipeline.stage_changed'))?.body ?? '{}');
    expect(stage.data).toMatchObject({
      candidateId: created.body.id,
      projectId: project.body.id,
      from: { categoryId: 1, stageId: 1 },
      to: { categoryId: 1, stageId: 3, stageName: 'Replied' },
    });
    const log = await demo.get(`/api/api-access/webhooks/${endpointId}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toHaveLength(3);
    expect(log.body.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 204 });
    expect(log.body.deliveries[0].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('emits nothing for a change that was refused (rolled back)', async () => {
    const before = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_events`);
    const dup = await api(key, 'POST', '/candidates', {
      fullName: 'Grace H',
      emails: ['grace.hookper@example.org'],
    });
    expect(dup.status).toBe(409);
    const missingProject = await api(key, 'POST', '/candidates', {
      fullName: 'Nobody New',
      projectId: '999999999',
    });
    expect(missingProject.status).toBe(404);
    const after = await t.db.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_events`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('takes events from the import path too, inside its transaction: a rolled-back batch emits nothing', async () => {
    const { rows: team } = await t.db.db.execute<{ team_id: string; user_id: string }>(sql`
      select m.team_id, m.user_id from team_members m join users u on u.id = m.user_id
       where u.email = 'demo@talentbase.dev'`);
    const scope = { teamId: team[0]?.team_id as string, userId: team[0]?.user_id as string };
    const count = async () =>
      (
        await t.db.db.execute<{ n: number }>(
          sql`select count(*)::int as n from webhook_events where type = 'candidate.created'`,
        )
      ).rows[0]?.n ?? 0;
    const before = await count();
    await expect(
      t.db.db.transaction(async (tx) => {
        await createTeamCandidates(
          tx,
          scope,
          [{ fullName: 'Rolled Back' }, { fullName: 'Rolled Back Too' }],
          {
            source: 'import',
            activity: 'imported',
          },
        );
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await count()).toBe(before);
    await t.db.db.transaction((tx) =>
      createTeamCandidates(tx, scope, [{ fullName: 'Imported Ivo' }, { fullName: 'Imported Ina' }], {
        source: 'import',
        activity: 'imported',
      }),
    );
    expect(await count()).toBe(before + 2);
    received.length = 0;
    expect(await deliverAll()).toEqual(['delivered', 'delivered']);
    expect(received.map((r) => JSON.parse(r.body).data.source)).toEqual(['import', 'import']);
  });

  it('retries after a 500 with back-off, and an admin can replay a delivery', async () => {
    received.length = 0;
    failNext = 1;
    await api(key, 'POST', '/candidates', { fullName: 'Retry Rita', emails: ['retry.rita@example.org'] });
    expect(await deliverAll()).toEqual(['retrying']);
    const [first] = (await demo.get(`/api/api-access/webhooks/${endpointId}/deliveries`)).body.deliveries;
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, responseStatus: 500 });
    expect(first.error).toContain('500');
    const wait = new Date(first.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThan(120_000);
    // Nothing is due before the wait is over.
    expect(await deliverAll()).toEqual([]);
    await t.db.db.execute(sql`update webhook_deliveries set next_attempt_at = now() where id = ${first.id}`);
    expect(await deliverAll()).toEqual(['delivered']);
    expect(received).toHaveLength(2);
    expect(received[0]?.headers['talentbase-event-id']).toBe(received[1]?.headers['talentbase-event-id']);

    const replay = await demo.post(`/api/api-access/deliveries/${first.id}/replay`);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await deliverAll()).toEqual(['delivered']);
    expect(received).toHaveLength(3);
    expect((await growth.post(`/api/api-access/deliveries/${first.id}/replay`)).status).toBe(404);
    expect((await growth.get(`/api/api-access/webhooks/${endpointId}/deliveries`)).status).toBe(404);
  });

  it('does not follow a redirect (to a private address or anywhere)', async () => {
    const res = await demo.post('/api/api-access/webhooks', {
      url: `${receiverUrl}/redirect`,
      events: ['candidate.created'],
    });
    expect(res.status).toBe(201);
    secrets.push(res.body.secret);
    received.length = 0;
    await api(key, 'POST', '/candidates', { fullName: 'Redirect Rob', emails: ['redirect.rob@example.org'] });
    const outcomes = await deliverAll();
    expect(outcomes.sort()).toEqual(['delivered', 'retrying']);
    const [d] = (await demo.get(`/api/api-access/webhooks/${res.body.endpoint.id}/deliveries`)).body
      .deliveries;
    expect(d).toMatchObject({ status: 'retrying', responseStatus: 302 });
    expect(d.error).toMatch(/redirect/);
    expect(received.filter((r) => r.path === '/redirect')).toHaveLength(1);
    expect(received.every((r) => r.path !== '/latest/meta-data')).toBe(true);
    expect((await demo.request('DELETE', `/api/api-access/webhooks/${res.body.endpoint.id}`)).status).toBe(
      200,
    );
  });

  it('switches an endpoint off after repeated failed deliveries, with a reason', async () => {
    const res = await demo.post('/api/api-access/webhooks', {
      url: `${receiverUrl}/always-fails`,
      events: ['candidate.created'],
    });
    secrets.push(res.body.secret);
    const id = res.body.endpoint.id;
    await t.db.db.execute(
      sql`update webhook_endpoints set consecutive_failures = ${DISABLE_AFTER_FAILED_DELIVERIES - 1} where id = ${id}`,
    );
    await api(key, 'POST', '/candidates', { fullName: 'Failing Fay', emails: ['failing.fay@example.org'] });
    await dispatchWebhookEvents(t.db.db);
    // The last attempt of a delivery that has failed every time before.
    await t.db.db.execute(
      sql`update webhook_deliveries set attempts = ${MAX_ATTEMPTS - 1} where endpoint_id = ${id}`,
    );
    const due = (await dueDeliveries(t.db.db)).filter(() => true);
    const outcomes = [];
    for (const d of due) outcomes.push(await deliverWebhook(t.db.db, d.id, { secretBox: box }));
    expect(outcomes).toContain('failed');
    const endpoint = (await demo.get('/api/api-access/webhooks')).body.endpoints.find(
      (e: { id: string }) => e.id === id,
    );
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabledReason).toMatch(/deliveries in a row failed/);
    const audit = await t.db.db.execute(
      sql`select 1 from audit_log where action = 'webhook_endpoint.disabled'`,
    );
    expect(audit.rows).toHaveLength(1);
    // The team's admins hear about it, with the reason and the page to switch it on again; the
    // address's path (a catch hook's token may sit there) is not repeated.
    const { rows: notices } = await t.db.db.execute<{
      email: string;
      team_id: string;
      title: string;
      body: string;
      link: string;
    }>(sql`
      select u.email, n.team_id::text as team_id, n.title, n.body, n.link
        from notifications n join users u on u.id = n.user_id
       where n.event = 'webhook_disabled' order by u.email`);
    const emails = notices.map((n) => n.email);
    expect(emails).toContain('demo@talentbase.dev');
    expect(emails).toContain('admin@talentbase.dev');
    expect(emails).not.toContain('growth.admin@talentbase.dev');
    for (const n of notices) {
      expect(n.link).toBe('/admin/team-settings/api-access');
      expect(n.title).toMatch(/^Webhook to 127\.0\.0\.1:\d+ switched off$/);
      expect(n.body).toMatch(/deliveries in a row failed/);
      expect(`${n.title} ${n.body}`).not.toContain('/always-fails');
    }
    // A disabled endpoint gets no new events; switching it on again works.
    const on = await demo.request('PATCH', `/api/api-access/webhooks/${id}`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('another team cannot see or change the endpoints', async () => {
    const otherKey = (await newKey(growth)).secret;
    expect((await api(otherKey, 'GET', '/webhooks')).body.endpoints).toEqual([]);
    expect((await api(otherKey, 'DELETE', `/webhooks/${endpointId}`)).status).toBe(404);
    expect(
      (await growth.request('PATCH', `/api/api-access/webhooks/${endpointId}`, { enabled: false })).status,
    ).toBe(404);
  });
});

describe('secrets', () => {
  it('never appear in the log', () => {
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(1000);
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(secret.slice(-20));
    }
  });
});
