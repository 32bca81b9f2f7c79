/**
 * Which kind of address an IP is, from one table of special-purpose ranges (IANA's IPv4 and IPv6
 * special-purpose registries, RFC 6890 and successors). The outbound host guard refuses every kind
 * but `public`; a few kinds (`loopback`, `private`, `shared`) only unless private hosts are allowed.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible
 * `::a.b.c.d`, SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`) are
 * judged by the IPv4 address inside, so `::ffff:7f00:1` is loopback like 127.0.0.1.
 */
import net from 'node:net';

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved';

type Range = { family: 4 | 6; network: bigint; prefix: number; kind: Exclude<AddressKind, 'public'> };

const RANGE_TEXT: ReadonlyArray<readonly [string, Exclude<AddressKind, 'public'>]> = [
  // IPv4
  ['0.0.0.0/8', 'unspecified'], // "this network"; Linux connects 0.0.0.0 to the local host
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'], // carrier-grade NAT (also Tailscale and similar overlays)
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud instance metadata, inside 100.64/10
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, Oracle, OpenStack instance metadata
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'documentation'], // TEST-NET-1
  ['192.88.99.0/24', 'reserved'], // former 6to4 relay anycast
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'documentation'], // TEST-NET-2
  ['203.0.113.0/24', 'documentation'], // TEST-NET-3
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
  ['255.255.255.255/32', 'broadcast'],
  // IPv6 (the forms carrying IPv4 are handled before this table)
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/8', 'reserved'], // the rest of 0000::/8, incl. deprecated IPv4-compatible addresses
  ['64:ff9b:1::/48', 'private'], // local-use NAT64
  ['100::/64', 'reserved'], // discard-only
  ['2001::/23', 'reserved'], // IETF protocol assignments, incl. Teredo 2001::/32
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'reserved'], // SRv6 SIDs
  ['fc00::/7', 'private'], // unique-local
  ['fd00:ec2::254/128', 'metadata'], // AWS instance metadata over IPv6, inside fc00::/7
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // deprecated site-local
  ['ff00::/8', 'multicast'],
];

function mask(family: 4 | 6, prefix: number): bigint {
  const bits = family === 4 ? 32 : 128;
  return ((1n << BigInt(bits)) - 1n) ^ ((1n << BigInt(bits - prefix)) - 1n);
}

// Longest prefix first, so a metadata /32 wins over the link-local /16 around it.
const RANGES: readonly Range[] = RANGE_TEXT.map(([cidr, kind]) => {
  const [address = '', prefixText = ''] = cidr.split('/');
  const family = net.isIP(address) as 4 | 6;
  const value = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  const prefix = Number(prefixText);
  if (value === null || Number.isNaN(prefix)) throw new Error(`Bad range ${cidr}`);
  return { family, network: value & mask(family, prefix), prefix, kind };
}).sort((a, b) => b.prefix - a.prefix);

function ipv4ToBigInt(address: string): bigint | null {
  if (!net.isIPv4(address)) return null;
  return address.split('.').reduce((acc, octet) => (acc << 8n) | BigInt(Number(octet)), 0n);
}

/** An IPv6 address (net.isIPv6-valid, without zone) as a 128-bit number. */
function ipv6ToBigInt(address: string): bigint | null {
  if (!net.isIPv6(address) || address.includes('%')) return null;
  let text = address.toLowerCase();
  // A dotted IPv4 tail becomes two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4ToBigInt(tail[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const missing = 8 - headGroups.length - restGroups.length;
  const groups =
    rest === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...restGroups];
  if (groups.length !== 8) return null;
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function inRange(value: bigint, range: Range): boolean {
  return (value & mask(range.family, range.prefix)) === range.network;
}

function kindOfIpv4(value: bigint): AddressKind {
  for (const range of RANGES) if (range.family === 4 && inRange(value, range)) return range.kind;
  return 'public';
}

const V6 = (text: string) => ipv6ToBigInt(text) ?? 0n;
const MAPPED = { network: V6('::ffff:0:0'), prefix: 96 }; // IPv4-mapped
const SIIT = { network: V6('::ffff:0:0:0'), prefix: 96 }; // IPv4-translated (RFC 2765)
const COMPATIBLE = { network: 0n, prefix: 96 }; // IPv4-compatible (deprecated)
const NAT64 = { network: V6('64:ff9b::'), prefix: 96 };
const SIX_TO_FOUR = { network: V6('2002::'), prefix: 16 };
const GLOBAL_UNICAST = { network: V6('2000::'), prefix: 3 };

const within = (value: bigint, { network, prefix }: { network: bigint; prefix: number }) =>
  (value & mask(6, prefix)) === network;

function kindOfIpv6(value: bigint): AddressKind {
  const low32 = value & 0xffffffffn;
  // Forms whose traffic reaches the embedded IPv4 address: judged entirely by it.
  if (within(value, MAPPED) || within(value, NAT64)) return kindOfIpv4(low32);
  if (within(value, SIX_TO_FOUR)) return kindOfIpv4((value >> 80n) & 0xffffffffn);
  // Deprecated forms: refused either way, named after the IPv4 address when that is refused too.
  if ((within(value, COMPATIBLE) && value > 1n) || within(value, SIIT)) {
    const inner = kindOfIpv4(low32);
    return inner === 'public' ? 'reserved' : inner;
  }
  for (const range of RANGES) if (range.family === 6 && inRange(value, range)) return range.kind;
  // Only 2000::/3 is allocated for global unicast; everything else is reserved by the IETF.
  return within(value, GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/**
 * The kind of an IP address in its usual text forms (a zone index, `fe80::1%eth0`, is ignored).
 * Null when the text is not an IP address.
 */
export function addressKind(address: string): AddressKind | null {
  const bare = address.replace(/%.*$/, '');
  const family = net.isIP(bare);
  if (family === 4) {
    const value = ipv4ToBigInt(bare);
    return value === null ? null : kindOfIpv4(value);
  }
  if (family === 6) {
    const value = ipv6ToBigInt(bare);
    return value === null ? null : kindOfIpv6(value);
  }
  return null;
}
