/**
 * A job's email configuration (`match_email_configs`, one row per project, made on first write):
 * whether declining offers the rejection email, whose mailbox sends it, and its subject and body.
 * Until someone writes the email, the built-in text is answered (and sent) as it is.
 *
 * A named sender must be the caller or a teammate who delegated their email to the caller, the
 * rule of a sequence's sender: whoever declines later then sends from that mailbox without a
 * delegation of their own, so the choice is made by someone allowed to make it.
 */
import {
  DEFAULT_REJECTION_BODY,
  DEFAULT_REJECTION_SUBJECT,
  type EmailConfig,
  type RejectionEmailConfig,
  type UpdateEmailConfigRequest,
  type UpdateRejectionEmailConfigRequest,
} from '@talentbase/shared/contracts/applicant-match-email';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { canActFor } from '../../engage/delegation-access';
import { assertTemplateFields } from '../../engage/templates/template-validation';
import type { Caller } from '../../projects/project-lifecycle.service';
import { editableJobProject, visibleJobProject } from './email-access';

export type ConfigRow = {
  ats_name: string | null;
  rejection_enabled: boolean;
  sender_user_id: string | null;
  rejection_subject: string;
  rejection_body: string;
  rejection_campaign_id: string | null;
};

export async function findConfig(db: Executor, teamId: string, projectId: number): Promise<ConfigRow | null> {
  const { rows } = await db.execute<ConfigRow>(sql`
    select ats_name, rejection_enabled, sender_user_id, rejection_subject, rejection_body,
           rejection_campaign_id::text as rejection_campaign_id
      from match_email_configs where project_id = ${projectId} and team_id = ${teamId}`);
  return rows[0] ?? null;
}

/** The subject and body a send uses: the saved ones, or the built-in text. */
export function rejectionText(config: ConfigRow | null): {
  subject: string;
  body: string;
  isDefault: boolean;
} {
  if (config && config.rejection_subject.trim() !== '' && config.rejection_body.trim() !== '')
    return { subject: config.rejection_subject, body: config.rejection_body, isDefault: false };
  return { subject: DEFAULT_REJECTION_SUBJECT, body: DEFAULT_REJECTION_BODY, isDefault: true };
}

async function senderOf(db: Executor, teamId: string, userId: string | null): Promise<EmailConfig['sender']> {
  if (!userId) return null;
  const { rows } = await db.execute<{ name: string | null; from_address: string | null }>(sql`
    select u.full_name as name, mb.from_address from users u
      left join engage_mailboxes mb on mb.team_id = ${teamId} and mb.user_id = u.id
     where u.id = ${userId}`);
  const row = rows[0];
  return { userId, name: row?.name ?? 'Former member', fromAddress: row?.from_address ?? null };
}

/** The ATS name the job is known by: the saved one, the one asked about, or the job's relation. */
async function atsNameOf(db: Executor, projectId: number, saved: string | null, asked?: string) {
  if (saved) return saved;
  if (asked) return asked;
  const { rows } = await db.execute<{ ats_name: string | null }>(sql`
    select ats_name from project_relations
     where project_id = ${projectId} and type = 'APPLICANT_MATCH' order by id limit 1`);
  return rows[0]?.ats_name ?? null;
}

export async function getEmailConfig(
  db: Executor,
  caller: Caller,
  projectId: number,
  atsName?: string,
): Promise<EmailConfig> {
  const project = await visibleJobProject(db, caller, projectId);
  const row = await findConfig(db, caller.scope.teamId, projectId);
  return {
    projectId: String(projectId),
    atsName: await atsNameOf(db, projectId, row?.ats_name ?? null, atsName),
    rejectionEnabled: row?.rejection_enabled ?? false,
    senderUserId: row?.sender_user_id ?? null,
    sender: await senderOf(db, caller.scope.teamId, row?.sender_user_id ?? null),
    canEdit: project.canEdit,
  };
}

async function checkSender(db: Executor, caller: Caller, senderUserId: string): Promise<void> {
  if (await canActFor(db, caller.scope.teamId, caller.scope.userId, senderUserId)) return;
  // Someone outside the team is unknown here (404); a teammate who did not delegate is a refusal
  // the recruiter can act on (ask them to delegate).
  const { rows } = await db.execute(sql`
    select 1 from team_members where team_id = ${caller.scope.teamId} and user_id = ${senderUserId}`);
  if (rows.length === 0) throw notFound('Sender');
  const message = 'You can send only from your own mailbox or from a user who delegated their email to you.';
  throw new AppError('FORBIDDEN', message, { fields: { senderUserId: message } });
}

export async function updateEmailConfig(
  db: Database,
  caller: Caller,
  projectId: number,
  input: UpdateEmailConfigRequest,
): Promise<EmailConfig> {
  await db.transaction(async (tx) => {
    await editableJobProject(tx, caller, projectId);
    const current = await findConfig(tx, caller.scope.teamId, projectId);
    const senderUserId =
      input.senderUserId === undefined ? (current?.sender_user_id ?? null) : input.senderUserId;
    if (senderUserId && senderUserId !== current?.sender_user_id) await checkSender(tx, caller, senderUserId);
    const atsName = input.atsName === undefined ? (current?.ats_name ?? null) : input.atsName || null;
    await tx.execute(sql`
      insert into match_email_configs (project_id, team_id, ats_name, rejection_enabled, sender_user_id, updated_by)
      values (${projectId}, ${caller.scope.teamId}, ${atsName}, ${input.rejectionEnabled}, ${senderUserId}, ${caller.scope.userId})
      on conflict (project_id) do update
        set ats_name = excluded.ats_name, rejection_enabled = excluded.rejection_enabled,
            sender_user_id = excluded.sender_user_id, updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      action: 'applicant_match.email_config.update',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { rejectionEnabled: input.rejectionEnabled, senderUserId, atsName },
      ip: caller.ip,
    });
  });
  return getEmailConfig(db, caller, projectId);
}

export async function getRejectionEmailConfig(
  db: Executor,
  caller: Caller,
  projectId: number,
): Promise<RejectionEmailConfig> {
  const project = await visibleJobProject(db, caller, projectId);
  const text = rejectionText(await findConfig(db, caller.scope.teamId, projectId));
  return { projectId: String(projectId), ...text, canEdit: project.canEdit };
}

export async function updateRejectionEmailConfig(
  db: Database,
  caller: Caller,
  projectId: number,
  input: UpdateRejectionEmailConfigRequest,
): Promise<RejectionEmailConfig> {
  // The checks of a sequence step: an unknown variable or a subject with a line break is a 422
  // naming the field, before anything is written.
  assertTemplateFields(input.subject, input.body);
  await db.transaction(async (tx) => {
    await editableJobProject(tx, caller, projectId);
    await tx.execute(sql`
      insert into match_email_configs (project_id, team_id, rejection_subject, rejection_body, updated_by)
      values (${projectId}, ${caller.scope.teamId}, ${input.subject}, ${input.body}, ${caller.scope.userId})
      on conflict (project_id) do update
        set rejection_subject = excluded.rejection_subject, rejection_body = excluded.rejection_body,
            updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      action: 'applicant_match.rejection_email.update',
      teamId: caller.scope.teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { subjectLength: input.subject.length, bodyLength: input.body.length },
      ip: caller.ip,
    });
  });
  return getRejectionEmailConfig(db, caller, projectId);
}
