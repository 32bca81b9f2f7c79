import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AddressKind, addressKind } from './ip-ranges';
import {
  checkOutboundHost,
  type HostResolver,
  OutboundHostError,
  type OutboundRefusal,
  parseHost,
} from './outbound-host';

// [address, kind] — both families, the IPv6 forms that carry an IPv4 address, range edges.
const ADDRESSES: ReadonlyArray<readonly [string, AddressKind]> = [
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['93.184.215.14', 'public'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['9.255.255.255', 'public'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['11.0.0.0', 'public'],
  ['100.63.255.255', 'public'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['100.128.0.0', 'public'],
  ['100.100.100.200', 'metadata'],
  ['126.255.255.255', 'public'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['169.254.170.2', 'link-local'],
  ['172.15.255.255', 'public'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', 'public'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.1', 'documentation'],
  ['192.88.99.1', 'reserved'],
  ['192.167.255.255', 'public'],
  ['192.168.1.1', 'private'],
  ['192.169.0.0', 'public'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.20.0.0', 'public'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['223.255.255.255', 'public'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.254', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['2606:4700:4700::1111', 'public'],
  ['2001:4860:4860::8888', 'public'],
  ['2A00:1450:4001:81B::200E', 'public'],
  ['::', 'unspecified'],
  ['0:0:0:0:0:0:0:0', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fd00:ec2::254', 'metadata'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  ['2001::1', 'reserved'], // Teredo
  ['2001:1ff:ffff::1', 'reserved'],
  ['100::1', 'reserved'],
  ['4000::1', 'reserved'], // outside 2000::/3
  ['64:ff9b:1::1', 'private'],
  // IPv4-mapped: dotted and hex forms
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
  ['::FFFF:A9FE:A9FE', 'metadata'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:192.168.0.1', 'private'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:224.0.0.1', 'multicast'],
  ['::ffff:8.8.8.8', 'public'],
  ['::ffff:808:808', 'public'],
  // IPv4-compatible (deprecated) and SIIT: refused, named after the IPv4 inside when refused
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::169.254.169.254', 'metadata'],
  ['::8.8.8.8', 'reserved'],
  ['::ffff:0:127.0.0.1', 'loopback'],
  ['::ffff:0:8.8.8.8', 'reserved'],
  // NAT64 and 6to4 reach the IPv4 inside
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'metadata'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:808:808::1', 'public'],
];

const ALLOWED_WITH_PRIVATE = new Set<AddressKind>(['public', 'loopback', 'private', 'shared']);

/** A resolver answering from a table, as the system's would; no real DNS. */
function resolverOf(table: Record<string, string[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<{ reason: OutboundRefusal; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundHostError);
    const e = error as OutboundHostError;
    expect(e.code).toBe('UNPROCESSABLE');
    expect(e.statusCode).toBe(422);
    expect(e.details).toEqual({ reason: e.reason });
    return { reason: e.reason, message: e.message };
  }
  throw new Error('expected the host to be refused');
}

describe('address kinds', () => {
  it.each(ADDRESSES)('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('is not fooled by text that is not an address', () => {
    for (const text of [
      '',
      'localhost',
      '127.1',
      '0x7f000001',
      '2130706433',
      '1.2.3.04',
      '::ffff:1.2.3',
      'x::1',
    ]) {
      expect(addressKind(text)).toBeNull();
    }
  });

  it('judges every IPv4-mapped address like the IPv4 address inside', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        const kind = addressKind(v4);
        expect(addressKind(`::ffff:${v4}`)).toBe(kind);
        expect(addressKind(`::ffff:${hex}`)).toBe(kind);
        expect(addressKind(`64:ff9b::${hex}`)).toBe(kind);
      }),
      { numRuns: 500 },
    );
  });
});

describe('checkOutboundHost with IP literals', () => {
  it.each(ADDRESSES.filter(([address]) => !address.includes('%')))(
    '%s (%s) is allowed only when public, or private with allowPrivate',
    async (address, kind) => {
      const resolve = resolverOf({});
      const family = address.includes(':') ? 6 : 4;
      const lower = address.toLowerCase();
      if (kind === 'public') {
        expect(await checkOutboundHost(address, { resolve })).toEqual({
          host: lower,
          address: lower,
          family,
        });
      } else {
        const { reason, message } = await refusal(checkOutboundHost(address, { resolve }));
        expect(reason).toBe(kind);
        expect(message).toContain(lower);
      }
      if (ALLOWED_WITH_PRIVATE.has(kind)) {
        expect(await checkOutboundHost(address, { resolve, allowPrivate: true })).toMatchObject({
          address: lower,
        });
      } else {
        expect((await refusal(checkOutboundHost(address, { resolve, allowPrivate: true }))).reason).toBe(
          kind,
        );
      }
      // An IP literal is never looked up.
      expect(resolve.calls).toEqual([]);
    },
  );

  it('accepts an IPv6 literal in brackets', async () => {
    expect(await checkOutboundHost('[2606:4700:4700::1111]')).toEqual({
      host: '2606:4700:4700::1111',
      address: '2606:4700:4700::1111',
      family: 6,
    });
    expect((await refusal(checkOutboundHost('[::1]'))).reason).toBe('loopback');
  });

  it('explains each refusal in words', async () => {
    expect((await refusal(checkOutboundHost('127.0.0.1'))).message).toBe(
      "127.0.0.1 is this server's own loopback address, which Talentbase does not connect to; private network hosts are not enabled on this installation",
    );
    expect((await refusal(checkOutboundHost('169.254.169.254'))).message).toBe(
      '169.254.169.254 is a cloud metadata service address, which Talentbase does not connect to',
    );
  });
});

describe('checkOutboundHost with host names', () => {
  it('answers the checked address to connect to, and the name for TLS', async () => {
    const resolve = resolverOf({
      'smtp.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    });
    expect(await checkOutboundHost('SMTP.Example.com', { resolve })).toEqual({
      host: 'smtp.example.com',
      address: '93.184.215.14',
      family: 4,
    });
    expect(resolve.calls).toEqual(['smtp.example.com']);
  });

  it('answers the first address in the resolver order, IPv6 included', async () => {
    const resolve = resolverOf({ 'mail.example.org': ['2a00:1450:4001:81b::200e', '142.250.185.78'] });
    expect(await checkOutboundHost('mail.example.org.', { resolve })).toEqual({
      host: 'mail.example.org',
      address: '2a00:1450:4001:81b::200e',
      family: 6,
    });
  });

  it('refuses a name when any of its addresses is refused (one public, one private)', async () => {
    const resolve = resolverOf({
      'rebind.example.com': ['93.184.215.14', '10.0.0.5'],
      'sneaky.example.com': ['2606:4700:4700::1111', '::ffff:169.254.169.254'],
      'local.example.com': ['127.0.0.1'],
    });
    const refused = await refusal(checkOutboundHost('rebind.example.com', { resolve }));
    expect(refused.reason).toBe('private');
    expect(refused.message).toContain('rebind.example.com resolves to a private network address');
    // The internal address itself is not told to the user.
    expect(refused.message).not.toContain('10.0.0.5');
    expect((await refusal(checkOutboundHost('sneaky.example.com', { resolve }))).reason).toBe('metadata');
    expect((await refusal(checkOutboundHost('local.example.com', { resolve }))).reason).toBe('loopback');
  });

  it('keeps the refused address on the error for the server log', async () => {
    const resolve = resolverOf({ 'rebind.example.com': ['93.184.215.14', '10.0.0.5'] });
    const error = await checkOutboundHost('rebind.example.com', { resolve }).catch((e: unknown) => e);
    expect((error as OutboundHostError).address).toBe('10.0.0.5');
  });

  it('lets private and loopback names through with allowPrivate, but never metadata or link-local', async () => {
    const resolve = resolverOf({
      'relay.internal': ['10.0.0.25', 'fd00::25'],
      localhost: ['127.0.0.1', '::1'],
      'tailnet.example.com': ['100.101.102.103'],
      'metadata.internal': ['10.0.0.25', '169.254.169.254'],
      'aws6.internal': ['fd00:ec2::254'],
      'linklocal.internal': ['fe80::1%eth0'],
      'zero.internal': ['0.0.0.0'],
      'multi.internal': ['239.1.1.1'],
    });
    const allowPrivate = true;
    expect(await checkOutboundHost('relay.internal', { resolve, allowPrivate })).toEqual({
      host: 'relay.internal',
      address: '10.0.0.25',
      family: 4,
    });
    expect((await checkOutboundHost('localhost', { resolve, allowPrivate })).address).toBe('127.0.0.1');
    expect((await checkOutboundHost('tailnet.example.com', { resolve, allowPrivate })).address).toBe(
      '100.101.102.103',
    );
    for (const [name, reason] of [
      ['metadata.internal', 'metadata'],
      ['aws6.internal', 'metadata'],
      ['linklocal.internal', 'link-local'],
      ['zero.internal', 'unspecified'],
      ['multi.internal', 'multicast'],
    ] as const) {
      expect((await refusal(checkOutboundHost(name, { resolve, allowPrivate }))).reason).toBe(reason);
    }
    expect((await refusal(checkOutboundHost('relay.internal', { resolve }))).reason).toBe('private');
    expect((await refusal(checkOutboundHost('localhost', { resolve }))).reason).toBe('loopback');
  });

  it('refuses a name that does not resolve, resolves to nothing, or to garbage', async () => {
    const resolve = resolverOf({ 'empty.example.com': [], 'garbage.example.com': ['not-an-ip'] });
    const missing = await refusal(checkOutboundHost('nowhere.example.com', { resolve }));
    expect(missing).toEqual({
      reason: 'unresolvable',
      message: 'nowhere.example.com could not be found (no such host)',
    });
    expect((await refusal(checkOutboundHost('empty.example.com', { resolve }))).reason).toBe('unresolvable');
    expect((await refusal(checkOutboundHost('garbage.example.com', { resolve }))).reason).toBe(
      'unresolvable',
    );
  });

  it('gives up on a resolver that never answers', async () => {
    const resolve: HostResolver = () => new Promise(() => {});
    const refused = await refusal(checkOutboundHost('slow.example.com', { resolve, timeoutMs: 20 }));
    expect(refused).toEqual({
      reason: 'unresolvable',
      message: 'slow.example.com could not be resolved in time',
    });
  });

  it('resolves international names in their ASCII form', async () => {
    const resolve = resolverOf({ 'mail.xn--bcher-kva.de': ['93.184.215.14'] });
    expect((await checkOutboundHost('mail.bücher.de', { resolve })).host).toBe('mail.xn--bcher-kva.de');
  });
});

describe('host text', () => {
  const BAD: ReadonlyArray<readonly [string, RegExp]> = [
    ['', /Enter a host name/],
    ['smtp://mail.example.com', /without a scheme/],
    ['https://example.com/hook', /without a scheme/],
    ['mail.example.com:587', /without a port/],
    ['[::1]:25', /without a port/],
    ['127.0.0.1:25', /without a port/],
    ['mail.example.com/path', /without a path/],
    ['user@mail.example.com', /without a user/],
    ['mail.example.com\r\nRCPT TO:<x@y>', /spaces or line breaks/],
    ['mail.example.com\n', /spaces or line breaks/],
    [' mail.example.com', /spaces or line breaks/],
    ['mail example.com', /spaces or line breaks/],
    ['mail.example.com\u0000', /spaces or line breaks/],
    ['mail\u00a0example.com', /spaces or line breaks/],
    ['fe80::1%eth0', /not allowed/],
    ['[fe80::1%25eth0]', /not a valid IPv6/],
    ['[mail.example.com]', /not a valid IPv6/],
    ['mail%2eexample.com', /not allowed/],
    ['mail_server.example.com', /not a valid host name/],
    ['-mail.example.com', /not a valid host name/],
    ['mail-.example.com', /not a valid host name/],
    ['mail..example.com', /not a valid host name/],
    ['.', /not a valid host name/],
    [`${'a'.repeat(64)}.example.com`, /not a valid host name/],
    [`${'a.'.repeat(127)}ab`, /longer than 253/],
    ['127.1', /four decimal numbers/],
    ['2130706433', /four decimal numbers/],
    ['0x7f.0.0.1', /four decimal numbers/],
    ['0x7f000001', /four decimal numbers/],
    ['010.0.0.1', /four decimal numbers/],
    ['1.2.3.04', /four decimal numbers/],
    ['1:2:3', /not a valid host name or IP/],
  ];

  it.each(BAD)('refuses %j', async (text, message) => {
    const resolve = resolverOf({});
    const refused = await refusal(checkOutboundHost(text, { resolve }));
    expect(refused.reason).toBe('invalid-host');
    expect(refused.message).toMatch(message);
    expect(resolve.calls).toEqual([]);
  });

  it('accepts names up to 253 characters, with labels up to 63', () => {
    const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(longest).toHaveLength(253);
    expect(parseHost(longest)).toEqual({ kind: 'name', host: longest });
    expect(parseHost(`${longest}.`)).toEqual({ kind: 'name', host: longest });
    expect(() => parseHost(`${longest}a`)).toThrow(/longer than 253/);
    expect(parseHost('localhost')).toEqual({ kind: 'name', host: 'localhost' });
    expect(parseHost('1password.com')).toEqual({ kind: 'name', host: '1password.com' });
  });

  it('reads full-width digits as the IP address they spell, and judges it', async () => {
    expect(parseHost('１２７.０.０.１')).toEqual({ kind: 'ip', host: '127.0.0.1', family: 4 });
    expect((await refusal(checkOutboundHost('１２７.０.０.１'))).reason).toBe('loopback');
  });

  it('never lets a control character or space through, whatever else the text holds', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        fc.constantFrom('\r', '\n', '\t', ' ', '\u0000', '\u007f', '\u2028', '\u3000'),
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        (before, bad, after) => {
          expect(() => parseHost(`${before}${bad}${after}`)).toThrow(OutboundHostError);
        },
      ),
    );
  });

  it('answers only valid host names or IP literals for any text it accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.domain(), fc.ipV4(), fc.ipV6()), (text) => {
        let parsed: ReturnType<typeof parseHost>;
        try {
          parsed = parseHost(text);
        } catch (error) {
          expect(error).toBeInstanceOf(OutboundHostError);
          return;
        }
        expect(parsed.host.length).toBeLessThanOrEqual(253);
        expect(parsed.host).toMatch(/^[a-z0-9.:-]+$/);
        if (parsed.kind === 'ip') expect(addressKind(parsed.host)).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
