// The whole of Engage I through the real delivery engine (issue 14 item 9): a recruiter writes a
// template, builds a three-step sequence on a project, enrols three of its candidates from the
// pipeline, and the first step arrives at the built-in SMTP catcher (local test mail). The open
// pixel of one message is fetched as a mail client would; the outbox and the pipeline show it.
// Then one candidate unsubscribes through the link in their email and their next step is
// cancelled while the others' stay scheduled. Last (issue 16), another answers from the local
// test mail as the candidate would: the reply stops their sequence, moves them to Replied as
// Interested, and is in the inbox with what was sent before, at a desktop's and a phone's width.
import { expect, type Page, test } from '@playwright/test';
import {
  accountMenu,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  screenshotPath,
  snap,
} from './support';

const tag = Date.now().toString(36);
const PEOPLE = ['Avery', 'Blake', 'Casey'].map((first) => ({
  first,
  name: `${first} Journey${tag}`,
  email: `${first.toLowerCase()}.${tag}@example.org`,
}));

async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request[method](url, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

type Caught = { id: number; to: string[]; subject: string | null };
type CaughtMessage = {
  html: string | null;
  text: string | null;
  headers: {
    listUnsubscribe: string | null;
    messageId: string | null;
    subject: string | null;
    inReplyTo: string | null;
    references: string | null;
  };
};

/** The local test mail caught for `email`, newest first. */
async function caughtFor(page: Page, email: string): Promise<Caught[]> {
  const list = await api<{ data: Caught[] }>(page, 'get', '/api/tb-v2/v1/engage/local-mail?pageSize=100');
  return list.data.filter((m) => m.to.some((to) => to.toLowerCase().includes(email)));
}

test('write a template, send a three-step sequence, and see the outbox, the pipeline and an unsubscribe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logIn(page, DEMO.email, DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();

  // A project with three candidates who have email addresses.
  const created = await api<{ data: { projectId: string } }>(page, 'post', '/api/v1/projects/create', {
    projectName: `Journey ${tag}`,
    jobTitle: 'Site Reliability Engineer',
    projectStatus: 2,
  });
  const projectId = created.data.projectId;
  for (const person of PEOPLE) {
    const { profileId } = await api<{ profileId: string }>(page, 'post', '/api/v1/candidatesV2/create', {
      fullName: person.name,
      title: 'Platform Engineer',
      company: 'Globex',
      emails: [person.email],
      confirmDuplicate: true,
    });
    await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, {
      candidateIds: [Number(profileId)],
    });
  }

  // The template.
  await page.goto('/engage/templates/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(`Journey intro ${tag}`);
  await page.getByRole('textbox', { name: 'Subject' }).fill('A {{jobTitle}} role for {{firstName}}');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(
      '<p>Hi {{firstName}},</p><p><a href="https://jobs.example.org/sre">The role</a> fits your work at {{currentCompany}}.</p>',
    );
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();

  // The sequence: three steps, on the project, sending at any hour so the journey runs any day.
  await page.goto(`/engage/sequences/new?projectId=${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New sequence' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sequence name' }).fill(`Journey ${tag}`);
  for (const day of ['Sun', 'Sat']) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
  await page.getByRole('textbox', { name: 'Until', exact: true }).fill('23:59');
  const step1 = page.getByRole('region', { name: 'Step 1' });
  await step1.getByRole('combobox', { name: 'Use template' }).click();
  await page.getByRole('option', { name: `Journey intro ${tag}` }).click();
  for (const [n, text] of [
    [2, '<p>Following up, {{firstName}}.</p>'],
    [3, '<p>Last note from me, {{firstName}}.</p>'],
  ] as const) {
    await page.getByRole('button', { name: 'Add step' }).click();
    await page
      .getByRole('region', { name: `Step ${n}` })
      .getByRole('textbox', { name: 'Message' })
      .fill(text);
  }
  await page.getByRole('button', { name: 'Create sequence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Journey ${tag}` })).toBeVisible();

  // Enrol the three from the project's pipeline.
  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  for (const person of PEOPLE) await page.getByRole('checkbox', { name: `Select ${person.name}` }).check();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Add to sequence…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to sequence' });
  await dialog.getByRole('combobox', { name: 'Sequence' }).click();
  await page.getByRole('option', { name: new RegExp(`Journey ${tag}`) }).click();
  await expect(dialog.getByTestId('enrolment-check')).toContainText('3 of 3 can be enrolled');
  await snap(page, 'engage-journey-enrol');
  await dialog.getByRole('button', { name: 'Enrol 3' }).click();
  await expect(dialog).toBeHidden();

  // The first step arrives at the SMTP catcher, one message each, with its Message-ID.
  for (const person of PEOPLE) {
    await expect.poll(async () => (await caughtFor(page, person.email)).length, { timeout: 60_000 }).toBe(1);
  }
  const [avery, blake] = PEOPLE as [(typeof PEOPLE)[0], (typeof PEOPLE)[0]];
  const [first] = await caughtFor(page, avery.email);
  expect(first?.subject).toBe('A Site Reliability Engineer role for Avery');
  const message = await api<CaughtMessage>(page, 'get', `/api/tb-v2/v1/engage/local-mail/${first?.id}`);
  expect(message.headers.messageId).toMatch(/^<tb\./);
  const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(message.headers.listUnsubscribe ?? '')?.[1];
  expect(unsubscribe, 'List-Unsubscribe carries the unsubscribe page').toBeTruthy();

  // The local test mail screen lists them.
  await page.goto('/engage/test-mail');
  await expect(page.getByText('Local test mail: nothing here was delivered')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Caught messages' }).getByRole('button', { name: /Avery/ }).first(),
  ).toBeVisible();

  // Avery's mail client loads the open pixel.
  const pixel = /https?:\/\/[^"'\s]+\/t\/o\/[^"'\s]+\.gif/.exec(message.html ?? '')?.[0];
  expect(pixel, 'the first email carries an open pixel').toBeTruthy();
  const opened = await page.request.get(pixel as string);
  expect(opened.headers()['content-type']).toBe('image/gif');

  // The outbox: each recipient scheduled for step 2; Avery opened.
  await page.goto('/engage/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  for (const person of PEOPLE) {
    await expect(page.getByText(person.name).first()).toBeVisible();
  }
  await snap(page, 'engage-journey-outbox');

  // The pipeline: all three went from Good Fit to Contacted; Avery's label is Email opened.
  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  const averyRow = page.getByRole('row').filter({ hasText: avery.name });
  await expect(averyRow).toContainText('Email opened');
  await expect(page.getByRole('row').filter({ hasText: blake.name })).toContainText('Email delivered');
  await expectNoSideScroll(page, 'pipeline after sending');
  await snap(page, 'engage-journey-pipeline');

  // Blake unsubscribes from the link in their email: the page asks first, the button confirms.
  const [blakeMail] = await caughtFor(page, blake.email);
  const blakeMessage = await api<CaughtMessage>(
    page,
    'get',
    `/api/tb-v2/v1/engage/local-mail/${blakeMail?.id}`,
  );
  const blakeUnsubscribe = /<(https?:\/\/[^>]+)>/.exec(
    blakeMessage.headers.listUnsubscribe ?? '',
  )?.[1] as string;
  const recipient = await page.context().browser()?.newPage();
  if (!recipient) throw new Error('no second page');
  await recipient.goto(blakeUnsubscribe.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
  await recipient.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(recipient.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await recipient.close();

  // Blake's next step is cancelled; Avery's is still scheduled.
  await page.goto('/engage/outbox');
  const blakeCard = page.locator('[data-testid^="thread-"]').filter({ hasText: blake.name });
  await expect(blakeCard).toContainText('Canceled');
  const averyCard = page.locator('[data-testid^="thread-"]').filter({ hasText: avery.name });
  await expect(averyCard).toContainText('Scheduled');
  await expect(averyCard.getByTestId('upcoming-step')).toContainText('Next: step 2');
  await snap(page, 'engage-journey-unsubscribed');

  // Casey answers: from the caught message, as the candidate's side would.
  const casey = PEOPLE[2] as (typeof PEOPLE)[0];
  const [caseyMail] = await caughtFor(page, casey.email);
  await page.goto(`/engage/test-mail?id=${caseyMail?.id}`);
  const answer = page.getByTestId('answer-as-candidate');
  await answer.getByLabel('Their reply').fill('Sounds great, I am interested. When can we talk?');
  await answer.getByRole('button', { name: 'Send reply' }).click();
  await expect(answer.getByTestId('answer-outcome')).toContainText(
    'The reply stopped the sequence and moved the candidate to Replied. 1 unsent step was cancelled.',
  );

  // The inbox has it, unread, with what it said; opened, it shows what was sent before.
  await page.goto('/engage/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = page.getByTestId('inbox-conversation').filter({ hasText: casey.name });
  await expect(row).toContainText('Interested');
  await row.click();
  const thread = page.getByTestId('inbox-thread');
  await expect(thread.getByTestId('inbox-entry-sent')).toContainText('You sent step 1');
  await expect(thread.getByTestId('inbox-entry-received')).toContainText('When can we talk?');
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(thread).toBeVisible();
    await expectNoSideScroll(page, `inbox at ${size.width}`);
    await expectAccessible(page, `inbox at ${size.width}`);
    await page.screenshot({ path: screenshotPath(`engage-inbox-${size.width}`), fullPage: true });
  }
  // On a phone the conversation has the screen; back goes to the list.
  await page.getByRole('button', { name: 'All conversations' }).click();
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The recruiter answers from the inbox: it goes out from the same mailbox, in Casey's thread.
  await row.click();
  const answerBox = page.getByTestId('inbox-answer');
  await expect(answerBox).toContainText(`To ${casey.email}`);
  await answerBox.getByLabel('Your answer').fill('Glad to hear it. Does Tuesday at 10:00 work for you?');
  await answerBox.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByTestId('inbox-answer-status')).toHaveText('Sent', { timeout: 30_000 });
  await snap(page, 'engage-inbox-answered');
  const [answerMail] = await caughtFor(page, casey.email);
  const answered = await api<CaughtMessage>(page, 'get', `/api/tb-v2/v1/engage/local-mail/${answerMail?.id}`);
  expect(answered.headers.subject).toMatch(/^Re: /);
  expect(answered.headers.inReplyTo, 'the answer names the reply it answers').toBeTruthy();
  const caseyStep = await api<CaughtMessage>(page, 'get', `/api/tb-v2/v1/engage/local-mail/${caseyMail?.id}`);
  expect(answered.headers.references).toContain(caseyStep.headers.messageId as string);
  expect(answered.text).toContain('Does Tuesday at 10:00 work for you?');

  // Casey's sequence stopped; the pipeline shows Replied, Interested.
  await page.goto('/engage/outbox');
  await expect(page.locator('[data-testid^="thread-"]').filter({ hasText: casey.name })).toContainText(
    'Canceled',
  );
  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  await expect(page.getByRole('row').filter({ hasText: casey.name })).toContainText('Interested');
});
