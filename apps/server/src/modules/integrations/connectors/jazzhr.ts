/**
 * JazzHR API v1 (https://www.resumatorapi.com/v1/, documented at apidoc.jazzhrapis.com).
 * - Auth: the API key as the `apikey` query parameter on reads and as an `apikey` field in JSON
 *   bodies on writes (JazzHR has no header auth). Error messages never carry the query string.
 * - Paging: `/page/{n}` path segments, at most 100 results a page (a full page means "ask for the
 *   next one"). Filters are path segments too (`/applicants/job_id/{id}/from_apply_date/{date}`).
 *   A list with exactly one result comes back as an object, not an array: both are read.
 * - Push: dedupe by GET /applicants/name/{name} then GET /applicants/{id} to compare the email
 *   (JazzHR has no email filter); create with POST /applicants {first_name, last_name, email, phone,
 *   job, workflow_step_id, source, linkedin, base64-resume}; notes with POST /notes (needs the
 *   acting JazzHR user id).
 * - Not supported by JazzHR's published API: listing workflow steps (listStages gives an empty
 *   list; a known `workflow_step_id` can still be given as the push stage), moving an applicant
 *   between steps (moveCandidate answers `invalid`), decline reasons (empty list).
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
import { ConnectorHttp, normaliseBase } from './http';

const VENDOR = 'JazzHR';
export const JAZZHR_DEFAULT_BASE = 'https://api.resumatorapi.com/v1';
export const JAZZHR_PAGE_SIZE = 100;
const MAX_PAGES = 50;
const MAX_NAME_MATCHES = 10;

type JzJob = { id: string; title: string; status?: string; city?: string; state?: string };
type JzApplicant = {
  id: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  apply_date?: string;
  job_id?: string;
};

function asList<T extends { id?: unknown }>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && 'id' in body) return [body as T];
  if (body && typeof body === 'object' && Object.keys(body).length === 0) return [];
  throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
}

export function jazzhrConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? JAZZHR_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const key = () => requireField(VENDOR, credentials.apiKey, 'API key');
  const seg = (v: string) => encodeURIComponent(v);

  async function get(path: string): Promise<unknown> {
    return (
      await http.json<unknown>({
        url: `${base}${path}?apikey=${encodeURIComponent(key())}`,
        headers: { accept: 'application/json' },
      })
    ).body;
  }
  async function post<T>(path: string, body: Record<string, unknown>): Promise<T> {
    return (
      await http.json<T>({
        method: 'POST',
        url: `${base}${path}`,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apikey: key(), ...body }),
      })
    ).body;
  }

  return {
    providerId: 'jazzhr',

    async listJobs(page) {
      const n = page?.cursor ? Number(page.cursor) : 1;
      if (!Number.isInteger(n) || n < 1)
        throw new ConnectorError('invalid', `${VENDOR}: the page cursor is not valid`);
      const jobs = asList<JzJob>(await get(`/jobs/page/${n}`));
      return {
        items: jobs.map(
          (j): ExternalJob => ({
            id: String(j.id),
            title: j.title,
            status: j.status ?? null,
            location: [j.city, j.state].filter(Boolean).join(', ') || null,
          }),
        ),
        nextCursor: jobs.length >= JAZZHR_PAGE_SIZE ? String(n + 1) : null,
      };
    },

    async listStages() {
      return [];
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        const emails = new Set(c.emails.map((e) => e.toLowerCase()));
        if (emails.size > 0) {
          const sameName = asList<JzApplicant>(await get(`/applicants/name/${seg(c.name.trim())}`));
          for (const match of sameName.slice(0, MAX_NAME_MATCHES)) {
            const detail = (await get(`/applicants/${seg(String(match.id))}`)) as JzApplicant;
            if (detail.email && emails.has(detail.email.toLowerCase()))
              return { externalCandidateId: String(match.id), created: false };
          }
        }
        const { first, last } = splitName(c.name);
        const linkedIn = c.links.find((l) => /linkedin\.com/i.test(l));
        const made = await post<{ prospect_id?: string; applicant_id?: string; id?: string }>('/applicants', {
          first_name: first,
          last_name: last || first,
          ...(c.emails[0] ? { email: c.emails[0] } : {}),
          ...(c.phones[0] ? { phone: c.phones[0] } : {}),
          ...(c.location ? { address: c.location } : {}),
          ...(linkedIn ? { linkedin: linkedIn } : {}),
          ...(input.job ? { job: input.job } : {}),
          ...(input.stage ? { workflow_step_id: input.stage } : {}),
          source: c.source.name,
          ...(c.resume ? { 'base64-resume': Buffer.from(c.resume.bytes).toString('base64') } : {}),
        });
        const id = made.prospect_id ?? made.applicant_id ?? made.id;
        if (!id)
          throw new ConnectorError('unavailable', `${VENDOR} created the applicant but returned no id`);
        if (credentials.actingUserId) {
          const about = [c.title && c.company ? `${c.title} at ${c.company}` : (c.title ?? c.company)].filter(
            Boolean,
          );
          for (const note of [...about, ...c.notes])
            await post('/notes', {
              applicant_id: id,
              user_id: credentials.actingUserId,
              contents: note,
              security: '0',
            });
        }
        return { externalCandidateId: String(id), created: true };
      });
    },

    async moveCandidate() {
      throw new ConnectorError(
        'invalid',
        `${VENDOR}'s API cannot move an applicant between workflow steps; move them in JazzHR`,
      );
    },

    async listDeclineReasons() {
      return [];
    },

    async pullApplicants(jobId, since) {
      const filter = `/applicants/job_id/${seg(jobId)}${since ? `/from_apply_date/${since.toISOString().slice(0, 10)}` : ''}`;
      const all: JzApplicant[] = [];
      for (let n = 1; n <= MAX_PAGES; n += 1) {
        const page = asList<JzApplicant>(await get(`${filter}/page/${n}`));
        all.push(...page);
        if (page.length < JAZZHR_PAGE_SIZE) break;
      }
      return all.map(
        (a): ExternalApplicant => ({
          candidateId: String(a.id),
          applicationId: null,
          name: `${a.first_name ?? ''} ${a.last_name ?? ''}`.trim(),
          emails: a.email ? [a.email] : [],
          stageId: null,
          appliedAt: a.apply_date ?? null,
        }),
      );
    },
  };
}
