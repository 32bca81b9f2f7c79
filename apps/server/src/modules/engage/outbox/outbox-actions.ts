/**
 * The outbox's actions on one thread: edit a scheduled step, cancel, restart. Each changes the
 * send intents (engage_messages rows) only, in one transaction with the thread; the delivery
 * engine picks the change up from the rows (a due 'scheduled' row is sent, a row that is no
 * longer 'scheduled' is not, a non-null subject/body is the edited text). Only the thread's
 * sender or its campaign's owner, or someone they delegated to, may act.
 */
import type { EditScheduledStep, OutboxThread } from '@talentbase/shared/contracts/engage-outbox';
import { findTemplateProblems, headerValueProblem } from '@talentbase/shared/domain/email-templates';
import { findUpcomingStep } from '@talentbase/shared/domain/outbox';
import {
  DEFAULT_SENDING_WINDOW,
  nextWindowOpening,
  type SendingWindow,
  scheduleProblems,
} from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, fieldError } from '../../../lib/errors';
import { canActFor } from '../delegation-access';
import { applyEngagement } from '../pipeline-effects';
import { isSuppressed } from '../suppression';
import { sanitizeEmailHtml } from '../templates/sanitize-email-html';
import { getOutboxThread, type OutboxCaller } from './outbox.service';

type LockedThread = {
  id: string;
  team_id: string;
  user_id: string;
  campaign_id: string;
  campaign_user_id: string;
  campaign_status: string;
  project_id: string | null;
  profile_id: string;
  recipient_email: string | null;
  status: string;
  is_active: boolean;
  schedule_timezone: string;
  sending_window: SendingWindow;
};

/**
 * Locks the thread for an action and checks the caller may act: not in the team (or not theirs
 * to see) is 404, like a missing one; a team admin who sees it but does not act for its sender
 * gets 403.
 */
async function lockThreadForAction(
  tx: Executor,
  caller: OutboxCaller,
  threadId: number,
  seesTeam: boolean,
): Promise<LockedThread> {
  const { rows } = await tx.execute<LockedThread>(sql`
    select t.id::text as id, t.team_id, t.user_id, t.campaign_id::text as campaign_id,
           c.user_id as campaign_user_id, c.status as campaign_status, t.project_id::text as project_id,
           t.profile_id::text as profile_id, t.recipient_email, t.status, t.is_active,
           c.schedule_timezone, c.sending_window
      from engage_threads t
      join engage_campaigns c on c.id = t.campaign_id and c.team_id = t.team_id
     where t.id = ${threadId} and t.team_id = ${caller.teamId}
       for update of t`);
  const thread = rows[0];
  if (!thread) throw new AppError('NOT_FOUND', 'Thread not found');
  const may =
    (await canActFor(tx, caller.teamId, caller.userId, thread.user_id)) ||
    (await canActFor(tx, caller.teamId, caller.userId, thread.campaign_user_id));
  if (!may) {
    if (seesTeam)
      throw new AppError(
        'FORBIDDEN',
        'Only the sender, the sequence owner or someone they delegated to can change this thread',
      );
    throw new AppError('NOT_FOUND', 'Thread not found');
  }
  return thread;
}

const MAX_AHEAD_MS = 366 * 86_400_000;

function subjectProblem(subject: string): string | null {
  const header = headerValueProblem(subject);
  if (header) return 'The subject must be one line without control characters';
  const problem = findTemplateProblems(subject)[0];
  return problem ? problem.message : null;
}

