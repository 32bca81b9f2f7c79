// The real Greenhouse Harvest journey (issue 19), end to end with nothing faked in the browser: a
// Greenhouse Harvest API v1 server runs in this test process (e2e/harvest-server.ts) and the
// Talentbase server talks to it over HTTP like it talks to Greenhouse.
//
// An admin finds the local API address refused, turns on the team's private-network switch,
// connects Greenhouse Harvest with an API key, the acting user id and the API address (the test
// on save signs in), and sees Configure and the address on the app's page. Then, as the project's
// recruiter, they export three candidates to a Greenhouse job and stage: per-candidate results,
// the candidates in Sourcing › Exported, and exactly three candidates with one application each
// on that job in Greenhouse; exporting one of them again leaves three. Screens at 1440 and 390 px.
import { expect, type Page, test } from '@playwright/test';
import { type HarvestServer, startHarvestServer } from './harvest-server';
import {
  api,
  comboOption,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  rememberSecret,
  snap,
} from './support';

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const KEY = rememberSecret(`gh-harvest-${suffix}-Key`);
const ACTING_USER = 4080017;
const JOB = { id: 4471002, name: 'Backend Engineer', status: 'open' as const, office: 'Berlin' };
const STAGES = [
  { id: 30101, name: 'Application Review', priority: 0 },
  { id: 30102, name: 'Phone Screen', priority: 1 },
  { id: 30103, name: 'Onsite Interview', priority: 2 },
];

let harvest: HarvestServer;

test.beforeAll(async () => {
  harvest = await startHarvestServer({
    apiKey: KEY,
    users: [{ id: ACTING_USER, name: 'Dana Demo' }],
    jobs: [JOB, { id: 4471003, name: 'Product Designer', status: 'open', office: 'Remote' }],
    stages: { [JOB.id]: STAGES, 4471003: STAGES.slice(0, 2) },
  });
});
test.afterAll(async () => {
  await harvest?.close();
});

