/**
 * The delivery engine: takes message rows that are due, decides for each whether it may go out
 * now, sends it through the sender's mailbox and records the outcome, all in ONE transaction that
 * holds the rows' locks from the checks until the commit.
 *
 * Why one open transaction across the SMTP conversation:
 * - the suppression protocol (suppression.ts): an unsubscribe cancels unsent rows with an UPDATE
 *   that waits for our lock, so nothing goes out after an unsubscribe has committed;
 * - crash safety: the row stays 'scheduled' until the commit that records the send. A crash before
 *   the commit (worker killed, database gone) rolls everything back and the row is sent again
 *   later, with the Message-ID fixed when the row was made. That is the one duplicate the design
 *   allows: a message the SMTP server accepted whose commit was lost. Nothing is ever lost: a row
 *   is only left 'scheduled' (sent again), or committed with its outcome.
 *
 * Rules per row, in order: not 'scheduled' or not yet due -> leave it; thread stopped or campaign
 * cancelled -> cancelled; campaign paused or draft -> waits (the sweep ignores it until resumed);
 * suppressed address -> cancelled; outside the sending window -> moved to the window's next opening;
 * mailbox missing or not connected -> failed; daily cap reached -> the next day's window; spacing
 * slot taken -> moved to the slot. Then render, send, and on acceptance: 'sent', the 'delivered'
 * event, the thread's flags, the pipeline move, the day counter and the next step's row with its job.
 */
import {
  type DelayType,
  instantOfWallTime,
  nextWindowOpening,
  type SendingWindow,
  sendTime,
  wallTimeAt,
} from '@talentbase/shared/domain/send-schedule';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/engage';
import type { JobLogger } from '../../../jobs/define-job';
import { MailboxNotConnectedError, type MailboxRow } from '../mail/mailbox-sender';
import { messageIdFor } from '../mail/message-id';
import { buildOutgoingMessage } from '../mail/outgoing-message';
import { SmtpError } from '../mail/smtp-failure';
import type { SendResult } from '../mail/smtp-transport';
import { applyEngagement } from '../pipeline-effects';
import { trackingUrls } from '../tracking/tracking-token';
import { type DeliveryConfig, messageIdDomain } from './delivery-config';
import { renderMessage } from './render-message';
import { enqueueSendJobs, type SendJob } from './send-jobs';
import type { SenderCache } from './sender-cache';

export type DeliveryDeps = {
  config: DeliveryConfig;
  senders: SenderCache;
  /** The engine's clock (tests fix it); defaults to the real time. */
  now?: () => Date;
  log?: JobLogger;
};

export type DeliverySummary = {
  sent: number;
  failed: number;
  cancelled: number;
  rescheduled: number;
  retried: number;
  waiting: number;
};

const emptySummary = (): DeliverySummary => ({
  sent: 0,
  failed: 0,
  cancelled: 0,
  rescheduled: 0,
  retried: 0,
  waiting: 0,
});

