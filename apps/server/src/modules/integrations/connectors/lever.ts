/**
 * Lever Data API v1 (https://hire.lever.co/developer/documentation).
 * - Auth: HTTP Basic with the API key as user name and an empty password. Writes name the Lever
 *   user they are made as with the `perform_as` query parameter (credentials.actingUserId).
 * - Paging: `limit` + `offset`; an answer says `hasNext` and gives the `next` offset token.
 * - Jobs are postings (GET /postings); stages are account-wide (GET /stages).
 * - Push: GET /opportunities?email=&posting_id= (dedupe), else POST /opportunities?perform_as=
 *   with `origin: "sourced"`, `postings: [id]`, `stage`, `sources`; with a resume the same create
 *   is sent as multipart/form-data with the file in `resumeFile` (Lever's documented upload), and
 *   each note is POST /opportunities/{id}/notes. Lever's candidate is the contact; the opportunity
 *   is the application (moveCandidate takes the opportunity id).
 * - Move: PUT /opportunities/{id}/stage?perform_as= {stage}. Decline reasons: GET /archive_reasons.
 * - Reject: PUT /opportunities/{id}/archived?perform_as= {reason} (an archive reason id); a note
 *   goes in as POST /opportunities/{id}/notes.
 * - Webhooks: the body carries token, triggeredAt and signature = HMAC-SHA256(token + triggeredAt)
 *   with the webhook's signature token.
 */
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  type ExternalApplicant,
  type ExternalJob,
  memoryIdempotencyStore,
  type PushCandidateInput,
  type PushResult,
  requireCandidate,
  requireField,
  withIdempotency,
} from './connector';
import { basicAuth, ConnectorHttp, hmacHex, multipart, normaliseBase, timingSafeEqualText } from './http';

const VENDOR = 'Lever';
export const LEVER_DEFAULT_BASE = 'https://api.lever.co/v1';
const LIMIT = 100;
const MAX_PAGES = 50;

type LeverList<T> = { data?: T[]; hasNext?: boolean; next?: string };
type Posting = { id: string; text: string; state?: string; categories?: { location?: string } };
type Opportunity = {
  id: string;
  contact?: string;
  name?: string;
  emails?: string[];
  stage?: string | { id: string };
  createdAt?: number;
};

