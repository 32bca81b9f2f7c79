/**
 * A local HTTP server playing one vendor's documented endpoints in tests. Each test file gives the
 * routes of its vendor; the server records every request (method, path, query, headers, body) so
 * tests assert the exact shapes the vendor documents, and can be told to answer the next requests
 * with a failure (401, 429 + Retry-After, 500, malformed JSON) or to hang.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { type Connector, ConnectorError, type ConnectorOptions } from '../connector';

export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: () => unknown;
};

export type Reply = { status?: number; headers?: Record<string, string>; json?: unknown; text?: string };
export type Route = (req: Recorded) => Reply | 'hang' | undefined | Promise<Reply | 'hang' | undefined>;

export type VendorServer = {
  url: string;
  requests: Recorded[];
  /** The next `times` requests get this answer instead of the routes'. */
  inject: (reply: Reply | 'hang', times?: number) => void;
  reset: () => void;
  close: () => Promise<void>;
};

export async function startVendorServer(route: Route): Promise<VendorServer> {
  const requests: Recorded[] = [];
  const injected: (Reply | 'hang')[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const body = Buffer.concat(chunks);
      const recorded: Recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        text: body.toString('utf8'),
        json: () => JSON.parse(body.toString('utf8')),
      };
      requests.push(recorded);
      const reply = injected.length > 0 ? injected.shift() : await route(recorded);
      if (reply === 'hang') return;
      if (!reply) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
        return;
      }
      const headers: Record<string, string> = { ...(reply.headers ?? {}) };
      let out = reply.text ?? '';
      if (reply.json !== undefined) {
        out = JSON.stringify(reply.json);
        headers['content-type'] ??= 'application/json';
      }
      res.writeHead(reply.status ?? 200, headers).end(out);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject: (reply, times = 1) => {
      for (let i = 0; i < times; i += 1) injected.push(reply);
    },
    reset: () => {
      requests.length = 0;
      injected.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function testOptions(
  credentials: ConnectorOptions['credentials'],
  sleeps: number[] = [],
): ConnectorOptions & { sleeps: number[] } {
  return {
    credentials,
    allowPrivateHosts: true,
    timeoutMs: 400,
    maxRetries: 3,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    sleeps,
  };
}

export async function caught(promise: Promise<unknown>): Promise<ConnectorError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ConnectorError) return error;
    throw error;
  }
  throw new Error('expected a ConnectorError');
}

/**
 * The failures every adapter must handle the same way, driven through listJobs: a refused key,
 * a 429 with Retry-After, a 500 then success, malformed JSON, and a server that never answers.
 */
export function transportFailureTests(
  setup: () => {
    server: VendorServer;
    connector: (sleeps: number[]) => Connector;
    secrets: string[];
    authFailure?: Reply;
    malformed?: Reply;
  },
): void {
  it('a refused key is an auth error whose message carries no secret', async () => {
    const { server, connector, secrets, authFailure } = setup();
    server.reset();
    server.inject(authFailure ?? { status: 401, json: { message: 'Invalid credentials' } }, 5);
    const error = await caught(connector([]).listJobs());
    expect(error.kind).toBe('auth');
    for (const secret of secrets) expect(error.message).not.toContain(secret);
    expect(JSON.stringify(error)).not.toContain(secrets[0]);
  });

  it('a 429 with Retry-After is waited out as asked and retried', async () => {
    const { server, connector } = setup();
    server.reset();
    server.inject({ status: 429, headers: { 'retry-after': '2' }, json: { message: 'slow down' } });
    const sleeps: number[] = [];
    const page = await connector(sleeps).listJobs();
    expect(page.items.length).toBeGreaterThan(0);
    expect(sleeps).toContain(2000);
  });

  it('a 429 that goes on surfaces as rate_limited with the wait', async () => {
    const { server, connector } = setup();
    server.reset();
    server.inject({ status: 429, headers: { 'retry-after': '7' } }, 10);
    const error = await caught(connector([]).listJobs());
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(7000);
  });

  it('a 500 is retried with back-off and the next answer is used', async () => {
    const { server, connector } = setup();
    server.reset();
    server.inject({ status: 500, text: 'upstream exploded' });
    const sleeps: number[] = [];
    const page = await connector(sleeps).listJobs();
    expect(page.items.length).toBeGreaterThan(0);
    expect(sleeps).toHaveLength(1);
  });

  it('malformed JSON is a clear error, not a crash', async () => {
    const { server, connector, malformed } = setup();
    server.reset();
    server.inject(
      malformed ?? { status: 200, headers: { 'content-type': 'application/json' }, text: '{"data": [' },
    );
    const error = await caught(connector([]).listJobs());
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/malformed/i);
  });

  it('a server that never answers is a timeout', async () => {
    const { server, connector } = setup();
    server.reset();
    server.inject('hang', 5);
    const error = await caught(connector([]).listJobs());
    expect(error.kind).toBe('timeout');
  });
}

export type FormPart = { name: string; filename?: string; contentType?: string; data: Buffer };

/** Reads a multipart/form-data body the way a vendor's server would. */
export function parseMultipart(req: Recorded): FormPart[] {
  const type = String(req.headers['content-type'] ?? '');
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  if (!type.startsWith('multipart/form-data') || !boundary) throw new Error('not multipart');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = req.body.indexOf(delimiter);
  while (start !== -1) {
    const next = req.body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = req.body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const contentType = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1];
    parts.push({
      name,
      ...(filename !== undefined ? { filename } : {}),
      ...(contentType ? { contentType } : {}),
      data: chunk.subarray(headerEnd + 4),
    });
    start = next;
  }
  return parts;
}

export const RESUME_BYTES = new Uint8Array([37, 80, 68, 70, 45, 49, 0, 255, 13, 10]);

export function sampleCandidate(): import('../connector').CandidatePayload {
  return {
    name: 'Ada Lovelace',
    emails: ['ada@example.com'],
    phones: ['+44 20 7946 0000'],
    title: 'Engineer',
    company: 'Analytical Engines',
    location: 'London',
    links: ['https://linkedin.com/in/ada', 'https://ada.dev'],
    resume: { filename: 'ada.pdf', contentType: 'application/pdf', bytes: RESUME_BYTES },
    notes: ['Strong on maths'],
    source: { name: 'Talentbase', medium: 'sourcing' },
  };
}
