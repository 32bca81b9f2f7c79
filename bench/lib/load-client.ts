// One recruiter's browser for the load benchmark: its own loopback address (so per-address limits
// treat each recruiter as a separate client, as they would be on the internet), a keep-alive
// connection, the session and CSRF cookies. node:http rather than fetch, which cannot choose the
// local address without a package of its own.
import http from 'node:http';

export type Reply<T = unknown> = { status: number; body: T; ms: number };

export class LoadClient {
  private readonly cookies = new Map<string, string>();
  private readonly agent: http.Agent;

  constructor(
    private readonly port: number,
    localAddress: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress });
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    if (method !== 'GET' && !this.cookies.has('tb_csrf')) await this.request('GET', '/api/auth/csrf');
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(method !== 'GET' ? { 'x-csrf-token': this.cookies.get('tb_csrf') ?? '' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            for (const c of res.headers['set-cookie'] ?? []) {
              const [pair] = c.split(';');
              const eq = (pair ?? '').indexOf('=');
              if (eq > 0) this.cookies.set((pair ?? '').slice(0, eq).trim(), (pair ?? '').slice(eq + 1));
            }
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // Not JSON (a CSV, a PDF): keep the text.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed as T, ms: performance.now() - started });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
