// Every screen of projects and candidates opens for a recruiter with its heading and no error:
// the dashboard, all candidates and their duplicates, the import, and the team settings for hiring
// processes, CSV download templates and the PDF watermark. Screenshots for a look at each.
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, snap } from './support';

const SCREENS = [
  {
    path: '/v5/talent-pool/dashboard',
    heading: /^Good (morning|afternoon|evening)|Dashboard/,
    shot: 'dashboard',
  },
  { path: '/v5/talent-pool/all-candidates', heading: 'All candidates', shot: 'all-candidates' },
  { path: '/v5/talent-pool/import-candidates', heading: 'Import candidates', shot: 'import-candidates' },
  { path: '/admin/team-settings/hiring-process', heading: 'Hiring process', shot: 'hiring-process' },
  {
    path: '/admin/team-settings/csv-download-templates',
    heading: 'CSV download templates',
    shot: 'csv-download-templates',
  },
  { path: '/admin/team-settings/pdf-watermark', heading: 'PDF watermark', shot: 'pdf-watermark' },
] as const;

test('each projects and candidates screen opens with its heading and no error', async ({ page }) => {
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: /could not be loaded|Something went wrong/ }),
    ).toHaveCount(0);
    // Let skeletons give way to content before the picture.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await snap(page, `screen-${screen.shot}`);
  }
  // The duplicates tab of all candidates.
  await page.goto('/v5/talent-pool/all-candidates');
  await page.getByRole('tab', { name: /Duplicates/ }).click();
  await expect(page.getByRole('button', { name: /Scan for duplicates/ })).toBeVisible();
  await snap(page, 'screen-all-candidates-duplicates');
});
