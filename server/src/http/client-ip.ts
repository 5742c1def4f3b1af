// Which client a request comes from, for every per-IP limit: the socket's peer, unless that peer is a proxy TRUST_PROXY names.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * TRUST_PROXY, parsed: how many hops in front of this server are proxies (Express's and Fastify's numeric setting;
 * 0 trusts none), or which peers are (addresses, CIDR ranges, and proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

/** proxy-addr's trust function: is the address `hop` steps back from this server (0: the socket's peer) a proxy? */
export type Trust = (address: string, hop: number) => boolean;

const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Reads TRUST_PROXY; throws an Error whose message says what is wrong (parseConfig reports it under the name). */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '0' || value === 'false') return { hops: 0 };
  if (value === 'true') {
    throw new Error(
      "true would trust every client's X-Forwarded-For, so anyone could pick the address the per-IP limits count; " +
        'give the proxies instead: addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8, loopback), or their number of hops',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (!Number.isSafeInteger(hops)) throw new Error(`${raw.trim()} is not a usable number of hops`);
    return { hops };
  }
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of proxies) {
    // ipaddr.js would read a bare number as a 32-bit IPv4 address: in a list it is far more likely a misplaced hop count.
    if (/^\d+$/.test(entry)) throw new Error(`${entry} in a list is neither an address nor a range (a hop count stands alone)`);
    if (!NAMES.includes(entry) && !/[.:]/.test(entry))
      throw new Error(`${entry} is not an IP address, a CIDR range or one of ${NAMES.join(', ')}`);
  }
  try {
    proxyaddr.compile(proxies);
  } catch (err) {
    throw new Error(err instanceof Error ? err.message : String(err), { cause: err });
  }
  return { proxies };
}

/** Compiled once per app (createApp): proxy-addr parses the ranges here, not on every request. */
export function compileTrust(trust: TrustProxy): Trust {
  if ('proxies' in trust) return proxyaddr.compile([...trust.proxies]);
  const { hops } = trust;
  return hops > 0 ? (_address, hop) => hop < hops : () => false;
}

/**
 * The client: walking back from the socket's peer through X-Forwarded-For (each proxy appends the address it was
 * reached from), the first address that is not a trusted proxy, or the furthest one when all are. From an untrusted
 * peer the header is ignored, so a client that reaches this server directly can't choose its own address.
 */
export function clientIp(request: Request, socketIp: string, trust: Trust): string {
  const forwarded = request.headers.get('x-forwarded-for');
  if (forwarded === null) return socketIp;
  // proxy-addr is written for node:http's IncomingMessage but reads only `socket.remoteAddress` and the
  // x-forwarded-for header (its `forwarded` dependency); the fetch Request the app gets has neither, so this stand-in
  // carries the two. Fetch's Headers joins repeated headers with ", " as node:http does for this one.
  const req: Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress: string } } = {
    headers: { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: socketIp },
  };
  // The cast only widens the stand-in to the type @types/proxy-addr names; nothing else of it is read (see above).
  return proxyaddr(req as IncomingMessage, trust);
}
