/**
 * Reading mail from a real IMAP server: a throw-away Dovecot on 127.0.0.1 (plain, and a TLS one),
 * with a proxy in front that can cut the connection in the middle of a download. No database, so
 * these run in the unit project. The INBOX is shared by the tests: each one appends its own
 * messages and reads from just before the first of them.
 */
import net from 'node:net';
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CuttingProxy,
  freePort,
  startCuttingProxy,
  startImapServer,
  type TestImapServer,
} from '../../../test/imap-server';
import {
  findMessageInSent,
  type ImapCursor,
  type ImapSettings,
  type InboundMessage,
  readNewMessages,
  testImapConnection,
  uidSet,
} from './imap-reader';

let plain: TestImapServer;
let secure: TestImapServer;
let proxy: CuttingProxy;
let uidValidity: string;
const quick = { timeouts: { connection: 5_000, greeting: 5_000, socket: 10_000 } };

beforeAll(async () => {
  [plain, secure] = await Promise.all([startImapServer(), startImapServer({ tls: true })]);
  proxy = await startCuttingProxy(plain.port);
  // A first read of the empty INBOX learns its UIDVALIDITY, as a newly connected mailbox would.
  const first = await readNewMessages(settings(plain), quick, { uidValidity: null, lastUid: 0 }, async () => {
    throw new Error('the INBOX is empty');
  });
  expect(first).toMatchObject({ lastUid: 0, read: 0, restarted: false, error: null });
  expect(first.uidValidity).toMatch(/^\d+$/);
  uidValidity = first.uidValidity as string;
}, 30_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all([plain?.stop(), secure?.stop()]);
});

function settings(server: TestImapServer, change: Partial<ImapSettings> = {}): ImapSettings {
  return {
    host: server.host,
    port: server.port,
    security: 'none',
    user: server.user,
    password: server.password,
    ...change,
  };
}

function message(
  subject: string,
  body = `Hello from ${subject}.`,
  messageId = `<${subject}@talentbase.test>`,
) {
  return Buffer.from(
    [
      'From: Bob Stone <bob@candidate.example>',
      'To: Ann Lee <ann@agency.example>',
      `Subject: ${subject}`,
      `Message-ID: ${messageId}`,
      'Date: Mon, 02 Mar 2026 09:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      body,
      '',
    ].join('\r\n'),
  );
}

async function appendAll(server: TestImapServer, raws: Buffer[]): Promise<number[]> {
  const uids: number[] = [];
  for (const raw of raws) uids.push(await server.append(raw));
  return uids;
}

/** A cursor just before `uid`, in the INBOX as it is. */
const before = (uid: number): ImapCursor => ({ uidValidity, lastUid: uid - 1 });

function collector() {
  const seen: InboundMessage[] = [];
  return { seen, handle: async (m: InboundMessage) => void seen.push(m) };
}

