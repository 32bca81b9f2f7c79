// Scorecards where a recruiter works a candidate: the pipeline's side panel. A scorecard is filled
// with the keyboard-friendly form (a rating, a choice, text, yes/no, the recommendation), then read
// back in the summary and edited — on a desktop and on a phone, each view checked with axe.
import { expect, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

const suffix = () => Date.now().toString(36).slice(-5);

for (const width of [1440, 390]) {
  test(`a recruiter fills and edits a scorecard in the side panel (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const id = suffix();
    await logIn(page, DEMO.email, DEMO_PASSWORD);
    await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
    await api(page, 'post', '/api/v1/forms', {
      name: `Technical interview ${id}`,
      kind: 'scorecard',
      description: 'For the technical round',
      questions: [
        { type: 'rating', label: 'Problem solving', required: true },
        { type: 'single_choice', label: 'Level', options: ['Junior', 'Senior', 'Staff'], required: true },
        { type: 'multiple_choice', label: 'Strengths', options: ['Go', 'SQL', 'Teamwork'] },
        { type: 'long_text', label: 'Notes' },
        { type: 'yes_no', label: 'Would you work with them?', required: true },
      ],
    });
    const projectId = (
      await api(page, 'post', '/api/v1/projects/create', {
        jobTitle: 'Backend Engineer',
        projectStatus: 0,
        projectName: `Scorecards ${id}`,
      })
    ).data.projectId as string;
    const name = `Ada Scored ${id}`;
    await api(page, 'post', '/api/v1/candidatesV2/create', {
      projectId,
      fullName: name,
      title: 'Engineer',
      company: 'Analytical Engines',
      confirmDuplicate: true,
    });

    await page.goto(`/v5/talent-pool/project/${projectId}`);
    await page.getByRole('button', { name, exact: true }).first().click();
    const panel = page.getByRole('dialog', { name });
    const section = panel.getByTestId('scorecards');
    await expect(section.getByText('No scorecards yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add scorecard' }).click();
    // The list of forms may still be loading or re-rendering when it first opens: pick the form
    // until the field shows it.
    const formField = section.getByRole('combobox', { name: 'Scorecard form' });
    await expect(async () => {
      if ((await formField.getAttribute('aria-expanded')) !== 'true') await formField.click();
      await page.getByRole('option', { name: `Technical interview ${id}` }).click({ timeout: 5_000 });
      await expect(formField).toHaveValue(`Technical interview ${id}`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // Sending it empty: each required question says so, and the focus goes to the first.
    await section.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(section.getByText('Answer this question')).toHaveCount(3);
    await expect(section.getByRole('radio', { name: '1', exact: true })).toBeFocused();
    await snap(page, `scorecard-${width}-errors`);
    // The rating by keyboard: arrows move within the group.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('radio', { name: '4', exact: true })).toBeChecked();
    await section.getByRole('radio', { name: 'Senior' }).check();
    await section.getByRole('checkbox', { name: 'SQL' }).check();
    await section.getByRole('textbox', { name: /Notes/ }).fill('Clear thinker; asked good questions.');
    await section
      .getByRole('radiogroup', { name: /Would you work/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await section.getByRole('radio', { name: 'Strong yes' }).check();
    await expectAccessible(page, `scorecard form (${width})`);
    await expectNoSideScroll(page, `scorecard form (${width})`);
    await snap(page, `scorecard-${width}-form`);
    await section.getByRole('button', { name: 'Submit scorecard' }).click();

    await expect(section.getByTestId('scorecard-summary')).toContainText('1 scorecard');
    await expect(section.getByTestId('scorecard-summary')).toContainText('Strong yes: 1');
    await expect(section.getByTestId('scorecard-summary')).toContainText('Problem solving: 4.0 / 5');
    await section.getByRole('button', { name: 'Show answers' }).click();
    await expect(section.getByText('Clear thinker; asked good questions.')).toBeVisible();
    await expectAccessible(page, `scorecards list (${width})`);
    await snap(page, `scorecard-${width}-list`);

    // Edit it: the form comes back filled in.
    await section.getByRole('button', { name: 'Edit' }).click();
    await expect(section.getByRole('radio', { name: 'Strong yes' })).toBeChecked();
    await section.getByRole('radio', { name: 'Yes', exact: true }).last().check();
    await section.getByRole('button', { name: 'Save scorecard' }).click();
    await expect(section.getByTestId('scorecard-summary')).toContainText('Yes: 1');
    // The activity log names it (the full record).
    await panel.getByRole('link', { name: 'Full record' }).click();
    await expect(page.getByText(`Edited the scorecard “Technical interview ${id}”`)).toBeVisible();
    await expect(page.getByTestId('scorecards')).toBeVisible();
    await expectAccessible(page, `record with scorecards (${width})`);
    await expectNoSideScroll(page, `record with scorecards (${width})`);
  });
}
