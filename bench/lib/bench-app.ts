// The product's HTTP API inside a benchmark: the real app on a free port over the benchmark's
// database, and a browser-like client (cookies, the CSRF header) signed in as a demo user.
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo';
import { loadEnv } from '../../apps/server/src/env';

/**
 * Starts the app without the web bundle; `close` stops it. Rate limits are lifted unless
 * `productLimits` (a benchmark of many users must meet them as users would).
 */
export async function startBenchApp(db: Database, options: { productLimits?: boolean } = {}) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...(options.productLimits ? {} : { API_RATE_LIMIT_PER_MINUTE: '1000000' }),
  });
  const app = await buildApp({ env, db, queueHealthy: async () => true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, close: () => app.close() };
}

export class HttpClient {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  private absorb(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = (pair ?? '').split('=');
      if (k && v !== undefined) this.cookies.set(k.trim(), v);
    }
  }

  async request<T>(method: string, url: string, body?: unknown): Promise<T> {
    if (method !== 'GET' && !this.cookies.has('tb_csrf')) await this.request('GET', '/api/auth/csrf');
    const res = await fetch(this.base + url, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method !== 'GET'
          ? { 'x-csrf-token': this.cookies.get('tb_csrf') ?? '', 'content-type': 'application/json' }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.absorb(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  login(email = 'demo@talentbase.dev', password = DEMO_PASSWORD) {
    return this.request('POST', '/api/auth/login', { email, password });
  }
}
