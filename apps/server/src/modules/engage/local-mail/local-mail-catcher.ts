/**
 * The local test-mail catcher of the two-command setup: the MailCatcher SMTP server on 127.0.0.1,
 * storing every message it takes in local_test_mail before it answers 250, so the app can list it
 * ("Local test mail") and nothing is lost across a restart. A 'local' mailbox signs in as
 * `team:<team id>` (any password); the message then belongs to that team. Any other sign-in, or
 * none, stores it with no team (no team sees it). Nothing is ever delivered anywhere.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { type CaughtMessage, MailCatcher } from '../mail/mail-catcher';

/** How many caught messages are kept in all; older ones are dropped as new ones arrive. */
export const LOCAL_MAIL_KEEP = 5000;

const TEAM_USER = /^team:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The team a catcher sign-in names, or null. */
export function teamOfAuthUser(user: string | null): string | null {
  const match = user ? TEAM_USER.exec(user) : null;
  return match?.[1]?.toLowerCase() ?? null;
}

/**
 * The raw message as text: what nodemailer sends is 7-bit (encoded parts); a stray NUL byte, which
 * a PostgreSQL text cannot hold, is dropped rather than refusing the message.
 */
function storableRaw(raw: Buffer): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is removed
  return raw.toString('utf8').replace(/\u0000/g, '');
}

export async function storeCaughtMessage(db: Executor, message: CaughtMessage): Promise<void> {
  const teamId = teamOfAuthUser(message.authUser);
  // An unknown team id stores the message with no team (the foreign key would refuse it).
  await db.execute(sql`
    insert into local_test_mail (team_id, envelope_from, envelope_to, message_id, subject, raw, size)
    values ((select id from teams where id = ${teamId}::uuid), ${message.envelope.mailFrom},
            array(select jsonb_array_elements_text(${JSON.stringify(message.envelope.rcptTo)}::jsonb)), ${message.messageId}, ${message.subject || null},
            ${storableRaw(message.raw)}, ${message.size})`);
  await db.execute(sql`
    delete from local_test_mail
     where id <= (select id from local_test_mail order by id desc offset ${LOCAL_MAIL_KEEP} limit 1)`);
}

/** A catcher that stores into the database; start it with `start()`, stop with `stop()`. */
export function createLocalMailCatcher(db: Executor, port: number): MailCatcher {
  return new MailCatcher({
    port,
    // The database keeps the messages; memory only holds a few for listeners.
    maxMessages: 20,
    beforeAccept: (message) => storeCaughtMessage(db, message),
  });
}
