// Applicant match end to end (issue 15 item 10): a recruiter opens a job, drops ten résumés on it
// (PDF, DOCX and TXT, of people from six professions), waits for the background scoring, opens the
// best applicant's scoring detail and its evidence in the résumé, moves them forward into the
// pipeline, and declines an unrelated applicant with a rejection email that arrives at the
// built-in SMTP catcher (local test mail) through the Engage delivery engine.
import { expect, type Page, test } from '@playwright/test';
import {
  makeDocx,
  makeTextPdf,
} from '../apps/server/src/modules/applicant-match/intake/fixtures/build-files';
import { EVAL_JOBS } from '../apps/server/src/modules/applicant-match/matching/eval/jobs';
import { BUSINESS_RESUMES } from '../apps/server/src/modules/applicant-match/matching/eval/resumes-business';
import { HEALTH_RESUMES } from '../apps/server/src/modules/applicant-match/matching/eval/resumes-health';
import { TECH_DESIGN_RESUMES } from '../apps/server/src/modules/applicant-match/matching/eval/resumes-tech-design';
import {
  accountMenu,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  snap,
} from './support';

const tag = Date.now().toString(36);
const RESUMES: Record<string, string> = { ...TECH_DESIGN_RESUMES, ...HEALTH_RESUMES, ...BUSINESS_RESUMES };
// The Python backend job of the judged set; the first résumé is its best match, the last ones are
// from other professions entirely.
const JOB = EVAL_JOBS.find((j) => j.id === 'backend-python');
const PEOPLE = [
  'sw-senior-python',
  'sw-java-backend',
  'sw-junior-frontend',
  'data-analyst',
  'product-designer',
  'graphic-designer',
  'nurse-icu',
  'pharmacist-hospital',
  'ae-saas',
  'cpa-senior-accountant',
] as const;

async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request[method](url, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Each résumé with a unique address under its name, as a PDF, a DOCX or a text file. */
async function resumeFiles() {
  return Promise.all(
    PEOPLE.map(async (key, i) => {
      const [nameLine = '', ...rest] = (RESUMES[key] ?? '').split('\n');
      const email = `applicant${i + 1}.${tag}@example.org`;
      const lines = [nameLine, email, ...rest];
      // "Megan O'Brien, CPA": the credential is not part of the name.
      const name = nameLine.split(',')[0]?.trim() ?? '';
      const base = `${String(i + 1).padStart(2, '0')}-${key}`;
      if (i % 3 === 1)
        return {
          key,
          name,
          email,
          file: {
            name: `${base}.docx`,
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            buffer: makeDocx(lines),
          },
        };
      if (i % 3 === 2)
        return {
          key,
          name,
          email,
          file: { name: `${base}.txt`, mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) },
        };
      return {
        key,
        name,
        email,
        file: { name: `${base}.pdf`, mimeType: 'application/pdf', buffer: await makeTextPdf(lines) },
      };
    }),
  );
}

type Caught = { id: number; to: string[]; subject: string | null };
type TeamSettings = { sendingWindow: { days: number[]; start: string; end: string }; timezone: string };

