/**
 * Answering from the inbox (issue 16): the recruiter writes plain text under a conversation and
 * it goes out from the mailbox the candidate wrote to, in the candidate's thread (Re: subject,
 * In-Reply-To the message answered, References the thread's Message-IDs).
 *
 * Here the answer is only written down: one row (engage_answers) with its Message-ID fixed, and
 * its send job, in one transaction. The answer engine (answer-delivery.ts) sends it, with the
 * delivery engine's crash rule. Who may answer: whoever may send from that mailbox (its owner and
 * the users they delegated to); an admin reading the team's inbox sees the conversation but
 * cannot write as someone else, and is told so.
 */
import crypto from 'node:crypto';
import type { InboxAnswerTarget } from '@talentbase/shared/contracts/engage-inbox';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { canActFor } from '../delegation-access';
import { messageIdDomain } from '../delivery/delivery-config';
import { enqueueAnswerJobs } from '../delivery/send-jobs';
import { messageIdFor } from '../mail/message-id';
import { replySubject } from '../mail/outgoing-message';
import { isSuppressed } from '../suppression';
import type { InboxCaller } from './inbox.service';

const MESSAGE_ID = /^<[^<>\s@]+@[^<>\s@]+>$/;

/** The message an answer replies to: the conversation's latest reply (or automatic answer). */
type Answered = {
  id: string;
  thread_id: string | null;
  profile_id: string | null;
  mailbox_id: string | null;
  message_id: string | null;
  subject: string | null;
  from_address: string;
  from_name: string | null;
  owner_id: string | null;
  owner_name: string | null;
  from_mailbox: string | null;
  recipient_name: string | null;
};

export type AnswerTarget =
  | {
      ok: true;
      answered: Answered;
      to: string;
      from: string;
      subject: string;
    }
  | { ok: false; reason: string };

/**
 * Who an answer to this conversation goes to and from, or why the caller cannot write one. The
 * conversation itself must already be visible to the caller (inbox.service checks that).
 */
export async function answerTarget(db: Executor, caller: InboxCaller, key: string): Promise<AnswerTarget> {
  const id = Number(key.slice(1));
  const which = key.startsWith('t') ? sql`i.thread_id = ${id}` : sql`i.id = ${id} and i.thread_id is null`;
  const { rows } = await db.execute<Answered>(sql`
    select i.id::text as id, i.thread_id::text as thread_id, coalesce(i.profile_id, t.profile_id)::text as profile_id,
           i.mailbox_id::text as mailbox_id, i.message_id, i.subject, i.from_address, i.from_name,
           b.user_id::text as owner_id, u.full_name as owner_name, b.from_address as from_mailbox,
           t.recipient_name
      from engage_inbound i
      left join engage_threads t on t.id = i.thread_id
      left join engage_mailboxes b on b.id = i.mailbox_id
      left join users u on u.id = b.user_id
     where i.team_id = ${caller.teamId} and ${which}
       and i.kind in ('reply', 'auto_reply') and i.from_address is not null and i.channel = 'Email'
     order by (i.kind = 'reply') desc, i.received_at desc, i.id desc
     limit 1`);
  const answered = rows[0];
  if (!answered) {
    const { rows: texts } = await db.execute(sql`
      select 1 from engage_inbound i where i.team_id = ${caller.teamId} and ${which} and i.channel = 'Text' limit 1`);
    return {
      ok: false,
      reason:
        texts.length > 0
          ? 'This candidate answered by text: the inbox answers email only; write to them from a text sequence.'
          : 'There is nothing to answer here: only delivery notices came back.',
    };
  }
  if (!answered.owner_id || !answered.from_mailbox)
    return { ok: false, reason: 'The mailbox this message came to is no longer connected.' };
  if (!(await canActFor(db, caller.teamId, caller.userId, answered.owner_id)))
    return {
      ok: false,
      reason: `Answers go out from ${answered.owner_name ?? 'the owner'}’s mailbox: only they, or someone they delegated their email to, can send one.`,
    };
  if (await isSuppressed(db, caller.teamId, answered.from_address))
    return {
      ok: false,
      reason: `${answered.from_address} is on your team’s do-not-email list (unsubscribed or bounced).`,
    };
  const firstSubject = answered.subject?.trim() || '(no subject)';
  return {
    ok: true,
    answered,
    to: answered.from_address,
    from: answered.from_mailbox,
    subject: replySubject(firstSubject.replace(/^(re:\s*)+/i, '')),
  };
}

