// Feedback and plain words (issue 13): every page names itself in the browser tab, a change on a
// candidate record says so in a toast, a project's CSV export is named after the project and has
// the pipeline label ("No label" rather than N/A), and the product's own terms open an
// explanation from the keyboard. Photographed at 1440 and 390 px.
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn, screenshotPath, snap } from './support';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function api(page: Page, url: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request.post(url, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A project with an accented name and two candidates in Good Fit, one of them Shortlisted. */
async function preparedProject(page: Page) {
  const id = suffix();
  const projectName = `Zoë’s data team ${id}`;
  const created = await api(page, '/api/v1/projects/create', {
    jobTitle: 'Data Engineer',
    projectStatus: 0,
    projectName,
  });
  const projectId = created.data.projectId as string;
  const [shortlisted, plain] = [`Robin Feedback ${id}`, `Sasha Feedback ${id}`];
  const ids: number[] = [];
  for (const fullName of [shortlisted, plain]) {
    const { profileId } = await api(page, '/api/v1/candidatesV2/create', {
      fullName,
      title: 'Data Engineer',
      company: 'Northwind Traders',
      confirmDuplicate: true,
    });
    ids.push(Number(profileId));
  }
  await api(page, `/api/v1/projects/${projectId}/candidates`, { candidateIds: ids });
  await api(page, '/api/v1/pipelines/changeLabel', { projectId, candidateIds: [ids[0]], stageLabel: 2 });
  return { projectId, projectName, shortlisted, plain, candidateId: ids[0] as number };
}

/** Splits RFC 4180 CSV (quoted cells may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  return rows;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('pages name themselves, record changes are toasted, the CSV carries the project and the label', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Talentbase');
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  await expect(page).toHaveTitle('Home · Talentbase');

  // Plain words: the home page's credits card explains contract credits, from the keyboard.
  const creditsHelp = page.getByRole('button', { name: 'What “Contract credits” means' });
  await creditsHelp.focus();
  await page.keyboard.press('Enter');
  const explanation = page.getByRole('dialog', { name: 'What “Contract credits” means' });
  await expect(explanation).toContainText('Revealing a person’s emails and phone numbers uses one credit');
  await snap(page, 'feedback-term-help-1440');
  await page.keyboard.press('Escape');
  await expect(explanation).toBeHidden();

  const { projectId, projectName, shortlisted, plain, candidateId } = await preparedProject(page);
  await page.goto('/v5/talent-pool/project-list');
  await expect(page).toHaveTitle('Projects · Talentbase');
  await page.goto(`/v5/talent-pool/project/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page).toHaveTitle(`${projectName} · Talentbase`);

  // The project's CSV: named after the project, with the pipeline label of each candidate.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (standard columns)' }).click();
  const download = await downloading;
  const date = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`${projectName} candidates-${date}.csv`);
  await expect(toast(page, 'Your CSV file is downloading.')).toBeVisible();
  const rows = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
  const header = rows[0] ?? [];
  const name = header.indexOf('Name');
  const stage = header.indexOf('Stage');
  const label = header.indexOf('Label');
  expect(label).toBe(stage + 1);
  const cells = (who: string) => rows.find((r) => r[name] === who) ?? [];
  expect([cells(shortlisted)[stage], cells(shortlisted)[label]]).toEqual([
    'Sourcing: Good Fit',
    'Shortlisted',
  ]);
  expect([cells(plain)[stage], cells(plain)[label]]).toEqual(['Sourcing: Good Fit', 'No label']);
  await snap(page, 'feedback-project-1440');

  // The candidate record: its title is the candidate's name; a tag and a note each say so.
  await page.goto(`/v5/talent-pool/candidate/${candidateId}?projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: shortlisted })).toBeVisible();
  await expect(page).toHaveTitle(`${shortlisted} · Talentbase`);
  const tagInput = page.getByRole('combobox', { name: 'Add a tag' });
  await tagInput.fill('Feedback check');
  await tagInput.press('Enter');
  await expect(toast(page, 'Tag “Feedback check” added.')).toBeVisible();
  // The window as the recruiter sees it, toast included (a full-page shot leaves fixed toasts out).
  await page.screenshot({ path: screenshotPath('feedback-record-tag-1440') });
  await page.getByRole('textbox', { name: 'Note' }).fill('Asked about the start date.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added.')).toBeVisible();
  await expect(page.getByTestId('note').filter({ hasText: 'Asked about the start date.' })).toBeVisible();

  // GDPR review, explained beside its switch; the switch change is toasted too.
  await page.getByRole('button', { name: 'What “GDPR review” means' }).click();
  await expect(page.getByRole('dialog', { name: 'What “GDPR review” means' })).toContainText(
    'It hides and deletes nothing',
  );
  await page.keyboard.press('Escape');
  // The switch follows the saved record, so it flips once the server has it.
  await page.getByRole('switch', { name: 'GDPR review' }).click();
  await expect(toast(page, 'Flagged for GDPR review.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'GDPR review' })).toBeChecked();
  await snap(page, 'feedback-record-1440');

  // On a phone: the same record, its explanation reachable with a tap.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page).toHaveTitle(`${shortlisted} · Talentbase`);
  await page.getByRole('button', { name: 'What “GDPR review” means' }).click();
  await expect(page.getByRole('dialog', { name: 'What “GDPR review” means' })).toBeVisible();
  await snap(page, 'feedback-record-390');

  // The next page names itself in turn.
  await page.goto('/v5/sourcing-new');
  await expect(page).toHaveTitle('Sourcing · Talentbase');
});
