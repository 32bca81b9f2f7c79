// The getting-started checklist in a real browser (issue 18 part 4): an admin invites a new
// recruiter; she accepts through the emailed link and finds the "Get started" card on her
// dashboard at 0 %. She walks it to the end through the real screens — the survey, a project, a
// talent search and a candidate added, her mailbox connected (local test mail), a sequence that
// actually sends to a candidate, a CSV export for her ATS, a colleague on the project's hiring
// team — and each tick appears because her data changed, ending at 100 % "You're all set".
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn, rememberSecret, snap } from './support';

test.describe.configure({ mode: 'serial' });

const ADMIN = 'admin@talentbase.dev';
const stamp = Date.now().toString(36);
const nia = {
  email: `nia.${stamp}@example.com`,
  name: `Nia Newstart ${stamp}`,
  password: rememberSecret('First-Day-At-Work-2026'),
};
const PROJECT = `Platform engineers ${stamp}`;
const CANDIDATE = { name: `Orla Onboard${stamp}`, email: `orla.${stamp}@example.org` };
const DASHBOARD = '/v5/talent-pool/dashboard';

let page: Page;
let projectPath = '';

const card = () => page.getByTestId('onboarding-checklist');
const percent = () => page.getByTestId('onboarding-percent');
const state = (step: string) => page.getByTestId(`onboarding-state-${step}`);

async function dashboard(): Promise<void> {
  await page.goto(DASHBOARD);
  await expect(card()).toBeVisible();
}

/** Opens a step of the checklist (one is open at a time). */
async function openStep(title: RegExp): Promise<void> {
  const control = card().getByRole('button', { name: title });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
}

async function invitationLink(admin: Page, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const list = await admin.request.get('/api/tb-v2/v1/engage/local-mail?page=1&pageSize=50');
    expect(list.ok()).toBe(true);
    const { data } = (await list.json()) as { data: { id: number; to: string[]; subject: string | null }[] };
    const message = data.find((m) => m.to.includes(to) && m.subject?.includes('invited you'));
    expect(message, `an invitation to ${to}`).toBeTruthy();
    const full = await admin.request.get(`/api/tb-v2/v1/engage/local-mail/${message?.id}`);
    const { text } = (await full.json()) as { text: string | null };
    link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return new URL(link).pathname;
}

