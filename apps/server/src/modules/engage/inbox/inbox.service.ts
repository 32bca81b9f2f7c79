/**
 * The Engage inbox: what came back (engage_inbound), one conversation per thread, newest first.
 *
 * Who sees what, as in the outbox: "mine" is the mail of the threads whose sender is one of the
 * users the caller acts for (themself and their delegators), and of their own mailboxes when a
 * message matched no thread; the team's inbox (gate engageTeam) is all of the team's. A thread of
 * a project the caller may not see is not theirs to read (project visibility). The unread count
 * counts replies only: automatic answers and bounces are there to look at, not to answer.
 */
import type {
  InboxConversation,
  InboxConversationResponse,
  InboxEntry,
  InboxMarkReadResponse,
  InboxResponse,
  inboxQuerySchema,
} from '@talentbase/shared/contracts/engage-inbox';
import type { InboundKind } from '@talentbase/shared/contracts/engage-mailboxes';
import { replyDisplayLabel, replyDisplayStatus, replyStatusOf } from '@talentbase/shared/domain/outbox';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { bigintList, uuidList } from '../../../db/sql-lists';
import { AppError } from '../../../lib/errors';
import { type ProjectViewer, projectShown } from '../../projects/project-visibility';
import { usersActedFor } from '../delegation-access';
import { ownText } from '../inbound/reply-intent';
import { htmlToText } from '../templates/html-to-text';
import { answerTarget, answerTargetView } from './answer.service';

export type InboxCaller = { teamId: string; userId: string; viewer: ProjectViewer };
type Query = z.output<typeof inboxQuerySchema>;

const SNIPPET = 160;

