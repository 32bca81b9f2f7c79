/**
 * A fetch for libraries that call a URL an admin typed (the OpenID provider's discovery, token,
 * userinfo and key endpoints): every request's host goes through the SSRF guard
 * (outbound-host.ts) and the connection is made to the address the guard checked, never to a
 * second DNS answer (rebinding). Redirects are not followed; the answer is read up to a limit.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundHost, type HostResolver, OutboundHostError } from './outbound-host';

export type GuardedFetchOptions = {
  allowPrivate: boolean;
  resolve?: HostResolver;
  /** The largest answer read (bytes). */
  maxBytes?: number;
};

export type GuardedFetch = (
  url: string,
  init: { method?: string; headers?: HeadersInit; body?: unknown; signal?: AbortSignal },
) => Promise<Response>;

const DEFAULT_MAX_BYTES = 1024 * 1024;

function bodyText(body: unknown): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  // Bytes as they are: a multipart upload (an ATS's resume endpoint) carries binary parts.
  if (body instanceof Uint8Array) return body;
  throw new TypeError('guarded fetch sends text or byte bodies only');
}

export function guardedFetch(options: GuardedFetchOptions): GuardedFetch {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  return async (url, init) => {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      throw new OutboundHostError('invalid-host', 'Only http and https addresses are called');
    const checked = await checkOutboundHost(target.hostname, {
      allowPrivate: options.allowPrivate,
      ...(options.resolve ? { resolve: options.resolve } : {}),
    });
    const lookup: LookupFunction = (_host, opts, callback) => {
      if ((opts as { all?: boolean }).all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: checked.address, family: checked.family },
        ]);
      else callback(null, checked.address, checked.family);
    };
    const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
    const body = bodyText(init.body);
    const lib = target.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const req = lib.request(
        target,
        {
          method: init.method ?? 'GET',
          headers,
          lookup,
          ...(target.protocol === 'https:' ? { servername: checked.host } : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              res.destroy();
              reject(new Error(`The answer of ${checked.host} is larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) {
              if (Array.isArray(v)) for (const item of v) out.append(k, item);
              else if (v !== undefined) out.set(k, v);
            }
            const status = res.statusCode ?? 500;
            const noBody = status === 204 || status === 304 || (status >= 100 && status < 200);
            resolve(
              new Response(noBody ? null : Buffer.concat(chunks), {
                status,
                statusText: res.statusMessage ?? '',
                headers: out,
              }),
            );
          });
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  };
}
