// Engage authoring (issue 14 items 2 and 3): a recruiter writes a template beside its live preview
// with a real candidate, sees an unknown variable flagged as they type, saves it (the thumbnail is
// made in the browser and uploaded), then builds a three-step sequence from it, attaches a job
// description to the first step and sees when each step would go out. Each screen is checked at a
// phone's and a wide desktop's width: no sideways scrolling, axe clean. Pictures go to
// e2e/screenshots/engage-*.png.
import { expect, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

/** No sideways scroll at a phone's and a wide desktop's width; axe (slow on a busy machine) where asked. */
async function checkWidths(page: Page, name: string, axeAt: readonly number[] = [390, 1440]) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSideScroll(page, `${name} at ${size.width}`);
    if (axeAt.includes(size.width)) await expectAccessible(page, `${name} at ${size.width}`);
    await snap(page, `engage-${name}-${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('write a template with a live preview, then build a three-step sequence from it', async ({ page }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A project with one candidate of the team, so the preview has a real person.
  const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
    fullName: `Morgan Previewperson ${tag}`,
    title: 'Platform Engineer',
    company: 'Globex',
    emails: [`morgan.${tag}@example.com`],
    confirmDuplicate: true,
  });
  const created = await api(page, 'post', '/api/v1/projects/create', {
    projectName: `Engage ${tag}`,
    jobTitle: 'Backend Engineer',
    projectStatus: 2,
  });
  await api(page, 'post', `/api/v1/projects/${created.data.projectId}/candidates`, {
    candidateIds: [Number(profileId)],
  });

  await page.goto('/engage/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Intro ${tag}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill('A {{jobTitle}} role for {{firstName}}');
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('<p>Hi {{firstname}},</p>');
  await expect(
    page.getByText(/Unknown variable \{\{firstname\}\}: did you mean \{\{firstName\}\}\?/),
  ).toBeVisible();
  await message.fill(
    '<p>Hi {{firstName}},</p><p>Your work as {{currentTitle}} at {{currentCompany}} caught my eye.</p><p>{{senderName}}</p>',
  );
  await page.getByRole('combobox', { name: 'Preview with candidate' }).click();
  await page.getByRole('option', { name: new RegExp(`Morgan Previewperson ${tag}`) }).click();
  await expect(page.getByTestId('preview-subject')).toHaveText('A Backend Engineer role for Morgan');
  const preview = page.getByRole('document', { name: 'Email preview' });
  await expect(preview).toContainText('Your work as Platform Engineer at Globex caught my eye.');
  await expect(preview).toContainText('Dana Demo');
  await checkWidths(page, 'template-editor');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search templates' }).fill(tag);
  const card = page.getByTestId('template-card').filter({ hasText: `Intro ${tag}` });
  await expect(card).toBeVisible();
  // The thumbnail is uploaded after the save; a reload lists it.
  await expect
    .poll(
      async () =>
        (await api(page, 'get', `/api/tb-v2/v1/engage/templates?keyword=${tag}`)).data[0]?.thumbnailUrl,
      {
        timeout: 10_000,
      },
    )
    .toMatch(/\/thumbnails\/.+\.png$/);
  await page.reload();
  await page.getByRole('textbox', { name: 'Search templates' }).fill(tag);
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await card.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBe(400);
  await checkWidths(page, 'templates', [390]);

  await page.goto('/engage/sequences/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New sequence' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sequence name' }).fill(`Outreach ${tag}`);
  const step1 = page.getByRole('region', { name: 'Step 1' });
  await step1.getByRole('combobox', { name: 'Use template' }).click();
  await page.getByRole('option', { name: `Intro ${tag}` }).click();
  await expect(step1.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'A {{jobTitle}} role for {{firstName}}',
  );
  // The job description goes along as a PDF (a long name must not push the card sideways).
  const jdName = `Senior Platform Engineer – job description and benefits overview ${tag}.pdf`;
  await step1.locator('input[type="file"]').setInputFiles({
    name: jdName,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(step1.getByRole('link', { name: jdName })).toBeVisible();
  await page.getByRole('button', { name: 'Add step' }).click();
  const step2 = page.getByRole('region', { name: 'Step 2' });
  await expect(step2.getByRole('textbox', { name: /Wait after the previous step/ })).toHaveValue('3');
  await step2
    .getByRole('textbox', { name: 'Message' })
    .fill('<p>Following up, {{firstName}}: <a href="{{meetingLink}}">pick a time</a>.</p>');
  await expect(step2.getByRole('textbox', { name: 'Meeting length (minutes)' })).toHaveValue('30');
  await page.getByRole('button', { name: 'Add step' }).click();
  const step3 = page.getByRole('region', { name: 'Step 3' });
  const wait = step3.getByRole('textbox', { name: /Wait after the previous step/ });
  await wait.fill('-1');
  await expect(step3.getByText('The delay cannot be negative.')).toBeVisible();
  await wait.fill('2');
  await step3.getByRole('textbox', { name: 'Message' }).fill('<p>Last note from me.</p>');
  await expect(page.getByTestId('step-3-sends-at')).toContainText('If enrolled now:');
  await checkWidths(page, 'sequence-builder');
  await page.getByRole('button', { name: 'Create sequence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Outreach ${tag}` })).toBeVisible();
  await expect(page.getByTestId('enrol-candidates')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Step 3' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Step 1' }).getByRole('link', { name: jdName }),
  ).toBeVisible();
  await checkWidths(page, 'sequence', [1440]);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();

  await page.goto('/engage/sequences');
  await page.getByRole('textbox', { name: 'Search sequences' }).fill(tag);
  await expect(page.getByTestId('sequence-card').filter({ hasText: `Outreach ${tag}` })).toContainText(
    '3 steps',
  );
  await checkWidths(page, 'sequences', [390]);

  await page.goto('/admin/sourcing/engage/sequences');
  await expect(page.getByRole('heading', { level: 1, name: 'Team sequences' })).toBeVisible();
  await checkWidths(page, 'admin-sequences', [1440]);
  await page.goto('/admin/sourcing/engage/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Team templates' })).toBeVisible();
  await checkWidths(page, 'admin-templates', [390]);
});
