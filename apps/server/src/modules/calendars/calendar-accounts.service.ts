/**
 * Calendar accounts: the caller's own (`/engage/meetings`, and the meeting account the spec polls
 * with getNoSharedAccount=true) and the team's (`/admin/general/calendars`, -detail).
 *
 * Connecting Calendly checks the personal access token against Calendly (/users/me) before
 * anything is saved, so a saved Calendly account is one that worked; the token is sealed with the
 * secret box under `calendar-account:<row id>` and never answered. A blank token keeps the saved one.
 * Sharing: a shared account may be offered to the owner's other workspaces, and only to those.
 */
import type {
  MeetingAccountResponse,
  SaveCalendarAccount,
  TeamCalendarsResponse,
} from '@talentbase/shared/contracts/meetings';
import { saveCalendarAccountRequestSchema } from '@talentbase/shared/contracts/meetings';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import type { TeamScope } from '../../lib/team-scope';
import {
  accountsOfUsers,
  calendarTokenAad,
  meetingLinkOf,
  ownAccount,
  resolveFor,
  toCalendarAccount,
} from './calendar-accounts.repository';
import { type CalendlyClient, CalendlyError, createCalendlyClient } from './calendly-client';

export type CalendarDeps = {
  db: Database;
  secretBox: () => SecretBox;
  calendlyApiUrl: string;
  /** Tests may hand their own client maker; by default the API at `calendlyApiUrl`. */
  calendly?: (token: string) => CalendlyClient;
};

const clientFor = (deps: CalendarDeps, token: string) =>
  deps.calendly ? deps.calendly(token) : createCalendlyClient(deps.calendlyApiUrl, token);

export async function getMeetingAccount(
  deps: CalendarDeps,
  scope: TeamScope,
  ownOnly: boolean,
): Promise<MeetingAccountResponse> {
  const rows = await accountsOfUsers(deps.db, [scope.userId]);
  const { row, status } = resolveFor(rows, scope.teamId, scope.userId, ownOnly);
  const { rows: others } = await deps.db.execute<{ team_id: string; name: string }>(sql`
    select t.id as team_id, t.name from team_members m join teams t on t.id = m.team_id
     where m.user_id = ${scope.userId} and m.status in (1, 2) and t.id <> ${scope.teamId}
     order by t.name, t.id`);
  return {
    account: row ? toCalendarAccount(row, scope.teamId) : null,
    status,
    meetingLink: row && status !== 'auth' ? meetingLinkOf(row) : null,
    otherWorkspaces: others.map((o) => ({ teamId: o.team_id, name: o.name })),
  };
}

async function checkSharedTeams(deps: CalendarDeps, scope: TeamScope, teamIds: readonly string[]) {
  if (teamIds.length === 0) return;
  const { rows } = await deps.db.execute<{ team_id: string }>(sql`
    select team_id from team_members
     where user_id = ${scope.userId} and status in (1, 2)
       and team_id = any(${`{${[...new Set(teamIds)].join(',')}}`}::uuid[])`);
  const mine = new Set(rows.map((r) => r.team_id));
  if (teamIds.some((t) => t === scope.teamId || !mine.has(t)))
    throw fieldError({ sharedTeamIds: 'Share only with other workspaces you belong to' });
}

/** Reads the Calendly user and event types with `token`; a refusal names the token field. */
async function readCalendly(deps: CalendarDeps, token: string) {
  const client = clientFor(deps, token);
  try {
    const me = await client.me();
    const eventTypes = await client.eventTypes(me.uri);
    return { me, eventTypes };
  } catch (error) {
    if (error instanceof CalendlyError) {
      const message =
        error.kind === 'auth'
          ? 'Calendly refused this token. Copy a personal access token from Calendly (Integrations, API and webhooks).'
          : `Calendly could not be read just now: ${error.message}. Try again in a minute.`;
      throw new AppError('UNPROCESSABLE', message, { fields: { token: message } });
    }
    throw error;
  }
}

/**
 * Checking a token calls Calendly: at most CALENDLY_CHECKS_PER_MINUTE a minute per user (in
 * memory, per process). Counted here, after the request's input was accepted, so that refused
 * input does not use the allowance up.
 */
const CALENDLY_CHECKS_PER_MINUTE = 10;
const calendlyChecks = new Map<string, number[]>();

