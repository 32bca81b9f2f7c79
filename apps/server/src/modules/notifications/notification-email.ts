/**
 * Notification emails, sent by the `notification-email` job after the changes that caused them
 * have committed: each notification due now as one email, and once a day (after DIGEST_HOUR_UTC)
 * one digest per person with everything the daily digest collected before that hour.
 *
 * A row is claimed (status "sent") and handed to the system mail transport in the same pass; the
 * transport tries each message three times and logs a failure, so a notification is emailed at
 * most once — never twice — even when two workers run the job at the same moment.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SystemMailer } from '../../lib/system-mail';
import { EMAIL_STATUS } from './notify';

/** Digests go out at the first run after 08:00 UTC. */
export const DIGEST_HOUR_UTC = 8;
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

/** Claims up to `limit` rows in `status` (created before `before`) and answers them with the address. */
async function claim(db: Executor, status: number, limit: number, before: Date | null): Promise<DueRow[]> {
  const { rows } = await db.execute<DueRow>(sql`
    with due as (
      select id from notifications
       where email_status = ${status} ${before ? sql`and created_at < ${before.toISOString()}::timestamptz` : sql``}
       order by created_at, id
       limit ${limit}
       for update skip locked
    )
    update notifications n set email_status = ${EMAIL_STATUS.SENT}, emailed_at = now()
      from due, users u
     where n.id = due.id and u.id = n.user_id
    returning n.team_id::text as team_id, n.user_id::text as user_id, u.email, n.title, n.body, n.link, n.created_at`);
  return rows;
}

/** The last digest cut-off at or before `now`: today's DIGEST_HOUR_UTC, or yesterday's before it. */
export function digestCutoff(now: Date): Date {
  const cutoff = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC),
  );
  if (cutoff.getTime() > now.getTime()) cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return cutoff;
}

export async function sendDueNotificationEmails(
  db: Executor,
  mailer: SystemMailer,
  options: { publicUrl: string; now?: Date; limit?: number },
): Promise<{ instant: number; digests: number }> {
  const limit = options.limit ?? 500;
  const now = options.now ?? new Date();
  const instant = await claim(db, EMAIL_STATUS.DUE, limit, null);
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
  const digestRows = await claim(db, EMAIL_STATUS.DIGEST, limit * 10, digestCutoff(now));
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
