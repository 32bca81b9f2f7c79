/**
 * Requests Node's HTTP parser refuses before the app sees them (an address over its 16 KB header
 * limit, a malformed request line) are answered in the app's error shape with `Connection: close`,
 * so a keep-alive client opens a new connection for its next call instead of failing on the
 * closed one (the contract fuzzer saw ECONNRESET after every such answer).
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

function get(
  agent: http.Agent,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers an address over the header limit with 431 in the error shape, and the next call on the agent works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(agent, '/api/health')).status).toBe(200);
    const long = await get(agent, `/api/v1/candidates/all?keyword=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(long.headers.connection).toBe('close');
    expect(JSON.parse(long.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The address or the headers of the request are too large',
      details: null,
    });
    // The same keep-alive agent: its connection was closed, so it must not be reused.
    for (let i = 0; i < 3; i++) expect((await get(agent, '/api/health')).status).toBe(200);
    agent.destroy();
  });

  it('answers a malformed request line with 400 in the error shape', async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/9.9 garbage\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (d) => {
        received += d.toString();
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid HTTP',
      details: null,
    });
  });
});
