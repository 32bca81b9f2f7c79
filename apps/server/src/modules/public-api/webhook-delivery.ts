/**
 * One attempt of one webhook delivery. The body is `{id, type, created, data}`; the headers
 *
 *   Talentbase-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>
 *   Talentbase-Event-Id: <event id>
 *
 * let the receiver check it came from us, is recent, and was not seen before. The call goes
 * through the guarded fetch (outbound-host guard, checked address, no redirects followed: a 3xx
 * answer is a failed attempt, so a redirect to a private address is never reached).
 *
 * Attempts: 6 in all, waiting 1 min, 5 min, 30 min, 2 h and 8 h between them. An endpoint whose
 * deliveries fail one after another (DISABLE_AFTER_FAILED_DELIVERIES) is switched off with a
 * reason the admin page shows, and an audit entry.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { type GuardedFetch, guardedFetch } from '../../lib/net/guarded-fetch';
import { OutboundHostError } from '../../lib/net/outbound-host';
import type { SecretBox } from '../../lib/secret-box';
import { getTeamSendingSettings } from '../engage/mailboxes/team-sending-settings.service';
import { notify } from '../notifications/notify';
import { ADMIN_ROLES } from '../team-admin/members.repository';
import { secretContext } from './webhooks.service';

export const MAX_ATTEMPTS = 6;
/** Seconds to wait after attempt n (1-based) before attempt n + 1. */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 28800] as const;
export const DISABLE_AFTER_FAILED_DELIVERIES = 5;
const TIMEOUT_MS = 10_000;
/** How long a claimed attempt keeps others off the delivery (a crashed worker's attempt is retried). */
const LEASE_SECONDS = 120;

export type DeliveryDeps = {
  secretBox: SecretBox;
  /** The fetch to use (tests may give their own); by default the guarded fetch. */
  fetchFor?: (allowPrivate: boolean) => GuardedFetch;
};

