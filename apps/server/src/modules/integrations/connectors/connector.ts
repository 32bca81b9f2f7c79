/**
 * The one interface every ATS connector implements, whatever the vendor's API looks like
 * (REST with Basic auth, JSON:API, RPC-style POSTs, SOAP). Export jobs and the integration screens
 * talk to this interface only; each adapter maps it onto the vendor's published API.
 *
 * - Credentials come in decrypted from the vault for one call and are never stored here, logged,
 *   or repeated in an error (every ConnectorError message is built without them).
 * - Every HTTP call goes through the SSRF guard (lib/net/guarded-fetch.ts) with a timeout.
 * - pushCandidate is idempotent: the idempotency key first, then the vendor's own dedupe (a search
 *   by email before a create), so pushing the same person twice leaves one record.
 */

/** What a connection stores (decrypted for the call). Each adapter documents which fields it reads. */
export type ConnectorCredentials = {
  apiKey?: string;
  username?: string;
  password?: string;
  /** The vendor's API base (self-hosted or regional hosts; tests point it at a local server). */
  baseUrl?: string;
  /** An OAuth access token (Bullhorn's login, Workable's OAuth apps). */
  accessToken?: string;
  /** The vendor user writes are made as (Greenhouse On-Behalf-Of, Lever perform_as, Workable member_id...). */
  actingUserId?: string;
  /** Workable's account subdomain. */
  subdomain?: string;
  /** Workday's tenant (the spec's organizationId). */
  tenant?: string;
  /** OAuth client of the connection (Bullhorn's login flow). */
  clientId?: string;
  clientSecret?: string;
  /** The generic connector's HMAC key, or a vendor's webhook signing secret. */
  signingSecret?: string;
};

export type ConnectorErrorKind =
  | 'auth'
  | 'not_found'
  | 'rate_limited'
  | 'invalid'
  | 'unavailable'
  | 'timeout';

/** The only error a connector throws. The message names the vendor and what failed, never a secret. */
export class ConnectorError extends Error {
  readonly kind: ConnectorErrorKind;
  /** For rate_limited: how long the vendor asked us to wait. */
  readonly retryAfterMs: number | undefined;
  /** The vendor's HTTP status, when there was one. */
  readonly status: number | undefined;

  constructor(
    kind: ConnectorErrorKind,
    message: string,
    extra: { retryAfterMs?: number; status?: number } = {},
  ) {
    super(message);
    this.name = 'ConnectorError';
    this.kind = kind;
    this.retryAfterMs = extra.retryAfterMs;
    this.status = extra.status;
  }
}

export type Page<T> = { items: T[]; nextCursor: string | null };

export type ExternalJob = { id: string; title: string; status: string | null; location: string | null };
export type ExternalStage = { id: string; name: string; order: number };
export type DeclineReason = { id: string; name: string };
export type ExternalApplicant = {
  candidateId: string;
  applicationId: string | null;
  name: string;
  emails: string[];
  stageId: string | null;
  appliedAt: string | null;
};

export type ResumeFile = { filename: string; contentType: string; bytes: Uint8Array };

export type CandidatePayload = {
  name: string;
  emails: string[];
  phones: string[];
  title: string | null;
  company: string | null;
  location: string | null;
  links: string[];
  resume?: ResumeFile;
  notes: string[];
  source: { name: string; medium: string };
};

export type PushCandidateInput = {
  /** The vendor's job id; null pushes a prospect (a candidate without an application) where the vendor has one. */
  job: string | null;
  /** The vendor's stage id to place the application in; null leaves the vendor's first stage. */
  stage: string | null;
  candidate: CandidatePayload;
  /** Stable per (team, person, connection, job): the same push twice gives one record. */
  idempotencyKey: string;
};

export type PushResult = { externalCandidateId: string; externalApplicationId?: string; created: boolean };

export type WebhookRequest = { headers: Record<string, string | undefined>; rawBody: string };

