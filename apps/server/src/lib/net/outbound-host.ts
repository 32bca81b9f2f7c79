/**
 * The guard in front of every connection to a host a user typed (SMTP/IMAP servers now, webhooks
 * and ATS URLs later), so that a mailbox setting cannot be used to reach the server's own network
 * (SSRF): loopback services, the private network, cloud metadata endpoints.
 *
 * The host is resolved once and EVERY address is checked; one refused address refuses the host.
 * The answer names the checked address to connect to: the caller connects to `address` and uses
 * `host` only for TLS (servername/SNI and the certificate check). Resolving again at connect time
 * would let a DNS answer change between the check and the connection (DNS rebinding).
 */
import dns from 'node:dns';
import net from 'node:net';
import { domainToASCII } from 'node:url';
import { AppError } from '../errors';
import { type AddressKind, addressKind } from './ip-ranges';

type RefusedKind = Exclude<AddressKind, 'public'>;
export type OutboundRefusal = RefusedKind | 'invalid-host' | 'unresolvable';

/** What the caller connects to: `address`, with `host` for TLS. */
export type CheckedHost = { host: string; address: string; family: 4 | 6 };

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to all its addresses (`dns.promises.lookup` with `all: true` by default). */
export type HostResolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export type OutboundHostOptions = {
  /**
   * Lets loopback, private (RFC 1918, unique-local) and shared (100.64/10) addresses through, for
   * self-hosting beside a local mail relay. Unspecified, link-local, metadata, multicast,
   * broadcast, documentation and reserved addresses stay refused.
   */
  allowPrivate?: boolean;
  resolve?: HostResolver;
  /** How long name resolution may take before the host counts as unresolvable. */
  timeoutMs?: number;
};

const ALLOWED_WITH_PRIVATE: ReadonlySet<AddressKind> = new Set(['loopback', 'private', 'shared']);
const MAX_HOST_LENGTH = 253;
const DEFAULT_TIMEOUT_MS = 5000;

const DESCRIPTIONS: Record<RefusedKind, string> = {
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
  loopback: "this server's own loopback address",
  private: 'a private network address',
  shared: 'a carrier-grade NAT (shared) address',
  'link-local': 'a link-local address',
  metadata: 'a cloud metadata service address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  documentation: 'an address reserved for documentation',
  reserved: 'a reserved address',
};

/**
 * A host the server will not connect to. A 422 with `details.reason` when it reaches the API; the
 * resolved address (which could map an internal network) is kept on the error for the server's
 * log only, never in the message or details.
 */
export class OutboundHostError extends AppError {
  constructor(
    readonly reason: OutboundRefusal,
    message: string,
    readonly address: string | null = null,
  ) {
    super('UNPROCESSABLE', message, { reason });
    this.name = 'OutboundHostError';
  }
}

const invalid = (message: string) => new OutboundHostError('invalid-host', message);

