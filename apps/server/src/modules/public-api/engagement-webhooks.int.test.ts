/**
 * Engagement events through the team's webhooks: a sequence email really sent over SMTP, its open,
 * a click, a reply and a bounce read through the intake, and an unsubscribe each write an event in
 * the engage change's transaction; the events are delivered, signed, to a local receiver, carry
 * ids only (no subject, body or address), and reach no other team's endpoint.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../lib/secret-box';
import { CalendlyServer } from '../../test/calendly-server';
import { TestClient } from '../../test/test-app';
import { pollCalendlyAccount } from '../calendars/calendly-poll';
import { createEngageFixture, type EngageFixture, SECRETS_KEY } from '../engage/delivery/engage-fixture';
import { receivedBy, sentSequence } from '../engage/inbound/inbound-test-setup';
import { intakeMessage } from '../engage/inbound/intake';
import { localAnswer } from '../engage/inbound/local-answer';
import { recordClick, recordOpen, unsubscribe } from '../engage/tracking/tracking.service';
import { deliverWebhook } from './webhook-delivery';
import { dispatchWebhookEvents, dueDeliveries } from './webhooks.service';

let f: EngageFixture;
let receiver: http.Server;
let receiverUrl: string;
type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
const box = createSecretBox(Buffer.from(SECRETS_KEY, 'utf8'));
let secret: string;
let growth: TestClient;
let calendly: CalendlyServer;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  calendly = new CalendlyServer();
  f = await createEngageFixture({ env: { CALENDLY_API_URL: await calendly.start() } });
  expect((await f.owner.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true })).status).toBe(
    200,
  );
  const hook = await f.owner.post('/api/api-access/webhooks', {
    url: `${receiverUrl}/northwind`,
    events: [
      'engagement.email_sent',
      'engagement.email_opened',
      'engagement.link_clicked',
      'engagement.replied',
      'engagement.bounced',
      'engagement.unsubscribed',
      'engagement.meeting_booked',
    ],
  });
  expect(hook.status).toBe(201);
  secret = hook.body.secret;
  // Another team listens to every engagement event too: it must hear nothing of Northwind's.
  growth = new TestClient(f.app);
  expect((await growth.login('growth.admin@talentbase.dev')).status).toBe(200);
  await growth.put('/api/tb-v2/v1/engage/team-settings', { allowPrivateHosts: true });
  const other = await growth.post('/api/api-access/webhooks', {
    url: `${receiverUrl}/growth`,
    events: ['engagement.email_sent', 'engagement.replied', 'engagement.bounced'],
  });
  expect(other.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await f?.close();
  await calendly?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

async function deliverAll(): Promise<Received[]> {
  const before = received.length;
  await dispatchWebhookEvents(f.db.db);
  for (const d of await dueDeliveries(f.db.db))
    expect(await deliverWebhook(f.db.db, d.id, { secretBox: box })).toBe('delivered');
  return received.slice(before);
}

function verified(r: Received) {
  const [, ts, sig] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers['talentbase-signature'])) ?? [];
  expect(sig).toBe(crypto.createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex'));
  expect(r.path).toBe('/northwind');
  const body = JSON.parse(r.body);
  expect(r.headers['talentbase-event-id']).toBe(body.id);
  return body as { id: string; type: string; data: Record<string, unknown> };
}

describe('engagement webhooks', () => {
  it('a sequence email sent over SMTP, opened, clicked, replied to and unsubscribed from; another bounced', async () => {
    const { campaignId, candidates } = await sentSequence(f, {
      count: 2,
      tag: 'hook',
      steps: [
        {
          subject: 'A role at Northwind',
          body: '<p>Hi {{firstName}}, <a href="https://jobs.example.com/role">see the role</a>.</p>',
        },
        { subject: 'Following up', body: '<p>Any thoughts?</p>', delaySeconds: 3600 },
      ],
    });
    const [first, second] = candidates as [number, number];
    const { rows: messages } = await f.db.pool.query(
      `select m.id::text as id, t.id::text as thread_id, t.profile_id::text as profile_id
         from engage_messages m join engage_threads t on t.id = m.thread_id
        where m.campaign_id = $1 and m.step = 1 order by t.profile_id`,
      [campaignId],
    );
    const messageOf = (profileId: number) => messages.find((m) => m.profile_id === String(profileId));

    const sent = (await deliverAll()).map(verified);
    expect(sent.map((b) => b.type)).toEqual(['engagement.email_sent', 'engagement.email_sent']);
    expect(sent.map((b) => b.data).sort((a, b) => Number(a.candidateId) - Number(b.candidateId))).toEqual(
      [first, second].map((profileId) => ({
        channel: 'email',
        messageId: messageOf(profileId)?.id,
        step: 1,
        threadId: messageOf(profileId)?.thread_id,
        sequenceId: String(campaignId),
        candidateId: String(profileId),
        projectId: String(f.projectId),
      })),
    );
    // Ids only: nothing of the message itself.
    for (const b of sent) expect(JSON.stringify(b)).not.toMatch(/Northwind|@|Hi /);

    const firstMessage = Number(messageOf(first)?.id);
    await recordOpen(f.db.db, firstMessage);
    await recordOpen(f.db.db, firstMessage); // a second open of the same message: no second event
    await recordClick(f.db.db, firstMessage, 'https://jobs.example.com/role');
    const tracked = (await deliverAll()).map(verified);
    expect(tracked.map((b) => b.type)).toEqual(['engagement.email_opened', 'engagement.link_clicked']);
    expect(tracked[1]?.data).toMatchObject({
      messageId: String(firstMessage),
      candidateId: String(first),
      url: 'https://jobs.example.com/role',
    });

    // The candidate answers through the intake, as a mailbox poll would read it.
    const mailbox = { id: f.mailboxId, teamId: f.teamId, userId: f.ownerId };
    const reply = await localAnswer(await receivedBy(f, campaignId, first), 'reply', 'Yes, I am interested.');
    expect(
      await intakeMessage(f.db.db, mailbox, reply, { source: 'local' }, f.config.messageIdSecret),
    ).toMatchObject({ ok: true, kind: 'reply', matched: true });
    const bounce = await localAnswer(await receivedBy(f, campaignId, second), 'bounce');
    expect(
      await intakeMessage(f.db.db, mailbox, bounce, { source: 'local' }, f.config.messageIdSecret),
    ).toMatchObject({ ok: true, kind: 'bounce_hard', matched: true });
    await unsubscribe(f.db.db, firstMessage);
    await unsubscribe(f.db.db, firstMessage); // again: no second event
    const answered = (await deliverAll()).map(verified);
    expect(answered.map((b) => b.type)).toEqual([
      'engagement.replied',
      'engagement.bounced',
      'engagement.unsubscribed',
    ]);
    expect(answered[0]?.data).toMatchObject({
      channel: 'email',
      messageId: String(firstMessage),
      candidateId: String(first),
      intent: 'interested',
    });
    expect(answered[1]?.data).toMatchObject({
      messageId: messageOf(second)?.id,
      candidateId: String(second),
    });
    expect(answered[2]?.data).toMatchObject({ messageId: String(firstMessage) });
    // The other team's endpoint heard nothing.
    expect(received.filter((r) => r.path === '/growth')).toEqual([]);
  }, 120_000);

  it('a candidate of a sequence booking a meeting on Calendly', async () => {
    const dana = calendly.addUser('Dana Demo', 'dana@northwind.example');
    expect(
      (await f.owner.put('/api/tb-v2/v1/calendars/meeting-account', { type: 'calendly', token: dana.token }))
        .status,
    ).toBe(200);
    const { rows } = await f.db.pool.query(
      `select t.id::text as thread_id, t.profile_id::text as profile_id, t.campaign_id::text as campaign_id,
              t.recipient_email, m.id::text as message_id
         from engage_threads t join engage_messages m on m.thread_id = t.id and m.step = 1
        where t.team_id = $1 and t.recipient_email is not null order by t.id limit 1`,
      [f.teamId],
    );
    const thread = rows[0];
    const start = new Date(Date.now() + 86_400_000);
    calendly.addEvent({
      userUuid: dana.uuid,
      name: 'Interview',
      status: 'active',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
      invitees: [{ email: thread.recipient_email, name: 'Casey' }],
    });
    const { rows: accounts } = await f.db.pool.query('select id from calendar_accounts where team_id = $1', [
      f.teamId,
    ]);
    const polled = await pollCalendlyAccount(f.db.db, Number(accounts[0].id), {
      secretBox: f.config.secretBox,
      calendlyApiUrl: calendly.url,
    });
    expect(polled).toMatchObject({ recorded: 1 });
    const [meeting] = (await f.db.pool.query('select id::text as id from meetings')).rows;
    const booked = (await deliverAll()).map(verified);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      type: 'engagement.meeting_booked',
      data: {
        channel: 'email',
        messageId: thread.message_id,
        step: 1,
        threadId: thread.thread_id,
        sequenceId: thread.campaign_id,
        candidateId: thread.profile_id,
        projectId: String(f.projectId),
        meetingId: meeting.id,
        startAt: start.toISOString(),
      },
    });
  });

  it('a change that rolls back emits nothing', async () => {
    const { rows } = await f.db.pool.query(
      `select id from engage_messages where team_id = $1 and status = 'sent' and opened_at is null limit 1`,
      [f.teamId],
    );
    const id = Number(rows[0]?.id);
    await expect(
      f.db.db.transaction(async (tx) => {
        const { emitEngagementEvents } = await import('./webhook-events');
        await emitEngagementEvents(tx, 'engagement.email_opened', [id]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await deliverAll()).toEqual([]);
  });
});
