/**
 * The team's suppression list: addresses it never writes to again (unsubscribed, hard-bounced,
 * added by hand). Honoured at once: "no send after an unsubscribe commits" (issue 14 item 6).
 *
 * How that holds without a lock table: the delivery engine keeps the message row locked
 * (SELECT ... FOR UPDATE) from its suppression check until it has recorded the send, and
 * `suppressAddress` cancels the address's unsent messages with an UPDATE that must take the same
 * row locks. So either the unsubscribe commits first and the engine's check sees it, or the
 * engine's send commits first and the unsubscribe (which waits for it) comes after the send, as
 * the recipient would expect. Either way nothing goes out after the unsubscribe has committed.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'manual';

/** Addresses are compared trimmed and lower-cased, as they are stored. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

export async function isSuppressed(db: Executor, teamId: string, email: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from engage_suppressions where team_id = ${teamId} and email = ${normaliseAddress(email)}`);
  return rows.length > 0;
}

/** Which of `emails` the team suppresses (normalised), for enrolment checks over many candidates. */
export async function suppressedAmong(
  db: Executor,
  teamId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const normalised = [...new Set(emails.map(normaliseAddress))];
  const { rows } = await db.execute<{ email: string }>(sql`
    select email from engage_suppressions
     where team_id = ${teamId} and email = any(${`{${normalised.map((e) => JSON.stringify(e)).join(',')}}`}::text[])`);
  return new Set(rows.map((r) => r.email));
}

export type SuppressResult = { added: boolean; cancelledMessages: number; stoppedThreads: number };

/**
 * Adds the address (idempotent) and, in the same transaction, cancels every unsent message to it
 * and stops its active threads. Call inside the transaction that records the unsubscribe or bounce.
 */
export async function suppressAddress(
  tx: Executor,
  input: { teamId: string; email: string; reason: SuppressionReason; messageRowId?: number | null },
): Promise<SuppressResult> {
  const email = normaliseAddress(input.email);
  const inserted = await tx.execute(sql`
    insert into engage_suppressions (team_id, email, reason, message_row_id)
    values (${input.teamId}, ${email}, ${input.reason}, ${input.messageRowId ?? null})
    on conflict (team_id, email) do nothing`);
  // Waits for a send in progress (its row is locked), then skips it once it is 'sent'.
  const cancelled = await tx.execute(sql`
    update engage_messages m
       set status = 'cancelled', last_error = ${`Recipient ${input.reason}`}, updated_at = now()
      from engage_threads t
     where m.thread_id = t.id and t.team_id = ${input.teamId} and t.recipient_email = ${email}
       and m.status in ('scheduled', 'sending')`);
  const stopped = await tx.execute(sql`
    update engage_threads
       set is_active = false, status = 'cancelled', cancel_reason = ${input.reason}, updated_at = now()
     where team_id = ${input.teamId} and recipient_email = ${email} and is_active`);
  return {
    added: (inserted.rowCount ?? 0) > 0,
    cancelledMessages: cancelled.rowCount ?? 0,
    stoppedThreads: stopped.rowCount ?? 0,
  };
}
