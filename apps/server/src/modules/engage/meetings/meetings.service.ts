/**
 * Inviting a candidate to a meeting from Talentbase, and withdrawing the invitation.
 *
 * An invitation is an email from the organizer's own mailbox (the same sender the sequences use)
 * carrying an RFC 5546 REQUEST; the meeting row, the candidate's move to Scheduled
 * (MeetingScheduled, 21) and the send happen in one transaction, as the delivery engine does: if
 * the mail server refuses, nothing is recorded and the recruiter reads why. Cancel sends a CANCEL
 * with the same UID and SEQUENCE + 1 and labels the candidate Canceled (18); "Reschedule later"
 * withdraws the invitation the same way (the time no longer holds) and labels Reschedule later (20).
 */
import crypto from 'node:crypto';
import type { CreateMeeting } from '@talentbase/shared/contracts/meetings';
import { createMeetingRequestSchema } from '@talentbase/shared/contracts/meetings';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { AppError, fieldError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { getHiringPreferences } from '../../notification-settings/notification-settings.service';
import { requireProjectAction } from '../../projects/projects.service';
import { canActFor } from '../delegation-access';
import { type DeliveryConfig, messageIdDomain } from '../delivery/delivery-config';
import { checkCandidateFacts } from '../enrolment/candidate-check';
import { MailboxNotConnectedError, openMailboxSender } from '../mail/mailbox-sender';
import { SmtpError } from '../mail/smtp-failure';
import { findMailbox } from '../mailboxes/mailbox.repository';
import { getTeamSendingSettings } from '../mailboxes/team-sending-settings.service';
import { applyEngagement } from '../pipeline-effects';
import { buildInvitationMessage } from './invitation-mail';
import { getMeetingTemplateRow } from './meeting-templates.service';
import { getMeetingRow, type MeetingRow, toMeeting } from './meetings.repository';

export type MeetingDeps = { db: Database; delivery: () => DeliveryConfig; now?: () => Date };

/** How far in the past a start may be (a meeting logged just after it was agreed). */
const PAST_TOLERANCE_MS = 60 * 60_000;

type Attendee = {
  profileId: number;
  projectId: number | null;
  threadId: number | null;
  name: string;
  email: string;
};

async function attendeeOf(
  db: Executor,
  scope: TeamScope,
  input: ReturnType<typeof createMeetingRequestSchema.parse>,
): Promise<Attendee> {
  if (input.threadId) {
    const { rows } = await db.execute<{
      profile_id: string;
      project_id: string | null;
      user_id: string;
      recipient_name: string;
      recipient_email: string | null;
    }>(sql`
      select profile_id, project_id, user_id, recipient_name, recipient_email
        from engage_threads where team_id = ${scope.teamId} and id = ${Number(input.threadId)}`);
    const t = rows[0];
    // Another user's conversation, without their delegation, is as unknown as a missing one.
    if (!t || !(await canActFor(db, scope.teamId, scope.userId, t.user_id))) throw notFound('Conversation');
    if (!t.recipient_email)
      throw new AppError('UNPROCESSABLE', 'This candidate has no email address to invite.', {
        fields: { threadId: 'This candidate has no email address to invite' },
      });
    return {
      profileId: Number(t.profile_id),
      projectId: t.project_id === null ? null : Number(t.project_id),
      threadId: Number(input.threadId),
      name: t.recipient_name,
      email: t.recipient_email,
    };
  }
  const projectId = Number(input.projectId);
  const profileId = Number(input.profileId);
  await requireProjectAction(db, scope, projectId, 'sequence.send');
  const { rows } = await db.execute(sql`
    select 1 from project_candidates where project_id = ${projectId} and profile_id = ${profileId}`);
  if (rows.length === 0) throw notFound('Candidate');
  const [facts] = await checkCandidateFacts(db, scope.teamId, [profileId], {
    channel: 'Email',
    checkConflict: false,
    checkGdpr: false,
  });
  if (!facts?.found) throw notFound('Candidate');
  const reasons: string[] = facts.reasons;
  if (!facts.email)
    throw new AppError('UNPROCESSABLE', 'This candidate has no email address to invite.', {
      fields: { profileId: 'This candidate has no email address to invite' },
    });
  if (reasons.includes('OPTED_OUT'))
    throw new AppError('UNPROCESSABLE', 'This candidate opted out of emails.', {
      fields: { profileId: 'This candidate opted out of emails' },
    });
  if (!facts.revealed)
    throw new AppError('UNPROCESSABLE', "Reveal the candidate's contact details before inviting them.", {
      fields: { profileId: "Reveal the candidate's contact details first" },
    });
  // The latest conversation with them in this project, so the inbox shows the meeting beside it.
  const { rows: threads } = await db.execute<{ id: string }>(sql`
    select id from engage_threads
     where team_id = ${scope.teamId} and profile_id = ${profileId} and project_id = ${projectId}
     order by created_at desc limit 1`);
  return {
    profileId,
    projectId,
    threadId: threads[0] ? Number(threads[0].id) : null,
    name: facts.fullName || facts.email,
    email: facts.email,
  };
}

/** Sends through the organizer's mailbox; a refusal becomes a 422 the recruiter can act on. */
async function send(
  db: Executor,
  deps: MeetingDeps,
  scope: TeamScope,
  build: (
    organizer: { name: string; email: string },
    domain: string,
  ) => ReturnType<typeof buildInvitationMessage>,
) {
  const mailbox = await findMailbox(db, scope.teamId, scope.userId);
  if (!mailbox)
    throw new AppError('UNPROCESSABLE', 'Connect your mailbox in the email settings to send invitations.', {
      fields: { mailbox: 'Connect your mailbox first' },
    });
  const config = deps.delivery();
  const { allowPrivateHosts } = await getTeamSendingSettings(db, scope.teamId);
  let message: ReturnType<typeof buildInvitationMessage>;
  try {
    message = build(
      { name: mailbox.fromName, email: mailbox.fromAddress },
      messageIdDomain(mailbox.fromAddress, config.publicUrl),
    );
  } catch (error) {
    // An address that cannot go in a header or a calendar line (stored data, not this request).
    throw new AppError(
      'UNPROCESSABLE',
      `The invitation could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let sender: Awaited<ReturnType<typeof openMailboxSender>> | null = null;
  try {
    sender = await openMailboxSender(mailbox, {
      secretBox: config.secretBox,
      allowPrivateHosts,
      localTestMailPort: config.localTestMailPort,
    });
    const result = await sender.send(message);
    if (result.accepted.length === 0)
      throw new AppError(
        'UNPROCESSABLE',
        `The mail server refused the candidate's address (${result.response}).`,
      );
  } catch (error) {
    if (error instanceof MailboxNotConnectedError) throw new AppError('UNPROCESSABLE', error.message);
    if (error instanceof SmtpError)
      throw new AppError('UNPROCESSABLE', `The invitation could not be sent: ${error.message}`);
    throw error;
  } finally {
    sender?.close();
  }
}

export async function inviteToMeeting(deps: MeetingDeps, scope: TeamScope, body: CreateMeeting) {
  const input = createMeetingRequestSchema.parse(body);
  const now = (deps.now ?? (() => new Date()))();
  const start = new Date(input.start);
  if (start.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    throw fieldError({ start: 'Choose a time in the future' });
  return deps.db.transaction(async (tx) => {
    const template = input.templateId
      ? await getMeetingTemplateRow(tx, scope, Number(input.templateId))
      : null;
    const attendee = await attendeeOf(tx, scope, input);
    // Asked for, else the template's, else the organiser's usual length (hiring preferences: 30 by default).
    const duration =
      input.durationMinutes ??
      template?.period_minutes ??
      (await getHiringPreferences(tx, scope)).preferences.meetingMinutes;
    const title = input.title || template?.name || 'Meeting';
    const location = template?.location ?? '';
    const config = deps.delivery();
    const mailbox = await findMailbox(tx, scope.teamId, scope.userId);
    const uid = `${crypto.randomUUID()}@${messageIdDomain(mailbox?.fromAddress, config.publicUrl)}`;
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into meetings (team_id, user_id, profile_id, project_id, thread_id, template_id, title, location,
                            start_at, duration_minutes, status, source, ics_uid, sequence, attendee_name, attendee_email)
      values (${scope.teamId}, ${scope.userId}, ${attendee.profileId}, ${attendee.projectId}, ${attendee.threadId},
              ${template ? Number(template.id) : null}, ${title}, ${location}, ${start.toISOString()}::timestamptz,
              ${duration}, 'scheduled', 'invite', ${uid}, 0, ${attendee.name}, ${attendee.email})
      returning id`);
    if (attendee.projectId !== null)
      await applyEngagement(tx, scope.teamId, 'meeting_scheduled', [
        { projectId: attendee.projectId, profileId: attendee.profileId },
      ]);
    await send(tx, deps, scope, (organizer, domain) =>
      buildInvitationMessage({
        method: 'REQUEST',
        uid,
        sequence: 0,
        title,
        description: template?.description ?? '',
        location,
        start,
        durationMinutes: duration,
        organizer,
        attendee: { name: attendee.name, email: attendee.email },
        domain,
        now,
      }),
    );
    return toMeeting(await getMeetingRow(tx, scope.teamId, Number(rows[0]?.id)));
  });
}

/**
 * Cancel, or put off to reschedule later: the organizer's own meetings only (a colleague's is a
 * 404 like another team's). An invitation sent from here is withdrawn with a CANCEL.
 */
export async function closeMeeting(
  deps: MeetingDeps,
  scope: TeamScope,
  id: number,
  to: 'canceled' | 'reschedule_later',
) {
  const now = (deps.now ?? (() => new Date()))();
  return deps.db.transaction(async (tx) => {
    const row: MeetingRow = await getMeetingRow(tx, scope.teamId, id, { lock: true });
    if (row.user_id !== scope.userId) throw notFound('Meeting');
    if (row.status === 'canceled' || row.status === to)
      throw new AppError(
        'CONFLICT',
        `This meeting is already ${row.status === 'canceled' ? 'canceled' : 'to be rescheduled later'}.`,
      );
    const sequence = row.sequence + 1;
    await tx.execute(sql`
      update meetings set status = ${to}, sequence = ${sequence}, updated_at = now() where id = ${id}`);
    if (row.project_id !== null)
      await applyEngagement(tx, scope.teamId, to === 'canceled' ? 'meeting_canceled' : 'reschedule_later', [
        { projectId: Number(row.project_id), profileId: Number(row.profile_id) },
      ]);
    // A pending "reschedule later" has no invitation left to withdraw.
    if (row.source === 'invite' && row.attendee_email && row.status === 'scheduled')
      await send(tx, deps, scope, (organizer, domain) =>
        buildInvitationMessage({
          method: 'CANCEL',
          uid: row.ics_uid,
          sequence,
          title: row.title,
          description: '',
          location: row.location,
          start: new Date(row.start_at),
          durationMinutes: row.duration_minutes,
          organizer,
          attendee: { name: row.attendee_name, email: row.attendee_email ?? '' },
          domain,
          now,
        }),
      );
    return toMeeting(await getMeetingRow(tx, scope.teamId, id));
  });
}