export const answerTargetView = (t: AnswerTarget): InboxAnswerTarget | null =>
  t.ok ? { to: t.to, from: t.from, subject: t.subject } : null;

/** The thread's Message-IDs, oldest first: the steps sent, earlier answers, and the message answered. */
async function referencesOf(tx: Executor, answered: Answered): Promise<string[]> {
  const ids: string[] = [];
  if (answered.thread_id !== null) {
    const { rows } = await tx.execute<{ message_id: string }>(sql`
      select message_id from (
        select m.message_id, m.sent_at as at from engage_messages m
         where m.thread_id = ${answered.thread_id} and m.status = 'sent'
        union all
        select a.message_id, a.sent_at from engage_answers a
         where a.thread_id = ${answered.thread_id} and a.status = 'sent') x
       order by at`);
    ids.push(...rows.map((r) => r.message_id));
  }
  if (answered.message_id) ids.push(answered.message_id.trim());
  // References are header values: only well-formed ids, each once, the newest 20 (RFC 5322 allows
  // trimming the middle of a long chain; mail clients thread on the last ones).
  return [...new Set(ids.filter((v) => MESSAGE_ID.test(v)))].slice(-20);
}

export type AnswerDeps = { messageIdSecret: string; publicUrl: string };

/** Writes the answer and its send job; returns the new row's id. */
export async function createAnswer(
  db: Database,
  deps: AnswerDeps,
  caller: InboxCaller,
  key: string,
  body: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const target = await answerTarget(tx, caller, key);
    if (!target.ok) throw new AppError('CONFLICT', target.reason);
    const { answered } = target;
    const references = await referencesOf(tx, answered);
    const inReplyTo =
      answered.message_id && MESSAGE_ID.test(answered.message_id.trim()) ? answered.message_id.trim() : null;
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into engage_answers (team_id, thread_id, inbound_id, profile_id, mailbox_id, author_id,
                                  to_address, to_name, subject, body, message_id, in_reply_to, "references")
      values (${caller.teamId}, ${answered.thread_id}, ${answered.id}, ${answered.profile_id},
              ${answered.mailbox_id}, ${caller.userId}, ${target.to},
              ${answered.recipient_name ?? answered.from_name ?? ''}, ${target.subject}, ${body.trim()},
              ${`pending-${crypto.randomUUID()}`}, ${inReplyTo},
              ${`{${references.map((r) => JSON.stringify(r)).join(',')}}`}::text[])
      returning id::text as id`);
    const answerId = Number(rows[0]?.id);
    // Fixed now, like a step's: a resend after a crash carries the same id, and the candidate's
    // reply to it names an id we can find (match-thread.ts).
    const messageId = messageIdFor(
      { threadId: `a${answerId}`, step: 0 },
      messageIdDomain(target.from, deps.publicUrl),
      deps.messageIdSecret,
    );
    await tx.execute(sql`update engage_answers set message_id = ${messageId} where id = ${answerId}`);
    // Answering a conversation reads it.
    const which = key.startsWith('t')
      ? sql`thread_id = ${Number(key.slice(1))}`
      : sql`id = ${Number(key.slice(1))} and thread_id is null`;
    await tx.execute(
      sql`update engage_inbound set is_read = true where team_id = ${caller.teamId} and ${which}`,
    );
    await enqueueAnswerJobs(tx, [{ answerId, startAfter: new Date() }]);
    return answerId;
  });
}
