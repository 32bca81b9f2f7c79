/**
 * Sequences = campaigns with steps (spec sections 3, 5, 7). A campaign belongs to the user who
 * made it (`user_id`) and sends from `sender_user_id`'s mailbox: the caller or a user who delegated
 * to the caller. Another user's sequence is read-only unless that user delegated to the caller
 * (canActFor). Steps are replaced as a whole, in one transaction, and a step some thread was
 * already sent cannot be removed. Every campaign is stored with textVersion 1.
 */

import { STEP_ATTACHMENTS_MAX_BYTES } from '@talentbase/shared/contracts/engage-attachments';
import type {
  CampaignDetail,
  CampaignSummary,
  CreateCampaignRequest,
  ParsedStepInput,
  UpdateCampaignRequest,
} from '@talentbase/shared/contracts/engage-campaigns';
import { CAMPAIGN_TEXT_VERSION } from '@talentbase/shared/domain/engagement';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { engageCampaigns, engageSteps } from '../../../db/schema/engage';
import { bigintList } from '../../../db/sql-lists';
import { audit } from '../../../lib/audit';
import { AppError, notFound } from '../../../lib/errors';
import { requireVisibleProjects } from '../../projects/project-access';
import type { Caller } from '../../projects/project-lifecycle.service';
import { canActFor } from '../delegation-access';
import { templateVisible } from '../templates/templates.service';
import { type CleanStep, checkSchedule, checkSteps } from './campaign-validation';
import { findCampaign, getCampaign, teamDefaults } from './campaigns.repository';

/**
 * Steps that name a template take its text when they have none of their own (the builder's
 * "use template"): the step keeps a copy, so editing the template later does not change a
 * running sequence. The template must be one the caller may see.
 */
async function applyTemplates(
  db: Executor,
  caller: Caller,
  steps: readonly ParsedStepInput[],
): Promise<ParsedStepInput[]> {
  const ids = [...new Set(steps.flatMap((s) => (s.emailTemplateId ? [Number(s.emailTemplateId)] : [])))];
  if (ids.length === 0) return [...steps];
  const { rows } = await db.execute<{ id: string; subject: string; body: string }>(sql`
    select t.id::text as id, t.subject, t.body from engage_templates t
     where t.id = any(${`{${ids.join(',')}}`}::bigint[]) and ${templateVisible(caller.scope)}`);
  const found = new Map(rows.map((r) => [r.id, r]));
  return steps.map((step, index) => {
    if (!step.emailTemplateId) return step;
    const template = found.get(step.emailTemplateId);
    if (!template) {
      const message = `Step ${index + 1}: the template was not found. Choose another one.`;
      // Another team's template answers exactly like a missing one: 404, naming the step.
      throw new AppError('NOT_FOUND', message, {
        fields: { [`steps.${index}.emailTemplateId`]: message },
        step: index + 1,
      });
    }
    if (step.subject.trim() === '' && step.body.trim() === '')
      return { ...step, subject: template.subject, body: template.body };
    return step;
  });
}

/**
 * Attachments are the team's uploaded files (engage_attachments); an unknown id (or another
 * team's) is a 404 naming the step, and a step's files together must stay under what mail
 * servers accept.
 */
async function checkAttachments(db: Executor, teamId: string, steps: readonly CleanStep[]): Promise<void> {
  const ids = [...new Set(steps.flatMap((s) => s.fileIds))];
  if (ids.length === 0) return;
  const { rows } = await db.execute<{ id: string; size_bytes: number }>(sql`
    select id::text as id, size_bytes from engage_attachments where team_id = ${teamId} and id = any(${bigintList(ids)})`);
  const sizes = new Map(rows.map((r) => [Number(r.id), r.size_bytes]));
  for (const step of steps) {
    const fail = (message: string, code: 'NOT_FOUND' | 'UNPROCESSABLE') =>
      new AppError(code, message, {
        fields: { [`steps.${step.step - 1}.fileIds`]: message },
        step: step.step,
      });
    if (step.fileIds.some((id) => !sizes.has(id)))
      throw fail(
        `Step ${step.step}: an attachment was not found. Remove it and attach the file again.`,
        'NOT_FOUND',
      );
    const total = step.fileIds.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
    if (total > STEP_ATTACHMENTS_MAX_BYTES)
      throw fail(
        `Step ${step.step}: the attachments add up to ${megabytes(total)} MB; keep them under ${megabytes(STEP_ATTACHMENTS_MAX_BYTES)} MB, the most mail servers accept.`,
        'UNPROCESSABLE',
      );
  }
}

const megabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toString();

async function prepareSteps(
  db: Executor,
  caller: Caller,
  steps: readonly ParsedStepInput[],
): Promise<CleanStep[]> {
  const clean = checkSteps(await applyTemplates(db, caller, steps));
  await checkAttachments(db, caller.scope.teamId, clean);
  return clean;
}

async function checkSender(db: Executor, caller: Caller, senderUserId: string): Promise<void> {
  if (!(await canActFor(db, caller.scope.teamId, caller.scope.userId, senderUserId))) {
    // Someone outside the team is unknown here (404, like a missing user); a teammate who did
    // not delegate is a refusal the recruiter can act on (ask them).
    const { rows } = await db.execute(sql`
      select 1 from team_members where team_id = ${caller.scope.teamId} and user_id = ${senderUserId}`);
    if (rows.length === 0) throw notFound('Sender');
    const message =
      'You can send only from your own mailbox or from a user who delegated their email to you.';
    throw new AppError('FORBIDDEN', message, { fields: { senderUserId: message } });
  }
}

function stepValues(teamId: string, campaignId: number, steps: readonly CleanStep[]) {
  return steps.map((s) => ({
    teamId,
    campaignId,
    step: s.step,
    channel: s.channel,
    subject: s.subject,
    body: s.body,
    cc: s.cc,
    bcc: s.bcc,
    fileIds: s.fileIds,
    delayType: s.delayType,
    delaySeconds: s.delaySeconds,
    emailTemplateId: s.emailTemplateId,
    followupType: s.followupType,
    trackOpen: s.trackOpen,
    trackLink: s.trackLink,
    meetingDurationMinutes: s.meetingDurationMinutes,
    newsletterJson: s.newsletterJson,
    customizedPoll: s.customizedPoll,
  }));
}

export async function createCampaign(
  db: Database,
  caller: Caller,
  input: CreateCampaignRequest & { steps: ParsedStepInput[] },
): Promise<CampaignDetail> {
  const { scope } = caller;
  const defaults = await teamDefaults(db, scope.teamId);
  const timeZone = input.scheduleTimezone ?? defaults.timeZone;
  const window = input.sendingWindow ?? defaults.window;
  checkSchedule(timeZone, window);
  const steps = await prepareSteps(db, caller, input.steps);
  const senderUserId = input.senderUserId ?? scope.userId;
  await checkSender(db, caller, senderUserId);
  const projectId = input.projectId ? Number(input.projectId) : null;
  if (projectId) await requireVisibleProjects(db, caller, [projectId]);

  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(engageCampaigns)
      .values({
        teamId: scope.teamId,
        userId: scope.userId,
        senderUserId,
        projectId,
        name: input.name.trim(),
        campaignType: input.campaignType ?? 0,
        channel: input.channel ?? 'Email',
        createSource: input.createSource ?? null,
        shared: input.shared ?? true,
        textVersion: CAMPAIGN_TEXT_VERSION,
        scheduleTimezone: timeZone,
        sendingWindow: window,
      })
      .returning({ id: engageCampaigns.id });
    if (!created) throw new Error('campaign insert returned nothing');
    await tx.insert(engageSteps).values(stepValues(scope.teamId, created.id, steps));
    await audit(tx, {
      action: 'engage.campaign_created',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'engage_campaign',
      targetId: String(created.id),
      metadata: { steps: steps.length, senderUserId },
      ip: caller.ip,
    });
    return created.id;
  });
  return getCampaign(db, caller, id);
}