/** SQL over `i` (engage_inbound), `t` (its thread, if any) and `b` (its mailbox): rows the caller may read. */
function visible(caller: InboxCaller, actedFor: string[] | null): SQL {
  const parts = [sql`i.team_id = ${caller.teamId}`, projectShown(caller.viewer, sql`t.project_id`)];
  if (actedFor) parts.push(sql`coalesce(t.user_id, b.user_id) = any(${uuidList(actedFor)})`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`engage_inbound i
  left join engage_threads t on t.id = i.thread_id
  left join engage_mailboxes b on b.id = i.mailbox_id`;

const KEY = sql`coalesce('t' || i.thread_id::text, 'm' || i.id::text)`;

async function scopeOf(db: Executor, caller: InboxCaller, team: boolean): Promise<string[] | null> {
  return team ? null : usersActedFor(db, caller.teamId, caller.userId);
}

async function unreadReplies(db: Executor, caller: InboxCaller, actedFor: string[] | null): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${FROM}
     where ${visible(caller, actedFor)} and i.kind = 'reply' and not i.is_read`);
  return rows[0]?.n ?? 0;
}

export async function inboxUnread(db: Executor, caller: InboxCaller, team: boolean): Promise<number> {
  return unreadReplies(db, caller, await scopeOf(db, caller, team));
}

type ConversationRow = {
  key: string;
  thread_id: string | null;
  messages: number;
  unread: number;
  last_id: string;
  kind: InboundKind;
  intent: string | null;
  subject: string | null;
  text_body: string | null;
  channel: 'Email' | 'Text';
  received_at: Date | string;
  is_read: boolean;
  match_note: string | null;
  from_address: string | null;
  from_name: string | null;
  profile_id: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  project_id: string | null;
  project_name: string | null;
  sender_id: string | null;
  sender_name: string | null;
  is_opened: boolean | null;
  is_clicked: boolean | null;
  is_replied: boolean | null;
  is_delivered: boolean | null;
  is_bounced: boolean | null;
};

/** The thread's reply display status (spec section 4), from its flags, as the outbox reads it. */
function displayOf(r: ConversationRow): InboxConversation['display'] {
  if (r.thread_id === null) return null;
  const status = replyDisplayStatus({
    opened: r.is_opened === true,
    clicked: r.is_clicked === true,
    replied: r.is_replied === true,
    status: replyStatusOf({
      status: 'sent',
      delivered: r.is_delivered === true,
      bounced: r.is_bounced === true,
    }),
  });
  return { status, label: replyDisplayLabel(status) };
}

const snippetOf = (text: string | null) => {
  const own = ownText(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return own.length > SNIPPET ? `${own.slice(0, SNIPPET - 1)}…` : own;
};

function toConversation(r: ConversationRow): InboxConversation {
  return {
    key: r.key,
    threadId: r.thread_id === null ? null : Number(r.thread_id),
    candidate: {
      profileId: r.profile_id === null ? null : Number(r.profile_id),
      name: r.recipient_name ?? r.from_name ?? r.from_address ?? 'Unknown sender',
      email: r.recipient_email ?? r.from_address,
    },
    campaign: r.campaign_id ? { id: Number(r.campaign_id), name: r.campaign_name ?? '' } : null,
    project: r.project_id ? { id: Number(r.project_id), name: r.project_name ?? '' } : null,
    sender: r.sender_id ? { userId: r.sender_id, name: r.sender_name ?? '' } : null,
    last: {
      id: Number(r.last_id),
      kind: r.kind,
      intent: r.intent,
      subject: r.subject,
      snippet: snippetOf(r.text_body),
      receivedAt: new Date(r.received_at).toISOString(),
      read: r.is_read,
      channel: r.channel,
    },
    messages: r.messages,
    unread: r.unread,
    note: r.thread_id === null ? r.match_note : null,
    display: displayOf(r),
  };
}

/** The page's conversations: grouped and ordered in SQL, then each one's last message and names. */
function conversationsSql(where: SQL, having: SQL, tail: SQL): SQL {
  return sql`
    with grouped as (
      select ${KEY} as key, i.thread_id, count(*)::int as messages,
             count(*) filter (where not i.is_read)::int as unread,
             (array_agg(i.id order by i.received_at desc, i.id desc))[1] as last_id,
             max(i.received_at) as last_at
        from ${FROM}
       where ${where}
       group by ${KEY}, i.thread_id
      having ${having}
    )
    select g.key, g.thread_id::text as thread_id, g.messages, g.unread, g.last_id::text as last_id,
           l.kind, l.intent, l.subject, l.text_body, l.channel, l.received_at, l.is_read, l.match_note,
           l.from_address, l.from_name, t.profile_id::text as profile_id, t.recipient_name,
           t.recipient_email, c.id::text as campaign_id, c.name as campaign_name,
           p.id::text as project_id, p.project_name, u.id::text as sender_id, u.full_name as sender_name,
           t.is_opened, t.is_clicked, t.is_replied, t.is_delivered, t.is_bounced
      from grouped g
      join engage_inbound l on l.id = g.last_id
      left join engage_threads t on t.id = g.thread_id
      left join engage_campaigns c on c.id = t.campaign_id
      left join projects p on p.id = t.project_id
      left join users u on u.id = t.user_id
     ${tail}`;
}

export async function listInbox(
  db: Executor,
  caller: InboxCaller,
  query: Query,
  team: boolean,
): Promise<InboxResponse> {
  const actedFor = await scopeOf(db, caller, team);
  const where = sql.join(
    [visible(caller, actedFor), query.show === 'replies' ? sql`i.kind = 'reply'` : sql`true`],
    sql` and `,
  );
  const having = query.unreadOnly ? sql`count(*) filter (where not i.is_read) > 0` : sql`true`;
  const offset = (query.page - 1) * query.pageSize;
  const { rows } = await db.execute<ConversationRow>(
    conversationsSql(
      where,
      having,
      sql`order by g.last_at desc, g.last_id desc limit ${query.pageSize} offset ${offset}`,
    ),
  );
  const { rows: count } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${FROM} where ${where} group by ${KEY} having ${having}) x`);
  return {
    data: rows.map(toConversation),
    total: count[0]?.n ?? 0,
    unread: await unreadReplies(db, caller, actedFor),
    page: query.page,
    pageSize: query.pageSize,
  };
}

type EntryRow = {
  direction: 'out' | 'in';
  id: string;
  kind: InboundKind | null;
  step: number | null;
  from_address: string | null;
  subject: string | null;
  body: string | null;
  at: Date | string;
  is_read: boolean;
  intent: string | null;
  bounced_address: string | null;
  bounce_status: string | null;
  /** Set for an answer written in the inbox: scheduled, sent or failed. */
  answer_status: string | null;
  answer_error: string | null;
  channel: 'Email' | 'Text';
};

const ANSWER_STATUS = { scheduled: 'sending', sent: 'sent', failed: 'failed' } as const;

