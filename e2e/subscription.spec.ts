// Plans and subscription (issue 18): a starter admin hits the project limit, opens the plans from
// the limit message, upgrades to Growth and creates the project; then cancels and reactivates,
// seeing the spec's reactivation message. The team is put back on Starter at the end so the other
// journeys find the starter account as seeded.
import { expect, type Page, test } from '@playwright/test';
import { PROJECT_LIMIT_MESSAGE, subscriptionReactivatedMessage } from '@talentbase/shared/domain/messages';
import { DEMO_PASSWORD, expectAccessible, logIn, STARTER, snap } from './support';

const createForm = (page: Page) => page.getByRole('form', { name: 'Create project' });

async function post(page: Page, url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  return page.request.post(url, { data, headers: { 'x-csrf-token': csrf } });
}

async function submitProject(page: Page, jobTitle: string) {
  const form = createForm(page);
  await form.getByRole('textbox', { name: 'Job title' }).fill(jobTitle);
  await form.getByRole('combobox', { name: 'Project status', exact: true }).click();
  await page.getByRole('option', { name: 'Active: visible to the whole team', exact: true }).click();
  await form.getByRole('textbox', { name: 'Job title' }).press('Enter');
}

test('a starter admin hits the project limit, upgrades, creates the project; cancels and reactivates', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await logIn(page, STARTER.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(STARTER.team);
  const id = Date.now().toString(36);
  const opened: string[] = [];
  // Fill the starter's open projects up to the limit.
  for (let n = 0; n < 5; n++) {
    const res = await post(page, '/api/v1/projects/quick-create', { projectName: `Filler ${n} ${id}` });
    if (res.status() === 422) break;
    expect(res.status()).toBe(200);
    opened.push(
      String(((await res.json()) as { project: { projectId: number | string } }).project.projectId),
    );
  }

  await page.goto('/v5/create-project');
  await submitProject(page, `Head of Sales ${id}`);
  const limit = page.getByTestId('project-limit');
  await expect(limit).toContainText(PROJECT_LIMIT_MESSAGE);
  const plansLink = limit.getByRole('link', { name: 'see the plans and upgrade' });
  await expect(plansLink).toHaveAttribute('href', '/settings/subscription');

  // The plans open in a new tab; the form keeps what was typed.
  const [plans] = await Promise.all([context.waitForEvent('page'), plansLink.click()]);
  await expect(plans.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible({
    timeout: 30_000,
  });
  const current = plans.getByTestId('current-plan');
  await expect(current).toContainText('Starter');
  await expect(current).toContainText(/Renews on \w+ \d+, \d{4}\./);
  await expect(plans.getByRole('progressbar', { name: /Recruiter seats: 1 of 1 in use/ })).toBeVisible();
  await expectAccessible(plans, 'subscription (starter)');
  await snap(plans, 'subscription-starter');
  await plans.getByRole('button', { name: 'Upgrade to Growth' }).click();
  const dialog = plans.getByRole('dialog', { name: 'Upgrade: Growth' });
  await dialog.getByRole('button', { name: 'Upgrade' }).click();
  await expect(plans.getByText(/Your team is now on Growth\./)).toBeVisible();
  await expect(current).toContainText('Growth');
  await expect(plans.getByTestId('plan-growth')).toContainText('Your plan');

  // Back on the form: the same project is created now.
  await page.bringToFront();
  await expect(createForm(page).getByRole('textbox', { name: 'Job title' })).toHaveValue(
    `Head of Sales ${id}`,
  );
  await createForm(page).getByRole('textbox', { name: 'Job title' }).press('Enter');
  await expect(page).toHaveURL(/\/v5\/talent-pool\/project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Head of Sales ${id}` })).toBeVisible();
  opened.push(/\/project\/(\d+)$/.exec(page.url())?.[1] ?? '');

  // Cancel at period end, then reactivate with the spec's message.
  await plans.bringToFront();
  await plans.getByRole('button', { name: 'Cancel subscription' }).click();
  await plans.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(current).toContainText(/Cancelled: ends on/);
  await plans.getByTestId('current-plan').getByRole('button', { name: 'Reactivate' }).click();
  await plans.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(plans.getByText(subscriptionReactivatedMessage('Growth'))).toBeVisible();
  await expect(current).toContainText(/Renews on/);
  await snap(plans, 'subscription-reactivated');

  // Put the starter account back as seeded: archive what this journey opened, then downgrade.
  for (const projectId of opened.filter(Boolean)) await post(page, '/api/v1/projects/archive', { projectId });
  const down = await post(page, '/api/v1/subscription/downgrade', { planId: 'starter' });
  expect(down.status(), await down.text()).toBe(200);
});
