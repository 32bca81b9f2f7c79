// The product's HTTP API inside a benchmark: the real app on a free port over the benchmark's
// database, and a browser-like client (cookies, the CSRF header) signed in as a demo user.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo';
import { loadEnv } from '../../apps/server/src/env';

/** Starts the app without the web bundle and with its rate limits lifted; `close` stops it. */
export async function startBenchApp(db: Database) {
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
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

/**
 * Starts the app with the product's limits in a child process of its own over `databaseUrl`, so the
 * benchmark's clients do not slow the server they measure. `close` stops it.
 */
export async function spawnBenchServer(
  databaseUrl: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const script = fileURLToPath(new URL('./load-server.ts', import.meta.url));
  // BENCH_CPU_PROFILE=<dir> writes the server's V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script, databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the benchmark server stopped (exit ${code})`)));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { port, close };
}
