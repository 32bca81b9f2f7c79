/**
 * The mailbox's daily cap and spacing (deliver.ts): which rows may go out now, and when the
 * others should try again.
 */
import {
  instantOfWallTime,
  nextWindowOpening,
  type SendingWindow,
  wallTimeAt,
} from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { MailboxRow } from '../mail/mailbox-sender';
import type { Outcome, Row } from './delivery-types';

const DAY_MS = 86_400_000;

/** The campaign's local calendar day of `at` (the daily cap's counter key). */
export function localDay(at: Date, timeZone: string): string {
  return new Date(wallTimeAt(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The first window opening on the local day after `at`'s. */
export function nextDayOpening(at: Date, window: SendingWindow, timeZone: string): Date {
  const wall = wallTimeAt(at.getTime(), timeZone);
  const nextMidnight = Math.floor(wall / DAY_MS) * DAY_MS + DAY_MS;
  return nextWindowOpening(new Date(instantOfWallTime(nextMidnight, timeZone)), window, timeZone);
}

/**
 * Applies the mailbox's daily cap and spacing to the rows it would send now: answers the rows
 * that may go out and the outcomes (rescheduled) of the others.
 *
 * The places are reserved in a short transaction of their own, committed before any SMTP
 * conversation starts: the counter and the spacing slot are then never locked while mail is on
 * the wire, so several workers (or batches) can send from one mailbox at once, and two of them
 * can never take the same place. A reservation is an attempt: one that ends in a failure, or is
 * lost with a crash, still counts against the day, which can only make the mailbox send fewer
 * messages than its cap, never more.
 */
export async function admit(
  db: Database,
  mailbox: MailboxRow,
  rows: Row[],
  now: Date,
): Promise<{ admitted: Row[]; deferred: Outcome[] }> {
  const admitted: Row[] = [];
  const deferred: Outcome[] = [];
  const byDay = new Map<string, Row[]>();
  for (const row of rows) {
    const day = localDay(now, row.schedule_timezone);
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const spacing = mailbox.minSpacingSeconds;
  await db.transaction(async (tx) => {
    for (const [day, dayRows] of byDay) {
      await tx.execute(sql`
        insert into engage_mailbox_days (mailbox_id, day, sent) values (${mailbox.id}, ${day}, 0)
        on conflict do nothing`);
      // One place per row when spacing is on: the slot lets one message through per batch.
      const wanted = spacing > 0 ? Math.min(1, dayRows.length) : dayRows.length;
      const { rows: taken } = await tx.execute<{ before: number; after: number }>(sql`
        with old as (
          select sent from engage_mailbox_days where mailbox_id = ${mailbox.id} and day = ${day} for update)
        update engage_mailbox_days d
           set sent = least(${mailbox.dailyCap}, old.sent + ${wanted})
          from old
         where d.mailbox_id = ${mailbox.id} and d.day = ${day}
        returning old.sent as before, d.sent as after`);
      let room = Math.max(0, (taken[0]?.after ?? 0) - (taken[0]?.before ?? 0));
      for (const row of dayRows) {
        if (room > 0 && admitted.length < wanted) {
          admitted.push(row);
          room -= 1;
        } else if ((taken[0]?.after ?? 0) >= mailbox.dailyCap && !admitted.includes(row)) {
          deferred.push({
            kind: 'reschedule',
            row,
            at: nextDayOpening(now, row.sending_window, row.schedule_timezone),
            reason: 'the mailbox reached its daily cap',
          });
        } else {
          deferred.push({ kind: 'reschedule', row, at: now, reason: 'waiting for the mailbox spacing' });
        }
      }
    }
    if (spacing <= 0 || admitted.length === 0) return;
    // Spacing: claim the mailbox's next slot; the rest wait for the slots after it.
    const { rows: claimed } = await tx.execute<{ id: string }>(sql`
      update engage_mailboxes
         set next_send_at = ${now.toISOString()}::timestamptz + ${spacing} * interval '1 second'
       where id = ${mailbox.id} and next_send_at <= ${now.toISOString()}::timestamptz
       returning id`);
    const { rows: slot } = await tx.execute<{ next_send_at: Date }>(
      sql`select next_send_at from engage_mailboxes where id = ${mailbox.id}`,
    );
    const nextSlot = new Date(slot[0]?.next_send_at ?? now).getTime();
    if (claimed.length === 0) {
      // The slot is taken: give the reserved place back and wait for the slot.
      await tx.execute(sql`
        update engage_mailbox_days set sent = greatest(0, sent - ${admitted.length})
         where mailbox_id = ${mailbox.id} and day = ${localDay(now, admitted[0]?.schedule_timezone ?? 'UTC')}`);
      for (const row of admitted.splice(0))
        deferred.unshift({ kind: 'reschedule', row, at: now, reason: 'spacing' });
    }
    let i = 0;
    for (const outcome of deferred) {
      if (outcome.kind === 'reschedule' && outcome.reason !== 'the mailbox reached its daily cap') {
        outcome.at = new Date(nextSlot + i * spacing * 1000);
        outcome.reason = 'waiting for the mailbox spacing';
        i += 1;
      }
    }
  });
  return { admitted, deferred };
}
