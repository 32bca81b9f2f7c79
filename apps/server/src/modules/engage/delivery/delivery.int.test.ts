import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailCatcher } from '../mail/mail-catcher';
import { mailboxSecretAad } from '../mail/mailbox-sender';
import { suppressAddress } from '../suppression';
import { deliverMessages, drainDue, MAX_ATTEMPTS } from './deliver';
import { createCampaign, createCandidates, createEngageFixture, type EngageFixture } from './engage-fixture';

let f: EngageFixture;
let n = 0;
const tag = () => `t${++n}`;

beforeAll(async () => {
  f = await createEngageFixture();
}, 60_000);
afterAll(async () => {
  await f?.close();
});
beforeEach(() => f.catcher.clear());

const THREE_STEPS = [
  {
    subject: 'Hello {{firstName}} from {{senderName}}',
    body: '<p>Hi {{firstName}}, you work at {{currentCompany}}.</p><p><a href="https://jobs.example.com/role?id=7&amp;src=mail">See the role</a></p>',
  },
  { subject: 'Following up', body: '<p>Any thoughts, {{firstName}}?</p>', delaySeconds: 3600 },
  { subject: 'Last note', body: '<p>Last one.</p>', delaySeconds: 3600 },
];

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

async function idsOf(campaignId: number, status = 'scheduled') {
  return (
    await rows('select id from engage_messages where campaign_id = $1 and status = $2', [campaignId, status])
  ).map((r) => Number(r.id));
}

async function enrol(campaignId: number, candidateIds: number[], client = f.owner) {
  return client.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, { candidateIds });
}

