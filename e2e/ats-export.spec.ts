// Export to ATS from the pipeline (issue 19, item 4), on a desktop and on a phone: a recruiter
// selects three candidates, picks the Greenhouse Harvest job and stage, confirms, and follows each
// candidate's result. The server side (connection, ATS calls, queue) is proven against a local
// Greenhouse server in apps/server/src/modules/integrations/export/export.int.test.ts; here the
// integrations answers are played by the page so the dialog's states can be photographed and
// checked with axe (WCAG 2.2 AA) and for sideways scrolling.
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  comboOption,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
} from './support';

const CONNECTION = '0f0e0d0c-0b0a-4908-8706-050403020100';
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function check(page: Page, name: string) {
  await expectNoSideScroll(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}

async function playIntegrations(page: Page, people: { id: number; name: string }[]) {
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  const results = (status: 'running' | 'done') => {
    const rows = people.map((p, i) => ({
      id: String(i + 1),
      candidateId: p.id,
      candidateName: p.name,
      connectionId: CONNECTION,
      providerId: 'greenhouse_harvest',
      jobId: '101',
      jobTitle: 'Backend Engineer',
      stageId: '9002',
      stageName: 'Phone Screen',
      status: i === 2 ? 'failed' : status,
      externalCandidateId: status === 'done' && i !== 2 ? String(5000 + i) : null,
      externalApplicationId: status === 'done' && i !== 2 ? String(7000 + i) : null,
      error: i === 2 ? 'Greenhouse Harvest did not accept the request: the email address is invalid' : null,
      attempts: 1,
      updatedAt: new Date().toISOString(),
    }));
    const n = (s: string) => rows.filter((r) => r.status === s).length;
    return {
      results: rows,
      progress: {
        total: rows.length,
        queued: 0,
        running: n('running'),
        done: n('done'),
        failed: n('failed'),
      },
    };
  };
  let polls = 0;
  await page.route('**/api/v1/integrations/connections', (route) =>
    route.fulfill(
      json({
        connections: [
          {
            id: CONNECTION,
            providerId: 'greenhouse_harvest',
            scope: 'team',
            status: 'connected',
            settings: {},
            hasCredentials: true,
            storedFields: ['api_key', 'user_id'],
            lastTest: null,
            createdBy: null,
            updatedBy: null,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        ],
      }),
    ),
  );
  await page.route(`**/api/v1/integrations/connections/${CONNECTION}/jobs**`, (route) =>
    route.request().url().includes('/stages')
      ? route.fulfill(
          json({
            stages: [
              { id: '9001', name: 'Application Review', order: 0 },
              { id: '9002', name: 'Phone Screen', order: 1 },
            ],
          }),
        )
      : route.fulfill(
          json({
            jobs: [
              { id: '101', title: 'Backend Engineer', status: 'open', location: 'Berlin' },
              { id: '102', title: 'Product Designer', status: 'open', location: 'Remote' },
            ],
            nextCursor: null,
          }),
        ),
  );
  await page.route('**/api/v1/integrations/exports**', (route) => {
    if (route.request().method() === 'POST')
      return route.fulfill(json({ ...results('running'), created: 3 }));
    polls += 1;
    return route.fulfill(json(results(polls > 1 ? 'done' : 'running')));
  });
}

async function journey(page: Page, width: number, height: number, label: string) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width, height });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const id = suffix();
  const created = await api(page, 'post', '/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 0,
    projectName: `ATS export ${label} ${id}`,
  });
  const projectId = created.data.projectId as string;
  const people: { id: number; name: string }[] = [];
  for (const first of ['Ada', 'Grace', 'Alan']) {
    const name = `${first} Export-${label} ${id}`;
    const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
      fullName: name,
      title: 'Backend Engineer',
      company: 'Northwind Traders',
      confirmDuplicate: true,
    });
    people.push({ id: Number(profileId), name });
  }
  await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, {
    candidateIds: people.map((p) => p.id),
  });
  await playIntegrations(page, people);
  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  for (const p of people) await page.getByRole('checkbox', { name: `Select ${p.name}` }).check();
  await page.getByRole('button', { name: 'Export to ATS…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to ATS' });
  await expect(dialog.getByText(/3 candidates go to Greenhouse Harvest/)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Job/ })
    .or(dialog.getByRole('combobox', { name: /Job/ }))
    .first()
    .click();
  // The dialog's own list: the project's ATS job card also lists the ATS's jobs (a native select).
  await comboOption(page, 'Backend Engineer · Berlin').click();
  await dialog
    .getByRole('textbox', { name: /Stage/ })
    .or(dialog.getByRole('combobox', { name: /Stage/ }))
    .first()
    .click();
  await comboOption(page, 'Phone Screen').click();
  await check(page, `ats-export-${label}-form`);
  await dialog.getByRole('button', { name: 'Export 3 candidates' }).click();
  await expect(dialog.getByText('Finished: 2 exported, 1 failed')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('link', { name: /Candidate 5000/ })).toBeVisible();
  await expect(dialog.getByText(/the email address is invalid/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry failed' })).toBeVisible();
  await check(page, `ats-export-${label}-results`);
}

test('a recruiter exports three candidates to Greenhouse Harvest on a desktop', async ({ page }) => {
  await journey(page, 1440, 900, '1440');
});

test('a recruiter exports three candidates to Greenhouse Harvest on a phone', async ({ page }) => {
  await journey(page, 390, 844, '390');
});
