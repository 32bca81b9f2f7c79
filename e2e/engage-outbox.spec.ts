// The outbox and the recipient's side of an email (issue 14 items 6 and 7): a sequence as the
// delivery engine leaves it (written to the database: the engine is not what this journey tests),
// the open pixel, the outbox at a phone's and a desktop's width, the unsubscribe page in a real
// browser (its button posts under the app's CSP), and the outbox and pipeline after it.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { runningClusterUrl } from '../apps/server/src/db/embedded-cluster';
import { trackingKey, trackingUrls } from '../apps/server/src/modules/engage/tracking/tracking-token';
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
const NAME = `Robin Outboxtest ${tag}`;
const EMAIL = `robin.${tag}@example.org`;

async function database(): Promise<pg.Client> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const url = runningClusterUrl(path.join(dataDir, 'pg'), 'talentbase');
  if (!url) throw new Error('the e2e database is not running');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A project candidate in a three-step sequence: step 1 sent and delivered, step 2 scheduled. */
async function seedSequence(db: pg.Client) {
  const { rows: users } = await db.query(
    `select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = $1`,
    [DEMO.email],
  );
  const { id: userId, team_id: teamId } = users[0];
  const project = await db.query(
    `insert into projects (team_id, project_name, created_by) values ($1, $2, $3) returning id`,
    [teamId, `Outbox journey ${tag}`, userId],
  );
  const projectId = project.rows[0].id;
  await db.query(`insert into project_members (project_id, user_id, role) values ($1, $2, 3)`, [
    projectId,
    userId,
  ]);
  const profile = await db.query(
    `insert into talent_profiles (team_id, source, full_name, current_title, current_company, doc)
     values ($1, 'manual', $2, 'Engineer', 'Acme', '{}') returning id`,
    [teamId, NAME],
  );
  const profileId = profile.rows[0].id;
  // Contacted (2), Email delivered (2), engagement status EmailDelivered (6).
  await db.query(
    `insert into project_candidates (project_id, profile_id, stage_id, stage_label, engagement_status)
     values ($1, $2, 2, 2, 6)`,
    [projectId, profileId],
  );
  const campaign = await db.query(
    `insert into engage_campaigns (team_id, user_id, sender_user_id, project_id, name)
     values ($1, $2, $2, $3, $4) returning id`,
    [teamId, userId, projectId, `Outbox journey sequence ${tag}`],
  );
  const campaignId = campaign.rows[0].id;
  for (const step of [1, 2, 3])
    await db.query(
      `insert into engage_steps (team_id, campaign_id, step, subject, body) values ($1, $2, $3, $4, '<p>Hi</p>')`,
      [teamId, campaignId, step, `Step ${step}: hello {{firstName}}`],
    );
  const thread = await db.query(
    `insert into engage_threads (team_id, campaign_id, project_id, profile_id, user_id, recipient_name,
                                 recipient_email, is_delivered)
     values ($1, $2, $3, $4, $5, $6, $7, true) returning id`,
    [teamId, campaignId, projectId, profileId, userId, NAME, EMAIL],
  );
  const threadId = thread.rows[0].id;
  const sent = await db.query(
    `insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, sent_at, message_id, subject)
     values ($1, $2, $3, 1, 'sent', now() - interval '1 hour', now() - interval '1 hour', $4, 'Step 1: hello Robin')
     returning id`,
    [teamId, threadId, campaignId, `<tb.${threadId}.1.e2e${tag}@talentbase.local>`],
  );
  const sentId = Number(sent.rows[0].id);
  await db.query(
    `insert into engage_events (team_id, message_row_id, thread_id, kind) values ($1, $2, $3, 'delivered')`,
    [teamId, sentId, threadId],
  );
  await db.query(
    `insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id)
     values ($1, $2, $3, 2, 'scheduled', now() + interval '3 days', $4)`,
    [teamId, threadId, campaignId, `<tb.${threadId}.2.e2e${tag}@talentbase.local>`],
  );
  return { threadId, sentId, projectId, profileId };
}