/** The checks every screen passes, at 1440 and at 390 px, then back to the desktop. */
async function screens(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectNoSideScroll(page, `${name} at ${width}`);
    await expectAccessible(page, `${name} at ${width}`);
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function call(page: Page, method: 'delete' | 'put', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const res = await page.request[method](url, { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
}

async function chooseOption(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: RegExp,
  option: string,
) {
  await dialog
    .getByRole('textbox', { name: label })
    .or(dialog.getByRole('combobox', { name: label }))
    .first()
    .click();
  // The dialog's own list: the project's ATS job card also lists the ATS's jobs (a native select).
  await comboOption(page, option).click();
}

async function exportToGreenhouse(page: Page, names: string[]) {
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Export to ATS…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to ATS' });
  const count = `${names.length} candidate${names.length === 1 ? '' : 's'}`;
  await expect(dialog.getByText(`${count} go to Greenhouse Harvest`, { exact: false })).toBeVisible();
  await chooseOption(page, dialog, /Job/, `${JOB.name} · ${JOB.office}`);
  await chooseOption(page, dialog, /Stage/, 'Phone Screen');
  return dialog;
}

test('an admin connects Greenhouse Harvest at its API address and exports three candidates to it', async ({
  page,
}) => {
  // Fourteen axe runs over long pages (the apps home lists 70 integrations) on a busy machine.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const before = await api(page, 'get', '/api/tb-v2/v1/engage/team-settings');
  const hadPrivateHosts = before.allowPrivateHosts === true;
  let connectionId: string | null = null;
  try {
    // Start from the safe default: private network addresses are refused.
    if (hadPrivateHosts)
      await call(page, 'put', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: false });

    // 1. Connecting at a local address is refused, and the field says what to turn on.
    await page.goto('/apps/homepage');
    const card = page.getByTestId('app-greenhouse_harvest');
    await card.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Greenhouse Harvest Access Information' });
    await dialog.getByLabel(/Harvest API key/).fill(KEY);
    await dialog.getByLabel(/User ID \(On-Behalf-Of\)/).fill(String(ACTING_USER));
    await dialog.getByRole('button', { name: 'Advanced options' }).click();
    const address = dialog.getByLabel(/API address/);
    await expect(address).toHaveAttribute('placeholder', 'https://harvest.greenhouse.io/v1');
    await address.fill(harvest.apiBase);
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(
      dialog.getByText(/API address must start with https:\/\/.*private-network switch/),
    ).toBeVisible();
    expect(harvest.requests).toHaveLength(0);
    await screens(page, 'ats-greenhouse-connect-refused');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 2. The admin turns on the team's private-network switch.
    await page.goto('/admin/team-settings/engagement');
    const privateHosts = page.getByRole('switch', { name: /Allow SMTP servers on the private network/ });
    await expect(privateHosts).not.toBeChecked();
    await privateHosts.check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Engagement settings saved')).toBeVisible();
    expect((await api(page, 'get', '/api/tb-v2/v1/engage/team-settings')).allowPrivateHosts).toBe(true);

    // 3. Connect: the test on save signs in to the local Greenhouse; Connect becomes Configure.
    await page.goto('/apps/homepage');
    await card.getByRole('button', { name: 'Connect' }).click();
    await dialog.getByLabel(/Harvest API key/).fill(KEY);
    await dialog.getByLabel(/User ID \(On-Behalf-Of\)/).fill(String(ACTING_USER));
    await dialog.getByRole('button', { name: 'Advanced options' }).click();
    await dialog.getByLabel(/API address/).fill(harvest.apiBase);
    await screens(page, 'ats-greenhouse-connect-form');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(dialog.getByTestId('connection-test')).toContainText(
      'Signed in to Greenhouse Harvest: 2 jobs found.',
    );
    expect(harvest.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/jobs']);
    await screens(page, 'ats-greenhouse-connected');
    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', { name: 'Configure' })).toBeVisible();
    await expect(card.getByText('Installed')).toBeVisible();
    const connections = await api(page, 'get', '/api/v1/integrations/connections');
    const connection = connections.connections.find(
      (c: { providerId: string }) => c.providerId === 'greenhouse_harvest',
    );
    connectionId = connection.id;
    expect(connection.settings).toEqual({ apiBaseUrl: harvest.apiBase });
    expect(JSON.stringify(connections)).not.toContain(KEY);

    // The app's page names the address the connection uses.
    await page.goto('/apps/appDetail?id=greenhouse_harvest');
    await expect(page.getByTestId('api-address')).toHaveText(`API address: ${harvest.apiBase}`);
    await expect(page.getByText('Last test: Signed in to Greenhouse Harvest: 2 jobs found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configure' })).toBeVisible();
    await screens(page, 'ats-greenhouse-app-detail');

    // 4. A project with three candidates (set-up through the API: not what this journey tests).
    const created = await api(page, 'post', '/api/v1/projects/create', {
      jobTitle: JOB.name,
      projectStatus: 0,
      projectName: `Greenhouse journey ${suffix}`,
    });
    const projectId = created.data.projectId as string;
    const people: { id: number; name: string; email: string }[] = [];
    for (const first of ['Ada', 'Grace', 'Alan']) {
      const name = `${first} Harvest ${suffix}`;
      const email = `${first.toLowerCase()}.${suffix}@example.com`;
      const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
        fullName: name,
        title: 'Backend Engineer',
        company: 'Northwind Traders',
        location: 'Berlin',
        emails: [email],
        confirmDuplicate: true,
      });
      people.push({ id: Number(profileId), name, email });
    }
    await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, {
      candidateIds: people.map((p) => p.id),
    });

    // 5. Export the three to the Greenhouse job's Phone Screen stage.
    await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
    const exportDialog = await exportToGreenhouse(
      page,
      people.map((p) => p.name),
    );
    await screens(page, 'ats-greenhouse-export-form');
    await exportDialog.getByRole('button', { name: 'Export 3 candidates' }).click();
    await expect(exportDialog.getByText('Finished: 3 exported')).toBeVisible({ timeout: 60_000 });
    const results = exportDialog.getByTestId('ats-export-result');
    await expect(results).toHaveCount(3);
    for (const p of people) {
      const row = results.filter({ hasText: p.name });
      await expect(row.getByText('Exported', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Candidate \d+/)).toBeVisible();
    }
    await screens(page, 'ats-greenhouse-export-results');

    // Greenhouse now holds exactly three candidates, each with one application on the job, at the
    // chosen stage, written on behalf of the acting user, with the source in a note.
    expect(harvest.candidates).toHaveLength(3);
    for (const p of people) {
      const c = harvest.candidates.find((x) => `${x.first_name} ${x.last_name}` === p.name);
      expect(c, p.name).toBeDefined();
      expect(c).toMatchObject({ title: 'Backend Engineer', company: 'Northwind Traders' });
      // Contact details go only for candidates the team has revealed: these were not.
      expect(c?.email_addresses).toEqual([]);
      expect(c?.applications).toHaveLength(1);
      expect(c?.applications[0]).toMatchObject({
        prospect: false,
        jobs: [{ id: JOB.id, name: JOB.name }],
        current_stage: { id: 30102, name: 'Phone Screen' },
      });
      expect(c?.notes.some((n) => n.body.startsWith('Source: '))).toBe(true);
      await expect(results.filter({ hasText: p.name })).toContainText(`Candidate ${c?.id}`);
    }
    const writes = harvest.requests.filter((r) => r.method === 'POST');
    expect(writes.length).toBeGreaterThanOrEqual(3);
    expect(writes.every((r) => r.onBehalfOf === String(ACTING_USER))).toBe(true);

    // 6. In the pipeline the three are in Sourcing › Exported.
    await page.keyboard.press('Escape');
    await expect(exportDialog).toBeHidden();
    await page.goto(`/v5/talent-pool/project/${projectId}`);
    await expect(
      page.getByRole('button', { name: 'Exported: 3 candidates, hidden stage. Show column' }),
    ).toBeVisible({ timeout: 30_000 });
    await screens(page, 'ats-greenhouse-pipeline-exported');

    // 7. Exporting one of them again changes nothing in Greenhouse.
    const creates = harvest.requests.filter((r) => r.method === 'POST' && r.path === '/v1/candidates').length;
    await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
    const again = await exportToGreenhouse(page, [people[0]!.name]);
    await again.getByRole('button', { name: 'Export 1 candidate' }).click();
    await expect(again.getByText('Finished: 1 exported')).toBeVisible({ timeout: 60_000 });
    expect(harvest.candidates).toHaveLength(3);
    expect(harvest.candidates.flatMap((c) => c.applications)).toHaveLength(3);
    expect(harvest.requests.filter((r) => r.method === 'POST' && r.path === '/v1/candidates')).toHaveLength(
      creates,
    );
  } finally {
    // Leave the shared demo team as it was for the other journeys.
    if (connectionId) await call(page, 'delete', `/api/v1/integrations/connections/${connectionId}`);
    await call(page, 'put', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: hadPrivateHosts });
  }
});
