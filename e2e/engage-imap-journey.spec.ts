// Engage II end to end over a real IMAP server (issue 16 item 5). An admin connects their mailbox:
// SMTP through the built-in catcher, replies read from a throw-away Dovecot, and "Test reading
// replies" signs in. A three-step sequence goes to three candidates. Then the candidates' side
// puts three messages in the INBOX: Quinn replies, Riley's address bounces, Sasha's out-of-office
// answers. After the poll, Quinn is Replied (Interested) with the later steps cancelled, Riley is
// bounced, Sasha's sequence continues. The recruiter answers Quinn from the inbox and the answer
// arrives threaded under Quinn's reply.
import { expect, type Page, test } from '@playwright/test';
import { startImapServer, type TestImapServer } from '../apps/server/src/test/imap-server';
import {
  accountMenu,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  rememberSecret,
  screenshotPath,
  snap,
} from './support';

// The growth team (not the one the other Engage journeys use): its admin allows private hosts,
// its recruiter runs the journey.
const ADMIN = 'growth.admin@talentbase.dev';
const RECRUITER = 'growth.recruiter@talentbase.dev';
const PASSWORD = 'Talentbase!2026';
const tag = Date.now().toString(36);
const PEOPLE = ['Quinn', 'Riley', 'Sasha'].map((first) => ({
  first,
  name: `${first} Imap${tag}`,
  email: `${first.toLowerCase()}.${tag}@example.net`,
}));
const [QUINN, RILEY, SASHA] = PEOPLE as [(typeof PEOPLE)[0], (typeof PEOPLE)[0], (typeof PEOPLE)[0]];

let imap: TestImapServer;

test.beforeAll(async () => {
  imap = await startImapServer();
  rememberSecret(imap.password);
});
test.afterAll(async () => {
  await imap?.stop();
});

async function api<T = Record<string, unknown>>(
  page: Page,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'tb_csrf')?.value ?? '';
  const response = await page.request[method](url, { data, headers: { 'x-csrf-token': csrf } });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

type Caught = { id: number; to: string[]; subject: string | null };
type CaughtMessage = {
  text: string | null;
  headers: {
    from: string | null;
    messageId: string | null;
    subject: string | null;
    inReplyTo: string | null;
    references: string | null;
  };
};

async function caughtFor(page: Page, email: string): Promise<Caught[]> {
  const list = await api<{ data: Caught[] }>(page, 'get', '/api/tb-v2/v1/engage/local-mail?pageSize=100');
  return list.data.filter((m) => m.to.some((to) => to.toLowerCase().includes(email)));
}

async function firstStepOf(page: Page, email: string): Promise<CaughtMessage> {
  const [caught] = await caughtFor(page, email);
  return api<CaughtMessage>(page, 'get', `/api/tb-v2/v1/engage/local-mail/${caught?.id}`);
}

// What the candidates' side sends back, as their mail clients and servers write it.
const lines = (...l: string[]) => `${l.join('\r\n')}\r\n`;

