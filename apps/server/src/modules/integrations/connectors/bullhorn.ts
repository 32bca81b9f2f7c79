/**
 * Bullhorn REST API 2.0 (https://bullhorn.github.io/rest-api-docs/).
 * - Login: GET <base>/rest-services/loginInfo?username= names the data centre's oauthUrl and
 *   restUrl; GET <oauthUrl>/authorize?client_id&response_type=code&action=Login&username&password
 *   answers a redirect whose Location carries the code; POST <oauthUrl>/token
 *   (grant_type=authorization_code) gives the access token; POST <restUrl>/login?version=2.0
 *   &access_token= gives the session: BhRestToken + the corporation's restUrl. A connection that
 *   already holds an OAuth access token skips to the REST login. Every later call sends the
 *   `BhRestToken` header; a 401 logs in again once (sessions expire after inactivity).
 * - Jobs: GET search/JobOrder?query=isOpen:1 AND isDeleted:0 with start/count paging
 *   ({total, start, count, data}).
 * - Stages: the JobSubmission `status` field's option list (GET meta/JobSubmission?fields=status
 *   &meta=full); a stage id is the status text.
 * - Push: search/Candidate?query=email:"…" (dedupe) → PUT entity/Candidate; resume PUT
 *   file/Candidate/{id} (base64 fileContent, type Resume); notes PUT entity/Note; the job is a
 *   PUT entity/JobSubmission {candidate, jobOrder, status} (an existing one is found with
 *   query/JobSubmission). Move: POST entity/JobSubmission/{id} {status}.
 * - Not supported: decline reasons (Bullhorn has no standard list; empty), webhook signatures
 *   (Bullhorn delivers events by subscription polling, not signed callbacks).
 */
import {
  type Connector,
  ConnectorError,
  type ConnectorOptions,
  type ExternalApplicant,
  memoryIdempotencyStore,
  type PushResult,
  requireCandidate,
  requireField,
  splitName,
  withIdempotency,
} from './connector';
import { ConnectorHttp, type HttpRequest, normaliseBase } from './http';

const VENDOR = 'Bullhorn';
export const BULLHORN_DEFAULT_BASE = 'https://rest.bullhornstaffing.com';
const COUNT = 100;
const MAX_PAGES = 50;

type Session = { token: string; restUrl: string };
type Listing<T> = { total?: number; start?: number; count?: number; data?: T[] };

const quote = (v: string) => `"${v.replace(/["\\]/g, '\\$&')}"`;

