/** meetings rows of a team, as the API answers them. */
import type { Meeting } from '@talentbase/shared/contracts/meetings';
import type { MeetingStatus } from '@talentbase/shared/domain/calendar-status';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../lib/errors';

export type MeetingRow = {
  id: string;
  team_id: string;
  user_id: string;
  organizer_name: string;
  organizer_email: string;
  profile_id: string;
  project_id: string | null;
  thread_id: string | null;
  title: string;
  location: string;
  start_at: Date | string;
  duration_minutes: number;
  status: MeetingStatus;
  source: 'invite' | 'calendly';
  ics_uid: string;
  sequence: number;
  attendee_name: string;
  attendee_email: string | null;
  template_description: string | null;
  updated_at: Date | string;
};

const SELECT = sql`
  select m.id::text as id, m.team_id, m.user_id, u.full_name as organizer_name, u.email as organizer_email,
         m.profile_id::text as profile_id, m.project_id::text as project_id, m.thread_id::text as thread_id,
         m.title, m.location, m.start_at, m.duration_minutes, m.status, m.source, m.ics_uid, m.sequence,
         m.attendee_name, m.attendee_email, t.description as template_description, m.updated_at
    from meetings m
    join users u on u.id = m.user_id
    left join meeting_templates t on t.id = m.template_id`;

export async function getMeetingRow(
  db: Executor,
  teamId: string,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MeetingRow> {
  const { rows } = await db.execute<MeetingRow>(sql`${SELECT}
     where m.team_id = ${teamId} and m.id = ${id} ${options.lock ? sql`for update of m` : sql``}`);
  if (!rows[0]) throw notFound('Meeting');
  return rows[0];
}

export async function findMeetings(
  db: Executor,
  teamId: string,
  userId: string,
  query: { status?: MeetingStatus | undefined; offset: number; limit: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  const where = sql`m.team_id = ${teamId} and m.user_id = ${userId}
    ${query.status ? sql`and m.status = ${query.status}` : sql``}`;
  const { rows } = await db.execute<MeetingRow>(sql`${SELECT} where ${where}
     order by m.start_at desc, m.id desc limit ${query.limit} offset ${query.offset}`);
  const { rows: count } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from meetings m where ${where}`,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

export function toMeeting(row: MeetingRow): Meeting {
  const start = new Date(row.start_at);
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    start: start.toISOString(),
    end: new Date(start.getTime() + row.duration_minutes * 60_000).toISOString(),
    durationMinutes: row.duration_minutes,
    location: row.location,
    source: row.source,
    candidate: { profileId: row.profile_id, name: row.attendee_name, email: row.attendee_email },
    projectId: row.project_id,
    threadId: row.thread_id,
    organizer: { userId: row.user_id, name: row.organizer_name },
    sequence: row.sequence,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
