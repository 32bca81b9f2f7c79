// The project lifecycle as a recruiter works it: create a project from the form, find it in the
// list, archive and unarchive it, rename it, delete it — and the starter plan's project limit,
// shown on the form without losing what was typed. Against the real server and database.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PROJECT_LIMIT_MESSAGE } from '@talentbase/shared/domain/messages';
import { DEMO, DEMO_PASSWORD, logIn, mainNav, STARTER, snap } from './support';

const LIST_PATH = '/v5/talent-pool/project-list';
const suffix = () => Date.now().toString(36).slice(-5);

const createForm = (page: Page) => page.getByRole('form', { name: 'Create project' });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search projects' });
const projectLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const rowOf = (page: Page, name: string) =>
  page.getByTestId('project-row').filter({ has: projectLink(page, name) });
const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the required fields (the name follows the job title) and submits with Enter. */
async function submitProject(page: Page, jobTitle: string) {
  const form = createForm(page);
  await form.getByRole('textbox', { name: 'Job title' }).fill(jobTitle);
  await expect(form.getByRole('textbox', { name: 'Project name' })).toHaveValue(jobTitle);
  await choose(page, form, 'Project status', 'Active: visible to the whole team');
  await form.getByRole('textbox', { name: 'Job title' }).press('Enter');
}

async function searchList(page: Page, keyword: string) {
  await searchBox(page).fill(keyword);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword).replace(/%20/g, '\\+')}`));
}

/** Creates a project through the API with the page's session (for data the journey only looks at). */
async function createThroughApi(page: Page, fields: Record<string, unknown>) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request.post('/api/v1/projects/create', {
    data: fields,
    headers: { 'x-csrf-token': csrf },
  });
  expect(response.status()).toBe(200);
}

test('a recruiter creates a project, finds it, archives and unarchives it, renames it and deletes it', async ({
  page,
}) => {
  const id = suffix();
  const jobTitle = `Platform Engineer ${id}`;
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);

  // A long-named project beside it shows how the list and the detail page cope with long text.
  await createThroughApi(page, {
    jobTitle: 'Senior Staff Site Reliability Engineer, Payments Infrastructure and Developer Platform',
    projectStatus: 2,
    projectName: `Senior Staff Site Reliability Engineer for Payments Infrastructure, Developer Platform and Tooling ${id}`,
    jobLocation: 'Llanfairpwllgwyngyll, Isle of Anglesey, Wales, United Kingdom',
  });

  // The form, from the navbar: the first field has the focus; an empty submit explains itself.
  await mainNav(page).getByRole('link', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/v5\/create-project$/);
  const form = createForm(page);
  await expect(form.getByRole('textbox', { name: 'Job title' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveAttribute(
    'placeholder',
    'Enter job title',
  );
  await form.getByRole('button', { name: 'Create project' }).click();
  await expect(form.getByText('Enter job title')).toBeVisible();
  await expect(form.getByText('Enter a project name')).toBeVisible();
  await snap(page, 'projects-create-errors');

  // Fill it in: the project name follows the job title.
  await form.getByRole('textbox', { name: 'Job title' }).fill(jobTitle);
  await expect(form.getByRole('textbox', { name: 'Project name' })).toHaveValue(jobTitle);
  await choose(page, form, 'Project status', 'Active: visible to the whole team');
  await form.getByRole('textbox', { name: 'Job ID' }).fill(`REQ-${id}`);
  await form.getByRole('textbox', { name: 'Project description' }).fill('Own the build and deploy platform.');
  await form.getByRole('textbox', { name: 'Department' }).fill('Engineering');
  await choose(page, form, 'Work arrangement', 'Hybrid');
  await choose(page, form, 'Employment type', 'Full-time');
  await form.getByRole('textbox', { name: 'Number of openings' }).fill('2');
  await form.getByRole('textbox', { name: 'Job location' }).fill('Austin, TX');
  await snap(page, 'projects-create-filled');
  await form.getByRole('textbox', { name: 'Job location' }).press('Enter');

  // The new project's page.
  await expect(page).toHaveURL(/\/v5\/talent-pool\/project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(toast(page, 'Project created')).toBeVisible();
  await expect(page.getByTestId('field-department')).toContainText('Engineering');
  await expect(page.getByTestId('field-workArrangement')).toContainText('Hybrid');
  await expect(page.getByTestId('hiring-member').first()).toContainText('Owner');
  // A project's page belongs to Projects in the navbar.
  await expect(mainNav(page).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  await snap(page, 'projects-detail');

  // The list: found by search, with the owner's row actions.
  await page.getByRole('link', { name: 'Projects', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`));
  await expect(projectLink(page, jobTitle)).toBeVisible();
  await snap(page, 'projects-list');
  // Search finds both of this test's projects (other tests' projects may fill the first page).
  await searchList(page, id);
  await expect(page.getByTestId('project-row')).toHaveCount(2);
  // The long-named project's page wraps its name instead of spilling over the actions.
  await page.getByRole('link', { name: /^Senior Staff Site Reliability Engineer for Payments/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Developer Platform and Tooling/ })).toBeVisible();
  await expect(page.getByTestId('project-status')).toHaveText('Hiring team only');
  await snap(page, 'projects-detail-long');
  await page.goBack();
  await expect(projectLink(page, jobTitle)).toBeVisible();
  await searchList(page, `REQ-${id}`);
  await expect(page.getByTestId('project-row')).toHaveCount(1);
  await expect(rowOf(page, jobTitle)).toContainText('Owner');

  // Archive: it leaves the Active tab and shows under Archived.
  await rowOf(page, jobTitle)
    .getByRole('button', { name: `Actions for ${jobTitle}` })
    .click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(toast(page, 'Project archived')).toBeVisible();
  await expect(page.getByTestId('projects-empty-search')).toBeVisible();
  await page.getByRole('tab', { name: /^Archived/ }).click();
  await expect(page).toHaveURL(/state=archived/);
  await expect(rowOf(page, jobTitle)).toBeVisible();
  await snap(page, 'projects-archived');

  // Unarchive: back on the Active tab.
  await rowOf(page, jobTitle)
    .getByRole('button', { name: `Actions for ${jobTitle}` })
    .click();
  await page.getByRole('menuitem', { name: 'Unarchive' }).click();
  await expect(toast(page, 'Project unarchived')).toBeVisible();
  await expect(rowOf(page, jobTitle)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Active/ }).click();
  await expect(rowOf(page, jobTitle)).toBeVisible();

  // Rename it from its page.
  const renamed = `Platform Engineering Lead ${id}`;
  await projectLink(page, jobTitle).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit project' });
  await expect(dialog.getByRole('textbox', { name: 'Job ID' })).toHaveValue(`REQ-${id}`);
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(renamed);
  await snap(page, 'projects-edit');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  // The job title was left as it was.
  await expect(page.getByTestId('field-jobTitle')).toContainText(jobTitle);

  // Delete it, after confirming: back on the list, where it is gone.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete project?' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST_PATH}$`));
  await expect(toast(page, 'Project deleted')).toBeVisible();
  await searchList(page, id);
  await expect(page.getByTestId('project-row')).toHaveCount(1);
  await expect(projectLink(page, renamed)).toHaveCount(0);

  // Its old address is a helpful not-found page now.
  await page.goBack();
  await page.goto('/v5/talent-pool/project/999999999');
  await expect(page.getByTestId('project-not-found')).toBeVisible();
  await snap(page, 'projects-not-found');
});

