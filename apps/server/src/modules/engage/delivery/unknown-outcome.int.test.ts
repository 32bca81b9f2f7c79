/**
 * A send whose commit is lost (the database connection dies after the SMTP server accepted the
 * message): the row stays 'scheduled' with its attempt marker. On the next run the engine looks
 * for the Message-ID in the mailbox's Sent folder (a real Dovecot): found, it is recorded as sent
 * and not sent again; not found, or no IMAP to ask, it is sent again (the Engage I rule).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startImapServer, type TestImapServer } from '../../../test/imap-server';
import { mailboxImapSecretAad } from '../inbound/mailbox-imap';
import { deliverMessages } from './deliver';
import type { DeliveryDeps } from './delivery-types';
import {
  ALWAYS_OPEN,
  createCampaign,
  createCandidates,
  createEngageFixture,
  type EngageFixture,
} from './engage-fixture';

let f: EngageFixture;
let imap: TestImapServer;
let n = 0;

async function rows(sqlText: string, params: unknown[] = []) {
  return (await f.db.pool.query(sqlText, params)).rows;
}

beforeAll(async () => {
  imap = await startImapServer();
  f = await createEngageFixture();
  await rows('update engage_team_settings set allow_private_hosts = true where team_id = $1', [f.teamId]);
  // A killed connection tells its client with an 'error' event; the transaction's own rejection
  // is what the test looks at, so the event is heard and dropped.
  const heard = new WeakSet<object>();
  f.db.pool.on('acquire', (client) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('error', () => {});
  });
}, 120_000);
afterAll(async () => {
  await f?.close();
  await imap?.stop();
});
beforeEach(() => f.catcher.clear());

async function useImap(on: boolean) {
  await rows(
    `update engage_mailboxes set imap_host = $2, imap_port = $3, imap_security = 'none', imap_user = $4,
            imap_secret = $5, imap_status = $6 where id = $1`,
    on
      ? [
          f.mailboxId,
          '127.0.0.1',
          imap.port,
          imap.user,
          f.config.secretBox.encrypt(imap.password, mailboxImapSecretAad(f.mailboxId)),
          'ok',
        ]
      : [f.mailboxId, null, null, null, null, 'off'],
  );
}

/** One candidate enrolled in a one-step campaign: the id of their due message row. */
async function oneDueMessage(): Promise<number> {
  const campaignId = await createCampaign(f.db.db, {
    teamId: f.teamId,
    userId: f.ownerId,
    projectId: f.projectId,
    steps: [{ subject: 'A role at Northwind', body: '<p>Hi {{firstName}}</p>' }],
    window: ALWAYS_OPEN,
  });
  const [profile] = await createCandidates(f.db.db, {
    teamId: f.teamId,
    projectId: f.projectId,
    count: 1,
    tag: `uo${++n}`,
  });
  const res = await f.owner.post(`/api/tb-v2/v1/campaigns/${campaignId}/sequences`, {
    candidateIds: [profile],
  });
  expect(res.body.enrolled).toBe(1);
  const [row] = await rows(`select id from engage_messages where campaign_id = $1 and step = 1`, [
    campaignId,
  ]);
  return Number(row.id);
}

/**
 * The engine's senders, except that once the SMTP server has accepted a message, every
 * connection holding a transaction open is killed: the commit that would record the send is lost.
 */
function crashingAfterSend(): DeliveryDeps {
  const deps = f.deps(() => new Date(Date.now() + 60_000));
  return {
    ...deps,
    senders: {
      ...deps.senders,
      async get(mailbox, senderDeps) {
        const sender = await deps.senders.get(mailbox, senderDeps);
        return {
          ...sender,
          async send(message) {
            const result = await sender.send(message);
            await f.db.pool.query(
              `select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()
                  and state like 'idle in transaction%'`,
            );
            return result;
          },
        };
      },
    },
  };
}

async function crashWhileSending(id: number): Promise<Buffer> {
  await expect(deliverMessages(f.db.db, crashingAfterSend(), { ids: [id] })).rejects.toThrow();
  const [row] = await rows('select status from engage_messages where id = $1', [id]);
  expect(row.status).toBe('scheduled');
  const marker = await rows('select 1 from engage_send_attempts where message_row_id = $1', [id]);
  expect(marker).toHaveLength(1);
  expect(f.catcher.list()).toHaveLength(1);
  return f.catcher.list()[0]?.raw ?? Buffer.alloc(0);
}

const later = () => f.deps(() => new Date(Date.now() + 120_000));

describe('a send whose outcome is unknown', () => {
  it('is found in the Sent folder and recorded as sent, without going out again', async () => {
    await useImap(true);
    const id = await oneDueMessage();
    const raw = await crashWhileSending(id);
    // The provider filed what it sent in Sent, as Gmail and Microsoft 365 do.
    await imap.append(raw, 'Sent');
    f.catcher.clear();
    const result = await deliverMessages(f.db.db, later(), { ids: [id] });
    expect(result.sent).toBe(1);
    expect(f.catcher.list()).toHaveLength(0);
    const [row] = await rows('select status, smtp_response, subject from engage_messages where id = $1', [
      id,
    ]);
    expect(row).toMatchObject({
      status: 'sent',
      smtp_response: 'Found in the Sent folder after an interrupted send: not sent again',
      subject: 'A role at Northwind',
    });
    expect(await rows('select 1 from engage_send_attempts where message_row_id = $1', [id])).toHaveLength(0);
    // The next step of a sent message and the pipeline move happened as for any send.
    const [thread] = await rows(
      'select t.is_delivered from engage_threads t join engage_messages m on m.thread_id = t.id where m.id = $1',
      [id],
    );
    expect(thread.is_delivered).toBe(true);
  });

  it('not in the Sent folder, it is sent again with the same Message-ID', async () => {
    await useImap(true);
    const id = await oneDueMessage();
    const raw = await crashWhileSending(id);
    const firstId = /^Message-ID:\s*(\S+)/im.exec(raw.toString('utf8'))?.[1];
    f.catcher.clear();
    expect((await deliverMessages(f.db.db, later(), { ids: [id] })).sent).toBe(1);
    expect(f.catcher.list()).toHaveLength(1);
    expect(f.catcher.list()[0]?.messageId).toBe(firstId);
    const [row] = await rows('select status, smtp_response from engage_messages where id = $1', [id]);
    expect(row.status).toBe('sent');
    expect(row.smtp_response).not.toMatch(/Sent folder/);
  });

  it('with no IMAP to ask, it is sent again (at most one duplicate, never a loss)', async () => {
    await useImap(false);
    const id = await oneDueMessage();
    await crashWhileSending(id);
    f.catcher.clear();
    expect((await deliverMessages(f.db.db, later(), { ids: [id] })).sent).toBe(1);
    expect(f.catcher.list()).toHaveLength(1);
  });

  it('an ordinary send leaves no marker behind', async () => {
    await useImap(true);
    const id = await oneDueMessage();
    expect((await deliverMessages(f.db.db, later(), { ids: [id] })).sent).toBe(1);
    expect(await rows('select 1 from engage_send_attempts where message_row_id = $1', [id])).toHaveLength(0);
  });
});
