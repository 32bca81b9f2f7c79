/**
 * Workable SPI v3 (https://workable.readme.io/reference).
 * - Base: https://<subdomain>.workable.com/spi/v3 (credentials.subdomain; baseUrl overrides).
 * - Auth: `Authorization: Bearer <token>` (an account API access token, or an OAuth token).
 * - Paging: `limit`; the answer's `paging.next` is the full URL of the next page (followed only on
 *   the account's own host). Rate limit: 429 with Retry-After (or X-Rate-Limit-Reset).
 * - Jobs are addressed by `shortcode`; stages per job: GET /jobs/{shortcode}/stages (id = slug).
 * - Push: GET /candidates?email=&shortcode= (dedupe) → POST /jobs/{shortcode}/candidates
 *   {sourced: true, candidate: {..., resume: {name, data (base64)}}, stage: slug}; without a job
 *   the talent pool (POST /talent_pool/candidates). Notes: POST /candidates/{id}/comments
 *   {member_id, comment: {body}}. A Workable candidate belongs to one job, so its id is both the
 *   candidate and the application id.
 * - Move: POST /candidates/{id}/move {member_id, target_stage}. Decline reasons:
 *   GET /disqualification_reasons. Reject: POST /candidates/{id}/disqualify {member_id,
 *   disqualification_reason (the reason's name: Workable takes the text)}. Applicants: GET /jobs/{shortcode}/candidates?created_after=.
 * - Writes name the acting member (credentials.actingUserId → member_id).
 */
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  type ExternalApplicant,
  type ExternalJob,
  memoryIdempotencyStore,
  type PushResult,
  requireCandidate,
  requireField,
  splitName,
  withIdempotency,
} from './connector';
import { ConnectorHttp, normaliseBase, sameOrigin } from './http';

const VENDOR = 'Workable';
const LIMIT = 100;
const MAX_PAGES = 50;

type WkJob = {
  id: string;
  shortcode: string;
  title: string;
  state?: string;
  location?: { location_str?: string };
};
type WkCandidate = {
  id: string;
  name?: string;
  email?: string;
  stage?: string;
  created_at?: string;
  job?: { shortcode?: string };
};

export function workableBase(credentials: { baseUrl?: string; subdomain?: string }): string {
  if (credentials.baseUrl) return normaliseBase(VENDOR, credentials.baseUrl);
  const sub = requireField(VENDOR, credentials.subdomain, 'account subdomain');
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(sub))
    throw new ConnectorError('invalid', `${VENDOR}: the subdomain is not valid`);
  return `https://${sub.toLowerCase()}.workable.com/spi/v3`;
}

