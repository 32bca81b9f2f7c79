/**
 * A small Greenhouse Harvest API v1 server for the browser journeys, started inside the Playwright
 * test process (https://developers.greenhouse.io/harvest.html). It keeps real state, so a journey
 * asserts what Greenhouse would hold after an export:
 *
 * - Auth: HTTP Basic with the Harvest API key as user name and an empty password; anything else is
 *   401 `{"message":"Invalid Basic Auth credentials"}`.
 * - Writes (POST) need `On-Behalf-Of: <Greenhouse user id>` naming a user of the account (GET
 *   /v1/users lists them); without it 403, an unknown user 422.
 * - GET /v1/jobs and GET /v1/jobs/{id}/stages (paging with `per_page`/`page` and a Link header),
 *   GET /v1/candidates (`email=`, `job_id=`), GET /v1/candidates/{id}, POST /v1/candidates (with
 *   `applications: [{job_id, initial_stage_id}]`), POST /v1/candidates/{id}/applications,
 *   POST /v1/prospects, POST /v1/candidates/{id}/attachments (base64 `content`),
 *   POST /v1/candidates/{id}/activity_feed/notes. Validation errors are 422
 *   `{"message":"Validation error","errors":[{"message","field"}]}`; unknown records 404
 *   `{"message":"Resource not found"}`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type HarvestJob = { id: number; name: string; status: 'open' | 'closed' | 'draft'; office: string };
export type HarvestStage = { id: number; name: string; priority: number };
export type HarvestApplication = {
  id: number;
  candidate_id: number;
  prospect: boolean;
  applied_at: string;
  last_activity_at: string;
  status: 'active';
  jobs: { id: number; name: string }[];
  current_stage: { id: number; name: string } | null;
};
export type HarvestCandidate = {
  id: number;
  first_name: string;
  last_name: string;
  company: string | null;
  title: string | null;
  created_at: string;
  updated_at: string;
  is_private: boolean;
  phone_numbers: { value: string; type: string }[];
  addresses: { value: string; type: string }[];
  email_addresses: { value: string; type: string }[];
  website_addresses: { value: string; type: string }[];
  social_media_addresses: { value: string }[];
  attachments: { filename: string; url: string; type: string; created_at: string }[];
  applications: HarvestApplication[];
  application_ids: number[];
  notes: { id: number; body: string; user_id: number; visibility: string; created_at: string }[];
};

export type HarvestServer = {
  url: string;
  /** The API base a connection uses: `${url}/v1`. */
  apiBase: string;
  candidates: HarvestCandidate[];
  /** Every request seen: method, path and the On-Behalf-Of header (never the key). */
  requests: { method: string; path: string; onBehalfOf: string | null }[];
  close: () => Promise<void>;
};

export type HarvestOptions = {
  apiKey: string;
  users: { id: number; name: string }[];
  jobs: HarvestJob[];
  stages: Record<number, HarvestStage[]>;
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers,
});
const notFound = () => json(404, { message: 'Resource not found' });
const invalid = (field: string, message: string) =>
  json(422, { message: 'Validation error', errors: [{ message, field }] });

