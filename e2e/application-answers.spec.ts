// A job's application form, and an applicant's answers: the recruiter names the team's application
// form on the job, drops a résumé, opens the applicant and records their answers (files stay on the
// record) — on a desktop and on a phone, each view checked with axe.
import { expect, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

for (const width of [1440, 390]) {
  test(`a recruiter records an applicant's answers to the job's application form (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const tag = `${width}-${Date.now().toString(36).slice(-5)}`;
    await logIn(page, DEMO.email, DEMO_PASSWORD);
    await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
    const formName = `Backend application ${tag}`;
    await api(page, 'post', '/api/v1/forms', {
      name: formName,
      kind: 'application',
      questions: [
        { type: 'short_text', label: 'Why this job?', required: true },
        {
          type: 'single_choice',
          label: 'Notice period',
          options: ['Now', '1 month', '3 months'],
          required: true,
        },
        { type: 'file', label: 'Portfolio' },
      ],
    });
    const projectId = (
      await api(page, 'post', '/api/v1/projects/create', {
        projectName: `Application answers ${tag}`,
        jobTitle: 'Backend Engineer',
        projectStatus: 2,
      })
    ).data.projectId as string;
    await api(page, 'post', '/api/tb-v2/v1/applicant-match/jobs', {
      projectId,
      jobDescription: 'Backend engineer: Python and PostgreSQL, five years.',
    });

    // The job names the form.
    await page.goto(`/v5/talent-pool/project/${projectId}/applicant-match`);
    await expect(page.getByRole('heading', { level: 1, name: 'Applicant match' })).toBeVisible();
    await page.getByRole('tab', { name: 'Job and persona' }).click();
    const card = page.getByTestId('job-application-form');
    await expect(card.getByText('This job asks no application questions.')).toBeVisible();
    // The list of forms may still be loading or re-rendering when it first opens: pick the form
    // until the field shows it.
    const formField = card.getByRole('combobox', { name: 'Form to ask' });
    await expect(async () => {
      if ((await formField.getAttribute('aria-expanded')) !== 'true') await formField.click();
      await page.getByRole('option', { name: formName }).click({ timeout: 5_000 });
      await expect(formField).toHaveValue(formName, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(formName, { exact: true })).toBeVisible();
    await expectAccessible(page, `job application form (${width})`);
    await expectNoSideScroll(page, `job application form (${width})`);
    await snap(page, `application-form-${width}-job`);

    // One applicant, from a text résumé.
    await page.getByRole('tab', { name: 'Applicants' }).click();
    const resume = [
      'Rowan Applicant',
      `rowan.${tag}@example.org`,
      'Backend engineer, Python, PostgreSQL, 6 years.',
    ];
    await page
      .getByTestId('applicant-upload')
      .locator('input[type=file]')
      .setInputFiles([{ name: 'rowan.txt', mimeType: 'text/plain', buffer: Buffer.from(resume.join('\n')) }]);
    await expect(page.locator('[data-testid=upload-result][data-status^=added]')).toHaveCount(1, {
      timeout: 60_000,
    });
    const row = page.getByTestId('applicant-row').first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: /^Rowan Applicant/ }).click();
    const panel = page.getByTestId('applicant-panel');
    const answers = panel.getByTestId('applicant-answers');
    await expect(answers.getByText(`No answers recorded yet for “${formName}”.`)).toBeVisible();
    await answers.getByRole('button', { name: 'Record answers' }).click();
    await answers.getByRole('button', { name: 'Save answers' }).click();
    await expect(answers.getByText('Answer this question')).toHaveCount(2);
    await answers.getByRole('textbox', { name: /Why this job/ }).fill('The data platform work');
    await answers.getByRole('radio', { name: '1 month' }).check();
    await expect(answers.getByText('Files are attached to the candidate’s record.')).toBeVisible();
    await expectAccessible(page, `applicant answers form (${width})`);
    await snap(page, `application-form-${width}-answering`);
    await answers.getByRole('button', { name: 'Save answers' }).click();
    await expect(answers.getByText('The data platform work')).toBeVisible();
    await expect(answers.getByText(/recorded by Dana Demo/)).toBeVisible();
    await expect(answers.getByRole('button', { name: 'Edit answers' })).toBeVisible();
    await expectAccessible(page, `applicant answers (${width})`);
    await snap(page, `application-form-${width}-answered`);
  });
}