export interface Connector {
  readonly providerId: string;
  listJobs(page?: { cursor?: string | null }): Promise<Page<ExternalJob>>;
  listStages(jobId: string): Promise<ExternalStage[]>;
  pushCandidate(input: PushCandidateInput): Promise<PushResult>;
  moveCandidate(applicationId: string, stageId: string): Promise<void>;
  listDeclineReasons(): Promise<DeclineReason[]>;
  pullApplicants(jobId: string, since?: Date): Promise<ExternalApplicant[]>;
  /**
   * Rejects (declines, archives, disqualifies) an application with one of listDeclineReasons' ids;
   * absent where the vendor's API takes no declines. The note goes where the vendor keeps one.
   */
  rejectApplication?(applicationId: string, reasonId: string | null, note?: string): Promise<void>;
  /** Checks a vendor webhook's signature (constant-time); absent where the vendor signs nothing. */
  verifyWebhook?(request: WebhookRequest): boolean;
}

/** Remembers what an idempotency key produced. The default lives in memory; the export job backs it with the database. */
export interface IdempotencyStore {
  get(key: string): Promise<PushResult | undefined>;
  put(key: string, result: PushResult): Promise<void>;
}

export function memoryIdempotencyStore(): IdempotencyStore {
  const seen = new Map<string, PushResult>();
  return {
    get: async (key) => seen.get(key),
    put: async (key, result) => {
      seen.set(key, result);
    },
  };
}

export type ConnectorOptions = {
  credentials: ConnectorCredentials;
  /** The team's private-host switch (self-hosted ATS on the local network; tests on 127.0.0.1). */
  allowPrivateHosts: boolean;
  /** Per request; default 20 s. */
  timeoutMs?: number;
  /** Retries after a 429, a 5xx or a dropped connection; default 3. */
  maxRetries?: number;
  /** The longest Retry-After honoured by waiting (longer answers surface as rate_limited); default 30 s. */
  maxRetryAfterMs?: number;
  /** Injected in tests to observe back-off without waiting. */
  sleep?: (ms: number) => Promise<void>;
  idempotency?: IdempotencyStore;
  /** For tests: a fixed clock (Bullhorn/Workday timestamps, generic signatures). */
  now?: () => Date;
};

/** Splits "Ada Lovelace King" into first "Ada" and last "Lovelace King"; one word is a first name with an empty last name. */
export function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first: '', last: '' };
  return { first: parts[0]!, last: parts.slice(1).join(' ') };
}

const inFlight = new WeakMap<IdempotencyStore, Map<string, Promise<PushResult>>>();

/**
 * Runs the idempotency-key check around a push. Two pushes of the same key at once in this
 * process share one call (the second answers created: false); across processes the caller's store
 * (a unique key in the database) is what serialises them.
 */
export async function withIdempotency(
  store: IdempotencyStore,
  key: string,
  push: () => Promise<PushResult>,
): Promise<PushResult> {
  if (!key.trim()) throw new ConnectorError('invalid', 'An idempotency key is required to push a candidate');
  const running = inFlight.get(store) ?? new Map<string, Promise<PushResult>>();
  inFlight.set(store, running);
  const pending = running.get(key);
  if (pending) return { ...(await pending), created: false };
  const previous = await store.get(key);
  if (previous) return { ...previous, created: false };
  const again = running.get(key);
  if (again) return { ...(await again), created: false };
  const work = (async () => {
    const result = await push();
    await store.put(key, result);
    return result;
  })();
  running.set(key, work);
  try {
    return await work;
  } finally {
    running.delete(key);
  }
}

export function requireField(vendor: string, value: string | undefined, field: string): string {
  if (!value?.trim()) throw new ConnectorError('invalid', `${vendor}: the connection has no ${field}`);
  return value.trim();
}

export function requireCandidate(vendor: string, candidate: CandidatePayload): void {
  if (!candidate.name.trim()) throw new ConnectorError('invalid', `${vendor}: the candidate has no name`);
}