describe('readNewMessages', () => {
  it('hands over new messages in UID order with their exact bytes, and leaves them unread', async () => {
    const raws = [
      message('first'),
      message('second', 'Grüße, Zoë — 你好'),
      message('third', 'line\r\n'.repeat(500)),
    ];
    const uids = await appendAll(plain, raws);
    const { seen, handle } = collector();

    const result = await readNewMessages(settings(plain), quick, before(uids[0]!), handle);

    expect(result).toEqual({
      uidValidity,
      lastUid: uids[2],
      read: 3,
      skipped: 0,
      restarted: false,
      error: null,
    });
    expect(seen.map((m) => m.uid)).toEqual(uids);
    seen.forEach((m, i) => {
      expect(m.raw?.equals(raws[i]!)).toBe(true);
      expect(m.size).toBe(raws[i]!.length);
      expect(m.skippedReason).toBeUndefined();
      expect(m.internalDate).toBeInstanceOf(Date);
    });
    // The recruiter's mail client must still show them as unread.
    for (const flags of await flagsOf(plain, uids)) expect(flags).not.toContain('\\Seen');
  });

  it('goes on after the cursor and never hands over a message twice', async () => {
    const [uid] = await appendAll(plain, [message('resume-1')]);
    const once = collector();
    const first = await readNewMessages(settings(plain), quick, before(uid!), once.handle);
    expect(first).toMatchObject({ lastUid: uid, read: 1, error: null });

    // IMAP's `N:*` still matches the last message when N is past it: nothing new must mean nothing.
    const again = collector();
    const second = await readNewMessages(settings(plain), quick, first, again.handle);
    expect(again.seen).toEqual([]);
    expect(second).toMatchObject({ uidValidity, lastUid: uid, read: 0, skipped: 0, error: null });

    const [next] = await appendAll(plain, [message('resume-2')]);
    const third = collector();
    const after = await readNewMessages(settings(plain), quick, second, third.handle);
    expect(third.seen.map((m) => m.uid)).toEqual([next]);
    expect(after).toMatchObject({ lastUid: next, read: 1 });
  });

  it('starts over from the first message when the mailbox UIDVALIDITY changed', async () => {
    const [uid] = await appendAll(plain, [message('restart')]);
    const { seen, handle } = collector();

    const result = await readNewMessages(settings(plain), quick, { uidValidity: '1', lastUid: uid! }, handle);

    expect(result.restarted).toBe(true);
    expect(result.uidValidity).toBe(uidValidity);
    expect(result.lastUid).toBe(uid);
    expect(seen[0]?.uid).toBe(1);
    expect(seen.map((m) => m.uid)).toEqual(Array.from({ length: uid! }, (_, i) => i + 1));
    expect(result.read).toBe(uid);
  });

  it('hands over a message over the size limit without downloading it, and moves past it', async () => {
    const big = message('too-big', 'x'.repeat(76).concat('\r\n').repeat(400)); // about 31 KB
    const uids = await appendAll(plain, [message('small-1'), big, message('small-2')]);
    const { seen, handle } = collector();
    const sentBefore = proxy.bytesFromServer();

    const result = await readNewMessages(
      settings(plain, { port: proxy.port }),
      quick,
      before(uids[0]!),
      handle,
      {
        maxBytes: 10 * 1024,
      },
    );

    expect(result).toMatchObject({ lastUid: uids[2], read: 2, skipped: 1, error: null });
    expect(seen.map((m) => m.uid)).toEqual(uids);
    expect(seen[1]).toMatchObject({ uid: uids[1], raw: null, size: big.length });
    expect(seen[1]?.skippedReason).toBe('The message is 31 KB, over the 10 KB limit');
    expect(seen[0]?.raw).not.toBeNull();
    expect(seen[2]?.raw).not.toBeNull();
    expect(proxy.bytesFromServer() - sentBefore).toBeLessThan(big.length);
  });

  it('hands over at most maxMessages in one read', async () => {
    const uids = await appendAll(plain, [message('limit-1'), message('limit-2'), message('limit-3')]);
    const { seen, handle } = collector();
    const result = await readNewMessages(settings(plain), quick, before(uids[0]!), handle, {
      maxMessages: 2,
    });
    expect(seen.map((m) => m.uid)).toEqual(uids.slice(0, 2));
    expect(result).toMatchObject({ lastUid: uids[1], read: 2, error: null });
  });

  it('keeps what was handled when the connection drops mid-download, and the next read goes on from there', async () => {
    const uids = await appendAll(plain, [
      message('cut-1'),
      message('cut-2'),
      message('cut-3', 'CUT-THE-LINE-HERE and the rest'),
      message('cut-4'),
    ]);
    const first = collector();
    proxy.cutAt('CUT-THE-LINE-HERE');
    const cutsBefore = proxy.cuts();
    let partial: Awaited<ReturnType<typeof readNewMessages>>;
    try {
      partial = await readNewMessages(
        settings(plain, { port: proxy.port }),
        quick,
        before(uids[0]!),
        first.handle,
        { batchSize: 2 },
      );
    } finally {
      proxy.cutAt(null);
    }

    expect(proxy.cuts()).toBeGreaterThan(cutsBefore);
    expect(first.seen.map((m) => m.uid)).toEqual(uids.slice(0, 2));
    expect(partial).toMatchObject({ uidValidity, lastUid: uids[1], read: 2, restarted: false });
    expect(partial.error?.kind).toBe('connection');
    expect(partial.error?.message).toContain(`127.0.0.1:${proxy.port}`);

    const second = collector();
    const rest = await readNewMessages(settings(plain, { port: proxy.port }), quick, partial, second.handle);
    expect(second.seen.map((m) => m.uid)).toEqual(uids.slice(2));
    expect(second.seen[0]?.raw?.toString()).toContain('CUT-THE-LINE-HERE');
    expect(rest).toMatchObject({ lastUid: uids[3], read: 2, error: null });
  });

  it('stops and throws the handler’s own error, which is not a server failure', async () => {
    const uids = await appendAll(plain, [message('throws-1'), message('throws-2')]);
    const bug = new Error('intake failed');
    const seen: number[] = [];
    await expect(
      readNewMessages(settings(plain), quick, before(uids[0]!), async (m) => {
        seen.push(m.uid);
        throw bug;
      }),
    ).rejects.toBe(bug);
    expect(seen).toEqual([uids[0]]);
  });

  it('reports a wrong password as such, without the password, and keeps the cursor', async () => {
    const wrong = 'Wr0ng-Passw0rd-Zebra!';
    const cursor = { uidValidity, lastUid: 3 };
    const result = await readNewMessages(settings(plain, { password: wrong }), quick, cursor, async () => {
      throw new Error('nothing may be read');
    });
    expect(result).toEqual({ ...cursor, read: 0, skipped: 0, restarted: false, error: expect.anything() });
    expect(result.error?.kind).toBe('auth');
    expect(result.error?.message).toMatch(/refused the user name or password/);
    expect(result.error?.message).not.toContain(wrong);
    expect(result.error?.message).not.toContain(Buffer.from(wrong).toString('base64'));
  });
});

