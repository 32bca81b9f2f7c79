// Automations as a team admin sets them up: a rule made on the settings page ("when a candidate
// enters Replied in this project, tag them and tell the hiring team"), a candidate moved to
// Replied, and the background run showing on the page, on the candidate's record and in the bell.
import { expect, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, logIn, snap } from './support';

const suffix = () => Date.now().toString(36).slice(-5);

test('a rule made on the page runs when a candidate enters its stage', async ({ page }) => {
  test.setTimeout(180_000);
  const id = suffix();
  const projectName = `Platform hires ${id}`;
  const ruleName = `Replied ${id}: warm lead`;
  const candidateName = `Ada Automation ${id}`;
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  const projectId = (
    await api(page, 'post', '/api/v1/projects/create', {
      jobTitle: 'Engineer',
      projectStatus: 0,
      projectName,
    })
  ).data.projectId as string;
  const candidateId = (
    await api(page, 'post', '/api/v1/candidatesV2/create', {
      projectId,
      fullName: candidateName,
      confirmDuplicate: true,
    })
  ).profileId as number;

  await page.goto('/admin/team-settings/automations');
  await expect(page.getByRole('heading', { level: 1, name: 'Automations' })).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByRole('textbox', { name: 'Rule name' }).fill(ruleName);
  await dialog.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Sourcing › Replied' }).click();
  await dialog.getByRole('combobox', { name: 'In project' }).click();
  await page.getByRole('option', { name: projectName }).click();
  await dialog.getByRole('textbox', { name: 'Tag' }).fill('Warm lead');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await dialog.getByRole('combobox', { name: 'Action 2' }).click();
  await page.getByRole('option', { name: 'Notify' }).click();
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Call them today');
  await snap(page, 'automations-rule-editor');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: ruleName });
  await expect(card).toContainText(`When a candidate enters Replied in ${projectName}`);
  await expect(card).toContainText('Add tag “Warm lead” · Notify the project’s hiring team');

  await api(page, 'post', '/api/v1/pipelines/changeStage', {
    projectId,
    candidateIds: [candidateId],
    categoryId: 1,
    stageId: 3,
  });
  // The run is a background job: reload until the page shows it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: candidateName })).toContainText('succeeded', {
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(card).toContainText('Last run: succeeded');
  await snap(page, 'automations-after-run');

  await page.goto(`/v5/talent-pool/candidate/${candidateId}`);
  await expect(page.getByText(`Automation “${ruleName}” ran (done)`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Tagged Warm lead')).toBeVisible();
  const bell = await api(page, 'get', '/api/v1/notifications');
  expect(bell.data[0]).toMatchObject({
    title: `${candidateName} entered Replied in ${projectName}`,
    body: 'Call them today',
    category: 'candidate',
  });
});
