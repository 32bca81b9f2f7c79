/**
 * Greenhouse Harvest API v1 (https://developers.greenhouse.io/harvest.html).
 * - Auth: HTTP Basic with the Harvest key as user name and an empty password; every write carries
 *   `On-Behalf-Of: <Greenhouse user id>` (credentials.actingUserId), as Harvest requires for audit.
 * - Paging: `per_page` + `page`; the next page is the `rel="next"` URL of the Link header.
 * - Push: GET /candidates?email= (dedupe) → POST /candidates with `applications: [{job_id, initial_stage_id}]`,
 *   or POST /prospects without a job; an existing candidate gets POST /candidates/{id}/applications
 *   when not yet on that job. The resume is POST /candidates/{id}/attachments (base64 content,
 *   type "resume"), each note POST /candidates/{id}/activity_feed/notes.
 * - Move: GET /applications/{id} for the current stage, then POST /applications/{id}/move
 *   {from_stage_id, to_stage_id}. Decline reasons: GET /rejection_reasons.
 * - Reject: POST /applications/{id}/reject {rejection_reason_id, notes} (On-Behalf-Of).
 * - Webhooks: `Signature: sha256 <hex HMAC-SHA256 of the body with the secret key>`.
 */
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  type DeclineReason,
  type ExternalApplicant,
  type ExternalJob,
  type ExternalStage,
  memoryIdempotencyStore,
  type Page,
  type PushCandidateInput,
  type PushResult,
  requireCandidate,
  requireField,
  splitName,
  type WebhookRequest,
  withIdempotency,
} from './connector';
import { basicAuth, ConnectorHttp, hmacHex, normaliseBase, sameOrigin, timingSafeEqualText } from './http';

const VENDOR = 'Greenhouse';
export const GREENHOUSE_DEFAULT_BASE = 'https://harvest.greenhouse.io/v1';
const PER_PAGE = 100;
const MAX_PAGES = 50;

type GhJob = { id: number; name: string; status?: string; offices?: { name?: string }[] };
type GhApplication = {
  id: number;
  jobs?: { id: number }[];
  current_stage?: { id: number } | null;
  applied_at?: string;
};
type GhCandidate = {
  id: number;
  first_name?: string;
  last_name?: string;
  email_addresses?: { value: string }[];
  applications?: GhApplication[];
};

export function nextLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part.trim());
    if (match) return match[1]!;
  }
  return null;
}

