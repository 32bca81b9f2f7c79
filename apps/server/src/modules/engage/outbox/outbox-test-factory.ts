/**
 * Engage rows as the enrolment and the delivery engine leave them, written straight to the
 * database, so the outbox, tracking and performance tests do not depend on the engine's timing.
 * Test-only (imported by *.int.test.ts files).
 */
import crypto from 'node:crypto';
import { engagementStatusFor } from '@talentbase/shared/domain/engagement-labels';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

export type TestUser = { id: string; teamId: string };

export async function userByEmail(db: Executor, email: string): Promise<TestUser> {
  const { rows } = await db.execute<{ id: string; team_id: string }>(sql`
    select u.id, m.team_id from users u join team_members m on m.user_id = u.id where u.email = ${email} limit 1`);
  const row = rows[0];
  if (!row) throw new Error(`no user ${email}`);
  return { id: row.id, teamId: row.team_id };
}

export async function makeProject(db: Executor, owner: TestUser, name = 'Backend hiring'): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into projects (team_id, project_name, created_by) values (${owner.teamId}, ${name}, ${owner.id})
    returning id::text as id`);
  const id = Number(rows[0]?.id);
  await db.execute(
    sql`insert into project_members (project_id, user_id, role) values (${id}, ${owner.id}, 3)`,
  );
  return id;
}

export async function makeCandidate(
  db: Executor,
  teamId: string,
  input: { fullName: string; projectId?: number; stageId?: number; stageLabel?: number; company?: string },
): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into talent_profiles (team_id, source, full_name, current_title, current_company, location, doc)
    values (${teamId}, 'manual', ${input.fullName}, 'Engineer', ${input.company ?? 'Acme'}, 'Berlin', '{}')
    returning id::text as id`);
  const id = Number(rows[0]?.id);
  if (input.projectId)
    await db.execute(sql`
      insert into project_candidates (project_id, profile_id, stage_id, stage_label, engagement_status)
      values (${input.projectId}, ${id}, ${input.stageId ?? 1}, ${input.stageLabel ?? 1},
              ${engagementStatusFor(input.stageId ?? 1, input.stageLabel ?? 1)})`);
  return id;
}

export type TestCampaign = { id: number; teamId: string; userId: string };

export async function makeCampaign(
  db: Executor,
  owner: TestUser,
  input: {
    name?: string;
    steps?: number;
    channel?: 'Email' | 'Text';
    status?: string;
    projectId?: number | null;
    senderUserId?: string;
  } = {},
): Promise<TestCampaign> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into engage_campaigns (team_id, user_id, sender_user_id, project_id, name, channel, status)
    values (${owner.teamId}, ${owner.id}, ${input.senderUserId ?? owner.id}, ${input.projectId ?? null},
            ${input.name ?? 'Backend outreach'}, ${input.channel ?? 'Email'}, ${input.status ?? 'ongoing'})
    returning id::text as id`);
  const id = Number(rows[0]?.id);
  for (let step = 1; step <= (input.steps ?? 3); step++)
    await db.execute(sql`
      insert into engage_steps (team_id, campaign_id, step, channel, subject, body, delay_seconds)
      values (${owner.teamId}, ${id}, ${step}, ${input.channel ?? 'Email'}, ${`Step ${step} for {{firstName}}`},
              ${`<p>Hello {{firstName}}, step ${step}</p>`}, ${step === 1 ? 0 : 259200})`);
  return { id, teamId: owner.teamId, userId: owner.id };
}

export type TestThread = { id: number; campaignId: number; teamId: string };

export async function makeThread(
  db: Executor,
  campaign: TestCampaign,
  input: {
    profileId: number;
    projectId?: number | null;
    recipientName?: string;
    recipientEmail?: string | null;
    userId?: string;
    status?: string;
    isActive?: boolean;
    isBounced?: boolean;
    isDelivered?: boolean;
    isOpened?: boolean;
    isClicked?: boolean;
    isReplied?: boolean;
    createdAt?: Date;
  },
): Promise<TestThread> {
  // Stored trimmed and lower-cased, as the enrolment stores it.
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into engage_threads (team_id, campaign_id, project_id, profile_id, user_id, recipient_name,
                                recipient_email, status, is_active, is_bounced, is_delivered, is_opened,
                                is_clicked, is_replied, created_at)
    values (${campaign.teamId}, ${campaign.id}, ${input.projectId ?? null}, ${input.profileId},
            ${input.userId ?? campaign.userId}, ${input.recipientName ?? 'Robin Recipient'},
            ${input.recipientEmail === undefined ? 'robin@example.org' : (input.recipientEmail?.trim().toLowerCase() ?? null)},
            ${input.status ?? 'ongoing'}, ${input.isActive ?? true}, ${input.isBounced ?? false},
            ${input.isDelivered ?? false}, ${input.isOpened ?? false}, ${input.isClicked ?? false},
            ${input.isReplied ?? false}, ${(input.createdAt ?? new Date()).toISOString()})
    returning id::text as id`);
  return { id: Number(rows[0]?.id), campaignId: campaign.id, teamId: campaign.teamId };
}

export async function makeMessage(
  db: Executor,
  thread: TestThread,
  input: {
    step: number;
    status?: string;
    dueAt?: Date;
    sentAt?: Date | null;
    openedAt?: Date | null;
    clickedAt?: Date | null;
    subject?: string | null;
    body?: string | null;
    delivered?: boolean;
  },
): Promise<number> {
  const status = input.status ?? 'scheduled';
  const sentAt = input.sentAt === undefined ? (status === 'sent' ? new Date() : null) : input.sentAt;
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into engage_messages (team_id, thread_id, campaign_id, step, status, due_at, message_id, subject,
                                 body, sent_at, opened_at, clicked_at)
    values (${thread.teamId}, ${thread.id}, ${thread.campaignId}, ${input.step}, ${status},
            ${(input.dueAt ?? new Date(Date.now() + 3_600_000)).toISOString()},
            ${`<tb.${thread.id}.${input.step}.${crypto.randomBytes(8).toString('hex')}@test.local>`},
            ${input.subject ?? null}, ${input.body ?? null}, ${sentAt?.toISOString() ?? null},
            ${input.openedAt?.toISOString() ?? null}, ${input.clickedAt?.toISOString() ?? null})
    returning id::text as id`);
  const id = Number(rows[0]?.id);
  if (input.delivered)
    await db.execute(sql`
      insert into engage_events (team_id, message_row_id, thread_id, kind, created_at)
      values (${thread.teamId}, ${id}, ${thread.id}, 'delivered', ${(sentAt ?? new Date()).toISOString()})`);
  return id;
}

export async function makeEvent(
  db: Executor,
  thread: TestThread,
  messageRowId: number,
  kind: 'delivered' | 'open' | 'click' | 'unsubscribe' | 'bounce',
): Promise<void> {
  await db.execute(sql`
    insert into engage_events (team_id, message_row_id, thread_id, kind)
    values (${thread.teamId}, ${messageRowId}, ${thread.id}, ${kind})`);
}
