/**
 * The outbox listing: yours (and your delegators'), or the team's for admins, by recipient or by
 * message, and one thread as the outbox shows it. The actions live in outbox-actions.ts.
 */
import type {
  OutboxResponse,
  OutboxThread,
  outboxQuerySchema,
} from '@talentbase/shared/contracts/engage-outbox';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { ProjectViewer } from '../../projects/project-visibility';
import { usersActedFor } from '../delegation-access';
import {
  filterOptions,
  findMessagePage,
  findThreadPage,
  loadThreads,
  type OutboxFilters,
  type ThreadRow,
} from './outbox.repository';
import { convertAll, type Logger } from './outbox-convert';

export type OutboxCaller = {
  teamId: string;
  userId: string;
  ip: string | null;
  log: Logger;
  viewer: ProjectViewer;
};
type Query = z.output<typeof outboxQuerySchema>;

/** Lists the caller's outbox (`team` false) or the team's (`team` true, gate engageTeam). */
export async function listOutbox(
  db: Database,
  caller: OutboxCaller,
  query: Query,
  team: boolean,
): Promise<OutboxResponse> {
  // A filter naming another team's campaign or user is 404, like any other id of another team.
  if (query.campaignId) {
    const { rows } = await db.execute(sql`
      select 1 from engage_campaigns where id = ${Number(query.campaignId)} and team_id = ${caller.teamId}`);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'Campaign not found');
  }
  if (query.senderId) {
    const { rows } = await db.execute(sql`
      select 1 from team_members where user_id = ${query.senderId} and team_id = ${caller.teamId}`);
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'Sender not found');
  }
  const actedFor = await usersActedFor(db, caller.teamId, caller.userId);
  const filters: OutboxFilters = {
    teamId: caller.teamId,
    viewer: caller.viewer,
    actedFor: team ? null : actedFor,
    status: query.status,
    campaignId: query.campaignId ? Number(query.campaignId) : undefined,
    senderId: query.senderId,
    keyword: query.keyword || undefined,
    from: query.from,
    to: query.to,
    offset: query.offset,
    limit: query.limit,
  };
  const mayEdit = (row: ThreadRow) =>
    actedFor.includes(row.user_id) || actedFor.includes(row.campaign_user_id);
  const options = await filterOptions(db, caller.teamId, team ? null : actedFor, caller.viewer);
  const base = { offset: query.offset, limit: query.limit, ...options };
  if (query.view === 'recipients') {
    const page = await findThreadPage(db, filters);
    const { threads, dropped } = convertAll(
      await loadThreads(db, caller.teamId, page.ids),
      mayEdit,
      caller.log,
    );
    const ordered = page.ids.flatMap((id) => threads.get(String(id)) ?? []);
    return { view: 'recipients', total: page.total, dropped, threads: ordered, messages: [], ...base };
  }
  const page = await findMessagePage(db, filters);
  const { threads } = convertAll(await loadThreads(db, caller.teamId, page.threadIds), mayEdit, caller.log);
  const byId = new Map([...threads.values()].flatMap((t) => t.replies.map((m) => [m.id, m] as const)));
  const messages = page.ids.flatMap((id) => byId.get(String(id)) ?? []);
  return {
    view: 'messages',
    total: page.total,
    dropped: page.ids.length - messages.length,
    threads: [],
    messages,
    ...base,
  };
}

/** One thread as the outbox shows it (after an action). */
export async function getOutboxThread(
  db: Executor,
  caller: OutboxCaller,
  threadId: number,
): Promise<OutboxThread> {
  const actedFor = await usersActedFor(db, caller.teamId, caller.userId);
  const { threads } = convertAll(
    await loadThreads(db, caller.teamId, [threadId]),
    (row) => actedFor.includes(row.user_id) || actedFor.includes(row.campaign_user_id),
    caller.log,
  );
  const thread = threads.get(String(threadId));
  if (!thread) throw new AppError('NOT_FOUND', 'Thread not found');
  return thread;
}
