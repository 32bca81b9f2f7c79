/**
 * Teamtailor public API v1 (https://docs.teamtailor.com), JSON:API.
 * - Auth: `Authorization: Token token=<API key>` and `X-Api-Version: 20240404` on every call;
 *   bodies are `application/vnd.api+json`. Regional hosts (api.na.teamtailor.com) via baseUrl.
 * - Paging: `page[size]`; the next page is `links.next` (followed only on the same host).
 * - Stages: GET /jobs/{id}/stages. Decline reasons: GET /reject-reasons.
 * - Push: GET /candidates?filter[email]= (dedupe) → POST /candidates {sourced: true, ...};
 *   POST /job-applications with candidate, job and stage relationships (an existing application
 *   is found through /candidates/{id}/job-applications?include=job); each note POST /notes with
 *   the acting user (credentials.actingUserId) when given.
 * - Not supported: resume bytes. Teamtailor's candidate `resume` attribute takes a public URL
 *   that Teamtailor downloads; Talentbase does not publish resumes at public URLs, so the resume
 *   stays in Talentbase and a note says so.
 * - Move: PATCH /job-applications/{id} with the stage relationship.
 * - Applicants: GET /job-applications?filter[job]=&filter[created-at][from]=&include=candidate.
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

const VENDOR = 'Teamtailor';
export const TEAMTAILOR_DEFAULT_BASE = 'https://api.teamtailor.com/v1';
export const TEAMTAILOR_API_VERSION = '20240404';
const PAGE_SIZE = 30;
const MAX_PAGES = 50;
const JSONAPI = 'application/vnd.api+json';

type Resource = {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string; type: string } | null }>;
};
type Doc = { data?: Resource | Resource[]; included?: Resource[]; links?: { next?: string | null } };

const rel = (type: string, id: string) => ({ data: { type, id } });
const attr = (r: Resource, name: string): string | null => {
  const v = r.attributes?.[name];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
};

export function teamtailorConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? TEAMTAILOR_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const headers = () => ({
    authorization: `Token token=${requireField(VENDOR, credentials.apiKey, 'API key')}`,
    'x-api-version': TEAMTAILOR_API_VERSION,
    accept: JSONAPI,
  });

  async function get(url: string): Promise<Doc & { data: Resource[] }> {
    const { body } = await http.json<Doc>({ url, headers: headers() });
    if (!Array.isArray(body.data))
      throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
    return body as Doc & { data: Resource[] };
  }
  async function getAll(url: string): Promise<{ data: Resource[]; included: Resource[] }> {
    const data: Resource[] = [];
    const included: Resource[] = [];
    let next: string | null = url;
    for (let i = 0; next && i < MAX_PAGES; i += 1) {
      const page: Doc & { data: Resource[] } = await get(next);
      data.push(...page.data);
      included.push(...(page.included ?? []));
      next = page.links?.next ? sameOrigin(VENDOR, base, page.links.next) : null;
    }
    return { data, included };
  }
  async function send(method: 'POST' | 'PATCH', path: string, data: unknown): Promise<Resource> {
    const { body } = await http.json<Doc>({
      method,
      url: `${base}${path}`,
      headers: { ...headers(), 'content-type': JSONAPI },
      body: JSON.stringify({ data }),
      retrySafe: method === 'PATCH',
    });
    if (!body.data || Array.isArray(body.data))
      throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
    return body.data;
  }
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  return {
    providerId: 'teamtailor',

    async listJobs(page) {
      const url = page?.cursor
        ? sameOrigin(VENDOR, base, page.cursor)
        : `${base}/jobs?${q({ 'page[size]': String(PAGE_SIZE) })}`;
      const doc = await get(url);
      return {
        items: doc.data.map(
          (j): ExternalJob => ({
            id: j.id,
            title: attr(j, 'title') ?? '',
            status: attr(j, 'status'),
            location: null,
          }),
        ),
        nextCursor: doc.links?.next ? sameOrigin(VENDOR, base, doc.links.next) : null,
      };
    },

    async listStages(jobId) {
      const { data } = await getAll(`${base}/jobs/${encodeURIComponent(jobId)}/stages`);
      return data
        .map((s, i) => ({ id: s.id, name: attr(s, 'name') ?? '', order: Number(attr(s, 'row-order') ?? i) }))
        .sort((a, b) => a.order - b.order);
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        let candidateId: string | undefined;
        for (const email of c.emails) {
          const found = await get(`${base}/candidates?${q({ 'filter[email]': email })}`);
          if (found.data[0]) {
            candidateId = found.data[0].id;
            break;
          }
        }
        const created = !candidateId;
        if (!candidateId) {
          const { first, last } = splitName(c.name);
          const linkedIn = c.links.find((l) => /linkedin\.com/i.test(l));
          const made = await send('POST', '/candidates', {
            type: 'candidates',
            attributes: {
              'first-name': first,
              'last-name': last,
              ...(c.emails[0] ? { email: c.emails[0] } : {}),
              ...(c.phones[0] ? { phone: c.phones[0] } : {}),
              ...(c.title || c.company ? { pitch: [c.title, c.company].filter(Boolean).join(' at ') } : {}),
              ...(linkedIn ? { 'linkedin-url': linkedIn } : {}),
              sourced: true,
              tags: [c.source.name, c.source.medium],
            },
          });
          candidateId = made.id;
          const notes = [
            ...(c.location ? [`Location: ${c.location}`] : []),
            ...c.notes,
            ...(c.links.length ? [`Links: ${c.links.join(' ')}`] : []),
            ...(c.resume ? [`Resume ${c.resume.filename} is kept in Talentbase (${c.source.name}).`] : []),
          ];
          if (credentials.actingUserId)
            for (const note of notes)
              await send('POST', '/notes', {
                type: 'notes',
                attributes: { note },
                relationships: {
                  candidate: rel('candidates', candidateId),
                  user: rel('users', credentials.actingUserId),
                },
              });
        }
        if (!input.job) return { externalCandidateId: candidateId, created };
        if (!created) {
          const apps = await getAll(
            `${base}/candidates/${encodeURIComponent(candidateId)}/job-applications?include=job`,
          );
          const existing = apps.data.find((a) => a.relationships?.job?.data?.id === input.job);
          if (existing)
            return { externalCandidateId: candidateId, externalApplicationId: existing.id, created: false };
        }
        const application = await send('POST', '/job-applications', {
          type: 'job-applications',
          attributes: { sourced: true },
          relationships: {
            candidate: rel('candidates', candidateId),
            job: rel('jobs', input.job),
            ...(input.stage ? { stage: rel('stages', input.stage) } : {}),
          },
        });
        return { externalCandidateId: candidateId, externalApplicationId: application.id, created };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await send('PATCH', `/job-applications/${encodeURIComponent(applicationId)}`, {
        id: applicationId,
        type: 'job-applications',
        relationships: { stage: rel('stages', stageId) },
      });
    },

    async listDeclineReasons() {
      const { data } = await getAll(`${base}/reject-reasons?${q({ 'page[size]': String(PAGE_SIZE) })}`);
      return data.map((r) => ({ id: r.id, name: attr(r, 'reason') ?? '' }));
    },

    async pullApplicants(jobId, since) {
      const params: Record<string, string> = {
        'filter[job]': jobId,
        include: 'candidate',
        'page[size]': String(PAGE_SIZE),
      };
      if (since) params['filter[created-at][from]'] = since.toISOString();
      const { data, included } = await getAll(`${base}/job-applications?${q(params)}`);
      return data.map((a): ExternalApplicant => {
        const candidateId = a.relationships?.candidate?.data?.id ?? '';
        const person = included.find((r) => r.type === 'candidates' && r.id === candidateId);
        const email = person ? attr(person, 'email') : null;
        return {
          candidateId,
          applicationId: a.id,
          name: person ? `${attr(person, 'first-name') ?? ''} ${attr(person, 'last-name') ?? ''}`.trim() : '',
          emails: email ? [email] : [],
          stageId: a.relationships?.stage?.data?.id ?? null,
          appliedAt: attr(a, 'created-at'),
        };
      });
    },
  };
}
