// The search page as a recruiter works it on a phone and on a desktop (issue 13, item 3): on a
// 390 px phone the filters open in a drawer, the results take the whole width and the pinned
// bulk bar adds the ticked candidates to a new project; at 1440x900 the first result is in view,
// chips remove filters, "select all N" adds a whole search to a project with a progress bar, the
// cards then say which project holds them, tags apply to the team's candidates, and the profile
// drawer walks the results. Every screen is checked with axe (WCAG 2.2 AA, no serious or
// critical violation) and for horizontal scrolling, with screenshots.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cards = (page: Page) => page.getByRole('article');
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Selected candidates' });

/** Entirely inside the window: a primary action the recruiter can reach without scrolling sideways. */
async function expectInView(page: Page, what: string, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  expect(box, what).not.toBeNull();
  if (!box || !size) return;
  expect(box.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right edge`).toBeLessThanOrEqual(size.width + 1);
  expect(box.y + box.height, `${what} bottom edge`).toBeLessThanOrEqual(size.height + 1);
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function check(page: Page, name: string, { fullPage = true } = {}) {
  await settled(page);
  await expectNoSideScroll(page, name);
  await expectAccessible(page, name);
  if (fullPage) {
    await page.evaluate('window.scrollTo(0, 0)');
    await snap(page, name);
  } else await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

async function openSourcing(page: Page, search = '') {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await page.goto(`/v5/sourcing-new${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sourcing' })).toBeVisible();
}

async function api(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

test('on a phone: filters in a drawer, results full width, and the pinned bar adds the ticked candidates to a project', async ({
  page,
}) => {
  // Many screens, each checked with axe: more than the default minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSourcing(page);
  await check(page, 'search-ux-390-start');

  await page.getByLabel('Keywords or Boolean search').fill('engineer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(cards(page).first()).toBeVisible();

  // The filters live in a drawer: open it, filter by seniority, and come back to the results.
  await page.getByTestId('open-filters').click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('filter-section-seniority').click();
  await drawer.getByText('Senior', { exact: true }).click();
  await expect(page).toHaveURL(/seniorities/);
  await check(page, 'search-ux-390-filters-drawer', { fullPage: false });
  await drawer.getByRole('button', { name: /^Show / }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove filter Seniority: Senior' })).toBeVisible();
  await expect(page.getByTestId('open-filters')).toContainText('1');

  // Results take the whole width, and nothing sticks out.
  await expect(cards(page).first()).toBeVisible();
  const card = await cards(page).first().boundingBox();
  expect(card?.width ?? 0).toBeGreaterThan(330);
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(390);
  await check(page, 'search-ux-390-results', { fullPage: false });

  // Tick two candidates: the bulk bar is pinned to the bottom of the screen, in reach.
  const names: [string, string] = ['', ''];
  for (const i of [0, 1]) {
    const c = cards(page).nth(i);
    names[i] = (await c.getByRole('heading').first().innerText()).trim();
    await c.getByRole('checkbox').check();
  }
  await expect(bulkBar(page)).toBeVisible();
  await expect(bulkBar(page)).toContainText('2 selected');
  const add = bulkBar(page).getByRole('button', { name: 'Add to project' });
  await expectInView(page, 'the bulk bar', bulkBar(page));
  await expectInView(page, 'Add to project in the bulk bar', add);
  // Scrolled to the end of the results, the bar is still there and the last card is not under it.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await expectInView(page, 'the bulk bar after scrolling', add);
  await check(page, 'search-ux-390-bulk-bar', { fullPage: false });

  // Add them to a new project from the bar; the toast links to the project.
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  await expect(dialog).toBeVisible();
  const projectName = `Phone picks ${suffix()}`;
  await dialog.getByRole('textbox', { name: 'New project name' }).fill(projectName);
  await check(page, 'search-ux-390-add-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Create new' }).click();
  await expect(page.getByText(`Added 2 to ${projectName}`)).toBeVisible();
  await expect(bulkBar(page)).toBeHidden();
  // The cards now say where those two are.
  await page.evaluate('window.scrollTo(0, 0)');
  await expect(cards(page).filter({ hasText: names[0] }).first().getByTestId('in-projects')).toContainText(
    projectName,
  );
  // The toast's link is reached before it closes (10 s); axe ran on these screens above.
  await page.screenshot({ path: 'e2e/screenshots/search-ux-390-added.png' });
  await page.getByRole('button', { name: 'Open project' }).click();
  await expect(page).toHaveURL(/\/v5\/talent-pool\/project\/\d+/);
  await expect(page.getByText(names[0]).first()).toBeVisible();
});

test('on a desktop: first result in view, chips remove filters, select all N adds the whole search with progress, prev/next in the drawer', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSourcing(
    page,
    '?keywords=engineer&seniorities[0]=senior&seniorities[1]=manager&sort=relevance&start=0',
  );
  await expect(cards(page).first()).toBeVisible();

  // The first result is in view without scrolling (the facets are folded away until opened).
  const first = await cards(page).first().getByRole('heading').first().boundingBox();
  expect(first, 'first result heading').not.toBeNull();
  expect((first?.y ?? 900) + (first?.height ?? 0)).toBeLessThan(900);
  await check(page, 'search-ux-1440-results', { fullPage: false });

  // Facets open and stay open for this user.
  await page.getByTestId('facets-toggle').click();
  await expect(page.getByTestId('facets-toggle')).toHaveAttribute('aria-expanded', 'true');
  await page.reload();
  await expect(page.getByTestId('facets-toggle')).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('facets-toggle').click();
  await expect(page.getByTestId('facets-toggle')).toHaveAttribute('aria-expanded', 'false');

  // Chips: one per value; removing one runs the search without it.
  const chips = page.getByRole('toolbar', { name: 'Active filters' });
  await expect(chips.getByTestId('filter-chip')).toHaveCount(3);
  await chips.getByRole('button', { name: 'Remove filter Seniority: Manager' }).click();
  await expect(page).not.toHaveURL(/manager/);
  await expect(chips.getByTestId('filter-chip')).toHaveCount(2);
  await expect(cards(page).first()).toBeVisible();
  await check(page, 'search-ux-1440-chips', { fullPage: false });

  // Select the page, then every result: the server resolves the search (up to 10,000).
  await settled(page);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bulkBar(page)).toContainText('10 selected');
  const selectAll = page.getByRole('button', { name: /^Select (all [\d,]+|the first 10,000) results$/ });
  await expect(selectAll).toBeVisible();
  await selectAll.click();
  await expect(bulkBar(page)).toContainText(/[\d,]+ selected \(all results\)/);
  const selected = Number(
    ((await page.getByTestId('bulk-count').innerText()).match(/[\d,]+/)?.[0] ?? '0').replace(/,/g, ''),
  );
  expect(selected).toBeGreaterThan(10);
  await check(page, 'search-ux-1440-all-selected', { fullPage: false });

  // Bulk add to a new project: the answer is held back a moment so the progress bar can be seen.
  await page.route('**/api/v1/projects/*/candidates/bulk', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response, body });
  });
  await bulkBar(page).getByRole('button', { name: 'Add to project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  const projectName = `Senior engineers ${suffix()}`;
  await dialog.getByRole('textbox', { name: 'New project name' }).fill(projectName);
  await dialog.getByRole('button', { name: 'Create new' }).click();
  const progress = dialog.getByRole('progressbar', { name: /Adding [\d,]+ of [\d,]+/ });
  // At 0 % the bar's filled part has no width: the bar is there and its words are in view.
  await expect(progress).toBeAttached();
  await expect(dialog.getByText(/^Adding [\d,]+ of [\d,]+…$/)).toBeVisible();
  // A picture only: axe here would outlast the add and its toast.
  await page.screenshot({ path: 'e2e/screenshots/search-ux-1440-bulk-progress.png' });
  await expect(
    page.getByText(new RegExp(`Added ${selected.toLocaleString('en-US')} to ${projectName}`)),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.unroute('**/api/v1/projects/*/candidates/bulk');
  const pickable = (await api(page, '/api/v1/projects/pickable')) as {
    data: { projectName: string; candidateCount: number }[];
  };
  expect(pickable.data[0]).toMatchObject({ projectName, candidateCount: selected });

  // Cards on screen say which project holds them.
  await expect(cards(page).first().getByTestId('in-projects')).toContainText(projectName);
  await check(page, 'search-ux-1440-in-project', { fullPage: false });

  // Now the team's candidates, they can be tagged from the bar.
  await cards(page).first().getByRole('checkbox').check();
  await bulkBar(page).getByRole('button', { name: 'Tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Add tags' });
  const tagsInput = tagDialog.getByRole('combobox', { name: 'Tags' });
  await tagsInput.fill('backend-shortlist');
  await tagsInput.press('Enter');
  await tagDialog.getByRole('button', { name: 'Add tags' }).click();
  await expect(page.getByText('Tagged 1 candidate with backend-shortlist')).toBeVisible();

  // Previous and next in the profile drawer.
  const second = (await cards(page).nth(1).getByRole('heading').first().innerText()).trim();
  await cards(page).first().getByRole('button', { name: 'View profile' }).click();
  await expect(page.getByTestId('profile-position')).toHaveText('1 of 10 on this page');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('profile-position')).toHaveText('2 of 10 on this page');
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  await check(page, 'search-ux-1440-drawer-next', { fullPage: false });
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByTestId('profile-position')).toHaveText('1 of 10 on this page');
  await page.keyboard.press('Escape');

  // The distance unit is one choice for the whole page, remembered.
  await page.getByTestId('results-toolbar').getByText('km', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'km' })).toBeChecked();

  // Every width: no sideways scrolling, the toolbar and first result in reach.
  for (const width of [390, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await expect(cards(page).first()).toBeVisible();
    await check(page, `search-ux-${width}-width`, { fullPage: false });
  }
});
