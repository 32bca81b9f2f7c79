/**
 * Tutorials (spec sections 3 and 4), at 1440 and 390 px: the dashboard tutorial is walked with
 * Next / Previous, completed and rated, and does not come back; the sourcing and pipeline
 * tutorials dim the page around their target; the operator turns a tutorial off in the customer
 * console and it stops showing; nothing shows inside the console. Every other journey runs with
 * tutorials paused (playwright.config.ts); this one starts without that.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

test.use({ storageState: { cookies: [], origins: [] } });

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function member(
  browser: Browser,
  email: string,
  size: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  await logIn(page, email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
  return page;
}

const tutorial = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** The popover stays on screen (a phone included). */
async function expectOnScreen(page: Page, what: string) {
  const box = await page.getByTestId('guidance-popover').boundingBox();
  const size = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !size) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(size.width);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(size.height);
}

async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
}

for (const [i, size] of WIDTHS.entries()) {
  // A different member at each width: a completed tutorial does not come back for the same one.
  const email = i === 0 ? 'demo@talentbase.dev' : 'growth.admin@talentbase.dev';

  test(`the dashboard tutorial is walked, completed, rated and gone for good (${size.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await member(browser, email, size);
    await page.goto('/v5/talent-pool/dashboard');
    const first = tutorial(page, 'Your hiring at a glance');
    await expect(first).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('guidance-step-number')).toHaveText('1 of 4');
    // Focus is in the popover; Tab reaches its buttons.
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first.getByRole('button', { name: 'Exit' })).toBeFocused();
    await expectOnScreen(page, 'step 1');
    await expectNoSideScroll(page, 'dashboard with a tutorial');
    await expectAccessible(page, `an open tutorial at ${size.width} px`);
    await snap(page, `guidance-dashboard-step1-${size.width}`);

    await first.getByRole('button', { name: 'Next' }).click();
    const second = tutorial(page, 'Pick up where you left off');
    await expect(second).toBeVisible();
    await expect(page.getByTestId('guidance-step-number')).toHaveText('2 of 4');
    await second.getByRole('button', { name: 'Previous' }).click();
    await expect(tutorial(page, 'Your hiring at a glance')).toBeVisible();
    for (let n = 0; n < 3; n += 1)
      await page.getByTestId('guidance-popover').getByRole('button', { name: 'Next' }).click();
    const last = tutorial(page, 'Start a new search');
    await expect(last).toBeVisible();
    await expectOnScreen(page, 'last step');
    await snap(page, `guidance-dashboard-step4-${size.width}`);
    await last.getByRole('button', { name: 'Complete' }).click();

    const feedback = tutorial(page, 'Was this helpful?');
    await expect(feedback).toBeVisible();
    await snap(page, `guidance-dashboard-feedback-${size.width}`);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/feedback') && r.request().method() === 'POST',
    );
    await feedback.getByRole('button', { name: 'Yes' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('guidance-popover')).toHaveCount(0);

    // Completed: after a reload the tutorial does not come back.
    const list = page.waitForResponse((r) => r.url().includes('/api/v1/guidance?'));
    await page.reload();
    const answer = (await (await list).json()) as { data: unknown[] };
    expect(answer.data).toEqual([]);
    await page.waitForTimeout(1500);
    await expect(page.getByTestId('guidance-popover')).toHaveCount(0);
    await page.context().close();
  });

  test(`the sourcing and pipeline tutorials dim the page around their target (${size.width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The growth admin has no sourcing seat: the growth recruiter searches on the phone.
    const page = await member(browser, i === 0 ? email : 'growth.recruiter@talentbase.dev', size);
    await page.goto('/v5/sourcing-new');
    const query = tutorial(page, 'Search the way you think');
    await expect(query).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('guidance-mask')).toBeVisible();
    await expectOnScreen(page, 'sourcing step 1');
    await expectAccessible(page, `the masked sourcing tutorial at ${size.width} px`);
    await snap(page, `guidance-sourcing-mask-${size.width}`);
    await query.getByRole('button', { name: 'Next' }).click();
    await expect(tutorial(page, 'Narrow, then scan')).toBeVisible();
    await expect(page.getByTestId('guidance-highlight')).toHaveCount(2);
    await snap(page, `guidance-sourcing-multi-${size.width}`);
    // Escape exits; the tutorial was seen and does not come back.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('guidance-popover')).toHaveCount(0);

    const created = await page.request.post('/api/v1/projects/create', {
      data: {
        jobTitle: 'Backend engineer',
        projectStatus: 2,
        projectName: `Guidance pipeline ${Date.now()}`,
      },
      headers: { 'x-csrf-token': await csrf(page) },
    });
    expect(created.status()).toBe(200);
    const projectId = (await created.json()).data.projectId as string;
    await page.goto(`/v5/talent-pool/project/${projectId}`);
    const board = tutorial(page, 'Your pipeline, stage by stage');
    await expect(board).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('guidance-mask')).toBeVisible();
    await expectOnScreen(page, 'pipeline step 1');
    await snap(page, `guidance-pipeline-mask-${size.width}`);
    await board.getByRole('button', { name: 'Next' }).click();
    await expect(tutorial(page, 'Move candidates forward')).toBeVisible();
    await expect(page.getByTestId('guidance-purple')).toBeVisible();
    await snap(page, `guidance-pipeline-purple-${size.width}`);
    await page.getByTestId('guidance-popover').getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByTestId('guidance-popover')).toHaveCount(0);
    await page.context().close();
  });
}

