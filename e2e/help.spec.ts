// The help tab in the browser, at 1440 and 390 px: a fresh user sees the dot on the Help button,
// the drawer opens on What's new (the dot goes), search finds the sequences article, back returns
// to the results, a topic lists its articles, Escape closes; axe on the open drawer. Then a team
// admin switches a beta feature on for the team and the user call reports it.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

const helpButton = (page: Page) => page.getByTestId('help-button');

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`help drawer at ${width} px: what's new, search, article, back, topic`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    await logIn(page, DEMO.email, DEMO_PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });

    // A fresh browser has seen no news: the button says so, and nothing opened by itself.
    await expect(page.getByRole('button', { name: "Help, what's new has updates" })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSideScroll(page, `header with the Help button at ${width}`);
    await helpButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Help' });
    await expect(drawer.getByRole('heading', { name: "What's new", exact: true })).toBeVisible();
    await expect(drawer.getByTestId('whats-new-entry').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeAttached();
    await snap(page, `help-whats-new-${width}`);
    await expectAccessible(page, `help: what's new at ${width}`);
    if (width === 390) {
      const box = await drawer.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(385);
    }

    // Back to the main tab, then search as you type.
    await drawer.getByRole('button', { name: 'Back' }).click();
    const search = drawer.getByRole('searchbox', { name: 'Search help' });
    await expect(drawer.getByText('Start here')).toBeVisible();
    await snap(page, `help-main-${width}`);
    await expectAccessible(page, `help: main at ${width}`);
    await search.fill('sequence');
    const results = drawer.getByTestId('help-search-results');
    await expect(results.getByTestId('help-article-row').first()).toContainText('Email and text sequences');
    await snap(page, `help-search-${width}`);

    await results.getByText('Email and text sequences').click();
    await expect(drawer.getByRole('heading', { name: 'Email and text sequences' })).toBeFocused();
    await expect(
      drawer.getByTestId('help-article-body').getByRole('heading', { name: 'Building a sequence' }),
    ).toBeVisible();
    await expect(drawer.getByText('Related articles')).toBeVisible();
    await snap(page, `help-article-${width}`);
    await expectAccessible(page, `help: article at ${width}`);

    await drawer.getByRole('button', { name: 'Back' }).click();
    await expect(results.getByText('Email and text sequences')).toBeVisible();
    await search.fill('');
    await drawer.getByTestId('help-topic-row').filter({ hasText: 'Engage' }).click();
    await expect(drawer.getByRole('heading', { name: 'Engage', exact: true })).toBeVisible();
    await expect(drawer.getByTestId('help-article-row')).toHaveCount(3);
    await snap(page, `help-topic-${width}`);

    // Escape closes and gives focus back to the Help button; the dot stays gone after a reload.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Help' })).toHaveCount(0);
    await expect(helpButton(page)).toBeFocused();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible({ timeout: 30_000 });

    // The main tab leads to the keyboard shortcuts ("?" still opens them too).
    await helpButton(page).click();
    await drawer.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
}

test('a team admin switches a beta feature on for the team', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/admin/team-settings/sourcing');
  const section = page.getByRole('region', { name: 'Beta features' });
  const diversity = section.getByRole('switch', { name: /Extended diversity filters/ });
  await expect(diversity).not.toBeChecked();
  await diversity.click();
  await expect(page.getByText('Extended diversity filters switched on for your team')).toBeVisible();
  await expect(diversity).toBeChecked();
  const beta = await (await page.request.get('/api/v1/user/beta-features')).json();
  expect(beta.data).toContain('diversity_extended');
  await section.scrollIntoViewIfNeeded();
  await snap(page, 'help-beta-features-1440');
  await expectAccessible(page, 'team settings: beta features');

  // Switched off again, the team is as it was.
  await diversity.click();
  await expect(diversity).not.toBeChecked();
  expect((await (await page.request.get('/api/v1/user/beta-features')).json()).data).not.toContain(
    'diversity_extended',
  );
});