test('drop ten résumés on a job, see them scored, move the best forward and decline one with an email', async ({
  page,
}) => {
  test.setTimeout(240_000);
  if (!JOB) throw new Error('the judged set has no backend-python job');
  const files = await resumeFiles();
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();

  // Rejections follow the team's sending hours: open them all day for the journey, put them back after.
  const settings = await api<TeamSettings>(page, 'get', '/api/tb-v2/v1/engage/team-settings');
  await api(page, 'put', '/api/tb-v2/v1/engage/team-settings', {
    sendingWindow: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' },
  });
  try {
    // A project that becomes an applicant-match job with its description.
    const created = await api<{ data: { projectId: string } }>(page, 'post', '/api/v1/projects/create', {
      projectName: `Backend hiring ${tag}`,
      jobTitle: JOB.jobTitle,
      projectStatus: 2,
    });
    const projectId = created.data.projectId;
    await api(page, 'post', '/api/tb-v2/v1/applicant-match/jobs', {
      projectId,
      jobDescription: JOB.description,
    });

    await page.goto(`/v5/talent-pool/project/${projectId}/applicant-match`);
    await expect(page.getByRole('heading', { level: 1, name: 'Applicant match' })).toBeVisible();
    const upload = page.getByTestId('applicant-upload');
    await expect(upload).toBeVisible();
    await upload.locator('input[type=file]').setInputFiles(files.map((f) => f.file));

    // Every file gets its result: all ten become applicants.
    await expect(page.getByTestId('upload-result')).toHaveCount(10, { timeout: 60_000 });
    await expect(page.locator('[data-testid=upload-result][data-status^=added]')).toHaveCount(10);
    await snap(page, 'applicant-match-journey-uploaded');

    // Scoring runs in the background; the list ranks them when it is done.
    await expect
      .poll(
        async () => {
          const status = await api<{ matchStatus: string; scoringFinishedCount: number }>(
            page,
            'post',
            '/api/tb-v2/v1/applicant-match/jobs/ranking-status',
            { projectId },
          );
          return `${status.matchStatus} ${status.scoringFinishedCount}`;
        },
        { timeout: 90_000 },
      )
      .toBe('finished 10');
    // The list refreshes itself when scoring ends: no reload.
    const rows = page.getByTestId('applicant-row');
    await expect(rows).toHaveCount(10, { timeout: 20_000 });
    await expect(page.getByTestId('applicant-table').getByText('Pending')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('stage-tab-1')).toContainText('10');

    // The best match is first; the accountant and the nurse are no match for a Python job.
    const best = files[0];
    const accountant = files[9];
    if (!best || !accountant) throw new Error('missing résumé');
    await expect(rows.first()).toContainText(best.name);
    await expect(rows.first()).toContainText('Best match');
    await expect(rows.filter({ hasText: accountant.name })).toContainText('Not a match');
    await expectNoSideScroll(page, 'applicant list');
    await snap(page, 'applicant-match-journey-ranked');

    // The scoring detail: five scores, quick checks, and a check's evidence marked in the résumé.
    await rows.first().getByRole('button', { name: best.name }).click();
    const panel = page.getByTestId('applicant-panel');
    await expect(panel.getByTestId('scoring-detail')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByTestId('score-bar')).toHaveCount(5);
    const skills = panel
      .getByTestId('quick-check')
      .filter({ hasText: /skills/i })
      .first();
    await expect(skills).toBeVisible();
    await skills.click();
    await expect(panel.locator('mark[data-active=true]').first()).toBeVisible();
    await expect(panel.locator('mark[data-active=true]').first()).toContainText(/python/i);
    await expectAccessible(page, 'applicant scoring detail');
    await snap(page, 'applicant-match-journey-detail');

    // Move the best applicant forward: they land in the job's pipeline.
    await panel.getByRole('button', { name: 'Move forward' }).click();
    const forward = page.getByRole('dialog', { name: /^Move forward/ });
    await forward.getByRole('button', { name: 'Move forward' }).click();
    await expect(forward.getByTestId('review-result')).toContainText('1 applicant moved forward');
    await forward.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('stage-tab-2')).toContainText('1');

    // Decline the accountant with a reason and a rejection email.
    await page.keyboard.press('Escape');
    await rows.filter({ hasText: accountant.name }).getByRole('checkbox').check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: /^Decline/ });
    await decline.getByRole('combobox', { name: 'Decline reason' }).click();
    await page.getByRole('option').first().click();
    const sendEmail = decline.getByRole('checkbox', { name: /Send a rejection email/ });
    if (!(await sendEmail.isChecked())) await sendEmail.check();
    await expect(decline.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
    await snap(page, 'applicant-match-journey-decline');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(decline.getByTestId('rejection-email-result')).toContainText(
      'Rejection email queued for 1 applicant',
    );
    await decline.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('stage-tab-0')).toContainText('1');

    // The rejection email arrives at the SMTP catcher, once, to the accountant only.
    const caught = async () =>
      (
        await api<{ data: Caught[] }>(page, 'get', '/api/tb-v2/v1/engage/local-mail?pageSize=100')
      ).data.filter((m) => m.to.some((to) => to.toLowerCase().includes(`.${tag}@example.org`)));
    await expect.poll(async () => (await caught()).length, { timeout: 90_000 }).toBe(1);
    const [mail] = await caught();
    expect(mail?.to.join(' ').toLowerCase()).toContain(accountant.email);
    expect(mail?.subject).toContain(JOB.jobTitle);

    // The person moved forward is in the project's pipeline.
    await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
    await expect(page.getByText(best.name).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await api(page, 'put', '/api/tb-v2/v1/engage/team-settings', {
      sendingWindow: settings.sendingWindow,
      timezone: settings.timezone,
    });
  }
});
