// Engage settings with zero configuration (issue 14): a demo user already has a local test
// mailbox whose connection works, mail a local mailbox sends is caught on this machine and shown
// under Engage › Local test mail with a banner that nothing was delivered, and the mailbox,
// delegation and team sending screens hold at a phone's and a desktop's width, axe-clean.
import { expect, type Page, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, screenshotPath } from './support';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

async function getJson(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return response.json();
}

async function checkScreen(
  page: Page,
  path: string,
  name: string,
  ready: (p: Page) => Promise<void>,
  axeWidths: readonly number[] = [390, 1440],
) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSideScroll(page, `${name} at ${size.width}`);
    if (axeWidths.includes(size.width)) await expectAccessible(page, `${name} at ${size.width}`);
    await page.screenshot({ path: screenshotPath(`engage-${name}-${size.width}`), fullPage: true });
  }
}

test('a demo user sends to local test mail with nothing configured and sees it caught', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/admin/settings/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Local test mail \(this machine only\)/ })).toBeChecked();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('The connection works')).toBeVisible();
  await expect(page.getByText('Connection works', { exact: true })).toBeVisible();

  // What a local mailbox sends: signed in to the catcher as the team.
  const me = await getJson(page, '/api/auth/me');
  const { port } = await getJson(page, '/api/tb-v2/v1/engage/local-mail');
  const subject = `A role at Northwind ${Date.now()}`;
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    auth: { user: `team:${me.user.team.id}`, pass: 'local' },
  });
  await transport.sendMail({
    from: 'Dana Demo <demo@talentbase.dev>',
    to: 'Casey Candidate <casey@example.com>',
    subject,
    html: '<p>Hi Casey, <a href="https://example.com/role">see the role</a>.</p>',
    text: 'Hi Casey, see the role: https://example.com/role',
    headers: { 'List-Unsubscribe': '<http://localhost/u/demo>' },
  });
  transport.close();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Local test mail' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Local test mail' })).toBeVisible();
  await expect(page.getByText('Local test mail: nothing here was delivered')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Caught messages' })
    .getByRole('button', { name: subject })
    .click();
  const message = page.getByTestId('local-message');
  await expect(message.getByRole('heading', { name: subject })).toBeVisible();
  await expect(message.getByText('<http://localhost/u/demo>')).toBeVisible();
  await expect(message.getByRole('link', { name: 'see the role' })).toHaveAttribute(
    'href',
    'https://example.com/role',
  );

  await checkScreen(page, page.url().replace(/^https?:\/\/[^/]+/, ''), 'local-test-mail', async (p) => {
    await expect(p.getByTestId('local-message')).toBeVisible();
  });
});

test('the mailbox, delegation and team sending screens hold at every width', async ({ page }) => {
  test.setTimeout(120_000);
  // axe takes seconds a screen on a busy machine: the simple forms are checked on the phone only.
  const phone = [390];
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  await checkScreen(page, '/admin/settings/email', 'mailbox', async (p) => {
    await expect(p.getByRole('button', { name: 'Test connection' })).toBeVisible();
  });
  await checkScreen(
    page,
    '/admin/settings/email-delegation',
    'delegation',
    async (p) => {
      await expect(p.getByRole('heading', { name: 'People you can send for' })).toBeVisible();
    },
    phone,
  );
  await checkScreen(
    page,
    '/admin/team-settings/campaign-settings',
    'campaign-settings',
    async (p) => {
      await expect(p.getByRole('checkbox', { name: 'Monday' })).toBeVisible();
    },
    phone,
  );
  await checkScreen(
    page,
    '/admin/team-settings/engagement',
    'engagement',
    async (p) => {
      await expect(p.getByRole('switch', { name: /Allow SMTP servers/ })).toBeVisible();
    },
    phone,
  );
});
