/**
 * The events the product's own changes emit for webhooks, written to the outbox inside the
 * change's transaction (webhooks.service.ts `emitWebhookEvents`). Ids are strings, as in the API.
 */
import type { WebhookEvent } from '@talentbase/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emitWebhookEvents, emitWebhookEventsFrom } from './webhooks.service';

type Position = { categoryId: number; stageId: number | null; stageLabel: number };

export function emitCandidatesCreated(
  tx: Executor,
  teamId: string,
  candidateIds: readonly number[],
  source: string,
  projectId: number | null,
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'candidate.created',
    candidateIds.map((id) => ({
      candidateId: String(id),
      source,
      projectId: projectId === null ? null : String(projectId),
    })),
  );
}

export function emitAddedToProject(
  tx: Executor,
  teamId: string,
  projectId: number,
  candidateIds: readonly number[],
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'candidate.added_to_project',
    candidateIds.map((id) => ({ candidateId: String(id), projectId: String(projectId) })),
  );
}

export function emitStageChanged(
  tx: Executor,
  teamId: string,
  projectId: number,
  moves: readonly { candidateId: number; from: Position }[],
  to: Position & { categoryName: string; stageName: string | null },
): Promise<void> {
  return emitWebhookEvents(
    tx,
    teamId,
    'pipeline.stage_changed',
    moves.map((m) => ({
      candidateId: String(m.candidateId),
      projectId: String(projectId),
      from: m.from,
      to,
    })),
  );
}

export type EngagementEvent = Extract<WebhookEvent, `engagement.${string}`>;

/** What an engagement event may add to its payload: the reply's intent, the clicked address. */
export type EngagementExtra = { intent?: string | null; url?: string };

/**
 * Engagement events, one per message, in the engage change's transaction. The payload names the
 * message and where it belongs (ids as in the API; `candidateId` is the API's candidate), never
 * its subject, body or recipient address.
 */
export function emitEngagementEvents(
  tx: Executor,
  type: EngagementEvent,
  messageRowIds: readonly (number | string)[],
  extra: EngagementExtra = {},
): Promise<void> {
  if (messageRowIds.length === 0) return Promise.resolve();
  const ids = `{${messageRowIds.map((id) => Number(id)).join(',')}}`;
  return emitWebhookEventsFrom(
    tx,
    type,
    sql`select m.team_id, ${engagementPayload} || ${JSON.stringify(clean(extra))}::jsonb as data
          from engage_messages m join engage_threads t on t.id = m.thread_id and t.team_id = m.team_id
         where m.id = any(${ids}::bigint[])`,
  );
}

/**
 * An event of the whole thread (a reply, a meeting booked): it names the last message that went
 * out in it (none yet: `messageId` and `step` are null, the channel is the sequence's).
 */
export function emitThreadEvent(
  tx: Executor,
  type: EngagementEvent,
  teamId: string,
  threadId: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
  return emitWebhookEventsFrom(
    tx,
    type,
    sql`select t.team_id, ${threadPayload} || ${JSON.stringify(extra)}::jsonb as data
          from engage_threads t
          join engage_campaigns c on c.id = t.campaign_id
          left join lateral (select m.id, m.step, m.channel from engage_messages m
                              where m.thread_id = t.id and m.team_id = t.team_id and m.sent_at is not null
                              order by m.step desc limit 1) m on true
         where t.id = ${threadId} and t.team_id = ${teamId}`,
  );
}

const payloadOf = (channel: string) =>
  sql.raw(`jsonb_build_object(
  'channel', lower(${channel}),
  'messageId', m.id::text,
  'step', m.step,
  'threadId', t.id::text,
  'sequenceId', t.campaign_id::text,
  'candidateId', t.profile_id::text,
  'projectId', t.project_id::text)`);
const engagementPayload = payloadOf('m.channel');
const threadPayload = payloadOf('coalesce(m.channel, c.channel)');

const clean = (extra: EngagementExtra) =>
  Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined));