/** Temporary failures are tried this many times in all, then the message fails. */
export const MAX_ATTEMPTS = 5;
/** Back-off after the n-th temporary failure: 1, 2, 4, 8 minutes (capped at an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Row = {
  id: string;
  team_id: string;
  thread_id: string;
  campaign_id: string;
  step: number;
  status: string;
  due_at: Date;
  message_id: string;
  subject: string | null;
  body: string | null;
  attempts: number;
  thread_status: string;
  is_active: boolean;
  recipient_email: string | null;
  recipient_name: string;
  profile_id: string;
  project_id: string | null;
  sender_user_id: string;
  needs_privacy_notice: boolean;
  campaign_status: string;
  schedule_timezone: string;
  sending_window: SendingWindow;
  step_subject: string | null;
  step_body: string | null;
  cc: string[] | null;
  bcc: string[] | null;
  followup_type: string | null;
  track_open: boolean | null;
  track_link: boolean | null;
  next_step: number | null;
  next_delay: number | null;
  next_delay_type: string | null;
  suppressed: boolean;
  sent_before: number;
  first_subject: string | null;
  previous_ids: string[] | null;
  current_title: string | null;
  current_company: string | null;
  job_title: string | null;
  privacy_notice: string | null;
  unsubscribe_footer: string | null;
  tracking_domain: string | null;
  allow_private_hosts: boolean;
};

export type DeliveryTarget = { ids: readonly number[] } | { due: true; limit: number };

type Outcome =
  | { kind: 'sent'; row: Row; mailboxId: number; subject: string; body: string; response: string }
  | { kind: 'failed'; row: Row; reason: string; bounced?: boolean; mailboxId?: number | null }
  | { kind: 'cancelled'; row: Row; reason: string; stopThread?: boolean }
  | { kind: 'reschedule'; row: Row; at: Date; reason: string }
  | { kind: 'retry'; row: Row; at: Date; reason: string }
  | { kind: 'wait'; row: Row };

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

async function lockRows(tx: Executor, target: DeliveryTarget, now: Date): Promise<number[]> {
  if ('ids' in target) {
    if (target.ids.length === 0) return [];
    // A job names its rows: wait for a lock another transaction holds (an unsubscribe, an outbox
    // edit), then see the row as that transaction left it.
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from engage_messages
       where id = any(${`{${target.ids.join(',')}}`}::bigint[]) and status = 'scheduled' and channel = 'Email'
       order by id
         for update`);
    return rows.map((r) => Number(r.id));
  }
  const { rows } = await tx.execute<{ id: string }>(sql`
    select m.id from engage_messages m
      join engage_campaigns c on c.id = m.campaign_id and c.status = 'ongoing'
     where m.status = 'scheduled' and m.channel = 'Email' and m.due_at <= ${now.toISOString()}::timestamptz
     order by m.due_at
     limit ${target.limit}
       for update of m skip locked`);
  return rows.map((r) => Number(r.id));
}

async function loadRows(tx: Executor, ids: number[]): Promise<Row[]> {
  // A separate statement after the locks: it sees everything committed before them (a
  // suppression, a stopped thread), which the locking statement's snapshot might not.
  const { rows } = await tx.execute<Row>(sql`
    select m.id, m.team_id, m.thread_id, m.campaign_id, m.step, m.status, m.due_at, m.message_id,
           m.subject, m.body, m.attempts,
           t.status as thread_status, t.is_active, t.recipient_email, t.recipient_name, t.profile_id,
           t.project_id, t.user_id as sender_user_id, t.needs_privacy_notice,
           c.status as campaign_status, c.schedule_timezone, c.sending_window,
           s.subject as step_subject, s.body as step_body, s.cc, s.bcc, s.followup_type,
           s.track_open, s.track_link,
           ns.step as next_step, ns.delay_seconds as next_delay, ns.delay_type as next_delay_type,
           exists (select 1 from engage_suppressions x
                    where x.team_id = m.team_id and x.email = t.recipient_email) as suppressed,
           prev.sent_before, prev.first_subject, prev.previous_ids,
           p.doc::jsonb -> 'basic' ->> 'current_title' as current_title,
           p.doc::jsonb -> 'basic' ->> 'current_company' as current_company,
           pr.job_title,
           ts.privacy_notice, ts.unsubscribe_footer, ts.tracking_domain,
           coalesce(ts.allow_private_hosts, false) as allow_private_hosts
      from engage_messages m
      join engage_threads t on t.id = m.thread_id
      join engage_campaigns c on c.id = m.campaign_id
      left join engage_steps s on s.campaign_id = m.campaign_id and s.step = m.step
      left join lateral (
        select s2.step, s2.delay_seconds, s2.delay_type from engage_steps s2
         where s2.campaign_id = m.campaign_id and s2.step > m.step and s2.channel = 'Email'
         order by s2.step limit 1) ns on true
      left join lateral (
        select count(*)::int as sent_before,
               (array_agg(e.subject order by e.step))[1] as first_subject,
               array_agg(e.message_id order by e.step) as previous_ids
          from engage_messages e
         where e.thread_id = m.thread_id and e.step < m.step and e.status = 'sent') prev on true
      left join talent_profiles p on p.id = t.profile_id
      left join projects pr on pr.id = t.project_id
      left join engage_team_settings ts on ts.team_id = m.team_id
     where m.id = any(${`{${ids.join(',')}}`}::bigint[])
     order by m.id`);
  return rows;
}

/** Decides what may be done with a row before any mailbox is touched. */
function precheck(row: Row, now: Date): Outcome | null {
  if (row.status !== 'scheduled') return { kind: 'wait', row };
  if (new Date(row.due_at).getTime() > now.getTime())
    return { kind: 'reschedule', row, at: new Date(row.due_at), reason: 'not yet due' };
  if (!row.is_active || row.thread_status !== 'ongoing')
    return { kind: 'cancelled', row, reason: 'The sequence was stopped for this candidate' };
  if (row.campaign_status === 'cancelled' || row.campaign_status === 'finished')
    return { kind: 'cancelled', row, reason: `The campaign is ${row.campaign_status}`, stopThread: true };
  if (row.campaign_status !== 'ongoing') return { kind: 'wait', row };
  if (row.suppressed)
    return { kind: 'cancelled', row, reason: 'The recipient is on the suppression list', stopThread: true };
  if (!row.recipient_email) return { kind: 'failed', row, reason: 'The candidate has no email address' };
  if (row.step_subject === null && row.subject === null)
    return { kind: 'failed', row, reason: 'The sequence step no longer exists' };
  const window = row.sending_window;
  const opening = nextWindowOpening(now, window, row.schedule_timezone);
  if (opening.getTime() > now.getTime())
    return { kind: 'reschedule', row, at: opening, reason: 'outside the sending window' };
  return null;
}

