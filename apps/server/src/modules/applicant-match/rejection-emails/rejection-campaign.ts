/**
 * The campaign that carries a job's rejection emails: one step, source APPLICANT_MATCH, made on
 * the first send and remembered in `match_email_configs.rejection_campaign_id`. Being a campaign
 * of the project, its emails go through the Engage engine like any sequence's: the team's sending
 * window and time zone, the mailbox's daily cap and spacing, tracking, the suppression list and
 * the outbox. A campaign someone cancelled (or removed) is replaced by a new one.
 *
 * The step holds the current subject and body, written again before each send, so an email still
 * waiting for the sending window goes out with the text the recruiter last saved.
 */
import { CAMPAIGN_SOURCE, CAMPAIGN_TEXT_VERSION } from '@talentbase/shared/domain/engagement';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { audit } from '../../../lib/audit';
import { teamDefaults } from '../../engage/campaigns/campaigns.repository';
import { type CampaignRow, loadCampaign } from '../../engage/enrolment/enrolment.service';
import type { Caller } from '../../projects/project-lifecycle.service';

async function usableCampaign(tx: Executor, teamId: string, id: string | null): Promise<CampaignRow | null> {
  if (id === null) return null;
  const campaign = await loadCampaign(tx, teamId, Number(id)).catch(() => null);
  if (!campaign || campaign.status === 'cancelled' || campaign.status === 'finished') return null;
  return campaign;
}

async function createCampaign(
  tx: Executor,
  caller: Caller,
  projectId: number,
  senderUserId: string,
): Promise<number> {
  const teamId = caller.scope.teamId;
  const defaults = await teamDefaults(tx, teamId);
  const { rows: project } = await tx.execute<{ name: string }>(sql`
    select coalesce(nullif(job_title, ''), project_name) as name from projects where id = ${projectId}`);
  const name = `Rejection emails: ${project[0]?.name ?? 'job'}`.slice(0, 200);
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into engage_campaigns (team_id, user_id, sender_user_id, project_id, name, campaign_type, channel,
                                  create_source, status, shared, text_version, schedule_timezone, sending_window)
    values (${teamId}, ${caller.scope.userId}, ${senderUserId}, ${projectId}, ${name}, 0, 'Email',
            ${CAMPAIGN_SOURCE.APPLICANT_MATCH}, 'ongoing', true, ${CAMPAIGN_TEXT_VERSION},
            ${defaults.timeZone}, ${JSON.stringify(defaults.window)}::jsonb)
    returning id`);
  const id = Number(rows[0]?.id);
  await tx.execute(sql`
    update match_email_configs set rejection_campaign_id = ${id}, updated_at = now()
     where project_id = ${projectId} and team_id = ${teamId}`);
  await audit(tx, {
    action: 'engage.campaign_created',
    teamId,
    actorUserId: caller.scope.userId,
    targetType: 'engage_campaign',
    targetId: String(id),
    metadata: { steps: 1, senderUserId, createSource: CAMPAIGN_SOURCE.APPLICANT_MATCH, projectId },
    ip: caller.ip,
  });
  return id;
}

/**
 * The job's rejection campaign with its step set to `text`, made when there is none. Call in the
 * transaction that holds the job's `match_email_configs` row locked (one maker at a time).
 */
export async function rejectionCampaign(
  tx: Executor,
  caller: Caller,
  input: {
    projectId: number;
    campaignId: string | null;
    senderUserId: string;
    text: { subject: string; body: string };
  },
): Promise<CampaignRow> {
  const teamId = caller.scope.teamId;
  let campaign = await usableCampaign(tx, teamId, input.campaignId);
  if (!campaign) {
    const id = await createCampaign(tx, caller, input.projectId, input.senderUserId);
    campaign = await loadCampaign(tx, teamId, id);
  }
  // Sent as soon as the sending window allows: no delay, counted in calendar days.
  await tx.execute(sql`
    insert into engage_steps (team_id, campaign_id, step, channel, subject, body, delay_type, delay_seconds)
    values (${teamId}, ${campaign.id}, 1, 'Email', ${input.text.subject}, ${input.text.body}, 'DAYS', 0)
    on conflict (campaign_id, step) do update set subject = excluded.subject, body = excluded.body`);
  return campaign;
}
