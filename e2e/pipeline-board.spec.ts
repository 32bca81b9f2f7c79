// The pipeline board as a recruiter works it (issue 13), on a desktop and on a phone: drag a card to
// another stage with the mouse and with the keyboard (the move is announced and toasted), move
// someone to the hidden Exported stage and undo it from the toast, open a candidate in the side
// panel and walk to the next and previous one. The board sits above the folded job summary. Every
// state is checked with axe (WCAG 2.2 AA, no serious or critical violation) and for sideways
// scrolling of the page, and photographed.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, DEMO, DEMO_PASSWORD, expectAccessible, expectNoSideScroll, logIn } from './support';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function check(page: Page, name: string, fullPage = true) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSideScroll(page, name);
  await expectAccessible(page, name);
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage });
}

const column = (page: Page, name: string) =>
  page.getByTestId('board-column').filter({ has: page.getByRole('heading', { name, exact: true }) });
const count = (page: Page, name: string) => page.getByTestId('stage-chip').filter({ hasText: name });
/** The toast saying `text` (while one leaves, the next is already there). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const announcer = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Presses the mouse on the card's grip, moves past the 6 px threshold, drops on the column. */
async function drag(page: Page, card: Locator, target: Locator) {
  const handle = card.getByTestId('drag-handle');
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  if (!from) throw new Error('no card to drag');
  const x0 = from.x + from.width / 2;
  const y0 = from.y + from.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x0 + 12, y0 + 4, { steps: 4 });
  const to = await target.boundingBox();
  if (!to) throw new Error('no column to drop on');
  const width = page.viewportSize()?.width ?? 1280;
  // A column partly off-screen is dropped on where it shows.
  const x = Math.min(to.x + to.width / 2, width - 16);
  await page.mouse.move(x, to.y + 60, { steps: 20 });
  await page.mouse.up();
}

async function preparedProject(page: Page, label: string) {
  const id = suffix();
  const created = await api(page, 'post', '/api/v1/projects/create', {
    jobTitle: 'Staff Data Engineer',
    projectStatus: 0,
    projectName: `Board ${label} ${id}`,
  });
  const projectId = created.data.projectId as string;
  const people = ['Avery', 'Blake', 'Casey', 'Devon'].map((first) => `${first} Board-${label} ${id}`);
  const ids: number[] = [];
  for (const fullName of people) {
    const { profileId } = await api(page, 'post', '/api/v1/candidatesV2/create', {
      fullName,
      title: 'Data Engineer',
      company: 'Northwind Traders',
      confirmDuplicate: true,
    });
    ids.push(Number(profileId));
  }
  await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, { candidateIds: ids });
  const [avery, blake, casey] = people as [string, string, string, string];
  return { projectId, avery, blake, casey };
}

