/**
 * The consent email (`POST /api/v1/candidates/send-consent-email`, owner and recruiter): one
 * email from the caller's mailbox asking the candidate to agree to be contacted, carrying the
 * team's privacy notice and the unsubscribe link. It goes through the delivery engine like any
 * step: each user has one hidden, archived "single" campaign ("Consent request") with one step,
 * and the candidate is enrolled into it (the window is every day, all day, so it leaves at once).
 * The candidate's activity records the request.
 */

import { canInProject, FORBIDDEN_MESSAGE } from '@talentbase/shared';
import type { ConsentEmailResponse } from '@talentbase/shared/contracts/engage-enrolment';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordActivity } from '../../candidates/team-candidates';
import { projectRole } from '../../projects/projects.service';
import type { DeliveryConfig } from '../delivery/delivery-config';
import { type EnrolCaller, enrolCandidates } from './enrolment.service';

export const CONSENT_CAMPAIGN_NAME = 'Consent request';
export const CONSENT_SUBJECT = 'May we keep in touch about career opportunities?';
export const CONSENT_BODY = [
  '<p>Hi {{firstName}},</p>',
  '<p>I came across your profile and would like to contact you about roles that may interest you. ',
  'Before I do, I want to make sure you are happy to hear from me.</p>',
  '<p>If you agree to be contacted, simply reply to this email. If you would rather not, use the ',
  '<a href="{{unsubscribeLink}}">unsubscribe link</a> and we will not write to you again.</p>',
  '<p>Best regards,<br>{{senderName}}</p>',
].join('');

const ALWAYS = { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

async function consentCampaign(db: Database, caller: EnrolCaller): Promise<number> {
  const { scope } = caller;
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from engage_campaigns
     where team_id = ${scope.teamId} and user_id = ${scope.userId} and name = ${CONSENT_CAMPAIGN_NAME}
       and is_archived and status = 'ongoing'
     order by id limit 1`);
  if (rows[0]) return Number(rows[0].id);
  return db.transaction(async (tx) => {
    const { rows: made } = await tx.execute<{ id: string }>(sql`
      insert into engage_campaigns (team_id, user_id, sender_user_id, name, campaign_type, channel, status,
                                    is_archived, shared, schedule_timezone, sending_window)
      values (${scope.teamId}, ${scope.userId}, ${scope.userId}, ${CONSENT_CAMPAIGN_NAME}, 0, 'Email', 'ongoing',
              true, false, 'UTC', ${JSON.stringify(ALWAYS)}::jsonb)
      returning id`);
    const id = Number(made[0]?.id);
    await tx.execute(sql`
      insert into engage_steps (team_id, campaign_id, step, channel, subject, body, delay_type, delay_seconds,
                                followup_type, track_open, track_link)
      values (${scope.teamId}, ${id}, 1, 'Email', ${CONSENT_SUBJECT}, ${CONSENT_BODY}, 'DAYS', 0,
              'NEW_THREAD', false, false)`);
    return id;
  });
}

export async function sendConsentEmail(
  db: Database,
  config: () => DeliveryConfig,
  caller: EnrolCaller,
  input: { projectId: number; candidateId: number },
): Promise<ConsentEmailResponse> {
  const role = await projectRole(db, caller.scope, input.projectId);
  if (!canInProject(role, 'candidate.sendConsentEmail'))
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE, { action: 'candidate.sendConsentEmail' });
  const { rows: inProject } = await db.execute(sql`
    select 1 from project_candidates where project_id = ${input.projectId} and profile_id = ${input.candidateId}`);
  if (inProject.length === 0) throw new AppError('NOT_FOUND', 'Candidate not found in this project');

  const campaignId = await consentCampaign(db, caller);
  // The notice is the point of this email: it goes into the first (only) message regardless of region.
  const result = await enrolCandidates(db, config, caller, campaignId, [input.candidateId], {
    projectId: null,
    checkConflict: false,
    checkGdpr: false,
    alwaysPrivacyNotice: true,
  });
  const reason = result.skipped[0]?.reason;
  if (reason === 'ALREADY_ENROLLED')
    throw new AppError('CONFLICT', 'A consent email was already sent to this candidate.');
  if (reason === 'NO_EMAIL') throw new AppError('UNPROCESSABLE', 'This candidate has no email address.');
  if (reason === 'OPTED_OUT')
    throw new AppError('UNPROCESSABLE', 'This candidate opted out of emails; no consent email is sent.');
  if (reason === 'NO_CREDITS')
    throw new AppError('UNPROCESSABLE', 'Your team has no contact credits left to reveal this email.');
  if (reason) throw new AppError('UNPROCESSABLE', `The consent email cannot be sent (${reason}).`);

  const { rows } = await db.execute<{ due_at: Date; thread_id: string }>(sql`
    select m.due_at, t.id as thread_id from engage_threads t
      join engage_messages m on m.thread_id = t.id and m.step = 1
     where t.campaign_id = ${campaignId} and t.profile_id = ${input.candidateId}`);
  await recordActivity(db, caller.scope.teamId, caller.scope.userId, [
    {
      profileId: input.candidateId,
      projectId: input.projectId,
      action: 'consent_email_sent',
      detail: { threadId: Number(rows[0]?.thread_id) },
    },
  ]);
  return {
    candidateId: input.candidateId,
    scheduledAt: new Date(rows[0]?.due_at ?? Date.now()).toISOString(),
  };
}