function replyTo(step: CaughtMessage, who: (typeof PEOPLE)[0], text: string): string {
  return lines(
    `From: ${who.name} <${who.email}>`,
    `To: ${step.headers.from}`,
    `Subject: Re: ${step.headers.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <reply.${tag}.${who.first}@example.net>`,
    `In-Reply-To: ${step.headers.messageId}`,
    `References: ${step.headers.messageId}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '',
    '> Hi there',
  );
}

function outOfOffice(step: CaughtMessage, who: (typeof PEOPLE)[0]): string {
  return lines(
    `From: ${who.name} <${who.email}>`,
    `To: ${step.headers.from}`,
    `Subject: Automatic reply: ${step.headers.subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <ooo.${tag}.${who.first}@example.net>`,
    `In-Reply-To: ${step.headers.messageId}`,
    'Auto-Submitted: auto-replied',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I am out of the office until Monday with limited access to email.',
  );
}

function bounceOf(step: CaughtMessage, who: (typeof PEOPLE)[0]): string {
  const b = `bounce-${tag}`;
  return lines(
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    `To: ${step.headers.from}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <dsn.${tag}@mx.example.net>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `<${who.email}>: 550 5.1.1 Recipient address rejected: User unknown`,
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${who.email}`,
    'Action: failed',
    'Status: 5.1.1',
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${step.headers.messageId}`,
    `Subject: ${step.headers.subject}`,
    '',
    `--${b}--`,
  );
}

test('replies, a bounce and an out-of-office read over IMAP; the recruiter answers from the inbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const mailPort = process.env.E2E_MAIL_PORT;
  expect(mailPort, 'E2E_MAIL_PORT names the built-in SMTP catcher (scripts/test.mjs sets it)').toBeTruthy();
  // The team runs its own mail servers on this machine: private hosts and plain IMAP are allowed.
  const admin = await browser.newPage();
  await logIn(admin, ADMIN, PASSWORD);
  await expect(accountMenu(admin)).toBeVisible();
  await api(admin, 'put', '/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
  await admin.close();
  await logIn(page, RECRUITER, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  const me = await api<{ user: { team: { id: string } } }>(page, 'get', '/api/auth/me');

  // The mailbox: SMTP through the catcher, and replies read from Dovecot.
  await page.goto('/admin/settings/email');
  const form = page.getByRole('form', { name: 'Mailbox' });
  await form.getByRole('radio', { name: 'Your SMTP server' }).check();
  await form.getByLabel(/^Server/).fill('127.0.0.1');
  await form.getByLabel(/^Port/).fill(String(mailPort));
  await form.getByLabel(/^Security/).click();
  await page.getByRole('option', { name: 'None (a relay on your own network)' }).click();
  await form.getByLabel(/^User name/).fill(`team:${me.user.team.id}`);
  await form.getByLabel(/^Password/).fill('local');
  await form.getByRole('checkbox', { name: 'Read replies from this mailbox (IMAP)' }).check();
  await form.getByLabel(/^IMAP server/).fill('127.0.0.1');
  await form.getByLabel(/^IMAP port/).fill(String(imap.port));
  await form.getByLabel(/^IMAP security/).click();
  await page.getByRole('option', { name: 'None (a server on your own network)' }).click();
  await form.getByLabel(/^IMAP user name/).fill(imap.user);
  await form.getByLabel(/^IMAP password/).fill(imap.password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('imap-state')).toBeVisible();
  await form.getByRole('button', { name: 'Test reading replies' }).click();
  await expect(form.getByTestId('imap-test-result')).toContainText('Replies can be read');
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(form.getByTestId('imap-state')).toBeVisible();
    await expectNoSideScroll(page, `mailbox with IMAP at ${size.width}`);
    await expectAccessible(page, `mailbox with IMAP at ${size.width}`);
    await page.screenshot({ path: screenshotPath(`engage-mailbox-imap-${size.width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // A project with the three, and a three-step sequence that sends at any hour.
  const created = await api<{ data: { projectId: string } }>(page, 'post', '/api/v1/projects/create', {
    projectName: `Imap ${tag}`,
    jobTitle: 'Data Engineer',
    projectStatus: 2,
  });
  const projectId = created.data.projectId;
  const ids: number[] = [];
  for (const person of PEOPLE) {
    const { profileId } = await api<{ profileId: string }>(page, 'post', '/api/v1/candidatesV2/create', {
      fullName: person.name,
      title: 'Data Engineer',
      company: 'Initech',
      emails: [person.email],
      confirmDuplicate: true,
    });
    ids.push(Number(profileId));
  }
  await api(page, 'post', `/api/v1/projects/${projectId}/candidates`, { candidateIds: ids });
  const campaign = await api<{ id: string }>(page, 'post', '/api/tb-v2/v1/campaigns', {
    name: `Imap ${tag}`,
    projectId,
    sendingWindow: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' },
    steps: [
      {
        subject: 'A data role for {{firstName}}',
        body: '<p>Hi {{firstName}}, a role at Initech.</p>',
        delaySeconds: 0,
      },
      { body: '<p>Following up, {{firstName}}.</p>', delayType: 'DAYS', delaySeconds: 86_400 },
      { body: '<p>Last note, {{firstName}}.</p>', delayType: 'DAYS', delaySeconds: 86_400 },
    ],
  });
  await api(page, 'post', `/api/tb-v2/v1/campaigns/${campaign.id}/sequences`, { candidateIds: ids });
  for (const person of PEOPLE)
    await expect.poll(async () => (await caughtFor(page, person.email)).length, { timeout: 60_000 }).toBe(1);

  // The candidates' side: Quinn replies, Riley's server bounces, Sasha is out of the office.
  await imap.append(replyTo(await firstStepOf(page, QUINN.email), QUINN, 'Yes, I am interested. Tuesday?'));
  await imap.append(bounceOf(await firstStepOf(page, RILEY.email), RILEY));
  await imap.append(outOfOffice(await firstStepOf(page, SASHA.email), SASHA));

  // The poller reads them (every few seconds here): Quinn's reply is in the inbox.
  await expect
    .poll(
      async () =>
        (
          await api<{ data: { candidate: { name: string } }[] }>(
            page,
            'get',
            '/api/tb-v2/v1/engage/inbox?show=all',
          )
        ).data.map((c) => c.candidate.name),
      { timeout: 60_000 },
    )
    .toEqual(expect.arrayContaining([QUINN.name, RILEY.name, SASHA.name]));

  // The outbox: Quinn's and Riley's sequences stopped, Sasha's next step still scheduled.
  await page.goto('/engage/outbox');
  const card = (who: (typeof PEOPLE)[0]) =>
    page.locator('[data-testid^="thread-"]').filter({ hasText: who.name });
  await expect(card(QUINN)).toContainText('Canceled');
  // A stopped thread reads Canceled whatever stopped it (spec section 4: "not active means
  // canceled" comes first); the bounce shows on the pipeline below.
  await expect(card(RILEY)).toContainText('Canceled');
  await expect(card(SASHA)).toContainText('Scheduled');
  await expect(card(SASHA).getByTestId('upcoming-step')).toContainText('Next: step 2');
  await snap(page, 'engage-imap-outbox');

  // The pipeline: Quinn Replied as Interested, Riley's email bounced.
  await page.goto(`/v5/talent-pool/project/${projectId}?view=list`);
  await expect(page.getByRole('row').filter({ hasText: QUINN.name })).toContainText('Interested');
  await expect(page.getByRole('row').filter({ hasText: RILEY.name })).toContainText('Email bounced');

  // The recruiter answers Quinn from the inbox; it goes out threaded under the reply.
  await page.goto('/engage/inbox');
  await page.getByTestId('inbox-conversation').filter({ hasText: QUINN.name }).click();
  const thread = page.getByTestId('inbox-thread');
  await expect(thread.getByTestId('inbox-entry-received')).toContainText('Tuesday?');
  // What was sent comes first, whatever the seconds of the reply's receipt time.
  await expect(thread.locator('[data-testid^="inbox-entry-"]').first()).toHaveAttribute(
    'data-testid',
    'inbox-entry-sent',
  );
  await thread.getByLabel('Your answer').fill('Tuesday at 10:00 works. I will send an invitation.');
  await thread.getByRole('button', { name: 'Send answer' }).click();
  await expect(thread.getByTestId('inbox-answer-status')).toHaveText('Sent', { timeout: 30_000 });
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await expect(thread).toBeVisible();
    await expectNoSideScroll(page, `answered conversation at ${size.width}`);
    await expectAccessible(page, `answered conversation at ${size.width}`);
    await page.screenshot({ path: screenshotPath(`engage-imap-answered-${size.width}`), fullPage: true });
  }
  const [answer] = await caughtFor(page, QUINN.email);
  const answered = await api<CaughtMessage>(page, 'get', `/api/tb-v2/v1/engage/local-mail/${answer?.id}`);
  expect(answered.headers.subject).toBe('Re: A data role for Quinn');
  expect(answered.headers.inReplyTo).toBe(`<reply.${tag}.Quinn@example.net>`);
  expect(answered.headers.references).toContain(`<reply.${tag}.Quinn@example.net>`);
  expect(answered.text).toContain('Tuesday at 10:00 works.');
});