/** Edits one scheduled message of a thread: subject, body, due time. 409 once it is no longer scheduled. */
export async function editScheduledStep(
  db: Database,
  caller: OutboxCaller,
  threadId: number,
  step: number,
  input: EditScheduledStep,
  seesTeam: boolean,
): Promise<OutboxThread> {
  const fields: Record<string, string> = {};
  if (typeof input.subject === 'string') {
    const problem = subjectProblem(input.subject);
    if (problem) fields.subject = problem;
  }
  let body: string | null | undefined = input.body;
  if (typeof body === 'string') {
    const problem = findTemplateProblems(body)[0];
    if (problem) fields.body = problem.message;
  }
  if (input.dueAt !== undefined) {
    const due = Date.parse(input.dueAt);
    if (due < Date.now() - 60_000) fields.dueAt = 'Choose a time that has not passed';
    else if (due > Date.now() + MAX_AHEAD_MS) fields.dueAt = 'Choose a time within a year';
  }
  if (Object.keys(fields).length) throw fieldError(fields);

  return db.transaction(async (tx) => {
    await lockThreadForAction(tx, caller, threadId, seesTeam);
    const { rows } = await tx.execute<{ id: string; status: string; channel: string }>(sql`
      select id::text as id, status, channel from engage_messages
       where thread_id = ${threadId} and team_id = ${caller.teamId} and step = ${step}
         for update`);
    const message = rows[0];
    if (!message) throw new AppError('NOT_FOUND', 'This step is not scheduled');
    if (message.status !== 'scheduled')
      throw new AppError('CONFLICT', `This step can no longer be edited: it is ${message.status}`, {
        status: message.status,
      });
    // A text goes out as plain text (text/text-render.ts): only an email's HTML is sanitised.
    if (typeof body === 'string') {
      if (message.channel === 'Text') {
        body = body.trim();
        if (body.length > 1600) throw fieldError({ body: 'A text can be at most 1600 characters' });
      } else body = sanitizeEmailHtml(body);
      if (body.trim() === '') throw fieldError({ body: 'Enter a message' });
    }
    await tx.execute(sql`
      update engage_messages
         set subject = ${input.subject === undefined ? sql`subject` : input.subject},
             body = ${body === undefined ? sql`body` : body},
             due_at = ${input.dueAt === undefined ? sql`due_at` : new Date(input.dueAt).toISOString()},
             updated_at = now()
       where id = ${message.id}`);
    await tx.execute(sql`update engage_threads set updated_at = now() where id = ${threadId}`);
    await audit(tx, {
      action: 'engage.outbox.step_edited',
      teamId: caller.teamId,
      actorUserId: caller.userId,
      targetType: 'engage_message',
      targetId: message.id,
      metadata: {
        threadId,
        step,
        subject: input.subject !== undefined,
        body: input.body !== undefined,
        dueAt: input.dueAt ?? null,
      },
      ip: caller.ip,
    });
    return getOutboxThread(tx, caller, threadId);
  });
}

/** Stops a thread: not active, cancelled, its unsent messages cancelled, all at once. */
export async function cancelThread(
  db: Database,
  caller: OutboxCaller,
  threadId: number,
  seesTeam: boolean,
): Promise<OutboxThread> {
  return db.transaction(async (tx) => {
    const thread = await lockThreadForAction(tx, caller, threadId, seesTeam);
    if (thread.is_active && thread.status === 'finished')
      throw new AppError('CONFLICT', 'This sequence has finished: there is nothing left to cancel');
    if (thread.is_active || thread.status !== 'cancelled') {
      // Waits for a send in progress (its row is locked), then leaves it alone once it is 'sent'.
      await tx.execute(sql`
        update engage_messages set status = 'cancelled', last_error = 'Canceled by the recruiter', updated_at = now()
         where thread_id = ${threadId} and team_id = ${caller.teamId} and status in ('scheduled', 'sending')`);
      await tx.execute(sql`
        update engage_threads set is_active = false, status = 'cancelled', cancel_reason = 'manual', updated_at = now()
         where id = ${threadId}`);
      await audit(tx, {
        action: 'engage.outbox.thread_cancelled',
        teamId: caller.teamId,
        actorUserId: caller.userId,
        targetType: 'engage_thread',
        targetId: String(threadId),
        ip: caller.ip,
      });
    }
    return getOutboxThread(tx, caller, threadId);
  });
}

export type RestartDeps = {
  /** The Message-ID for a (thread, step) that never had a send intent (the engine's rule). */
  messageIdFor: (threadId: number, step: number) => string;
  now?: () => Date;
};

