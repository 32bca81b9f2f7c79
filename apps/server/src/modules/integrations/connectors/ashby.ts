/**
 * Ashby public API (https://developers.ashbyhq.com), RPC style: every call is a POST of JSON to
 * https://api.ashbyhq.com/<resource>.<action>, answered with `{success, results}` or
 * `{success: false, errors, errorInfo}` (a refusal can come back as HTTP 200).
 * - Auth: HTTP Basic with the API key as user name and an empty password.
 * - Paging: `cursor` + `limit`; an answer says `moreDataAvailable` and gives `nextCursor`.
 * - Stages: job.info gives the job's interview plan(s); interviewStage.list {interviewPlanId}.
 * - Push: candidate.search {email} (dedupe) → candidate.create; candidate.uploadResume
 *   (multipart: candidateId + resume file); candidate.createNote per note; application.create
 *   {candidateId, jobId, interviewStageId}. An existing candidate already on the job is found
 *   through candidate.info → application.info.
 * - Move: application.changeStage {applicationId, interviewStageId}. Decline reasons:
 *   archiveReason.list. Reject: application.info (its job) → the job's interview stage of type
 *   "Archived" → application.changeStage {applicationId, interviewStageId, archiveReasonId}.
 *   Applicants: application.list {jobId, createdAfter (ms)}.
 * - Webhooks: `Ashby-Signature: sha256=<hex HMAC-SHA256 of the body>`.
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
  withIdempotency,
} from './connector';
import { basicAuth, ConnectorHttp, hmacHex, multipart, normaliseBase, timingSafeEqualText } from './http';

const VENDOR = 'Ashby';
export const ASHBY_DEFAULT_BASE = 'https://api.ashbyhq.com';
const LIMIT = 100;
const MAX_PAGES = 50;
const MAX_APPLICATIONS_CHECKED = 25;

type AshbyAnswer<T> = {
  success?: boolean;
  results?: T;
  moreDataAvailable?: boolean;
  nextCursor?: string;
  errors?: unknown[];
  errorInfo?: { code?: string; message?: string };
};
type AshbyJob = {
  id: string;
  title: string;
  status?: string;
  locationName?: string;
  location?: { name?: string };
};
type AshbyApplication = {
  id: string;
  job?: { id: string };
  candidate?: { id: string; name?: string; primaryEmailAddress?: { value: string } | null };
  currentInterviewStage?: { id: string } | null;
  createdAt?: string;
};

/** RPC reads and stage changes are safe to repeat; creates are not. */
const RETRY_SAFE = /\.(list|info|search)$|^application\.changeStage$/;

