/**
 * The key a client is counted under when nobody is signed in: its address as Fastify sees it
 * (through the proxies trusted in TRUST_PROXY). An IPv6 client usually holds a whole /64, so
 * its first 64 bits are the key; an IPv4-mapped IPv6 address counts as the IPv4 one.
 */
import net from 'node:net';

export function addressKey(ip: string | undefined | null): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}