/**
 * Starts a cancelled thread again: active, ongoing, and its next unsent step scheduled for now
 * (or the campaign window's next opening). Refused for a suppressed address, a candidate already
 * in another active sequence, a cancelled campaign, or when every step has gone out.
 */
export async function restartThread(
  db: Database,
  caller: OutboxCaller,
  threadId: number,
  seesTeam: boolean,
  deps: RestartDeps,
): Promise<OutboxThread> {
  return db.transaction(async (tx) => {
    const thread = await lockThreadForAction(tx, caller, threadId, seesTeam);
    if (thread.is_active && thread.status === 'ongoing')
      throw new AppError('CONFLICT', 'This sequence is already running');
    if (thread.status !== 'cancelled' && thread.is_active)
      throw new AppError(
        'CONFLICT',
        `Only a canceled sequence can be restarted (this one is ${thread.status})`,
      );
    if (thread.campaign_status === 'cancelled')
      throw new AppError('CONFLICT', 'The sequence itself was canceled: restart it first');
    if (!thread.recipient_email) throw new AppError('UNPROCESSABLE', 'This candidate has no email address');
    if (await isSuppressed(tx, caller.teamId, thread.recipient_email))
      throw new AppError(
        'UNPROCESSABLE',
        'This address unsubscribed or bounced: it is on the team’s suppression list and gets no more email',
      );
    const { rows: others } = await tx.execute(sql`
      select 1 from engage_threads
       where team_id = ${caller.teamId} and profile_id = ${thread.profile_id} and is_active and id <> ${threadId}`);
    if (others.length) throw new AppError('CONFLICT', 'This candidate is already in another active sequence');

    const { rows: steps } = await tx.execute<{ step: number; status: string | null; id: string | null }>(sql`
      select s.step, m.status, m.id::text as id
        from engage_steps s
        left join engage_messages m on m.thread_id = ${threadId} and m.step = s.step
       where s.campaign_id = ${thread.campaign_id} and s.team_id = ${caller.teamId}
       order by s.step
         for update of s`);
    const next = findUpcomingStep(
      steps.map((s) => ({ ...s, sent: s.status === 'sent', failed: s.status === 'failed' })),
      'ongoing',
    );
    if (!next)
      throw new AppError('CONFLICT', 'Every step of this sequence has gone out: there is nothing to restart');

    const now = deps.now?.() ?? new Date();
    const window = thread.sending_window ?? DEFAULT_SENDING_WINDOW;
    const zone = thread.schedule_timezone || 'UTC';
    const due = scheduleProblems({ delaySeconds: 0, delayType: 'DAYS', timeZone: zone, window }).length
      ? now
      : nextWindowOpening(now, window, zone);
    if (next.id)
      await tx.execute(sql`
        update engage_messages
           set status = 'scheduled', due_at = ${due.toISOString()}, attempts = 0, last_error = null,
               claimed_at = null, updated_at = now()
         where id = ${next.id}`);
    else
      await tx.execute(sql`
        insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id)
        values (${caller.teamId}, ${threadId}, ${thread.campaign_id}, ${next.step}, 'scheduled', ${due.toISOString()},
                ${deps.messageIdFor(threadId, next.step)})`);
    await tx.execute(sql`
      update engage_threads set is_active = true, status = 'ongoing', cancel_reason = null, updated_at = now()
       where id = ${threadId}`);
    if (thread.project_id)
      await applyEngagement(tx, caller.teamId, 'scheduled', [
        { projectId: Number(thread.project_id), profileId: Number(thread.profile_id) },
      ]);
    await audit(tx, {
      action: 'engage.outbox.thread_restarted',
      teamId: caller.teamId,
      actorUserId: caller.userId,
      targetType: 'engage_thread',
      targetId: String(threadId),
      metadata: { step: next.step, dueAt: due.toISOString() },
      ip: caller.ip,
    });
    return getOutboxThread(tx, caller, threadId);
  });
}
