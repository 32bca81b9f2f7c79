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
 *   is only left 'scheduled' (sent again), or committed with its outcome. Since Engage II such a
 *   row carries an attempt marker, and before it is sent again the mailbox's Sent folder is
 *   searched for its Message-ID (unknown-outcome.ts): found there, it is recorded, not resent.
 *
 * Rules per row, in order: not 'scheduled' or not yet due -> leave it; thread stopped or campaign
 * cancelled -> cancelled; campaign paused or draft -> waits (the sweep ignores it until resumed);
 * suppressed address -> cancelled; outside the sending window -> moved to the window's next opening;
 * mailbox missing or not connected -> failed; daily cap reached -> the next day's window; spacing
 * slot taken -> moved to the slot. Then render, send, and on acceptance: 'sent', the 'delivered'
 * event, the thread's flags, the pipeline move and the next step's row with its job (the day's
 * place was reserved before the send: mailbox-admission.ts).
 */
import { nextWindowOpening } from '@talentbase/shared/domain/send-schedule';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { engageMailboxes } from '../../../db/schema/engage';
import { meetingLinkForStep, meetingLinksFor } from '../../calendars/calendar-accounts.repository';
import { loadAttachmentFiles } from '../attachments/attachments.service';
import { MailboxNotConnectedError, type MailboxRow } from '../mail/mailbox-sender';
import { buildOutgoingMessage, type MailAttachment } from '../mail/outgoing-message';
import { SmtpError } from '../mail/smtp-failure';
import type { SendResult } from '../mail/smtp-transport';
import { trackingUrls } from '../tracking/tracking-token';
import { messageIdDomain } from './delivery-config';
import { recordOutcomes } from './delivery-record';
import {
  type DeliveryDeps,
  type DeliverySummary,
  type DeliveryTarget,
  emptySummary,
  MAX_ATTEMPTS,
  type Outcome,
  type Row,
  retryDelayMs,
} from './delivery-types';
import { admit } from './mailbox-admission';
import { renderMessage } from './render-message';
import { clearAttempts, markAttempts, sentFolderCheck } from './unknown-outcome';

