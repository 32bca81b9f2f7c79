// An outside system drives Talentbase (issue 19 item 7): a team admin creates an API key and a
// webhook endpoint on Team settings › API access (both secrets shown once); a small "careers site"
// in this test process — an HTTP receiver on 127.0.0.1 plus plain fetch calls with the key —
// creates a project, a candidate in it and moves the candidate along the pipeline. The receiver
// gets the three events, each signed with the endpoint's secret; the admin sees the deliveries in
// the log, and the recruiter sees the project (campaign source OPEN-API) and the candidate in the
// stage the outside system chose.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  rememberSecret,
  snap,
} from './support';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const PROJECT = `Careers site engineers ${stamp}`;
const CANDIDATE = { fullName: `Cora Careers${stamp}`, email: `cora.${stamp}@example.org` };
const SETTINGS = '/admin/team-settings/api-access';

type Received = { type: string; id: string; signature: string; body: string; data: Record<string, unknown> };
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl = '';
let page: Page;
let apiKey = '';
let signingSecret = '';
let projectId = '';
let candidateId = '';

test.beforeAll(async ({ browser }) => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { id: string; type: string; data: Record<string, unknown> };
      received.push({
        type: parsed.type,
        id: String(req.headers['talentbase-event-id'] ?? ''),
        signature: String(req.headers['talentbase-signature'] ?? ''),
        body,
        data: parsed.data,
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/talentbase-events`;
  page = await (await browser.newContext()).newPage();
  await logIn(page, 'demo@talentbase.dev', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The receiver runs on this machine: the team allows private hosts (the outbound guard's switch).
  await api(page, 'put', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The signature check an outside system runs (docs/PUBLIC-API.md). */
function signedBy(secret: string, event: Received): boolean {
  const parts = Object.fromEntries(event.signature.split(',').map((p) => p.split('=')));
  const expected = crypto.createHmac('sha256', secret).update(`${parts.t}.${event.body}`).digest('hex');
  return (
    typeof parts.v1 === 'string' &&
    parts.v1.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1))
  );
}

/** A call of the outside system: no cookie, no CSRF token, only the key. */
async function outside(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(new URL(`/api/public/v1${path}`, page.url()), {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { data?: unknown } };
}

test('a team admin creates an API key and a webhook endpoint; each secret is shown once', async () => {
  await page.goto(SETTINGS);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Create an API key' });
  await keyDialog.getByLabel(/^Name/).fill(`Careers site ${stamp}`);
  for (const scope of ['projects:write', 'candidates:write'])
    await keyDialog.getByRole('checkbox', { name: new RegExp(`^${scope}`) }).check();
  await keyDialog.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByRole('dialog', { name: 'API key created' });
  apiKey = rememberSecret(await shown.getByLabel('API key').inputValue());
  expect(apiKey).toMatch(/^tb_live_/);
  await snap(page, 'public-api-key-shown');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(apiKey)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const hookDialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await hookDialog.getByLabel(/^Address/).fill(receiverUrl);
  for (const event of ['candidate.created', 'candidate.added_to_project', 'pipeline.stage_changed'])
    await hookDialog.getByRole('checkbox', { name: new RegExp(`^${event.replace('.', '\\.')}`) }).check();
  await hookDialog.getByRole('button', { name: 'Add endpoint' }).click();
  const added = page.getByRole('dialog', { name: 'Endpoint added' });
  signingSecret = rememberSecret(await added.getByLabel('Signing secret').inputValue());
  expect(signingSecret).toMatch(/^whsec_/);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(receiverUrl)).toBeVisible();
});

test('the outside system creates a project and a candidate in it, then moves the candidate', async () => {
  expect((await outside('GET', '/projects')).status).toBe(200);
  const noKey = await fetch(new URL('/api/public/v1/projects', page.url()));
  expect(noKey.status).toBe(401);

  const project = await outside('POST', '/projects', { projectName: PROJECT, jobTitle: 'Platform engineer' });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  const made = project.body as unknown as { id: string; campaignSource: string | null };
  projectId = made.id;
  expect(made.campaignSource).toBe('OPEN-API');

  const candidate = await outside('POST', '/candidates', {
    fullName: CANDIDATE.fullName,
    emails: [CANDIDATE.email],
    title: 'Site reliability engineer',
    projectId,
  });
  expect(candidate.status, JSON.stringify(candidate.body)).toBe(201);
  candidateId = (candidate.body as unknown as { id: string }).id;

  const moved = await outside('POST', `/projects/${projectId}/candidates/${candidateId}/stage`, {
    categoryId: 1,
    stageId: 3,
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  const list = await outside('GET', `/projects/${projectId}/candidates`);
  expect(list.body.data).toEqual([
    expect.objectContaining({ candidateId, position: expect.objectContaining({ stageName: 'Replied' }) }),
  ]);
});

test('the receiver gets the three events, each signed with the endpoint’s secret', async () => {
  // Each change queues a sweep of the outbox as it commits, so the events arrive within seconds;
  // the room here is for a busy machine (the minute's cron sweep is the safety net).
  test.setTimeout(100_000);
  const mine = () => received.filter((e) => JSON.stringify(e.data).includes(candidateId));
  await expect
    .poll(
      () =>
        mine()
          .map((e) => e.type)
          .sort(),
      { timeout: 75_000, intervals: [500] },
    )
    .toEqual(['candidate.added_to_project', 'candidate.created', 'pipeline.stage_changed']);
  for (const event of mine()) {
    expect(signedBy(signingSecret, event), `${event.type} is signed`).toBe(true);
    expect(signedBy('whsec_not-the-secret', event)).toBe(false);
    expect(event.id).not.toBe('');
  }
  // Nothing secret travels in an event.
  expect(JSON.stringify(received)).not.toContain(apiKey);
});

test('the admin sees the deliveries; the recruiter sees the project and the candidate’s stage', async () => {
  await page.goto(SETTINGS);
  // This receiver's endpoint: other journeys add endpoints to the same demo team.
  const endpoint = page.locator('[data-testid^="endpoint-"]').filter({ hasText: receiverUrl });
  await endpoint.getByRole('button', { name: 'Show deliveries' }).click();
  const log = endpoint.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText('pipeline.stage_changed').first()).toBeVisible();
  await expect(log.getByText('delivered').first()).toBeVisible();
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSideScroll(page, `api access at ${size.width}`);
    await expectAccessible(page, `api access at ${size.width}`);
    await snap(page, `public-api-deliveries-${size.width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  await expect(page.getByRole('heading', { name: PROJECT })).toBeVisible();
  await expect(page.getByText(CANDIDATE.fullName).first()).toBeVisible();
  await expect(page.getByText('Replied').first()).toBeVisible();
  await snap(page, 'public-api-project');
});
