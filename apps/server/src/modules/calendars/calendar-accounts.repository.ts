/**
 * calendar_accounts rows and how one reads from a workspace: the account a user connected in it,
 * or one they connected in another workspace and shared here (domain/calendar-status.ts decides).
 */
import type { CalendarAccount, CalendlyEventType } from '@talentbase/shared/contracts/meetings';
import {
  type CalendarAccountFacts,
  type CalendarAccountStatus,
  type CalendarType,
  calendarAccountStatus,
  DEFAULT_MEETING_MINUTES,
  type ShareStatus,
} from '@talentbase/shared/domain/calendar-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Binds a sealed Calendly token to its row. */
export const calendarTokenAad = (accountId: number) => `calendar-account:${accountId}`;

export type AccountRow = {
  id: string;
  team_id: string;
  user_id: string;
  type: CalendarType;
  share_status: ShareStatus;
  shared_team_ids: string[];
  link: string | null;
  location: string;
  token_secret: string | null;
  calendly_user_uri: string | null;
  scheduling_url: string | null;
  event_types: CalendlyEventType[];
  poll_status: 'untested' | 'ok' | 'failed';
  last_error: string | null;
  polled_at: Date | string | null;
  updated_at: Date | string;
  user_name: string;
  user_email: string;
};

const SELECT = sql`
  select a.id::text as id, a.team_id, a.user_id, a.type, a.share_status, a.shared_team_ids, a.link,
         a.location, a.token_secret, a.calendly_user_uri, a.scheduling_url, a.event_types,
         a.poll_status, a.last_error, a.polled_at, a.updated_at,
         u.full_name as user_name, u.email as user_email
    from calendar_accounts a join users u on u.id = a.user_id`;

/** Every account of these users, in any workspace (the caller picks by the status rule). */
export async function accountsOfUsers(db: Executor, userIds: readonly string[]): Promise<AccountRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.execute<AccountRow>(sql`${SELECT}
     where a.user_id = any(${`{${userIds.join(',')}}`}::uuid[])
     order by a.updated_at desc, a.id`);
  return rows;
}

export async function ownAccount(db: Executor, teamId: string, userId: string): Promise<AccountRow | null> {
  const { rows } = await db.execute<AccountRow>(sql`${SELECT}
     where a.team_id = ${teamId} and a.user_id = ${userId}`);
  return rows[0] ?? null;
}

/** Connected: Calendly with a token it accepted (it told us who the user is); others with a link. */
export function factsOf(row: AccountRow): CalendarAccountFacts {
  return {
    type: row.type,
    teamId: row.team_id,
    shareStatus: row.share_status,
    sharedTeamIds: row.shared_team_ids ?? [],
    connected:
      row.type === 'calendly'
        ? row.token_secret !== null && row.calendly_user_uri !== null
        : row.link !== null,
  };
}

/** What `{{meetingLink}}` becomes: Calendly's scheduling URL, else the link the user gave. */
export function meetingLinkOf(row: AccountRow): string | null {
  return row.scheduling_url || row.link || null;
}

export type Resolved = { row: AccountRow | null; status: CalendarAccountStatus };

/**
 * The account a user's meetings use in `teamId`: the one connected here; without it (and unless
 * `ownOnly`, the spec's getNoSharedAccount=true) one from another workspace, preferring one that
 * resolves to a connected status.
 */
export function resolveFor(
  rows: readonly AccountRow[],
  teamId: string,
  userId: string,
  ownOnly: boolean,
): Resolved {
  const mine = rows.filter((r) => r.user_id === userId);
  const own = mine.find((r) => r.team_id === teamId);
  if (own) return { row: own, status: calendarAccountStatus(factsOf(own), teamId) };
  if (ownOnly) return { row: null, status: 'auth' };
  const others = mine.map((row) => ({ row, status: calendarAccountStatus(factsOf(row), teamId) }));
  return others.find((o) => o.status !== 'auth') ?? others[0] ?? { row: null, status: 'auth' };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toCalendarAccount(row: AccountRow, viewerTeamId: string): CalendarAccount {
  return {
    id: row.id,
    user: { userId: row.user_id, name: row.user_name, email: row.user_email },
    type: row.type,
    shareStatus: row.share_status,
    sharedTeamIds: row.shared_team_ids ?? [],
    link: meetingLinkOf(row),
    location: row.location,
    hasToken: row.token_secret !== null,
    eventTypes: Array.isArray(row.event_types) ? row.event_types : [],
    status: calendarAccountStatus(factsOf(row), viewerTeamId),
    fromOtherWorkspace: row.team_id !== viewerTeamId,
    pollStatus: row.poll_status,
    lastError: row.last_error,
    polledAt: iso(row.polled_at),
    updatedAt: iso(row.updated_at) ?? '',
  };
}

export type SenderCalendar = { link: string; eventTypes: CalendlyEventType[] };

/**
 * The calendar of each (team, sender) pair, for `{{meetingLink}}` in sequence emails: absent when
 * the sender has no calendar that resolves to a connected status in that team.
 */
export async function meetingLinksFor(
  db: Executor,
  senders: readonly { teamId: string; userId: string }[],
): Promise<Map<string, SenderCalendar>> {
  const rows = await accountsOfUsers(db, [...new Set(senders.map((s) => s.userId))]);
  const links = new Map<string, SenderCalendar>();
  for (const { teamId, userId } of senders) {
    const { row, status } = resolveFor(rows, teamId, userId, false);
    if (row && status !== 'auth')
      links.set(`${teamId}:${userId}`, {
        link: meetingLinkOf(row) ?? '',
        eventTypes: status === 'calendly' && Array.isArray(row.event_types) ? row.event_types : [],
      });
  }
  return links;
}

/**
 * The link a step offers: with Calendly, the event type as long as the step's meeting (30 minutes
 * by default, spec section 5) when there is one, else the user's scheduling page; '' without a calendar.
 */
export function meetingLinkForStep(calendar: SenderCalendar | undefined, stepMinutes: number | null): string {
  if (!calendar) return '';
  const minutes = stepMinutes ?? DEFAULT_MEETING_MINUTES;
  const match = calendar.eventTypes.find((e) => e.durationMinutes === minutes && e.schedulingUrl);
  return match?.schedulingUrl ?? calendar.link;
}
