/**
 * Mail that comes back, through the one intake: a reply stops the sequence and moves the
 * candidate to Replied, a hard bounce suppresses and stops, an out-of-office answer changes
 * nothing; a message read twice is kept once; another team's message, or one that matches
 * nothing, changes nothing. The answers are composed as the candidate's side would send them
 * (local-answer.ts) from what the SMTP server really received.
 */
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainDue } from '../delivery/deliver';
import { createEngageFixture, type EngageFixture } from '../delivery/engage-fixture';
import { receivedBy, sentSequence } from './inbound-test-setup';
import { intakeMessage } from './intake';
import { localAnswer } from './local-answer';
import type { InboundMailbox } from './match-thread';

let f: EngageFixture;
let mailbox: InboundMailbox;
let campaignId: number;
let candidates: number[];
let later: Date;

beforeAll(async () => {
  f = await createEngageFixture();
  mailbox = { id: f.mailboxId, teamId: f.teamId, userId: f.ownerId };
  ({ campaignId, candidates, later } = await sentSequence(f, {
    count: 5,
    tag: 'inb',
    steps: [
      { subject: 'A role at Northwind', body: '<p>Hi {{firstName}}, a role for you.</p>' },
      { subject: 'Following up', body: '<p>Any thoughts?</p>', delaySeconds: 3600 },
      { subject: 'Last note', body: '<p>Last one.</p>', delaySeconds: 3600 },
    ],
  }));
}, 90_000);
afterAll(async () => {
  await f?.close();
});

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

/** The first step as candidate `i` received it, parsed. */
const received = (i: number) => receivedBy(f, campaignId, candidates[i] as number);

async function threadOf(i: number) {
  const [thread] = await rows(
    `select id, status, is_active, is_replied, is_bounced, recipient_email from engage_threads
      where campaign_id = $1 and profile_id = $2`,
    [campaignId, candidates[i]],
  );
  const messages = await rows('select step, status from engage_messages where thread_id = $1 order by step', [
    thread.id,
  ]);
  const [place] = await rows(
    'select stage_id, stage_label, engagement_status from project_candidates where project_id = $1 and profile_id = $2',
    [f.projectId, candidates[i]],
  );
  return { ...thread, messages, place };
}

const intake = (raw: Buffer | string, into = mailbox) =>
  intakeMessage(f.db.db, into, raw, { source: 'imap' }, f.config.messageIdSecret);