async function bothWidths(name: string): Promise<void> {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(card()).toBeVisible();
    await expectNoSideScroll(page, `${name} at ${size.width}`);
    await expectAccessible(page, `${name} at ${size.width}`);
    await snap(page, `${name}-${size.width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a new recruiter, invited by an admin, sees the checklist at 0 %', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ADMIN, DEMO_PASSWORD);
  await expect(admin.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await admin.goto('/admin/general/users');
  await admin.getByRole('button', { name: 'Invite people' }).first().click();
  await admin.getByLabel(/^Email addresses/).fill(nia.email);
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await expect(admin.getByText(/1 invitation sent/)).toBeVisible();
  const path = await invitationLink(admin, nia.email);
  await admin.context().close();

  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(path);
  await page.getByLabel(/^Full name/).fill(nia.name);
  await page.getByLabel(/^Choose a password/).fill(nia.password);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await dashboard();
  await expect(card().getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(percent()).toHaveText('0%');
  await expect(page.getByTestId('onboarding-summary')).toHaveText('0 of 6 steps finished');
  await expect(state('GetStarted')).toHaveText('Up next');
  await bothWidths('onboarding-start');
});

test('the survey finishes Get started', async () => {
  await dashboard();
  const form = card().getByRole('form', { name: 'About your work' });
  await form.getByRole('radio', { name: 'Recruiter' }).check();
  await form.getByRole('checkbox', { name: 'Engineering' }).check();
  await form.getByRole('button', { name: 'Save answers' }).click();
  await expect(state('GetStarted')).toHaveText('Done');
  await expect(percent()).toHaveText('17%');
});

test('a project made from the checklist ticks "Create your first project"', async () => {
  await openStep(/Manage a project/);
  await card().getByRole('link', { name: 'Create a project' }).click();
  await expect(page).toHaveURL(/\/v5\/create-project/);
  await page.getByLabel(/^Job title/).fill('Platform Engineer');
  await page.getByLabel(/^Project name/).fill(PROJECT);
  await page.getByRole('button', { name: /^Create project/ }).click();
  await expect(page).toHaveURL(/\/v5\/talent-pool\/project\/\d+/);
  projectPath = new URL(page.url()).pathname;

  await dashboard();
  await openStep(/Manage a project/);
  await expect(page.getByTestId('onboarding-item-project')).toContainText('(done)');
  await expect(page.getByTestId('onboarding-item-pipeline')).toContainText('(to do)');
  await expect(percent()).toHaveText('17%');
});

test('a talent search and a candidate added to the project finish two steps', async () => {
  await openStep(/Find candidates/);
  await card().getByRole('link', { name: 'Run a talent search or import candidates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sourcing' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Keywords/ })
    .first()
    .fill('engineer');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.getByRole('button', { name: 'Add to project' }).click();
  const modal = page.getByRole('dialog', { name: 'Add to project' });
  await modal.getByRole('radio', { name: new RegExp(PROJECT) }).check();
  await modal.getByRole('button', { name: 'Add to project' }).click();
  await expect(modal).toBeHidden();

  await dashboard();
  await expect(state('FindCandidates')).toHaveText('Done');
  await expect(state('ManageProject')).toHaveText('Done');
  await expect(percent()).toHaveText('50%');
  await expect(state('ContactCandidates')).toHaveText('Up next');
  await bothWidths('onboarding-halfway');
});

test('her mailbox, a sequence and a message sent finish Contact candidates', async () => {
  test.setTimeout(180_000);
  await openStep(/Contact candidates/);
  await card().getByRole('link', { name: 'Connect your mailbox' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const mailbox = page.getByRole('form', { name: 'Mailbox' });
  await mailbox.getByRole('radio', { name: /Local test mail \(this machine only\)/ }).check();
  await mailbox.getByRole('textbox', { name: 'Your name' }).fill(nia.name);
  await mailbox.getByRole('textbox', { name: 'Send from address' }).fill(nia.email);
  await mailbox.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved|connected/i).first()).toBeVisible();

  await dashboard();
  await openStep(/Contact candidates/);
  await expect(page.getByTestId('onboarding-item-mailbox')).toContainText('(done)');

  // A candidate with an email address, added to the project from All candidates.
  await page.goto('/v5/talent-pool/all-candidates');
  await page.getByRole('button', { name: 'Add candidate' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add candidate' });
  await add.getByRole('textbox', { name: /Full name/ }).fill(CANDIDATE.name);
  await add.getByRole('combobox', { name: 'Emails' }).fill(CANDIDATE.email);
  await add.getByRole('combobox', { name: 'Emails' }).press('Enter');
  await add.getByRole('combobox', { name: 'Add to project' }).click();
  await page.getByRole('option', { name: PROJECT }).click();
  await add.getByRole('button', { name: 'Add candidate' }).click();
  await expect(add).toBeHidden();

  // The sequence, on the project, sending at any hour so the journey runs any day.
  await dashboard();
  await openStep(/Contact candidates/);
  await card().getByRole('link', { name: 'Create a sequence' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sequences' })).toBeVisible();
  await page.getByRole('link', { name: 'New sequence' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New sequence' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sequence name' }).fill(`Hello ${stamp}`);
  for (const day of ['Sun', 'Sat']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
  await page.getByRole('textbox', { name: 'Until', exact: true }).fill('23:59');
  const step1 = page.getByRole('region', { name: 'Step 1' });
  await step1.getByRole('textbox', { name: 'Subject' }).fill('A platform role, {{firstName}}');
  await step1.getByRole('textbox', { name: 'Message' }).fill('<p>Hi {{firstName}}, a role you may like.</p>');
  await page.getByRole('button', { name: 'Create sequence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${stamp}` })).toBeVisible();

  // Enrol the candidate from the project's pipeline; the first step is sent.
  await page.goto(`${projectPath}?view=list`);
  await page.getByRole('checkbox', { name: `Select ${CANDIDATE.name}` }).check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Add to sequence…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to sequence' });
  await dialog.getByRole('combobox', { name: 'Sequence' }).click();
  await page.getByRole('option', { name: new RegExp(`Hello ${stamp}`) }).click();
  await dialog.getByRole('button', { name: /^Enrol/ }).click();
  await expect(dialog).toBeHidden();

  await expect(async () => {
    await dashboard();
    await expect(state('ContactCandidates')).toHaveText('Done', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await expect(percent()).toHaveText('67%');
});

test('a CSV export from the project finishes the ATS step; "Connect your ATS" opens the apps page', async () => {
  await openStep(/Send candidates to your ATS/);
  await expect(card().getByRole('link', { name: 'Connect your ATS' })).toHaveAttribute(
    'href',
    '/apps/homepage',
  );
  await bothWidths('onboarding-ats');
  await page.goto(projectPath);
  // Exact: the hidden Exported stage's chip also has "Export" in its name.
  await page.getByTestId('pipeline-section').getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: /^CSV/ }).first().click();
  await expect(page.getByText('Your CSV file is downloading.')).toBeVisible();

  await dashboard();
  await expect(state('ConnectToATS')).toHaveText('Done');
  await expect(percent()).toHaveText('83%');
});

test('a colleague on the hiring team ends the checklist: "You’re all set"', async () => {
  await page.goto(projectPath);
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'Add a hiring team member' });
  await form.getByRole('combobox', { name: 'Team member' }).click();
  await page.getByRole('option', { name: /Dana Demo/ }).click();
  await form.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('2 members')).toBeVisible();

  await dashboard();
  await expect(card().getByRole('heading', { name: 'You’re all set' })).toBeVisible();
  await expect(percent()).toHaveText('100%');
  await expect(page.getByTestId('onboarding-complete')).toBeVisible();
  await bothWidths('onboarding-done');

  // Hidden, then brought back from the account menu.
  await card().getByRole('button', { name: 'Hide checklist' }).click();
  await expect(card()).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Getting started' }).click();
  await expect(card().getByRole('heading', { name: 'You’re all set' })).toBeVisible();
});
