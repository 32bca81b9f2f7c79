/**
 * Reading a recruiter's own mailbox over IMAP (imapflow): new mail in the INBOX (replies and
 * bounces), and whether a message we sent is in the Sent mailbox.
 *
 * - We never change the user's mail: mailboxes are opened read-only (EXAMINE), bodies are fetched
 *   with BODY.PEEK, and nothing is flagged, moved or deleted. Instead of \Seen flags we keep a
 *   cursor: the mailbox's UIDVALIDITY and the last UID handed over.
 * - `security` works as for SMTP: 'tls' is TLS from the first byte (usually port 993), 'starttls'
 *   upgrades a plain connection and refuses to go on without it (usually 143), 'none' never
 *   encrypts, not even when the server offers STARTTLS.
 * - `connectAddress`: the IP address the SSRF guard resolved and checked. We connect there, while
 *   `host` stays the name the certificate is checked against.
 * - The password never leaves this module: imapflow's logger is off and every failure is rebuilt
 *   as an `ImapFailure` with the password cut out.
 */
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import { describeImapError, type ImapFailure, type ImapStage, imapProblem } from './imap-failure';

export type ImapSecurity = 'tls' | 'starttls' | 'none';

export type ImapSettings = {
  host: string;
  port: number;
  security: ImapSecurity;
  user: string;
  password: string;
};

export type ImapReaderOptions = {
  /** The checked IP address to connect to (from the SSRF guard); `host` is still the TLS name. */
  connectAddress?: string;
  /** Extra certificate authorities to trust (a self-hosted server with a private CA; tests). */
  ca?: string[];
  /** Milliseconds; the defaults suit a slow but working provider. */
  timeouts?: { connection?: number; greeting?: number; socket?: number };
};

/**
 * Where reading stopped last time. `uidValidity` null: the mailbox was never read. `since`: when
 * reading starts from the first message (never read, or UIDVALIDITY changed), only messages the
 * server received on or after that day are read, not the mailbox's whole history.
 */
export type ImapCursor = { uidValidity: string | null; lastUid: number; since?: Date | null };

export type InboundMessage = {
  uid: number;
  /** The size the server gives (RFC822.SIZE), in bytes. */
  size: number;
  /** The whole message as stored, or null when it was not downloaded (see `skippedReason`). */
  raw: Buffer | null;
  skippedReason?: string;
  internalDate: Date | null;
};

export type ReadLimits = {
  /** A bigger message is handed over without its bytes. */
  maxBytes?: number;
  /** UIDs per FETCH command. */
  batchSize?: number;
  /** Hand over at most this many messages in one read; the rest waits for the next. */
  maxMessages?: number;
};

export type ReadResult = {
  /** The mailbox's UIDVALIDITY; the cursor's own when the mailbox could not be opened. */
  uidValidity: string | null;
  /** The last UID handed over (and handled); the cursor to store. */
  lastUid: number;
  /** Messages handed over with their bytes. */
  read: number;
  /** Messages handed over without their bytes (too big). */
  skipped: number;
  /** The mailbox's UIDVALIDITY changed, so every UID was new and reading started over. */
  restarted: boolean;
  /** Why reading stopped early; what was handled before it still counts. */
  error: ImapFailure | null;
};

export type SentSearch = { found: boolean } | { error: ImapFailure };

export type ImapConnectionTest = { ok: true } | { ok: false; failure: ImapFailure };

const DEFAULT_TIMEOUTS = { connection: 15_000, greeting: 15_000, socket: 120_000 };
const DEFAULT_LIMITS = { maxBytes: 30 * 1024 * 1024, batchSize: 200 };
/** Tried in this order when no mailbox is marked \Sent (servers without SPECIAL-USE). */
const SENT_NAMES = ['Sent', 'Sent Items', 'Sent Messages', '[Gmail]/Sent Mail', 'INBOX.Sent', 'INBOX/Sent'];

function clientOptions(
  settings: ImapSettings,
  options: ImapReaderOptions,
  extra: Partial<ImapFlowOptions> = {},
): ImapFlowOptions {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  // A certificate names a host, not an address: only a name is sent as the TLS servername.
  const hostIsName = !/^[\d.]+$|:/.test(settings.host);
  const servername = hostIsName ? { servername: settings.host } : {};
  return {
    host: options.connectAddress ?? settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    ...(settings.security === 'tls' ? {} : { doSTARTTLS: settings.security === 'starttls' }),
    ...servername,
    tls: { ...servername, ...(options.ca ? { ca: options.ca } : {}), minVersion: 'TLSv1.2' },
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    emitLogs: false,
    // We run a few commands and log out; IDLE would only get in the way.
    disableAutoIdle: true,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    ...extra,
  };
}

