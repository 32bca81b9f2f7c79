/**
 * The generic JSON/webhook connector: a team points Talentbase at any HTTPS URL (its own
 * middleware, an iPaaS flow, a home-grown ATS). Every call is a POST of one documented JSON
 * envelope, signed, to that URL (credentials.baseUrl; key in credentials.signingSecret):
 *
 *   POST <url>
 *   Content-Type: application/json
 *   X-Talentbase-Event: candidate.push | application.move | jobs.list | stages.list |
 *                       decline_reasons.list | applicants.list
 *   X-Talentbase-Delivery: <uuid, new per call>
 *   X-Talentbase-Timestamp: <unix seconds>
 *   X-Talentbase-Signature: v1=<hex HMAC-SHA256(key, "<timestamp>.<raw body>")>
 *   Idempotency-Key: <the push's key>            (candidate.push only)
 *
 *   {"event": "...", "deliveryId": "...", "occurredAt": "<ISO>", "data": {...}}
 *
 * candidate.push data: {idempotencyKey, job, stage, candidate: {name, emails, phones, title,
 * company, location, links, notes, source: {name, medium}, resume: {filename, contentType,
 * base64} | null}}. The receiver answers 2xx, optionally with
 * {"candidateId": "...", "applicationId": "...", "created": true|false}; without one the
 * idempotency key stands for the candidate. It must treat a repeated Idempotency-Key as the same
 * push (we retry 5xx answers with the same key, which makes every call here safe to repeat).
 * Query events are optional: a receiver that answers 2xx without the documented list
 * ({"jobs": [...], "nextCursor"}, {"stages": [...]}, {"reasons": [...]}, {"applicants": [...]})
 * gives empty lists.
 * Inbound calls from the team's system are checked with verifyWebhook (same signature, at most
 * five minutes old).
 */
import crypto from 'node:crypto';
import {
  type Connector,
  type ConnectorOptions,
  type ExternalApplicant,
  type ExternalJob,
  type ExternalStage,
  memoryIdempotencyStore,
  type PushResult,
  requireCandidate,
  requireField,
  withIdempotency,
} from './connector';
import { ConnectorHttp, hmacHex, normaliseBase, timingSafeEqualText } from './http';

const VENDOR = 'The webhook endpoint';
const MAX_SIGNATURE_AGE_S = 300;

export function signGenericPayload(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${hmacHex(secret, `${timestamp}.${rawBody}`)}`;
}

const str = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : null;

export function genericWebhookConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const now = options.now ?? (() => new Date());
  const url = () => normaliseBase(VENDOR, requireField(VENDOR, credentials.baseUrl, 'URL'));
  const secret = () => requireField(VENDOR, credentials.signingSecret, 'signing secret');

  async function send(event: string, data: Record<string, unknown>, idempotencyKey?: string) {
    const target = url();
    const key = secret();
    const at = now();
    const timestamp = Math.floor(at.getTime() / 1000);
    const deliveryId = crypto.randomUUID();
    const body = JSON.stringify({ event, deliveryId, occurredAt: at.toISOString(), data });
    const res = await http.request({
      method: 'POST',
      url: target,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'user-agent': 'Talentbase-Webhooks/1',
        'x-talentbase-event': event,
        'x-talentbase-delivery': deliveryId,
        'x-talentbase-timestamp': String(timestamp),
        'x-talentbase-signature': signGenericPayload(key, timestamp, body),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body,
      retrySafe: true,
    });
    if (!res.text.trim()) return {} as Record<string, unknown>;
    const parsed = http.parse<unknown>(res.text, { url: target, method: 'POST' });
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  }

  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value)
      ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object')
      : [];

  return {
    providerId: 'generic_webhook',

    async listJobs(page) {
      const res = await send('jobs.list', { cursor: page?.cursor ?? null });
      return {
        items: list(res.jobs).flatMap((j): ExternalJob[] => {
          const id = str(j.id);
          return id
            ? [{ id, title: str(j.title) ?? id, status: str(j.status), location: str(j.location) }]
            : [];
        }),
        nextCursor: str(res.nextCursor),
      };
    },

    async listStages(jobId) {
      const res = await send('stages.list', { jobId });
      return list(res.stages).flatMap((s, i): ExternalStage[] => {
        const id = str(s.id);
        return id ? [{ id, name: str(s.name) ?? id, order: typeof s.order === 'number' ? s.order : i }] : [];
      });
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        const res = await send(
          'candidate.push',
          {
            idempotencyKey: input.idempotencyKey,
            job: input.job,
            stage: input.stage,
            candidate: {
              name: c.name,
              emails: c.emails,
              phones: c.phones,
              title: c.title,
              company: c.company,
              location: c.location,
              links: c.links,
              notes: c.notes,
              source: c.source,
              resume: c.resume
                ? {
                    filename: c.resume.filename,
                    contentType: c.resume.contentType,
                    base64: Buffer.from(c.resume.bytes).toString('base64'),
                  }
                : null,
            },
          },
          input.idempotencyKey,
        );
        const applicationId = str(res.applicationId);
        return {
          externalCandidateId: str(res.candidateId) ?? input.idempotencyKey,
          ...(applicationId ? { externalApplicationId: applicationId } : {}),
          created: res.created !== false,
        };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await send('application.move', { applicationId, stageId });
    },

    async listDeclineReasons() {
      const res = await send('decline_reasons.list', {});
      return list(res.reasons).flatMap((r) => {
        const id = str(r.id);
        return id ? [{ id, name: str(r.name) ?? id }] : [];
      });
    },

    async pullApplicants(jobId, since) {
      const res = await send('applicants.list', { jobId, since: since ? since.toISOString() : null });
      return list(res.applicants).flatMap((a): ExternalApplicant[] => {
        const candidateId = str(a.candidateId);
        if (!candidateId) return [];
        return [
          {
            candidateId,
            applicationId: str(a.applicationId),
            name: str(a.name) ?? '',
            emails: Array.isArray(a.emails) ? a.emails.filter((e): e is string => typeof e === 'string') : [],
            stageId: str(a.stageId),
            appliedAt: str(a.appliedAt),
          },
        ];
      });
    },

    verifyWebhook(request) {
      const key = credentials.signingSecret;
      const timestamp = Number(request.headers['x-talentbase-timestamp']);
      const signature = request.headers['x-talentbase-signature'];
      if (!key || !signature || !Number.isInteger(timestamp)) return false;
      if (Math.abs(now().getTime() / 1000 - timestamp) > MAX_SIGNATURE_AGE_S) return false;
      return timingSafeEqualText(signature, signGenericPayload(key, timestamp, request.rawBody));
    },
  };
}
