/**
 * The fetch handed to openid-client: every request's host through the SSRF guard, the connection
 * made to the checked address (not a second DNS answer), redirects handed back, answers bounded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch } from './guarded-fetch';
import { OutboundHostError } from './outbound-host';

let server: http.Server;
let port = 0;
const seen: { method: string; url: string; host: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', body });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      } else if (req.url === '/big') {
        res.writeHead(200).end('x'.repeat(5000));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"issuer":"ok"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('guardedFetch', () => {
  it('refuses a private, loopback or metadata host without the allowance, before connecting', async () => {
    const fetch = guardedFetch({ allowPrivate: false });
    for (const url of [
      `http://127.0.0.1:${port}/x`,
      'https://10.1.2.3/.well-known/openid-configuration',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await expect(fetch(url, {})).rejects.toBeInstanceOf(OutboundHostError);
    }
    expect(seen).toHaveLength(0);
  });

  it('connects to the checked address, whatever a later DNS answer would say', async () => {
    let lookups = 0;
    const fetch = guardedFetch({
      allowPrivate: true,
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    const res = await fetch(`http://idp.test:${port}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'abc' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ issuer: 'ok' });
    expect(lookups).toBe(1);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/token',
      host: `idp.test:${port}`,
      body: 'code=abc',
    });
  });

  it('hands a redirect back instead of following it, and bounds the answer', async () => {
    const fetch = guardedFetch({ allowPrivate: true, maxBytes: 1000 });
    const res = await fetch(`http://127.0.0.1:${port}/redirect`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://169.254.169.254/');
    await expect(fetch(`http://127.0.0.1:${port}/big`, {})).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('refuses other schemes', async () => {
    await expect(guardedFetch({ allowPrivate: true })('file:///etc/passwd', {})).rejects.toThrow(
      /Only http and https/,
    );
  });
});