test('a starter account meets the project limit on its fourth open project, keeping the form', async ({
  page,
}) => {
  await logIn(page, STARTER.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(STARTER.team);
  await page.goto(LIST_PATH);
  const activeTab = page.getByRole('tab', { name: /^Active \(\d+\)$/ });
  await expect(activeTab).toBeVisible();
  const open = Number(/\((\d+)\)/.exec(await activeTab.innerText())?.[1]);
  if (open === 0) {
    await expect(page.getByTestId('projects-empty')).toBeVisible();
    await snap(page, 'projects-empty');
  }

  const id = suffix();
  for (let n = open + 1; n <= 3; n++) {
    await page.goto('/v5/create-project');
    await submitProject(page, `Starter role ${n} ${id}`);
    await expect(page).toHaveURL(/\/v5\/talent-pool\/project\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Starter role ${n} ${id}` })).toBeVisible();
  }

  // The fourth open project is refused with the spec's message, in place.
  await page.goto('/v5/create-project');
  const form = createForm(page);
  await form.getByRole('textbox', { name: 'Department' }).fill('Sales');
  await submitProject(page, `One too many ${id}`);
  const limit = page.getByTestId('project-limit');
  await expect(limit).toBeVisible();
  await expect(limit).toContainText(PROJECT_LIMIT_MESSAGE);
  await expect(page).toHaveURL(/\/v5\/create-project$/);
  await expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue(`One too many ${id}`);
  await expect(form.getByRole('textbox', { name: 'Department' })).toHaveValue('Sales');
  await expect(limit.getByRole('link', { name: /Open your projects/ })).toHaveAttribute('href', LIST_PATH);
  await snap(page, 'projects-limit');
});
