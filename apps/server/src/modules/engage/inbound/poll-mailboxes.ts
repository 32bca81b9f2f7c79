/**
 * The poller: reads new mail in each mailbox that has IMAP settings and hands every message to
 * the intake (intake.ts). A pg-boss job runs it every minute; each mailbox is read when its
 * `imap_next_poll_at` has come (every ENGAGE_POLL_INTERVAL_SECONDS, 2 minutes by default).
 *
 * A mailbox is claimed by moving its next poll time forward in the claiming statement (`for
 * update skip locked`), so two workers never read one mailbox at once. One mailbox failing (wrong
 * password, host refused, connection dropped) is recorded on it, with the reason, and the poller
 * goes on with the next; messages read before a failure are kept, and the cursor
 * (UIDVALIDITY, last UID) moves only past messages the intake has taken in, so the next poll
 * resumes exactly there. The cursor is saved when the read ends: a crash in the middle reads
 * those messages again, and the intake keeps each once (Message-ID). A message the intake cannot
 * parse is logged and passed over; one whose intake throws (a bug, a row the database refuses) is
 * tried on the next polls and passed over, logged, after MAX_INTAKE_FAILURES, so one bad message
 * cannot stop a mailbox from being read.
 *
 * The first read of a mailbox (and a read after its UIDVALIDITY changed) does not go through its
 * whole history: a reply can only answer what Talentbase sent, so it starts the day before the
 * first message sent from this mailbox (or yesterday, when nothing was sent yet).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/engage';
import type { SecretBox } from '../../../lib/secret-box';
import { getTeamSendingSettings } from '../mailboxes/team-sending-settings.service';
import { type ImapCursor, type InboundMessage, readNewMessages } from './imap-reader';
import { intakeMessage } from './intake';
import { openMailboxImap } from './mailbox-imap';

export type PollDeps = {
  secretBox: SecretBox;
  messageIdSecret: string;
  intervalSeconds: number;
  /** Extra certificate authorities (tests with their own TLS server). */
  ca?: string[];
  log?: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };
  /** The intake (tests replace it to make one message fail). */
  intake?: typeof intakeMessage;
  /** Messages per IMAP FETCH (the benchmark's naive peer asks for one at a time). */
  readBatchSize?: number;
  /** Messages taken in at once (INTAKE_CONCURRENCY; the benchmark's naive peer takes one). */
  intakeConcurrency?: number;
};

/** Messages of one mailbox taken in at once: parsing one while the database writes another. */
export const INTAKE_CONCURRENCY = 4;

/** Failed intakes of one message before it is passed over (counted per worker process). */
export const MAX_INTAKE_FAILURES = 3;
const intakeFailures = new Map<string, number>();

/** The day reading starts from when it starts from the first message. */
async function firstReadSince(db: Database, mailboxId: number): Promise<Date> {
  const { rows } = await db.execute<{ since: Date | string }>(sql`
    select coalesce(min(sent_at), now()) - interval '1 day' as since
      from engage_messages where mailbox_id = ${mailboxId} and status = 'sent'`);
  return new Date(rows[0]?.since ?? Date.now() - 86_400_000);
}

export type MailboxPoll = {
  mailboxId: number;
  read: number;
  skipped: number;
  unreadable: number;
  /** Mail unrelated to outreach (a colleague, a newsletter): read and left alone. */
  ignored: number;
  replies: number;
  bounces: number;
  error: string | null;
};

/** Messages one poll of one mailbox takes at most; the rest waits for the next poll. */
const MAX_PER_POLL = 5000;

async function saveCursor(db: Database, mailboxId: number, cursor: ImapCursor): Promise<void> {
  await db.execute(sql`
    update engage_mailboxes
       set imap_uid_validity = ${cursor.uidValidity}, imap_last_uid = ${cursor.lastUid}
     where id = ${mailboxId}`);
}

async function finish(db: Database, mailboxId: number, error: string | null): Promise<void> {
  await db.execute(sql`
    update engage_mailboxes
       set imap_polled_at = now(), imap_status = ${error ? 'failed' : 'ok'}, imap_last_error = ${error}
     where id = ${mailboxId}`);
}

const emptyPoll = (mailboxId: number): MailboxPoll => ({
  mailboxId,
  read: 0,
  skipped: 0,
  unreadable: 0,
  ignored: 0,
  replies: 0,
  bounces: 0,
  error: null,
});