describe('enrolment to delivery', () => {
  it('sends the first step to the SMTP server with the headers and links the recipient needs', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      projectId: f.projectId,
      steps: THREE_STEPS,
    });
    const [us, eu] = await createCandidates(f.db.db, {
      teamId: f.teamId,
      projectId: f.projectId,
      count: 2,
      tag: tag(),
      country: (i) => (i === 0 ? 'US' : 'DE'),
    });
    const res = await enrol(campaignId, [us!, eu!]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ skippedAll: false, enrolled: 2, skipped: [] });
    // The pipeline shows "Email scheduled" (Good Fit label 3).
    const labels = await rows(
      'select stage_id, stage_label from project_candidates where project_id = $1 and profile_id = any($2)',
      [f.projectId, [us, eu]],
    );
    expect(labels).toEqual([
      { stage_id: 1, stage_label: 3 },
      { stage_id: 1, stage_label: 3 },
    ]);

    const t0 = new Date();
    const summary = await drainDue(
      f.db.db,
      f.deps(() => t0),
    );
    expect(summary.sent).toBe(2);
    const messages = await rows(
      `select m.id, m.message_id, m.status, t.profile_id, t.recipient_email, m.subject
         from engage_messages m join engage_threads t on t.id = m.thread_id
        where m.campaign_id = $1 and m.step = 1 order by t.profile_id`,
      [campaignId],
    );
    expect(messages.map((m) => m.status)).toEqual(['sent', 'sent']);
    const caught = f.catcher.list();
    expect(caught).toHaveLength(2);
    for (const row of messages) {
      const mail = caught.find((c) => c.messageId === row.message_id);
      expect(mail, `message ${row.message_id} arrived`).toBeTruthy();
      if (!mail) continue;
      expect(mail.authUser).toBe(`team:${f.teamId}`);
      expect(mail.from).toEqual({ name: 'Dana Demo', address: 'dana@northwind.example' });
      expect(mail.to[0]?.address).toBe(row.recipient_email);
      expect(row.recipient_email).toMatch(/^cand\d\.t\d+@mail\.example$/);
      expect(mail.subject).toMatch(/^Hello Casey from Dana Demo$/);
      expect(mail.headers.listUnsubscribe).toMatch(
        /^<https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/u\/u[0-9a-z]+\.[\w-]{22}>$/,
      );
      expect(mail.headers.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      const html = mail.html ?? '';
      expect(html).toContain('you work at Acme &amp; Co');
      // The link goes through the signed click redirect; the unsubscribe link does not.
      expect(html).toMatch(
        /href="https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/t\/c\/c[0-9a-z]+\.[\w-]{22}\?u=https%3A%2F%2Fjobs\.example\.com%2Frole%3Fid%3D7%26src%3Dmail"/,
      );
      expect(html).not.toContain('href="https://jobs.example.com');
      expect(html).toMatch(
        /<img src="https:\/\/tb\.example\.com\/api\/tb-v2\/v1\/engage\/t\/o\/o[0-9a-z]+\.[\w-]{22}\.gif"/,
      );
      expect(html).toContain(mail.headers.listUnsubscribe?.slice(1, -1));
      expect(mail.text).toContain('Hi Casey');
      // The privacy notice: on the German candidate's first email only.
      const isEu = Number(row.profile_id) === eu;
      expect(html.includes('GDPR art. 6(1)(f)')).toBe(isEu);
    }
    // Delivery is recorded: events, thread flag, pipeline (Contacted, "Email delivered").
    const events = await rows(
      `select count(*)::int as n from engage_events where kind = 'delivered' and message_row_id = any($1)`,
      [messages.map((m) => m.id)],
    );
    expect(events[0].n).toBe(2);
    const threads = await rows('select is_delivered, status from engage_threads where campaign_id = $1', [
      campaignId,
    ]);
    expect(threads.every((t) => t.is_delivered && t.status === 'ongoing')).toBe(true);
    const moved = await rows(
      'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = any($2)',
      [f.projectId, [us, eu]],
    );
    expect(moved).toEqual([
      { stage_id: 2, stage_label: 2, engagement_status: 6 },
      { stage_id: 2, stage_label: 2, engagement_status: 6 },
    ]);

    // Step 2 was scheduled from the send: due one hour later, with its own fixed Message-ID.
    const step2 = await rows(
      'select thread_id, due_at, message_id from engage_messages where campaign_id = $1 and step = 2 order by thread_id',
      [campaignId],
    );
    expect(step2).toHaveLength(2);
    expect(new Date(step2[0].due_at).getTime()).toBe(t0.getTime() + 3_600_000);

    // An hour later step 2 goes out as a reply in the same thread, without the notice.
    f.catcher.clear();
    const t1 = new Date(t0.getTime() + 3_600_000);
    expect(
      (
        await drainDue(
          f.db.db,
          f.deps(() => t1),
        )
      ).sent,
    ).toBe(2);
    for (const s of step2) {
      const mail = f.catcher.list().find((c) => c.messageId === s.message_id);
      expect(mail).toBeTruthy();
      const original = (
        await rows('select message_id from engage_messages where thread_id = $1 and step = 1', [s.thread_id])
      )[0].message_id;
      expect(mail?.subject).toBe('Re: Hello Casey from Dana Demo');
      expect(mail?.inReplyTo).toBe(original);
      expect(mail?.references).toEqual([original]);
      expect(mail?.html ?? '').not.toContain('GDPR art. 6(1)(f)');
    }
    // Step 3 after another hour; then the threads are finished.
    f.catcher.clear();
    const t2 = new Date(t1.getTime() + 3_600_000);
    expect(
      (
        await drainDue(
          f.db.db,
          f.deps(() => t2),
        )
      ).sent,
    ).toBe(2);
    const third = f.catcher.list()[0];
    expect(third?.references).toHaveLength(2);
    const done = await rows('select status, is_active from engage_threads where campaign_id = $1', [
      campaignId,
    ]);
    expect(done).toEqual([
      { status: 'finished', is_active: true },
      { status: 'finished', is_active: true },
    ]);
    // The sender hears that the sequence finished (in the bell), once for the batch that ended it.
    const finished = await rows(
      `select n.title, n.link from notifications n
         join engage_threads t on t.user_id = n.user_id and t.campaign_id = $1
        where n.event = 'sequence_finished' group by n.id order by n.id`,
      [campaignId],
    );
    expect(finished).toEqual([
      { title: 'Sequence "Backend outreach" finished for 2 candidates', link: '/engage/outbox' },
    ]);
    // Nothing more is due: no message goes twice.
    expect(
      (
        await drainDue(
          f.db.db,
          f.deps(() => new Date(t2.getTime() + 86_400_000)),
        )
      ).sent,
    ).toBe(0);
  });

  it('sends a recruiter-edited scheduled message instead of the step text', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      steps: THREE_STEPS,
    });
    const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    expect((await enrol(campaignId, [id!])).status).toBe(200);
    await rows(
      `update engage_messages set subject = 'Quick question for {{firstName}}', body = '<p>Edited by hand.</p>'
        where campaign_id = $1`,
      [campaignId],
    );
    await drainDue(f.db.db, f.deps());
    const mail = f.catcher.list()[0];
    expect(mail?.subject).toBe('Quick question for Casey');
    expect(mail?.html).toContain('Edited by hand.');
  });
});