export function workableConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = workableBase(credentials);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const token = () => requireField(VENDOR, credentials.accessToken ?? credentials.apiKey, 'API token');
  const headers = () => ({ authorization: `Bearer ${token()}`, accept: 'application/json' });
  const member = () => requireField(VENDOR, credentials.actingUserId, 'acting member id');

  async function get<T>(url: string): Promise<T> {
    return (await http.json<T>({ url, headers: headers() })).body;
  }
  async function post<T>(path: string, body: unknown): Promise<T> {
    return (
      await http.json<T>({
        method: 'POST',
        url: `${base}${path}`,
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).body;
  }
  async function declineReasons() {
    const body = await get<{ disqualification_reasons?: { id: string; name: string }[] }>(
      `${base}/disqualification_reasons`,
    );
    return (body.disqualification_reasons ?? []).map((r) => ({ id: String(r.id), name: r.name }));
  }
  async function pages<T>(first: string, key: string): Promise<T[]> {
    const all: T[] = [];
    let next: string | null = first;
    for (let i = 0; next && i < MAX_PAGES; i += 1) {
      const body: Record<string, unknown> & { paging?: { next?: string } } = await get(next);
      const items = body[key];
      if (!Array.isArray(items))
        throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
      all.push(...(items as T[]));
      next = body.paging?.next ? sameOrigin(VENDOR, base, body.paging.next) : null;
    }
    return all;
  }

  return {
    providerId: 'workable',

    async listJobs(page) {
      const url = page?.cursor
        ? sameOrigin(VENDOR, base, page.cursor)
        : `${base}/jobs?state=published&limit=${LIMIT}`;
      const body = await get<{ jobs?: WkJob[]; paging?: { next?: string } }>(url);
      if (!Array.isArray(body.jobs))
        throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
      return {
        items: body.jobs.map(
          (j): ExternalJob => ({
            id: j.shortcode,
            title: j.title,
            status: j.state ?? null,
            location: j.location?.location_str ?? null,
          }),
        ),
        nextCursor: body.paging?.next ? sameOrigin(VENDOR, base, body.paging.next) : null,
      };
    },

    async listStages(jobId) {
      const body = await get<{ stages?: { slug: string; name: string; position?: number }[] }>(
        `${base}/jobs/${encodeURIComponent(jobId)}/stages`,
      );
      return (body.stages ?? []).map((s, i) => ({ id: s.slug, name: s.name, order: s.position ?? i }));
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        for (const email of c.emails) {
          const q = new URLSearchParams({ email, limit: '1' });
          if (input.job) q.set('shortcode', input.job);
          const found = await get<{ candidates?: WkCandidate[] }>(`${base}/candidates?${q}`);
          const existing = found.candidates?.[0];
          if (existing)
            return {
              externalCandidateId: existing.id,
              ...(input.job ? { externalApplicationId: existing.id } : {}),
              created: false,
            };
        }
        const { first, last } = splitName(c.name);
        const linkedIn = c.links.find((l) => /linkedin\.com/i.test(l));
        const candidate = {
          name: c.name,
          firstname: first,
          lastname: last || first,
          ...(c.emails[0] ? { email: c.emails[0] } : {}),
          ...(c.phones[0] ? { phone: c.phones[0] } : {}),
          ...(c.title ? { headline: [c.title, c.company].filter(Boolean).join(' at ') } : {}),
          ...(c.location ? { address: c.location } : {}),
          ...(c.notes.length ? { summary: c.notes.join('\n\n') } : {}),
          domain: c.source.name,
          social_profiles: linkedIn ? [{ type: 'linkedin', url: linkedIn }] : [],
          ...(c.resume
            ? { resume: { name: c.resume.filename, data: Buffer.from(c.resume.bytes).toString('base64') } }
            : {}),
        };
        const made = input.job
          ? await post<{ candidate?: WkCandidate }>(`/jobs/${encodeURIComponent(input.job)}/candidates`, {
              sourced: true,
              candidate,
              ...(input.stage ? { stage: input.stage } : {}),
            })
          : await post<{ candidate?: WkCandidate }>('/talent_pool/candidates', { sourced: true, candidate });
        const id = made.candidate?.id;
        if (!id)
          throw new ConnectorError('unavailable', `${VENDOR} created the candidate but returned no id`);
        if (credentials.actingUserId)
          for (const note of c.notes)
            await post(`/candidates/${encodeURIComponent(id)}/comments`, {
              member_id: credentials.actingUserId,
              comment: { body: note },
            });
        return {
          externalCandidateId: id,
          ...(input.job ? { externalApplicationId: id } : {}),
          created: true,
        };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await post(`/candidates/${encodeURIComponent(applicationId)}/move`, {
        member_id: member(),
        target_stage: stageId,
      });
    },

    async rejectApplication(applicationId, reasonId) {
      let reason: string | undefined;
      if (reasonId !== null) {
        reason = (await declineReasons()).find((r) => r.id === reasonId)?.name;
        if (!reason)
          throw new ConnectorError('not_found', `${VENDOR} has no disqualification reason ${reasonId}`);
      }
      await post(`/candidates/${encodeURIComponent(applicationId)}/disqualify`, {
        member_id: member(),
        ...(reason ? { disqualification_reason: reason } : {}),
      });
    },

    listDeclineReasons: declineReasons,

    async pullApplicants(jobId, since) {
      const q = new URLSearchParams({ limit: String(LIMIT) });
      if (since) q.set('created_after', since.toISOString());
      const all = await pages<WkCandidate>(
        `${base}/jobs/${encodeURIComponent(jobId)}/candidates?${q}`,
        'candidates',
      );
      return all.map(
        (c): ExternalApplicant => ({
          candidateId: c.id,
          applicationId: c.id,
          name: c.name ?? '',
          emails: c.email ? [c.email] : [],
          stageId: c.stage ?? null,
          appliedAt: c.created_at ?? null,
        }),
      );
    },
  };
}
