/**
 * The HTTP core every adapter calls: the SSRF-guarded fetch, a timeout per request, retries with
 * back-off on 429 (Retry-After honoured), 5xx and dropped connections, and one mapping of what
 * went wrong onto ConnectorError. Messages name the vendor, the method and the path only: never
 * the query string (JazzHR carries its key there), a header or a credential (every credential
 * value is also redacted from anything a vendor echoes back).
 *
 * 5xx and dropped connections are retried only for requests that are safe to repeat (reads, PUTs,
 * RPC reads); a create that failed with a 5xx may have been written, so it surfaces as
 * `unavailable` and the next push finds the record by the email search. A 429 was refused before
 * any work, so it is retried for every request.
 */
import crypto from 'node:crypto';
import { guardedFetch } from '../../../lib/net/guarded-fetch';
import { OutboundHostError } from '../../../lib/net/outbound-host';
import { type ConnectorCredentials, ConnectorError, type ConnectorOptions } from './connector';

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Safe to send again after a 5xx or a dropped connection (default: GET, PUT, DELETE). */
  retrySafe?: boolean;
  /** Statuses returned to the caller instead of thrown (e.g. 404 on a lookup). */
  accept?: number[];
  /** Reads a failed answer first (a SOAP fault inside a 500): an error returned here is thrown as is, not retried. */
  classify?: (status: number, text: string) => ConnectorError | undefined;
};

export type HttpResponse = { status: number; headers: Headers; text: string };

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_MAX_RETRY_AFTER_MS = 30_000;
const BACKOFF_BASE_MS = 250;
const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/** Workable-style X-Rate-Limit-Reset: the epoch second the window reopens. */
function resetHeaderMs(value: string | null, now = Date.now()): number | undefined {
  if (!value || !/^\d{9,11}$/.test(value.trim())) return undefined;
  return Math.max(0, Number(value.trim()) * 1000 - now);
}

export class ConnectorHttp {
  private readonly fetch;
  private readonly secrets: string[];
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly allowPlainHttp: boolean;

  constructor(
    readonly vendor: string,
    options: ConnectorOptions,
    extraSecrets: () => string[] = () => [],
  ) {
    this.fetch = guardedFetch({ allowPrivate: options.allowPrivateHosts, maxBytes: MAX_RESPONSE_BYTES });
    this.secrets = secretValues(options.credentials);
    this.extraSecrets = extraSecrets;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? DEFAULT_RETRIES;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
    this.sleep = options.sleep ?? realSleep;
    // Plain http only where the team runs its own systems on its network (the private-host switch):
    // a key or a signed candidate never crosses the internet unencrypted.
    this.allowPlainHttp = options.allowPrivateHosts;
  }

  private readonly extraSecrets: () => string[];

  /** Removes every credential (and its Basic/base64 form) from a text a vendor sent back. */
  redact(text: string): string {
    let out = text;
    for (const secret of [...this.secrets, ...this.extraSecrets()]) {
      if (secret.length < 4) continue;
      for (const form of [secret, Buffer.from(secret).toString('base64'), encodeURIComponent(secret)])
        out = out.split(form).join('[redacted]');
    }
    return out;
  }