describe('sending rules', () => {
  it('outside the sending window the message moves to the next opening (fixed clock)', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      timezone: 'Europe/Berlin',
      window: { days: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      steps: [{ subject: 'Hi', body: '<p>Hi</p>' }],
    });
    const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    expect((await enrol(campaignId, [id!])).status).toBe(200);
    // Someone moved it to a Saturday noon (Berlin); the engine runs then.
    const saturday = new Date('2026-11-28T11:00:00Z');
    await rows('update engage_messages set due_at = $2 where campaign_id = $1', [campaignId, saturday]);
    const result = await deliverMessages(
      f.db.db,
      f.deps(() => saturday),
      { ids: await idsOf(campaignId) },
    );
    expect(result.rescheduled).toBe(1);
    expect(f.catcher.list()).toHaveLength(0);
    const [row] = await rows('select status, due_at from engage_messages where campaign_id = $1', [
      campaignId,
    ]);
    expect(row.status).toBe('scheduled');
    // Monday 08:00 in Berlin (UTC+1 in November).
    expect(new Date(row.due_at).toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });

  it('the daily cap holds the rest for the next day, and spacing for the next slot', async () => {
    const user = await f.userId('admin@talentbase.dev');
    await rows(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, daily_cap, min_spacing_seconds, next_send_at)
       values ($1, $2, 'local', 'Alex Admin', 'alex@northwind.example', 2, 0, now() - interval '1 day')`,
      [f.teamId, user],
    );
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: user,
      steps: [{ subject: 'Hi', body: '<p>Hi</p>' }],
    });
    const ids = await createCandidates(f.db.db, { teamId: f.teamId, count: 3, tag: tag() });
    expect((await enrol(campaignId, ids, f.recruiter)).body.enrolled).toBe(3);
    const now = new Date('2026-12-02T10:00:00Z');
    await rows('update engage_messages set due_at = $2 where campaign_id = $1', [campaignId, now]);
    const result = await deliverMessages(
      f.db.db,
      f.deps(() => now),
      { ids: await idsOf(campaignId) },
    );
    expect(result.sent).toBe(2);
    expect(result.rescheduled).toBe(1);
    const waiting = await rows(
      "select due_at from engage_messages where campaign_id = $1 and status = 'scheduled'",
      [campaignId],
    );
    expect(new Date(waiting[0].due_at).toISOString()).toBe('2026-12-03T00:00:00.000Z');
    const [day] = await rows(
      `select d.sent from engage_mailbox_days d join engage_mailboxes m on m.id = d.mailbox_id
        where m.user_id = $1 and d.day = '2026-12-02'`,
      [user],
    );
    expect(day.sent).toBe(2);

    // Spacing of 60 s: the next day only one goes at a time.
    await rows(`update engage_mailboxes set min_spacing_seconds = 60, daily_cap = 100 where user_id = $1`, [
      user,
    ]);
    const ids2 = await createCandidates(f.db.db, { teamId: f.teamId, count: 2, tag: tag() });
    await enrol(campaignId, ids2, f.recruiter);
    const nextDay = new Date('2026-12-03T09:00:00Z');
    await rows("update engage_messages set due_at = $2 where campaign_id = $1 and status = 'scheduled'", [
      campaignId,
      nextDay,
    ]);
    const spaced = await deliverMessages(
      f.db.db,
      f.deps(() => nextDay),
      { ids: await idsOf(campaignId) },
    );
    expect(spaced.sent).toBe(1);
    const later = await rows(
      "select due_at from engage_messages where campaign_id = $1 and status = 'scheduled' order by due_at",
      [campaignId],
    );
    expect(later.map((r) => new Date(r.due_at).toISOString())).toEqual([
      '2026-12-03T09:01:00.000Z',
      '2026-12-03T09:02:00.000Z',
    ]);
  });

  it('an unsubscribe between enrolment and send cancels the message', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      steps: THREE_STEPS,
    });
    const [a, b] = await createCandidates(f.db.db, { teamId: f.teamId, count: 2, tag: tag() });
    await enrol(campaignId, [a!, b!]);
    const [thread] = await rows('select recipient_email from engage_threads where profile_id = $1', [a]);
    await f.db.db.transaction((tx) =>
      suppressAddress(tx, {
        teamId: f.teamId,
        email: thread.recipient_email.toUpperCase(),
        reason: 'unsubscribed',
      }),
    );
    const result = await drainDue(f.db.db, f.deps());
    expect(result.sent).toBe(1);
    expect(f.catcher.list().map((m) => m.to[0]?.address)).not.toContain(thread.recipient_email);
    const [row] = await rows(
      'select m.status from engage_messages m join engage_threads t on t.id = m.thread_id where t.profile_id = $1',
      [a],
    );
    expect(row.status).toBe('cancelled');
  });

  it('a suppression written without cancelling is still honoured at send time', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      steps: THREE_STEPS,
    });
    const [a] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    await enrol(campaignId, [a!]);
    const [thread] = await rows('select recipient_email from engage_threads where profile_id = $1', [a]);
    await rows(`insert into engage_suppressions (team_id, email, reason) values ($1, $2, 'manual')`, [
      f.teamId,
      thread.recipient_email,
    ]);
    expect((await drainDue(f.db.db, f.deps())).cancelled).toBe(1);
    expect(f.catcher.list()).toHaveLength(0);
  });

  it('a paused campaign waits and goes out once resumed', async () => {
    const campaignId = await createCampaign(f.db.db, {
      teamId: f.teamId,
      userId: f.ownerId,
      steps: THREE_STEPS,
    });
    const ids = await createCandidates(f.db.db, { teamId: f.teamId, count: 2, tag: tag() });
    await enrol(campaignId, ids);
    await rows(`update engage_campaigns set status = 'paused' where id = $1`, [campaignId]);
    expect((await drainDue(f.db.db, f.deps())).sent).toBe(0);
    // Even a job naming the row leaves it waiting.
    const ids2 = (await rows('select id from engage_messages where campaign_id = $1', [campaignId])).map(
      (r) => Number(r.id),
    );
    const viaJob = await deliverMessages(f.db.db, f.deps(), { ids: ids2 });
    expect(viaJob.waiting).toBe(2);
    expect(f.catcher.list()).toHaveLength(0);
    await rows(`update engage_campaigns set status = 'ongoing' where id = $1`, [campaignId]);
    expect((await drainDue(f.db.db, f.deps())).sent).toBe(2);
  });

  it('a permanent SMTP refusal fails the message and the thread; a temporary one retries', async () => {
    const strict = new MailCatcher({ maxMessageBytes: 200 });
    await strict.start();
    try {
      const user = await f.userId('hiring.manager@talentbase.dev');
      const [mb] = await rows(
        `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, smtp_host, smtp_port,
                                      smtp_security, smtp_user, daily_cap, min_spacing_seconds, next_send_at)
         values ($1, $2, 'smtp', 'Harper', 'harper@northwind.example', '127.0.0.1', $3, 'none', 'harper', 1000, 0,
                 now() - interval '1 day') returning id`,
        [f.teamId, user, strict.port],
      );
      await rows('update engage_mailboxes set secret = $2 where id = $1', [
        mb.id,
        f.config.secretBox.encrypt('app-password', mailboxSecretAad(Number(mb.id))),
      ]);
      await rows('update engage_team_settings set allow_private_hosts = true where team_id = $1', [f.teamId]);
      const campaignId = await createCampaign(f.db.db, {
        teamId: f.teamId,
        userId: user,
        steps: THREE_STEPS,
      });
      const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
      // The owner enrols into the manager's campaign only with a delegation.
      expect((await enrol(campaignId, [id!])).status).toBe(403);
      await rows(
        'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3)',
        [f.teamId, user, f.ownerId],
      );
      expect((await enrol(campaignId, [id!])).body.enrolled).toBe(1);
      const result = await drainDue(f.db.db, f.deps());
      expect(result.failed).toBe(1);
      const [row] = await rows(
        'select m.status, m.last_error, t.status as thread_status from engage_messages m join engage_threads t on t.id = m.thread_id where m.campaign_id = $1',
        [campaignId],
      );
      expect(row.status).toBe('failed');
      expect(row.thread_status).toBe('failed');
      expect(row.last_error).toMatch(/refused the message.*552/);

      // Nothing listening: temporary, retried later with back-off, then failed for good.
      await strict.stop();
      const [id2] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
      await enrol(campaignId, [id2!]);
      let at = new Date();
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        const r = await drainDue(
          f.db.db,
          f.deps(() => at),
        );
        expect(r.retried).toBe(1);
        const [m] = await rows(
          'select due_at, attempts from engage_messages m join engage_threads t on t.id = m.thread_id where t.profile_id = $1',
          [id2],
        );
        expect(m.attempts).toBe(attempt);
        expect(new Date(m.due_at).getTime()).toBe(at.getTime() + 60_000 * 2 ** (attempt - 1));
        at = new Date(m.due_at);
      }
      expect(
        (
          await drainDue(
            f.db.db,
            f.deps(() => at),
          )
        ).failed,
      ).toBe(1);
    } finally {
      await strict.stop();
      await rows('update engage_team_settings set allow_private_hosts = false where team_id = $1', [
        f.teamId,
      ]);
    }
  });

  it('a sender without a mailbox cannot enrol; a mailbox that is not connected fails with a reason', async () => {
    const user = await f.userId('org.admin@talentbase.dev');
    const campaignId = await createCampaign(f.db.db, { teamId: f.teamId, userId: user, steps: THREE_STEPS });
    await rows(
      'insert into engage_delegations (team_id, grantor_user_id, delegate_user_id) values ($1, $2, $3)',
      [f.teamId, user, f.ownerId],
    );
    const [id] = await createCandidates(f.db.db, { teamId: f.teamId, count: 1, tag: tag() });
    const refused = await enrol(campaignId, [id!]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/no mailbox connected/);
    await rows(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address, min_spacing_seconds)
       values ($1, $2, 'gmail', 'Olive', 'olive@northwind.example', 0)`,
      [f.teamId, user],
    );
    expect((await enrol(campaignId, [id!])).body.enrolled).toBe(1);
    expect((await drainDue(f.db.db, f.deps())).failed).toBe(1);
    const [row] = await rows('select status, last_error from engage_messages where campaign_id = $1', [
      campaignId,
    ]);
    expect(row).toEqual({
      status: 'failed',
      last_error: expect.stringMatching(/Gmail mailbox is not connected/),
    });
  });
});