const toEntry = (r: EntryRow): InboxEntry => ({
  direction: r.direction,
  id: Number(r.id),
  kind: r.kind,
  step: r.step,
  from: r.from_address,
  subject: r.subject,
  // What was sent is kept as the HTML that went out (its links rewritten for tracking); shown as
  // text like what came back, without the links' addresses, which say nothing to a reader.
  // A text went out as plain text already.
  text:
    r.direction === 'out' && r.answer_status === null && r.channel !== 'Text'
      ? htmlToText(r.body ?? '').replace(/ \(https?:\/\/[^\s)]+\)/g, '')
      : (r.body ?? ''),
  at: new Date(r.at).toISOString(),
  read: r.is_read,
  intent: r.intent,
  bounce:
    r.kind === 'bounce_hard' || r.kind === 'bounce_soft'
      ? { address: r.bounced_address, status: r.bounce_status }
      : null,
  delivery:
    r.answer_status === null
      ? null
      : {
          status: ANSWER_STATUS[r.answer_status as keyof typeof ANSWER_STATUS] ?? 'sending',
          error: r.answer_status === 'failed' ? r.answer_error : null,
        },
  channel: r.channel,
});

/**
 * One conversation: what was sent in the thread and what came back, oldest first. Any team's
 * key the caller may not read answers 404, like a missing one.
 */
export async function getConversation(
  db: Executor,
  caller: InboxCaller,
  key: string,
  team: boolean,
): Promise<InboxConversationResponse> {
  const actedFor = await scopeOf(db, caller, team);
  const id = Number(key.slice(1));
  const which = key.startsWith('t') ? sql`i.thread_id = ${id}` : sql`i.id = ${id} and i.thread_id is null`;
  const where = sql`${visible(caller, actedFor)} and ${which}`;
  const { rows } = await db.execute<ConversationRow>(conversationsSql(where, sql`true`, sql``));
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'Conversation not found');
  const none = sql`null as bounced_address, null as bounce_status`;
  const sent = key.startsWith('t')
    ? sql`select 'out' as direction, m.id::text as id, null as kind, m.step::int as step, null as from_address,
                 m.subject, m.body, m.sent_at as at, true as is_read, null as intent, ${none},
                 null as answer_status, null as answer_error, m.channel, m.sent_at as sort_at
            from engage_messages m where m.thread_id = ${id} and m.status = 'sent'
           union all`
    : sql``;
  const answers = key.startsWith('t')
    ? sql`a.thread_id = ${id}`
    : sql`a.inbound_id = ${id} and a.thread_id is null`;
  const { rows: entries } = await db.execute<EntryRow>(sql`
    select * from (
      ${sent}
      select 'out' as direction, a.id::text as id, null as kind, null::int as step, b.from_address,
             a.subject, a.body, coalesce(a.sent_at, a.created_at) as at, true as is_read, null as intent, ${none},
             a.status as answer_status, a.last_error as answer_error, 'Email' as channel,
             coalesce(a.sent_at, a.created_at) as sort_at
        from engage_answers a left join engage_mailboxes b on b.id = a.mailbox_id
       where a.team_id = ${caller.teamId} and ${answers}
      union all
      select 'in' as direction, i.id::text as id, i.kind, null::int as step, i.from_address, i.subject,
             i.text_body as body, i.received_at as at, i.is_read, i.intent, i.bounced_address, i.bounce_status,
             null as answer_status, null as answer_error, i.channel,
             -- A server's receipt time has whole seconds: an answer is never placed before what it answers.
             greatest(i.received_at, answered.sent_at) as sort_at
        from ${FROM}
        left join engage_messages answered on answered.id = i.message_row_id
       where ${where}) e
     order by e.sort_at, e.direction desc, e.id`);
  const target = await answerTarget(db, caller, key);
  return {
    conversation: toConversation(row),
    entries: entries.map(toEntry),
    answer: answerTargetView(target),
    answerBlocked: target.ok ? null : target.reason,
  };
}

/** Marks messages read or unread; any id the caller may not read makes it a 404 and nothing changes. */
export async function markRead(
  db: Executor,
  caller: InboxCaller,
  ids: readonly number[],
  read: boolean,
  team: boolean,
): Promise<InboxMarkReadResponse> {
  const actedFor = await scopeOf(db, caller, team);
  const unique = [...new Set(ids)];
  const { rows } = await db.execute<{ id: string }>(sql`
    select i.id::text as id from ${FROM} where ${visible(caller, actedFor)} and i.id = any(${bigintList(unique)})`);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'Message not found');
  const updated = await db.execute(sql`
    update engage_inbound set is_read = ${read}
     where team_id = ${caller.teamId} and id = any(${bigintList(unique)}) and is_read <> ${read}`);
  return { updated: updated.rowCount ?? 0, unread: await unreadReplies(db, caller, actedFor) };
}
