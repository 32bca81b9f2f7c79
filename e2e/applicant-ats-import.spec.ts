// Importing applicants from the ATS (issue 19 item 5): a job linked to a job of the team's ATS
// shows "Import applicants from {ATS}" on its Applicants tab; before an admin connects that ATS
// the button says why it waits. Checked at a phone's and a wide desktop's width: no sideways
// scrolling, axe clean. Pictures go to e2e/screenshots/applicant-ats-import-*.png.
import { expect, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, snap } from './support';

test('a job linked to an ATS job offers the import and says the ATS must be connected first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const created = await api(page, 'post', '/api/v1/projects/create', {
    jobTitle: 'Backend Engineer',
    projectStatus: 2,
    projectName: `Backend engineers from Greenhouse ${tag}`,
  });
  const projectId = created.data.projectId as string;
  await api(page, 'post', '/api/tb-v2/v1/applicant-match/jobs', {
    projectId,
    jobDescription: 'Backend Engineer\n\nRequirements:\n- 3+ years of Go and PostgreSQL',
  });
  await api(page, 'post', '/api/v1/talentsync/linkProject', {
    projectId,
    atsName: 'greenhouse_harvest',
    atsJobId: '4012345',
    atsJobName: 'Senior Backend Engineer, Payments Platform (Berlin or remote)',
  });

  await page.goto(`/v5/talent-pool/project/${projectId}/applicant-match`);
  const card = page.getByTestId('ats-import-card');
  await expect(card).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'Import applicants from Greenhouse Harvest' }),
  ).toBeDisabled();
  await expect(card.getByTestId('ats-import-blocked')).toContainText('not connected');
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expectNoSideScroll(page, `ATS import at ${size.width}`);
    await expectAccessible(page, `ATS import at ${size.width}`);
    await snap(page, `applicant-ats-import-${size.width}`);
  }
});