type Prepared = { row: Row; mailbox: MailboxRow };

async function loadMailboxes(tx: Executor, rows: Row[]): Promise<Map<string, MailboxRow>> {
  const teams = [...new Set(rows.map((r) => r.team_id))];
  const users = [...new Set(rows.map((r) => r.sender_user_id))];
  if (users.length === 0) return new Map();
  const found = await (tx as Database)
    .select()
    .from(engageMailboxes)
    .where(inArray(engageMailboxes.userId, users));
  const byOwner = new Map<string, MailboxRow>();
  for (const m of found) if (teams.includes(m.teamId)) byOwner.set(`${m.teamId}:${m.userId}`, m);
  return byOwner;
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
async function admit(
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

function senderValues(row: Row, mailbox: MailboxRow) {
  const fullName = row.recipient_name.trim();
  return {
    firstName: fullName.split(/\s+/)[0] ?? '',
    fullName,
    currentCompany: row.current_company ?? '',
    currentTitle: row.current_title ?? '',
    jobTitle: row.job_title ?? '',
    senderName: mailbox.fromName,
    meetingLink: '',
  };
}

async function sendOne({ row, mailbox }: Prepared, deps: DeliveryDeps): Promise<Outcome> {
  const { config } = deps;
  const messageRowId = Number(row.id);
  const base = row.tracking_domain ? `https://${row.tracking_domain}` : config.publicUrl;
  const tracking = trackingUrls(base, config.trackingKey, messageRowId);
  const firstEmail = row.sent_before === 0;
  let rendered: ReturnType<typeof renderMessage>;
  let outgoing: ReturnType<typeof buildOutgoingMessage>;
  try {
    rendered = renderMessage({
      subject: row.subject ?? row.step_subject ?? '',
      body: row.body ?? row.step_body ?? '',
      values: senderValues(row, mailbox),
      tracking,
      trackOpen: row.track_open ?? true,
      trackLink: row.track_link ?? true,
      privacyNotice: firstEmail && row.needs_privacy_notice ? row.privacy_notice : null,
      footer: row.unsubscribe_footer,
    });
    const sameThread = row.followup_type !== 'NEW_THREAD' && (row.previous_ids?.length ?? 0) > 0;
    outgoing = buildOutgoingMessage({
      threadId: String(row.thread_id),
      step: row.step,
      from: { name: mailbox.fromName, address: mailbox.fromAddress },
      to: { name: row.recipient_name, address: row.recipient_email ?? '' },
      cc: (row.cc ?? []).map((address) => ({ address })),
      bcc: (row.bcc ?? []).map((address) => ({ address })),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageIdDomain: messageIdDomain(mailbox.fromAddress, config.publicUrl),
      messageIdSecret: config.messageIdSecret,
      ...(sameThread
        ? {
            followUp: {
              previousMessageIds: row.previous_ids ?? [],
              firstSubject: row.first_subject ?? rendered.subject,
            },
          }
        : {}),
      unsubscribe: { url: tracking.unsubscribe },
    });
    // The row's id is the one fixed at creation; a resend carries exactly it.
    outgoing.messageId = row.message_id;
  } catch (error) {
    return {
      kind: 'failed',
      row,
      mailboxId: mailbox.id,
      reason: `The message could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
    };
  }

  let result: SendResult;
  try {
    const sender = await deps.senders.get(mailbox, {
      secretBox: config.secretBox,
      allowPrivateHosts: row.allow_private_hosts,
      localTestMailPort: config.localTestMailPort,
    });
    result = await sender.send(outgoing);
  } catch (error) {
    if (error instanceof MailboxNotConnectedError)
      return { kind: 'failed', row, reason: error.message, mailboxId: mailbox.id };
    if (error instanceof SmtpError) {
      const reason = error.serverResponse ? `${error.message} (${error.serverResponse})` : error.message;
      if (error.permanent || error.reason === 'auth-failed') {
        const bounced = error.reason === 'rejected' && (error.responseCode ?? 0) >= 500;
        return { kind: 'failed', row, reason, bounced, mailboxId: mailbox.id };
      }
      return retryOrFail(row, reason, deps);
    }
    return retryOrFail(row, error instanceof Error ? error.message : String(error), deps);
  }
  if (result.rejected.length > 0 && result.accepted.length === 0) {
    return {
      kind: 'failed',
      row,
      reason: `The mail server refused the recipient (${result.response})`,
      bounced: true,
      mailboxId: mailbox.id,
    };
  }
  return {
    kind: 'sent',
    row,
    mailboxId: mailbox.id,
    subject: outgoing.subject,
    body: rendered.html,
    response: result.response,
  };
}

function retryOrFail(row: Row, reason: string, deps: DeliveryDeps): Outcome {
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS)
    return { kind: 'failed', row, reason: `Gave up after ${attempts} attempts: ${reason}` };
  const now = (deps.now ?? (() => new Date()))();
  return { kind: 'retry', row, at: new Date(now.getTime() + retryDelayMs(attempts)), reason };
}

/** Records every outcome set-wise in the open transaction. */
async function record(tx: Executor, outcomes: Outcome[], now: Date, deps: DeliveryDeps): Promise<void> {
  const nowIso = now.toISOString();
  const jobs: SendJob[] = [];

  const sent = outcomes.filter((o): o is Extract<Outcome, { kind: 'sent' }> => o.kind === 'sent');
  if (sent.length > 0) {
    const data = JSON.stringify(
      sent.map((o) => ({
        id: Number(o.row.id),
        mailbox_id: o.mailboxId,
        subject: o.subject,
        body: o.body,
        response: o.response.slice(0, 1000),
      })),
    );
    await tx.execute(sql`
      update engage_messages m
         set status = 'sent', sent_at = ${nowIso}::timestamptz, smtp_response = x.response,
             subject = x.subject, body = x.body, mailbox_id = x.mailbox_id, attempts = m.attempts + 1,
             last_error = null, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, mailbox_id bigint, subject text, body text, response text)
       where m.id = x.id`);
    await tx.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind)
      select m.team_id, m.id, m.thread_id, 'delivered' from engage_messages m
       where m.id = any(${`{${sent.map((o) => o.row.id).join(',')}}`}::bigint[])`);
    // Threads: delivered; finished after their last step.
    const threadData = JSON.stringify(
      sent.map((o) => ({ id: Number(o.row.thread_id), last: o.row.next_step === null })),
    );
    await tx.execute(sql`
      update engage_threads t
         set is_delivered = true, status = case when x.last then 'finished' else t.status end,
             updated_at = now()
        from jsonb_to_recordset(${threadData}::jsonb) as x(id bigint, last boolean)
       where t.id = x.id`);
    // The day counters were reserved before sending (admit).
    // The next step of each thread, due from this send.
    const next = sent
      .filter((o) => o.row.next_step !== null)
      .map((o) => {
        const step = o.row.next_step as number;
        const due = sendTime(
          now,
          {
            delaySeconds: o.row.next_delay ?? 0,
            delayType: (o.row.next_delay_type ?? 'WEEKDAYS') as DelayType,
          },
          { timeZone: o.row.schedule_timezone, window: o.row.sending_window },
        );
        return {
          team_id: o.row.team_id,
          thread_id: Number(o.row.thread_id),
          campaign_id: Number(o.row.campaign_id),
          step,
          due_at: due.toISOString(),
          message_id: messageIdFor(
            { threadId: String(o.row.thread_id), step },
            o.row.message_id.slice(o.row.message_id.lastIndexOf('@') + 1, -1),
            deps.config.messageIdSecret,
          ),
        };
      });
    if (next.length > 0) {
      const { rows: created } = await tx.execute<{ id: string; due_at: Date }>(sql`
        insert into engage_messages (team_id, thread_id, campaign_id, step, channel, status, due_at, message_id)
        select x.team_id, x.thread_id, x.campaign_id, x.step, 'Email', 'scheduled', x.due_at, x.message_id
          from jsonb_to_recordset(${JSON.stringify(next)}::jsonb)
               as x(team_id uuid, thread_id bigint, campaign_id bigint, step smallint, due_at timestamptz, message_id text)
        on conflict (thread_id, step) do nothing
        returning id, due_at`);
      for (const r of created) jobs.push({ messageRowId: Number(r.id), startAfter: new Date(r.due_at) });
    }
    // Pipeline: first delivery moves Good Fit -> Contacted (per team).
    const byTeam = new Map<string, { projectId: number; profileId: number }[]>();
    for (const o of sent) {
      if (o.row.project_id === null) continue;
      const list = byTeam.get(o.row.team_id) ?? [];
      list.push({ projectId: Number(o.row.project_id), profileId: Number(o.row.profile_id) });
      byTeam.set(o.row.team_id, list);
    }
    for (const [teamId, list] of byTeam) await applyEngagement(tx, teamId, 'delivered', list);
  }

  const failed = outcomes.filter((o): o is Extract<Outcome, { kind: 'failed' }> => o.kind === 'failed');
  if (failed.length > 0) {
    const data = JSON.stringify(
      failed.map((o) => ({
        id: Number(o.row.id),
        thread_id: Number(o.row.thread_id),
        reason: o.reason.slice(0, 2000),
        bounced: o.bounced === true,
        mailbox_id: o.mailboxId ?? null,
      })),
    );
    await tx.execute(sql`
      update engage_messages m
         set status = 'failed', last_error = x.reason, attempts = m.attempts + 1,
             mailbox_id = coalesce(x.mailbox_id, m.mailbox_id), updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, bounced boolean, mailbox_id bigint)
       where m.id = x.id`);
    await tx.execute(sql`
      update engage_threads t
         set status = 'failed', is_bounced = t.is_bounced or x.bounced, cancel_reason = x.reason, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, bounced boolean, mailbox_id bigint)
       where t.id = x.thread_id`);
    const bounced = failed.filter((o) => o.bounced);
    if (bounced.length > 0) {
      await tx.execute(sql`
        insert into engage_events (team_id, message_row_id, thread_id, kind)
        select m.team_id, m.id, m.thread_id, 'bounce' from engage_messages m
         where m.id = any(${`{${bounced.map((o) => o.row.id).join(',')}}`}::bigint[])`);
      const byTeam = new Map<string, { projectId: number; profileId: number }[]>();
      for (const o of bounced) {
        if (o.row.project_id === null) continue;
        const list = byTeam.get(o.row.team_id) ?? [];
        list.push({ projectId: Number(o.row.project_id), profileId: Number(o.row.profile_id) });
        byTeam.set(o.row.team_id, list);
      }
      for (const [teamId, list] of byTeam) await applyEngagement(tx, teamId, 'bounced', list);
    }
  }

  const cancelled = outcomes.filter(
    (o): o is Extract<Outcome, { kind: 'cancelled' }> => o.kind === 'cancelled',
  );
  if (cancelled.length > 0) {
    const data = JSON.stringify(
      cancelled.map((o) => ({
        id: Number(o.row.id),
        thread_id: Number(o.row.thread_id),
        reason: o.reason,
        stop: o.stopThread === true,
      })),
    );
    await tx.execute(sql`
      update engage_messages m set status = 'cancelled', last_error = x.reason, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, stop boolean)
       where m.id = x.id`);
    await tx.execute(sql`
      update engage_threads t
         set status = 'cancelled', is_active = false, cancel_reason = coalesce(t.cancel_reason, x.reason),
             updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, thread_id bigint, reason text, stop boolean)
       where t.id = x.thread_id and x.stop and t.is_active`);
  }

  const moved = outcomes.filter(
    (o): o is Extract<Outcome, { kind: 'reschedule' | 'retry' }> =>
      o.kind === 'reschedule' || o.kind === 'retry',
  );
  if (moved.length > 0) {
    const data = JSON.stringify(
      moved.map((o) => ({
        id: Number(o.row.id),
        at: o.at.toISOString(),
        retry: o.kind === 'retry',
        reason: o.kind === 'retry' ? o.reason.slice(0, 2000) : null,
      })),
    );
    await tx.execute(sql`
      update engage_messages m
         set due_at = x.at, attempts = m.attempts + case when x.retry then 1 else 0 end,
             last_error = case when x.retry then x.reason else m.last_error end, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as x(id bigint, at timestamptz, retry boolean, reason text)
       where m.id = x.id`);
    for (const o of moved) jobs.push({ messageRowId: Number(o.row.id), startAfter: o.at });
  }
  await enqueueSendJobs(tx, jobs);
}

/**
 * Delivers the target rows that are due: the ids a job names, or up to `limit` due rows nobody
 * else holds (the batch path). One transaction; returns what happened.
 */
export async function deliverMessages(
  db: Database,
  deps: DeliveryDeps,
  target: DeliveryTarget,
): Promise<DeliverySummary & { locked: number }> {
  const now = (deps.now ?? (() => new Date()))();
  return db.transaction(async (tx) => {
    const summary = { ...emptySummary(), locked: 0 };
    const ids = await lockRows(tx, target, now);
    summary.locked = ids.length;
    if (ids.length === 0) return summary;
    const rows = await loadRows(tx, ids);
    const outcomes: Outcome[] = [];
    const ready: Row[] = [];
    for (const row of rows) {
      const early = precheck(row, now);
      if (early) outcomes.push(early);
      else ready.push(row);
    }
    // Per mailbox: the cap and spacing, then send in parallel over the mailbox's pooled connections.
    const mailboxes = await loadMailboxes(tx, ready);
    const byMailbox = new Map<number, { mailbox: MailboxRow; rows: Row[] }>();
    for (const row of ready) {
      const mailbox = mailboxes.get(`${row.team_id}:${row.sender_user_id}`);
      if (!mailbox) {
        outcomes.push({
          kind: 'failed',
          row,
          reason: 'The sender has no mailbox connected. Connect one in the email settings.',
        });
        continue;
      }
      const group = byMailbox.get(mailbox.id) ?? { mailbox, rows: [] };
      group.rows.push(row);
      byMailbox.set(mailbox.id, group);
    }
    const sends: Promise<Outcome>[] = [];
    for (const { mailbox, rows: mailboxRows } of [...byMailbox.values()].sort(
      (a, b) => a.mailbox.id - b.mailbox.id,
    )) {
      const { admitted, deferred } = await admit(db, mailbox, mailboxRows, now);
      outcomes.push(...deferred);
      for (const row of admitted) sends.push(sendOne({ row, mailbox }, deps));
    }
    outcomes.push(...(await Promise.all(sends)));
    await record(tx, outcomes, now, deps);
    for (const o of outcomes) {
      if (o.kind === 'sent') summary.sent += 1;
      else if (o.kind === 'failed') summary.failed += 1;
      else if (o.kind === 'cancelled') summary.cancelled += 1;
      else if (o.kind === 'reschedule') summary.rescheduled += 1;
      else if (o.kind === 'retry') summary.retried += 1;
      else summary.waiting += 1;
    }
    if (summary.failed > 0 || summary.retried > 0)
      deps.log?.info(
        { failed: summary.failed, retried: summary.retried },
        'engage delivery: some messages did not go out',
      );
    return summary;
  });
}

/**
 * The batch path: delivers due rows in batches until none is left or `budgetMs` has passed.
 * `concurrency` loops run at once (SKIP LOCKED hands each its own rows); each holds one pooled
 * database connection and briefly a second one to reserve mailbox places (admit), so keep it
 * below half the pool's size.
 */
export async function drainDue(
  db: Database,
  deps: DeliveryDeps,
  options: { batchSize?: number; budgetMs?: number; concurrency?: number } = {},
): Promise<DeliverySummary> {
  const batchSize = options.batchSize ?? 100;
  const deadline = Date.now() + (options.budgetMs ?? 10_000);
  const total = emptySummary();
  const loop = async () => {
    while (Date.now() < deadline) {
      const result = await deliverMessages(db, deps, { due: true, limit: batchSize });
      for (const key of Object.keys(total) as (keyof DeliverySummary)[]) total[key] += result[key];
      // Rows that only moved (window, cap, spacing) are not due any more; stop when nothing was due.
      if (result.locked < batchSize) break;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, loop));
  return total;
}
