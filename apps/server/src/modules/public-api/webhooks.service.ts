/**
 * Outgoing webhooks: a team's endpoints, the outbox its changes write events to, the fan-out of
 * events to deliveries, the delivery log and replay. The HTTP call itself is webhook-delivery.ts.
 *
 * Endpoints are managed by team admins in the app and by API keys with webhooks:manage (a
 * Zapier/Make catch hook subscribes with POST /api/public/v1/webhooks). Their address goes
 * through the outbound-host guard when saved and again on every delivery.
 */
import type {
  CreatedWebhook,
  CreateWebhookRequest,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEvent,
} from '@talentbase/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { insertJobsInTransaction } from '../../jobs/jobs-in-transaction';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { checkOutboundHost } from '../../lib/net/outbound-host';
import type { SecretBox } from '../../lib/secret-box';
import type { TeamScope } from '../../lib/team-scope';
import { randomToken } from '../../lib/tokens';
import { getTeamSendingSettings } from '../engage/mailboxes/team-sending-settings.service';
import { webhookSweepJob } from './webhook-jobs';

export type WebhookCaller = { scope: TeamScope; ip: string | null; apiKeyId?: number | null };

/** The secret box's associated data: a sealed secret opens only for its own endpoint row. */
export const secretContext = (endpointId: number) => `webhook_endpoint:${endpointId}:secret`;

const MAX_ENDPOINTS_PER_TEAM = 25;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: String(r.id),
  url: r.url,
  description: r.description,
  events: r.events as WebhookEvent[],
  enabled: r.enabled,
  disabledReason: r.disabledReason,
  consecutiveFailures: r.consecutiveFailures,
  createdAt: r.createdAt.toISOString(),
});

const parseId = (id: string, what: string) => {
  if (!/^\d{1,15}$/.test(id)) throw notFound(what);
  return Number(id);
};

/** Refuses an address the server will not call (the team's private-host switch applies). */
export async function checkWebhookUrl(db: Executor, teamId: string, url: string): Promise<void> {
  const { allowPrivateHosts } = await getTeamSendingSettings(db, teamId);
  await checkOutboundHost(new URL(url).hostname, { allowPrivate: allowPrivateHosts });
}

export async function listEndpoints(db: Executor, scope: TeamScope): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.teamId, scope.teamId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

/** The team's endpoint (404 for a deleted one or another team's); `lock` holds it for a change. */
async function endpointRow(db: Executor, scope: TeamScope, id: string, lock = false): Promise<EndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, parseId(id, 'Webhook endpoint')),
        eq(webhookEndpoints.teamId, scope.teamId),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

const lockEndpoint = (tx: Executor, scope: TeamScope, id: string) => endpointRow(tx, scope, id, true);

export async function getEndpoint(db: Executor, scope: TeamScope, id: string): Promise<WebhookEndpoint> {
  return toEndpoint(await endpointRow(db, scope, id));
}

export async function createEndpoint(
  db: Database,
  box: SecretBox,
  caller: WebhookCaller,
  input: CreateWebhookRequest,
): Promise<CreatedWebhook> {
  const { scope } = caller;
  await checkWebhookUrl(db, scope.teamId, input.url);
  const secret = `whsec_${randomToken(32)}`;
  return db.transaction(async (tx) => {
    const [{ count = 0 } = {}] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.teamId, scope.teamId), isNull(webhookEndpoints.deletedAt)));
    if (count >= MAX_ENDPOINTS_PER_TEAM)
      throw new AppError(
        'UNPROCESSABLE',
        `A team can have at most ${MAX_ENDPOINTS_PER_TEAM} webhook endpoints`,
      );
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        teamId: scope.teamId,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)],
        // Sealed below once the row id (the secret's associated data) is known.
        secretSealed: '',
        createdBy: scope.userId,
        apiKeyId: caller.apiKeyId ?? null,
      })
      .returning();
    if (!row) throw new Error('webhook endpoint insert returned nothing');
    const [sealed] = await tx
      .update(webhookEndpoints)
      .set({ secretSealed: box.encrypt(secret, secretContext(row.id)) })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    await audit(tx, {
      action: 'webhook_endpoint.created',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'webhook_endpoint',
      targetId: String(row.id),
      metadata: {
        url: row.url,
        events: row.events,
        ...(caller.apiKeyId ? { apiKeyId: caller.apiKeyId } : {}),
      },
      ip: caller.ip,
    });
    return { endpoint: toEndpoint(sealed ?? row), secret };
  });
}

