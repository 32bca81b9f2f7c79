/**
 * The "API address" of a connection against real PostgreSQL and two local Greenhouse Harvest
 * servers (a "sandbox" and a "regional" host, both on loopback): refused as a private address
 * until the team turns its private-host switch on; then the test on save signs in at that
 * address, Configure may move the connection to another address (audited, tested first, nothing
 * written when the test fails), and the export reads jobs and pushes candidates there.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../jobs/queue';
import { JOBS } from '../../jobs/registry';
import { createSecretBox } from '../../lib/secret-box';
import { createTestApp, type TestApp, TestClient } from '../../test/test-app';
import { type Recorded, startVendorServer, type VendorServer } from './connectors/test-support/vendor-server';
import { runAtsExport } from './export/export-run';

const KEY = 'gh-Api-address-key-3e4f5a6b7c';
const BASIC = `Basic ${Buffer.from(`${KEY}:`).toString('base64')}`;
const BASE = '/api/v1/integrations';
const box = createSecretBox(crypto.randomBytes(32));

type Cand = { id: number; email_addresses: { value: string }[]; applications: unknown[] };

/** Greenhouse Harvest v1 under a path prefix (a proxy or sandbox may mount it anywhere). */
function harvest(prefix: string, jobTitle: string) {
  const candidates: Cand[] = [];
  const route = (req: Recorded) => {
    if (req.headers.authorization !== BASIC)
      return { status: 401, json: { message: 'Invalid Basic Auth credentials' } };
    const path = req.path.startsWith(prefix) ? req.path.slice(prefix.length) : null;
    if (req.method === 'GET' && path === '/jobs')
      return { json: [{ id: 101, name: jobTitle, status: 'open', offices: [{ name: 'Berlin' }] }] };
    if (req.method === 'GET' && path === '/jobs/101/stages')
      return { json: [{ id: 9002, name: 'Phone Screen', priority: 1 }] };
    if (req.method === 'GET' && path === '/candidates') {
      const email = req.query.get('email');
      return { json: candidates.filter((c) => c.email_addresses.some((e) => e.value === email)) };
    }
    if (req.method === 'POST' && path === '/candidates') {
      if (req.headers['on-behalf-of'] !== '42') return { status: 403, json: { message: 'On-Behalf-Of' } };
      const body = req.json() as Omit<Cand, 'applications'> & {
        applications: { job_id: number; initial_stage_id?: number }[];
      };
      const cand = {
        ...body,
        id: 5000 + candidates.length,
        applications: body.applications.map((a, i) => ({
          id: 7000 + candidates.length * 10 + i,
          jobs: [{ id: a.job_id }],
          current_stage: { id: a.initial_stage_id ?? 9001 },
        })),
      };
      candidates.push(cand);
      return { status: 201, json: cand };
    }
    if (req.method === 'POST' && /^\/candidates\/\d+\/(attachments|activity_feed\/notes)$/.test(path ?? ''))
      return { status: 201, json: { id: 1 } };
    return undefined;
  };
  return { route, candidates };
}

const sandbox = harvest('/sandbox/v1', 'Sandbox job');
const regional = harvest('/eu/v1', 'Regional job');
let sandboxServer: VendorServer;
let regionalServer: VendorServer;
let t: TestApp;
let admin: TestClient;
let member: TestClient;
let queueStop: (() => Promise<void>) | null = null;
let teamId = '';
let connectionId = '';

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await t.db.pool.query(text, params)).rows as T[];
const paths = (s: VendorServer) => s.requests.map((r) => `${r.method} ${r.path}`);
const setSwitch = async (on: boolean) =>
  expect(
    (await admin.request('PUT', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: on })).status,
  ).toBe(200);

