/**
 * After a step is sent, the thread's next step: its row, due from the send by the step's delay and
 * moved into the campaign's sending window, with its Message-ID fixed now (a resend after a crash
 * carries it). One place for both engines (email: delivery-record.ts, text: text/text-record.ts):
 * the next step keeps its own channel, so a text may follow an email and the other way round.
 */
import type { SendingWindow } from '@talentbase/shared/domain/send-schedule';
import { type DelayType, sendTime } from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { messageIdFor } from '../mail/message-id';
import type { SendJob } from './send-jobs';

/** The columns of a sent row that its next step is made from. */
export type SentStepRow = {
  team_id: string;
  thread_id: string;
  campaign_id: string;
  message_id: string;
  schedule_timezone: string;
  sending_window: SendingWindow;
  next_step: number | null;
  next_delay: number | null;
  next_delay_type: string | null;
  next_channel: string | null;
};

/**
 * Writes the next steps' rows (a row already there is left alone) and returns the send jobs the
 * email rows need; text rows are picked up by the text sweep.
 */
export async function scheduleNextSteps(
  tx: Executor,
  sent: readonly SentStepRow[],
  now: Date,
  messageIdSecret: string,
  defaultChannel: 'Email' | 'Text',
): Promise<SendJob[]> {
  const next = sent
    .filter((row) => row.next_step !== null)
    .map((row) => {
      const step = row.next_step as number;
      const due = sendTime(
        now,
        { delaySeconds: row.next_delay ?? 0, delayType: (row.next_delay_type ?? 'WEEKDAYS') as DelayType },
        { timeZone: row.schedule_timezone, window: row.sending_window },
      );
      return {
        team_id: row.team_id,
        thread_id: Number(row.thread_id),
        campaign_id: Number(row.campaign_id),
        step,
        channel: row.next_channel ?? defaultChannel,
        due_at: due.toISOString(),
        // The thread keeps the domain of its first Message-ID.
        message_id: messageIdFor(
          { threadId: String(row.thread_id), step },
          row.message_id.slice(row.message_id.lastIndexOf('@') + 1, -1),
          messageIdSecret,
        ),
      };
    });
  if (next.length === 0) return [];
  const { rows: created } = await tx.execute<{ id: string; due_at: Date; channel: string }>(sql`
    insert into engage_messages (team_id, thread_id, campaign_id, step, channel, status, due_at, message_id)
    select x.team_id, x.thread_id, x.campaign_id, x.step, x.channel, 'scheduled', x.due_at, x.message_id
      from jsonb_to_recordset(${jsonRows(next)}::jsonb)
           as x(team_id uuid, thread_id bigint, campaign_id bigint, step smallint, channel text,
                due_at timestamptz, message_id text)
    on conflict (thread_id, step) do nothing
    returning id, due_at, channel`);
  return created
    .filter((r) => r.channel === 'Email')
    .map((r) => ({ messageRowId: Number(r.id), startAfter: new Date(r.due_at) }));
}
