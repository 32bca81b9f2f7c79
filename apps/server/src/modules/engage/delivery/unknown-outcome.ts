/**
 * Messages whose outcome is unknown: the worker died between the SMTP server's answer and the
 * commit that records it. The Engage I rule resends such a message with its fixed Message-ID (at
 * most one duplicate, never a loss). Engage II tightens it: before the resend, the mailbox's Sent
 * folder is searched for that Message-ID over IMAP, and a message found there is recorded as
 * sent without going out again.
 *
 * How the engine knows: just before a batch's SMTP conversations it writes a marker per row
 * (engage_send_attempts) on a connection of its own, committed at once; the transaction that
 * records the outcomes removes them. A marker beside a row still 'scheduled' is a send that may
 * have happened. Without IMAP settings, or when the search itself fails, the engine falls back to
 * the Engage I rule and sends again.
 *
 * The check finds what the provider files in Sent on its own (Gmail and Microsoft 365 do; a plain
 * SMTP relay does not, and then the search finds nothing and the message is sent again).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { SecretBox } from '../../../lib/secret-box';
import { findMessageInSent } from '../inbound/imap-reader';
import { openMailboxImap } from '../inbound/mailbox-imap';
import type { MailboxRow } from '../mail/mailbox-sender';

export type SentFolderAnswer = 'found' | 'not-found' | 'unknown';

/** Whether the mailbox's Sent folder holds `messageId`; 'unknown' when it cannot be asked. */
export type SentFolderCheck = (
  mailbox: MailboxRow,
  messageId: string,
  allowPrivateHosts: boolean,
) => Promise<SentFolderAnswer>;

export function sentFolderCheck(secretBox: SecretBox, ca?: string[]): SentFolderCheck {
  return async (mailbox, messageId, allowPrivateHosts) => {
    if (mailbox.imapStatus === 'off' || !mailbox.imapHost) return 'unknown';
    const opened = await openMailboxImap(mailbox, { secretBox, allowPrivateHosts, ...(ca ? { ca } : {}) });
    if (typeof opened === 'string') return 'unknown';
    try {
      const result = await findMessageInSent(opened.settings, opened.options, messageId);
      if ('error' in result) return 'unknown';
      return result.found ? 'found' : 'not-found';
    } catch {
      return 'unknown';
    }
  };
}

/**
 * Marks rows as "may go out now", committed at once on the pool (not in the engine's
 * transaction): a crash after this leaves the marker behind.
 */
export async function markAttempts(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    insert into engage_send_attempts (message_row_id)
    select unnest(${`{${ids.join(',')}}`}::bigint[])
    on conflict (message_row_id) do update set started_at = now()`);
}

/** In the transaction that records the outcomes: the attempts are settled. */
export async function clearAttempts(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    delete from engage_send_attempts where message_row_id = any(${`{${ids.join(',')}}`}::bigint[])`);
}
