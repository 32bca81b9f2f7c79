// Applicant match, first part (issue 15 item 1): a recruiter opens a project as an applicant-match
// job by pasting its description, sees the ideal candidate the description yields, corrects it,
// and finds both versions in the persona's history. Checked at a phone's and a wide desktop's
// width: no sideways scrolling, axe clean. Pictures go to e2e/screenshots/applicant-match-*.png.
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

async function checkWidths(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSideScroll(page, `${name} at ${size.width}`);
    await expectAccessible(page, `${name} at ${size.width}`);
    await snap(page, `applicant-match-${name}-${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const DESCRIPTION = `Registered Nurse – Intensive Care Unit

Requirements:
- Active RN license and BLS certification
- 3+ years of ICU nursing experience
- Bachelor of Science in Nursing (BSN)

Preferred:
- ACLS certification
- Conversational Spanish`;

test('open a project as a job, correct the persona built from its description, and see the history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const created = await page.request.post('/api/v1/projects/create', {
    data: {
      jobTitle: 'ICU Registered Nurse',
      projectStatus: 2,
      projectName: `ICU nurses, night shift, Saint Mary's Hospital and Medical Center ${tag}`,
    },
    headers: { 'x-csrf-token': csrf },
  });
  expect(created.status()).toBe(200);
  const projectId = (await created.json()).data.projectId as string;

  await page.goto(`/v5/talent-pool/project/${projectId}`);
  await page.getByRole('link', { name: 'Applicant match' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicant match' })).toBeVisible();
  await expect(page.getByTestId('applicant-match-not-started')).toBeVisible();
  await checkWidths(page, 'not-started');

  await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Start applicant match' }).click();
  const editor = page.getByRole('region', { name: 'Ideal candidate' });
  await expect(editor).toBeVisible();
  await expect(editor.getByText('Version 1')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Years of experience' })).toHaveValue('3');

  const nice = editor.getByRole('group', { name: 'Nice-to-have skills' });
  await nice.getByRole('textbox', { name: 'Add to nice-to-have skills' }).fill('Wound Care');
  await nice.getByRole('button', { name: 'Add' }).click();
  await editor.getByRole('button', { name: 'Save persona' }).click();
  await expect(editor.getByText('Version 2')).toBeVisible();
  const history = page.getByRole('region', { name: 'Persona history' });
  await expect(history.getByTestId('persona-version')).toHaveCount(2);
  await expect(history.getByTestId('persona-version').first()).toContainText(
    'Added nice-to-have: Wound Care',
  );
  await checkWidths(page, 'persona');
});

// Applicant match, the recruiter's screens (issue 15 item 7) on the sample applicant-match project
// (-2): the list per review status, the applicant panel with the scoring detail and the résumé, a
// quick check's evidence, and the decline dialog, at a phone's and a wide desktop's width.
test('the sample project: applicant list, applicant panel with the scoring detail, and the decline dialog', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/v5/talent-pool/project/-2');
  await page.getByRole('link', { name: 'Applicant match' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Applicant match' })).toBeVisible();
  await expect(page.getByTestId('applicant-match-sample')).toBeVisible();

  const underReview = page.getByRole('tab', { name: /Under review/ });
  await expect(underReview).toContainText('5');
  await expect(page.getByTestId('applicant-row')).toHaveCount(5);
  await expect(page.getByTestId('applicant-row').first().getByTestId('match-level')).toHaveText(
    /Best match/i,
  );
  // A sample project keeps nothing: no upload.
  await expect(page.getByRole('button', { name: 'Add applicants' })).toHaveCount(0);
  await checkWidths(page, 'sample-list');

  await page.getByRole('tab', { name: /Advanced/ }).click();
  await expect(page.getByTestId('applicant-row')).toHaveCount(1);
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(page.getByTestId('applicants-none')).toBeVisible();
  await underReview.click();

  // Open the best applicant: the scoring detail and the résumé side by side.
  const first = page.getByTestId('applicant-row').first();
  await first
    .getByRole('button')
    .filter({ hasNotText: /Show|Hide/ })
    .first()
    .click();
  const panel = page.getByTestId('applicant-panel');
  await expect(panel).toBeVisible();
  const detail = panel.getByTestId('scoring-detail');
  await expect(detail.getByTestId('score-bar')).toHaveCount(5);
  await expect(detail.getByTestId('quick-check').first()).toBeVisible();
  await expect(panel.getByRole('link', { name: /Open the original/ })).toBeVisible();
  const check = detail.getByTestId('quick-check').first().getByRole('button');
  await check.click();
  await expect(check).toHaveAttribute('aria-pressed', 'true');
  await checkWidths(page, 'sample-applicant');

  // Decline from the panel: the sample's decline reasons are offered.
  await panel.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: /^Decline:/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Decline reason' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await checkWidths(page, 'sample-decline');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Escape closes the panel and the list is there again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('applicant-table')).toBeVisible();
});
