/**
 * What the public tracking links record (issue 14 item 6). The token has already been verified
 * by the route; these functions only look up the message row it names and record the event, in
 * one transaction with the thread's flags and the pipeline move, so a repeated or concurrent hit
 * never half-records.
 *
 * Only a message that went out (or is going out: 'sending' rows can be opened when the commit
 * after the SMTP acceptance is still running) records opens and clicks; a token for a row that
 * was never sent, or no longer exists, records nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { emitEngagementEvents } from '../../public-api/webhook-events';
import { applyEngagement } from '../pipeline-effects';
import { suppressAddress } from '../suppression';

type MessageRow = {
  id: string;
  team_id: string;
  thread_id: string;
  status: string;
  opened_at: Date | null;
  clicked_at: Date | null;
  project_id: string | null;
  profile_id: string;
  is_opened: boolean;
  is_clicked: boolean;
  recipient_email: string | null;
  channel: string;
};

/**
 * Locks the message row only (the delivery engine's lock order starts there too); the thread's
 * flags are then set by plain updates, which only ever turn them on.
 */
async function lockMessage(tx: Executor, messageRowId: number): Promise<MessageRow | null> {
  const { rows } = await tx.execute<MessageRow>(sql`
    select m.id::text as id, m.team_id, m.thread_id::text as thread_id, m.status, m.opened_at, m.clicked_at,
           t.project_id::text as project_id, t.profile_id::text as profile_id, t.is_opened, t.is_clicked,
           t.recipient_email, m.channel
      from engage_messages m
      join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
     where m.id = ${messageRowId}
       for update of m`);
  return rows[0] ?? null;
}

const WENT_OUT = new Set(['sent', 'sending']);

export type TrackResult = { recorded: boolean };

/** The open pixel: an 'open' event, the message's first-open time, the thread flag, the pipeline label. */
export async function recordOpen(db: Database, messageRowId: number): Promise<TrackResult> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, messageRowId);
    if (!row || !WENT_OUT.has(row.status)) return { recorded: false };
    await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind)
      values (${row.team_id}, ${row.id}, ${row.thread_id}, 'open')`);
    if (!row.opened_at) {
      await tx.execute(
        sql`update engage_messages set opened_at = now(), updated_at = now() where id = ${row.id}`,
      );
      await emitEngagementEvents(tx, 'engagement.email_opened', [row.id]);
    }
    if (!row.is_opened) {
      await tx.execute(
        sql`update engage_threads set is_opened = true, updated_at = now() where id = ${row.thread_id}`,
      );
      if (row.project_id)
        await applyEngagement(tx, row.team_id, 'opened', [
          { projectId: Number(row.project_id), profileId: Number(row.profile_id) },
        ]);
    }
    return { recorded: true };
  });
}

/** A click: a 'click' event with the address, first click (and, if missing, first open) times, flags, label. */
export async function recordClick(db: Database, messageRowId: number, url: string): Promise<TrackResult> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, messageRowId);
    if (!row || !WENT_OUT.has(row.status)) return { recorded: false };
    await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind, url)
      values (${row.team_id}, ${row.id}, ${row.thread_id}, 'click', ${url.slice(0, 2048)})`);
    await emitEngagementEvents(tx, 'engagement.link_clicked', [row.id], { url: url.slice(0, 2048) });
    // A click implies the message was opened, even when its images were blocked.
    await tx.execute(sql`
      update engage_messages
         set clicked_at = coalesce(clicked_at, now()), opened_at = coalesce(opened_at, now()), updated_at = now()
       where id = ${row.id}`);
    if (!row.is_clicked || !row.is_opened) {
      await tx.execute(sql`
        update engage_threads set is_clicked = true, is_opened = true, updated_at = now()
         where id = ${row.thread_id}`);
      if (row.project_id)
        // A link in a text labels the candidate "Text clicked" (text/text-render.ts tracks them).
        await applyEngagement(tx, row.team_id, row.channel === 'Text' ? 'text_clicked' : 'clicked', [
          { projectId: Number(row.project_id), profileId: Number(row.profile_id) },
        ]);
    }
    return { recorded: true };
  });
}

export type UnsubscribeTarget = { teamName: string; unsubscribed: boolean };

/**
 * What the unsubscribe page shows: the team's name and whether the address is already off the
 * list. Null when the token names no message with an email recipient (the page answers 404).
 */
export async function unsubscribeTarget(
  db: Executor,
  messageRowId: number,
): Promise<UnsubscribeTarget | null> {
  const { rows } = await db.execute<{ team_name: string; suppressed: boolean }>(sql`
    select tm.name as team_name,
           exists (select 1 from engage_suppressions s
                    where s.team_id = t.team_id and s.email = t.recipient_email) as suppressed
      from engage_messages m
      join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
      join teams tm on tm.id = t.team_id
     where m.id = ${messageRowId} and t.recipient_email is not null`);
  const row = rows[0];
  return row ? { teamName: row.team_name, unsubscribed: row.suppressed } : null;
}

/**
 * Unsubscribes the message's recipient from the team: suppression (which cancels every unsent
 * message to the address and stops its threads at once) and one 'unsubscribe' event per message.
 * Idempotent. Null when the token names no message with an email recipient.
 */
export async function unsubscribe(db: Database, messageRowId: number): Promise<UnsubscribeTarget | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: string;
      team_id: string;
      thread_id: string;
      recipient_email: string;
      team_name: string;
    }>(sql`
      select m.id::text as id, m.team_id, m.thread_id::text as thread_id, t.recipient_email, tm.name as team_name
        from engage_messages m
        join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
        join teams tm on tm.id = t.team_id
       where m.id = ${messageRowId} and t.recipient_email is not null`);
    const row = rows[0];
    if (!row) return null;
    await suppressAddress(tx, {
      teamId: row.team_id,
      email: row.recipient_email,
      reason: 'unsubscribed',
      messageRowId: Number(row.id),
    });
    const first = await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind)
      select ${row.team_id}, ${row.id}, ${row.thread_id}, 'unsubscribe'
       where not exists (select 1 from engage_events
                          where message_row_id = ${row.id} and kind = 'unsubscribe')`);
    if (first.rowCount) await emitEngagementEvents(tx, 'engagement.unsubscribed', [row.id]);
    return { teamName: row.team_name, unsubscribed: true };
  });
}