export async function updateEndpoint(
  db: Database,
  caller: WebhookCaller,
  id: string,
  input: { events?: WebhookEvent[] | undefined; enabled?: boolean | undefined },
): Promise<WebhookEndpoint> {
  const { scope } = caller;
  return db.transaction(async (tx) => {
    const row = await lockEndpoint(tx, scope, id);
    // Switching back on checks the address again: the team's private-host switch may have changed.
    if (input.enabled === true && !row.enabled) await checkWebhookUrl(tx, scope.teamId, row.url);
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.events ? { events: [...new Set(input.events)] } : {}),
        ...(input.enabled !== undefined
          ? {
              enabled: input.enabled,
              disabledReason: null,
              ...(input.enabled ? { consecutiveFailures: 0 } : {}),
            }
          : {}),
      })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    await audit(tx, {
      action: 'webhook_endpoint.updated',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'webhook_endpoint',
      targetId: String(row.id),
      metadata: { ...input },
      ip: caller.ip,
    });
    return toEndpoint(updated ?? row);
  });
}

export async function deleteEndpoint(db: Database, caller: WebhookCaller, id: string): Promise<void> {
  const { scope } = caller;
  await db.transaction(async (tx) => {
    const row = await lockEndpoint(tx, scope, id);
    await tx
      .update(webhookEndpoints)
      .set({ deletedAt: sql`now()`, enabled: false })
      .where(eq(webhookEndpoints.id, row.id));
    // Deliveries still waiting will not be made.
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'failed',
        error: 'The endpoint was deleted',
        nextAttemptAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(webhookDeliveries.endpointId, row.id),
          sql`${webhookDeliveries.status} in ('pending', 'retrying')`,
        ),
      );
    await audit(tx, {
      action: 'webhook_endpoint.deleted',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'webhook_endpoint',
      targetId: String(row.id),
      metadata: { url: row.url },
      ip: caller.ip,
    });
  });
}

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: WebhookEvent;
  status: WebhookDelivery['status'];
  attempts: number;
  response_status: number | null;
  duration_ms: number | null;
  error: string | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  endpointId: r.endpoint_id,
  eventId: r.event_id,
  eventType: r.type,
  status: r.status,
  attempts: r.attempts,
  responseStatus: r.response_status,
  durationMs: r.duration_ms,
  error: r.error,
  nextAttemptAt: r.next_attempt_at === null ? null : iso(r.next_attempt_at),
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const DELIVERY_COLUMNS = sql`d.id::text as id, d.endpoint_id::text as endpoint_id, d.event_id::text as event_id,
  e.type, d.status, d.attempts, d.response_status, d.duration_ms, d.error, d.next_attempt_at, d.created_at, d.updated_at`;

/** The endpoint's last 100 deliveries, newest first. */
export async function listDeliveries(
  db: Executor,
  scope: TeamScope,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  const id = parseId(endpointId, 'Webhook endpoint');
  await getEndpoint(db, scope, endpointId);
  const { rows } = await db.execute<DeliveryRow>(sql`
    select ${DELIVERY_COLUMNS}
      from webhook_deliveries d join webhook_events e on e.id = d.event_id
     where d.endpoint_id = ${id} and d.team_id = ${scope.teamId}
     order by d.created_at desc, d.id desc
     limit 100`);
  return rows.map(toDelivery);
}

