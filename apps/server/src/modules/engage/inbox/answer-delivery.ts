/**
 * The answer engine: sends a recruiter's answer (engage_answers) through the mailbox the
 * candidate wrote to, with the sequence engine's parts and its crash rule: the row is locked and
 * stays 'scheduled' from the checks until the commit that records the outcome, and its Message-ID
 * was fixed when it was written, so a crash before the commit sends the same message again (at
 * most one duplicate, never a lost answer).
 *
 * An answer is a person writing back to a person who wrote first: it goes out at once (no sending
 * window, no daily cap or spacing, no unsubscribe header), but never to an address on the team's
 * do-not-email list. Temporary SMTP failures are retried with the engine's back-off.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/engage';
import type { DeliveryDeps } from '../delivery/delivery-types';
import { MAX_ATTEMPTS, retryDelayMs } from '../delivery/delivery-types';
import { enqueueAnswerJobs } from '../delivery/send-jobs';
import { MailboxNotConnectedError } from '../mail/mailbox-sender';
import { assertSendable, type OutgoingMessage } from '../mail/outgoing-message';
import { SmtpError } from '../mail/smtp-failure';
import { getTeamSendingSettings } from '../mailboxes/team-sending-settings.service';
import { isSuppressed } from '../suppression';

type AnswerRow = {
  id: string;
  team_id: string;
  mailbox_id: string | null;
  to_address: string;
  to_name: string;
  subject: string;
  body: string;
  message_id: string;
  in_reply_to: string | null;
  references: string[];
  attempts: number;
};

export type AnswerOutcome =
  | { status: 'sent'; response: string }
  | { status: 'failed'; reason: string }
  | { status: 'retry'; reason: string; at: Date }
  | { status: 'none' };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain text as the recruiter typed it, as HTML: paragraphs at blank lines, breaks at line ends. */
export function answerHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

function messageOf(row: AnswerRow, from: { name: string; address: string }): OutgoingMessage {
  const message: OutgoingMessage = {
    messageId: row.message_id,
    from,
    to: [{ name: row.to_name, address: row.to_address }],
    subject: row.subject,
    text: row.body,
    html: answerHtml(row.body),
    headers: {},
  };
  if (row.in_reply_to) message.inReplyTo = row.in_reply_to;
  if (row.references.length > 0) message.references = row.references;
  assertSendable(message);
  return message;
}

async function attempt(db: Database, row: AnswerRow, deps: DeliveryDeps): Promise<AnswerOutcome> {
  if (await isSuppressed(db, row.team_id, row.to_address))
    return { status: 'failed', reason: `${row.to_address} is on your team’s do-not-email list.` };
  const [mailbox] =
    row.mailbox_id === null
      ? []
      : await db
          .select()
          .from(engageMailboxes)
          .where(eq(engageMailboxes.id, Number(row.mailbox_id)));
  if (!mailbox) return { status: 'failed', reason: 'The mailbox this answer was to go out from is gone.' };
  const settings = await getTeamSendingSettings(db, row.team_id);
  try {
    const message = messageOf(row, { name: mailbox.fromName, address: mailbox.fromAddress });
    const sender = await deps.senders.get(mailbox, {
      secretBox: deps.config.secretBox,
      allowPrivateHosts: settings.allowPrivateHosts,
      localTestMailPort: deps.config.localTestMailPort,
    });
    const result = await sender.send(message);
    if (result.rejected.length > 0 && result.accepted.length === 0)
      return { status: 'failed', reason: `The mail server refused the recipient (${result.response})` };
    return { status: 'sent', response: result.response };
  } catch (error) {
    if (error instanceof MailboxNotConnectedError) return { status: 'failed', reason: error.message };
    const reason =
      error instanceof SmtpError && error.serverResponse
        ? `${error.message} (${error.serverResponse})`
        : error instanceof Error
          ? error.message
          : String(error);
    if (error instanceof SmtpError && (error.permanent || error.reason === 'auth-failed'))
      return { status: 'failed', reason };
    const attempts = row.attempts + 1;
    if (attempts >= MAX_ATTEMPTS)
      return { status: 'failed', reason: `Gave up after ${attempts} attempts: ${reason}` };
    const now = (deps.now ?? (() => new Date()))();
    return { status: 'retry', reason, at: new Date(now.getTime() + retryDelayMs(attempts)) };
  }
}

/** Sends one answer if it is still waiting; returns what happened. */
export async function deliverAnswer(
  db: Database,
  deps: DeliveryDeps,
  answerId: number,
): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const now = (deps.now ?? (() => new Date()))();
    const { rows } = await tx.execute<AnswerRow>(sql`
      select id::text as id, team_id::text as team_id, mailbox_id::text as mailbox_id, to_address, to_name,
             subject, body, message_id, in_reply_to, "references", attempts
        from engage_answers
       where id = ${answerId} and status = 'scheduled' and due_at <= ${now.toISOString()}::timestamptz
         for update skip locked`);
    const row = rows[0];
    if (!row) return { status: 'none' };
    const outcome = await attempt(db, row, deps);
    if (outcome.status === 'sent')
      await tx.execute(sql`
        update engage_answers set status = 'sent', sent_at = now(), smtp_response = ${outcome.response},
               last_error = null, attempts = attempts + 1, updated_at = now()
         where id = ${answerId}`);
    else if (outcome.status === 'failed')
      await tx.execute(sql`
        update engage_answers set status = 'failed', last_error = ${outcome.reason},
               attempts = attempts + 1, updated_at = now()
         where id = ${answerId}`);
    else if (outcome.status === 'retry') {
      await tx.execute(sql`
        update engage_answers set due_at = ${outcome.at.toISOString()}::timestamptz, last_error = ${outcome.reason},
               attempts = attempts + 1, updated_at = now()
         where id = ${answerId}`);
      await enqueueAnswerJobs(tx, [{ answerId, startAfter: outcome.at }]);
    }
    return outcome;
  });
}
