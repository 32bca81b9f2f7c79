// Notifications in the browser: a teammate mentions the hiring manager in a note; without a
// reload her bell counts it and a toast announces it; the panel opens it and marks it read.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, logIn, snap } from './support';

const MANAGER = 'hiring.manager@talentbase.dev';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  return page;
}

test('a mention reaches the bell without a reload, and the panel opens it', async ({ browser }) => {
  test.setTimeout(180_000);
  const manager = await signedIn(browser, MANAGER);
  await manager.setViewportSize({ width: 390, height: 844 });
  const before = (await api(manager, 'get', '/api/v1/notifications?limit=1')).totalNum as number;

  const dana = await signedIn(browser, DEMO.email);
  const members = (await api(dana, 'get', '/api/v1/team/members-lite')).data as {
    id: string;
    email: string;
  }[];
  const managerId = members.find((m) => m.email === MANAGER)?.id;
  const name = `Notified Candidate ${Date.now().toString(36)}`;
  const { profileId } = await api(dana, 'post', '/api/v1/candidatesV2/create', {
    fullName: name,
    title: 'Staff Engineer',
    company: 'Northwind Traders',
  });
  await api(dana, 'post', '/api/v1/pipelines/addNotes', {
    candidateId: profileId,
    body: 'Could you look at this profile before Friday?',
    visibility: 2,
    mentions: [managerId],
  });

  // The bell polls every 30 seconds: the count and a toast arrive without a reload.
  await expect(manager.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({
    timeout: 45_000,
  });
  await expect(manager.getByText('New notification')).toBeVisible();
  await manager.getByRole('button', { name: /^Notifications, / }).click();
  const panel = manager.getByRole('dialog', { name: 'Notifications' });
  const row = panel.getByRole('button', { name: new RegExp(`mentioned you in a note on ${name}`) });
  await expect(row).toBeVisible();
  await expectAccessible(manager, 'notification panel at 390 px');
  await snap(manager, 'notifications-panel-390');
  await row.click();
  await expect(manager).toHaveURL(new RegExp(`/v5/talent-pool/candidate/${profileId}$`));
  await expect(manager.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );
});
