// Data protection as a team admin answers a request to be forgotten (issue 12): find the person by
// email, see what goes per table, confirm by typing, watch the job finish with its per-table
// counts, find it under past erasures and in the audit log; then a retention rule with its dry
// run. Every screen is checked with axe (WCAG 2.2 AA, no serious or critical violation) and for
// horizontal scrolling, with screenshots at 1440 and 390 px wide.
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  mainNav,
  screenshotPath,
  snap,
} from './support';

const LONG_NAME = 'Maximiliana Konstantinopoulou-Vanderbilt Okonkwo-Ravensworth de la Fuente';
const RULE_NAME = 'Unengaged candidates in the European Union and the United Kingdom after 2 years';
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function check(page: Page, name: string) {
  await settled(page);
  await expectNoSideScroll(page, name);
  await expectAccessible(page, name);
  // A full-page picture of a scrolled page draws the fixed header halfway down.
  await page.evaluate('window.scrollTo(0, 0)');
  await snap(page, name);
}

test('an admin erases a candidate end to end, sees the result and finds it in the audit log', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);

  const id = suffix();
  const email = `forget.me.${id}@example.org`;
  const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
    fullName: `${LONG_NAME} ${id}`,
    title: 'Principal Site Reliability Engineer',
    company: 'Northwind Traders',
    emails: [email],
    notes: 'Asked on the phone to be forgotten; confirmed by email.',
    confirmDuplicate: true,
  });

  // Admin › Data protection, from the navigation.
  await mainNav(page).getByRole('link', { name: 'Data protection' }).click();
  await expect(page).toHaveURL(/\/admin\/data-protection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data protection' })).toBeVisible();
  await expect(page).toHaveTitle('Erasure · Data protection · Talentbase');
  await check(page, 'data-protection-erasure');

  // Find by email: who, and what goes per table.
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  const found = page.getByTestId('erasure-preview');
  await expect(found.getByText('1 profile found')).toBeVisible();
  await expect(found.getByTestId('subject-person')).toContainText(`${LONG_NAME} ${id}`);
  await expect(found.getByTestId('subject-person')).toContainText(`Candidate ID ${profileId}`);
  const counts = found.getByRole('table', { name: 'What an erasure removes' });
  await expect(counts.getByRole('row', { name: /^Profiles\s+1$/ })).toBeVisible();
  await expect(counts.getByRole('row', { name: /^Notes\s+1$/ })).toBeVisible();
  await check(page, 'data-protection-preview');

  // The irreversible step: a clear warning and a typed confirmation.
  await found.getByRole('button', { name: 'Erase permanently…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase permanently?' });
  await expect(dialog.getByText('This cannot be undone')).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase this person' }).click();
  await expect(dialog.getByText('Type ERASE to confirm the erasure')).toBeVisible();
  await expectAccessible(page, 'erase dialog');
  await page.screenshot({ path: screenshotPath('data-protection-confirm') });
  await dialog.getByRole('textbox', { name: 'Type ERASE to confirm' }).fill('ERASE');
  await dialog.getByRole('button', { name: 'Erase this person' }).click();

  // The job's own page: progress, then the result per table.
  await expect(page).toHaveURL(/\/admin\/data-protection\/erasures\/[0-9a-f-]{36}$/);
  const erasureId = page.url().split('/').pop() as string;
  const done = page.getByTestId('erasure-done');
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toContainText('1 profile and');
  await expect(done).toContainText('suppression list');
  const removed = page.getByRole('table', { name: 'Removed, by table' });
  await expect(removed.getByRole('row', { name: /^Profiles\s+1$/ })).toBeVisible();
  await expect(removed.getByRole('row', { name: /^Notes\s+1$/ })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await check(page, 'data-protection-erasure-done');

  // They are gone: the same address finds nobody now.
  const again = await api(page, 'post', '/api/v1/gdpr/subjects/lookup', { by: 'email', value: email });
  expect(again.people).toEqual([]);

  // Past erasures list it as done.
  await page.getByRole('link', { name: 'Data protection' }).first().click();
  const row = page.getByTestId('erasure-row').filter({ has: page.locator(`a[href$="${erasureId}"]`) });
  await expect(row.getByTestId('erasure-status')).toHaveText('Done');

  // The audit log, filtered to erasures, names it with who and when.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/data-protection\/audit$/);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Erasure', exact: true }).click();
  await expect(page).toHaveURL(/kind=erasure/);
  const entry = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'Erasure finished: 1 profile' })
    .filter({ has: page.locator(`a[href$="${erasureId}"]`) });
  await expect(entry).toHaveCount(1);
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Requested the erasure of 1 profile' }).first(),
  ).toContainText('Dana');
  await check(page, 'data-protection-audit');

  // A retention rule with a long name: made, dry-run, its count shown before turning it on.
  await page.getByRole('tab', { name: 'Retention' }).click();
  const existing = page.getByRole('article', { name: RULE_NAME });
  if ((await existing.count()) === 0) {
    await page.getByRole('button', { name: 'New rule' }).click();
    const form = page.getByRole('dialog', { name: 'New retention rule' });
    await form.getByRole('textbox', { name: 'Name' }).fill(RULE_NAME);
    await form.getByRole('button', { name: 'Create rule' }).click();
  }
  const card = page.getByRole('article', { name: RULE_NAME });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Dry run' }).click();
  await expect(card.getByTestId('dry-run-result')).toContainText(/would be deleted now/);
  await card.getByRole('switch', { name: /^Run every night/ }).click({ force: true });
  const turnOn = page.getByRole('dialog', { name: 'Turn the rule on?' });
  await expect(turnOn).toContainText(/deletes about \d+ candidates?/);
  await turnOn.getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'History' }).click();
  await expect(card.getByTestId('retention-run').first()).toContainText('Dry run');
  await check(page, 'data-protection-retention');

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await check(page, 'data-protection-retention-390');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByTestId('audit-details').locator(`a[href$="${erasureId}"]`)).toBeVisible();
  await check(page, 'data-protection-audit-390');
  await page.getByRole('tab', { name: 'Erasure' }).click();
  await expect(row).toBeVisible();
  await check(page, 'data-protection-erasure-390');
  await page.goto(`/admin/data-protection/erasures/${erasureId}`);
  await expect(page.getByTestId('erasure-done')).toBeVisible();
  await check(page, 'data-protection-erasure-done-390');

  // An access export on a phone: the same lookup, then the zip.
  const other = `see.my.data.${id}@example.org`;
  await api(page, 'post', '/api/v1/candidatesV2/create', {
    fullName: `${LONG_NAME} ${id} B`,
    emails: [other],
    confirmDuplicate: true,
  });
  await page.goto('/admin/data-protection/access-export');
  await page.getByRole('textbox', { name: 'Email address' }).fill(other);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('access-preview').getByTestId('subject-person')).toContainText(`${id} B`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download access export (.zip)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  await expect(page.getByText('Access export downloaded')).toBeVisible();
  await check(page, 'data-protection-access-export-390');

  // The confirmation on a phone, then Cancel: nothing is erased.
  await page.getByRole('tab', { name: 'Erasure' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(other);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Erase permanently…' }).click();
  await expect(dialog).toBeVisible();
  await expectNoSideScroll(page, 'erase dialog 390');
  await expectAccessible(page, 'erase dialog 390');
  await page.screenshot({ path: screenshotPath('data-protection-confirm-390') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const still = await api(page, 'post', '/api/v1/gdpr/subjects/lookup', { by: 'email', value: other });
  expect(still.people).toHaveLength(1);
});
