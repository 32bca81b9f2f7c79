// Team administration in a real browser (issue 17): an admin invites two people from the member
// table; the invitations arrive in the local test mail; one accepts through the emailed link, sets
// her name and password and lands signed in; she creates a project; the admin switches her licence
// to Collaborator and, on her next page, the project's edit controls are gone; the admin removes
// the other, and his session ends on his next click.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, logIn, rememberSecret, snap } from './support';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@talentbase.dev';
const stamp = Date.now().toString(36);
const ada = {
  email: `ada.${stamp}@example.com`,
  name: `Ada Byron ${stamp}`,
  password: rememberSecret('Analytical#Engine1837'),
};
const bob = {
  email: `bob.${stamp}@example.com`,
  name: `Bob Babbage ${stamp}`,
  password: rememberSecret('Difference-Engine-1822'),
};

/** The link of the newest invitation to `to` in the admin team's local test mail. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await page.request.get('/api/tb-v2/v1/engage/local-mail?page=1&pageSize=50');
    expect(list.ok()).toBe(true);
    const { data } = (await list.json()) as { data: { id: number; to: string[]; subject: string | null }[] };
    const message = data.find((m) => m.to.includes(to) && m.subject?.includes('invited you'));
    expect(message, `an invitation to ${to}`).toBeTruthy();
    const full = await page.request.get(`/api/tb-v2/v1/engage/local-mail/${message?.id}`);
    const { text } = (await full.json()) as { text: string | null };
    link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return new URL(link).pathname;
}

async function accept(browser: Browser, path: string, person: typeof ada): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page.getByText(/invited you to join Northwind Recruiting/)).toBeVisible();
  await page.getByLabel(/^Full name/).fill(person.name);
  await page.getByLabel(/^Choose a password/).fill(person.password);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).not.toHaveURL(/\/invitation\//);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return page;
}

async function rowActions(admin: Page, name: string) {
  await admin.getByLabel(/^Search/).fill(name);
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
}

let admin: Page;
let adaPage: Page;
let bobPage: Page;
let projectPath = '';

test('an admin invites two people and the invitations arrive with their links', async ({ browser }) => {
  admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN, DEMO_PASSWORD);
  await expect(admin.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await admin.goto('/admin/general/users');
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Invite people' }).first().click();
  await admin.getByLabel(/^Email addresses/).fill(`${ada.email}\n${bob.email}`);
  await snap(admin, 'team-admin-invite');
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await expect(admin.getByText('2 invitations sent')).toBeVisible();
  await admin.getByRole('button', { name: 'Done' }).click();
  await admin.getByLabel(/^Search/).fill(stamp);
  for (const person of [ada, bob])
    await expect(
      admin.getByRole('row', { name: new RegExp(person.email) }).getByText('Invited'),
    ).toBeVisible();
  await snap(admin, 'team-admin-members-invited');
  expect(await expectAccessible(admin, 'member table')).toEqual([]);
});

test('both accept through the emailed link and land signed in', async ({ browser }) => {
  const adaLink = await invitationLink(admin, ada.email);
  const bobLink = await invitationLink(admin, bob.email);
  adaPage = await accept(browser, adaLink, ada);
  await snap(adaPage, 'team-admin-accepted');
  bobPage = await accept(browser, bobLink, bob);
  // The link worked once: opening it again says so.
  const again = await (await browser.newContext()).newPage();
  await again.goto(adaLink);
  await expect(again.getByText('This invitation was already used: log in instead.')).toBeVisible();
});

test('switched to Collaborator, she loses the edit controls on her next page', async () => {
  await adaPage.goto('/v5/create-project');
  await adaPage.getByLabel(/^Job title/).fill('Staff Nurse');
  await adaPage.getByLabel(/^Project name/).fill(`Ada’s ward ${stamp}`);
  await adaPage.getByRole('button', { name: /^Create project/ }).click();
  await expect(adaPage).toHaveURL(/\/v5\/talent-pool\/project\/\d+/);
  projectPath = new URL(adaPage.url()).pathname;
  await expect(adaPage.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  await admin.goto('/admin/general/users');
  await rowActions(admin, ada.name);
  await admin.getByRole('menuitem', { name: 'Switch to Collaborator' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Switch to Collaborator' }).click();
  await expect(
    admin.getByRole('row', { name: new RegExp(ada.name) }).getByText('Collaborator'),
  ).toBeVisible();

  await adaPage.goto(projectPath);
  await expect(adaPage.getByRole('heading', { name: `Ada’s ward ${stamp}` })).toBeVisible();
  await expect(adaPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(adaPage.getByRole('link', { name: 'Create project' })).toHaveCount(0);
  await snap(adaPage, 'team-admin-collaborator-project');
});

test('the admin removes the other and his session ends', async () => {
  await expect(bobPage.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await admin.goto('/admin/general/users');
  await rowActions(admin, bob.name);
  await admin.getByRole('menuitem', { name: 'Remove' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText(/sessions end/)).toBeVisible();
  await snap(admin, 'team-admin-remove');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toHaveCount(0);
  await bobPage.goto('/v5/talent-pool/project-list');
  await expect(bobPage).toHaveURL(/\/login/);
  await expect(bobPage.getByRole('heading', { name: 'Log in to Talentbase' })).toBeVisible();
  // He cannot sign in again either.
  await bobPage.getByLabel(/^Email/).fill(bob.email);
  await bobPage.getByLabel(/^Password/).fill(bob.password);
  await bobPage.getByRole('button', { name: /^Log in/ }).click();
  await expect(bobPage.getByText(/not an active member/)).toBeVisible();
});
