// Shared bits of the browser journeys: the seeded demo logins, the few steps every spec repeats and
// the checks every screen passes (axe, no sideways scrolling, primary action in view).
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Seeded by the server on first start (apps/server/src/db/seed/demo.ts); every demo login shares it. */
export const DEMO_PASSWORD = 'Talentbase!2026';
export const DEMO = { email: 'demo@talentbase.dev', firstName: 'Dana', team: 'Northwind Recruiting' };
export const STARTER = { email: 'starter@talentbase.dev', firstName: 'Sam', team: 'Sam Starter Recruiting' };

/** Secrets the journeys typed or received, one per line: the server's log must hold none of them. */
export const SECRETS_FILE = path.resolve('reports', 'e2e-secrets.txt');

/**
 * Remembers a secret (a password, an API key, a client secret) so that, after the run,
 * scripts/test.mjs checks it never reached the server's log (reports/e2e-server.log).
 */
export function rememberSecret(secret: string): string {
  if (secret.length >= 8) {
    fs.mkdirSync(path.dirname(SECRETS_FILE), { recursive: true });
    fs.appendFileSync(SECRETS_FILE, `${secret.replace(/\n/g, ' ')}\n`);
  }
  return secret;
}

export const screenshotPath = (name: string) => `e2e/screenshots/${name}.png`;

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** A mailbox no earlier run can have used. */
/**
 * A call to the API as the signed-in page (its session cookie and CSRF header), for the set-up a
 * journey needs but does not test; anything but 200 fails the journey with the answer's body.
 */
export async function api(page: Page, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request[method](url, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/**
 * An option of the Mantine Select or Combobox that is open, by its exact name: a native select
 * elsewhere on the page (the project's ATS job card lists the same jobs) has options too.
 */
export const comboOption = (page: Page, name: string) =>
  page.getByRole('option', { name, exact: true }).and(page.locator('[data-combobox-option]'));

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log in to Talentbase' });
export const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The signed-in shell: header with the team name, the account menu and the greeting. */
export async function expectShell(page: Page, user: { firstName: string; team: string }): Promise<void> {
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByTestId('team-name')).toHaveText(user.team);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^Good (morning|afternoon|evening), ${user.firstName}$`),
    }),
  ).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expect(loginHeading(page)).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logOut(page: Page): Promise<void> {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginHeading(page)).toBeVisible();
}

/** The axe rule sets checked everywhere: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No serious or critical WCAG 2.2 AA violation on what is on screen now (soft: the journey goes on).
 * Returns the moderate and minor ones ("rule (impact)"), which the accessibility report lists.
 */
export async function expectAccessible(page: Page, what: string): Promise<string[]> {
  // A list dimmed while it refetches (aria-busy, with its opacity lowered) is half transparent for
  // a moment: its text would be measured at that contrast. Wait for the fresh rows; a list busy
  // for good is still checked. Loading skeletons (aria-busy without a dim) are checked as they are.
  await expect(page.locator('[aria-busy="true"][style*="opacity"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(serious, `axe on ${what}`).toEqual([]);
  return violations
    .filter((v) => v.impact !== 'serious' && v.impact !== 'critical')
    .map((v) => `${v.id} (${v.impact ?? 'unknown'})`);
}

/** The page itself never scrolls sideways; when it does, the message names what sticks out. */
export async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  // Right after a resize the layout may still be the old one for a frame or two: give it a moment.
  await expect
    .poll(() => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'), { timeout: 3000 })
    .toBe(true)
    .catch(() => {});
  const { scroll, width, wide } = (await page.evaluate(`(() => {
    const width = window.innerWidth;
    const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      (el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : '') +
      '.' + String(el.className).split(' ').slice(0, 3).join('.');
    // The outermost elements that stick out: their children would only repeat them.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.getBoundingClientRect().width > 0)
      .filter((el, _, all) => !all.includes(el.parentElement))
      .slice(0, 6)
      .map((el) => name(el) + ' right=' + Math.round(el.getBoundingClientRect().right) + ' "' + (el.textContent || '').trim().slice(0, 40) + '"');
    return { scroll: document.documentElement.scrollWidth, width, wide };
  })()`)) as { scroll: number; width: number; wide: string[] };
  expect
    .soft(scroll, `${what}: page ${scroll}px wide in a ${width}px window (${wide.join('; ')})`)
    .toBeLessThanOrEqual(width);
}

/** Entirely inside the window's width: an action the user reaches without scrolling sideways. */
export async function expectWithinWidth(page: Page, what: string, locator: Locator): Promise<void> {
  await expect.soft(locator, `${what} is shown`).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) return;
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge in a ${width}px window`).toBeLessThanOrEqual(width + 1);
}
