/**
 * Adding candidates to a campaign (`{campaign base}/{id}/sequences`, `POST /api/v2/sequences`).
 *
 * One transaction writes, for every eligible candidate: the thread (recipient copied, address
 * lower-cased), the first step's message row (its due time and fixed Message-ID) and its pg-boss
 * job; plus the reveals the enrolment spent, the campaign's last use, the pipeline's "Email
 * scheduled" label and an audit entry. Everything is set-based so that 10,000 candidates enrol in
 * well under two seconds. Candidates that cannot be enrolled are answered with their reason and
 * nothing is written for them.
 */

import { canInProject, FORBIDDEN_MESSAGE } from '@talentbase/shared';
import type { EnrolmentReason, EnrolResponse } from '@talentbase/shared/contracts/engage-enrolment';
import { type DelayType, type SendingWindow, sendTime } from '@talentbase/shared/domain/send-schedule';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { jsonRows } from '../../../db/json-param';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import type { TeamScope } from '../../../lib/team-scope';
import { projectRole } from '../../projects/projects.service';
import { canActFor } from '../delegation-access';
import { type DeliveryConfig, messageIdDomain } from '../delivery/delivery-config';
import { enqueueSendJobs } from '../delivery/send-jobs';
import { messageIdFor } from '../mail/message-id';
import { applyEngagement } from '../pipeline-effects';
import { normaliseAddress } from '../suppression';
import { type CandidateFacts, checkCandidateFacts } from './candidate-check';

export type EnrolCaller = { scope: TeamScope; ip: string | null };

export type CampaignRow = {
  id: string;
  team_id: string;
  user_id: string;
  sender_user_id: string;
  project_id: string | null;
  channel: 'Email' | 'Text';
  status: string;
  schedule_timezone: string;
  sending_window: SendingWindow;
};

export async function loadCampaign(db: Executor, teamId: string, campaignId: number): Promise<CampaignRow> {
  const { rows } = await db.execute<CampaignRow>(sql`
    select id, team_id, user_id, sender_user_id, project_id, channel, status, schedule_timezone, sending_window
      from engage_campaigns where id = ${campaignId} and team_id = ${teamId}`);
  const row = rows[0];
  if (!row) throw notFound('Campaign');
  return row;
}

/** Sending a sequence on a project is for its owner and recruiters (spec section 6). */
export async function requireSequenceSend(db: Executor, scope: TeamScope, projectId: number): Promise<void> {
  const role = await projectRole(db, scope, projectId);
  if (!canInProject(role, 'sequence.send'))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'sequence.send' });
}

type Enrolment = { facts: CandidateFacts; email: string | null };

/**
 * Reveals the hidden addresses of the candidates about to be enrolled, one contact credit each as
 * "view contacts" does; the candidates beyond the team's remaining credits are answered NO_CREDITS.
 */
async function revealForEnrolment(
  tx: Executor,
  caller: EnrolCaller,
  eligible: Enrolment[],
): Promise<{ kept: Enrolment[]; refused: Enrolment[] }> {
  const hidden = eligible.filter((e) => !e.facts.revealed);
  if (hidden.length === 0) return { kept: eligible, refused: [] };
  const { rows } = await tx.execute<{ left: number }>(sql`
    select greatest(contract_credits - credits_used, 0)::int as left from teams where id = ${caller.scope.teamId} for update`);
  const left = rows[0]?.left ?? 0;
  const paid = hidden.slice(0, left);
  const refused = hidden.slice(left);
  if (paid.length > 0) {
    const ids = `{${paid.map((e) => e.facts.candidateId).join(',')}}`;
    const inserted = await tx.execute(sql`
      insert into contact_reveals (team_id, profile_id, revealed_by)
      select ${caller.scope.teamId}, unnest(${ids}::bigint[]), ${caller.scope.userId}
      on conflict do nothing`);
    const charged = inserted.rowCount ?? 0;
    if (charged > 0) {
      await tx.execute(sql`
        update teams set credits_used = credits_used + ${charged}, updated_at = now() where id = ${caller.scope.teamId}`);
      await audit(tx, {
        action: 'candidate.contacts_revealed',
        teamId: caller.scope.teamId,
        orgId: caller.scope.orgId,
        actorUserId: caller.scope.userId,
        targetType: 'talent_profile',
        metadata: { charged, reason: 'sequence enrolment', candidates: paid.length },
        ip: caller.ip,
      });
    }
  }
  const refusedIds = new Set(refused.map((e) => e.facts.candidateId));
  return { kept: eligible.filter((e) => !refusedIds.has(e.facts.candidateId)), refused };
}

