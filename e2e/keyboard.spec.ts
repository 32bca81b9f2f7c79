// Working from the keyboard (issue 13, item 4), at 1440x900: the skip link is the first Tab stop
// of the login page and of the signed-in pages, unseen until then, and moves focus to the main
// content; "/" goes to the search box (from a page without one, to Sourcing's); the first result
// is at most five Tab presses from the search box; j/k move through the results, x ticks one, e
// opens its profile; "?" lists the shortcuts; on a project board j/k/x/e do the same for the cards
// and e opens the side panel. The focused card shows a 2 px ring. Screenshots of each step.
import { expect, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, logIn, snap } from './support';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const resultCards = (page: Page) => page.getByTestId('result-card');
const boardCards = (page: Page) => page.getByTestId('candidate-card');
const keywords = (page: Page) => page.getByRole('textbox', { name: 'Keywords or Boolean search' });

// Strings rather than functions: the specs are type-checked without the DOM library.
/** What has keyboard focus, in words: for assertions and for messages when they fail. */
function focused(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.getAttribute('aria-label') || text) + '"';
  })()`);
}

/** The focused element's ring: the 2 px outline the theme draws (global.css). */
function focusRing(page: Page): Promise<{ width: number; style: string }> {
  return page.evaluate(`(() => {
    const style = getComputedStyle(document.activeElement);
    return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
  })()`);
}

async function expectRing(page: Page, what: string) {
  const ring = await focusRing(page);
  expect(ring.style, `${what}: outline style`).toBe('solid');
  expect(ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(2);
}

/**
 * Before it has focus the skip link leaves no trace, not even its shadow's blur: the top left
 * corner is the same, pixel for pixel, with the link taken out of the page.
 */
async function expectSkipLinkUnseen(page: Page) {
  const corner = { x: 0, y: 0, width: 320, height: 80 };
  const withLink = await page.screenshot({ clip: corner, animations: 'disabled' });
  await page.evaluate(`(() => {
    const style = document.createElement('style');
    style.id = 'e2e-no-skip-link';
    style.textContent = '.tb-skip-link { display: none !important; }';
    document.head.append(style);
  })()`);
  const withoutLink = await page.screenshot({ clip: corner, animations: 'disabled' });
  await page.evaluate(`document.getElementById('e2e-no-skip-link').remove()`);
  expect(withLink.equals(withoutLink), 'the unfocused skip link shows in the top left corner').toBe(true);
}

/** The skip link: first Tab stop, visible once focused, and Enter puts focus on the main content. */
async function useSkipLink(page: Page, name: string, reach = 'Tab') {
  await expectSkipLinkUnseen(page);
  await page.keyboard.press(reach);
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await expectRing(page, 'skip link');
  await snap(page, name);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    "Boolean(document.activeElement && document.activeElement.closest('main'))",
  );
  expect(inMain, `after the skip, Tab stays in the main content (${await focused(page)})`).toBe(true);
}

async function preparedProject(page: Page) {
  const id = suffix();
  const created = await api(page, 'post', '/api/v1/projects/create', {
    jobTitle: 'Platform Engineer',
    projectStatus: 0,
    projectName: `Keyboard ${id}`,
  });
  const projectId = created.data.projectId as string;
  const people = ['Avery', 'Blake', 'Casey'].map((first) => `${first} Keys-${id}`);
  const ids: number[] = [];
  for (const fullName of people) {
    const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
      fullName,
      title: 'Platform Engineer',
      company: 'Northwind Traders',
      confirmDuplicate: true,
    });
    ids.push(Number(profileId));
  }
  await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, { candidateIds: ids });
  return { projectId };
}

test('the keyboard alone: skip link, "/", five Tabs to the first result, j/k/x/e on results and board cards, "?"', async ({
  page,
}) => {
  // Two pages' worth of steps on a shared machine: more than the default minute.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. The login page focuses its Email field on load: the skip link is the one Tab stop before it.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in to Talentbase' })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await useSkipLink(page, 'keyboard-1440-login-skip-link', 'Shift+Tab');
  await expect(page.getByLabel(/^Email/)).toBeFocused();

  // 2. Signed in: the skip link is again the first Tab stop, before the header and the navigation.
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  // A page as it loads (after the login form, the browser's Tab would start where the form was).
  await page.goto('/v5/talent-pool/project-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await useSkipLink(page, 'keyboard-1440-skip-link');

  // 3. "/" on a page without a search field (Home): Sourcing, with its search box focused.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/\/v5\/sourcing-new/);
  await expect(keywords(page)).toBeFocused();
  await expect(keywords(page)).toHaveValue('');

  // Run a search, leave the box, and come back to it with "/".
  await page.keyboard.type('engineer');
  await page.keyboard.press('Enter');
  // The first search of a fresh database on a busy machine can take a while.
  await expect(resultCards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // "Refine by" opened (remembered) adds its values to the way: the recruiter asked for them.
  const facets = page.getByTestId('facets-toggle');
  if ((await facets.getAttribute('aria-expanded')) === 'true') await facets.click();
  await page.getByRole('heading', { level: 1, name: 'Sourcing' }).click();
  await expect(keywords(page)).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(keywords(page)).toBeFocused();
  await expect(keywords(page)).toHaveValue('engineer');

  // 4. From the search box to the first result: at most five Tab presses.
  const first = resultCards(page).first();
  const path: string[] = [];
  let presses = 0;
  while (presses < 12) {
    await page.keyboard.press('Tab');
    presses += 1;
    path.push(await focused(page));
    if (
      await page.evaluate(`document.activeElement === document.querySelector('[data-testid="result-card"]')`)
    )
      break;
  }
  test.info().annotations.push({ type: 'Tab stops to the first result', description: path.join(' → ') });
  expect(presses, `Tab stops from the search box: ${path.join(' → ')}`).toBeLessThanOrEqual(5);
  await expect(first).toBeFocused();
  await expectRing(page, 'first result');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-first-result.png' });

  // 5. j/k move through the results; x ticks; e opens the profile; Escape comes back to the card.
  const second = resultCards(page).nth(1);
  const secondName = (await second.getByRole('heading').first().innerText()).trim();
  await page.keyboard.press('j');
  await expect(second).toBeFocused();
  await page.keyboard.press('j');
  await expect(resultCards(page).nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(second).toBeFocused();
  await expectRing(page, 'second result');
  // Scrolled back up to it: its top shows below the fixed 60 px header, not under it.
  const top = (await second.boundingBox())?.y ?? -1;
  expect(top, 'the focused card starts below the header').toBeGreaterThanOrEqual(60);
  await page.keyboard.press('x');
  await expect(second.getByRole('checkbox', { name: `Select ${secondName}` })).toBeChecked();
  await expect(first.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Selected candidates' })).toContainText('1 selected');
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-results-j-k-x.png' });
  // A letter typed in the search box stays a letter.
  await keywords(page).focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' j');
  await expect(keywords(page)).toHaveValue('engineer j');
  await expect(keywords(page)).toBeFocused();
  await keywords(page).fill('engineer');
  await second.focus();
  await page.keyboard.press('e');
  const drawer = page.getByRole('dialog', { name: secondName });
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('profile-position')).toHaveText(/^2 of \d+ on this page$/);
  // Inside the drawer the keys are the drawer's: j does not move the page behind it.
  await page.keyboard.press('j');
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-profile-open.png' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(second).toBeFocused();

  // 6. "?" lists the shortcuts; Escape closes the list.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const key of ['/', 'j', 'k', 'x', 'e', '?', 'Escape'])
    await expect(
      help.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) }),
    ).toHaveCount(1);
  await expect(help.getByRole('columnheader', { name: 'Key' })).toBeVisible();
  await expect(help.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-help.png' });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // 7. A project board: j/k through the cards (down a column, then the next), x ticks, e opens the
  // side panel, Escape closes it and focus is back on the card.
  const { projectId } = await preparedProject(page);
  await page.goto(`/v5/talent-pool/project/${projectId}`);
  await expect(boardCards(page)).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('j');
  await expect(boardCards(page).first()).toBeFocused();
  await expectRing(page, 'first board card');
  await page.keyboard.press('j');
  await expect(boardCards(page).nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  const card = boardCards(page).nth(1);
  await expect(card).toBeFocused();
  await expectRing(page, 'board card');
  const cardName = (await card.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('x');
  await expect(card.getByRole('checkbox', { name: `Select ${cardName}` })).toBeChecked();
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-board-card.png' });
  await page.keyboard.press('e');
  const panel = page.getByRole('dialog', { name: cardName });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Stage' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/keyboard-1440-board-panel.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(card).toBeFocused();

  // 8. "/" on a page with its own search field (the project list) focuses that field.
  await page.goto('/v5/talent-pool/project-list');
  await expect(page.getByRole('textbox', { name: 'Search projects' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(page.getByRole('textbox', { name: 'Search projects' })).toBeFocused();
  await expect(page).toHaveURL(/project-list/);
});

test('on a tablet keyboard at phone width: the skip link, j on the results and the "?" list fit the screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/v5/sourcing-new');
  await expect(keywords(page)).toBeVisible();
  await useSkipLink(page, 'keyboard-390-skip-link');

  await page.keyboard.press('/');
  await expect(keywords(page)).toBeFocused();
  await page.keyboard.type('engineer');
  await page.keyboard.press('Enter');
  await expect(resultCards(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: 'Sourcing' }).click();
  await page.keyboard.press('j');
  await expect(resultCards(page).first()).toBeFocused();
  await expectRing(page, 'first result on a phone');
  await page.screenshot({ path: 'e2e/screenshots/keyboard-390-first-result.png' });

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const box = await help.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, 'the list fits the width').toBe(
    true,
  );
  await page.screenshot({ path: 'e2e/screenshots/keyboard-390-help.png' });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(resultCards(page).first()).toBeFocused();
});

test('the account menu opens from the keyboard on its first item and passes axe', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await expect(trigger).toBeVisible();
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // No focus placeholder inside the menu: the first item has focus, arrows move between items.
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Password' })).toBeFocused();
  expect(await expectAccessible(page, 'the open account menu')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});