/** Which status changes are allowed: pause and resume; cancel is final; a finished one stays. */
function checkTransition(from: CampaignSummary['status'], to: 'ongoing' | 'paused' | 'cancelled'): void {
  if (from === to) return;
  if (from === 'cancelled')
    throw new AppError('CONFLICT', 'This sequence was cancelled; create a new one to send again.');
  if (from === 'finished' && to !== 'cancelled')
    throw new AppError('CONFLICT', 'This sequence has finished: every step has gone out.');
}

export async function updateCampaign(
  db: Database,
  caller: Caller,
  id: number,
  input: UpdateCampaignRequest & { steps?: ParsedStepInput[] | undefined },
): Promise<CampaignDetail> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const { row } = await findCampaign(tx, caller, id, { lock: true });
    if (!(await canActFor(tx, scope.teamId, scope.userId, row.user_id))) {
      throw new AppError(
        'FORBIDDEN',
        `This sequence belongs to ${row.owner_name ?? 'a former member'}. It is read-only unless they delegate their email to you.`,
      );
    }
    const timeZone = input.scheduleTimezone ?? row.schedule_timezone;
    const window = input.sendingWindow ?? row.sending_window;
    if (input.scheduleTimezone !== undefined || input.sendingWindow !== undefined)
      checkSchedule(timeZone, window);
    if (input.senderUserId && input.senderUserId !== row.sender_user_id)
      await checkSender(tx, caller, input.senderUserId);
    if (input.status) checkTransition(row.status, input.status);

    if (input.steps) {
      const steps = await prepareSteps(tx, caller, input.steps);
      const { rows: sent } = await tx.execute<{ step: number; n: number }>(sql`
        select step, count(*)::int as n from engage_messages
         where campaign_id = ${id} and step > ${steps.length} and status in ('sent', 'sending')
         group by step order by step desc limit 1`);
      const last = sent[0];
      if (last) {
        throw new AppError(
          'CONFLICT',
          `Step ${last.step} has already been sent to ${last.n} candidate${last.n === 1 ? '' : 's'}, so it cannot be removed. Keep at least ${last.step} steps.`,
          { step: last.step },
        );
      }
      // Messages waiting for a step that no longer exists will not go out.
      await tx.execute(sql`
        update engage_messages set status = 'cancelled', last_error = 'Step removed from the sequence', updated_at = now()
         where campaign_id = ${id} and step > ${steps.length} and status = 'scheduled'`);
      await tx.execute(sql`delete from engage_steps where campaign_id = ${id} and team_id = ${scope.teamId}`);
      await tx.insert(engageSteps).values(stepValues(scope.teamId, id, steps));
    }

    if (input.status === 'cancelled' && row.status !== 'cancelled') {
      await tx.execute(sql`
        update engage_messages set status = 'cancelled', last_error = 'Sequence cancelled', updated_at = now()
         where campaign_id = ${id} and status = 'scheduled'`);
      await tx.execute(sql`
        update engage_threads set is_active = false, status = 'cancelled', cancel_reason = 'Sequence cancelled', updated_at = now()
         where campaign_id = ${id} and is_active`);
    }

    await tx.execute(sql`
      update engage_campaigns set
        name = ${input.name?.trim() ?? row.name},
        schedule_timezone = ${timeZone},
        sending_window = ${JSON.stringify(window)}::jsonb,
        sender_user_id = ${input.senderUserId ?? row.sender_user_id},
        shared = ${input.shared ?? row.shared},
        status = ${input.status ?? row.status},
        is_archived = ${input.isArchived ?? row.is_archived},
        text_version = ${CAMPAIGN_TEXT_VERSION},
        updated_at = now()
      where id = ${id} and team_id = ${scope.teamId}`);
    await audit(tx, {
      action: 'engage.campaign_updated',
      teamId: scope.teamId,
      actorUserId: scope.userId,
      targetType: 'engage_campaign',
      targetId: String(id),
      metadata: { fields: Object.keys(input), ...(input.status ? { status: input.status } : {}) },
      ip: caller.ip,
    });
  });
  return getCampaign(db, caller, id);
}