export type EnrolOptions = {
  projectId?: number | null;
  checkConflict?: boolean;
  checkGdpr?: boolean;
  /** The consent email carries the privacy notice whatever the candidate's region. */
  alwaysPrivacyNotice?: boolean;
  now?: Date;
};

export async function enrolCandidates(
  db: Database,
  config: () => DeliveryConfig,
  caller: EnrolCaller,
  campaignId: number,
  candidateIds: readonly number[],
  options: EnrolOptions = {},
): Promise<EnrolResponse> {
  const { scope } = caller;
  const campaign = await loadCampaign(db, scope.teamId, campaignId);
  if (!(await canActFor(db, scope.teamId, scope.userId, campaign.user_id)))
    throw new AppError(
      'FORBIDDEN',
      'This sequence belongs to another user who has not delegated it to you; it is read-only.',
      { action: 'sequence.send' },
    );
  const projectId = options.projectId ?? (campaign.project_id === null ? null : Number(campaign.project_id));
  if (projectId !== null) await requireSequenceSend(db, scope, projectId);
  if (candidateIds.length === 0) return { skippedAll: true, enrolled: 0, skipped: [] };
  return enrolAuthorised(db, config, caller, campaign, candidateIds, { ...options, projectId });
}

/**
 * The enrolment itself, once the caller's right to send has been decided (a sequence above; an
 * applicant-match rejection email, whose roles differ, in applicant-match/rejection-emails). Runs
 * in `db`'s transaction when handed one (as a savepoint), so a caller can make its own rows and
 * the enrolment commit together. `senderUserId` sends the new threads from another mailbox than
 * the campaign's.
 */