export function bullhornConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  let session: Session | null = null;
  const http = new ConnectorHttp(VENDOR, options, () => (session ? [session.token] : []));
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? BULLHORN_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const now = options.now ?? (() => new Date());

  async function accessToken(): Promise<{ token: string; restUrl: string }> {
    if (credentials.accessToken && !credentials.username)
      return { token: credentials.accessToken, restUrl: `${base}/rest-services` };
    const username = requireField(VENDOR, credentials.username, 'user name');
    const info = (
      await http.json<{ oauthUrl?: string; restUrl?: string }>({
        url: `${base}/rest-services/loginInfo?username=${encodeURIComponent(username)}`,
      })
    ).body;
    if (!info.oauthUrl || !info.restUrl)
      throw new ConnectorError('unavailable', `${VENDOR} did not name its login hosts`);
    const oauth = normaliseBase(VENDOR, info.oauthUrl);
    const restUrl = normaliseBase(VENDOR, info.restUrl);
    if (credentials.accessToken) return { token: credentials.accessToken, restUrl };
    const clientId = requireField(VENDOR, credentials.clientId, 'client id');
    const clientSecret = requireField(VENDOR, credentials.clientSecret, 'client secret');
    const password = requireField(VENDOR, credentials.password, 'password');
    const authorize = await http.request({
      url: `${oauth}/authorize?${new URLSearchParams({ client_id: clientId, response_type: 'code', action: 'Login', username, password })}`,
      accept: [302, 303, 307],
    });
    const location = authorize.headers.get('location');
    const code = location ? new URL(location, oauth).searchParams.get('code') : null;
    if (!code) throw new ConnectorError('auth', `${VENDOR} refused the user name or password`);
    const token = (
      await http.json<{ access_token?: string }>({
        method: 'POST',
        url: `${oauth}/token?${new URLSearchParams({ grant_type: 'authorization_code', code, client_id: clientId, client_secret: clientSecret })}`,
      })
    ).body.access_token;
    if (!token) throw new ConnectorError('auth', `${VENDOR} gave no access token`);
    return { token, restUrl };
  }

  async function login(): Promise<Session> {
    const { token, restUrl } = await accessToken();
    const res = await http.json<{ BhRestToken?: string; restUrl?: string }>({
      method: 'POST',
      url: `${restUrl}/login?version=2.0&access_token=${encodeURIComponent(token)}`,
      retrySafe: true,
    });
    if (!res.body.BhRestToken || !res.body.restUrl)
      throw new ConnectorError('auth', `${VENDOR} gave no REST session`);
    session = { token: res.body.BhRestToken, restUrl: normaliseBase(VENDOR, res.body.restUrl) };
    return session;
  }

  async function call<T>(req: Omit<HttpRequest, 'url'> & { path: string }): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const s = session ?? (await login());
      const res = await http.request({
        ...req,
        url: `${s.restUrl}/${req.path}`,
        headers: {
          BhRestToken: s.token,
          accept: 'application/json',
          ...(req.body ? { 'content-type': 'application/json' } : {}),
        },
        accept: attempt === 0 ? [401] : [],
      });
      if (res.status === 401) {
        session = null;
        continue;
      }
      return http.parse<T>(res.text, {
        url: `${s.restUrl}/${req.path}`,
        ...(req.method ? { method: req.method } : {}),
      });
    }
  }
  const put = <T>(path: string, body: unknown) =>
    call<T>({ method: 'PUT', path, body: JSON.stringify(body), retrySafe: false });
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  return {
    providerId: 'bullhorn',

    async listJobs(page) {
      const start = page?.cursor ? Number(page.cursor) : 0;
      if (!Number.isInteger(start) || start < 0)
        throw new ConnectorError('invalid', `${VENDOR}: the page cursor is not valid`);
      const res = await call<
        Listing<{ id: number; title: string; status?: string; address?: { city?: string } }>
      >({
        path: `search/JobOrder?${q({ query: 'isOpen:1 AND isDeleted:0', fields: 'id,title,status,address', start: String(start), count: String(COUNT) })}`,
      });
      if (!Array.isArray(res.data))
        throw new ConnectorError('unavailable', `${VENDOR} answered with an unexpected shape`);
      const next = start + res.data.length;
      return {
        items: res.data.map((j) => ({
          id: String(j.id),
          title: j.title,
          status: j.status ?? null,
          location: j.address?.city ?? null,
        })),
        nextCursor: res.data.length > 0 && next < (res.total ?? 0) ? String(next) : null,
      };
    },

    async listStages() {
      const meta = await call<{ fields?: { name: string; options?: { value: string; label?: string }[] }[] }>(
        {
          path: `meta/JobSubmission?${q({ fields: 'status', meta: 'full' })}`,
        },
      );
      const status = meta.fields?.find((f) => f.name === 'status');
      return (status?.options ?? []).map((o, i) => ({ id: o.value, name: o.label ?? o.value, order: i }));
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        let candidateId: number | undefined;
        for (const email of c.emails) {
          const found = await call<Listing<{ id: number }>>({
            path: `search/Candidate?${q({ query: `email:${quote(email)} AND isDeleted:0`, fields: 'id', count: '1' })}`,
          });
          if (found.data?.[0]) {
            candidateId = found.data[0].id;
            break;
          }
        }
        const created = candidateId === undefined;
        if (candidateId === undefined) {
          const { first, last } = splitName(c.name);
          const made = await put<{ changedEntityId?: number }>('entity/Candidate', {
            firstName: first,
            lastName: last,
            name: c.name,
            ...(c.emails[0] ? { email: c.emails[0] } : {}),
            ...(c.emails[1] ? { email2: c.emails[1] } : {}),
            ...(c.phones[0] ? { mobile: c.phones[0] } : {}),
            ...(c.title ? { occupation: c.title } : {}),
            ...(c.company ? { companyName: c.company } : {}),
            ...(c.location ? { address: { city: c.location } } : {}),
            source: c.source.name,
            status: 'New Lead',
          });
          if (made.changedEntityId === undefined)
            throw new ConnectorError('unavailable', `${VENDOR} created the candidate but returned no id`);
          candidateId = made.changedEntityId;
          if (c.resume) {
            const ext = c.resume.filename.includes('.') ? c.resume.filename.split('.').pop()! : '';
            await put(`file/Candidate/${candidateId}`, {
              externalID: 'portfolio',
              fileContent: Buffer.from(c.resume.bytes).toString('base64'),
              fileExtension: ext,
              fileType: 'SAMPLE',
              name: c.resume.filename,
              contentType: c.resume.contentType,
              type: 'Resume',
            });
          }
          for (const note of [...c.notes, ...(c.links.length ? [`Links: ${c.links.join(' ')}`] : [])])
            await put('entity/Note', {
              personReference: { id: candidateId },
              comments: note,
              action: 'Other',
            });
        }
        if (!input.job) return { externalCandidateId: String(candidateId), created };
        if (!created) {
          const existing = await call<Listing<{ id: number }>>({
            path: `query/JobSubmission?${q({ where: `candidate.id=${candidateId} AND jobOrder.id=${Number(input.job)}`, fields: 'id', count: '1' })}`,
          });
          if (existing.data?.[0])
            return {
              externalCandidateId: String(candidateId),
              externalApplicationId: String(existing.data[0].id),
              created: false,
            };
        }
        const submission = await put<{ changedEntityId?: number }>('entity/JobSubmission', {
          candidate: { id: candidateId },
          jobOrder: { id: Number(input.job) },
          status: input.stage ?? 'Submitted',
          dateWebResponse: now().getTime(),
        });
        return {
          externalCandidateId: String(candidateId),
          ...(submission.changedEntityId !== undefined
            ? { externalApplicationId: String(submission.changedEntityId) }
            : {}),
          created,
        };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await call({
        method: 'POST',
        path: `entity/JobSubmission/${encodeURIComponent(applicationId)}`,
        body: JSON.stringify({ status: stageId }),
        retrySafe: true,
      });
    },

    async listDeclineReasons() {
      return [];
    },

    async pullApplicants(jobId, since) {
      const where = `jobOrder.id=${Number(jobId)}${since ? ` AND dateAdded>${since.getTime()}` : ''}`;
      const all: ExternalApplicant[] = [];
      for (let page = 0, start = 0; page < MAX_PAGES; page += 1) {
        const res = await call<
          Listing<{
            id: number;
            status?: string;
            dateAdded?: number;
            candidate?: { id: number; firstName?: string; lastName?: string; email?: string };
          }>
        >({
          path: `query/JobSubmission?${q({ where, fields: 'id,status,dateAdded,candidate(id,firstName,lastName,email)', start: String(start), count: String(COUNT) })}`,
        });
        const data = res.data ?? [];
        for (const s of data)
          all.push({
            candidateId: String(s.candidate?.id ?? ''),
            applicationId: String(s.id),
            name: `${s.candidate?.firstName ?? ''} ${s.candidate?.lastName ?? ''}`.trim(),
            emails: s.candidate?.email ? [s.candidate.email] : [],
            stageId: s.status ?? null,
            appliedAt: s.dateAdded ? new Date(s.dateAdded).toISOString() : null,
          });
        start += data.length;
        if (data.length < COUNT) break;
      }
      return all;
    },
  };
}