export function allowCalendlyCheck(userId: string, now = Date.now()): void {
  const recent = (calendlyChecks.get(userId) ?? []).filter((t) => now - t < 60_000);
  if (recent.length >= CALENDLY_CHECKS_PER_MINUTE) {
    const retryAfterSeconds = Math.max(1, Math.ceil((60_000 - (now - (recent[0] ?? now))) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      `Calendly was asked to check a token ${CALENDLY_CHECKS_PER_MINUTE} times in the last minute. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds },
    );
  }
  recent.push(now);
  calendlyChecks.set(userId, recent);
  if (calendlyChecks.size > 10_000) calendlyChecks.delete(calendlyChecks.keys().next().value as string);
}

export async function saveMyCalendarAccount(
  deps: CalendarDeps,
  scope: TeamScope,
  body: SaveCalendarAccount,
): Promise<MeetingAccountResponse> {
  const input = saveCalendarAccountRequestSchema.parse(body);
  await checkSharedTeams(deps, scope, input.sharedTeamIds);
  const saved = await ownAccount(deps.db, scope.teamId, scope.userId);
  const box = deps.secretBox();

  let calendly: Awaited<ReturnType<typeof readCalendly>> | null = null;
  let token: string | null = null;
  if (input.type === 'calendly') {
    if (input.token) token = input.token;
    else if (saved?.type === 'calendly' && saved.token_secret) {
      try {
        token = box.decrypt(saved.token_secret, calendarTokenAad(Number(saved.id)));
      } catch {
        throw fieldError({ token: 'The saved token cannot be read on this server: enter it again' });
      }
    } else throw fieldError({ token: 'Enter your Calendly personal access token' });
    allowCalendlyCheck(scope.userId);
    calendly = await readCalendly(deps, token);
  }

  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into calendar_accounts (team_id, user_id, type, share_status, shared_team_ids, link, location,
                                     calendly_user_uri, scheduling_url, event_types, poll_status, last_error,
                                     polled_at, token_secret)
      values (${scope.teamId}, ${scope.userId}, ${input.type}, ${input.shareStatus},
              ${`{${input.sharedTeamIds.join(',')}}`}::uuid[], ${input.link ?? null}, ${input.location},
              ${calendly?.me.uri ?? null}, ${calendly?.me.schedulingUrl || null},
              ${JSON.stringify(calendly?.eventTypes ?? [])}::jsonb, ${calendly ? 'ok' : 'untested'}, null,
              ${calendly ? new Date().toISOString() : null}::timestamptz, null)
      on conflict (team_id, user_id) do update
         set type = excluded.type, share_status = excluded.share_status,
             shared_team_ids = excluded.shared_team_ids, link = excluded.link, location = excluded.location,
             calendly_user_uri = excluded.calendly_user_uri, scheduling_url = excluded.scheduling_url,
             event_types = excluded.event_types, poll_status = excluded.poll_status, last_error = null,
             polled_at = excluded.polled_at, token_secret = null,
             -- A different Calendly user starts reading events afresh.
             events_since = case when calendar_accounts.calendly_user_uri is distinct from excluded.calendly_user_uri
                                 then null else calendar_accounts.events_since end,
             updated_at = now()
      returning id`);
    const id = Number(rows[0]?.id);
    if (token)
      await tx.execute(sql`
        update calendar_accounts set token_secret = ${box.encrypt(token, calendarTokenAad(id))} where id = ${id}`);
  });
  return getMeetingAccount(deps, scope, true);
}

export async function deleteMyCalendarAccount(deps: CalendarDeps, scope: TeamScope): Promise<void> {
  await deps.db.execute(
    sql`delete from calendar_accounts where team_id = ${scope.teamId} and user_id = ${scope.userId}`,
  );
}

async function teamMembers(deps: CalendarDeps, teamId: string, userId?: string) {
  const { rows } = await deps.db.execute<{ user_id: string; name: string; email: string }>(sql`
    select u.id as user_id, u.full_name as name, u.email
      from team_members m join users u on u.id = m.user_id
     where m.team_id = ${teamId} and m.status in (1, 2)
       ${userId ? sql`and u.id = ${userId}` : sql``}
     order by u.full_name, u.id`);
  return rows;
}

export async function listTeamCalendars(
  deps: CalendarDeps,
  scope: TeamScope,
): Promise<TeamCalendarsResponse> {
  const members = await teamMembers(deps, scope.teamId);
  const rows = await accountsOfUsers(
    deps.db,
    members.map((m) => m.user_id),
  );
  return {
    members: members.map((m) => {
      const { row, status } = resolveFor(rows, scope.teamId, m.user_id, false);
      return {
        user: { userId: m.user_id, name: m.name, email: m.email },
        status,
        account: row ? toCalendarAccount(row, scope.teamId) : null,
      };
    }),
  };
}

export async function getTeamMemberCalendar(deps: CalendarDeps, scope: TeamScope, userId: string) {
  const [member] = await teamMembers(deps, scope.teamId, userId);
  if (!member) throw notFound('Team member');
  const rows = await accountsOfUsers(deps.db, [userId]);
  const { row, status } = resolveFor(rows, scope.teamId, userId, false);
  return {
    user: { userId: member.user_id, name: member.name, email: member.email },
    status,
    account: row ? toCalendarAccount(row, scope.teamId) : null,
  };
}
