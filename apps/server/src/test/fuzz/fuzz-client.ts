/**
 * A browser-like client for the fuzzer over a pluggable transport: in process (`app.inject`, for
 * the CI test) or over HTTP (node:http, for `npm run fuzz`). It keeps cookies and echoes the CSRF
 * cookie in `x-csrf-token`, unless a request says otherwise, and times every call.
 */
import http from 'node:http';
import type { App } from '../../app';

export type WireRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};
export type WireResponse = { status: number; headers: Record<string, unknown>; body: string };
export type Transport = (req: WireRequest) => Promise<WireResponse>;

export function injectTransport(app: App): Transport {
  return async (req) => {
    const res = await app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers ?? {},
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };
}

/** Characters Node refuses in a request path are sent percent-encoded (as UTF-8). */
function wirePath(url: string): string {
  return url.replace(/[^\x21-\x7e]/gu, (ch) =>
    [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

export function httpTransport(base: string): Transport {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  return (req) =>
    new Promise((resolve, reject) => {
      const payload =
        req.payload === undefined
          ? undefined
          : Buffer.isBuffer(req.payload)
            ? req.payload
            : Buffer.from(req.payload);
      const out = http.request(
        {
          host: hostname,
          port: Number(port),
          method: req.method,
          path: wirePath(req.url),
          agent,
          headers: {
            ...(req.headers ?? {}),
            ...(payload ? { 'content-length': String(payload.length) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(payload);
    });
}

export type Timed = WireResponse & { ms: number };

export class FuzzClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly transport: Transport) {}

  get signedIn(): boolean {
    return this.cookies.has('tb_session');
  }

  /**
   * Sends a request with the session and CSRF cookies; `auth: 'none'` leaves both out and
   * `'noCsrf'` sends the session without the token, as a forged cross-site call would.
   */
  async send(req: WireRequest, auth: 'session' | 'none' | 'noCsrf' = 'session'): Promise<Timed> {
    if (auth !== 'none' && req.method !== 'GET' && !this.cookies.has('tb_csrf'))
      await this.send({ method: 'GET', url: '/api/auth/csrf' });
    const headers: Record<string, string> = {};
    if (auth !== 'none' && this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('tb_csrf');
    if (auth === 'session' && csrf) headers['x-csrf-token'] = csrf;
    const started = performance.now();
    const res = await this.transport({ ...req, headers: { ...headers, ...(req.headers ?? {}) } });
    const ms = performance.now() - started;
    if (auth !== 'none') this.absorb(res.headers['set-cookie']);
    return { ...res, ms };
  }

  private absorb(setCookie: unknown): void {
    const list = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
    for (const line of list as string[]) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k = '', v = ''] = a.trim().split('=');
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
        return false;
      });
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A JSON call that must succeed (fixture building): returns the parsed body. */
  // biome-ignore lint/suspicious/noExplicitAny: fixture code reads response bodies by shape
  async ok(method: string, url: string, body?: unknown): Promise<any> {
    const res = await this.send({
      method,
      url,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    });
    if (res.status >= 300)
      throw new Error(`${method} ${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
    return res.body ? JSON.parse(res.body) : null;
  }

  async login(email: string, password: string): Promise<void> {
    await this.ok('POST', '/api/auth/login', { email, password });
  }
}