describe('what comes back to a sending mailbox', () => {
  it('a reply stops the sequence at once and moves the candidate to Replied, labelled by what it says', async () => {
    const before = await threadOf(0);
    expect(before.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'scheduled' },
    ]);
    const answer = await localAnswer(await received(0), 'reply', 'Yes, I am interested. When can we talk?');
    const result = await intake(answer);
    expect(result).toMatchObject({
      ok: true,
      kind: 'reply',
      matched: true,
      note: null,
      cancelled: 1,
      duplicate: false,
    });
    const after = await threadOf(0);
    expect(after).toMatchObject({
      status: 'cancelled',
      is_active: false,
      is_replied: true,
      is_bounced: false,
    });
    expect(after.messages).toEqual([
      { step: 1, status: 'sent' },
      { step: 2, status: 'cancelled' },
    ]);
    // Replied (3), label Interested (3), engagement code Interested (15).
    expect(after.place).toEqual({ stage_id: 3, stage_label: 3, engagement_status: 15 });
    const [kept] = await rows(
      'select kind, intent, thread_id, from_address, subject from engage_inbound where id = $1',
      [result.ok ? result.id : 0],
    );
    expect(kept).toMatchObject({ kind: 'reply', intent: 'interested', from_address: after.recipient_email });
    expect(kept.subject).toBe('Re: A role at Northwind');
  });

  it('the same message read again is kept once and applies nothing twice', async () => {
    const answer = await localAnswer(await received(0), 'reply', 'Yes');
    const parsed = await simpleParser(answer);
    const first = await intake(answer);
    const again = await intake(answer);
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(again).toMatchObject({ ok: true, duplicate: true, cancelled: 0 });
    const kept = await rows('select count(*)::int as n from engage_inbound where message_id = $1', [
      parsed.messageId,
    ]);
    expect(kept[0].n).toBe(1);
  });

  it('a hard bounce suppresses the address and stops the thread; no later step goes out', async () => {
    const result = await intake(await localAnswer(await received(1), 'bounce'));
    expect(result).toMatchObject({ ok: true, kind: 'bounce_hard', matched: true, cancelled: 1 });
    const after = await threadOf(1);
    expect(after).toMatchObject({ is_active: false, is_bounced: true });
    // Delivered, then bounced: back to Good Fit, Email bounced (label 4, code EmailBounced 4).
    expect(after.place).toEqual({ stage_id: 1, stage_label: 4, engagement_status: 4 });
    const suppressed = await rows(
      'select reason from engage_suppressions where team_id = $1 and email = $2',
      [f.teamId, after.recipient_email],
    );
    expect(suppressed).toEqual([{ reason: 'bounced' }]);
    const events = await rows(
      `select count(*)::int as n from engage_events where thread_id = $1 and kind = 'bounce'`,
      [after.id],
    );
    expect(events[0].n).toBe(1);
  });

  it('an out-of-office answer is kept but changes nothing: the next step still goes out', async () => {
    const result = await intake(await localAnswer(await received(2), 'auto_reply'));
    expect(result).toMatchObject({ ok: true, kind: 'auto_reply', matched: true, cancelled: 0 });
    expect(await threadOf(2)).toMatchObject({ is_active: true, is_replied: false });
  });

  it("a reply naming another team's message, arriving in that team's mailbox, changes nothing", async () => {
    const { rows: other } = await f.db.pool.query(
      `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address)
       select $1, user_id, 'local', 'Growth', 'growth@growth.example' from team_members where team_id = $1 limit 1
       returning id, user_id`,
      [f.otherTeamId],
    );
    const foreign = { id: Number(other[0].id), teamId: f.otherTeamId, userId: other[0].user_id as string };
    const result = await intake(await localAnswer(await received(3), 'reply', 'Not interested'), foreign);
    expect(result).toMatchObject({ ok: true, kind: 'reply', matched: false, cancelled: 0 });
    expect(result.ok && result.note).toMatch(/another team/);
    expect(await threadOf(3)).toMatchObject({ is_active: true, is_replied: false });
    const bounce = await intake(await localAnswer(await received(3), 'bounce'), foreign);
    expect(bounce).toMatchObject({ matched: false, cancelled: 0 });
    expect(await threadOf(3)).toMatchObject({ is_active: true, is_bounced: false });
  });

  it('a reply without threading headers is matched by its sender when one sequence wrote to them', async () => {
    const { recipient_email } = await threadOf(4);
    const raw = await new MailComposer({
      from: recipient_email,
      to: 'dana@northwind.example',
      subject: 'your email',
      text: 'Not right now, but reach out in a few months.',
    })
      .compile()
      .build();
    const result = await intake(raw);
    expect(result).toMatchObject({ ok: true, kind: 'reply', matched: true, cancelled: 1 });
    expect(result.ok && result.note).toMatch(/sender/);
    // Contact later (label 5, code 17).
    expect((await threadOf(4)).place).toEqual({ stage_id: 3, stage_label: 5, engagement_status: 17 });
  });

  it('mail from someone no sequence wrote to is left alone: the inbox is for candidates', async () => {
    const raw = await new MailComposer({
      from: 'stranger@elsewhere.example',
      to: 'dana@northwind.example',
      subject: 'Lunch on Friday?',
      text: 'Are you free?',
    })
      .compile()
      .build();
    const result = await intake(raw);
    expect(result).toMatchObject({ ok: true, matched: false, unrelated: true, id: null });
    const kept = await rows(
      `select count(*)::int as n from engage_inbound where from_address = 'stranger@elsewhere.example'`,
    );
    expect(kept[0].n).toBe(0);
  });

  it('text with NULs (malformed mail) is stored without them', async () => {
    const raw = await new MailComposer({
      from: (await threadOf(4)).recipient_email,
      to: 'dana@northwind.example',
      subject: 'Hello\u0000there',
      text: 'One more thing\u0000',
    })
      .compile()
      .build();
    const result = await intake(raw);
    expect(result).toMatchObject({ ok: true, kind: 'reply', matched: true });
    const [kept] = await rows('select subject, text_body from engage_inbound where id = $1', [
      result.ok ? result.id : 0,
    ]);
    expect(kept.text_body.trim()).toBe('One more thing');
    expect(kept.subject).not.toContain('\u0000');
  });

  it('after all of it, only the candidates still in their sequence get the next step', async () => {
    f.catcher.clear();
    const sent = await drainDue(
      f.db.db,
      f.deps(() => later),
    );
    // Candidate 2 (out of office) and 3 (the foreign reply changed nothing).
    expect(sent.sent).toBe(2);
    const to = f.catcher
      .list()
      .map((m) => m.to[0]?.address)
      .sort();
    expect(to).toEqual([(await threadOf(2)).recipient_email, (await threadOf(3)).recipient_email].sort());
  });
});