/** Reads one mailbox now; the caller has claimed it. */
export async function pollMailbox(db: Database, mailboxId: number, deps: PollDeps): Promise<MailboxPoll> {
  const summary = emptyPoll(mailboxId);
  const [mailbox] = await db.select().from(engageMailboxes).where(sql`${engageMailboxes.id} = ${mailboxId}`);
  if (!mailbox) return summary;
  const { allowPrivateHosts } = await getTeamSendingSettings(db, mailbox.teamId);
  const opened = await openMailboxImap(mailbox, {
    secretBox: deps.secretBox,
    allowPrivateHosts,
    ca: deps.ca,
  });
  if (typeof opened === 'string') {
    summary.error = opened;
    await finish(db, mailboxId, opened);
    return summary;
  }
  const owner = { id: mailbox.id, teamId: mailbox.teamId, userId: mailbox.userId };
  const cursor: ImapCursor = {
    uidValidity: mailbox.imapUidValidity,
    lastUid: mailbox.imapLastUid,
    since: await firstReadSince(db, mailboxId),
  };
  const intake = deps.intake ?? intakeMessage;
  const takeIn = async (message: InboundMessage): Promise<void> => {
    if (message.raw === null) {
      summary.skipped++;
      deps.log?.warn(
        { mailboxId, uid: message.uid, reason: message.skippedReason },
        'engage poll: message skipped',
      );
      return;
    }
    const failureKey = `${mailboxId}:${message.uid}`;
    let taken: Awaited<ReturnType<typeof intakeMessage>>;
    try {
      taken = await intake(
        db,
        owner,
        message.raw,
        { source: 'imap', imapUid: message.uid, receivedAt: message.internalDate },
        deps.messageIdSecret,
      );
      intakeFailures.delete(failureKey);
    } catch (error) {
      const failures = (intakeFailures.get(failureKey) ?? 0) + 1;
      intakeFailures.set(failureKey, failures);
      if (failures < MAX_INTAKE_FAILURES) throw error;
      intakeFailures.delete(failureKey);
      summary.unreadable++;
      deps.log?.warn(
        { mailboxId, uid: message.uid, error: error instanceof Error ? error.message : String(error) },
        `engage poll: message passed over after ${failures} failed intakes`,
      );
      return;
    }
    if (!taken.ok) {
      summary.unreadable++;
      deps.log?.warn({ mailboxId, uid: message.uid, reason: taken.reason }, 'engage poll: message not read');
      return;
    }
    summary.read++;
    if (taken.unrelated) summary.ignored++;
    if (taken.kind === 'reply' && taken.matched && !taken.duplicate) summary.replies++;
    if (taken.kind === 'bounce_hard' && taken.matched && !taken.duplicate) summary.bounces++;
  };
  // Up to `concurrency` messages are taken in at once: one is parsed while the database works on
  // another. The cursor is saved only once every message handed over has been taken in, so a
  // failure anywhere leaves it where it was and the next poll reads those messages again.
  const concurrency = Math.max(1, deps.intakeConcurrency ?? INTAKE_CONCURRENCY);
  const inFlight = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  let result: Awaited<ReturnType<typeof readNewMessages>>;
  try {
    result = await readNewMessages(
      opened.settings,
      opened.options,
      cursor,
      async (message) => {
        if (failure) throw failure.error;
        const task: Promise<void> = takeIn(message)
          .catch((error: unknown) => {
            failure ??= { error };
          })
          .finally(() => inFlight.delete(task));
        inFlight.add(task);
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
      },
      { maxMessages: MAX_PER_POLL, ...(deps.readBatchSize ? { batchSize: deps.readBatchSize } : {}) },
    );
  } finally {
    await Promise.all(inFlight);
  }
  if (failure) throw (failure as { error: unknown }).error;
  await saveCursor(db, mailboxId, { uidValidity: result.uidValidity, lastUid: result.lastUid });
  summary.error = result.error?.message ?? null;
  await finish(db, mailboxId, summary.error);
  return summary;
}

/**
 * Claims the mailboxes due for a poll (moving each one's next poll forward) and reads them one
 * after the other. Returns what each poll did.
 */
export async function pollDueMailboxes(db: Database, deps: PollDeps, limit = 50): Promise<MailboxPoll[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    update engage_mailboxes m
       set imap_next_poll_at = now() + make_interval(secs => ${deps.intervalSeconds})
     where m.id in (select id from engage_mailboxes
                     where imap_status <> 'off' and coalesce(imap_next_poll_at, '-infinity') <= now()
                     order by imap_next_poll_at nulls first
                     limit ${limit}
                     for update skip locked)
     returning m.id::text as id`);
  const polls: MailboxPoll[] = [];
  for (const row of rows) {
    try {
      polls.push(await pollMailbox(db, Number(row.id), deps));
    } catch (error) {
      // A bug or a database failure on one mailbox: said on it, and the others still get read.
      const message = `Reading the mailbox failed: ${error instanceof Error ? error.message : String(error)}`;
      deps.log?.warn({ mailboxId: Number(row.id), error: message }, 'engage poll failed');
      await finish(db, Number(row.id), message).catch(() => undefined);
      polls.push({ ...emptyPoll(Number(row.id)), error: message });
    }
  }
  return polls;
}

/** The wait before the next look, in ms: until the next mailbox is due, between 1 and 5 seconds. */
async function untilNextDue(db: Database): Promise<number> {
  const { rows } = await db.execute<{ ms: number | null }>(sql`
    select (extract(epoch from min(coalesce(imap_next_poll_at, '-infinity')) - now()) * 1000)::float8 as ms
      from engage_mailboxes where imap_status <> 'off'`);
  const ms = rows[0]?.ms;
  return Math.min(
    5_000,
    Math.max(1_000, ms === null || ms === undefined || !Number.isFinite(ms) ? 5_000 : ms),
  );
}

/**
 * Reads every mailbox as soon as it is due, for `budgetMs`: a reply then waits at most one poll
 * interval plus a second or so, not for the next run of a job. Returns every poll it made.
 */
export async function pollForAWhile(
  db: Database,
  deps: PollDeps,
  options: { budgetMs: number; limit?: number; stop?: () => boolean },
): Promise<MailboxPoll[]> {
  const deadline = Date.now() + options.budgetMs;
  const polls: MailboxPoll[] = [];
  while (!options.stop?.()) {
    polls.push(...(await pollDueMailboxes(db, deps, options.limit)));
    const wait = await untilNextDue(db);
    if (Date.now() + wait > deadline) break;
    // In short slices, so that a stopping worker is not kept waiting.
    const until = Date.now() + wait;
    while (Date.now() < until && !options.stop?.())
      await new Promise((resolve) => setTimeout(resolve, Math.min(250, until - Date.now())));
  }
  return polls;
}
