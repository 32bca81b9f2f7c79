/**
 * Which thread and step a message that came back answers. Only our own Message-IDs count (their
 * HMAC is checked before the database is asked, mail/message-id.ts), and only a message this
 * mailbox's team sent from this mailbox (or by its owner): a bounce or reply that names another
 * team's message, forged or misrouted, matches nothing and changes nothing.
 *
 * A reply without threading headers (some clients drop them) is matched by its sender only when
 * exactly one sequence of this mailbox's owner has written to that address; with several it
 * stays unmatched, with the reason, in the inbox. Mail with no reference of ours from someone no
 * sequence wrote to is unrelated to outreach and left alone.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { parseMessageId } from '../mail/message-id';
import type { Classified } from './classify';

export type InboundMailbox = { id: number; teamId: string; userId: string };

export type ThreadMatch = {
  threadId: number;
  messageRowId: number;
  profileId: number;
  projectId: number | null;
  recipientEmail: string | null;
  how: 'reference' | 'sender';
};

/**
 * `unrelated`: the message has nothing to do with outreach (no reference of ours, from someone
 * this mailbox's owner never wrote to through a sequence: a colleague, a newsletter, a bounce of
 * their own mail). The intake leaves it alone: the inbox is for candidates' answers.
 */
export type MatchResult =
  | { match: ThreadMatch; note: string | null }
  | { match: null; note: string; unrelated?: boolean };

type Row = {
  message_id: string;
  message_row_id: string;
  thread_id: string;
  profile_id: string;
  project_id: string | null;
  recipient_email: string | null;
  team_id: string;
  user_id: string;
  mailbox_id: string | null;
};

const toMatch = (r: Row, how: ThreadMatch['how']): ThreadMatch => ({
  threadId: Number(r.thread_id),
  messageRowId: Number(r.message_row_id),
  profileId: Number(r.profile_id),
  projectId: r.project_id === null ? null : Number(r.project_id),
  recipientEmail: r.recipient_email,
  how,
});

const COLUMNS = sql`m.message_id, m.id::text as message_row_id, t.id::text as thread_id,
  t.profile_id::text as profile_id, t.project_id::text as project_id, t.recipient_email,
  t.team_id::text as team_id, t.user_id::text as user_id, m.mailbox_id::text as mailbox_id`;

async function byReferences(db: Executor, mailbox: InboundMailbox, ours: string[]): Promise<MatchResult> {
  const ids = `{${ours.map((id) => JSON.stringify(id)).join(',')}}`;
  // A sequence step, or an answer written in the inbox (it stands for its thread's last sent step).
  const { rows } = await db.execute<Row>(sql`
    select ${COLUMNS}
      from engage_messages m join engage_threads t on t.id = m.thread_id
     where m.message_id = any(${ids}::text[])
    union all
    select a.message_id, m.id::text, t.id::text, t.profile_id::text, t.project_id::text, t.recipient_email,
           t.team_id::text, t.user_id::text, a.mailbox_id::text
      from engage_answers a join engage_threads t on t.id = a.thread_id
      join lateral (select e.id from engage_messages e where e.thread_id = t.id and e.status = 'sent'
                     order by e.step desc limit 1) m on true
     where a.message_id = any(${ids}::text[])`);
  const byId = new Map(rows.map((r) => [r.message_id, r]));
  let otherTeam = false;
  let otherMailbox = false;
  for (const id of ours) {
    const row = byId.get(id);
    if (!row) continue;
    if (row.team_id !== mailbox.teamId) otherTeam = true;
    else if (row.mailbox_id !== String(mailbox.id) && row.user_id !== mailbox.userId) otherMailbox = true;
    else return { match: toMatch(row, 'reference'), note: null };
  }
  if (otherTeam)
    return { match: null, note: 'It refers to a message another team sent: it changes nothing here' };
  if (otherMailbox) return { match: null, note: 'It refers to a message sent from another mailbox' };
  return { match: null, note: 'It refers to a message that no longer exists (its sequence was deleted)' };
}

async function bySender(db: Executor, mailbox: InboundMailbox, sender: string): Promise<MatchResult> {
  // The latest sent message of each thread of this owner's to the address.
  const { rows } = await db.execute<Row>(sql`
    select distinct on (t.id) ${COLUMNS}
      from engage_threads t
      join engage_messages m on m.thread_id = t.id and m.status = 'sent'
     where t.team_id = ${mailbox.teamId} and t.user_id = ${mailbox.userId} and t.recipient_email = ${sender}
     order by t.id, m.step desc
     limit 2`);
  const [only, another] = rows;
  if (only && !another)
    return {
      match: toMatch(only, 'sender'),
      note: 'Matched by the sender: the message had no threading headers',
    };
  if (only)
    return {
      match: null,
      note: `It has no threading headers, and several sequences of this mailbox wrote to ${sender}`,
    };
  return { match: null, note: 'It answers no message sent from this mailbox', unrelated: true };
}

export async function matchThread(
  db: Executor,
  mailbox: InboundMailbox,
  classified: Classified,
  sender: string | null,
  secret: string,
): Promise<MatchResult> {
  const ours = classified.references.filter((id) => parseMessageId(id, secret) !== null);
  if (ours.length > 0) return byReferences(db, mailbox, ours);
  if (classified.kind === 'bounce_hard' || classified.kind === 'bounce_soft')
    return { match: null, note: 'The notice names no message sent from this mailbox', unrelated: true };
  if (!sender)
    return { match: null, note: 'It has no sender address and no threading headers', unrelated: true };
  return bySender(db, mailbox, sender);
}