export async function enrolAuthorised(
  db: Executor,
  config: () => DeliveryConfig,
  caller: EnrolCaller,
  campaign: CampaignRow,
  candidateIds: readonly number[],
  options: EnrolOptions & { senderUserId?: string } = {},
): Promise<EnrolResponse> {
  const { scope } = caller;
  const campaignId = Number(campaign.id);
  const projectId = options.projectId ?? (campaign.project_id === null ? null : Number(campaign.project_id));
  const senderUserId = options.senderUserId ?? campaign.sender_user_id;
  if (candidateIds.length === 0) return { skippedAll: true, enrolled: 0, skipped: [] };
  if (campaign.status === 'cancelled' || campaign.status === 'finished')
    throw new AppError(
      'UNPROCESSABLE',
      `This campaign is ${campaign.status}: candidates cannot be added to it.`,
    );

  const { rows: steps } = await db.execute<{
    step: number;
    delay_seconds: number;
    delay_type: DelayType;
    channel: string;
  }>(sql`
    select step, delay_seconds, delay_type, channel from engage_steps where campaign_id = ${campaignId} order by step limit 1`);
  const first = steps[0];
  if (!first)
    throw new AppError(
      'UNPROCESSABLE',
      'This sequence has no steps yet. Add a first step before adding candidates.',
    );
  const { rows: mailboxes } = await db.execute<{ from_address: string }>(sql`
    select from_address from engage_mailboxes where team_id = ${scope.teamId} and user_id = ${senderUserId}`);
  const mailbox = mailboxes[0];
  if (!mailbox && campaign.channel === 'Email')
    throw new AppError(
      'UNPROCESSABLE',
      'The sender has no mailbox connected. Connect a mailbox in the email settings before sending a sequence.',
    );

  if (first.channel === 'Text') {
    // As with a missing mailbox: every text would fail, so say so before enrolling anyone.
    const { rows: numbers } = await db.execute(sql`
      select 1 from engage_text_numbers where team_id = ${scope.teamId} and user_id = ${senderUserId}`);
    if (numbers.length === 0)
      throw new AppError(
        'UNPROCESSABLE',
        'The sender has no phone number for texts. Pick one in the mailbox settings under Text messages before sending a text sequence.',
      );
  }

  const now = options.now ?? new Date();
  const due = sendTime(
    now,
    { delaySeconds: first.delay_seconds, delayType: first.delay_type },
    { timeZone: campaign.schedule_timezone, window: campaign.sending_window },
  );
  const cfg = config();
  const domain = messageIdDomain(mailbox?.from_address, cfg.publicUrl);

  return db.transaction(async (tx) => {
    const facts = await checkCandidateFacts(tx, scope.teamId, candidateIds, {
      channel: campaign.channel,
      checkConflict: options.checkConflict ?? true,
      checkGdpr: options.checkGdpr ?? true,
      campaignId,
    });
    const skipped: { candidateId: number; reason: EnrolmentReason }[] = [];
    const eligible: Enrolment[] = [];
    for (const f of facts) {
      if (f.reasons.length > 0)
        skipped.push({ candidateId: f.candidateId, reason: f.reasons[0] as EnrolmentReason });
      else eligible.push({ facts: f, email: f.email ? normaliseAddress(f.email) : null });
    }
    const { kept, refused } =
      campaign.channel === 'Email'
        ? await revealForEnrolment(tx, caller, eligible)
        : { kept: eligible, refused: [] };
    for (const r of refused) skipped.push({ candidateId: r.facts.candidateId, reason: 'NO_CREDITS' });
    if (kept.length === 0) return { skippedAll: false, enrolled: 0, skipped };

    const threads = jsonRows(
      kept.map((e) => ({
        profile_id: e.facts.candidateId,
        name: e.facts.fullName,
        email: e.email,
        phone: e.facts.phone,
        notice: options.alwaysPrivacyNotice === true || e.facts.inPrivacyRegion,
      })),
    );
    const { rows: created } = await tx.execute<{ id: string; profile_id: string }>(sql`
      insert into engage_threads (team_id, campaign_id, project_id, profile_id, user_id, recipient_name,
                                  recipient_email, recipient_phone, needs_privacy_notice)
      select ${scope.teamId}, ${campaignId}, ${projectId}, x.profile_id, ${senderUserId}, x.name,
             x.email, x.phone, x.notice
        from jsonb_to_recordset(${threads}::jsonb) as x(profile_id bigint, name text, email text, phone text, notice boolean)
      on conflict (campaign_id, profile_id) do nothing
      returning id, profile_id`);
    const createdProfiles = new Set(created.map((r) => Number(r.profile_id)));
    for (const e of kept)
      if (!createdProfiles.has(e.facts.candidateId))
        skipped.push({ candidateId: e.facts.candidateId, reason: 'ALREADY_ENROLLED' });

    const messages = jsonRows(
      created.map((t) => ({
        thread_id: Number(t.id),
        message_id: messageIdFor({ threadId: String(t.id), step: first.step }, domain, cfg.messageIdSecret),
      })),
    );
    const { rows: rowsMade } = await tx.execute<{ id: string }>(sql`
      insert into engage_messages (team_id, thread_id, campaign_id, step, channel, status, due_at, message_id)
      select ${scope.teamId}, x.thread_id, ${campaignId}, ${first.step}, ${first.channel}, 'scheduled',
             ${due.toISOString()}::timestamptz, x.message_id
        from jsonb_to_recordset(${messages}::jsonb) as x(thread_id bigint, message_id text)
      returning id`);
    if (first.channel === 'Email')
      await enqueueSendJobs(
        tx,
        rowsMade.map((r) => ({ messageRowId: Number(r.id), startAfter: due })),
      );
    await tx.execute(sql`
      update engage_campaigns set last_used_at = ${now.toISOString()}::timestamptz,
             status = case when status = 'draft' then 'ongoing' else status end, updated_at = now()
       where id = ${campaignId}`);
    if (projectId !== null)
      await applyEngagement(
        tx,
        scope.teamId,
        first.channel === 'Text' ? 'text_scheduled' : 'scheduled',
        [...createdProfiles].map((profileId) => ({ projectId, profileId })),
      );
    await audit(tx, {
      action: 'engage.candidates_enrolled',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'engage_campaign',
      targetId: String(campaignId),
      metadata: { enrolled: created.length, skipped: skipped.length, projectId },
      ip: caller.ip,
    });
    skipped.sort((a, b) => a.candidateId - b.candidateId);
    return { skippedAll: false, enrolled: created.length, skipped };
  });
}