async function journey(page: Page, width: number, height: number) {
  test.setTimeout(180_000);
  await page.setViewportSize({ width, height });
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(page.getByTestId('team-name')).toHaveText(DEMO.team);
  const { projectId, avery, blake, casey } = await preparedProject(page, String(width));
  await page.goto(`/v5/talent-pool/project/${projectId}`);
  await expect(column(page, 'Good Fit').getByTestId('candidate-card')).toHaveCount(4);
  await expect(count(page, 'Good Fit')).toContainText('4');
  // The board comes before the job summary, which is folded to one line.
  const board = await page.getByTestId('pipeline-board').boundingBox();
  const summary = await page.getByRole('region', { name: 'Job summary' }).boundingBox();
  expect(board && summary && board.y < summary.y).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
  await check(page, `pipeline-board-${width}`);

  // 1. The mouse: Avery's card onto Contacted.
  await drag(
    page,
    column(page, 'Good Fit').getByTestId('candidate-card').filter({ hasText: avery }),
    column(page, 'Contacted'),
  );
  await expect(toast(page, `${avery} moved to Contacted.`)).toBeVisible();
  await expect(column(page, 'Contacted').getByText(avery)).toBeVisible();
  await expect(count(page, 'Contacted')).toContainText('1');
  await expect(count(page, 'Good Fit')).toContainText('3');
  await check(page, `pipeline-board-${width}-dragged`);

  // 2. The keyboard: Blake's grip, Space, two stages to the right, Space; each step is announced.
  await column(page, 'Good Fit')
    .getByRole('button', { name: `Move ${blake}` })
    .focus();
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText(`Picked up ${blake} from Good Fit`);
  await page.keyboard.press('ArrowRight');
  await expect(announcer(page)).toContainText(`${blake} is over Contacted.`);
  await page.keyboard.press('ArrowRight');
  await expect(announcer(page)).toContainText(`${blake} is over Replied.`);
  await page.keyboard.press('Space');
  await expect(announcer(page)).toContainText(`${blake} was dropped on Replied.`);
  await expect(toast(page, `${blake} moved to Replied.`)).toBeVisible();
  await expect(count(page, 'Replied')).toContainText('1');

  // 3. The menu marks where Casey is; moving to the hidden Exported stage says so, Undo brings back.
  await column(page, 'Good Fit')
    .getByRole('button', { name: `Actions for ${casey}` })
    .click();
  await expect(page.getByRole('menuitemradio', { name: /Good Fit/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: /Exported/ }).click();
  await expect(toast(page, 'Moved to Exported')).toBeVisible();
  await expect(toast(page, `${casey} moved to Exported.`)).toBeVisible();
  await expect(count(page, 'Exported')).toContainText('1');
  // A pointer over a toast holds it open (the checks below take longer than its 10 s).
  await toast(page, `${casey} moved to Exported.`).hover();
  await check(page, `pipeline-board-${width}-exported`, false);
  await toast(page, `${casey} moved to Exported.`).getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, `${casey} is back in Good Fit.`)).toBeVisible();
  await expect(column(page, 'Good Fit').getByText(casey)).toBeVisible();
  await expect(count(page, 'Exported')).toContainText('0');

  // 4. The side panel: Casey's essentials, stage and label, tags and notes; next and previous.
  await column(page, 'Good Fit').getByRole('button', { name: casey, exact: true }).click();
  const panel = page.getByRole('dialog', { name: casey });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Stage' })).toHaveValue('Sourcing · Good Fit');
  await expect(panel.getByRole('combobox', { name: 'Add a tag' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Full record' })).toHaveAttribute(
    'href',
    new RegExp(`/v5/talent-pool/candidate/\\d+\\?projectId=${projectId}$`),
  );
  // On a phone the panel fills the screen with its close button and actions in view.
  await expect(page.getByRole('button', { name: 'Close the side panel' })).toBeInViewport();
  await expect(panel.getByRole('button', { name: /^Next/ })).toBeInViewport();
  await check(page, `pipeline-board-${width}-panel`, false);
  const position = await panel.getByTestId('panel-position').innerText();
  await panel.getByRole('button', { name: /^Next: / }).click();
  const next = page.getByRole('dialog');
  await expect(next).not.toHaveAccessibleName(casey);
  await expect(next.getByTestId('panel-position')).not.toHaveText(position);
  await next.getByRole('button', { name: /^Previous: / }).click();
  await expect(page.getByRole('dialog', { name: casey })).toBeVisible();
  await expect(page.getByRole('dialog').getByTestId('panel-position')).toHaveText(position);
  // A label from the panel: toasted like every change.
  await page.getByRole('dialog').getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: 'Shortlisted' }).click();
  await expect(toast(page, `${casey} labelled Shortlisted.`)).toBeVisible();
  await page.getByRole('button', { name: 'Close the side panel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    column(page, 'Good Fit').getByRole('button', { name: `Label of ${casey}: Shortlisted. Change label` }),
  ).toBeVisible();
}

test('the pipeline board on a desktop: drag, keyboard, hidden stage with undo, side panel', async ({
  page,
}) => {
  await journey(page, 1440, 900);
});

test('the pipeline board on a phone: the same moves and a full-screen side panel', async ({ page }) => {
  await journey(page, 390, 844);
});