describe('testImapConnection', () => {
  it('signs in and opens the INBOX', async () => {
    expect(await testImapConnection(settings(plain), quick)).toEqual({ ok: true });
  });

  it('says the password was refused', async () => {
    const result = await testImapConnection(settings(plain, { password: 'not-it-9f8e7d' }), quick);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'auth' } });
    expect(JSON.stringify(result)).not.toContain('not-it-9f8e7d');
  });

  it('says it could not connect when nothing listens', async () => {
    const port = await freePort();
    const result = await testImapConnection(settings(plain, { port, host: '127.0.0.1' }), quick);
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'connection',
        message: `Could not connect to 127.0.0.1:${port}. Check the host, the port and any firewall.`,
      },
    });
  });

  it('says the server did not greet in time', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as net.AddressInfo).port;
      const result = await testImapConnection(settings(plain, { port }), {
        timeouts: { connection: 2_000, greeting: 500, socket: 2_000 },
      });
      expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    } finally {
      silent.close();
    }
  });

  it('refuses to go on without encryption when STARTTLS is asked and the server has none', async () => {
    const result = await testImapConnection(settings(plain, { security: 'starttls' }), quick);
    expect(result).toMatchObject({ ok: false, failure: { kind: 'tls' } });
    if (!result.ok) expect(result.failure.message).toMatch(/does not offer STARTTLS/);
    const read = await readNewMessages(
      settings(plain, { security: 'starttls' }),
      quick,
      { uidValidity, lastUid: 0 },
      async () => {
        throw new Error('nothing may be read in clear text');
      },
    );
    expect(read.error?.kind).toBe('tls');
  });

  it('speaks TLS to the certificate’s host name at the checked address', async () => {
    const tls = settings(secure, { host: secure.hostName, security: 'tls' });
    const options = { ...quick, connectAddress: '127.0.0.1', ca: secure.ca };
    expect(await testImapConnection(tls, options)).toEqual({ ok: true });

    const uid = await secure.append(message('over-tls'));
    const { seen, handle } = collector();
    const result = await readNewMessages(tls, options, { uidValidity: null, lastUid: uid - 1 }, handle);
    expect(result).toMatchObject({ lastUid: uid, read: 1, error: null });
    expect(seen[0]?.raw?.toString()).toContain('Subject: over-tls');
  });

  it('upgrades with STARTTLS when the server offers it', async () => {
    const starttls = settings(secure, {
      host: secure.hostName,
      port: secure.starttlsPort!,
      security: 'starttls',
    });
    expect(
      await testImapConnection(starttls, { ...quick, connectAddress: '127.0.0.1', ca: secure.ca }),
    ).toEqual({
      ok: true,
    });
  });

  it('refuses a certificate it cannot trust, or one for another name', async () => {
    const untrusted = await testImapConnection(settings(secure, { host: secure.hostName, security: 'tls' }), {
      ...quick,
      connectAddress: '127.0.0.1',
    });
    expect(untrusted).toMatchObject({ ok: false, failure: { kind: 'tls' } });
    const otherName = await testImapConnection(
      settings(secure, { host: 'mail.elsewhere.test', security: 'tls' }),
      {
        ...quick,
        connectAddress: '127.0.0.1',
        ca: secure.ca,
      },
    );
    expect(otherName).toMatchObject({ ok: false, failure: { kind: 'tls' } });
    if (!otherName.ok) expect(otherName.failure.message).toContain('mail.elsewhere.test');
  });
});

