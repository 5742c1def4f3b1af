// The client address every per-IP limit counts: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { clientIp, compileTrust, type TrustProxy } from './client-ip.ts';

const pick = (trust: TrustProxy, socket: string, forwarded?: string) => {
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  return clientIp(new Request('http://contour.test/', { headers }), socket, compileTrust(trust));
};

/** The rule, written out: walking back from the socket's peer, the first address that is not a proxy (else the last). */
const expected = (socket: string, header: string[], isProxy: (address: string, hop: number) => boolean) => {
  const chain = [socket, ...header.toReversed()];
  return chain.find((address, hop) => hop === chain.length - 1 || !isProxy(address, hop))!;
};

const inIpv4Range = (address: string, cidr: string) => {
  const [base, bits] = cidr.split('/') as [string, string];
  const number = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(number(address) / size) === Math.floor(number(base) / size);
};

const separator = fc.constantFrom(',', ', ', ' , ', ',  ');

describe('TRUST_PROXY', () => {
  it('reads no proxies, a hop count, or a list of addresses, ranges and names', () => {
    for (const off of [undefined, '', ' ', '0', 'false', 'FALSE'])
      expect(parseConfig({ TRUST_PROXY: off }).trustProxy).toEqual({ hops: 0 });
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,Loopback,fd00::/8,' }).trustProxy).toEqual({
      proxies: ['10.0.0.1', '192.168.0.0/16', 'loopback', 'fd00::/8'],
    });
  });

  it('refuses true, which would trust every client, and anything that is not an address', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would trust every client's X-Forwarded-For/);
    expect(() => parseConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY: true/);
    for (const wrong of ['10.0.0.1, 2', 'proxy.internal', '10.0.0.0/33', '300.1.1.1', 'yes', '-1', '1.5']) {
      expect(() => parseConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless the peer is a trusted proxy', () => {
    expect(pick({ hops: 0 }, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(pick({ proxies: ['10.0.0.0/8'] }, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(pick({ proxies: ['10.0.0.0/8'] }, '10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    // Node reports an IPv4 peer of a dual-stack socket as IPv4-mapped IPv6.
    expect(pick({ proxies: ['10.0.0.0/8'] }, '::ffff:10.1.2.3', '198.51.100.1')).toBe('198.51.100.1');
    expect(pick({ proxies: ['loopback'] }, '::1', 'spoofed, 198.51.100.1')).toBe('198.51.100.1');
    // Addresses the client wrote before the proxy's own entry are not believed: the proxy's entry is the client.
    expect(pick({ proxies: ['10.0.0.0/8'] }, '10.1.2.3', '1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
    // Two proxies: both are walked past.
    expect(pick({ proxies: ['10.0.0.0/8'] }, '10.1.2.3', '198.51.100.1, 10.7.7.7')).toBe('198.51.100.1');
    expect(pick({ hops: 1 }, '203.0.113.9', '1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(pick({ proxies: ['10.0.0.0/8'] }, '10.1.2.3')).toBe('10.1.2.3');
  });

  // A small pool, so that the trusted set, the socket and the header share addresses often.
  const pool = [
    '203.0.113.9',
    '198.51.100.1',
    '10.0.0.1',
    '10.0.0.2',
    '192.168.1.1',
    '127.0.0.1',
    '2001:db8::1',
    '2001:db8::2',
    'fd00::5',
    '::1',
  ];
  const address = fc.oneof(fc.constantFrom(...pool), fc.ipV4());

  it('never picks an address only the header names when the peer is not trusted, and else the first untrusted one back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pool),
        fc.array(address, { maxLength: 6 }),
        fc.subarray(pool),
        separator,
        (socket, header, proxies, sep) => {
          const trusted = new Set(proxies);
          const client = pick(proxies.length ? { proxies } : { hops: 0 }, socket, header.join(sep));
          if (!trusted.has(socket)) expect(client).toBe(socket);
          expect(client).toBe(expected(socket, header, (a) => trusted.has(a)));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('follows ranges as the rule says', () => {
    const ranges = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '203.0.113.0/24'];
    const ipv4 = fc
      .tuple(fc.constantFrom(10, 172, 192, 203, 198), fc.constantFrom(0, 16, 31, 32, 168, 51, 255), fc.nat(255), fc.nat(255))
      .map((octets) => octets.join('.'));
    fc.assert(
      fc.property(
        ipv4,
        fc.array(ipv4, { maxLength: 6 }),
        fc.subarray(ranges, { minLength: 1 }),
        separator,
        (socket, header, proxies, sep) => {
          const isProxy = (a: string) => proxies.some((range) => inIpv4Range(a, range));
          const client = pick({ proxies }, socket, header.join(sep));
          if (!isProxy(socket)) expect(client).toBe(socket);
          expect(client).toBe(expected(socket, header, isProxy));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('with a hop count, takes the address that many hops back (or the furthest there is)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.array(address, { maxLength: 6 }), fc.nat(5), separator, (socket, header, hops, sep) => {
        const chain = [socket, ...header.toReversed()];
        expect(pick({ hops }, socket, header.join(sep))).toBe(chain[Math.min(hops, chain.length - 1)]);
      }),
      { numRuns: 300 },
    );
  });
});