export function leverConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? LEVER_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const auth = () => basicAuth(requireField(VENDOR, credentials.apiKey, 'API key'), '');
  const performAs = () => requireField(VENDOR, credentials.actingUserId, 'Lever user (perform_as)');

  async function list<T>(path: string, params: Record<string, string>, offset?: string | null) {
    const q = new URLSearchParams({ limit: String(LIMIT), ...params });
    if (offset) q.set('offset', offset);
    const { body } = await http.json<LeverList<T>>({
      url: `${base}${path}?${q}`,
      headers: { authorization: auth(), accept: 'application/json' },
    });
    if (!Array.isArray(body.data))
      throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
    return { items: body.data, next: body.hasNext && body.next ? body.next : null };
  }

  async function listAll<T>(path: string, params: Record<string, string> = {}): Promise<T[]> {
    const all: T[] = [];
    let offset: string | null = null;
    for (let i = 0; i < MAX_PAGES; i += 1) {
      const page: { items: T[]; next: string | null } = await list<T>(path, params, offset);
      all.push(...page.items);
      if (!page.next) break;
      offset = page.next;
    }
    return all;
  }

  async function write<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
    const sep = path.includes('?') ? '&' : '?';
    return (
      await http.json<{ data: T }>({
        method,
        url: `${base}${path}${sep}perform_as=${encodeURIComponent(performAs())}`,
        headers: { authorization: auth(), 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      })
    ).body.data;
  }

  async function create(input: PushCandidateInput): Promise<Opportunity> {
    const c = input.candidate;
    const fields = {
      name: c.name,
      ...(c.title || c.company ? { headline: [c.title, c.company].filter(Boolean).join(' at ') } : {}),
      ...(c.location ? { location: c.location } : {}),
      emails: c.emails,
      phones: c.phones.map((value) => ({ type: 'mobile', value })),
      links: c.links,
      sources: [c.source.name],
      tags: [c.source.medium],
      origin: 'sourced',
      ...(input.job ? { postings: [input.job] } : {}),
      ...(input.stage ? { stage: input.stage } : {}),
    };
    if (!c.resume) return write<Opportunity>('POST', '/opportunities', fields);
    const parts: Parameters<typeof multipart>[0] = [{ name: 'name', value: fields.name }];
    if (fields.headline) parts.push({ name: 'headline', value: fields.headline });
    if (fields.location) parts.push({ name: 'location', value: fields.location });
    for (const e of fields.emails) parts.push({ name: 'emails[]', value: e });
    fields.phones.forEach((p, i) => {
      parts.push(
        { name: `phones[${i}][type]`, value: p.type },
        { name: `phones[${i}][value]`, value: p.value },
      );
    });
    for (const l of fields.links) parts.push({ name: 'links[]', value: l });
    for (const s of fields.sources) parts.push({ name: 'sources[]', value: s });
    for (const t of fields.tags) parts.push({ name: 'tags[]', value: t });
    parts.push({ name: 'origin', value: 'sourced' });
    if (input.job) parts.push({ name: 'postings[]', value: input.job });
    if (input.stage) parts.push({ name: 'stage', value: input.stage });
    parts.push({
      name: 'resumeFile',
      filename: c.resume.filename,
      contentType: c.resume.contentType,
      bytes: c.resume.bytes,
    });
    const form = multipart(parts);
    return (
      await http.json<{ data: Opportunity }>({
        method: 'POST',
        url: `${base}/opportunities?perform_as=${encodeURIComponent(performAs())}`,
        headers: { authorization: auth(), 'content-type': form.contentType, accept: 'application/json' },
        body: form.body,
      })
    ).body.data;
  }

  return {
    providerId: 'lever',

    async listJobs(page) {
      const res = await list<Posting>('/postings', { state: 'published' }, page?.cursor);
      return {
        items: res.items.map(
          (p): ExternalJob => ({
            id: p.id,
            title: p.text,
            status: p.state ?? null,
            location: p.categories?.location ?? null,
          }),
        ),
        nextCursor: res.next,
      };
    },

    async listStages() {
      const stages = await listAll<{ id: string; text: string }>('/stages');
      return stages.map((s, i) => ({ id: s.id, name: s.text, order: i }));
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        requireCandidate(VENDOR, input.candidate);
        performAs();
        for (const email of input.candidate.emails) {
          const found = await list<Opportunity>('/opportunities', {
            email,
            ...(input.job ? { posting_id: input.job } : {}),
          });
          const existing = found.items[0];
          if (existing)
            return {
              externalCandidateId: existing.contact ?? existing.id,
              externalApplicationId: existing.id,
              created: false,
            };
        }
        const opportunity = await create(input);
        if (!opportunity?.id)
          throw new ConnectorError('unavailable', `${VENDOR} created the candidate but returned no id`);
        for (const note of input.candidate.notes)
          await write('POST', `/opportunities/${encodeURIComponent(opportunity.id)}/notes`, { value: note });
        return {
          externalCandidateId: opportunity.contact ?? opportunity.id,
          externalApplicationId: opportunity.id,
          created: true,
        };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await write('PUT', `/opportunities/${encodeURIComponent(applicationId)}/stage`, { stage: stageId });
    },

    async rejectApplication(applicationId, reasonId, note) {
      if (reasonId === null)
        throw new ConnectorError('invalid', `${VENDOR}: archiving an opportunity needs an archive reason`);
      const id = encodeURIComponent(applicationId);
      await write('PUT', `/opportunities/${id}/archived`, { reason: reasonId });
      if (note?.trim()) await write('POST', `/opportunities/${id}/notes`, { value: note.trim() });
    },

    async listDeclineReasons() {
      const reasons = await listAll<{ id: string; text: string }>('/archive_reasons');
      return reasons.map((r) => ({ id: r.id, name: r.text }));
    },

    async pullApplicants(jobId, since) {
      const opportunities = await listAll<Opportunity>('/opportunities', {
        posting_id: jobId,
        ...(since ? { created_at_start: String(since.getTime()) } : {}),
      });
      return opportunities.map(
        (o): ExternalApplicant => ({
          candidateId: o.contact ?? o.id,
          applicationId: o.id,
          name: o.name ?? '',
          emails: o.emails ?? [],
          stageId: typeof o.stage === 'string' ? o.stage : (o.stage?.id ?? null),
          appliedAt: o.createdAt ? new Date(o.createdAt).toISOString() : null,
        }),
      );
    },

    verifyWebhook(request) {
      const secret = credentials.signingSecret;
      if (!secret) return false;
      let body: { token?: unknown; triggeredAt?: unknown; signature?: unknown };
      try {
        body = JSON.parse(request.rawBody);
      } catch {
        return false;
      }
      if (
        typeof body.token !== 'string' ||
        typeof body.signature !== 'string' ||
        body.triggeredAt === undefined
      )
        return false;
      return timingSafeEqualText(body.signature, hmacHex(secret, `${body.token}${String(body.triggeredAt)}`));
    },
  };
}