export function ashbyConnector(options: ConnectorOptions): Connector {
  const { credentials } = options;
  const http = new ConnectorHttp(VENDOR, options);
  const base = normaliseBase(VENDOR, credentials.baseUrl ?? ASHBY_DEFAULT_BASE);
  const store = options.idempotency ?? memoryIdempotencyStore();
  const auth = () => basicAuth(requireField(VENDOR, credentials.apiKey, 'API key'), '');

  function unwrap<T>(method: string, answer: AshbyAnswer<T>): AshbyAnswer<T> & { results: T } {
    if (answer.success === false) {
      const code = answer.errorInfo?.code ?? (typeof answer.errors?.[0] === 'string' ? answer.errors[0] : '');
      const message = http.redact(String(answer.errorInfo?.message ?? code ?? 'refused')).slice(0, 200);
      const kind = /not[_ ]?found/i.test(String(code)) ? 'not_found' : 'invalid';
      throw new ConnectorError(kind, `${VENDOR} refused ${method}: ${message}`);
    }
    if (answer.results === undefined)
      throw new ConnectorError('unavailable', `${VENDOR} answered ${method} without results`);
    return answer as AshbyAnswer<T> & { results: T };
  }

  async function rpc<T>(method: string, body: Record<string, unknown>) {
    const res = await http.json<AshbyAnswer<T>>({
      method: 'POST',
      url: `${base}/${method}`,
      headers: {
        authorization: auth(),
        'content-type': 'application/json',
        accept: 'application/json; version=1',
      },
      body: JSON.stringify(body),
      retrySafe: RETRY_SAFE.test(method),
    });
    return unwrap(method, res.body);
  }

  async function listAll<T>(method: string, body: Record<string, unknown>): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < MAX_PAGES; i += 1) {
      const page = await rpc<T[]>(method, { ...body, limit: LIMIT, ...(cursor ? { cursor } : {}) });
      all.push(...page.results);
      if (!page.moreDataAvailable || !page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return all;
  }

  type PlanStage = { id: string; title: string; orderInInterviewPlan?: number; type?: string };
  async function planStages(jobId: string): Promise<PlanStage[]> {
    const job = await rpc<{ interviewPlanIds?: string[]; defaultInterviewPlanId?: string }>('job.info', {
      id: jobId,
    });
    const planId = job.results.defaultInterviewPlanId ?? job.results.interviewPlanIds?.[0];
    if (!planId) return [];
    return listAll<PlanStage>('interviewStage.list', { interviewPlanId: planId });
  }

  return {
    providerId: 'ashby',

    async listJobs(page) {
      const res = await rpc<AshbyJob[]>('job.list', {
        limit: LIMIT,
        ...(page?.cursor ? { cursor: page.cursor } : {}),
      });
      return {
        items: res.results.map(
          (j): ExternalJob => ({
            id: j.id,
            title: j.title,
            status: j.status ?? null,
            location: j.locationName ?? j.location?.name ?? null,
          }),
        ),
        nextCursor: res.moreDataAvailable && res.nextCursor ? res.nextCursor : null,
      };
    },

    async listStages(jobId) {
      const stages = await planStages(jobId);
      return stages.map((s, i) => ({ id: s.id, name: s.title, order: s.orderInInterviewPlan ?? i }));
    },

    pushCandidate(input) {
      return withIdempotency(store, input.idempotencyKey, async (): Promise<PushResult> => {
        const c = input.candidate;
        requireCandidate(VENDOR, c);
        let candidateId: string | undefined;
        for (const email of c.emails) {
          const found = await rpc<{ id: string }[]>('candidate.search', { email });
          if (found.results[0]) {
            candidateId = found.results[0].id;
            break;
          }
        }
        const created = !candidateId;
        if (!candidateId) {
          const linkedIn = c.links.find((l) => /linkedin\.com/i.test(l));
          const github = c.links.find((l) => /github\.com/i.test(l));
          const website = c.links.find((l) => l !== linkedIn && l !== github);
          const made = await rpc<{ id: string }>('candidate.create', {
            name: c.name,
            ...(c.emails[0] ? { email: c.emails[0] } : {}),
            ...(c.phones[0] ? { phoneNumber: c.phones[0] } : {}),
            ...(linkedIn ? { linkedInUrl: linkedIn } : {}),
            ...(github ? { githubUrl: github } : {}),
            ...(website ? { website } : {}),
            ...(c.emails.length > 1 ? { alternateEmailAddresses: c.emails.slice(1) } : {}),
          });
          candidateId = made.results.id;
          if (c.resume) {
            const form = multipart([
              { name: 'candidateId', value: candidateId },
              {
                name: 'resume',
                filename: c.resume.filename,
                contentType: c.resume.contentType,
                bytes: c.resume.bytes,
              },
            ]);
            const res = await http.json<AshbyAnswer<unknown>>({
              method: 'POST',
              url: `${base}/candidate.uploadResume`,
              headers: {
                authorization: auth(),
                'content-type': form.contentType,
                accept: 'application/json; version=1',
              },
              body: form.body,
              retrySafe: false,
            });
            unwrap('candidate.uploadResume', res.body);
          }
          const about = [
            c.title && c.company ? `${c.title} at ${c.company}` : (c.title ?? c.company),
            c.location,
          ]
            .filter(Boolean)
            .join(', ');
          for (const note of [
            ...(about ? [about] : []),
            ...c.notes,
            `Source: ${c.source.name} (${c.source.medium})`,
          ])
            await rpc('candidate.createNote', { candidateId, note, sendNotifications: false });
        }
        if (!input.job) return { externalCandidateId: candidateId, created };
        if (!created) {
          const info = await rpc<{ applicationIds?: string[] }>('candidate.info', { id: candidateId });
          for (const applicationId of (info.results.applicationIds ?? []).slice(
            0,
            MAX_APPLICATIONS_CHECKED,
          )) {
            const app = await rpc<AshbyApplication>('application.info', { applicationId });
            if (app.results.job?.id === input.job)
              return {
                externalCandidateId: candidateId,
                externalApplicationId: app.results.id,
                created: false,
              };
          }
        }
        const application = await rpc<{ id: string }>('application.create', {
          candidateId,
          jobId: input.job,
          ...(input.stage ? { interviewStageId: input.stage } : {}),
        });
        return { externalCandidateId: candidateId, externalApplicationId: application.results.id, created };
      });
    },

    async moveCandidate(applicationId, stageId) {
      await rpc('application.changeStage', { applicationId, interviewStageId: stageId });
    },

    async rejectApplication(applicationId, reasonId) {
      if (reasonId === null)
        throw new ConnectorError('invalid', `${VENDOR}: archiving an application needs an archive reason`);
      const app = await rpc<{ job?: { id?: string } }>('application.info', { applicationId });
      const jobId = app.results.job?.id;
      if (!jobId) throw new ConnectorError('invalid', `${VENDOR}: the application has no job`);
      const archived = (await planStages(jobId)).find((s) => s.type === 'Archived');
      if (!archived)
        throw new ConnectorError('invalid', `${VENDOR}: the job's interview plan has no Archived stage`);
      await rpc('application.changeStage', {
        applicationId,
        interviewStageId: archived.id,
        archiveReasonId: reasonId,
      });
    },

    async listDeclineReasons() {
      const reasons = await rpc<{ id: string; text: string; isArchived?: boolean }[]>(
        'archiveReason.list',
        {},
      );
      return reasons.results.filter((r) => !r.isArchived).map((r) => ({ id: r.id, name: r.text }));
    },

    async pullApplicants(jobId, since) {
      const apps = await listAll<AshbyApplication>('application.list', {
        jobId,
        ...(since ? { createdAfter: since.getTime() } : {}),
      });
      return apps.map(
        (a): ExternalApplicant => ({
          candidateId: a.candidate?.id ?? '',
          applicationId: a.id,
          name: a.candidate?.name ?? '',
          emails: a.candidate?.primaryEmailAddress ? [a.candidate.primaryEmailAddress.value] : [],
          stageId: a.currentInterviewStage?.id ?? null,
          appliedAt: a.createdAt ?? null,
        }),
      );
    },

    verifyWebhook(request) {
      const secret = credentials.signingSecret;
      const header = request.headers['ashby-signature'];
      if (!secret || !header?.startsWith('sha256=')) return false;
      return timingSafeEqualText(
        header.slice('sha256='.length).toLowerCase(),
        hmacHex(secret, request.rawBody),
      );
    },
  };
}
