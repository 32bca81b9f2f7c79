/**
 * The public API (/api/public/v1) takes an API key, not a session. A request the run sends with
 * the member's session gets the team's fuzz key (every scope, a high allowance) instead, so the
 * generated values reach the handlers; one sent without a session stays without a key (401).
 */
import type { Transport } from './fuzz-client';

export function withApiKey(inner: Transport, key: () => string | null): Transport {
  return (req) => {
    const current = key();
    const cookie = String(req.headers?.cookie ?? '');
    if (!req.url.startsWith('/api/public/v1') || !current || !cookie.includes('tb_session='))
      return inner(req);
    return inner({ ...req, headers: { ...(req.headers ?? {}), authorization: `Bearer ${current}` } });
  };
}
