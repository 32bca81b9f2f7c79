/**
 * A small typed fetch wrapper for the same-origin API under `/api`.
 *
 * - Every non-GET request carries `x-csrf-token` = the `tb_csrf` cookie (double-submit), and so
 *   does a GET that spends something (`csrf: true`, e.g. revealing contacts uses a credit). When the
 *   cookie is missing we ask `GET /api/auth/csrf` for one; a 403 CSRF_FAILED is retried once with
 *   a fresh token because logging in rotates the session the token is bound to.
 * - Any non-2xx answer becomes an `ApiError` carrying the server's `{ code, message, details }`,
 *   with `details.fields` lifted to `fields` so forms can put messages under inputs.
 * - A 2xx answer is trusted as the type the caller names, taken from the shared contract: the
 *   server checks every answer against that same zod schema before sending it (its serializer
 *   compiler), so a wrong answer is a server error and a failing server test, not a wrong page.
 *   Checking it again here would cost the browser the whole zod runtime (docs/decisions.md).
 */
import { ERROR_CODES, type ErrorCode, type FieldErrors } from '@talentbase/shared';
import { toQueryString } from './query-string';

export const API_BASE = '/api';
export const CSRF_COOKIE = 'tb_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Codes the browser produces itself, when there is no usable server answer. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'INVALID_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: FieldErrors;
  readonly details: Record<string, unknown> | null;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    fields?: FieldErrors;
    details?: Record<string, unknown> | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.details = init.details ?? null;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const STATUS_FALLBACK: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' },
  401: { code: 'UNAUTHENTICATED', message: 'Please log in again.' },
  403: { code: 'FORBIDDEN', message: 'Forbidden resource' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  409: { code: 'CONFLICT', message: 'This conflicts with existing data.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  422: { code: 'UNPROCESSABLE', message: 'The request could not be processed.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  503: { code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again shortly.' },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function readFields(details: Record<string, unknown> | null): FieldErrors {
  const raw = details?.fields;
  if (!isRecord(raw)) return {};
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(raw)) {
    if (typeof message === 'string') fields[name] = message;
    // Tolerate an array of messages: the first one is what the user needs to fix.
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
  }
  return fields;
}

/**
 * Turns a failed response (status + raw body text) into an ApiError. Pure, so it is unit tested
 * against the shapes a proxy or a crashed server may produce (HTML, empty body, partial JSON).
 */
export function parseApiError(status: number, bodyText: string): ApiError {
  const fallback = STATUS_FALLBACK[status] ?? {
    code: status >= 500 ? ('INTERNAL' as const) : ('VALIDATION_FAILED' as const),
    message:
      status >= 500
        ? `Something went wrong on our side (HTTP ${status}).`
        : `Request failed (HTTP ${status}).`,
  };
  let body: unknown;
  try {
    body = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    body = undefined;
  }
  if (!isRecord(body)) return new ApiError({ status, ...fallback });

  const details = isRecord(body.details) ? body.details : null;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallback.message;
  return new ApiError({
    status,
    code: isErrorCode(body.code) ? body.code : fallback.code,
    message,
    fields: readFields(details),
    details,
  });
}

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

let pendingCsrf: Promise<string> | null = null;

/** One in-flight token request at a time, however many mutations start together. */
async function fetchCsrfToken(): Promise<string> {
  pendingCsrf ??= (async () => {
    try {
      const res = await fetch(`${API_BASE}/auth/csrf`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw parseApiError(res.status, await res.text());
      const body: unknown = await res.json();
      const token =
        isRecord(body) && typeof body.csrfToken === 'string' ? body.csrfToken : readCookie(CSRF_COOKIE);
      if (!token)
        throw new ApiError({ status: res.status, code: 'INVALID_RESPONSE', message: 'No CSRF token.' });
      return token;
    } finally {
      pendingCsrf = null;
    }
  })();
  return pendingCsrf;
}

async function csrfToken(forceFresh: boolean): Promise<string> {
  const fromCookie = forceFresh ? null : readCookie(CSRF_COOKIE);
  return fromCookie ?? fetchCsrfToken();
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Send the CSRF token on a GET too: for reads that change something, which the server guards. */
  csrf?: boolean;
};

function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  // Bracket-style arrays (`ids[]=1&ids[]=2`) are what the server's query parser expects.
  const search = query ? toQueryString(query) : '';
  return search ? `${url}?${search}` : url;
}

async function send(
  method: Method,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
  csrf: { fresh: boolean } | null,
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) goes as multipart/form-data: the browser writes that header, boundary included.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (csrf) headers[CSRF_HEADER] = await csrfToken(csrf.fresh);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  }
  return res;
}