describe('answering a caught message as the candidate (local test mail)', () => {
  const ANSWER = (id: number | string) => `/api/tb-v2/v1/engage/local-mail/${id}/answer`;

  async function catchLocally(i: number): Promise<number> {
    const mail = await received(i);
    const raw =
      f.catcher
        .list()
        .find((m) => m.messageId === mail.messageId)
        ?.raw.toString('utf8') ?? '';
    const [row] = await rows(
      `insert into local_test_mail (team_id, envelope_from, envelope_to, message_id, subject, raw, size)
       values ($1, 'dana@northwind.example', $2, $3, $4, $5, $6) returning id`,
      [f.teamId, [(await threadOf(i)).recipient_email], mail.messageId, mail.subject, raw, raw.length],
    );
    return Number(row.id);
  }

  it('a reply through the API stops the sequence, as one read over IMAP would', async () => {
    const id = await catchLocally(2);
    const res = await f.owner.post(ANSWER(id), { kind: 'reply', text: 'No thanks, not looking.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'reply',
      matched: true,
      note: null,
      cancelledSteps: 1,
      duplicate: false,
    });
    // Replied, Not interested (label 4, code 16).
    expect(await threadOf(2)).toMatchObject({ is_replied: true, is_active: false });
    expect((await threadOf(2)).place).toEqual({ stage_id: 3, stage_label: 4, engagement_status: 16 });
  });

  it('refuses a kind it does not know, an id of nothing, and another team', async () => {
    const id = await catchLocally(3);
    const bad = await f.owner.post(ANSWER(id), { kind: 'forward' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.kind).toBe('Choose reply, auto_reply or bounce');
    expect((await f.owner.post(ANSWER(999_999_999), { kind: 'reply' })).status).toBe(404);
    expect((await f.owner.post(ANSWER('abc'), { kind: 'reply' })).status).toBe(400);
    expect((await f.other.post(ANSWER(id), { kind: 'reply' })).status).toBe(404);
    expect(await threadOf(3)).toMatchObject({ is_active: true, is_replied: false });
  });
});

describe('the inbox', () => {
  const INBOX = '/api/tb-v2/v1/engage/inbox';

  it('lists replies one conversation per thread, newest first, with the unread count', async () => {
    const res = await f.owner.get(INBOX);
    expect(res.status).toBe(200);
    const keys = res.body.data.map((c: { key: string }) => c.key);
    const thread0 = `t${(await threadOf(0)).id}`;
    expect(keys).toContain(thread0);
    expect(keys).toContain(`t${(await threadOf(4)).id}`);
    // Only replies by default: the bounce (1) and the out-of-office (2) are not listed.
    expect(keys).not.toContain(`t${(await threadOf(1)).id}`);
    const first = res.body.data.find((c: { key: string }) => c.key === thread0);
    expect(first).toMatchObject({
      threadId: (await threadOf(0)).id * 1,
      messages: 2,
      unread: 2,
      campaign: { id: campaignId, name: 'Backend outreach' },
      project: { id: f.projectId },
    });
    expect(first.candidate.email).toBe((await threadOf(0)).recipient_email);
    // The snippet is the reply's own words, not the quoted message.
    expect(first.last.snippet).not.toContain('wrote:');
    // Mail unrelated to outreach is not there.
    expect(
      res.body.data.some(
        (c: { candidate: { email: string } }) => c.candidate.email === 'stranger@elsewhere.example',
      ),
    ).toBe(false);
    const unread = await f.owner.get(`${INBOX}/unread-count`);
    expect(unread.body.unread).toBe(res.body.unread);
    expect(res.body.unread).toBeGreaterThanOrEqual(4);
    const all = await f.owner.get(`${INBOX}?show=all`);
    expect(all.body.data.map((c: { key: string }) => c.key)).toContain(`t${(await threadOf(1)).id}`);
  });

  it('opens a conversation with what was sent and what came back, oldest first, and marks it read', async () => {
    const key = `t${(await threadOf(0)).id}`;
    const res = await f.owner.get(`${INBOX}/conversations/${key}`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { direction: string }) => e.direction)).toEqual(['out', 'in', 'in']);
    expect(res.body.entries[0]).toMatchObject({ step: 1, subject: 'A role at Northwind' });
    expect(res.body.entries[1]).toMatchObject({ kind: 'reply', intent: 'interested', read: false });
    const ids = res.body.entries
      .filter((e: { direction: string }) => e.direction === 'in')
      .map((e: { id: number }) => e.id);
    const before = (await f.owner.get(`${INBOX}/unread-count`)).body.unread;
    const marked = await f.owner.post(`${INBOX}/read`, { ids, read: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ updated: 2, unread: before - 2 });
    const unreadOnly = await f.owner.get(`${INBOX}?unreadOnly=true`);
    expect(unreadOnly.body.data.map((c: { key: string }) => c.key)).not.toContain(key);
  });

  it("answers 404 for another team's conversation and messages, and changes nothing", async () => {
    const key = `t${(await threadOf(0)).id}`;
    expect((await f.other.get(`${INBOX}/conversations/${key}`)).status).toBe(404);
    const [row] = await rows('select id from engage_inbound where thread_id = $1 limit 1', [
      (await threadOf(4)).id,
    ]);
    expect((await f.other.post(`${INBOX}/read`, { ids: [Number(row.id)], read: true })).status).toBe(404);
    // All or nothing: one foreign id among the caller's own is 404 and marks none.
    const [mine] = await rows('select id, is_read from engage_inbound where thread_id = $1 limit 1', [
      (await threadOf(4)).id,
    ]);
    const [foreign] = await rows('select id from engage_inbound where team_id = $1 limit 1', [f.otherTeamId]);
    expect(
      (await f.owner.post(`${INBOX}/read`, { ids: [Number(mine.id), Number(foreign.id)], read: true }))
        .status,
    ).toBe(404);
    const [still] = await rows('select is_read from engage_inbound where id = $1', [mine.id]);
    expect(still.is_read).toBe(mine.is_read);
    expect((await f.owner.get(`${INBOX}/conversations/x1`)).status).toBe(400);
    expect((await f.owner.post(`${INBOX}/read`, { ids: [], read: true })).status).toBe(400);
  });

  it('shows a recruiter only the conversations of the mailboxes they act for', async () => {
    const res = await f.recruiter.get(INBOX);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.unread).toBe(0);
  });
});
