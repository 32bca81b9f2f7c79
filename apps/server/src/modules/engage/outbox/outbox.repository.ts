/**
 * The outbox's reads. Every query takes the team; "mine" narrows to the threads whose sender or
 * campaign owner is one of the users the caller acts for (themself and their delegators).
 * Filtering, ordering and paging happen in SQL (the derived status too, as a CASE that mirrors
 * domain/outbox.ts); the page's rows are then loaded whole and converted in the service.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bigintList, containsPattern, uuidList } from '../../../db/sql-lists';
import { type ProjectViewer, projectShown } from '../../projects/project-visibility';

export type OutboxFilters = {
  teamId: string;
  /** Threads of a project the viewer may not see are not theirs to list (project visibility). */
  viewer: ProjectViewer;
  /** null = the whole team (admins); otherwise the user ids the caller acts for. */
  actedFor: string[] | null;
  status?: string | undefined;
  campaignId?: number | undefined;
  senderId?: string | undefined;
  keyword?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
};

/** domain/outbox.ts deriveOutboxThreadStatus over threadSequenceStatus, in SQL. */
export const DERIVED_STATUS = sql`(case
  when not t.is_active then 'canceled'
  when t.is_bounced then 'bounced'
  when t.status = 'cancelled' or (t.status = 'ongoing' and c.status = 'cancelled') then 'canceled'
  when t.status = 'failed' then 'failed'
  when t.status = 'finished' then 'finished'
  else 'scheduled' end)`;

function threadConditions(f: OutboxFilters, messageKeyword: boolean): SQL {
  const parts: SQL[] = [sql`t.team_id = ${f.teamId}`, projectShown(f.viewer, sql`t.project_id`)];
  if (f.actedFor)
    parts.push(sql`(t.user_id = any(${uuidList(f.actedFor)}) or c.user_id = any(${uuidList(f.actedFor)}))`);
  if (f.status) parts.push(sql`${DERIVED_STATUS} = ${f.status}`);
  if (f.campaignId) parts.push(sql`t.campaign_id = ${f.campaignId}`);
  if (f.senderId) parts.push(sql`t.user_id = ${f.senderId}`);
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    parts.push(
      messageKeyword
        ? sql`(t.recipient_name ilike ${p} or t.recipient_email ilike ${p} or c.name ilike ${p} or m.subject ilike ${p})`
        : sql`(t.recipient_name ilike ${p} or t.recipient_email ilike ${p} or c.name ilike ${p})`,
    );
  }
  return sql.join(parts, sql` and `);
}

function timeConditions(f: OutboxFilters, alias: SQL): SQL[] {
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`coalesce(${alias}.sent_at, ${alias}.due_at) >= ${f.from}`);
  if (f.to) parts.push(sql`coalesce(${alias}.sent_at, ${alias}.due_at) <= ${f.to}`);
  return parts;
}

export type Page = { ids: number[]; total: number };

/** One page of thread ids, most recently changed first. */
export async function findThreadPage(db: Executor, f: OutboxFilters): Promise<Page> {
  const time = timeConditions(f, sql`m`);
  const where = [threadConditions(f, false)];
  if (time.length)
    where.push(
      sql`exists (select 1 from engage_messages m where m.thread_id = t.id and ${sql.join(time, sql` and `)})`,
    );
  const { rows } = await db.execute<{ id: string; total: number }>(sql`
    select t.id::text as id, count(*) over ()::int as total
      from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
     where ${sql.join(where, sql` and `)}
     order by t.updated_at desc, t.id desc
     offset ${f.offset} limit ${f.limit}`);
  return { ids: rows.map((r) => Number(r.id)), total: rows[0]?.total ?? (await countThreads(db, f, where)) };
}