export type { DeliveryDeps, DeliverySummary, DeliveryTarget } from './delivery-types';
export { MAX_ATTEMPTS, retryDelayMs } from './delivery-types';
export { localDay, nextDayOpening } from './mailbox-admission';

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
           s.subject as step_subject, s.body as step_body, s.cc, s.bcc, s.file_ids, s.followup_type,
           s.track_open, s.track_link, s.meeting_duration_minutes,
           ns.step as next_step, ns.delay_seconds as next_delay, ns.delay_type as next_delay_type,
           ns.channel as next_channel,
           exists (select 1 from engage_suppressions x
                    where x.team_id = m.team_id and x.email = t.recipient_email) as suppressed,
           prev.sent_before, prev.first_subject, prev.previous_ids,
           p.doc::jsonb -> 'basic' ->> 'current_title' as current_title,
           p.doc::jsonb -> 'basic' ->> 'current_company' as current_company,
           pr.job_title,
           ts.privacy_notice, ts.unsubscribe_footer, ts.tracking_domain,
           coalesce(ts.allow_private_hosts, false) as allow_private_hosts,
           exists (select 1 from engage_send_attempts a where a.message_row_id = m.id) as outcome_unknown
      from engage_messages m
      join engage_threads t on t.id = m.thread_id
      join engage_campaigns c on c.id = m.campaign_id
      left join engage_steps s on s.campaign_id = m.campaign_id and s.step = m.step
      left join lateral (
        select s2.step, s2.delay_seconds, s2.delay_type, s2.channel from engage_steps s2
         where s2.campaign_id = m.campaign_id and s2.step > m.step
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

/** `inSent`: the message was found in the Sent folder after an interrupted send: record, do not send. */
type Prepared = {
  row: Row;
  mailbox: MailboxRow;
  attachments: MailAttachment[];
  meetingLink: string;
  inSent?: boolean;
};

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

function senderValues(row: Row, mailbox: MailboxRow, meetingLink: string) {
  const fullName = row.recipient_name.trim();
  return {
    firstName: fullName.split(/\s+/)[0] ?? '',
    fullName,
    currentCompany: row.current_company ?? '',
    currentTitle: row.current_title ?? '',
    jobTitle: row.job_title ?? '',
    senderName: mailbox.fromName,
    // The sender's calendar link (Calendly scheduling URL or calendar link; empty without one).
    meetingLink,
  };
}

async function sendOne(
  { row, mailbox, attachments, meetingLink, inSent }: Prepared,
  deps: DeliveryDeps,
): Promise<Outcome> {
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
      values: senderValues(row, mailbox, meetingLink),
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
      attachments,
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

  if (inSent)
    return {
      kind: 'sent',
      row,
      mailboxId: mailbox.id,
      subject: outgoing.subject,
      body: rendered.html,
      response: 'Found in the Sent folder after an interrupted send: not sent again',
    };
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

/**
 * The batch's attachments, read once per file. A step whose file is gone (storage lost it) fails
 * with the file's name rather than going out without it.
 */
async function attachmentsOf(
  tx: Executor,
  deps: DeliveryDeps,
  rows: Row[],
): Promise<(row: Row) => { files: MailAttachment[] } | { missing: string }> {
  const ids = [...new Set(rows.flatMap((r) => (r.file_ids ?? []).map(Number)))];
  if (ids.length === 0) return () => ({ files: [] });
  const storage = deps.config.files;
  if (!storage) return () => ({ missing: 'Attachments cannot be read: this server has no file storage.' });
  const found = await loadAttachmentFiles(tx, storage, ids);
  return (row) => {
    if ((row.file_ids ?? []).length === 0) return { files: [] };
    const files: MailAttachment[] = [];
    for (const id of (row.file_ids ?? []).map(Number)) {
      const file = found.get(id);
      if (!file?.data)
        return {
          missing: file
            ? `The attachment "${file.fileName}" is missing from storage. Upload it again and attach it to the step.`
            : 'An attachment of this step no longer exists. Attach the file to the step again.',
        };
      files.push({ filename: file.fileName, content: file.data, contentType: file.contentType });
    }
    return { files };
  };
}

/**
 * For rows whose last send was interrupted: is the message already in the mailbox's Sent folder?
 * One search per row (they are rare: a crash leaves at most a batch of them).
 */
async function lookInSent(prepared: Prepared[], deps: DeliveryDeps): Promise<void> {
  const unknown = prepared.filter((p) => p.row.outcome_unknown);
  if (unknown.length === 0) return;
  const check = deps.sentFolder ?? sentFolderCheck(deps.config.secretBox);
  for (const p of unknown) {
    const answer = await check(p.mailbox, p.row.message_id, p.row.allow_private_hosts);
    p.inSent = answer === 'found';
    deps.log?.info(
      { messageRowId: Number(p.row.id), sentFolder: answer },
      'engage delivery: a message of unknown outcome was looked for in the Sent folder',
    );
  }
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
    const admittedRows: { row: Row; mailbox: MailboxRow }[] = [];
    for (const { mailbox, rows: mailboxRows } of [...byMailbox.values()].sort(
      (a, b) => a.mailbox.id - b.mailbox.id,
    )) {
      const { admitted, deferred } = await admit(db, mailbox, mailboxRows, now);
      outcomes.push(...deferred);
      for (const row of admitted) admittedRows.push({ row, mailbox });
    }
    const files = await attachmentsOf(
      tx,
      deps,
      admittedRows.map((p) => p.row),
    );
    const links = await meetingLinksFor(
      tx,
      admittedRows.map(({ row }) => ({ teamId: row.team_id, userId: row.sender_user_id })),
    );
    const prepared: Prepared[] = [];
    for (const { row, mailbox } of admittedRows) {
      const attached = files(row);
      if ('missing' in attached)
        outcomes.push({ kind: 'failed', row, reason: attached.missing, mailboxId: mailbox.id });
      else
        prepared.push({
          row,
          mailbox,
          attachments: attached.files,
          meetingLink: meetingLinkForStep(
            links.get(`${row.team_id}:${row.sender_user_id}`),
            row.meeting_duration_minutes,
          ),
        });
    }
    await lookInSent(prepared, deps);
    await markAttempts(
      db,
      prepared.filter((p) => !p.inSent).map((p) => Number(p.row.id)),
    );
    outcomes.push(...(await Promise.all(prepared.map((p) => sendOne(p, deps)))));
    await recordOutcomes(tx, outcomes, now, deps);
    await clearAttempts(tx, ids);
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