export async function startHarvestServer(options: HarvestOptions): Promise<HarvestServer> {
  const candidates: HarvestCandidate[] = [];
  const requests: HarvestServer['requests'] = [];
  let nextCandidate = 48_000_001;
  let nextApplication = 61_000_001;
  let nextNote = 900_001;
  const expectedAuth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const now = () => new Date().toISOString();
  let origin = '';

  function page<T>(path: string, query: URLSearchParams, items: T[]): Reply {
    const perPage = Math.min(Math.max(Number(query.get('per_page') ?? '100') || 100, 1), 500);
    const current = Math.max(Number(query.get('page') ?? '1') || 1, 1);
    const slice = items.slice((current - 1) * perPage, current * perPage);
    const headers: Record<string, string> = {};
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const link = (n: number, rel: string) => {
      const q = new URLSearchParams(query);
      q.set('page', String(n));
      q.set('per_page', String(perPage));
      return `<${origin}${path}?${q}>; rel="${rel}"`;
    };
    headers.link = [current < last ? link(current + 1, 'next') : null, link(last, 'last')]
      .filter(Boolean)
      .join(', ');
    return json(200, slice, headers);
  }

  function application(
    candidateId: number,
    jobId: number,
    stageId: number | undefined,
  ): HarvestApplication | Reply {
    const job = options.jobs.find((j) => j.id === jobId);
    if (!job) return invalid('job_id', `Job ${jobId} does not exist`);
    const stages = options.stages[jobId] ?? [];
    const stage = stageId === undefined ? stages[0] : stages.find((s) => s.id === stageId);
    if (!stage) return invalid('initial_stage_id', `Stage ${stageId} is not a stage of job ${jobId}`);
    return {
      id: nextApplication++,
      candidate_id: candidateId,
      prospect: false,
      applied_at: now(),
      last_activity_at: now(),
      status: 'active',
      jobs: [{ id: job.id, name: job.name }],
      current_stage: { id: stage.id, name: stage.name },
    };
  }

  const isReply = (x: unknown): x is Reply =>
    typeof x === 'object' && x !== null && 'status' in x && 'body' in x && !('candidate_id' in x);

  type Body = Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as { value?: unknown; type?: unknown }[]) : []);
  const values = (v: unknown, type: string) =>
    list(v)
      .filter((e) => typeof e?.value === 'string')
      .map((e) => ({ value: String(e.value), type: typeof e.type === 'string' ? e.type : type }));

  function newCandidate(body: Body, withApplications: boolean): Reply {
    for (const field of ['first_name', 'last_name'])
      if (typeof body[field] !== 'string' || !(body[field] as string).trim())
        return invalid(field, `${field} is required`);
    const id = nextCandidate++;
    const apps: HarvestApplication[] = [];
    if (withApplications) {
      const wanted = Array.isArray(body.applications) ? (body.applications as Body[]) : [];
      if (wanted.length === 0) return invalid('applications', 'A candidate needs at least one application');
      for (const a of wanted) {
        const made = application(
          id,
          Number(a.job_id),
          a.initial_stage_id === undefined ? undefined : Number(a.initial_stage_id),
        );
        if (isReply(made)) return made;
        apps.push(made);
      }
    } else {
      apps.push({
        id: nextApplication++,
        candidate_id: id,
        prospect: true,
        applied_at: now(),
        last_activity_at: now(),
        status: 'active',
        jobs: [],
        current_stage: null,
      });
    }
    const candidate: HarvestCandidate = {
      id,
      first_name: String(body.first_name),
      last_name: String(body.last_name),
      company: typeof body.company === 'string' ? body.company : null,
      title: typeof body.title === 'string' ? body.title : null,
      created_at: now(),
      updated_at: now(),
      is_private: false,
      phone_numbers: values(body.phone_numbers, 'other'),
      addresses: values(body.addresses, 'other'),
      email_addresses: values(body.email_addresses, 'other'),
      website_addresses: values(body.website_addresses, 'other'),
      social_media_addresses: values(body.social_media_addresses, '').map(({ value }) => ({ value })),
      attachments: [],
      applications: apps,
      application_ids: apps.map((a) => a.id),
      notes: [],
    };
    candidates.push(candidate);
    return json(201, candidate);
  }

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    headers: http.IncomingHttpHeaders,
    raw: string,
  ): Reply {
    if (headers.authorization !== expectedAuth)
      return json(401, { message: 'Invalid Basic Auth credentials' });
    let body: Body = {};
    if (method !== 'GET') {
      const onBehalfOf = String(headers['on-behalf-of'] ?? '');
      if (!onBehalfOf) return json(403, { message: 'The On-Behalf-Of header is required for this request' });
      if (!options.users.some((u) => String(u.id) === onBehalfOf))
        return invalid('On-Behalf-Of', `User ${onBehalfOf} does not exist`);
      try {
        body = raw ? (JSON.parse(raw) as Body) : {};
      } catch {
        return json(400, { message: 'Malformed JSON' });
      }
    }
    const stagesOf = /^\/v1\/jobs\/(\d+)\/stages$/.exec(path);
    const oneCandidate = /^\/v1\/candidates\/(\d+)$/.exec(path);
    const m = /^\/v1\/candidates\/(\d+)\/(applications|attachments|activity_feed\/notes)$/.exec(path);
    if (method === 'GET' && path === '/v1/users')
      return page(
        path,
        query,
        options.users.map((u) => ({ id: u.id, name: u.name })),
      );
    if (method === 'GET' && path === '/v1/jobs')
      return page(
        path,
        query,
        options.jobs
          .filter((j) => !query.get('status') || j.status === query.get('status'))
          .map((j) => ({
            id: j.id,
            name: j.name,
            status: j.status,
            confidential: false,
            is_template: false,
            departments: [],
            offices: [{ id: j.id * 10, name: j.office, location: { name: j.office } }],
          })),
      );
    if (method === 'GET' && stagesOf) {
      const jobId = Number(stagesOf[1]);
      if (!options.jobs.some((j) => j.id === jobId)) return notFound();
      return page(
        path,
        query,
        (options.stages[jobId] ?? []).map((s) => ({ ...s, job_id: jobId, interviews: [] })),
      );
    }
    if (method === 'GET' && path === '/v1/candidates') {
      const email = query.get('email')?.toLowerCase();
      const jobId = query.get('job_id');
      return page(
        path,
        query,
        candidates.filter(
          (c) =>
            (!email || c.email_addresses.some((e) => e.value.toLowerCase() === email)) &&
            (!jobId || c.applications.some((a) => a.jobs.some((j) => String(j.id) === jobId))),
        ),
      );
    }
    if (method === 'GET' && oneCandidate) {
      const c = candidates.find((x) => x.id === Number(oneCandidate[1]));
      return c ? json(200, c) : notFound();
    }
    if (method === 'POST' && path === '/v1/candidates') return newCandidate(body, true);
    if (method === 'POST' && path === '/v1/prospects') return newCandidate(body, false);
    const target = m ? candidates.find((x) => x.id === Number(m[1])) : undefined;
    if (method === 'POST' && m && !target) return notFound();
    if (method === 'POST' && target && m?.[2] === 'applications') {
      const made = application(
        target.id,
        Number(body.job_id),
        body.initial_stage_id === undefined ? undefined : Number(body.initial_stage_id),
      );
      if (isReply(made)) return made;
      target.applications.push(made);
      target.application_ids.push(made.id);
      return json(200, made);
    }
    if (method === 'POST' && target && m?.[2] === 'attachments') {
      if (typeof body.filename !== 'string' || !body.filename)
        return invalid('filename', 'filename is required');
      if (!['resume', 'cover_letter', 'admin_only'].includes(String(body.type)))
        return invalid('type', 'type must be resume, cover_letter or admin_only');
      if (typeof body.content !== 'string' && typeof body.url !== 'string')
        return invalid('content', 'content or url is required');
      const attachment = {
        filename: body.filename,
        url: `${origin}/attachments/${target.id}/${encodeURIComponent(body.filename)}`,
        type: String(body.type),
        created_at: now(),
      };
      target.attachments.push(attachment);
      return json(201, attachment);
    }
    if (method === 'POST' && target && m?.[2] === 'activity_feed/notes') {
      if (typeof body.body !== 'string' || !body.body.trim()) return invalid('body', 'body is required');
      const note = {
        id: nextNote++,
        body: body.body,
        user_id: Number(body.user_id),
        visibility: String(body.visibility ?? 'public'),
        created_at: now(),
      };
      target.notes.push(note);
      return json(201, { ...note, private: note.visibility === 'private' });
    }
    return notFound();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://harvest.local');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        onBehalfOf: typeof req.headers['on-behalf-of'] === 'string' ? req.headers['on-behalf-of'] : null,
      });
      const reply = route(
        req.method ?? 'GET',
        url.pathname,
        url.searchParams,
        req.headers,
        Buffer.concat(chunks).toString('utf8'),
      );
      res
        .writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers })
        .end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    apiBase: `${origin}/v1`,
    candidates,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
