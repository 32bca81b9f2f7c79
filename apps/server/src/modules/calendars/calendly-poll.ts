/**
 * Polling a connected Calendly account (every 10 minutes, calendly-poll.job.ts): its scheduling
 * link and event types, then its scheduled events since the last poll. An invitee whose address
 * is a candidate the account's owner has an engage conversation with becomes a meeting
 * (Scheduled, MeetingScheduled 21); a canceled event cancels it (Canceled, 18).
 *
 * Idempotent: a meeting is kept once per (event, candidate) by a unique index, so reading an event
 * twice, or two polls overlapping, records one meeting and moves the candidate once.
 *
 * Failures: a poll that fails throws so the job is retried (3 times, 3 minutes apart); the account
 * counts failures in a row and the fourth marks it failed with the reason, which the calendar
 * screens show. A refused token is final at once (retrying cannot fix it): the account drops to
 * 'auth' until the user connects again.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { applyEngagement } from '../engage/pipeline-effects';
import { emitThreadEvent } from '../public-api/webhook-events';
import { calendarTokenAad } from './calendar-accounts.repository';
import {
  type CalendlyClient,
  CalendlyError,
  type CalendlyEvent,
  createCalendlyClient,
} from './calendly-client';

/** Retries after a failed poll before the account is marked failed (spec: 3, 3 minutes apart). */
export const POLL_RETRIES = 3;
/** How far back the first poll of an account reads. */
const FIRST_POLL_DAYS = 30;

export type PollDeps = {
  secretBox: SecretBox;
  calendlyApiUrl: string;
  now?: () => Date;
  calendly?: (token: string) => CalendlyClient;
};

export type PollSummary = { accountId: number; events: number; recorded: number; canceled: number };

type Account = {
  id: string;
  team_id: string;
  user_id: string;
  token_secret: string | null;
  calendly_user_uri: string | null;
  events_since: Date | string | null;
  poll_failures: number;
};

type Match = { profile_id: string; project_id: string | null; thread_id: string; recipient_name: string };

/** The candidate behind an invitee: the owner's latest conversation with that address. */
async function matchInvitee(tx: Executor, account: Account, email: string): Promise<Match | null> {
  const { rows } = await tx.execute<Match>(sql`
    select t.profile_id::text as profile_id, t.project_id::text as project_id, t.id::text as thread_id,
           t.recipient_name
      from engage_threads t
     where t.team_id = ${account.team_id} and t.user_id = ${account.user_id} and t.recipient_email = ${email}
     order by t.created_at desc, t.id desc limit 1`);
  return rows[0] ?? null;
}

/** Records one invitee of one event; returns what changed. */
async function recordInvitee(
  db: Database,
  account: Account,
  event: CalendlyEvent,
  invitee: { email: string; name: string; status: string },
): Promise<'recorded' | 'canceled' | null> {
  if (!invitee.email) return null;
  return db.transaction(async (tx) => {
    const match = await matchInvitee(tx, account, invitee.email);
    if (!match) return null;
    const canceled = event.status === 'canceled' || invitee.status === 'canceled';
    const minutes = Math.min(
      480,
      Math.max(5, Math.round((event.endTime.getTime() - event.startTime.getTime()) / 60_000)),
    );
    const candidate = match.project_id
      ? [{ projectId: Number(match.project_id), profileId: Number(match.profile_id) }]
      : [];
    const { rows } = await tx.execute<{ id: string; inserted: boolean; was: string }>(sql`
      insert into meetings (team_id, user_id, profile_id, project_id, thread_id, title, location, start_at,
                            duration_minutes, status, source, ics_uid, attendee_name, attendee_email,
                            calendly_event_uri)
      values (${account.team_id}, ${account.user_id}, ${Number(match.profile_id)},
              ${match.project_id === null ? null : Number(match.project_id)}, ${Number(match.thread_id)},
              ${event.name || 'Calendly meeting'}, ${event.location}, ${event.startTime.toISOString()}::timestamptz,
              ${minutes}, ${canceled ? 'canceled' : 'scheduled'}, 'calendly',
              ${`${event.uuid}.${match.profile_id}@calendly`}, ${invitee.name || match.recipient_name},
              ${invitee.email}, ${event.uri})
      on conflict (team_id, calendly_event_uri, profile_id) where calendly_event_uri is not null do nothing
      returning id::text as id`);
    if (rows[0]) {
      if (!canceled) await applyEngagement(tx, account.team_id, 'meeting_scheduled', candidate);
      if (!canceled)
        await emitThreadEvent(tx, 'engagement.meeting_booked', account.team_id, Number(match.thread_id), {
          meetingId: rows[0].id,
          startAt: event.startTime.toISOString(),
        });
      return canceled ? null : 'recorded';
    }
    if (!canceled) return null;
    // Known and now canceled on Calendly: cancel it here once.
    const { rows: changed } = await tx.execute(sql`
      update meetings set status = 'canceled', sequence = sequence + 1, updated_at = now()
       where team_id = ${account.team_id} and calendly_event_uri = ${event.uri}
         and profile_id = ${Number(match.profile_id)} and status <> 'canceled'
      returning id`);
    if (changed.length === 0) return null;
    await applyEngagement(tx, account.team_id, 'meeting_canceled', candidate);
    return 'canceled';
  });
}

