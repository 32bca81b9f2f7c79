/**
 * Notification emails, sent by the `notification-email` job after the changes that caused them
 * have committed: each notification due now as one email, and once a day (after DIGEST_HOUR in the
 * person's own time zone, from their hiring preferences; UTC by default) one digest per person
 * with everything the daily digest collected before that hour.
 *
 * A row is claimed (status "sent") and handed to the system mail transport in the same pass; the
 * transport tries each message three times and logs a failure, so a notification is emailed at
 * most once — never twice — even when two workers run the job at the same moment.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SystemMailer } from '../../lib/system-mail';
import { EMAIL_STATUS } from './notify';

/** Digests go out at the first run after 08:00 in the person's time zone. */
export const DIGEST_HOUR = 8;
const SETTINGS_PATH = '/admin/settings/email-notification';

type DueRow = {
  team_id: string;
  user_id: string;
  email: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date | string;
};

const absolute = (publicUrl: string, link: string | null) => (link ? `${publicUrl}${link}` : null);

function footer(publicUrl: string) {
  return `\n\n--\nChoose which notifications you get by email: ${publicUrl}${SETTINGS_PATH}`;
}

const CLAIMED = sql`update notifications n set email_status = ${EMAIL_STATUS.SENT}, emailed_at = now()
      from due, users u
     where n.id = due.id and u.id = n.user_id
    returning n.team_id::text as team_id, n.user_id::text as user_id, u.email, n.title, n.body, n.link, n.created_at`;

/** Claims up to `limit` rows due now as single emails, and answers them with the address. */
async function claimInstant(db: Executor, limit: number): Promise<DueRow[]> {
  const { rows } = await db.execute<DueRow>(sql`
    with due as (
      select id from notifications where email_status = ${EMAIL_STATUS.DUE}
       order by created_at, id limit ${limit}
       for update skip locked
    )
    ${CLAIMED}`);
  return rows;
}

const TIME_ZONE = sql`coalesce(p.preferences->>'timeZone', 'UTC')`;

/**
 * Claims the digest rows collected before each person's last cut-off. The cut-offs are worked out
 * here per time zone in use (Intl knows every zone the preferences accept), then matched in SQL.
 */
async function claimDigest(db: Executor, limit: number, now: Date): Promise<DueRow[]> {
  const { rows: zones } = await db.execute<{ tz: string }>(sql`
    select distinct ${TIME_ZONE} as tz from notifications n
      left join user_hiring_preferences p on p.team_id = n.team_id and p.user_id = n.user_id
     where n.email_status = ${EMAIL_STATUS.DIGEST}`);
  if (zones.length === 0) return [];
  const cutoffs = JSON.stringify(
    zones.map((z) => ({ tz: z.tz, cutoff: digestCutoff(now, z.tz).toISOString() })),
  );
  const { rows } = await db.execute<DueRow>(sql`
    with due as (
      select n.id from notifications n
        left join user_hiring_preferences p on p.team_id = n.team_id and p.user_id = n.user_id
        join jsonb_to_recordset(${cutoffs}::jsonb) as c(tz text, cutoff timestamptz) on c.tz = ${TIME_ZONE}
       where n.email_status = ${EMAIL_STATUS.DIGEST} and n.created_at < c.cutoff
       order by n.created_at, n.id limit ${limit}
       for update of n skip locked
    )
    ${CLAIMED}`);
  return rows;
}

/** `at`'s offset from UTC in `timeZone`, in milliseconds (positive east of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - (at - (at % 1000))
  );
}

/** DIGEST_HOUR on the local date (y, m, d) in `timeZone`, as an instant. */
function localDigestHour(y: number, m: number, d: number, timeZone: string): number {
  const wall = Date.UTC(y, m, d, DIGEST_HOUR);
  let at = wall - offsetAt(wall, timeZone);
  // Once more, for a day whose offset changes between midnight and the digest hour.
  at = wall - offsetAt(at, timeZone);
  return at;
}

/**
 * The last digest cut-off at or before `now` in `timeZone` (UTC by default, or when the zone is
 * unknown): today's DIGEST_HOUR there, or yesterday's before it.
 */
export function digestCutoff(now: Date, timeZone = 'UTC'): Date {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const local = new Date(now.getTime() + offsetAt(now.getTime(), zone));
  let at = localDigestHour(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), zone);
  if (at > now.getTime()) {
    const before = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - 1));
    at = localDigestHour(before.getUTCFullYear(), before.getUTCMonth(), before.getUTCDate(), zone);
  }
  return new Date(at);
}

export async function sendDueNotificationEmails(
  db: Executor,
  mailer: SystemMailer,
  options: { publicUrl: string; now?: Date; limit?: number },
): Promise<{ instant: number; digests: number }> {
  const limit = options.limit ?? 500;
  const now = options.now ?? new Date();
  const instant = await claimInstant(db, limit);
  for (const row of instant) {
    const link = absolute(options.publicUrl, row.link);
    await mailer.send({
      to: row.email,
      subject: row.title,
      text: `${row.body ? `${row.body}\n\n` : ''}${link ? `Open it: ${link}` : ''}${footer(options.publicUrl)}`,
      kind: 'notification',
      teamId: row.team_id,
    });
  }
  // Everything collected before the last cut-off goes out now, one email per person and team.
  const digestRows = await claimDigest(db, limit * 10, now);
  const byPerson = new Map<string, DueRow[]>();
  for (const row of digestRows) {
    const key = `${row.team_id}:${row.user_id}`;
    byPerson.set(key, [...(byPerson.get(key) ?? []), row]);
  }
  for (const rows of byPerson.values()) {
    const first = rows[0] as DueRow;
    const lines = rows.map((r) => {
      const link = absolute(options.publicUrl, r.link);
      return `- ${r.title}${r.body ? `: ${r.body.split('\n')[0]}` : ''}${link ? `\n  ${link}` : ''}`;
    });
    await mailer.send({
      to: first.email,
      subject: `Your Talentbase digest: ${rows.length} ${rows.length === 1 ? 'notification' : 'notifications'}`,
      text: `Since your last digest:\n\n${lines.join('\n')}${footer(options.publicUrl)}`,
      kind: 'notification-digest',
      teamId: first.team_id,
    });
  }
  return { instant: instant.length, digests: byPerson.size };
}