async function openOutbox(page: Page) {
  await page.goto('/engage/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page.getByLabel('Search').fill(tag);
}

test('a recruiter sees the outbox; the recipient opens and unsubscribes; the next step is cancelled', async ({
  page,
}) => {
  // axe runs four times; on a shared 2-core machine each takes seconds.
  test.setTimeout(150_000);
  const db = await database();
  try {
    const s = await seedSequence(db);
    // The server makes its secrets key on first use: a pixel with a made-up token uses it.
    expect((await page.request.get('/api/tb-v2/v1/engage/t/o/x.gif')).status()).toBe(200);
    const keyFile = path.join(process.env.E2E_DATA_DIR ?? '', 'secrets.key');
    const key = trackingKey(Buffer.from(fs.readFileSync(keyFile, 'utf8').trim(), 'hex'));
    const baseURL = test.info().project.use.baseURL ?? '';
    const urls = trackingUrls(baseURL, key, s.sentId);

    const pixel = await page.request.get(urls.open);
    expect(pixel.headers()['content-type']).toBe('image/gif');

    await logIn(page, DEMO.email, DEMO_PASSWORD);
    await expect(accountMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openOutbox(page);
    const card = page.getByTestId(`thread-${s.threadId}`);
    await expect(card).toContainText(NAME);
    await expect(card).toContainText('Scheduled');
    await expect(card.getByTestId('upcoming-step')).toContainText('Next: step 2');
    await expectAccessible(page, 'outbox at 1440 px');
    await snap(page, 'engage-outbox-1440');
    await page.locator('label', { hasText: 'By message' }).click();
    await expect(page.getByText('Step 1: hello Robin')).toBeVisible();
    await expect(page.getByText('Opened').first()).toBeVisible();

    // The recipient's side: GET shows a button and changes nothing; the button unsubscribes.
    const recipient = await page.context().browser()?.newPage();
    if (!recipient) throw new Error('no second page');
    await recipient.setViewportSize({ width: 390, height: 844 });
    await recipient.goto(urls.unsubscribe);
    await expect(recipient.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expect(recipient.getByText(/You will not receive further emails from/)).toBeVisible();
    const before = await db.query(`select status from engage_messages where thread_id = $1 and step = 2`, [
      s.threadId,
    ]);
    expect(before.rows[0].status).toBe('scheduled');
    await snap(recipient, 'engage-unsubscribe-390');
    await recipient.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(recipient.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await snap(recipient, 'engage-unsubscribed-390');
    await recipient.close();

    const after = await db.query(`select status from engage_messages where thread_id = $1 and step = 2`, [
      s.threadId,
    ]);
    expect(after.rows[0].status).toBe('cancelled');
    const place = await db.query(
      `select stage_id, stage_label from project_candidates where project_id = $1 and profile_id = $2`,
      [s.projectId, s.profileId],
    );
    expect(place.rows[0]).toEqual({ stage_id: 2, stage_label: 3 }); // Contacted, Email opened

    await page.setViewportSize({ width: 390, height: 844 });
    await openOutbox(page);
    await expect(page.getByTestId(`thread-${s.threadId}`)).toContainText('Canceled');
    // Unsubscribed: the address is suppressed, so no restart is offered.
    await expect(
      page.getByTestId(`thread-${s.threadId}`).getByRole('button', { name: 'Restart' }),
    ).toHaveCount(0);
    await expectNoSideScroll(page, 'outbox at 390 px');
    await expectAccessible(page, 'outbox at 390 px');
    await snap(page, 'engage-outbox-390');

    // The team's messages (admins): the same thread, team-wide.
    await page.goto('/admin/sourcing/engage');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await page.getByLabel('Search').fill(tag);
    await expect(page.getByTestId(`thread-${s.threadId}`)).toContainText(NAME);
    await page.getByTestId(`thread-${s.threadId}`).getByRole('button', { name: 'Show 3 steps' }).click();
    await expect(page.getByTestId(`thread-${s.threadId}`)).toContainText('Not scheduled yet');
    await expectNoSideScroll(page, 'team messages at 390 px');
    await expectAccessible(page, 'team messages at 390 px');
    await snap(page, 'engage-team-messages-390');
  } finally {
    await db.end();
  }
});
