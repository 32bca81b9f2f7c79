/**
 * The text engine: takes 'Text' message rows that are due and sends them through the provider
 * from the sender's assigned number, in ONE transaction that holds the rows' locks from the checks
 * until the commit, exactly as the email engine does (delivery/deliver.ts), for the same reasons:
 * - an opt-out (STOP), a reply or an unsubscribe cancels unsent rows with an UPDATE that waits
 *   for our lock, so nothing goes out after it has committed;
 * - crash safety: the row stays 'scheduled' until the commit that records the provider's sid. A
 *   crash before that commit rolls everything back and the text is sent again later: at most one
 *   duplicate (a text the provider accepted whose commit was lost), and nothing lost.
 *
 * Rules per row, in order: not due -> left; thread stopped -> cancelled; campaign cancelled or
 * finished -> cancelled and the thread stopped; campaign paused or draft -> waits; number opted
 * out (or the candidate's address suppressed) -> cancelled and the thread stopped; no usable
 * phone -> failed; outside the sending window -> moved to its next opening; sender without an
 * assigned number -> failed. Texts have no daily cap or spacing: the provider queues and paces.
 * With the step's link tracking on, links go through the signed click redirect (text-render.ts).
 */
import { nextWindowOpening } from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { deliveryConfig } from '../delivery/delivery-config';
import { MAX_ATTEMPTS, retryDelayMs } from '../delivery/delivery-types';
import { trackingUrls } from '../tracking/tracking-token';
import { toE164 } from './phone';
import { statusCallbackUrl } from './text-config';
import { TextProviderError } from './text-provider';
import { recordTextOutcomes } from './text-record';
import { renderText } from './text-render';
import type { TextDeps, TextOutcome, TextRow, TextSummary } from './text-types';

export type TextTarget = { ids: readonly number[] } | { due: true; limit: number };

async function lockRows(tx: Executor, target: TextTarget, now: Date): Promise<number[]> {
  if ('ids' in target) {
    if (target.ids.length === 0) return [];
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from engage_messages
       where id = any(${`{${target.ids.join(',')}}`}::bigint[]) and status = 'scheduled' and channel = 'Text'
       order by id
         for update`);
    return rows.map((r) => Number(r.id));
  }
  const { rows } = await tx.execute<{ id: string }>(sql`
    select m.id from engage_messages m
      join engage_campaigns c on c.id = m.campaign_id and c.status = 'ongoing'
     where m.status = 'scheduled' and m.channel = 'Text' and m.due_at <= ${now.toISOString()}::timestamptz
     order by m.due_at
     limit ${target.limit}
       for update of m skip locked`);
  return rows.map((r) => Number(r.id));
}

async function loadRows(tx: Executor, ids: number[]): Promise<TextRow[]> {
  // After the locks, so it sees what committed before them (a STOP, a stopped thread).
  const { rows } = await tx.execute<TextRow>(sql`
    select m.id, m.team_id, m.thread_id, m.campaign_id, m.step, m.status, m.due_at, m.message_id, m.body,
           m.attempts, t.status as thread_status, t.is_active, t.recipient_phone, t.recipient_name,
           t.profile_id, t.project_id, t.user_id as sender_user_id, u.full_name as sender_name,
           n.phone_number as from_number,
           c.status as campaign_status, c.schedule_timezone, c.sending_window,
           s.body as step_body, s.track_link, ts.tracking_domain,
           ns.step as next_step, ns.delay_seconds as next_delay, ns.delay_type as next_delay_type,
           ns.channel as next_channel,
           exists (select 1 from engage_suppressions x
                    where x.team_id = m.team_id and x.email = t.recipient_email) as email_suppressed,
           (select count(*)::int from engage_messages e
             where e.thread_id = m.thread_id and e.step < m.step and e.status = 'sent' and e.channel = 'Text')
             as sent_before,
           p.doc::jsonb -> 'basic' ->> 'current_title' as current_title,
           p.doc::jsonb -> 'basic' ->> 'current_company' as current_company,
           pr.job_title
      from engage_messages m
      join engage_threads t on t.id = m.thread_id
      join engage_campaigns c on c.id = m.campaign_id
      left join users u on u.id = t.user_id
      left join engage_text_numbers n on n.team_id = m.team_id and n.user_id = t.user_id
      left join engage_steps s on s.campaign_id = m.campaign_id and s.step = m.step
      left join lateral (
        select s2.step, s2.delay_seconds, s2.delay_type, s2.channel from engage_steps s2
         where s2.campaign_id = m.campaign_id and s2.step > m.step
         order by s2.step limit 1) ns on true
      left join talent_profiles p on p.id = t.profile_id
      left join projects pr on pr.id = t.project_id
      left join engage_team_settings ts on ts.team_id = m.team_id
     where m.id = any(${`{${ids.join(',')}}`}::bigint[])
     order by m.id`);
  return rows;
}

/** Opted-out numbers among the rows' recipients (read after the locks). */
async function optedOut(tx: Executor, rows: TextRow[]): Promise<Set<string>> {
  const pairs = rows.flatMap((r) => {
    const phone = toE164(r.recipient_phone);
    return phone ? [`${r.team_id}:${phone}`] : [];
  });
  if (pairs.length === 0) return new Set();
  const { rows: found } = await tx.execute<{ key: string }>(sql`
    select team_id::text || ':' || phone as key from engage_text_optouts
     where team_id::text || ':' || phone = any(${`{${pairs.map((p) => JSON.stringify(p)).join(',')}}`}::text[])`);
  return new Set(found.map((r) => r.key));
}

function precheck(row: TextRow, now: Date, optOuts: Set<string>): TextOutcome | null {
  if (row.status !== 'scheduled') return { kind: 'wait', row };
  if (new Date(row.due_at).getTime() > now.getTime())
    return { kind: 'reschedule', row, at: new Date(row.due_at), reason: 'not yet due' };
  if (!row.is_active || row.thread_status !== 'ongoing')
    return { kind: 'cancelled', row, reason: 'The sequence was stopped for this candidate' };
  if (row.campaign_status === 'cancelled' || row.campaign_status === 'finished')
    return { kind: 'cancelled', row, reason: `The campaign is ${row.campaign_status}`, stopThread: true };
  if (row.campaign_status !== 'ongoing') return { kind: 'wait', row };
  const phone = toE164(row.recipient_phone);
  if (phone && optOuts.has(`${row.team_id}:${phone}`))
    return { kind: 'cancelled', row, reason: 'The candidate opted out of texts (STOP)', stopThread: true };
  if (row.email_suppressed)
    return { kind: 'cancelled', row, reason: 'The recipient is on the suppression list', stopThread: true };
  if (!phone)
    return {
      kind: 'failed',
      row,
      reason: row.recipient_phone
        ? `The candidate's phone number "${row.recipient_phone}" cannot receive texts`
        : 'The candidate has no phone number',
    };
  if (row.step_body === null && row.body === null)
    return { kind: 'failed', row, reason: 'The sequence step no longer exists' };
  const opening = nextWindowOpening(now, row.sending_window, row.schedule_timezone);
  if (opening.getTime() > now.getTime())
    return { kind: 'reschedule', row, at: opening, reason: 'outside the sending window' };
  if (!row.from_number)
    return {
      kind: 'failed',
      row,
      reason: 'The sender has no phone number for texts. Pick one in the email settings under Text messages.',
    };
  return null;
}

