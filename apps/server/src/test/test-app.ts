/**
 * An app on a fresh database plus an HTTP client that behaves like the browser: it keeps
 * cookies and echoes the CSRF cookie in `x-csrf-token` on state-changing calls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, type AppDeps, buildApp } from '../app';
import { seedDemo } from '../db/seed/demo';
import { loadEnv } from '../env';
import type { SystemMailer } from '../lib/system-mail';
import { createTestDatabase, type TestDatabase } from './test-db';

export type TestApp = { app: App; db: TestDatabase; close: () => Promise<void> };

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    queueHealthy?: () => Promise<boolean>;
    systemMailer?: SystemMailer;
    /** The local test-mail catcher's port (on) and the secret box, as main.ts would give them. */
    deps?: Pick<AppDeps, 'localTestMailPort' | 'secretBox' | 'logStream'>;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  if (options.seed) await seedDemo(db.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    // The erasure ledger and its key never land in the working tree (made only when first used).
    GDPR_LEDGER_DIR: path.join(os.tmpdir(), `tb-gdpr-ledger-${db.name}`),
    ...options.env,
  });
  const app = await buildApp({
    env,
    db: db.db,
    queueHealthy: options.queueHealthy ?? (async () => true),
    ...(options.systemMailer ? { systemMailer: options.systemMailer } : {}),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
      if (env.GDPR_LEDGER_DIR?.startsWith(os.tmpdir()))
        fs.rmSync(env.GDPR_LEDGER_DIR, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: tests assert on response bodies by value
export type TestResponse = { status: number; body: any; headers: Record<string, unknown> };

/** Where a client's requests come from: the peer address and headers sent with every call. */
export type ClientOrigin = { remoteAddress?: string; headers?: Record<string, string> };

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: App,
    private readonly origin: ClientOrigin = {},
  ) {}

  /** Sets (or, with undefined, drops) a cookie as if the browser held it. */
  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    if (method !== 'GET' && !this.cookies.has('tb_csrf')) await this.request('GET', '/api/auth/csrf');
    const csrf = this.cookies.get('tb_csrf');
    const res = await this.app.inject({
      method,
      url,
      ...(this.origin.remoteAddress ? { remoteAddress: this.origin.remoteAddress } : {}),
      headers: {
        ...this.origin.headers,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        // Like the web app's client: the token goes with every call (a few GETs spend credits).
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)
          ? { 'content-type': 'application/json' }
          : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }

  /**
   * POSTs multipart/form-data as the browser does: the fields, then each file under its `field`
   * (default `fileField`) with its content type (default application/octet-stream).
   */
  upload(
    url: string,
    fields: Record<string, string>,
    files: { name: string; data: Buffer; field?: string; contentType?: string }[],
    fileField = 'files',
  ): Promise<TestResponse> {
    const boundary = `----tb${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields))
      parts.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    for (const f of files)
      parts.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${f.field ?? fileField}"; filename="${f.name}"\r\ncontent-type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        f.data,
        Buffer.from('\r\n'),
      );
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request('POST', url, Buffer.concat(parts), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  }

  async login(email: string, password = 'Talentbase!2026'): Promise<TestResponse> {
    return this.post('/api/auth/login', { email, password });
  }
}