type ParsedHost = { kind: 'ip'; host: string; family: 4 | 6 } | { kind: 'name'; host: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host text a user typed, checked: a host name (IDN allowed, returned in its ASCII form) or
 * an IP literal (IPv6 optionally in brackets). No scheme, port, path, user, zone index or spaces.
 */
export function parseHost(text: string): ParsedHost {
  if (typeof text !== 'string' || text.length === 0) throw invalid('Enter a host name');
  if (text.length > MAX_HOST_LENGTH + 1) {
    throw invalid(`The host name is longer than ${MAX_HOST_LENGTH} characters`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\s\u0000-\u001f\u007f]/u.test(text)) {
    throw invalid('The host name must not contain spaces or line breaks');
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw invalid('Enter the host name alone, without a scheme such as smtp://');
  }
  if (text.includes('@')) throw invalid('Enter the host name alone, without a user name');
  if (/[/?#\\]/.test(text)) throw invalid('Enter the host name alone, without a path');

  const bracketed = /^\[(.*)\](:\d*)?$/.exec(text);
  if (bracketed) {
    if (bracketed[2] !== undefined) throw invalid('Enter the host name alone, without a port');
    const inner = bracketed[1] ?? '';
    if (!net.isIPv6(inner) || inner.includes('%')) throw invalid('This is not a valid IPv6 address');
    return { kind: 'ip', host: inner.toLowerCase(), family: 6 };
  }
  if (text.includes('%')) throw invalid('The host name contains a character that is not allowed (%)');
  const family = net.isIP(text);
  if (family !== 0) return { kind: 'ip', host: text.toLowerCase(), family: family as 4 | 6 };
  if (text.includes(':')) {
    throw /^[^:]+:\d*$/.test(text)
      ? invalid('Enter the host name alone, without a port')
      : invalid('This is not a valid host name or IP address');
  }

  // International names become their ASCII (punycode) form, the one DNS and TLS use.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is what it tests
  const ascii = /^[\u0000-\u007f]*$/.test(text) ? text.toLowerCase() : domainToASCII(text);
  if (!ascii) throw invalid('This is not a valid host name');
  // Full-width digits and the like can spell an IP address.
  const asciiFamily = net.isIP(ascii);
  if (asciiFamily !== 0) return { kind: 'ip', host: ascii, family: asciiFamily as 4 | 6 };

  const name = ascii.endsWith('.') ? ascii.slice(0, -1) : ascii;
  if (name.length === 0) throw invalid('This is not a valid host name');
  if (name.length > MAX_HOST_LENGTH) {
    throw invalid(`The host name is longer than ${MAX_HOST_LENGTH} characters`);
  }
  const labels = name.split('.');
  if (!labels.every((label) => LABEL.test(label))) {
    throw invalid('This is not a valid host name (letters, digits and hyphens, separated by dots)');
  }
  // A name ending in a number is an IPv4 address in a shorthand (127.1, 0x7f.1, 2130706433,
  // 010.0.0.1) that resolvers read in different ways; no real top-level domain is numeric.
  const last = labels[labels.length - 1] ?? '';
  if (/^(\d+|0x[0-9a-f]*)$/.test(last)) {
    throw invalid('Write an IP address as four decimal numbers (e.g. 192.0.2.10) or use a host name');
  }
  // Without the trailing dot: the form TLS wants for SNI and the certificate check.
  return { kind: 'name', host: name };
}

/** Why an address is refused (`unresolvable`: not an address at all), or null when it is not. */
function refusal(kind: AddressKind | null, allowPrivate: boolean): RefusedKind | 'unresolvable' | null {
  if (kind === null) return 'unresolvable';
  if (kind === 'public') return null;
  if (allowPrivate && ALLOWED_WITH_PRIVATE.has(kind)) return null;
  return kind;
}

function refused(host: string, reason: RefusedKind, address: string, literal: boolean) {
  const where = literal ? `${host} is` : `${host} resolves to`;
  const hint = ALLOWED_WITH_PRIVATE.has(reason)
    ? '; private network hosts are not enabled on this installation'
    : '';
  return new OutboundHostError(
    reason,
    `${where} ${DESCRIPTIONS[reason]}, which Talentbase does not connect to${hint}`,
    address,
  );
}

const systemResolver: HostResolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

async function resolveWithin(
  resolve: HostResolver,
  host: string,
  timeoutMs: number,
): Promise<readonly ResolvedAddress[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OutboundHostError('unresolvable', `${host} could not be resolved in time`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([resolve(host), timeout]);
  } catch (error) {
    if (error instanceof OutboundHostError) throw error;
    throw new OutboundHostError('unresolvable', `${host} could not be found (no such host)`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a host a user typed and answers the address to connect to, or throws OutboundHostError
 * naming why not. An IP literal is checked as is; a name is resolved (all addresses) and refused
 * when any address is refused. The first address, in the resolver's order, is the one answered.
 */
export async function checkOutboundHost(
  hostText: string,
  options: OutboundHostOptions = {},
): Promise<CheckedHost> {
  const allowPrivate = options.allowPrivate ?? false;
  const parsed = parseHost(hostText);

  if (parsed.kind === 'ip') {
    const reason = refusal(addressKind(parsed.host), allowPrivate);
    if (reason === 'unresolvable') throw invalid('This is not a valid IP address');
    if (reason) throw refused(parsed.host, reason, parsed.host, true);
    return { host: parsed.host, address: parsed.host, family: parsed.family };
  }

  const resolved = await resolveWithin(
    options.resolve ?? systemResolver,
    parsed.host,
    options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
  if (resolved.length === 0) {
    throw new OutboundHostError('unresolvable', `${parsed.host} has no address`);
  }
  for (const { address } of resolved) {
    const reason = refusal(addressKind(address), allowPrivate);
    if (reason === 'unresolvable') {
      throw new OutboundHostError(
        'unresolvable',
        `${parsed.host} resolved to something that is not an address`,
      );
    }
    if (reason) throw refused(parsed.host, reason, address, false);
  }
  const first = resolved[0] as ResolvedAddress;
  return { host: parsed.host, address: first.address, family: net.isIP(first.address) as 4 | 6 };
}
