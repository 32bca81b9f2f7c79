// An offer as a recruiter and a hiring manager work it: the recruiter makes an offer from the
// candidate's side panel (the team's defaults prefilled) and submits it; the hiring manager finds
// it under "Offers awaiting your approval" on the dashboard and approves it; the recruiter marks
// it sent. Checked with axe and for sideways scrolling at 1440 px and on a 390 px phone.
import { expect, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, logOut } from './support';

const MANAGER = 'hiring.manager@talentbase.dev';
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function check(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSideScroll(page, name);
  await expectAccessible(page, name);
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}

test('an offer goes from the side panel through the hiring manager’s approval to sent', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await api(page, 'put', '/api/v1/team-settings/offer-management', {
    approvalRequired: true,
    approvers: [{ kind: 'hiring_manager' }],
    defaults: {
      currency: 'EUR',
      salaryPeriod: 'year',
      startAfterDays: 30,
      expiresAfterDays: 7,
      bonusPercent: 10,
      benefits: 'Pension and 30 days of holiday',
      signatory: 'Dana Demo',
    },
  });
  const id = suffix();
  const { data: project } = await api(page, 'post', '/api/v1/projects/create', {
    jobTitle: 'Staff Engineer',
    projectStatus: 0,
    projectName: `Offers ${id}`,
  });
  const fullName = `Olivia Offer ${id}`;
  const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
    fullName,
    title: 'Engineer',
    company: 'Northwind Traders',
    confirmDuplicate: true,
  });
  await api(page, 'post', `/api/v1/projects/${project.projectId}/candidates`, { candidateIds: [profileId] });
  const manager = (await api(page, 'get', '/api/v1/team/members-lite')).data.find(
    (m: { email: string }) => m.email === MANAGER,
  );
  await api(page, 'post', '/api/v1/projects/hiringTeam/setMember', {
    projectId: project.projectId,
    userId: manager.id,
    role: 2,
  });

  // The recruiter makes the offer from the side panel.
  await page.goto(`/v5/talent-pool/project/${project.projectId}?candidate=${profileId}`);
  const panel = page.getByTestId('candidate-panel');
  const offer = panel.getByRole('region', { name: 'Offer' });
  await expect(offer.getByText('No offer yet.')).toBeVisible();
  await offer.getByRole('button', { name: 'Make an offer' }).click();
  const form = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(form.getByLabel('Currency')).toHaveValue('EUR');
  await expect(form.getByLabel('Benefits')).toHaveValue('Pension and 30 days of holiday');
  await form.getByRole('textbox', { name: /Salary/ }).fill('120000');
  await check(page, 'offer-form-1440');
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(form).toBeHidden();
  await expect(offer.getByTestId('offer-status')).toHaveText('Offer initiated');
  await expect(offer.getByText('EUR 120,000 a year')).toBeVisible();
  await offer.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(offer.getByTestId('offer-status')).toHaveText('Pending approval');
  await expect(offer.getByText(`Waiting for ${manager.name ?? 'Harper Manager'}`)).toBeVisible();
  await check(page, 'offer-panel-pending-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(offer.getByTestId('offer-status')).toBeVisible();
  await check(page, 'offer-panel-pending-390');

  // The hiring manager approves from the dashboard's list, on a phone.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await logOut(page);
  await logIn(page, MANAGER, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await page.goto('/v5/talent-pool/dashboard');
  const waiting = page.getByTestId('offers-awaiting');
  await expect(waiting.getByRole('link', { name: fullName })).toBeVisible();
  await check(page, 'offers-awaiting-390');
  await waiting.getByRole('link', { name: fullName }).click();
  await offer.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve the offer' });
  await approve.getByRole('textbox', { name: /Comment/ }).fill('Within the band');
  await check(page, 'offer-approve-390');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(offer.getByTestId('offer-status')).toHaveText('Approved');
  await expect(offer.getByText('“Within the band”')).toBeVisible();
  await check(page, 'offer-panel-approved-390');

  // Back to the recruiter, on a desktop: send it.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await logOut(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await page.goto(`/v5/talent-pool/project/${project.projectId}?candidate=${profileId}`);
  await offer.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(offer.getByTestId('offer-status')).toHaveText('Sent');
  await expect(offer.getByRole('button', { name: 'Mark as accepted' })).toBeVisible();
  await check(page, 'offer-panel-sent-1440');
});
