/**
 * Answering from the inbox: the answer goes out through the real SMTP catcher from the mailbox
 * the candidate wrote to, threaded under their reply; the candidate's reply to it finds the
 * thread again; nobody writes to a suppressed address, nor into another team's conversation.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngageFixture, type EngageFixture } from '../delivery/engage-fixture';
import { receivedBy, sentSequence } from '../inbound/inbound-test-setup';
import { intakeMessage } from '../inbound/intake';
import { localAnswer } from '../inbound/local-answer';
import { deliverAnswer } from './answer-delivery';

const INBOX = '/api/tb-v2/v1/engage/inbox';
let f: EngageFixture;
let campaignId: number;
let candidates: number[];

beforeAll(async () => {
  f = await createEngageFixture();
  ({ campaignId, candidates } = await sentSequence(f, {
    count: 3,
    tag: 'ans',
    steps: [
      { subject: 'A role at Northwind', body: '<p>Hi {{firstName}}, a role for you.</p>' },
      { subject: 'Following up', body: '<p>Any thoughts?</p>', delaySeconds: 3600 },
    ],
  }));
}, 90_000);
afterAll(async () => {
  await f?.close();
});

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

const received = (i: number) => receivedBy(f, campaignId, candidates[i] as number);
const intake = (raw: Buffer) =>
  intakeMessage(
    f.db.db,
    { id: f.mailboxId, teamId: f.teamId, userId: f.ownerId },
    raw,
    { source: 'imap' },
    f.config.messageIdSecret,
  );

async function threadKey(i: number): Promise<string> {
  const [t] = await rows('select id from engage_threads where campaign_id = $1 and profile_id = $2', [
    campaignId,
    candidates[i],
  ]);
  return `t${t.id}`;
}

describe('answering a reply from the inbox', () => {
  let key: string;
  let replyMessageId: string;

  beforeAll(async () => {
    const reply = await localAnswer(await received(0), 'reply', 'Sounds good. Can we talk on Tuesday?');
    replyMessageId = (await simpleParser(reply)).messageId ?? '';
    await intake(reply);
    key = await threadKey(0);
  });

  it('says who the answer goes to, from which mailbox, under which subject', async () => {
    const res = await f.owner.get(`${INBOX}/conversations/${key}`);
    expect(res.status).toBe(200);
    const [thread] = await rows('select recipient_email from engage_threads where id = $1', [key.slice(1)]);
    expect(res.body.answer).toEqual({
      to: thread.recipient_email,
      from: expect.stringContaining('@'),
      subject: 'Re: A role at Northwind',
    });
    expect(res.body.answerBlocked).toBeNull();
    // Replied without an open pixel: the spec's display status is the delivered one minus one.
    expect(res.body.conversation.display).toEqual({ status: 3, label: 'Delivered' });
  });

  it('sends it threaded under the reply, through the mailbox the candidate wrote to', async () => {
    const res = await f.owner.post(`${INBOX}/conversations/${key}/answer`, {
      body: 'Tuesday works.\nI will send an invitation.\n\nDana',
    });
    expect(res.status).toBe(201);
    expect(res.body.entry).toMatchObject({
      direction: 'out',
      subject: 'Re: A role at Northwind',
      text: 'Tuesday works.\nI will send an invitation.\n\nDana',
      delivery: { status: 'sending', error: null },
    });
    const answerId = res.body.entry.id as number;
    const before = f.catcher.list().length;
    expect(await deliverAnswer(f.db.db, f.deps(), answerId)).toMatchObject({ status: 'sent' });
    expect(f.catcher.list().length).toBe(before + 1);
    const mail = await simpleParser(f.catcher.list()[0]?.raw ?? '');
    expect(mail.subject).toBe('Re: A role at Northwind');
    expect(mail.inReplyTo).toBe(replyMessageId);
    const [step] = await rows('select message_id from engage_messages where thread_id = $1 and step = 1', [
      key.slice(1),
    ]);
    expect([mail.references].flat()).toEqual([step.message_id, replyMessageId]);
    expect(mail.html).toContain('<p>Tuesday works.<br>I will send an invitation.</p>');
    expect(mail.text?.trim()).toBe('Tuesday works.\nI will send an invitation.\n\nDana');
    // No unsubscribe header on a person's answer to a person.
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    // Sent once: a second run finds nothing to do.
    expect(await deliverAnswer(f.db.db, f.deps(), answerId)).toEqual({ status: 'none' });
    const conversation = await f.owner.get(`${INBOX}/conversations/${key}`);
    const entry = conversation.body.entries.at(-1);
    expect(entry).toMatchObject({ id: answerId, delivery: { status: 'sent', error: null } });
    // Answering read the conversation.
    expect(conversation.body.conversation.unread).toBe(0);
  });

  it("the candidate's reply to the answer finds the thread by the answer's Message-ID alone", async () => {
    const [answer] = await rows(
      `select message_id, to_address from engage_answers where thread_id = $1 order by id desc limit 1`,
      [key.slice(1)],
    );
    const raw = Buffer.from(
      [
        `From: ${answer.to_address}`,
        'To: dana@northwind.example',
        'Subject: Re: A role at Northwind',
        `Message-ID: <again.${Date.now()}@candidate.example>`,
        `In-Reply-To: ${answer.message_id}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Great, see you then.',
        '',
      ].join('\r\n'),
    );
    const result = await intake(raw);
    expect(result).toMatchObject({ ok: true, kind: 'reply', matched: true, note: null });
    const [kept] = await rows('select thread_id from engage_inbound where id = $1', [
      result.ok ? result.id : 0,
    ]);
    expect(`t${kept.thread_id}`).toBe(key);
  });
});

describe('when an answer cannot be written or sent', () => {
  it('refuses an empty answer, a conversation of nothing, and another team', async () => {
    const reply = await localAnswer(await received(1), 'reply', 'Maybe later.');
    await intake(reply);
    const key = await threadKey(1);
    const empty = await f.owner.post(`${INBOX}/conversations/${key}/answer`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details.fields.body).toBe('Write your answer');
    const long = await f.owner.post(`${INBOX}/conversations/${key}/answer`, { body: 'x'.repeat(20_001) });
    expect(long.status).toBe(400);
    expect((await f.owner.post(`${INBOX}/conversations/t999999999/answer`, { body: 'Hi' })).status).toBe(404);
    expect((await f.other.post(`${INBOX}/conversations/${key}/answer`, { body: 'Hi' })).status).toBe(404);
    // A teammate who reads the team's inbox sees the conversation but cannot write from the
    // owner's mailbox without a delegation.
    expect((await f.recruiter.get(`${INBOX}/conversations/${key}`)).body.answerBlocked).toMatch(
      /only they, or someone they delegated their email to/,
    );
    const teammate = await f.recruiter.post(`${INBOX}/conversations/${key}/answer`, { body: 'Hi' });
    expect(teammate.status).toBe(409);
    expect(teammate.body.message).toMatch(/^Answers go out from .+’s mailbox/);
    const [n] = await rows('select count(*)::int as n from engage_answers where thread_id = $1', [
      key.slice(1),
    ]);
    expect(n.n).toBe(0);
  });

  it('will not write to an address on the do-not-email list, and says why', async () => {
    const key = await threadKey(1);
    const [thread] = await rows('select recipient_email from engage_threads where id = $1', [key.slice(1)]);
    const written = await f.owner.post(`${INBOX}/conversations/${key}/answer`, { body: 'Thanks!' });
    expect(written.status).toBe(201);
    // The address unsubscribes before the answer goes out: it fails, with the reason.
    await rows(`insert into engage_suppressions (team_id, email, reason) values ($1, $2, 'unsubscribed')`, [
      f.teamId,
      thread.recipient_email,
    ]);
    const before = f.catcher.list().length;
    expect(await deliverAnswer(f.db.db, f.deps(), written.body.entry.id)).toMatchObject({ status: 'failed' });
    expect(f.catcher.list().length).toBe(before);
    const conversation = await f.owner.get(`${INBOX}/conversations/${key}`);
    expect(conversation.body.entries.at(-1).delivery).toEqual({
      status: 'failed',
      error: `${thread.recipient_email} is on your team’s do-not-email list.`,
    });
    expect(conversation.body.answer).toBeNull();
    expect(conversation.body.answerBlocked).toContain('do-not-email list');
    const again = await f.owner.post(`${INBOX}/conversations/${key}/answer`, { body: 'Thanks!' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('do-not-email list');
  });

  it('has nothing to answer in a conversation of delivery notices only', async () => {
    const bounce = await localAnswer(await received(2), 'bounce');
    const result = await intake(bounce);
    expect(result).toMatchObject({ ok: true, kind: 'bounce_hard', matched: true });
    const key = await threadKey(2);
    const conversation = await f.owner.get(`${INBOX}/conversations/${key}`);
    expect(conversation.body.answer).toBeNull();
    expect(conversation.body.answerBlocked).toBe(
      'There is nothing to answer here: only delivery notices came back.',
    );
    const res = await f.owner.post(`${INBOX}/conversations/${key}/answer`, { body: 'Hello?' });
    expect(res.status).toBe(409);
  });
});