async function countThreads(db: Executor, f: OutboxFilters, where: SQL[]): Promise<number> {
  if (f.offset === 0) return 0;
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
     where ${sql.join(where, sql` and `)}`);
  return rows[0]?.n ?? 0;
}

/** One page of message ids (with their threads), newest first. */
export async function findMessagePage(
  db: Executor,
  f: OutboxFilters,
): Promise<{ ids: number[]; threadIds: number[]; total: number }> {
  const where = [threadConditions(f, true), ...timeConditions(f, sql`m`)];
  const { rows } = await db.execute<{ id: string; thread_id: string; total: number }>(sql`
    select m.id::text as id, m.thread_id::text as thread_id, count(*) over ()::int as total
      from engage_messages m
      join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
     where ${sql.join(where, sql` and `)}
     order by coalesce(m.sent_at, m.due_at) desc, m.id desc
     offset ${f.offset} limit ${f.limit}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from engage_messages m
        join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
        join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
       where ${sql.join(where, sql` and `)}`);
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    ids: rows.map((r) => Number(r.id)),
    threadIds: [...new Set(rows.map((r) => Number(r.thread_id)))],
    total,
  };
}

export type ThreadRow = {
  id: string;
  team_id: string;
  campaign_id: string;
  project_id: string | null;
  profile_id: string;
  user_id: string;
  recipient_name: string;
  recipient_email: string | null;
  recipient_phone: string | null;
  status: string;
  cancel_reason: string | null;
  is_active: boolean;
  is_bounced: boolean;
  is_clicked: boolean;
  is_delivered: boolean;
  is_opened: boolean;
  is_replied: boolean;
  created_at: Date;
  updated_at: Date;
  campaign_name: string;
  campaign_status: string;
  campaign_channel: string;
  campaign_type: number;
  campaign_user_id: string;
  sender_name: string | null;
  current_title: string | null;
  current_company: string | null;
  location: string | null;
  doc: string | null;
};

export type StepRow = {
  campaign_id: string;
  step: number;
  channel: 'Email' | 'Text';
  subject: string;
  body: string;
  cc: string[];
  bcc: string[];
};

export type MessageRow = {
  id: string;
  thread_id: string;
  step: number;
  channel: 'Email' | 'Text';
  status: string;
  due_at: Date;
  subject: string | null;
  body: string | null;
  sent_at: Date | null;
  opened_at: Date | null;
  clicked_at: Date | null;
  last_error: string | null;
  delivered: boolean;
  bounced: boolean;
};

export type ThreadData = { threads: ThreadRow[]; steps: StepRow[]; messages: MessageRow[] };

/** The threads (in the team), their campaigns' steps and all their messages with delivery facts. */
export async function loadThreads(
  db: Executor,
  teamId: string,
  threadIds: readonly number[],
): Promise<ThreadData> {
  if (threadIds.length === 0) return { threads: [], steps: [], messages: [] };
  const ids = bigintList(threadIds);
  const threads = await db.execute<ThreadRow>(sql`
    select t.id::text as id, t.team_id, t.campaign_id::text as campaign_id, t.project_id::text as project_id,
           t.profile_id::text as profile_id, t.user_id, t.recipient_name, t.recipient_email, t.recipient_phone,
           t.status, t.cancel_reason, t.is_active, t.is_bounced, t.is_clicked, t.is_delivered, t.is_opened,
           t.is_replied, t.created_at, t.updated_at,
           c.name as campaign_name, c.status as campaign_status, c.channel as campaign_channel,
           c.campaign_type, c.user_id as campaign_user_id,
           u.full_name as sender_name, p.current_title, p.current_company, p.location, p.doc
      from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
      left join users u on u.id = t.user_id
      left join talent_profiles p on p.id = t.profile_id
     where t.team_id = ${teamId} and t.id = any(${ids})`);
  const campaignIds = [...new Set(threads.rows.map((r) => Number(r.campaign_id)))];
  const steps = campaignIds.length
    ? await db.execute<StepRow>(sql`
        select campaign_id::text as campaign_id, step, channel, subject, body, cc, bcc
          from engage_steps where team_id = ${teamId} and campaign_id = any(${bigintList(campaignIds)})
         order by campaign_id, step`)
    : { rows: [] };
  const messages = await db.execute<MessageRow>(sql`
    select m.id::text as id, m.thread_id::text as thread_id, m.step, m.channel, m.status, m.due_at, m.subject, m.body,
           m.sent_at, m.opened_at, m.clicked_at, m.last_error,
           exists (select 1 from engage_events e where e.message_row_id = m.id and e.kind = 'delivered') as delivered,
           exists (select 1 from engage_events e where e.message_row_id = m.id and e.kind = 'bounce') as bounced
      from engage_messages m
     where m.team_id = ${teamId} and m.thread_id = any(${ids})
     order by m.thread_id, m.step`);
  return { threads: threads.rows, steps: steps.rows, messages: messages.rows };
}

/** The campaigns and senders of the caller's outbox, for the filters. */
export async function filterOptions(
  db: Executor,
  teamId: string,
  actedFor: string[] | null,
  viewer: ProjectViewer,
): Promise<{ campaigns: { id: string; name: string }[]; senders: { userId: string; name: string }[] }> {
  const shown = projectShown(viewer, sql`t.project_id`);
  const mine = actedFor
    ? sql`and (t.user_id = any(${uuidList(actedFor)}) or c.user_id = any(${uuidList(actedFor)})) and ${shown}`
    : sql`and ${shown}`;
  const campaigns = await db.execute<{ id: string; name: string }>(sql`
    select c.id::text as id, c.name from engage_campaigns c
     where c.team_id = ${teamId}
       and exists (select 1 from engage_threads t where t.campaign_id = c.id and t.team_id = c.team_id ${mine})
     order by c.name, c.id limit 500`);
  const senders = await db.execute<{ user_id: string; name: string }>(sql`
    select u.id as user_id, u.full_name as name from users u
     where exists (select 1 from engage_threads t join engage_campaigns c on c.id = t.campaign_id
                    where t.team_id = ${teamId} and t.user_id = u.id ${mine})
     order by u.full_name limit 500`);
  return {
    campaigns: campaigns.rows,
    senders: senders.rows.map((r) => ({ userId: r.user_id, name: r.name })),
  };
}