/** Sends one JSON call and answers its body as `T`, the type of the route's shared response schema. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const withCsrf = method !== 'GET' || options.csrf === true;
  let res = await send(method, url, options.body, options.signal, withCsrf ? { fresh: false } : null);
  if (!res.ok) {
    const error = parseApiError(res.status, await res.text());
    if (!withCsrf || error.code !== 'CSRF_FAILED') throw error;
    res = await send(method, url, options.body, options.signal, { fresh: true });
    if (!res.ok) throw parseApiError(res.status, await res.text());
  }

  return readAnswer<T>(res.status, res.status === 204 ? '' : await res.text());
}

/**
 * The body of a successful answer as `T`, the type of its route's shared response schema (see the
 * top of this file for why it is not checked again here). Also used by the multipart uploads.
 */
export function readAnswer<T>(status: number, text: string): T {
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    // Not JSON at all: a proxy's HTML page or a cut-off body, never something our server serialised.
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unreadable answer.',
    });
  }
}

export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * POSTs `body` and answers the file the server sends (a CSV, a zip), named as the server's
 * `content-disposition` says. Same CSRF handling and errors as a JSON call.
 */
export async function downloadFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<DownloadedFile> {
  const url = buildUrl(path);
  let res = await send('POST', url, body, undefined, { fresh: false });
  if (!res.ok) {
    const error = parseApiError(res.status, await res.text());
    if (error.code !== 'CSRF_FAILED') throw error;
    res = await send('POST', url, body, undefined, { fresh: true });
    if (!res.ok) throw parseApiError(res.status, await res.text());
  }
  return {
    blob: await res.blob(),
    fileName: dispositionFileName(res.headers.get('content-disposition')) ?? fallbackName,
  };
}

/**
 * The file name of a `content-disposition` header: the exact UTF-8 `filename*` (RFC 5987) when
 * there is one, else the plain `filename`, else null.
 */
export function dispositionFileName(disposition: string | null): string | null {
  if (!disposition) return null;
  const exact = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/**
 * POSTs `body` and answers the response once it is OK, unread: for answers read as a stream
 * (NDJSON progress events). Same CSRF handling and errors as a JSON call.
 */
export async function postForStream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const url = buildUrl(path);
  let res = await send('POST', url, body, signal, { fresh: false });
  if (!res.ok) {
    const error = parseApiError(res.status, await res.text());
    if (error.code !== 'CSRF_FAILED') throw error;
    res = await send('POST', url, body, signal, { fresh: true });
    if (!res.ok) throw parseApiError(res.status, await res.text());
  }
  return res;
}

/**
 * `api.get<T>(path, query?, signal?)` serialises `query` into the URL; the other verbs send `body`
 * as JSON (`api.upload` sends a FormData). `T` is the answer's type from the shared contract (e.g. `api.get<ProfileResponse>(...)`);
 * without it the answer is `unknown`. `{ csrf: true }` makes a GET carry the CSRF token (and retry
 * once on CSRF_FAILED) like a state change.
 */
export const api = {
  get: <T>(
    path: string,
    query?: Record<string, unknown>,
    signal?: AbortSignal,
    options: { csrf?: boolean } = {},
  ) => request<T>('GET', path, { query, signal, csrf: options.csrf }),
  post: <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('POST', path, { body, signal }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
  /** POSTs a form as multipart/form-data (file uploads), with the same CSRF handling and errors. */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, { body: form }),
};
