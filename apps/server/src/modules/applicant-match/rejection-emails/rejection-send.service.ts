/**
 * Sending a job's rejection emails (spec section 7, "POST send rejection email").
 *
 * Only declined applicants (review status 0) are sent one, and each at most once, ever: the
 * claim is a row of `match_rejection_emails` (its primary key is the applicant), written in the
 * same transaction as the enrolment, so a repeat or a double click sends nothing twice. The job's
 * configuration row is locked first, so two sends of one job run one after the other and the
 * second finds the first's claims. An applicant skipped for a reason that can change (no address
 * yet) keeps a 'skipped' row with the reason and may be sent one later.
 *
 * The emails go through the Engage engine's normal enrolment into the job's rejection campaign
 * (rejection-campaign.ts), from the configured sender's mailbox or the caller's. The checks that
 * guard outreach and do not fit an answer to an application are off: a rejection goes out even to
 * someone in another active sequence, and an applicant who wrote to the team needs no GDPR
 * privacy notice first (the notice is still added when the team has one and they need it).
 */
import type {
  RejectionSkipReason,
  SendRejectionResponse,
} from '@talentbase/shared/contracts/applicant-match-email';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { DeliveryConfig } from '../../engage/delivery/delivery-config';
import { enrolAuthorised } from '../../engage/enrolment/enrolment.service';
import type { Caller } from '../../projects/project-lifecycle.service';
import { editableJobProject } from './email-access';
import { findConfig, rejectionText } from './email-config.service';
import { findApplicants, numericIds, skipReasonOf } from './recipients.service';
import { rejectionCampaign } from './rejection-campaign';

const DECLINED = 0;

/** The job's configuration row, made with its defaults when missing, locked for this transaction. */
async function lockConfig(tx: Executor, teamId: string, projectId: number) {
  await tx.execute(sql`
    insert into match_email_configs (project_id, team_id) values (${projectId}, ${teamId})
    on conflict (project_id) do nothing`);
  await tx.execute(sql`select 1 from match_email_configs where project_id = ${projectId} for update`);
  return findConfig(tx, teamId, projectId);
}

/** The sender must have a mailbox connected: a clear 409 rather than emails failing later. */
async function requireMailbox(tx: Executor, caller: Caller, senderUserId: string): Promise<void> {
  const { rows } = await tx.execute<{ name: string | null; has_mailbox: boolean }>(sql`
    select u.full_name as name,
           exists (select 1 from engage_mailboxes mb
                    where mb.team_id = ${caller.scope.teamId} and mb.user_id = u.id) as has_mailbox
      from users u where u.id = ${senderUserId}`);
  if (rows[0]?.has_mailbox) return;
  const message =
    senderUserId === caller.scope.userId
      ? 'Connect your mailbox in the email settings before sending rejection emails.'
      : `Rejection emails of this job are sent from the mailbox of ${rows[0]?.name ?? 'a former member'}, which is not connected. Ask them to connect it, or choose another sender in the job's email settings.`;
  throw new AppError('CONFLICT', message, { senderUserId });
}

export async function sendRejectionEmails(
  db: Database,
  config: () => DeliveryConfig,
  caller: Caller,
  projectId: number,
  applicantIds: readonly string[],
): Promise<SendRejectionResponse> {
  const teamId = caller.scope.teamId;
  return db.transaction(async (tx) => {
    await editableJobProject(tx, caller, projectId);
    const settings = await lockConfig(tx, teamId, projectId);
    const senderUserId = settings?.sender_user_id ?? caller.scope.userId;
    await requireMailbox(tx, caller, senderUserId);

    const skipped: { applicantId: string; reason: RejectionSkipReason }[] = [];
    const rows = await findApplicants(tx, teamId, projectId, { applicantIds: numericIds(applicantIds) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    const toSend: typeof rows = [];
    for (const text of new Set(applicantIds)) {
      const row = /^\d+$/.test(text) ? byId.get(String(Number(text))) : undefined;
      if (!row) skipped.push({ applicantId: text, reason: 'NOT_FOUND' });
      else if (row.email_status === 'queued') skipped.push({ applicantId: row.id, reason: 'ALREADY_SENT' });
      else if (row.review_status !== DECLINED) skipped.push({ applicantId: row.id, reason: 'NOT_DECLINED' });
      else toSend.push(row);
    }
    if (toSend.length === 0) return { queued: 0, skipped };

    // The claim: one row per applicant, ever. A 'skipped' row may be claimed again.
    const { rows: claimed } = await tx.execute<{ applicant_id: string }>(sql`
      insert into match_rejection_emails (applicant_id, team_id, project_id, status, created_by)
      select unnest(${`{${toSend.map((r) => r.id).join(',')}}`}::bigint[]), ${teamId}, ${projectId}, 'queued', ${caller.scope.userId}
      on conflict (applicant_id) do update
        set status = 'queued', reason = null, created_by = excluded.created_by, created_at = now()
        where match_rejection_emails.status = 'skipped'
      returning applicant_id::text as applicant_id`);
    const claimedIds = new Set(claimed.map((r) => r.applicant_id));
    for (const row of toSend)
      if (!claimedIds.has(row.id)) skipped.push({ applicantId: row.id, reason: 'ALREADY_SENT' });
    const sending = toSend.filter((r) => claimedIds.has(r.id));
    if (sending.length === 0) return { queued: 0, skipped };

    const campaign = await rejectionCampaign(tx, caller, {
      projectId,
      campaignId: settings?.rejection_campaign_id ?? null,
      senderUserId,
      text: rejectionText(settings),
    });
    const enrolled = await enrolAuthorised(
      tx,
      config,
      caller,
      campaign,
      sending.map((r) => Number(r.profile_id)),
      { projectId, checkConflict: false, checkGdpr: false, senderUserId },
    );

    const applicantOf = new Map(sending.map((r) => [Number(r.profile_id), r.id]));
    const notSent = enrolled.skipped.map((s) => ({
      applicantId: applicantOf.get(s.candidateId) ?? String(s.candidateId),
      reason: skipReasonOf(s.reason),
    }));
    if (notSent.length > 0)
      await tx.execute(sql`
        update match_rejection_emails e set status = 'skipped', reason = x.reason
          from jsonb_to_recordset(${JSON.stringify(notSent)}::jsonb) as x("applicantId" bigint, reason text)
         where e.applicant_id = x."applicantId"`);
    await tx.execute(sql`
      update match_rejection_emails e set thread_id = t.id
        from match_applicants a, engage_threads t
       where e.applicant_id = any(${`{${sending.map((r) => r.id).join(',')}}`}::bigint[]) and e.status = 'queued'
         and a.id = e.applicant_id and t.campaign_id = ${campaign.id} and t.profile_id = a.profile_id`);
    skipped.push(...notSent);
    await audit(tx, {
      action: 'applicant_match.rejection_email.send',
      teamId,
      actorUserId: caller.scope.userId,
      targetType: 'project',
      targetId: String(projectId),
      metadata: { queued: enrolled.enrolled, skipped: skipped.length, campaignId: campaign.id, senderUserId },
      ip: caller.ip,
    });
    return { queued: enrolled.enrolled, skipped };
  });
}