  private where(req: HttpRequest): string {
    try {
      return `${req.method ?? 'GET'} ${new URL(req.url).pathname}`;
    } catch {
      return req.method ?? 'GET';
    }
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    const method = req.method ?? 'GET';
    const retrySafe = req.retrySafe ?? (method === 'GET' || method === 'PUT' || method === 'DELETE');
    const where = this.where(req);
    if (!this.allowPlainHttp && !/^https:/i.test(req.url))
      throw new ConnectorError('invalid', `${this.vendor}: the API address must use https`);
    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < this.maxRetries;
      let res: Response;
      try {
        res = await this.fetch(req.url, {
          method,
          headers: req.headers ?? {},
          body: req.body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        if (error instanceof OutboundHostError)
          throw new ConnectorError(
            'invalid',
            `${this.vendor}: the address is not allowed (${error.message})`,
          );
        const name = (error as { name?: string }).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ConnectorError(
            'timeout',
            `${this.vendor} did not answer ${where} within ${this.timeoutMs} ms`,
          );
        if (retrySafe && canRetry) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        const code = (error as { code?: string }).code;
        throw new ConnectorError(
          'unavailable',
          `${this.vendor} could not be reached for ${where}${code ? ` (${code})` : ''}`,
        );
      }
      const text = await res.text();
      if (res.status >= 200 && res.status < 300) return { status: res.status, headers: res.headers, text };
      if (req.accept?.includes(res.status)) return { status: res.status, headers: res.headers, text };
      const classified = req.classify?.(res.status, text);
      if (classified) throw classified;
      if (res.status === 429) {
        const wait =
          retryAfterMs(res.headers.get('retry-after')) ??
          resetHeaderMs(res.headers.get('x-rate-limit-reset')) ??
          this.backoff(attempt);
        if (canRetry && wait <= this.maxRetryAfterMs) {
          await this.sleep(wait);
          continue;
        }
        throw new ConnectorError(
          'rate_limited',
          `${this.vendor} is rate limiting ${where}; try again later`,
          {
            retryAfterMs: wait,
            status: 429,
          },
        );
      }
      if (res.status >= 500) {
        if (retrySafe && canRetry) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw new ConnectorError('unavailable', `${this.vendor} failed on ${where} (HTTP ${res.status})`, {
          status: res.status,
        });
      }
      throw this.clientError(res.status, where, text);
    }
  }

  clientError(status: number, where: string, text: string): ConnectorError {
    const detail = this.vendorMessage(text);
    const suffix = detail ? `: ${detail}` : '';
    if (status === 401 || status === 403)
      return new ConnectorError(
        'auth',
        `${this.vendor} refused the credentials for ${where} (HTTP ${status})`,
        {
          status,
        },
      );
    if (status === 404)
      return new ConnectorError('not_found', `${this.vendor} found nothing at ${where}${suffix}`, { status });
    return new ConnectorError('invalid', `${this.vendor} rejected ${where} (HTTP ${status})${suffix}`, {
      status,
    });
  }

  /** The vendor's own short error text, redacted and bounded. */
  vendorMessage(text: string): string {
    let message = '';
    try {
      const body = JSON.parse(text) as Record<string, unknown>;
      const candidates = [
        body.message,
        body.error,
        body.errorMessage,
        Array.isArray(body.errors) ? body.errors.map(errorText).join('; ') : body.errors,
      ];
      message = candidates.map(errorText).find((m) => m) ?? '';
    } catch {
      message = '';
    }
    return this.redact(message).replace(/\s+/g, ' ').slice(0, 200);
  }

  async json<T>(req: HttpRequest): Promise<{ body: T; status: number; headers: Headers }> {
    const res = await this.request(req);
    return { body: this.parse<T>(res.text, req), status: res.status, headers: res.headers };
  }

  parse<T>(text: string, req: HttpRequest): T {
    if (!text.trim()) return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ConnectorError(
        'unavailable',
        `${this.vendor} answered ${this.where(req)} with malformed JSON`,
      );
    }
  }

  private backoff(attempt: number): number {
    return BACKOFF_BASE_MS * 2 ** attempt + crypto.randomInt(0, BACKOFF_BASE_MS);
  }
}

function errorText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    for (const key of ['message', 'detail', 'title', 'error'])
      if (typeof v[key] === 'string') return v[key] as string;
  }
  return '';
}

function secretValues(credentials: ConnectorCredentials): string[] {
  return [
    credentials.apiKey,
    credentials.password,
    credentials.accessToken,
    credentials.signingSecret,
    credentials.clientSecret,
    credentials.username && credentials.password
      ? `${credentials.username}:${credentials.password}`
      : undefined,
    credentials.apiKey ? `${credentials.apiKey}:` : undefined,
  ].filter((v): v is string => typeof v === 'string' && v.length > 0);
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

/** A base URL without its trailing slash, http(s) only. */
export function normaliseBase(vendor: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConnectorError('invalid', `${vendor}: the API address is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ConnectorError('invalid', `${vendor}: the API address must use https`);
  return parsed.toString().replace(/\/+$/, '');
}

/** A next-page URL from the vendor is followed only on the connection's own origin (the key goes with it). */
export function sameOrigin(vendor: string, base: string, next: string): string {
  const url = new URL(next, `${base}/`);
  if (url.origin !== new URL(base).origin)
    throw new ConnectorError('invalid', `${vendor}: a next-page link pointed at another host`);
  return url.toString();
}

/** multipart/form-data with text fields and files, as bytes. */
export function multipart(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; bytes: Uint8Array }
  )[],
): { body: Uint8Array; contentType: string } {
  const boundary = `----talentbase${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const safe = (s: string) => s.replace(/["\r\n]/g, '_');
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${safe(part.name)}"\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${safe(part.name)}"; filename="${safe(part.filename)}"\r\nContent-Type: ${safe(part.contentType)}\r\n\r\n`,
        ),
        Buffer.from(part.bytes),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function timingSafeEqualText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function hmacHex(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}