/** An error thrown by the caller's `handle`: not the server's fault, so it is thrown on, not reported. */
class HandlerError extends Error {
  constructor(readonly original: unknown) {
    super('The message handler failed');
  }
}

/** A failure we can name better than the library can (a refused search, a message not sent). */
class ImapProblem extends Error {}

type Session = { client: ImapFlow; stage: ImapStage; lastError: Error | null };

/**
 * Connects, runs `work`, and always hangs up. A failure of the server or the network comes back
 * as an `ImapFailure` (with the stage it happened in); the caller's own errors are thrown on.
 */
async function withSession<T>(
  settings: ImapSettings,
  options: ImapReaderOptions,
  extra: Partial<ImapFlowOptions>,
  work: (session: Session) => Promise<T>,
): Promise<{ value: T } | { failure: ImapFailure }> {
  const client = new ImapFlow(clientOptions(settings, options, extra));
  const session: Session = { client, stage: 'connect', lastError: null };
  // imapflow emits 'error' when the connection breaks; unheard, Node would crash the process.
  // The command that was running rejects as well, usually with a vaguer "not available".
  client.on('error', (error: Error) => {
    session.lastError = error;
  });
  try {
    await client.connect();
    session.stage = 'session';
    return { value: await work(session) };
  } catch (error) {
    if (error instanceof HandlerError) throw error.original;
    if (error instanceof ImapProblem) return { failure: imapProblem(error.message, settings) };
    return { failure: describeImapError(pickError(error, session.lastError), settings, session.stage) };
  } finally {
    await hangUp(client);
  }
}

/** The socket's own error (ECONNRESET, a timeout) says more than "Connection not available". */
function pickError(thrown: unknown, emitted: Error | null): unknown {
  const code = (thrown as { code?: string } | null)?.code;
  return emitted && (code === 'NoConnection' || code === 'EConnectionClosed') ? emitted : thrown;
}

async function hangUp(client: ImapFlow): Promise<void> {
  if (client.usable) {
    await client.logout().catch(() => client.close());
  } else {
    client.close();
  }
}

/** Opens a mailbox without the right to change it. */
async function examine(client: ImapFlow, path: string) {
  return client.mailboxOpen(path, { readOnly: true });
}

/**
 * Hands every message of the INBOX after the cursor to `handle`, in UID order, and moves the
 * cursor only once `handle` has resolved: a failure half-way returns the progress so far with
 * the error, and the next read goes on from there. A message over `maxBytes` is handed over
 * without its bytes (and without downloading them). If the mailbox's UIDVALIDITY is not the
 * cursor's, its UIDs mean other messages now, so reading starts over from the first
 * (`restarted`); the caller's intake must be idempotent on Message-ID. A `handle` that throws
 * stops the read and its error is thrown on.
 */
export async function readNewMessages(
  settings: ImapSettings,
  options: ImapReaderOptions,
  cursor: ImapCursor,
  handle: (message: InboundMessage) => Promise<void>,
  limits: ReadLimits = {},
): Promise<ReadResult> {
  const maxBytes = limits.maxBytes ?? DEFAULT_LIMITS.maxBytes;
  const batchSize = Math.max(1, limits.batchSize ?? DEFAULT_LIMITS.batchSize);
  const progress: ReadResult = {
    uidValidity: cursor.uidValidity,
    lastUid: cursor.lastUid,
    read: 0,
    skipped: 0,
    restarted: false,
    error: null,
  };
  // A server that sends more than it announced must not make us hold it all in memory.
  const literalCap = Math.max(maxBytes, 1024 * 1024);
  const outcome = await withSession(
    settings,
    options,
    { maxLiteralSize: literalCap, maxResponseSize: literalCap + 16 * 1024 * 1024 },
    async ({ client }) => {
      const mailbox = await examine(client, 'INBOX');
      const uidValidity = mailbox.uidValidity.toString();
      if (cursor.uidValidity !== null && cursor.uidValidity !== uidValidity) {
        progress.restarted = true;
        progress.lastUid = 0;
      }
      progress.uidValidity = uidValidity;
      if (mailbox.exists === 0) return;
      const since = progress.lastUid === 0 ? (cursor.since ?? null) : null;
      const found = await newUids(client, progress.lastUid, since);
      const uids = found.slice(0, limits.maxMessages ?? undefined);
      for (let i = 0; i < uids.length; i += batchSize) {
        await readBatch(client, uids.slice(i, i + batchSize), maxBytes, handle, progress);
      }
      // The older messages left out by `since` are passed over for good: the cursor moves past
      // them (unless this read stopped short, when the rest is read from where it stopped).
      if (since && uids.length === found.length) {
        const all = await newUids(client, progress.lastUid, null);
        progress.lastUid = all.reduce((max, uid) => Math.max(max, uid), progress.lastUid);
      }
    },
  );
  if ('failure' in outcome) progress.error = outcome.failure;
  return progress;
}

