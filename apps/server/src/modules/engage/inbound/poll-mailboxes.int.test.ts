import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapServer, type TestImapServer } from '../../../test/imap-server';
import { createEngageFixture, type EngageFixture } from '../delivery/engage-fixture';
import { receivedBy, sentSequence } from './inbound-test-setup';
import { intakeMessage } from './intake';
import { localAnswer } from './local-answer';
import { mailboxImapSecretAad } from './mailbox-imap';
import { MAX_INTAKE_FAILURES, type PollDeps, pollDueMailboxes } from './poll-mailboxes';

let f: EngageFixture;
let imap: TestImapServer;
let campaignId: number;
let candidates: number[];
let brokenMailbox: number;
let deps: PollDeps;

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

async function setImap(mailboxId: number, password: string) {
  await rows(
    `update engage_mailboxes set imap_host = '127.0.0.1', imap_port = $2, imap_security = 'none',
            imap_user = $3, imap_secret = $4, imap_status = 'untested', imap_next_poll_at = null
      where id = $1`,
    [mailboxId, imap.port, imap.user, f.config.secretBox.encrypt(password, mailboxImapSecretAad(mailboxId))],
  );
}

const received = (i: number) => receivedBy(f, campaignId, candidates[i] as number);

async function threadOf(i: number) {
  const [thread] = await rows(
    `select id, is_active, is_replied, is_bounced from engage_threads where campaign_id = $1 and profile_id = $2`,
    [campaignId, candidates[i]],
  );
  return thread;
}

const due = (id: number) => rows('update engage_mailboxes set imap_next_poll_at = now() where id = $1', [id]);

beforeAll(async () => {
  imap = await startImapServer();
  f = await createEngageFixture();
  await rows('update engage_team_settings set allow_private_hosts = true where team_id = $1', [f.teamId]);
  ({ campaignId, candidates } = await sentSequence(f, {
    count: 3,
    tag: 'poll',
    steps: [
      { subject: 'A role at Northwind', body: '<p>Hi {{firstName}}</p>' },
      { subject: 'Following up', body: '<p>Any thoughts?</p>', delaySeconds: 3600 },
    ],
  }));
  await setImap(f.mailboxId, imap.password);
  const [broken] = await rows(
    `insert into engage_mailboxes (team_id, user_id, provider, from_name, from_address)
     values ($1, $2, 'smtp', 'Alex Admin', 'alex@northwind.example') returning id`,
    [f.teamId, f.recruiterId],
  );
  brokenMailbox = Number(broken.id);
  await setImap(brokenMailbox, 'not-the-password');
  deps = { secretBox: f.config.secretBox, messageIdSecret: f.config.messageIdSecret, intervalSeconds: 120 };
}, 120_000);
afterAll(async () => {
  await f?.close();
  await imap?.stop();
});

describe('the mailbox poller', () => {
  it('reads a reply, a bounce and an out-of-office answer from the INBOX and applies each', async () => {
    await imap.append(await localAnswer(await received(0), 'reply', 'Yes, interested!'));
    await imap.append(await localAnswer(await received(1), 'bounce'));
    await imap.append(await localAnswer(await received(2), 'auto_reply'));
    await imap.append('this is not\r\na mail message at all\u0000');
    const polls = await pollDueMailboxes(f.db.db, deps);
    const mine = polls.find((p) => p.mailboxId === f.mailboxId);
    // The fourth is not mail from anyone a sequence wrote to: read and left alone.
    expect(mine).toMatchObject({ read: 4, ignored: 1, replies: 1, bounces: 1, skipped: 0, error: null });
    expect(await threadOf(0)).toMatchObject({ is_active: false, is_replied: true });
    expect(await threadOf(1)).toMatchObject({ is_active: false, is_bounced: true });
    expect(await threadOf(2)).toMatchObject({ is_active: true, is_replied: false });
    const kinds = await rows(
      `select kind, source, imap_uid is not null as has_uid from engage_inbound where mailbox_id = $1 order by imap_uid`,
      [f.mailboxId],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['reply', 'bounce_hard', 'auto_reply']);
    expect(kinds.every((k) => k.source === 'imap' && k.has_uid)).toBe(true);
    const [state] = await rows(
      'select imap_status, imap_last_uid, imap_last_error from engage_mailboxes where id = $1',
      [f.mailboxId],
    );
    expect(state).toMatchObject({ imap_status: 'ok', imap_last_error: null });
    expect(Number(state.imap_last_uid)).toBe(4);
  });

  it('marks a mailbox with a wrong password failed, with the reason and without the password', async () => {
    const [state] = await rows('select imap_status, imap_last_error from engage_mailboxes where id = $1', [
      brokenMailbox,
    ]);
    expect(state.imap_status).toBe('failed');
    expect(state.imap_last_error).toMatch(/user name or password/i);
    expect(state.imap_last_error).not.toContain('not-the-password');
  });

  it('does not read a mailbox again before its interval, and reads nothing twice after it', async () => {
    expect((await pollDueMailboxes(f.db.db, deps)).map((p) => p.mailboxId)).toEqual([]);
    await due(f.mailboxId);
    const [again] = await pollDueMailboxes(f.db.db, deps);
    expect(again).toMatchObject({ mailboxId: f.mailboxId, read: 0, error: null });
    const count = await rows('select count(*)::int as n from engage_inbound where mailbox_id = $1', [
      f.mailboxId,
    ]);
    expect(count[0].n).toBe(3);
  });

  it('takes in the message that arrives next, and only it', async () => {
    await imap.append(await localAnswer(await received(2), 'reply', 'Not right now, maybe next year.'));
    await due(f.mailboxId);
    const [poll] = await pollDueMailboxes(f.db.db, deps);
    expect(poll).toMatchObject({ read: 1, replies: 1 });
    expect(await threadOf(2)).toMatchObject({ is_active: false, is_replied: true });
  });
});