/** The signed click redirect for the row's links, on the team's tracking domain when it has one. */
function clickTracker(row: TextRow): (url: string) => string {
  const delivery = deliveryConfig();
  const base = row.tracking_domain ? `https://${row.tracking_domain}` : delivery.publicUrl;
  return trackingUrls(base, delivery.trackingKey, Number(row.id)).click;
}

function retryOrFail(row: TextRow, reason: string, now: Date): TextOutcome {
  const attempts = row.attempts + 1;
  if (attempts >= MAX_ATTEMPTS)
    return { kind: 'failed', row, reason: `Gave up after ${attempts} attempts: ${reason}` };
  return { kind: 'retry', row, at: new Date(now.getTime() + retryDelayMs(attempts)), reason };
}

async function sendOne(tx: Executor, row: TextRow, deps: TextDeps, now: Date): Promise<TextOutcome> {
  const to = toE164(row.recipient_phone) as string;
  let body: string;
  try {
    const fullName = row.recipient_name.trim();
    body = renderText(
      row.body ?? row.step_body ?? '',
      {
        firstName: fullName.split(/\s+/)[0] ?? '',
        fullName,
        currentCompany: row.current_company ?? '',
        currentTitle: row.current_title ?? '',
        jobTitle: row.job_title ?? '',
        senderName: row.sender_name ?? '',
        meetingLink: '',
      },
      row.sent_before === 0,
      row.track_link === false ? null : clickTracker(row),
    );
  } catch (error) {
    return {
      kind: 'failed',
      row,
      reason: `The text could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  try {
    const sent = await deps.config.provider.sendMessage(
      {
        teamId: row.team_id,
        from: row.from_number as string,
        to,
        body,
        statusCallback: statusCallbackUrl(deps.config.publicUrl, Number(row.id)),
      },
      tx,
    );
    return { kind: 'sent', row, to, body, sid: sent.sid, status: sent.status, errorCode: sent.errorCode };
  } catch (error) {
    if (error instanceof TextProviderError && error.permanent)
      return { kind: 'failed', row, reason: error.message };
    return retryOrFail(row, error instanceof Error ? error.message : String(error), now);
  }
}

const empty = (): TextSummary => ({
  sent: 0,
  failed: 0,
  cancelled: 0,
  rescheduled: 0,
  retried: 0,
  waiting: 0,
});

/** Delivers the target text rows that are due, in one transaction; returns what happened. */
export async function deliverTexts(
  db: Database,
  deps: TextDeps,
  target: TextTarget,
): Promise<TextSummary & { locked: number }> {
  const now = (deps.now ?? (() => new Date()))();
  return db.transaction(async (tx) => {
    const summary = { ...empty(), locked: 0 };
    const ids = await lockRows(tx, target, now);
    summary.locked = ids.length;
    if (ids.length === 0) return summary;
    const rows = await loadRows(tx, ids);
    const optOuts = await optedOut(tx, rows);
    const outcomes: TextOutcome[] = [];
    const ready: TextRow[] = [];
    for (const row of rows) {
      const early = precheck(row, now, optOuts);
      if (early) outcomes.push(early);
      else ready.push(row);
    }
    // A few at a time: the provider answers each send in a fraction of a second.
    for (let i = 0; i < ready.length; i += 8)
      outcomes.push(...(await Promise.all(ready.slice(i, i + 8).map((row) => sendOne(tx, row, deps, now)))));
    await recordTextOutcomes(tx, outcomes, now);
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
        'engage texts: some texts did not go out',
      );
    return summary;
  });
}

/** The sweep's path: due text rows in batches until none is left or the budget is spent. */
export async function drainDueTexts(
  db: Database,
  deps: TextDeps,
  options: { batchSize?: number; budgetMs?: number } = {},
): Promise<TextSummary> {
  const batchSize = options.batchSize ?? 100;
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  const total = empty();
  while (Date.now() < deadline) {
    const result = await deliverTexts(db, deps, { due: true, limit: batchSize });
    for (const key of Object.keys(total) as (keyof TextSummary)[]) total[key] += result[key];
    if (result.locked < batchSize) break;
  }
  return total;
}