beforeAll(async () => {
  sandboxServer = await startVendorServer(sandbox.route);
  regionalServer = await startVendorServer(regional.route);
  t = await createTestApp({ seed: true, deps: { secretBox: box } });
  const queue = await startQueue(t.db.url, JOBS, { info: () => {}, error: () => {} });
  queueStop = () => queue.stop();
  admin = new TestClient(t.app);
  expect((await admin.login('admin@talentbase.dev')).status).toBe(200);
  member = new TestClient(t.app);
  expect((await member.login('relationships@talentbase.dev')).status).toBe(200);
  teamId = (
    await q<{ team_id: string }>(
      `select m.team_id from team_members m join users u on u.id = m.user_id where u.email = 'admin@talentbase.dev'`,
    )
  )[0]!.team_id;
}, 120_000);
afterAll(async () => {
  await queueStop?.();
  await t?.close();
  await sandboxServer?.close();
  await regionalServer?.close();
});

describe('connecting with an API address', () => {
  it('a private address is a field error until the team allows private hosts; nothing is stored or called', async () => {
    await setSwitch(false);
    const res = await admin.post(`${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: KEY, user_id: '42', apiBaseUrl: `${sandboxServer.url}/sandbox/v1` },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.apiBaseUrl).toMatch(/^API address must start with https:\/\//);
    expect(res.body.details.fields.apiBaseUrl).toMatch(/Team settings › Engagement/);
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    const https = await admin.post(`${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: KEY, user_id: '42', apiBaseUrl: 'https://127.0.0.1:9/v1' },
    });
    expect(https.status).toBe(400);
    expect(https.body.details.fields.apiBaseUrl).toMatch(/loopback/);
    expect(sandboxServer.requests).toHaveLength(0);
    expect(await q(`select id from integration_connections where team_id = $1`, [teamId])).toHaveLength(0);
  });

  it('Workable, whose subdomain is its address, has no API address field', async () => {
    const res = await admin.post(`${BASE}/connections`, {
      providerId: 'workable',
      fields: { subdomain: 'acme', api_key: 'k', apiBaseUrl: 'https://8.8.8.8/spi/v3' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.apiBaseUrl).toBe('Workable has no field "apiBaseUrl"');
  });

  it('with the switch on, the test on save signs in at that address and the address is kept as a setting', async () => {
    await setSwitch(true);
    const res = await admin.post(`${BASE}/connections`, {
      providerId: 'greenhouse_harvest',
      fields: { api_key: KEY, user_id: '42', apiBaseUrl: `${sandboxServer.url}/sandbox/v1/` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    connectionId = res.body.connection.id;
    expect(res.body.connection.settings).toEqual({ apiBaseUrl: `${sandboxServer.url}/sandbox/v1` });
    expect(res.body.connection.storedFields.sort()).toEqual(['api_key', 'user_id']);
    expect(res.body.connection.lastTest.message).toBe('Signed in to Greenhouse Harvest: 1 job found.');
    expect(paths(sandboxServer)).toEqual(['GET /sandbox/v1/jobs']);
    expect(sandboxServer.requests[0]!.headers.authorization).toBe(BASIC);
    const [audit] = await q<{ metadata: Record<string, unknown> }>(
      `select metadata from audit_log where action = 'integration.connected' and target_id = $1`,
      [connectionId],
    );
    expect(audit?.metadata).toMatchObject({ apiAddress: `${sandboxServer.url}/sandbox/v1` });
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });
});

describe('changing the API address on Configure', () => {
  it('a member who is not an admin may not change it', async () => {
    const res = await member.request('PATCH', `${BASE}/connections/${connectionId}`, {
      fields: { apiBaseUrl: `${regionalServer.url}/eu/v1` },
    });
    expect(res.status).toBe(403);
  });

  it('an address whose test fails is refused and nothing changes', async () => {
    sandboxServer.reset();
    const res = await admin.request('PATCH', `${BASE}/connections/${connectionId}`, {
      fields: { apiBaseUrl: `${regionalServer.url}/nowhere/v1` },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The connection test failed: Greenhouse Harvest/);
    const [row] = await q<{ settings: Record<string, string> }>(
      'select settings from integration_connections where id = $1',
      [connectionId],
    );
    expect(row?.settings).toEqual({ apiBaseUrl: `${sandboxServer.url}/sandbox/v1` });
  });

  it('moves the connection to the new address: tested there, stored, audited with both addresses', async () => {
    regionalServer.reset();
    sandboxServer.reset();
    const res = await admin.request('PATCH', `${BASE}/connections/${connectionId}`, {
      fields: { apiBaseUrl: `${regionalServer.url}/eu/v1` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.connection.settings).toEqual({ apiBaseUrl: `${regionalServer.url}/eu/v1` });
    // The stored key went with it: nobody typed it again.
    expect(res.body.connection.storedFields.sort()).toEqual(['api_key', 'user_id']);
    expect(paths(regionalServer)).toEqual(['GET /eu/v1/jobs']);
    expect(regionalServer.requests[0]!.headers.authorization).toBe(BASIC);
    expect(sandboxServer.requests).toHaveLength(0);
    const [audit] = await q<{ actor_user_id: string; metadata: Record<string, unknown> }>(
      `select actor_user_id, metadata from audit_log where action = 'integration.configured' and target_id = $1`,
      [connectionId],
    );
    expect(audit?.metadata).toMatchObject({
      providerId: 'greenhouse_harvest',
      apiAddress: { from: `${sandboxServer.url}/sandbox/v1`, to: `${regionalServer.url}/eu/v1` },
    });
    expect(audit?.actor_user_id).toBeTruthy();
  });

  it('with the switch off again, a private address cannot be set', async () => {
    await setSwitch(false);
    const res = await admin.request('PATCH', `${BASE}/connections/${connectionId}`, {
      fields: { apiBaseUrl: `${sandboxServer.url}/sandbox/v1` },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.apiBaseUrl).toMatch(/must start with https/);
    await setSwitch(true);
  });
});

describe('exports use the API address', () => {
  it('reads jobs and stages there and pushes candidates there', async () => {
    regionalServer.reset();
    const jobs = await member.get(`${BASE}/connections/${connectionId}/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs).toEqual([
      { id: '101', title: 'Regional job', status: 'open', location: 'Berlin' },
    ]);
    const stages = await member.get(`${BASE}/connections/${connectionId}/jobs/101/stages`);
    expect(stages.body.stages).toEqual([{ id: '9002', name: 'Phone Screen', order: 1 }]);

    const project = await member.post('/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName: 'API address export',
    });
    const projectId = project.body.data.projectId as string;
    const [person] = await q<{ id: string }>(
      `insert into talent_profiles (team_id, source, external_id, full_name, current_title, current_company, location, doc)
       values ($1, 'import', 'api-address-1', 'Ada Lovelace', 'Engineer', 'Acme', 'Berlin', '{}') returning id`,
      [teamId],
    );
    const profileId = Number(person!.id);
    expect(
      (await member.post(`/api/v1/projects/${projectId}/candidates`, { candidateIds: [profileId] })).status,
    ).toBe(200);
    const res = await member.post(`${BASE}/exports`, {
      projectId,
      candidateIds: [profileId],
      connectionId,
      jobId: '101',
      jobTitle: 'Regional job',
      stageId: '9002',
      stageName: 'Phone Screen',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await q<{ id: string }>(`select id from ats_exports where status = 'queued'`);
    expect(
      await runAtsExport(t.db.db, Number(row!.id), { secretBox: box, tuning: { sleep: async () => {} } }),
    ).toBe('done');
    expect(regional.candidates).toHaveLength(1);
    expect(regional.candidates[0]!.applications).toMatchObject([{ jobs: [{ id: 101 }] }]);
    expect(sandbox.candidates).toHaveLength(0);
    expect(
      regionalServer.requests.filter((r) => r.method === 'POST').every((r) => r.path.startsWith('/eu/v1/')),
    ).toBe(true);
  });
});
