// Shared bits of the browser journeys: the seeded demo logins and the few steps every spec repeats.
import { expect, type Page } from '@playwright/test';

/** Seeded by the server on first start (apps/server/src/db/seed/demo.ts); every demo login shares it. */
export const DEMO_PASSWORD = 'Talentbase!2026';
export const DEMO = { email: 'demo@talentbase.dev', firstName: 'Dana', team: 'Northwind Recruiting' };
export const STARTER = { email: 'starter@talentbase.dev', firstName: 'Sam', team: 'Sam Starter Recruiting' };

export const screenshotPath = (name: string) => `e2e/screenshots/${name}.png`;

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** A mailbox no earlier run can have used. */
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
