// Sourcing, as a recruiter works it: a Boolean search with a title filter, narrowing by a facet,
// opening a profile, revealing a contact (one credit), saving the search and re-running it from
// history — against the real server and its seeded talent database.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, snap } from './support';

const keywords = (page: Page) => page.getByLabel('Keywords or Boolean search');
const cards = (page: Page) => page.getByRole('article');

async function openSourcing(page: Page) {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sourcing' })
    .click();
  await expect(page).toHaveURL(/\/v5\/sourcing-new/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sourcing' })).toBeVisible();
}

test('a recruiter searches, narrows, opens a profile, reveals a contact and re-runs the search from history', async ({
  page,
}) => {
  await openSourcing(page);
  await snap(page, 'sourcing-start');

  // A Boolean string is explained under the box before it runs.
  await keywords(page).fill('(java OR python) AND kubernetes NOT manager');
  await expect(
    page.getByText('Profiles that mention java or python, and kubernetes, but not manager.'),
  ).toBeVisible();

  // A title from the typeahead.
  const titles = page.getByRole('combobox', { name: 'Include job titles' });
  await titles.fill('Backend Eng');
  await page
    .getByRole('option', { name: /Backend Engineer/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByTestId('results-total')).toContainText(/\d+ candidates?/);
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveURL(/titles%5B0%5D=Backend|titles\[0\]=Backend/);
  const total = Number((await page.getByTestId('results-total').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  // Every hit says why it matched.
  await expect(cards(page).first()).toContainText(/Current title matches|A past title matches/);
  await snap(page, 'sourcing-results');

  // Narrow by the top location facet: fewer (or as many) candidates, and the URL carries it.
  // "Refine by" starts folded (so the first result is in view) until the recruiter opens it.
  await page.getByTestId('facets-toggle').click();
  await page.getByRole('group', { name: 'Location' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/locations/);
  // The narrowed results replace the previous ones when they arrive: wait for them, or the first
  // card read below may be the old list's.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
  const narrowed = Number((await page.getByTestId('results-total').innerText()).replace(/\D/g, ''));
  expect(narrowed).toBeLessThanOrEqual(total);
  await snap(page, 'sourcing-facet');

  // Open the first profile: every section is there, contacts masked.
  const first = cards(page).first();
  const name = (await first.getByRole('heading').first().innerText()).trim();
  await first.getByRole('button', { name: 'View profile' }).click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  for (const section of ['Contact', 'Experience', 'Skills']) {
    await expect(drawer.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await snap(page, 'sourcing-profile');

  // Reveal: the contact shows (generated contacts live on .example domains or fictional numbers),
  // or the profile has none to show.
  const reveal = drawer.getByRole('button', { name: 'Reveal contacts' });
  if (await reveal.isVisible()) {
    await reveal.click();
    await expect(page.getByText(/Contacts revealed|Already revealed/)).toBeVisible();
    await expect(drawer.getByText(/@[a-z0-9.-]+\.example|\+\d{6,}/).first()).toBeVisible();
    await snap(page, 'sourcing-revealed');
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Save the search under a name, then find it in history and run it again.
  await page.getByRole('button', { name: 'Save search' }).click();
  const saveDialog = page.getByRole('dialog');
  await saveDialog.getByRole('textbox').fill('Backend k8s engineers');
  await saveDialog.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page.goto('/v5/sourcing-new');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog');
  await expect(history.getByText('Backend k8s engineers').first()).toBeVisible();
  await snap(page, 'sourcing-history');
  await history
    .getByRole('button', { name: /Run search: .*Backend k8s engineers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/titles/);
  await expect(cards(page).first()).toBeVisible();
  await expect(keywords(page)).toHaveValue(/kubernetes/);
});

test('an impossible search shows a helpful empty state, and bad URL parts are dropped with a notice', async ({
  page,
}) => {
  await openSourcing(page);
  await page.goto('/v5/sourcing-new?keywords=zzqqxxnomatch&sort=sideways&limit=7');
  await expect(page.getByTestId('empty-results')).toBeVisible();
  await expect(page.getByTestId('url-notice')).toBeVisible();
  await snap(page, 'sourcing-empty');
});

test('a Boolean string with proximity, plurals and a web-search operator: read back, warned, every hit explained, on a phone too', async ({
  page,
}) => {
  await openSourcing(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Proximity is searched, not turned into words; site: is left out and said so.
  await keywords(page).fill('"sales manager"~2 OR nurses site:linkedin.com/in');
  await expect(page.getByTestId('boolean-explanation')).toContainText('within 2 words');
  await expect(page.getByTestId('boolean-explanation')).toContainText('only works in web search engines');
  await expect(page.getByTestId('boolean-explanation')).toContainText('nurses also finds nurse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page).first()).toBeVisible();
  // Every hit says where the words were found.
  const count = await cards(page).count();
  for (let i = 0; i < Math.min(count, 10); i++) {
    await expect(cards(page).nth(i)).toContainText(/Mentions “/);
  }
  await snap(page, 'sourcing-proximity-1440');

  // The next page holds other people.
  const firstPage = await cards(page).getByRole('heading').allInnerTexts();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/start=/);
  const names = () => cards(page).getByRole('heading').allInnerTexts();
  await expect.poll(async () => (await names()).join('|')).not.toBe(firstPage.join('|'));
  const secondPage = await names();
  expect(secondPage.filter((name) => firstPage.includes(name)).length).toBeLessThan(secondPage.length);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards(page).first()).toBeVisible();
  await snap(page, 'sourcing-proximity-390');

  // NOT alone finds nobody and says why.
  await keywords(page).fill('NOT java');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('empty-results')).toContainText('Nothing was searched');
  await snap(page, 'sourcing-not-only-390');
});