/** UIDs above `lastUid`, ascending. `N:*` always matches the last message, even one below N. */
async function newUids(client: ImapFlow, lastUid: number, since: Date | null): Promise<number[]> {
  const found = await client.search({ uid: `${lastUid + 1}:*`, ...(since ? { since } : {}) }, { uid: true });
  if (!Array.isArray(found))
    throw new ImapProblem('The IMAP server refused to list the new messages of the INBOX.');
  return found.filter((uid) => uid > lastUid).sort((a, b) => a - b);
}

type Listed = { uid: number; size: number; internalDate: Date | null };

/** Sizes first, so a message over the limit is never downloaded; then the rest, in UID order. */
async function readBatch(
  client: ImapFlow,
  uids: number[],
  maxBytes: number,
  handle: (message: InboundMessage) => Promise<void>,
  progress: ReadResult,
): Promise<void> {
  const listed = await listSizes(client, uids);
  const wanted: Listed[] = [];
  for (const uid of uids) {
    const entry = listed.get(uid);
    // Gone between the search and now (deleted by the user): nothing left to read.
    if (!entry) continue;
    if (entry.size > maxBytes) {
      // Everything before it must be handed over first, to keep UID order.
      await downloadAndHand(client, wanted.splice(0), handle, progress);
      await hand(handle, { ...entry, raw: null, skippedReason: tooBig(entry.size, maxBytes) }, progress);
    } else {
      wanted.push(entry);
    }
  }
  await downloadAndHand(client, wanted, handle, progress);
  progress.lastUid = Math.max(progress.lastUid, uids[uids.length - 1] ?? 0);
}

async function listSizes(client: ImapFlow, uids: number[]): Promise<Map<number, Listed>> {
  const rows = await client.fetchAll(
    uidSet(uids),
    { uid: true, size: true, internalDate: true },
    { uid: true },
  );
  const listed = new Map<number, Listed>();
  for (const row of rows) {
    const date = row.internalDate ? new Date(row.internalDate) : null;
    listed.set(row.uid, {
      uid: row.uid,
      size: row.size ?? 0,
      internalDate: date && !Number.isNaN(date.getTime()) ? date : null,
    });
  }
  return listed;
}

/**
 * Streams the messages' bytes and hands each over as it arrives, in UID order. imapflow waits for
 * `handle` before it reads the next reply, so with a server that answers in order (they all do in
 * practice) one message at a time is held in memory however large the batch; one that answers
 * out of order makes us hold the early ones until their turn.
 */
async function downloadAndHand(
  client: ImapFlow,
  entries: Listed[],
  handle: (message: InboundMessage) => Promise<void>,
  progress: ReadResult,
): Promise<void> {
  if (entries.length === 0) return;
  const expected = new Set(entries.map((e) => e.uid));
  const early = new Map<number, Buffer>();
  let next = 0;
  for await (const row of client.fetch(uidSet([...expected]), { uid: true, source: true }, { uid: true })) {
    // Unasked-for rows (a flag change another client made) carry no source: not ours.
    if (!row.source || !expected.has(row.uid)) continue;
    early.set(row.uid, row.source);
    for (let entry = entries[next]; entry && early.has(entry.uid); entry = entries[++next]) {
      const raw = early.get(entry.uid) ?? null;
      early.delete(entry.uid);
      await hand(handle, { ...entry, raw }, progress);
    }
  }
  for (const entry of entries.slice(next)) {
    const raw = early.get(entry.uid);
    if (raw) {
      await hand(handle, { ...entry, raw }, progress);
      continue;
    }
    // The FETCH ended without it: gone since it was listed (fine), or the server failed to send it.
    if (!(await stillThere(client, entry.uid))) continue;
    throw new ImapProblem(
      `The IMAP server did not send message ${entry.uid} of the INBOX. It is asked for again on the next read.`,
    );
  }
  progress.lastUid = Math.max(progress.lastUid, entries[entries.length - 1]?.uid ?? 0);
}