test('the operator turns a tutorial off and it stops showing; nothing shows in the console', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = await member(
    browser,
    'operator@talentbase.dev',
    WIDTHS[0] as { width: number; height: number },
  );
  let asked = false;
  operator.on('request', (r) => {
    if (r.url().includes('/api/v1/guidance?')) asked = true;
  });
  await operator.goto('/customer-console/forking/dashboard');
  const section = operator.getByTestId('console-guidance');
  await expect(section.getByRole('heading', { name: 'Tutorials' })).toBeVisible({ timeout: 20_000 });
  const shown = section.getByRole('switch', { name: 'Shown admin-console-tour' });
  await expect(shown).toBeChecked();
  const saved = operator.waitForResponse((r) =>
    r.url().includes('/customer-console/guidance/admin-console-tour'),
  );
  await shown.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(shown).not.toBeChecked();
  await operator.waitForTimeout(1500);
  // Inside the customer console no tutorial is asked for or shown.
  expect(asked).toBe(false);
  await expect(operator.getByTestId('guidance-popover')).toHaveCount(0);
  await expectAccessible(operator, 'the customer console with its tutorials');
  await snap(operator, 'guidance-console');
  await section.getByRole('button', { name: 'Edit admin-console-tour' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Edit admin-console-tour' });
  await dialog.getByLabel('Never expires').uncheck();
  await dialog.getByLabel(/Expires on/).fill('2022-12-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByTestId('guidance-edit-error')).toContainText('later than 2023-01-01');
  await expectAccessible(operator, 'editing a tutorial in the console');
  await snap(operator, 'guidance-console-edit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A pro admin on the admin dashboard: nothing while it is off.
  const admin = await member(browser, 'admin@talentbase.dev', WIDTHS[0] as { width: number; height: number });
  const list = admin.waitForResponse((r) => r.url().includes('/api/v1/guidance?'));
  await admin.goto('/admin/general/dasboard');
  expect(((await (await list).json()) as { data: unknown[] }).data).toEqual([]);
  await expect(admin.getByTestId('guidance-popover')).toHaveCount(0);

  // Back on: it shows (a light popover, then the "New" label).
  const again = operator.waitForResponse((r) =>
    r.url().includes('/customer-console/guidance/admin-console-tour'),
  );
  await shown.click({ force: true });
  expect((await again).status()).toBe(200);
  await admin.goto('/admin/general/users');
  await admin.goto('/admin/general/dasboard');
  const seats = tutorial(admin, 'Seats per licence');
  await expect(seats).toBeVisible({ timeout: 20_000 });
  await expect(admin.getByTestId('guidance-popover')).toHaveAttribute('data-light', 'true');
  await seats.getByRole('button', { name: 'Next' }).click();
  await admin.getByTestId('guidance-popover').getByRole('button', { name: 'Next' }).click();
  await expect(tutorial(admin, /What admins changed/)).toBeVisible();
  await expect(admin.getByTestId('new-label').first()).toBeVisible();
  await snap(admin, 'guidance-admin-newlabel');

  // The member's switch pauses tutorials in this browser.
  await accountMenu(admin).click();
  await expect(admin.getByRole('menuitem', { name: 'Show tips and tutorials On' })).toBeVisible();
  await admin.getByRole('menuitem', { name: 'Show tips and tutorials On' }).click();
  await expect(admin.getByTestId('guidance-popover')).toHaveCount(0);
  expect(await admin.evaluate("localStorage.getItem('talentbase.guidance.paused')")).toBe('1');
  await admin.context().close();
  await operator.context().close();
});