async function markFailure(db: Database, account: Account, message: string, final: boolean) {
  await db.execute(sql`
    update calendar_accounts
       set poll_failures = poll_failures + 1, last_error = ${message}, polled_at = now(),
           poll_status = ${final ? 'failed' : 'untested'}
     where id = ${Number(account.id)}`);
}

/**
 * Polls one account. Throws when the poll failed and a retry may help (the job retries it);
 * returns null when there is nothing to poll or the failure was recorded as final.
 */
export async function pollCalendlyAccount(
  db: Database,
  accountId: number,
  deps: PollDeps,
): Promise<PollSummary | null> {
  const now = (deps.now ?? (() => new Date()))();
  const { rows } = await db.execute<Account>(sql`
    select id::text as id, team_id, user_id, token_secret, calendly_user_uri, events_since, poll_failures
      from calendar_accounts where id = ${accountId} and type = 'calendly'`);
  const account = rows[0];
  if (!account?.token_secret || !account.calendly_user_uri) return null;
  let token: string;
  try {
    token = deps.secretBox.decrypt(account.token_secret, calendarTokenAad(accountId));
  } catch {
    await markFailure(
      db,
      account,
      'The Calendly token cannot be read on this server: connect Calendly again.',
      true,
    );
    await db.execute(sql`update calendar_accounts set calendly_user_uri = null where id = ${accountId}`);
    return null;
  }
  const client = deps.calendly ? deps.calendly(token) : createCalendlyClient(deps.calendlyApiUrl, token);
  const summary: PollSummary = { accountId, events: 0, recorded: 0, canceled: 0 };
  try {
    // The calendar link and the "calendly templates".
    const me = await client.me();
    const eventTypes = await client.eventTypes(me.uri);
    await db.execute(sql`
      update calendar_accounts
         set scheduling_url = ${me.schedulingUrl || null}, event_types = ${JSON.stringify(eventTypes)}::jsonb
       where id = ${accountId}`);
    const since = account.events_since
      ? new Date(account.events_since)
      : new Date(now.getTime() - FIRST_POLL_DAYS * 86_400_000);
    const events = await client.scheduledEvents(me.uri, since);
    summary.events = events.length;
    for (const event of events) {
      for (const invitee of await client.invitees(event.uuid)) {
        const done = await recordInvitee(db, account, event, invitee);
        if (done === 'recorded') summary.recorded += 1;
        if (done === 'canceled') summary.canceled += 1;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refused = error instanceof CalendlyError && error.kind === 'auth';
    const final = refused || account.poll_failures + 1 > POLL_RETRIES;
    await markFailure(
      db,
      account,
      final && !refused ? `${message} (gave up after ${POLL_RETRIES} retries)` : message,
      final,
    );
    if (refused)
      await db.execute(sql`update calendar_accounts set calendly_user_uri = null where id = ${accountId}`);
    if (final) return null;
    throw error;
  }
  // Events that started before this poll will not change what we know: the next poll reads from here.
  await db.execute(sql`
    update calendar_accounts
       set poll_status = 'ok', last_error = null, poll_failures = 0, polled_at = now(),
           events_since = ${now.toISOString()}::timestamptz
     where id = ${accountId}`);
  return summary;
}

/** The Calendly accounts due a poll (connected ones), for the sweep. */
export async function connectedCalendlyAccounts(db: Database, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from calendar_accounts
     where type = 'calendly' and token_secret is not null and calendly_user_uri is not null
     order by polled_at nulls first, id limit ${limit}`);
  return rows.map((r) => Number(r.id));
}