async function stillThere(client: ImapFlow, uid: number): Promise<boolean> {
  const found = await client.search({ uid: String(uid) }, { uid: true });
  return Array.isArray(found) && found.includes(uid);
}

async function hand(
  handle: (message: InboundMessage) => Promise<void>,
  message: InboundMessage,
  progress: ReadResult,
): Promise<void> {
  try {
    await handle(message);
  } catch (error) {
    throw new HandlerError(error);
  }
  progress.lastUid = message.uid;
  if (message.raw) progress.read++;
  else progress.skipped++;
}

function tooBig(size: number, maxBytes: number): string {
  return `The message is ${formatSize(size)}, over the ${formatSize(maxBytes)} limit`;
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 10) return `${Math.round(mb)} MB`;
  if (mb >= 1) return `${Math.round(mb * 10) / 10} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** "3:5,9,12:13": a short UID set for a FETCH command. */
export function uidSet(uids: number[]): string {
  const parts: string[] = [];
  let start = uids[0];
  let end = start;
  for (const uid of uids.slice(1)) {
    if (end !== undefined && uid === end + 1) {
      end = uid;
      continue;
    }
    parts.push(start === end ? `${start}` : `${start}:${end}`);
    start = uid;
    end = uid;
  }
  if (start !== undefined) parts.push(start === end ? `${start}` : `${start}:${end}`);
  return parts.join(',');
}

/**
 * Whether a message we sent is in the Sent mailbox, by its Message-ID: asked before sending again
 * a message whose first attempt ended without a clear answer, so the candidate does not get it
 * twice. The Sent mailbox is the one the server marks \Sent, else one of the usual names.
 */
export async function findMessageInSent(
  settings: ImapSettings,
  options: ImapReaderOptions,
  messageId: string,
): Promise<SentSearch> {
  const bare = messageId.trim().replace(/^<|>$/g, '');
  if (!bare || /[\s<>"\\]/.test(bare)) throw new Error(`Not a Message-ID: ${JSON.stringify(messageId)}`);
  const outcome = await withSession(settings, options, {}, async ({ client }) => {
    const sent = await sentMailbox(client);
    if (!sent) return null;
    await examine(client, sent);
    // HEADER search matches a substring; with the angle brackets only this exact id matches.
    const found = await client.search({ header: { 'message-id': `<${bare}>` } }, { uid: true });
    if (!Array.isArray(found))
      throw new ImapProblem(`The IMAP server refused to search the mailbox ${sent}.`);
    return found.length > 0;
  });
  if ('failure' in outcome) return { error: outcome.failure };
  if (outcome.value === null) {
    return { error: imapProblem('No Sent mailbox was found on the IMAP server.', settings) };
  }
  return { found: outcome.value };
}

async function sentMailbox(client: ImapFlow): Promise<string | null> {
  const mailboxes = (await client.list()).filter((m) => !m.flags.has('\\Noselect'));
  // imapflow also guesses special use from well-known names; the server's own marking wins.
  const marked =
    mailboxes.find((m) => m.specialUse === '\\Sent' && m.specialUseSource !== 'name') ??
    mailboxes.find((m) => m.specialUse === '\\Sent');
  if (marked) return marked.path;
  const byName = new Map(mailboxes.map((m) => [m.path.toLowerCase(), m.path]));
  for (const name of SENT_NAMES) {
    const path = byName.get(name.toLowerCase());
    if (path) return path;
  }
  return null;
}

/** Connects, secures, signs in and opens the INBOX as a read would, then hangs up. */
export async function testImapConnection(
  settings: ImapSettings,
  options: ImapReaderOptions = {},
): Promise<ImapConnectionTest> {
  const outcome = await withSession(settings, options, {}, async ({ client }) => {
    await examine(client, 'INBOX');
  });
  return 'failure' in outcome ? { ok: false, failure: outcome.failure } : { ok: true };
}