describe('findMessageInSent', () => {
  beforeAll(async () => {
    await plain.append(message('sent-once', 'Hello Bob', '<sent-7f3a@mail.talentbase.test>'), 'Sent');
  });

  it('finds a sent message by its Message-ID, with or without angle brackets', async () => {
    expect(await findMessageInSent(settings(plain), quick, '<sent-7f3a@mail.talentbase.test>')).toEqual({
      found: true,
    });
    expect(await findMessageInSent(settings(plain), quick, 'sent-7f3a@mail.talentbase.test')).toEqual({
      found: true,
    });
  });

  it('does not find one that was never sent, nor one whose id only contains the asked one', async () => {
    expect(await findMessageInSent(settings(plain), quick, '<never-sent@mail.talentbase.test>')).toEqual({
      found: false,
    });
    expect(await findMessageInSent(settings(plain), quick, '<ent-7f3a@mail.talentbase.test>')).toEqual({
      found: false,
    });
  });

  it('looks in Sent, not in the INBOX', async () => {
    await plain.append(message('inbox-only', 'Hi', '<inbox-only-1@candidate.example>'));
    expect(await findMessageInSent(settings(plain), quick, '<inbox-only-1@candidate.example>')).toEqual({
      found: false,
    });
  });

  it('reports a failure rather than "not found" when it cannot look', async () => {
    const result = await findMessageInSent(settings(plain, { password: 'bad-pass-77' }), quick, '<a@b.test>');
    expect(result).toMatchObject({ error: { kind: 'auth' } });
  });
});

describe('uidSet', () => {
  it('joins runs of UIDs into ranges', () => {
    expect(uidSet([3, 4, 5, 9, 12, 13])).toBe('3:5,9,12:13');
    expect(uidSet([7])).toBe('7');
    expect(uidSet([])).toBe('');
  });
});

async function flagsOf(server: TestImapServer, uids: number[]): Promise<string[][]> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: server.user, pass: server.password },
    logger: false,
    disableAutoIdle: true,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.mailboxOpen('INBOX', { readOnly: true });
    const rows = await client.fetchAll(uidSet(uids), { uid: true, flags: true }, { uid: true });
    return uids.map((uid) => [...(rows.find((r) => r.uid === uid)?.flags ?? [])]);
  } finally {
    await client.logout();
  }
}
