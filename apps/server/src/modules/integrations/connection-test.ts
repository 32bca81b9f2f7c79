/**
 * The connection test run on every save (issue 19). The vendors with a connector register a real,
 * authenticated check with `registerConnectionTest` (vendor-connection-tests.ts: sign in and read
 * the first page of jobs), and `testConnection` prefers it. For the others, a reachability check
 * of the entry's API address through the SSRF guard (guarded-fetch.ts): the vendor's published API
 * base, or the custom URL the team typed. That proves the address answers over HTTPS, not that the
 * credentials work. OAuth connections are tested by renewing their sign-in (oauth.service.ts).
 *
 * No message carries a credential: the credentials are not sent by the reachability check, and
 * errors name the host and the kind of failure only.
 */
import type { ConnectCatalogueEntry } from '@talentbase/shared/contracts/integrations';
import { connectEntry } from '@talentbase/shared/integrations/connect-catalogue';
import { guardedFetch } from '../../lib/net/guarded-fetch';
import { OutboundHostError } from '../../lib/net/outbound-host';

export type ConnectionTestContext = {
  /** Non-secret settings (the custom URL fields). */
  settings: Record<string, string>;
  allowPrivateHosts: boolean;
};
export type ConnectionTestOutcome = { ok: boolean; message: string };
export type ConnectionTester = (
  providerId: string,
  credentials: Record<string, string>,
  context: ConnectionTestContext,
) => Promise<ConnectionTestOutcome>;

const TIMEOUT_MS = 10_000;
const registered = new Map<string, ConnectionTester>();

/** For the vendor adapters: a real, authenticated check for one provider. */
export function registerConnectionTest(providerId: string, tester: ConnectionTester): void {
  registered.set(providerId, tester);
}

/** The address to check: the first custom URL field with a value, else the vendor's API base. */
export function testAddress(entry: ConnectCatalogueEntry, settings: Record<string, string>): string | null {
  for (const field of entry.modal?.content ?? []) {
    const value = field.url ? settings[field.field] : undefined;
    if (value) return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  }
  return entry.apiBase ?? null;
}

export const reachabilityTest: ConnectionTester = async (providerId, credentials, context) => {
  const entry = connectEntry(providerId);
  if (!entry) return { ok: false, message: 'Unknown integration' };
  const address = testAddress(entry, context.settings);
  if (!address && Object.keys(credentials).length === 0)
    return { ok: true, message: `Installed: ${entry.company} needs no credentials.` };
  if (!address)
    return {
      ok: true,
      message: `Saved. ${entry.company} has no address to check; the first export checks the credentials.`,
    };
  let host = address;
  try {
    host = new URL(address).host;
    const res = await guardedFetch({ allowPrivate: context.allowPrivateHosts, maxBytes: 64 * 1024 })(
      address,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'Talentbase connection test' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
    );
    if (res.status >= 500)
      return { ok: false, message: `${host} answered with an error (HTTP ${res.status}). Try again later.` };
    return {
      ok: true,
      message: `Reached ${host} (HTTP ${res.status}). The credentials are checked by the first export.`,
    };
  } catch (err) {
    if (err instanceof OutboundHostError)
      return { ok: false, message: `${host} cannot be called: ${err.message}` };
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
      return { ok: false, message: `${host} did not answer within ${TIMEOUT_MS / 1000} seconds.` };
    const code = (err as { code?: unknown }).code;
    return {
      ok: false,
      message: `Could not reach ${host}${typeof code === 'string' ? ` (${code})` : ''}. Check the address and that it accepts HTTPS.`,
    };
  }
};

/** The seam: the provider's registered check, or the reachability check. */
export const testConnection: ConnectionTester = (providerId, credentials, context) =>
  (registered.get(providerId) ?? reachabilityTest)(providerId, credentials, context);
