// Share links as a recruiter manages them (issue 12): a link for a chosen number of days with the
// sensitive sections ticked only on purpose, the candidate's active links with who shared them and
// when they expire, revoke after a confirmation — and a visitor opening a revoked link is told so.
// Screenshots at 1440 and 390 px wide: the empty list, long names and many recipients.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, logIn, screenshotPath, snap } from './support';

const SHARER = { email: 'relationships@talentbase.dev' };
const LONG_NAME = 'Maximiliana Konstantinopoulou-Vanderbilt Okonkwo-Ravensworth de la Fuente';
const suffix = () => Date.now().toString(36).slice(-5);

/** The dialog scrolls inside the window: show the part that matters, as the user sees it. */
async function snapDialog(page: Page, show: Locator, name: string) {
  await show.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(name) });
}

async function visitor(browser: Browser, link: string, width: number, name: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByTestId('share-gone')).toContainText('This link has expired or was revoked');
  await expect(page.getByTestId('shared-profile')).toHaveCount(0);
  await snap(page, name);
  await context.close();
}

test('a recruiter shares for a week with the salary ticked, sees the active links, revokes one; the link then says so', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a colleague's page and two visitors: over a minute on a shared 2-core machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  const id = suffix();
  const candidate = await api(page, 'post', '/api/v1/candidatesV2/create', {
    fullName: `${LONG_NAME} ${id}`,
    title: 'Principal Site Reliability Engineer',
    company: 'Northwind Traders',
    confirmDuplicate: true,
  });
  const candidateId = candidate.profileId as number;

  await page.goto(`/v5/talent-pool/candidate/${candidateId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share profile' });
  const links = dialog.getByRole('region', { name: 'Active links' });
  await expect(links.getByText(/No active links/)).toBeVisible();
  for (const label of ['Salary estimate', 'Visa sponsorship', 'Work authorisation', 'Security clearance'])
    await expect(dialog.getByRole('checkbox', { name: label })).not.toBeChecked();
  await snap(page, 'share-dialog-empty');

  await dialog.getByRole('combobox', { name: 'Recipients' }).fill('lead@client.example');
  await dialog.getByRole('combobox', { name: 'Recipients' }).press('Enter');
  await dialog.getByRole('textbox', { name: 'Link works for' }).fill('7');
  await dialog.getByRole('checkbox', { name: 'Salary estimate' }).check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const mine = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  await expect(links.getByTestId('share-link')).toHaveCount(1);
  await expect(links.getByTestId('share-link').first()).toContainText('Shared by Dana Demo');
  await expect(links.getByText('Shows salary estimate')).toBeVisible();
  await snapDialog(page, links, 'share-dialog-created');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A colleague with a very long name shares the same profile with many people, every section ticked.
  const colleague = await browser.newPage();
  await logIn(colleague, SHARER.email, DEMO_PASSWORD);
  await expect(colleague.getByTestId('team-name')).toHaveText(DEMO.team);
  await api(colleague, 'put', '/api/settings/profile', {
    fullName: 'Riley Alexandra Montgomery-Featherstonehaugh Relations-Coordinator',
    jobTitle: 'Talent Relationship Manager',
    phone: null,
  });
  await api(colleague, 'post', '/api/v1/candidatesV2/send-sharing-profile', {
    candidateIds: [candidateId],
    recipients: Array.from(
      { length: 8 },
      (_, i) => `hiring.committee.member.${i + 1}@a-very-long-client-domain.example`,
    ),
    expiresInDays: 90,
    include: ['compensation', 'visa', 'workAuthorization', 'clearance'],
  });
  await colleague.close();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(links.getByTestId('share-link')).toHaveCount(2);
  await expect(links.getByTestId('share-link').first()).toContainText('Riley Alexandra Montgomery');
  await snapDialog(page, links.getByTestId('share-link').last(), 'share-dialog-links');

  // Revoke mine: asked first, then gone from the list.
  const myRow = links.getByTestId('share-link').filter({ hasText: 'Shared by Dana Demo' });
  await myRow.getByRole('button', { name: /Revoke the link shared by Dana Demo/ }).click();
  await expect(myRow.getByText(/Revoke this link\? It stops working at once/)).toBeVisible();
  await snapDialog(page, myRow.getByRole('button', { name: 'Revoke link' }), 'share-dialog-revoke-confirm');
  await myRow.getByRole('button', { name: 'Revoke link' }).click();
  await expect(links.getByTestId('share-link')).toHaveCount(1);
  await expect(links.getByTestId('share-link').first()).toContainText('Riley');

  // The activity log says so too.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('activity').filter({ hasText: 'Revoked a share link' })).toBeVisible();

  await visitor(browser, mine, 1440, 'shared-link-gone');
  await visitor(browser, mine, 390, 'shared-link-gone-390');

  // The same dialog on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(links.getByTestId('share-link')).toHaveCount(1);
  await snap(page, 'share-dialog-390');
  await snapDialog(page, links.getByTestId('share-link').last(), 'share-dialog-390-links');
});