export function signPayload(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

type Claimed = {
  id: string;
  team_id: string;
  attempts: number;
  endpoint_id: string;
  url: string;
  secret_sealed: string;
  event_id: string;
  type: string;
  data: unknown;
  event_created: Date | string;
};

/** What went wrong, in words that never carry an internal address or a secret. */
function describeError(error: unknown): string {
  if (error instanceof OutboundHostError) return error.message;
  const e = error as { name?: string; code?: string };
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError')
    return `No answer within ${TIMEOUT_MS / 1000} s`;
  switch (e?.code) {
    case 'ECONNREFUSED':
      return 'The connection was refused';
    case 'ECONNRESET':
      return 'The connection was closed before an answer';
    case 'ETIMEDOUT':
      return 'The connection timed out';
    default:
      return e?.code ? `Could not reach the endpoint (${e.code})` : 'Could not reach the endpoint';
  }
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'skipped';

/** Makes one attempt of a due delivery; 'skipped' when it is not due or another worker has it. */
export async function deliverWebhook(
  db: Database,
  deliveryId: number,
  deps: DeliveryDeps,
): Promise<AttemptOutcome> {
  const claimed = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<Claimed>(sql`
      select d.id::text as id, d.team_id, d.attempts, d.endpoint_id::text as endpoint_id,
             w.url, w.secret_sealed, e.id::text as event_id, e.type, e.data, e.created_at as event_created
        from webhook_deliveries d
        join webhook_endpoints w on w.id = d.endpoint_id and w.enabled and w.deleted_at is null
        join webhook_events e on e.id = d.event_id
       where d.id = ${deliveryId} and d.status in ('pending', 'retrying') and d.next_attempt_at <= now()
         for update of d skip locked`);
    const row = rows[0];
    if (!row) return null;
    await tx.execute(sql`
      update webhook_deliveries
         set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}),
             updated_at = now()
       where id = ${deliveryId}`);
    return { ...row, attempts: row.attempts + 1 };
  });
  if (!claimed) return 'skipped';

  const body = JSON.stringify({
    id: claimed.event_id,
    type: claimed.type,
    created: Math.floor(new Date(claimed.event_created).getTime() / 1000),
    data: claimed.data,
  });
  const started = Date.now();
  let responseStatus: number | null = null;
  let error: string | null = null;
  try {
    const secret = deps.secretBox.decrypt(claimed.secret_sealed, secretContext(Number(claimed.endpoint_id)));
    const timestamp = Math.floor(Date.now() / 1000);
    const { allowPrivateHosts } = await getTeamSendingSettings(db, claimed.team_id);
    const fetcher = (
      deps.fetchFor ?? ((allowPrivate) => guardedFetch({ allowPrivate, maxBytes: 64 * 1024 }))
    )(allowPrivateHosts);
    const res = await fetcher(claimed.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Talentbase-Webhooks/1.0',
        'talentbase-signature': `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`,
        'talentbase-event-id': claimed.event_id,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    responseStatus = res.status;
    if (res.status >= 300 && res.status < 400)
      error = `The endpoint answered with a redirect (${res.status}); webhooks do not follow redirects`;
    else if (res.status >= 400) error = `The endpoint answered ${res.status}`;
  } catch (e) {
    error =
      e instanceof Error && e.name === 'SecretBoxError'
        ? 'The signing secret cannot be opened'
        : describeError(e);
  }
  const durationMs = Date.now() - started;

  return db.transaction(async (tx) => {
    if (error === null) {
      await tx.execute(sql`
        update webhook_deliveries
           set status = 'delivered', response_status = ${responseStatus}, duration_ms = ${durationMs},
               error = null, next_attempt_at = null, updated_at = now()
         where id = ${deliveryId}`);
      await tx.execute(
        sql`update webhook_endpoints set consecutive_failures = 0 where id = ${claimed.endpoint_id}`,
      );
      return 'delivered' as const;
    }
    const last = claimed.attempts >= MAX_ATTEMPTS;
    const wait =
      RETRY_DELAYS_SECONDS[claimed.attempts - 1] ?? RETRY_DELAYS_SECONDS[RETRY_DELAYS_SECONDS.length - 1];
    await tx.execute(sql`
      update webhook_deliveries
         set status = ${last ? 'failed' : 'retrying'}, response_status = ${responseStatus},
             duration_ms = ${durationMs}, error = ${error},
             next_attempt_at = ${last ? null : sql`now() + make_interval(secs => ${wait})`}, updated_at = now()
       where id = ${deliveryId}`);
    if (!last) return 'retrying' as const;
    const { rows } = await tx.execute<{ consecutive_failures: number; url: string }>(sql`
      update webhook_endpoints set consecutive_failures = consecutive_failures + 1
       where id = ${claimed.endpoint_id} returning consecutive_failures, url`);
    const failures = rows[0]?.consecutive_failures ?? 0;
    if (failures >= DISABLE_AFTER_FAILED_DELIVERIES) {
      const reason = `Switched off on ${new Date().toISOString().slice(0, 10)} after ${failures} deliveries in a row failed (last: ${error})`;
      const { rows: off } = await tx.execute(sql`
        update webhook_endpoints set enabled = false, disabled_reason = ${reason}
         where id = ${claimed.endpoint_id} and enabled returning id`);
      if (off.length > 0) {
        await audit(tx, {
          action: 'webhook_endpoint.disabled',
          teamId: claimed.team_id,
          targetType: 'webhook_endpoint',
          targetId: claimed.endpoint_id,
          metadata: { reason, failures },
        });
        await notifyEndpointDisabled(tx, claimed.team_id, claimed.endpoint_id, rows[0]?.url ?? '', reason);
      }
    }
    return 'failed' as const;
  });
}

export const API_ACCESS_PATH = '/admin/team-settings/api-access';

/**
 * The team's admins (and whoever added the endpoint) hear that it was switched off, with the
 * reason, and the page where they switch it on again. The address is shown without its path and
 * query, which may carry a catch hook's token.
 */
async function notifyEndpointDisabled(
  tx: Executor,
  teamId: string,
  endpointId: string,
  url: string,
  reason: string,
): Promise<void> {
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    select tm.user_id::text as user_id from team_members tm
     where tm.team_id = ${teamId} and tm.status in (1, 2) and tm.user_id is not null
       and (tm.is_team_admin or tm.account_roles && ${`{${ADMIN_ROLES.join(',')}}`}::text[]
            or tm.user_id = (select created_by from webhook_endpoints where id = ${endpointId}))`);
  let host = 'a webhook endpoint';
  try {
    host = new URL(url).host;
  } catch {}
  await notify(tx, {
    teamId,
    userIds: rows.map((r) => r.user_id),
    event: 'webhook_disabled',
    title: `Webhook to ${host} switched off`,
    body: `${reason}. Fix the receiver, then switch the endpoint on again in API access.`,
    link: API_ACCESS_PATH,
  });
}