export function greenhouseConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? GREENHOUSE_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const auth = () => basicAuth(requireField(VENDOR, credentials.apiKey, 'Harvest API key'), '');
  const readHeaders = () => ({ authorization: auth(), accept: 'application/json' });
  const writeHeaders = () => ({
    ...readHeaders(),
    'content-type': 'application/json',
    'on-behalf-of': requireField(VENDOR, credentials.actingUserId, 'Greenhouse user id (On-Behalf-Of)'),
  });

  async function getPage<T>(url: string): Promise<{ items: T[]; next: string | null }> {
    const res = await http.json<T[]>({ url, headers: readHeaders() });
    if (!Array.isArray(res.body))
      throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
    const next = nextLink(res.headers.get('link'));
    return { items: res.body, next: next ? sameOrigin(VENDOR, base, next) : null };
  }

  async function getAll<T>(url: string): Promise<T[]> {
    const all: T[] = [];
    let next: string | null = url;
    for (let i = 0; next && i < MAX_PAGES; i += 1) {
      const page: { items: T[]; next: string | null } = await getPage<T>(next);
      all.push(...page.items);
      next = page.next;
    }
    return all;
  }

  async function post<T>(path: string, body: unknown): Promise<T> {
    return (
      await http.json<T>({
        method: 'POST',
        url: `${base}${path}`,
        headers: writeHeaders(),
        body: JSON.stringify(body),
      })
    ).body;
  }

  async function attachAndNote(candidateId: number, input: PushCandidateInput): Promise<void> {
    const { resume, notes, source } = input.candidate;
    if (resume)
      await post(`/candidates/${candidateId}/attachments`, {
        filename: resume.filename,
        type: 'resume',
        content: Buffer.from(resume.bytes).toString('base64'),
        content_type: resume.contentType,
      });
    const userId = Number(credentials.actingUserId);
    for (const note of [...notes, `Source: ${source.name} (${source.medium})`])
      await post(`/candidates/${candidateId}/activity_feed/notes`, {
        user_id: Number.isFinite(userId) ? userId : credentials.actingUserId,
        body: note,
        visibility: 'public',
      });
  }

  return {
    providerId: 'greenhouse_harvest',

    async listJobs(page) {
      const url = page?.cursor
        ? sameOrigin(VENDOR, base, page.cursor)
        : `${base}/jobs?per_page=${PER_PAGE}&page=1`;
      const res = await getPage<GhJob>(url);
      return {
        items: res.items.map(
          (j): ExternalJob => ({
            id: String(j.id),
            title: j.name,
            status: j.status ?? null,
            location: j.offices?.[0]?.name ?? null,
          }),
        ),
        nextCursor: res.next,
      } satisfies Page<ExternalJob>;
    },

    async listStages(jobId) {
      const stages = await getAll<{ id: number; name: string; priority?: number }>(
        `${base}/jobs/${encodeURIComponent(jobId)}/stages?per_page=${PER_PAGE}`,
      );
      return stages.map(
        (s, i): ExternalStage => ({ id: String(s.id), name: s.name, order: s.priority ?? i }),
      );
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        requireCandidate(VENDOR, input.candidate);
        const c = input.candidate;
        const jobId = input.job ? Number(input.job) : null;
        const stageId = input.stage ? Number(input.stage) : undefined;
        for (const email of c.emails) {
          const found = await getPage<GhCandidate>(
            `${base}/candidates?per_page=1&email=${encodeURIComponent(email)}`,
          );
          const existing = found.items[0];
          if (!existing) continue;
          let application = existing.applications?.find((a) => a.jobs?.some((j) => j.id === jobId));
          if (jobId !== null && !application)
            application = await post<GhApplication>(`/candidates/${existing.id}/applications`, {
              job_id: jobId,
              ...(stageId ? { initial_stage_id: stageId } : {}),
            });
          return {
            externalCandidateId: String(existing.id),
            ...(application ? { externalApplicationId: String(application.id) } : {}),
            created: false,
          };
        }
        const { first, last } = splitName(c.name);
        const person = {
          first_name: first,
          last_name: last || first,
          ...(c.company ? { company: c.company } : {}),
          ...(c.title ? { title: c.title } : {}),
          phone_numbers: c.phones.map((value) => ({ value, type: 'mobile' })),
          email_addresses: c.emails.map((value) => ({ value, type: 'personal' })),
          addresses: c.location ? [{ value: c.location, type: 'home' }] : [],
          website_addresses: c.links
            .filter((l) => !/linkedin\.com/i.test(l))
            .map((value) => ({ value, type: 'personal' })),
          social_media_addresses: c.links.filter((l) => /linkedin\.com/i.test(l)).map((value) => ({ value })),
        };
        const created =
          jobId !== null
            ? await post<GhCandidate>('/candidates', {
                ...person,
                applications: [{ job_id: jobId, ...(stageId ? { initial_stage_id: stageId } : {}) }],
              })
            : await post<GhCandidate>('/prospects', person);
        if (typeof created.id !== 'number' && typeof created.id !== 'string')
          throw new ConnectorError('unavailable', `${VENDOR} created the candidate but returned no id`);
        await attachAndNote(created.id, input);
        const applicationId = created.applications?.[0]?.id;
        return {
          externalCandidateId: String(created.id),
          ...(applicationId !== undefined ? { externalApplicationId: String(applicationId) } : {}),
          created: true,
        };
      });
    },

    async moveCandidate(applicationId, stageId) {
      const app = (
        await http.json<GhApplication>({
          url: `${base}/applications/${encodeURIComponent(applicationId)}`,
          headers: readHeaders(),
        })
      ).body;
      const from = app.current_stage?.id;
      if (from === undefined)
        throw new ConnectorError('invalid', `${VENDOR}: the application has no current stage`);
      await post(`/applications/${encodeURIComponent(applicationId)}/move`, {
        from_stage_id: from,
        to_stage_id: Number(stageId),
      });
    },

    async listDeclineReasons() {
      const reasons = await getAll<{ id: number; name: string }>(`${base}/rejection_reasons?per_page=500`);
      return reasons.map((r): DeclineReason => ({ id: String(r.id), name: r.name }));
    },

    async rejectApplication(applicationId, reasonId, note) {
      await post(`/applications/${encodeURIComponent(applicationId)}/reject`, {
        ...(reasonId !== null ? { rejection_reason_id: Number(reasonId) } : {}),
        ...(note?.trim() ? { notes: note.trim() } : {}),
      });
    },

    async pullApplicants(jobId, since) {
      const q = new URLSearchParams({ job_id: jobId, per_page: String(PER_PAGE) });
      if (since) q.set('created_after', since.toISOString());
      const candidates = await getAll<GhCandidate>(`${base}/candidates?${q}`);
      return candidates.flatMap((c) => {
        const apps = (c.applications ?? []).filter((a) => a.jobs?.some((j) => String(j.id) === jobId));
        return apps.map(
          (a): ExternalApplicant => ({
            candidateId: String(c.id),
            applicationId: String(a.id),
            name: `${c.first_name ?? ''} ${c.last_name ?? ''}`.trim(),
            emails: (c.email_addresses ?? []).map((e) => e.value),
            stageId: a.current_stage ? String(a.current_stage.id) : null,
            appliedAt: a.applied_at ?? null,
          }),
        );
      });
    },

    verifyWebhook(request: WebhookRequest) {
      const secret = credentials.signingSecret;
      const header = request.headers.signature ?? request.headers.Signature;
      if (!secret || !header) return false;
      const match = /^sha256\s+([0-9a-f]+)$/i.exec(header.trim());
      if (!match) return false;
      return timingSafeEqualText(match[1]!.toLowerCase(), hmacHex(secret, request.rawBody));
    },
  };
}