describe('reading a mailbox for the first time, and a message that breaks the intake', () => {
  it('starts the day before the first message sent from the mailbox, not at its oldest mail', async () => {
    const old = await localAnswer(await received(1), 'reply', 'An answer from long ago.');
    const oldId = (await simpleParser(old)).messageId;
    await imap.append(old, 'INBOX', new Date('2020-03-01T10:00:00Z'));
    // As if the mailbox had never been read.
    await rows('update engage_mailboxes set imap_uid_validity = null, imap_last_uid = 0 where id = $1', [
      f.mailboxId,
    ]);
    await due(f.mailboxId);
    const [poll] = await pollDueMailboxes(f.db.db, deps);
    expect(poll).toMatchObject({ mailboxId: f.mailboxId, error: null });
    // What was read before is read again (and kept once); the 2020 message is not read at all.
    expect(await rows('select 1 from engage_inbound where message_id = $1', [oldId])).toEqual([]);
    expect(poll?.read).toBeGreaterThan(0);
  });

  it('passes over a message whose intake keeps failing, after three tries, and reads on', async () => {
    let calls = 0;
    const failing: PollDeps = {
      ...deps,
      intake: async (db, mailbox, raw, source, secret) => {
        calls++;
        if (raw.toString('utf8').includes('POISON')) throw new Error('the database refused the row');
        return intakeMessage(db, mailbox, raw, source, secret);
      },
    };
    await imap.append(
      'From: someone@elsewhere.example\r\nSubject: POISON\r\nMessage-ID: <poison@elsewhere.example>\r\n\r\nPOISON\r\n',
    );
    await imap.append(await localAnswer(await received(1), 'auto_reply'));
    for (let attempt = 1; attempt < MAX_INTAKE_FAILURES; attempt++) {
      await due(f.mailboxId);
      const [poll] = await pollDueMailboxes(f.db.db, failing);
      expect(poll?.error).toBe('Reading the mailbox failed: the database refused the row');
    }
    await due(f.mailboxId);
    const [passed] = await pollDueMailboxes(f.db.db, failing);
    expect(passed).toMatchObject({ error: null, unreadable: 1, read: 1 });
    expect(calls).toBe(MAX_INTAKE_FAILURES + 1);
    const [state] = await rows('select imap_status, imap_last_error from engage_mailboxes where id = $1', [
      f.mailboxId,
    ]);
    expect(state).toEqual({ imap_status: 'ok', imap_last_error: null });
  });
});

describe('"Test reading replies" on the mailbox screen', () => {
  const TEST = '/api/tb-v2/v1/engage/mailbox/imap-test';

  it('signs in with the saved settings, says so, and marks the mailbox read soon', async () => {
    const res = await f.owner.post(TEST, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, mailbox: { imap: { status: 'ok', lastError: null } } });
    expect(res.body.message).toBe(
      'Signed in to 127.0.0.1 and opened the inbox: replies will be read every two minutes.',
    );
  });

  it('says why a wrong password fails, keeps it on the mailbox, and never echoes the password', async () => {
    const res = await f.recruiter.post(TEST, {});
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.message).toMatch(/password|sign in|rejected/i);
    expect(JSON.stringify(res.body)).not.toContain('not-the-password');
    const [row] = await rows('select imap_status, imap_last_error from engage_mailboxes where id = $1', [
      brokenMailbox,
    ]);
    expect(row).toEqual({ imap_status: 'failed', imap_last_error: res.body.message });
  });

  it('asks to turn reading on first when the mailbox has no IMAP settings', async () => {
    await rows(`update engage_mailboxes set imap_status = 'off', imap_host = null where id = $1`, [
      brokenMailbox,
    ]);
    const res = await f.recruiter.post(TEST, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Turn on "Read replies from this mailbox" and save the IMAP settings first',
    );
  });
});