/** Sends a delivery again (whatever its status): its attempts start over. */
export async function replayDelivery(
  db: Database,
  caller: WebhookCaller,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const { scope } = caller;
  const id = parseId(deliveryId, 'Delivery');
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ endpoint_id: string; enabled: boolean }>(sql`
      select d.endpoint_id::text as endpoint_id, w.enabled
        from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
       where d.id = ${id} and d.team_id = ${scope.teamId} and w.deleted_at is null
         for update of d`);
    const found = rows[0];
    if (!found) throw notFound('Delivery');
    if (!found.enabled)
      throw new AppError('CONFLICT', 'Switch the endpoint on before sending its events again');
    await tx.execute(sql`
      update webhook_deliveries
         set status = 'pending', attempts = 0, next_attempt_at = now(), error = null, updated_at = now()
       where id = ${id}`);
    await sweepSoon(tx, 1);
    await audit(tx, {
      action: 'webhook_delivery.replayed',
      teamId: scope.teamId,
      orgId: scope.orgId,
      actorUserId: scope.userId,
      targetType: 'webhook_delivery',
      targetId: String(id),
      ip: caller.ip,
    });
    const { rows: out } = await tx.execute<DeliveryRow>(sql`
      select ${DELIVERY_COLUMNS}
        from webhook_deliveries d join webhook_events e on e.id = d.event_id where d.id = ${id}`);
    return toDelivery(out[0] as DeliveryRow);
  });
}

// ---------------------------------------------------------------------------------------------
// The outbox

/**
 * Writes events in the caller's transaction, only when an enabled endpoint of the team wants the
 * type (a team without webhooks pays one indexed probe). A rolled-back change emits nothing.
 */
export async function emitWebhookEvents(
  tx: Executor,
  teamId: string,
  type: WebhookEvent,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const written = await tx.execute(sql`
    insert into webhook_events (team_id, type, data)
    select ${teamId}, ${type}, p.value
      from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) as p
     where exists (select 1 from webhook_endpoints w
                    where w.team_id = ${teamId} and w.enabled and w.deleted_at is null
                      and ${type} = any(w.events))`);
  await sweepSoon(tx, written.rowCount ?? 0);
}

/**
 * The same, for events whose payloads a query builds: `rows` selects `team_id` and `data` (jsonb).
 * Each row is kept only when an enabled endpoint of its own team wants the type.
 */
export async function emitWebhookEventsFrom(tx: Executor, type: WebhookEvent, rows: SQL): Promise<void> {
  const written = await tx.execute(sql`
    insert into webhook_events (team_id, type, data)
    select r.team_id, ${type}, r.data
      from (${rows}) as r
     where exists (select 1 from webhook_endpoints w
                    where w.team_id = r.team_id and w.enabled and w.deleted_at is null
                      and ${type} = any(w.events))`);
  await sweepSoon(tx, written.rowCount ?? 0);
}

/**
 * Events just written (or a delivery replayed) are delivered within seconds, not at the next minute's sweep: a sweep job
 * is queued in the same transaction (so a rolled-back change queues nothing), unless one already
 * waits. Sweeps are safe to run side by side (skip locked, and a lease on each delivery).
 */
async function sweepSoon(tx: Executor, written: number): Promise<void> {
  if (written === 0) return;
  await insertJobsInTransaction(tx, webhookSweepJob.name, [{ data: { limit: 500 } }], {
    retryLimit: 1,
    retryDelaySeconds: 5,
    retryBackoff: false,
    expireSeconds: 15 * 60,
    keepDays: 1,
    unlessWaiting: 'anyInQueue',
  });
}

/**
 * Fans events out to one delivery per subscribed endpoint and marks them dispatched. Safe to run
 * concurrently (skip locked) and again (one delivery per event and endpoint).
 */
export async function dispatchWebhookEvents(db: Database, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      select id from webhook_events where dispatched_at is null
       order by created_at limit ${limit} for update skip locked`);
    if (rows.length === 0) return 0;
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    await tx.execute(sql`
      insert into webhook_deliveries (team_id, endpoint_id, event_id, next_attempt_at)
      select e.team_id, w.id, e.id, now()
        from webhook_events e
        join webhook_endpoints w on w.team_id = e.team_id and w.enabled and w.deleted_at is null
                                and e.type = any(w.events)
       where e.id = any(${ids}::uuid[])
      on conflict do nothing`);
    await tx.execute(sql`update webhook_events set dispatched_at = now() where id = any(${ids}::uuid[])`);
    return rows.length;
  });
}

/** Deliveries whose (next) attempt is due, oldest first. */
export async function dueDeliveries(db: Executor, limit = 200): Promise<{ id: number; attempts: number }[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.status} in ('pending', 'retrying')`,
        sql`${webhookDeliveries.nextAttemptAt} <= now()`,
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  return rows;
}
